import CollectionLayout

/// What a target rule may look at when it is asked.
public struct TargetContext: Sendable {
    /// Why the rule is asked now.
    public var occasion: TargetOccasion
    /// The time the rule is asked at, since the session started: the tick's
    /// time (``FrameRate/instant(_:)``) on finger updates and display-link
    /// ticks, the exact time it asked for on a wake-up.
    public var time: Duration
    /// The tick being computed (a wake-up between ticks n − 1 and n runs in tick n).
    public var tick: Int
    /// The index path the rule named the last time it named one during this
    /// drag, whether or not the item went there; `nil` before it named any.
    public var previousTarget: IndexPath?
    /// The interim layout: the order the screen shows right now.
    public var layout: PreparedLayout
    /// The finger, content coordinates (on a wake-up: as of the last finger event).
    public var finger: Point
    /// The snapshot's centre as the app last set it (its model value), in the
    /// snapshot model's coordinates.
    public var snapshotCentre: Point
    /// The snapshot's unscaled size.
    public var snapshotSize: Size
    /// Where the lifted item stands in the interim layout.
    public var current: IndexPath
    /// The visible rectangle, content coordinates.
    public var visible: Rect
    /// The items other than the lifted one that are animating to their slots
    /// in ``layout``, by index path, drawn as of ``time``. Empty when nothing moves.
    public var moving: [IndexPath: ItemMotion] = [:]
    /// The finger when the item lifted (the press), viewport coordinates.
    public var pressFinger: Point? = nil
}
