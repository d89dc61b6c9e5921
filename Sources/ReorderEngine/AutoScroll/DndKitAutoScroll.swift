import CollectionLayout

/// dnd-kit's auto-scroller at its defaults (`@dnd-kit/core` 6.3.1,
/// `hooks/utilities/useAutoScroller.ts` and
/// `utilities/scroll/getScrollDirectionAndSpeed.ts`), for one scrolling list
/// whose page does not scroll.
///
/// - The activator is the pointer (`AutoScrollActivator.Pointer`): the zones
///   are measured on the pointer, viewport coordinates.
/// - Zones: `threshold` (0.2) of the container's height at the top and the
///   bottom, of its width at the left and the right. Up is tried before down,
///   right before left. A zone counts only when the container is not already
///   at that end (`getScrollPosition`: `scrollTop <= 0`, `scrollTop >=
///   scrollHeight − clientHeight`), as of the time it is evaluated.
/// - Speed, per axis: `acceleration` (10) × |line − pointer| / threshold px,
///   where the line is the zone's inner edge: 0 on the line, 10 at the edge,
///   more past it (no cap).
/// - Scroll intent (`useScrollIntent`): a direction counts only once the
///   pointer has moved that way at least once during the drag, move against
///   move (the first against the press), so lifting an item in a zone, or
///   moving away from an edge, does not scroll toward it.
/// - The evaluation runs when the pointer moves (the effect depends on the
///   pointer's rect and the intent, not on the scroll): with some speed it
///   clears the interval and starts a new one, `interval` (5 ms), that
///   scrolls by speed × direction each time it fires (`scrollBy`, which the
///   browser clamps at the ends); with none it clears it. A still pointer
///   keeps the interval, and its speed, until the gesture ends.
///
/// Steps run at their exact times (``nextWake(after:)``); while the interval
/// runs, the display link asks the target rule once a frame, as React
/// renders once on the frame's scroll event.
public struct DndKitAutoScroll: AutoScrollModel {
    /// The zone, a fraction of the container's size (dnd-kit `threshold`).
    public var threshold: Double
    /// Points per step at the zone's outer edge (dnd-kit `acceleration`).
    public var acceleration: Double
    /// Time between steps (dnd-kit `interval`).
    public var interval: Duration

    /// The directions the pointer has moved in during the drag.
    struct Intent: Hashable, Sendable {
        var up = false, down = false, left = false, right = false
    }

    var intent = Intent()
    var lastPointer: Point?
    /// The interval's step, signed, and its timer; `nil` when no interval runs.
    var velocity: Point = .zero
    var timer: IntervalTimer?
    /// The zone along the scroll axis, in points, for pictures (learned from the viewport).
    var zone: Double = 0

    public init(threshold: Double = 0.2, acceleration: Double = 10, interval: Duration = .milliseconds(5)) {
        self.threshold = threshold
        self.acceleration = acceleration
        self.interval = interval
    }

    public var name: String { "dnd-kit" }
    public var edgeZone: Double { zone }
    /// While the interval runs, the display link ticks (it scrolls nothing:
    /// the steps come from ``wake(_:)``) so the target rule is asked once a frame.
    public var isRunning: Bool { timer != nil }

    public mutating func fingerMoved(_ context: AutoScrollContext) {
        guard let pointer = context.finger else { return }
        zone = (context.direction == .vertical ? context.viewport.height : context.viewport.width) * threshold
        let previous = lastPointer ?? context.pressFinger ?? pointer
        lastPointer = pointer
        // The same rect: React's effect does not run again, the interval goes on.
        guard pointer != previous else { return }
        if pointer.y < previous.y { intent.up = true }
        if pointer.y > previous.y { intent.down = true }
        if pointer.x < previous.x { intent.left = true }
        if pointer.x > previous.x { intent.right = true }
        let v = velocity(at: pointer, context)
        velocity = v
        timer = v == .zero ? nil : IntervalTimer(period: interval, start: context.time)
    }

    /// `getScrollDirectionAndSpeed` with the intent applied: the step, signed.
    func velocity(at p: Point, _ context: AutoScrollContext) -> Point {
        let size = context.viewport, o = context.offset
        let thY = size.height * threshold, thX = size.width * threshold
        let maxY = context.contentSize.height - size.height, maxX = context.contentSize.width - size.width
        var v = Point.zero
        if o.y > 0 && p.y <= thY {
            if intent.up { v.y = -acceleration * abs((thY - p.y) / thY) }
        } else if o.y < maxY && p.y >= size.height - thY {
            if intent.down { v.y = acceleration * abs((size.height - thY - p.y) / thY) }
        }
        if o.x < maxX && p.x >= size.width - thX {
            if intent.right { v.x = acceleration * abs((size.width - thX - p.x) / thX) }
        } else if o.x > 0 && p.x <= thX {
            if intent.left { v.x = -acceleration * abs((thX - p.x) / thX) }
        }
        return v
    }

    public mutating func tick(_ context: AutoScrollContext) -> Point { .zero }

    public mutating func stop() {
        intent = Intent()
        lastPointer = nil
        velocity = .zero
        timer = nil
    }

    public func nextWake(after time: Duration) -> Duration? {
        timer?.nextFire(after: time)
    }

    /// One step: `scrollBy(speed × direction)`, clamped to the content as the browser clamps
    /// it, and rounded to a whole pixel as Chromium keeps a scroll offset at a device pixel
    /// ratio of 1: a step of 0.625 px scrolls 1, one of 3.75 scrolls 4, so a slow scroll runs
    /// ahead of the fractional sum (measured in the conformance suite's holds).
    public mutating func wake(_ context: AutoScrollContext) -> Point {
        guard timer != nil else { return .zero }
        let o = context.offset
        let maxX = max(0, context.contentSize.width - context.viewport.width)
        let maxY = max(0, context.contentSize.height - context.viewport.height)
        let x = min(max((o.x + velocity.x).rounded(), 0), max(o.x, maxX))
        let y = min(max((o.y + velocity.y).rounded(), 0), max(o.y, maxY))
        return Point(x: x - o.x, y: y - o.y)
    }
}
