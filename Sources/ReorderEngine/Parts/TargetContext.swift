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
    /// in ``layout``, by index path, drawn as of ``drawnAt``. Empty when nothing moves.
    public var moving: [IndexPath: ItemMotion] = [:]
    /// The finger when the item lifted (the press), viewport coordinates.
    public var pressFinger: Point? = nil
    /// When the screen was last drawn, which is what a page's hit test sees: a
    /// browser moves its animations on its frames, not inside a timer, so a
    /// wake-up sees them as of the previous frame, or of a timer the page ran
    /// after it, before this one, in the same tick (the conformance page seeks
    /// its animations after every timer and every frame). `nil` means ``time``,
    /// as on finger updates and display-link ticks, which come after the frame's
    /// timers.
    public var drawnAt: Duration? = nil
    /// Whether the layout stacks its rows as blocks, one under another (a vertical list): an
    /// absolutely positioned item whose `top` is left `auto` then stands below the in-flow items
    /// before it in the DOM (jQuery UI's helper under `axis: "x"`), where in a flow (a flex
    /// container) it stands at the content's start.
    public var stacksRows = false
}
