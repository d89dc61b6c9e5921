import CollectionLayout
import ReorderEngine

/// A run recorded elsewhere, as its trace file holds it (docs/trace.md): one board's frames,
/// read by `BoardFormat`'s ``RecordedTrace`` reader from a file a board names
/// (`profiles: [sortablejs, {observed: recorded/list.json}]`), and drawn beside the models as
/// a run of that board (``ScenarioRun/init(_:recordedVariant:)``).
///
/// It keeps what the trace says of the page's geometry (``viewport``, ``items``: where each
/// item was at frame 0), so that a page laid out otherwise than the board is drawn in its own.
public struct RecordedTrace: Hashable, Sendable {
    /// Where the frames were recorded: the trace's `source`, or for a trace without one (a
    /// `shuffleboard trace` output) the file it was read from.
    public var recording: Recording
    /// The trace's format version (1 to 3).
    public var version: Int
    public var fps: Int
    /// The page's viewport (the container's size), points.
    public var viewport: Size
    /// The page's content size at frame 0, points.
    public var contentSize: Size
    /// Each item's rect at frame 0, content coordinates, by label.
    public var items: [String: Rect]
    /// Every frame, every field carried from the frame before as the trace's reader does
    /// (docs/trace.md, "Reading any version"); their `layoutIndex` is 0 until a run lays them out.
    public var frames: [Frame]

    public init(recording: Recording, version: Int, fps: Int, viewport: Size, contentSize: Size, items: [String: Rect], frames: [Frame]) {
        self.recording = recording
        self.version = version
        self.fps = fps
        self.viewport = viewport
        self.contentSize = contentSize
        self.items = items
        self.frames = frames
    }
}

/// A board's entry that names a recording, `{observed: recorded/list.json}`: what the board calls
/// the run, the file as written and where the entry is, and, once read, the trace.
public struct RecordedVariant: Hashable, Sendable {
    /// What the board calls the run (`observed`): the trace's `profile`, the key of its own `expect:`.
    public var name: String
    /// The file as the board writes it, relative to the board's file.
    public var path: String
    /// Where the entry is written: a recording that cannot be read is reported here.
    public var position: SourcePosition
    /// The trace, once read (`SiteIO` reads it); `nil` before.
    public var trace: RecordedTrace?

    public init(name: String = "observed", path: String, position: SourcePosition, trace: RecordedTrace? = nil) {
        self.name = name
        self.path = path
        self.position = position
        self.trace = trace
    }
}
