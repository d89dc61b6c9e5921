import CollectionLayout

/// Everything a reorder session needs: the collection, the items, the profile and the script.
public struct SessionConfiguration: Sendable {
    public var layout: any Layout
    /// The initial items, by label, per section. Labels are unique.
    public var sections: Order
    /// Each item's size, by label.
    public var sizes: [String: Size]
    /// The visible bounds, points.
    public var viewport: Size
    /// The initial content offset.
    public var offset: Point
    public var fps: Int
    /// Ticks of the long-press; `nil` means the profile's own duration.
    public var pressTicks: Int?
    /// Items that cannot move (`canMoveItemAt == false`).
    public var locked: Set<String>
    public var profile: Profile
    /// The edge auto-scroll model; `nil` means the profile's own.
    public var autoScroll: (any AutoScrollModel)?
    public var steps: [ScriptStep]
    /// Whether section headers stick to the top (left) of the visible bounds
    /// (`sectionHeadersPinToVisibleBounds`).
    public var pinHeaders: Bool

    public init(layout: any Layout, sections: Order, sizes: [String: Size], viewport: Size,
                offset: Point = .zero, fps: Int = 60, pressTicks: Int? = nil, locked: Set<String> = [],
                profile: Profile = .system, autoScroll: (any AutoScrollModel)? = nil, steps: [ScriptStep],
                pinHeaders: Bool = false) {
        self.layout = layout
        self.sections = sections
        self.sizes = sizes
        self.viewport = viewport
        self.offset = offset
        self.fps = fps
        self.pressTicks = pressTicks
        self.locked = locked
        self.profile = profile
        self.autoScroll = autoScroll
        self.steps = steps
        self.pinHeaders = pinHeaders
    }

    /// Ticks for a duration in seconds at ``fps``: ``FrameRate/ticks(_:)``,
    /// `n = max(1, round(D × fps))`.
    public func ticks(_ seconds: Double) -> Int {
        FrameRate(fps: fps).ticks(seconds)
    }
}
