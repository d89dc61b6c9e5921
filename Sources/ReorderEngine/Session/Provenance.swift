import CollectionLayout

/// What made a timeline: the engine's profile, the edge auto-scroll model and
/// its zones, and the scroll direction, or a recording (``source``). The renderer
/// and the trace read these instead of rebuilding engine objects from a board's names.
public struct Provenance: Hashable, Sendable {
    /// The profile's name, or `carousel` for the carousel engine, which runs none; for a
    /// recording, what the board calls it (`observed`).
    public var profile: String
    /// The edge auto-scroll model's name (`none` for none).
    public var autoScroll: String
    /// How far inside the viewport's edges the auto-scroll starts, points (0: no zones).
    public var edgeZone: Double
    public var direction: ScrollDirection
    /// Who made the frames: the engine (the default), or a recording made elsewhere.
    public var source: RunSource = .engine
    /// The profile's options in force, defaults included (``Profile/settings``); empty for a
    /// profile without options, the carousel and a recording.
    public var settings: [OptionSetting] = []

    public init(profile: String, autoScroll: String = "none", edgeZone: Double = 0,
                direction: ScrollDirection = .vertical) {
        self.profile = profile
        self.autoScroll = autoScroll
        self.edgeZone = edgeZone
        self.direction = direction
    }
}
