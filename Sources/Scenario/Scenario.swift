import CollectionLayout
import ReorderEngine

/// A board resolved: every name in it turned into the value it stands for,
/// ready to run and to draw. Nothing here is a name to look up again.
///
/// `BoardFormat` makes scenarios from Markdown (and reports what it cannot
/// resolve); ``ScenarioRun`` runs one; the renderer draws the run.
public struct Scenario: Sendable {
    /// Slug used for file names; unique per site.
    public var id: String
    public var title: String
    /// The Markdown file, as published.
    public var file: String
    /// The line of the opening fence.
    public var line: Int
    /// The board's YAML body, verbatim (reports quote it so a reader can run it again).
    public var source: String

    /// The collection, its items and where the gesture starts.
    public var stage: Stage
    /// The gesture, step by step, and the frame rate it runs at.
    public var script: Script
    /// What `expect:` asks of the final state.
    public var expectation: Expectation?
    /// What runs the script.
    public var subject: Subject

    public init(id: String, title: String, file: String, line: Int, source: String, stage: Stage,
                script: Script, expectation: Expectation? = nil, subject: Subject) {
        self.id = id
        self.title = title
        self.file = file
        self.line = line
        self.source = source
        self.stage = stage
        self.script = script
        self.expectation = expectation
        self.subject = subject
    }

    /// What runs a scenario's script.
    public enum Subject: Sendable {
        /// A reorder session under each variant, in order (one today).
        case reorder([Variant])
        /// The carousel engine (`layout: carousel`), which runs no reorder profile.
        case carousel(CarouselConfiguration)
    }

    /// Whether the carousel engine runs this scenario.
    public var isCarousel: Bool {
        if case .carousel = subject { true } else { false }
    }

    /// The variants a reorder scenario runs; none for a carousel.
    public var variants: [Variant] {
        if case .reorder(let variants) = subject { variants } else { [] }
    }
}

/// The collection a scenario shows: a layout value and its items.
public struct Stage: Sendable {
    /// The layout, resolved from the catalog and the board's keys.
    public var layout: any Layout
    public var direction: ScrollDirection
    /// The visible bounds, points.
    public var viewport: Size
    /// The initial content offset.
    public var offset: Point
    /// The sections, in order, with their items' labels.
    public var sections: [StageSection]
    /// Each item's size, by label.
    public var sizes: [String: Size]
    /// Items that cannot move (`canMoveItemAt == false`).
    public var locked: Set<String>
    /// Whether section headers stick to the top (left) of the visible bounds.
    public var pinHeaders: Bool

    public init(layout: any Layout, direction: ScrollDirection, viewport: Size, offset: Point = .zero,
                sections: [StageSection], sizes: [String: Size], locked: Set<String> = [], pinHeaders: Bool = false) {
        self.layout = layout
        self.direction = direction
        self.viewport = viewport
        self.offset = offset
        self.sections = sections
        self.sizes = sizes
        self.locked = locked
        self.pinHeaders = pinHeaders
    }

    /// The initial order, by label.
    public var order: Order { Order(sections.map(\.items)) }
}

/// One section of a stage: its title, if any, and its items' labels.
public struct StageSection: Hashable, Sendable {
    public var title: String?
    public var items: [String]

    public init(title: String? = nil, items: [String]) {
        self.title = title
        self.items = items
    }
}

/// A scenario's gesture.
public struct Script: Sendable {
    public var steps: [ScriptStep]
    /// Where each step is written, parallel to `steps`.
    public var positions: [SourcePosition]
    public var fps: Int
    /// Ticks of a press; `nil` means the profile's own press duration.
    public var pressTicks: Int?

    public init(steps: [ScriptStep], positions: [SourcePosition] = [], fps: Int = 60, pressTicks: Int? = nil) {
        self.steps = steps
        self.positions = positions
        self.fps = fps
        self.pressTicks = pressTicks
    }
}

/// One way to run a reorder scenario: a profile and the edge auto-scroll it uses.
public struct Variant: Sendable {
    public var profile: Profile
    /// The edge auto-scroll model: the board's `autoscroll:`, or the profile's own.
    public var autoScroll: any AutoScrollModel

    public init(profile: Profile, autoScroll: (any AutoScrollModel)? = nil) {
        self.profile = profile
        self.autoScroll = autoScroll ?? profile.autoScroll
    }
}
