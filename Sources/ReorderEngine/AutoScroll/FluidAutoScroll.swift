import CollectionLayout

/// @hello-pangea/dnd's fluid auto-scroller (`src/state/auto-scroller/fluid-scroller/`)
/// with `defaultAutoScrollerOptions` (`config.ts` lines 4-14), for one
/// scrolling list in a page that does not scroll.
///
/// **Speed** (`get-scroll/get-scroll-on-axis/`). Along the scroll axis, `d` is
/// the distance from the dragged item's centre to the nearer edge of the
/// container (the end edge only when strictly nearer, `index.ts` 30-52), `L`
/// the container's length: the zone starts at `0.25 L` (`startFromPercentage`)
/// and the top speed is reached at `0.05 L` (`maxScrollAtPercentage`)
/// (`get-distance-thresholds.ts`). `get-value-from-distance.ts` 34-65:
/// `d > 0.25 L` gives 0; `d <= 0.05 L` gives 28 (`maxPixelScroll`, also past
/// the edge); `d == 0.25 L` gives 1; otherwise
/// `ceil(28 × p²)` with `p = 1 − (d − 0.05 L) / (0.25 L − 0.05 L)` (`ease`).
///
/// **Dampening** (`get-value.ts` 36-47, `dampen-value-by-time.ts` 9-43): only
/// when a scroll was already needed when the drag started (`fluid-scroller/index.ts`
/// `start`, 50-78: a dry run sets `shouldUseTimeDampening`). Then, with `t`
/// the whole milliseconds since the drag started (`Date.now()`): `t < 360`
/// gives 1 (`accelerateAt`), `t >= 1200` the speed (`stopDampeningAt`), and
/// in between `ceil(v × ((t − 360) / 840)²)`, at least 1 (`minScroll`).
///
/// **Limits.** No scroll along an axis on which the dragged item is longer
/// than the container (`adjust-for-size-limits.ts`); a request needs room for
/// 1 px in its direction (`can-scroll.ts` `canPartiallyScroll`); the browser
/// clamps the scroll to the content.
///
/// **Clock** (`fluid-scroller/index.ts` 32-33: `rafSchd`). A request made in
/// frame n is applied in frame n + 1. Requests follow state changes
/// (`middleware/auto-scroll.ts` 34-38): a pointer move (its `MOVE` action runs
/// in the frame's animation callbacks), and a scroll, whose event publishes
/// the new scroll in the next frame (`use-droppable-publisher.ts`
/// `onClosestScroll`), whose request lands the frame after. So a moving
/// pointer scrolls every frame; a scroll started with the pointer still comes
/// every other frame, and a run of scrolls in consecutive frames goes on in
/// every frame once the pointer stops. The first request, made by `start` when the drag starts
/// (during the input event), is applied in that same frame. Dropping stops it
/// (`DROP_ANIMATE`, `DROP_COMPLETE`).
///
/// **Options** (``options``: `DragDropContext`'s `autoScrollerOptions`, merged over the
/// defaults by `createAutoScrollerOptions`, `view/drag-drop-context/app.tsx` 92-99):
/// `startFromPercentage`, `maxScrollAtPercentage` and `maxPixelScroll` replace the numbers
/// above. `disabled` makes `scroll` return at once (`auto-scroller/index.ts` 41), but
/// `start` is not asked (`middleware/auto-scroll.ts` 22-31): a drag that starts in the zone
/// still makes its one dampened request, 1 px. `durationDampening` cannot be changed: the
/// merge spreads the options themselves into it, not their `durationDampening`, so its two
/// numbers stay 360 and 1200.
public struct FluidAutoScroll: AutoScrollModel {
    public static let startFromPercentage = 0.25
    public static let maxScrollAtPercentage = 0.05
    public static let maxPixelScroll = 28.0
    /// `durationDampening.accelerateAt`, ms.
    public static let accelerateAt = 360
    /// `durationDampening.stopDampeningAt`, ms.
    public static let stopDampeningAt = 1200
    /// `min-scroll.ts`.
    public static let minScroll = 1.0

    /// The library's `autoScrollerOptions` this scroller runs with.
    public var options: PangeaAutoScrollerOptions

    /// The pointer at the press, viewport coordinates (the first tick of a lift sees it).
    var press: Point?
    /// When the drag started (whole ms) and whether the speed is dampened.
    var started: (milliseconds: Int, dampened: Bool)?
    /// The request waiting for its animation frame: the change along the axis, and the tick it runs in.
    var pending: (change: Double, due: Int)?
    var movedAt: Int?
    var scrolledAt: Int?

    public init(options: PangeaAutoScrollerOptions = PangeaAutoScrollerOptions()) {
        self.options = options
    }

    public var name: String { "hello-pangea-dnd" }
    /// The zone is a quarter of the container, not a fixed inset: none to shade.
    public var edgeZone: Double { 0 }
    /// Asked on every tick while an item is lifted (its first tick records the press).
    public var isRunning: Bool { true }

    public mutating func fingerMoved(_ context: AutoScrollContext) {
        guard let press, let finger = context.finger else { return }
        guard started != nil else {
            if SloppyClickDrag.exceeded(press: press, current: finger) { start(context) }
            return
        }
        movedAt = context.tick
    }

    public mutating func tick(_ context: AutoScrollContext) -> Point {
        guard press != nil else {
            press = context.finger
            return .zero
        }
        guard started != nil else { return .zero }
        let vertical = context.direction == .vertical
        var applied = 0.0
        if let request = pending, request.due <= context.tick {
            pending = nil
            applied = Self.clamped(request.change, context)
        }
        let changed = movedAt == context.tick || scrolledAt == context.tick - 1
        if applied != 0 { scrolledAt = context.tick }
        if changed && !options.disabled {
            // The scroll just applied moves the offset and, with it, the item (fixed on screen).
            var after = context
            let d = vertical ? Point(x: 0, y: applied) : Point(x: applied, y: 0)
            after.offset = after.offset + d
            after.snapshot = after.snapshot.map { Rect(origin: $0.origin + d, size: $0.size) }
            let change = request(after)
            if change != 0 { pending = (change, context.tick + 1) }
        }
        return vertical ? Point(x: 0, y: applied) : Point(x: applied, y: 0)
    }

    /// The drop (`DROP_ANIMATE`, `DROP_COMPLETE`): `stop` cancels the pending
    /// frame; the next lift starts afresh.
    public mutating func stop() {
        self = FluidAutoScroll(options: options)
    }

    /// `start`: the dry run without dampening decides whether to dampen, and
    /// a needed scroll is requested at once.
    private mutating func start(_ context: AutoScrollContext) {
        started = (OutOfBoundsScroll.milliseconds(context.time), false)
        let needed = request(context) != 0
        started?.dampened = needed
        if needed { pending = (request(context), context.tick) }
    }

    /// The change `scroll.ts` would request now, along the scroll axis (0 for none).
    func request(_ context: AutoScrollContext) -> Double {
        guard let snapshot = context.snapshot, let started else { return 0 }
        let vertical = context.direction == .vertical
        let length = vertical ? context.viewport.height : context.viewport.width
        let crossLength = vertical ? context.viewport.width : context.viewport.height
        let along = vertical ? snapshot.height : snapshot.width
        let across = vertical ? snapshot.width : snapshot.height
        if along > length { return 0 }                                  // adjustForSizeLimits
        if across > crossLength { return 0 }                            // too big on both: null
        let centre = (vertical ? snapshot.midY - context.offset.y : snapshot.midX - context.offset.x)
        let toStart = centre, toEnd = length - centre
        let towardEnd = toEnd < toStart
        var value = Self.speed(distance: towardEnd ? toEnd : toStart, containerLength: length,
                               startFrom: options.startFromPercentage, maxAt: options.maxScrollAtPercentage,
                               maxPixels: options.maxPixelScroll)
        guard value != 0 else { return 0 }
        if started.dampened {
            let ms = OutOfBoundsScroll.milliseconds(context.time) - started.milliseconds
            value = max(Self.dampened(value, milliseconds: ms), Self.minScroll)
        }
        let change = towardEnd ? value : -value
        return Self.canPartiallyScroll(change, context) ? change : 0
    }

    /// `get-value-from-distance.ts`: px per frame at `distance` from the nearer edge, the zone
    /// starting at `startFrom` of the container's length and the top speed, `maxPixels`, from
    /// `maxAt` of it (`get-distance-thresholds.ts`).
    public static func speed(distance: Double, containerLength: Double, startFrom: Double = startFromPercentage,
                             maxAt maxAtPercentage: Double = maxScrollAtPercentage,
                             maxPixels: Double = maxPixelScroll) -> Double {
        let start = containerLength * startFrom
        let maxAt = containerLength * maxAtPercentage
        if distance > start { return 0 }
        if distance <= maxAt { return maxPixels }
        if distance == start { return minScroll }
        let p = 1 - (distance - maxAt) / (start - maxAt)
        return (maxPixels * p * p).rounded(.up)
    }

    /// `dampen-value-by-time.ts`: `value` after `milliseconds` of the drag.
    public static func dampened(_ value: Double, milliseconds: Int) -> Double {
        if milliseconds >= stopDampeningAt { return value }
        if milliseconds < accelerateAt { return minScroll }
        let p = Double(milliseconds - accelerateAt) / Double(stopDampeningAt - accelerateAt)
        return (value * p * p).rounded(.up)
    }

    private static func limits(_ context: AutoScrollContext) -> (position: Double, max: Double) {
        let vertical = context.direction == .vertical
        let position = vertical ? context.offset.y : context.offset.x
        let content = vertical ? context.contentSize.height : context.contentSize.width
        let length = vertical ? context.viewport.height : context.viewport.width
        return (position, max(content - length, position))
    }

    /// `canPartiallyScroll`: room for 1 px in the change's direction.
    private static func canPartiallyScroll(_ change: Double, _ context: AutoScrollContext) -> Bool {
        let (position, limit) = limits(context)
        let target = position + (change > 0 ? 1 : -1)
        return target >= 0 && target <= limit
    }

    /// What the browser does with `scrollTop += change`: clamped to the content.
    private static func clamped(_ change: Double, _ context: AutoScrollContext) -> Double {
        let (position, limit) = limits(context)
        return min(max(position + change, 0), limit) - position
    }
}

/// @hello-pangea/dnd's `autoScrollerOptions` (`DragDropContext`'s prop,
/// `fluid-scroller/auto-scroller-options-types.ts`) that the `hello-pangea-dnd` profile
/// models, at `defaultAutoScrollerOptions` (`fluid-scroller/config.ts` 4-14). `ease` is a
/// function (the profile keeps `p²`); `durationDampening` does not reach the scroller
/// (``FluidAutoScroll``).
public struct PangeaAutoScrollerOptions: Hashable, Sendable {
    /// The share of the container's length, from an edge, at which auto-scrolling starts.
    public var startFromPercentage = FluidAutoScroll.startFromPercentage
    /// The share from an edge at which the top speed is reached.
    public var maxScrollAtPercentage = FluidAutoScroll.maxScrollAtPercentage
    /// The top speed, pixels per frame.
    public var maxPixelScroll = FluidAutoScroll.maxPixelScroll
    /// No auto-scroll, but for the one request of a drag that starts in the zone.
    public var disabled = false

    public init() {}
}
