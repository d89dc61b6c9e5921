import CollectionLayout

/// Something that happened during one tick.
public enum TimelineEvent: Hashable, Sendable {
    /// The long-press was recognised and `item` lifted.
    case lift(item: String)
    /// The screen moved `item` from one index path to another.
    case exchange(item: String, from: IndexPath, to: IndexPath)
    /// The content offset changed by (dx, dy).
    case scroll(dx: Double, dy: Double)
    /// The data source changed: a move of `item` (or an exchange of two rows).
    case commit(item: String, from: IndexPath, to: IndexPath, kind: CommitKind)
    /// The gesture was cancelled.
    case cancel(item: String?)
    /// The finger lifted (with or without an item).
    case release(item: String?)
}

/// How the data source was changed.
public enum CommitKind: String, Hashable, Sendable {
    /// Remove at the source, insert at the destination (`moveItemAt`).
    case move
    /// Swap two entries (`exchangeObjectAtIndex`).
    case exchange
}

/// The names of the invariants, as they appear in traces.
public enum InvariantRule: String, Hashable, Sendable, CaseIterable {
    case dataMatchesView = "data-matches-view"
    case noLostItems = "no-lost-items"
    case offsetInBounds = "offset-in-bounds"
    /// The data source was asked for an index path it does not have (the app would raise).
    case outOfRange = "out-of-range"
}

/// An invariant that stopped holding at `frame`.
public struct Violation: Hashable, Sendable {
    public var frame: Int
    public var rule: InvariantRule
    public var message: String

    public init(frame: Int, rule: InvariantRule, message: String) {
        self.frame = frame
        self.rule = rule
        self.message = message
    }
}

/// The state at the end of one tick. Frame 0 is the state before the first step.
public struct Frame: Hashable, Sendable {
    public var index: Int
    /// Seconds since the start: `index / fps`.
    public var time: Double
    /// The content offset (content coordinates of the viewport's top-left corner).
    public var offset: Point
    /// The finger, in viewport coordinates; `nil` when no finger is down.
    public var finger: Point?
    /// The lifted item, if any.
    public var lifted: String?
    /// The lifted item's frame as drawn (scale included), content coordinates.
    public var liftedFrame: Rect?
    /// Opacity of the lifted snapshot (1 when the profile does not fade it).
    public var liftedAlpha: Double
    /// The lifted item's index path in the screen order: the slot it left empty.
    public var liftedPath: IndexPath?
    /// Pinned header frames (content coordinates) of the sections on screen, by
    /// section; `nil` when the board does not pin headers.
    public var headers: [Int: Rect]?
    /// Carousel boards: the page the indicator shows (`index mod count`); `nil` otherwise.
    public var page: Int?
    /// Index into ``Timeline/layouts``: the layout of the order the screen shows.
    public var layoutIndex: Int
    /// What the screen shows.
    public var order: Order
    /// What the data source holds.
    public var data: Order
    /// Items drawn away from their slot in the current layout (mid-animation), by label.
    public var displaced: [String: Rect]
    /// Opacity of cells fading in or out (a table row under its snapshot), by
    /// label. The lifted item's cell is hidden while a snapshot stands in,
    /// unless it is listed here.
    public var itemAlpha: [String: Double]
    public var events: [TimelineEvent]

    public init(index: Int, time: Double, offset: Point, finger: Point?, lifted: String?,
                liftedFrame: Rect?, liftedAlpha: Double = 1, liftedPath: IndexPath? = nil,
                headers: [Int: Rect]? = nil, page: Int? = nil, layoutIndex: Int, order: Order, data: Order,
                displaced: [String: Rect] = [:], itemAlpha: [String: Double] = [:], events: [TimelineEvent] = []) {
        self.index = index
        self.time = time
        self.offset = offset
        self.finger = finger
        self.lifted = lifted
        self.liftedFrame = liftedFrame
        self.liftedAlpha = liftedAlpha
        self.liftedPath = liftedPath
        self.headers = headers
        self.page = page
        self.layoutIndex = layoutIndex
        self.order = order
        self.data = data
        self.displaced = displaced
        self.itemAlpha = itemAlpha
        self.events = events
    }
}

/// Everything a session did, computed ahead of time.
public struct Timeline: Sendable {
    public var fps: Int
    /// One layout per distinct screen order the session showed; frames point into it.
    public var layouts: [PreparedLayout]
    public var frames: [Frame]
    /// For each script step, the index of the frame that ends it.
    public var stepEnds: [Int]
    public var violations: [Violation]

    public init(fps: Int, layouts: [PreparedLayout], frames: [Frame], stepEnds: [Int], violations: [Violation]) {
        self.fps = fps
        self.layouts = layouts
        self.frames = frames
        self.stepEnds = stepEnds
        self.violations = violations
    }

    /// Where `label` is drawn at `frame` (content coordinates), or `nil` if it is
    /// hidden or not on screen. The lifted item is drawn at ``Frame/liftedFrame``.
    public func drawnFrame(of label: String, at frame: Frame) -> Rect? {
        if frame.lifted == label { return frame.liftedFrame }
        if let r = frame.displaced[label] { return r }
        for (s, section) in frame.order.enumerated() {
            if let i = section.firstIndex(of: label) {
                return layouts[frame.layoutIndex].frame(at: IndexPath(section: s, item: i))
            }
        }
        return nil
    }
}
