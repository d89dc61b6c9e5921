import CollectionLayout

/// SortableJS 1.14.0's AutoScroll plugin on the pointer path
/// (`_handleAutoScroll` with `fallback`, and the throttled `autoScroll`), for
/// one scrolling list whose page does not scroll.
///
/// - From the second pointer move on (the plugin listens from `dragStarted`,
///   which runs after the first), every move calls `autoScroll` with the
///   element under the pointer.
/// - `autoScroll` is throttled: a call runs and drops every other call for
///   30 ms. A change of the element it is given clears the scroll interval.
///   Per axis the direction is +1 within `scrollSensitivity` of the far edge
///   (on either side of it) when there is more to scroll, −1 within it of the
///   near edge when the offset is not 0. A changed direction (or element)
///   replaces the interval: while not 0, every 24 ms it scrolls by
///   `scrollSpeed` × direction (the browser clamps at the ends).
/// - When that call armed an interval and the pointer moved since, the move
///   also replaces the 10 ms re-check: every 10 ms it calls `autoScroll` again
///   with the pointer where it was then and the list as the element, so a
///   still pointer keeps scrolling (and the phase restarts whenever the
///   element alternates between an item and the list).
/// Over anything outside the list, the element's scroll parent is the page,
/// which cannot scroll here: scrolling stops.
public struct SortableAutoScroll: AutoScrollModel {
    /// What `autoScroll` was last given: the item element under the pointer
    /// (by label: a DOM element stays itself when it moves to another slot),
    /// the list, or the page.
    enum Element: Hashable, Sendable {
        case item(String), list, page
    }

    public var options: SortableOptions

    var moves = 0
    var throttledUntil: Duration?
    var rootElement: Element?
    /// The list layer's state: its element (list or page), direction and interval.
    var layerElement: Element?
    var velocity: Point?
    var interval: IntervalTimer?
    /// `scrolling`: whether the last call that ran armed an interval.
    var scrolling = false
    /// The 10 ms re-check: its timer, the pointer it keeps and the scroll parent it last saw.
    var recheck: (timer: IntervalTimer, pointer: Point, scroller: Element)?
    var lastRecheckPointer: Point?

    public init(options: SortableOptions = SortableOptions()) {
        self.options = options
    }

    public var name: String { "sortablejs" }
    /// `scroll: false` draws no edge zone: nothing scrolls.
    public var edgeZone: Double { options.scroll ? options.scrollSensitivity : 0 }
    /// It scrolls from its own timers, never on the display link.
    public var isRunning: Bool { false }

    public mutating func fingerMoved(_ context: AutoScrollContext) {
        moves += 1
        guard moves >= 2, let pointer = context.finger else { return }
        let inside = Rect(origin: .zero, size: context.viewport).contains(pointer)
        let element: Element = !inside ? .page : context.itemDrawnUnderFinger.map { .item($0) } ?? .list
        autoScroll(pointer, element: element, context)
        if scrolling && (recheck == nil || lastRecheckPointer != pointer) {
            recheck = (IntervalTimer(period: .milliseconds(10), start: context.time), pointer, inside ? .list : .page)
            lastRecheckPointer = pointer
        }
    }

    public mutating func tick(_ context: AutoScrollContext) -> Point { .zero }

    public mutating func stop() {
        moves = 0
        throttledUntil = nil
        rootElement = nil
        clearLayer()
        scrolling = false
        recheck = nil
        lastRecheckPointer = nil
    }

    /// The scroll interval's next step, the re-check's, and the end of the
    /// throttle's window: `throttle` clears it in a 30 ms `setTimeout`, a page
    /// timer like the others, which does nothing here but after which the page
    /// has drawn its animations again (``TargetContext/drawnAt``).
    public func nextWake(after time: Duration) -> Duration? {
        let times = [interval?.nextFire(after: time), recheck?.timer.nextFire(after: time),
                     throttledUntil.flatMap { $0 > time ? $0 : nil }].compactMap { $0 }
        return times.min()
    }

    /// The timers due at the context's time, in the order they were armed:
    /// the scroll interval's step, and the re-check.
    public mutating func wake(_ context: AutoScrollContext) -> Point {
        let t = context.time
        var delta = Point.zero
        let scrollDue = interval.map { $0.nextFire(after: t - .nanoseconds(1)) == t } ?? false
        let recheckDue = recheck.map { $0.timer.nextFire(after: t - .nanoseconds(1)) == t } ?? false
        // An interval is re-armed when it fires: the one that fired longer ago was armed first.
        let scrollFirst = !recheckDue || armed(interval, before: t) <= armed(recheck?.timer, before: t)
        var context = context
        if scrollDue && scrollFirst {
            delta = step(context)
            context.offset = context.offset + delta
        }
        let armedBefore = interval
        if recheckDue, var check = recheck {
            let scroller: Element = Rect(origin: .zero, size: context.viewport).contains(check.pointer) ? .list : .page
            if scroller != check.scroller {
                check.scroller = scroller
                recheck = check
                clearLayer()
            }
            autoScroll(check.pointer, element: scroller, context)
        }
        // A re-check that ran first and replaced the interval cleared this step.
        if scrollDue && !scrollFirst, interval != nil, interval == armedBefore {
            delta = delta + step(context)
        }
        return delta
    }

    /// When a timer due at `t` was (re-)armed.
    func armed(_ timer: IntervalTimer?, before t: Duration) -> Duration {
        guard let timer else { return t }
        return max(timer.start, t - timer.period)
    }

    /// One 24 ms step, clamped to the content as the browser clamps `scrollBy`.
    func step(_ context: AutoScrollContext) -> Point {
        guard let v = velocity else { return .zero }
        let o = context.offset
        let maxX = max(0, context.contentSize.width - context.viewport.width)
        let maxY = max(0, context.contentSize.height - context.viewport.height)
        let x = min(max(o.x + v.x * options.scrollSpeed, 0), max(o.x, maxX))
        let y = min(max(o.y + v.y * options.scrollSpeed, 0), max(o.y, maxY))
        return Point(x: x - o.x, y: y - o.y)
    }

    /// `autoScroll`, throttled to one call per 30 ms, with the pointer in
    /// viewport coordinates and the element it is given.
    mutating func autoScroll(_ pointer: Point, element: Element, _ context: AutoScrollContext) {
        let t = context.time
        if let until = throttledUntil, t < until { return }
        throttledUntil = t + .milliseconds(30)
        // `scroll: false` returns here (Sortable.js 2502): no interval is armed, so `scrolling`
        // stays false and no re-check starts either.
        guard options.scroll else { return }
        if rootElement != element {
            rootElement = element
            clearLayer()
        }
        let scroller: Element = element == .page ? .page : .list
        var v = Point.zero
        if scroller == .list {
            let o = context.offset, size = context.viewport, content = context.contentSize
            let sense = options.scrollSensitivity
            if size.width < content.width {
                v.x = (abs(size.width - pointer.x) <= sense && o.x + size.width < content.width ? 1 : 0)
                    - (abs(pointer.x) <= sense && o.x != 0 ? 1 : 0)
            }
            if size.height < content.height {
                v.y = (abs(size.height - pointer.y) <= sense && o.y + size.height < content.height ? 1 : 0)
                    - (abs(pointer.y) <= sense && o.y != 0 ? 1 : 0)
            }
        }
        var armedNow = false
        if velocity != v || layerElement != scroller {
            velocity = v
            layerElement = scroller
            interval = nil
            if v != .zero {
                interval = IntervalTimer(period: .milliseconds(24), start: t)
                armedNow = true
            }
        }
        scrolling = armedNow
    }

    mutating func clearLayer() {
        layerElement = nil
        velocity = nil
        interval = nil
    }
}
