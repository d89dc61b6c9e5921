import ReorderEngine

/// One way to run a reorder scenario: a profile and the edge auto-scroll it uses, or a run
/// recorded elsewhere that the board names (``recorded``).
public struct Variant: Sendable {
    public var profile: Profile
    /// The edge auto-scroll model: the board's `autoscroll:`, or the profile's own.
    public var autoScroll: any AutoScrollModel
    /// A recording the board names in the place of a profile (`{observed: recorded/list.json}`):
    /// its frames are read, not computed, and ``profile`` is not run.
    public var recorded: RecordedVariant?
    /// The name the board's entry gives itself for `expect:` (`as: half`), if any.
    public var entryName: String?

    public init(profile: Profile, autoScroll: (any AutoScrollModel)? = nil) {
        self.profile = profile
        self.autoScroll = autoScroll ?? profile.autoScroll
    }

    /// A recorded run in a profile's place.
    public init(recorded: RecordedVariant) {
        self.init(profile: .system)
        self.recorded = recorded
    }

    /// What the board calls the run: the profile's name, or the recording's (`observed`).
    public var name: String { recorded?.name ?? profile.name }
}
