import CollectionLayout

/// Android's `ItemTouchHelper` edge auto-scroll (`scrollIfNecessary` and
/// `Callback.interpolateOutOfBoundsScroll` at their defaults), with dp = pt.
///
/// Every tick while an item is lifted (the scroll runnable runs on every
/// `ACTION_MOVE` and reposts itself with `postOnAnimation` while it scrolls),
/// along the layout's scroll axis only (`canScrollVertically` /
/// `canScrollHorizontally`):
///
/// - The dragged view is at `start + d`, where `start` is its top (left) in the
///   viewport at lift and `d` the finger's travel since the long press
///   (`mDy`), truncated toward zero (`(int)`). It is out of bounds by
///   `top` when `d < 0` and `top < 0`, or by `top + h − viewport` when `d > 0`
///   and that is positive (no padding, no decorations). The sign of the net
///   travel gates the direction: a view that went down and is pushed back up
///   past the top does not scroll up.
/// - The step is `interpolateOutOfBoundsScroll(h, out, ms)`, in Java `float`s
///   and `(int)` truncations: `capped = (int)(sign × 20 × ((r − 1)⁵ + 1))` with
///   `r = min(1, |out| / h)`, then `(int)(capped × min(1, ms / 2000)⁵)`, and
///   `±1` when that is 0 (`getMaxDragScroll` 20 dp,
///   `DRAG_SCROLL_ACCELERATION_LIMIT_TIME_MS` 2000).
/// - `ms` counts from the first tick that scrolled (where it is 0) in whole
///   milliseconds (`System.currentTimeMillis()`); a tick that needs no scroll
///   resets it.
/// - `RecyclerView.scrollBy` consumes what it can: the offset stays within
///   0 … content − viewport.
public struct OutOfBoundsScroll: AutoScrollModel {
    /// `R.dimen.item_touch_helper_max_drag_scroll_per_frame`: 20 dp, in points.
    public static let maxScroll = 20
    /// `DRAG_SCROLL_ACCELERATION_LIMIT_TIME_MS`.
    public static let accelerationLimitMilliseconds = 2000

    /// The dragged view's top-left in the viewport at lift (`mSelectedStartX/Y`),
    /// and the finger then (`mInitialTouchX/Y`); `nil` until the first tick of a lift.
    private var start: (view: Point, finger: Point)?
    /// When scrolling started, whole milliseconds (`mDragScrollStartTimeInMs`).
    private var scrollStart: Int?

    public init() {}

    public var name: String { "item-touch-helper" }
    /// No zone inside the viewport: the view must leave it.
    public var edgeZone: Double { 0 }
    /// The runnable is asked on every tick while an item is lifted.
    public var isRunning: Bool { true }

    public mutating func fingerMoved(_ context: AutoScrollContext) {}

    public mutating func tick(_ context: AutoScrollContext) -> Point {
        guard let snapshot = context.snapshot, let finger = context.finger else {
            stop()
            return .zero
        }
        let view = Point(x: snapshot.minX - context.offset.x, y: snapshot.minY - context.offset.y)
        let origin = start ?? (view, finger)
        start = origin
        let vertical = context.direction == .vertical
        let travel = vertical ? finger.y - origin.finger.y : finger.x - origin.finger.x
        let current = ((vertical ? origin.view.y : origin.view.x) + travel).rounded(.towardZero)
        let length = vertical ? snapshot.height : snapshot.width
        let viewport = vertical ? context.viewport.height : context.viewport.width
        var out = 0.0
        if travel < 0 && current < 0 {
            out = current
        } else if travel > 0 && current + length - viewport > 0 {
            out = current + length - viewport
        }
        let now = Self.milliseconds(context.time)
        guard out != 0 else {
            scrollStart = nil
            return .zero
        }
        let step = Self.step(viewSize: length, outOfBounds: out, milliseconds: now - (scrollStart ?? now))
        if scrollStart == nil { scrollStart = now }
        let position = vertical ? context.offset.y : context.offset.x
        let content = vertical ? context.contentSize.height : context.contentSize.width
        let limit = max(0, content - viewport)
        let consumed = min(max(position + step, 0), max(limit, position)) - position
        return vertical ? Point(x: 0, y: consumed) : Point(x: consumed, y: 0)
    }

    public mutating func stop() {
        start = nil
        scrollStart = nil
    }

    /// `interpolateOutOfBoundsScroll` with `getMaxDragScroll` = 20, in Java's
    /// `float` arithmetic and `(int)` truncations.
    public static func step(viewSize: Double, outOfBounds: Double, milliseconds: Int) -> Double {
        let direction: Float = outOfBounds > 0 ? 1 : -1
        let ratio = min(Float(1), Float(abs(outOfBounds)) / Float(viewSize))
        let t = ratio - 1
        let cap = t * t * t * t * t + 1                       // sDragViewScrollCapInterpolator
        let capped = (direction * Float(maxScroll) * cap).rounded(.towardZero)
        let time: Float = milliseconds > accelerationLimitMilliseconds
            ? 1 : Float(milliseconds) / Float(accelerationLimitMilliseconds)
        let value = (capped * (time * time * time * time * time)).rounded(.towardZero)   // sDragScrollInterpolator
        return value == 0 ? Double(direction) : Double(value)
    }

    /// A session time in whole milliseconds, as `System.currentTimeMillis()` reads it.
    static func milliseconds(_ time: Duration) -> Int {
        let (seconds, attoseconds) = time.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
