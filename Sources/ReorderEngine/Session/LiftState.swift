import CollectionLayout

/// The lifted item's state.
struct LiftState: Sendable {
    var label: String
    /// Where it was lifted from.
    var original: IndexPath
    /// Where the screen shows it now. The screen order is always the order at
    /// lift time with this one item moved from `original` to `current`.
    var current: IndexPath
    /// The layout when it lifted (what cancel returns to).
    var originalLayoutIndex: Int
    var snapshot: SnapshotState
    /// The finger at the previous finger event, content coordinates.
    var previousFinger: Point
    /// The finger when the item lifted, viewport coordinates (``TargetContext/pressFinger``).
    var pressFinger: Point
    /// The index path the target rule named last during this drag (``TargetContext/previousTarget``).
    var previousTarget: IndexPath?
    /// The zone the target rule tested last during this drag (``Frame/zone``).
    var zone: DecidingZone?
    /// The tick whose call tested ``zone``.
    var zoneTick: Int?
}
