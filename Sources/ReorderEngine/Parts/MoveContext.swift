/// What a move style may look at.
public struct MoveContext: Sendable {
    /// The time since the session started (see ``TargetContext/time``).
    public var time: Duration
    /// The tick being computed.
    public var tick: Int
    /// The session's auto-scroll model as it stands now (the profile's own, or
    /// the one the board names).
    public var autoScroll: any AutoScrollModel
}
