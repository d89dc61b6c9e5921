/// An auto-scroll model that says how close to the edge the snapshot is, for
/// a part of the same profile that depends on it (seed 001 shortens its move
/// animations with it, ``AdjacentChain``). Not every model has such a number,
/// so it is not part of ``AutoScrollModel``.
public protocol EdgeProximity: Sendable {
    /// How close to the edge the snapshot is, 0 when not scrolling.
    var ratio: Double { get }
}
