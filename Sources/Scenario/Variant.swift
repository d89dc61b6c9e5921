import ReorderEngine

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
