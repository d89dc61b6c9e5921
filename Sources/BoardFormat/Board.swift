import Scenario
import CollectionLayout
import ReorderEngine

/// One item as written: a label and, optionally, its own size (`"G 80x120"`).
public struct BoardItem: Hashable, Sendable {
    public var label: String
    /// The item's own size; `nil` means the board's `item-size`.
    public var size: Size?

    public init(label: String, size: Size? = nil) {
        self.label = label
        self.size = size
    }
}

/// One section as written.
public struct BoardSection: Hashable, Sendable {
    public var title: String?
    public var items: [BoardItem]

    public init(title: String? = nil, items: [BoardItem]) {
        self.title = title
        self.items = items
    }
}

/// A board: a collection view, its items, a reorder profile and a scripted
/// gesture, parsed and validated from a ```` ```board ```` block (board format v1).
public struct Board: Hashable, Sendable {
    /// Slug used for file names; unique per site.
    public var id: String
    public var title: String
    /// The Markdown file, as given on the command line.
    public var file: String
    /// The line of the opening fence.
    public var line: Int
    /// The YAML body, verbatim.
    public var source: String

    public var layout: LayoutKind
    public var direction: ScrollDirection
    /// The visible bounds, points.
    public var viewport: Size
    /// The initial content offset.
    public var offset: Point
    /// The default item size.
    public var itemSize: Size
    public var lineSpacing: Double
    public var itemSpacing: Double
    public var sectionInset: Insets
    /// Header height (vertical) or width (horizontal); 0 for none.
    public var header: Double
    public var footer: Double
    /// Whether section headers stick to the top (left) of the visible bounds.
    public var pinHeaders: Bool
    /// Waterfall only.
    public var columns: Int
    /// The first of ``profiles``: the one a one-profile board names.
    public var profile: String {
        get { profiles[0] }
        set { profiles = [newValue] }
    }
    /// The profiles of the catalog it was parsed with that run the board, in the order
    /// written (`profile:` names one, `profiles:` several); never empty. A carousel runs
    /// none and ignores them.
    public var profiles: [String]
    /// The edge auto-scroll model; `nil` means the profile's own.
    public var autoscroll: String?
    /// Values of the profile's own keys written at the top of the board (``ProfileEntry/options``),
    /// by key: they apply to every profile of the board that has the option.
    public var profileOptions: [String: OptionValue] = [:]
    /// The options each entry of ``profiles`` gives itself (`{sortablejs: {swap-threshold: 0.5}}`),
    /// parallel to it; `[:]` for a bare name. They take precedence over ``profileOptions``.
    public var entryOptions: [[String: OptionValue]] = []
    /// The names entries of ``profiles`` give themselves for `expect:` (`as: half`), parallel to
    /// it; `nil` for an entry without one, `[]` when none has one.
    public var entryNames: [String?] = []

    /// The option values entry `index` of ``profiles`` runs with: the board's top-level ones when
    /// the profile takes its options as board keys (`sortablejs`), then its own.
    public func options(ofEntry index: Int, catalog: Catalog = .standard) -> [String: OptionValue] {
        let own = entryOptions.indices.contains(index) ? entryOptions[index] : [:]
        guard profiles.indices.contains(index),
              catalog.profile(named: profiles[index])?.options?.asBoardKeys == true else { return own }
        return profileOptions.merging(own) { $1 }
    }
    /// The entries of ``profiles`` that name a recording (`{observed: recorded/list.json}`), by
    /// index: run from the trace `SiteIO` reads into them (``RecordedVariant/trace``), not by a profile.
    public var recordings: [Int: RecordedVariant] = [:]
    /// Carousel only: seconds between pages.
    public var interval: Double
    /// Seconds; `nil` means the profile's own.
    public var pressDuration: Double?
    public var fps: Int
    /// How the walkthrough plays (`pace:`); `nil` when not written.
    public var pace: Pace?
    /// The colours of its picture files (`scheme:`).
    public var scheme: PictureScheme = .auto
    /// What its pictures frame (`camera:`).
    public var camera: Camera = .viewport
    /// What the board's figure shows (`figure:`); `nil` when not written.
    public var figure: FigureStyle?
    public var sections: [BoardSection]
    public var locked: [String]
    public var steps: [ScriptStep]
    /// Where each step is written, parallel to `steps`.
    public var stepPositions: [SourcePosition]
    public var expect: Expectation?
    /// On a board of several profiles, what `expect:` asks of one profile's run, by profile:
    /// it replaces ``expect`` for that run.
    public var profileExpect: [String: Expectation]

    public init(id: String, title: String, file: String, line: Int, source: String,
                layout: LayoutKind = .flow, direction: ScrollDirection = .vertical, viewport: Size,
                offset: Point = .zero, itemSize: Size = Size(width: 50, height: 50),
                lineSpacing: Double = 10, itemSpacing: Double = 10, sectionInset: Insets = .zero,
                header: Double = 0, footer: Double = 0, pinHeaders: Bool = false, columns: Int = 2, profile: String = "system",
                profiles: [String]? = nil,
                autoscroll: String? = nil, interval: Double = 3, pressDuration: Double? = nil,
                fps: Int = 60, pace: Pace? = nil, sections: [BoardSection], locked: [String] = [], steps: [ScriptStep] = [],
                stepPositions: [SourcePosition] = [], expect: Expectation? = nil,
                profileExpect: [String: Expectation] = [:]) {
        self.id = id
        self.title = title
        self.file = file
        self.line = line
        self.source = source
        self.layout = layout
        self.direction = direction
        self.viewport = viewport
        self.offset = offset
        self.itemSize = itemSize
        self.lineSpacing = lineSpacing
        self.itemSpacing = itemSpacing
        self.sectionInset = sectionInset
        self.header = header
        self.footer = footer
        self.pinHeaders = pinHeaders
        self.columns = columns
        self.profiles = profiles.flatMap { $0.isEmpty ? nil : $0 } ?? [profile]
        self.autoscroll = autoscroll
        self.interval = interval
        self.pressDuration = pressDuration
        self.fps = fps
        self.pace = pace
        self.sections = sections
        self.locked = locked
        self.steps = steps
        self.stepPositions = stepPositions
        self.expect = expect
        self.profileExpect = profileExpect
    }
}
