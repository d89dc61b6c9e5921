import CollectionLayout

/// The mutable state of one carousel run.
struct CarouselRunner: StepPlayer, Sendable {
    let config: CarouselConfiguration
    let layout: PreparedLayout
    /// The one section of page labels (screen and data alike).
    let order: Order
    let count: Int
    let total: Int
    /// The viewport's length along the scroll axis.
    let page: Double
    let isVertical: Bool

    var tick = 0
    var offset: Point
    var finger: Point?
    var isDragging = false
    var timer: CarouselTimer
    var scroll: OffsetAnimation?
    var pending: [(action: PendingAction, step: Int)] = []
    var events: [TimelineEvent] = []

    var frames: [Frame] = []
    var stepEnds: [Int] = []
    var violations: [Violation] = []
    var outOfBounds = false

    init(_ config: CarouselConfiguration) {
        self.config = config
        let pages = config.pages
        self.order = [pages]
        self.count = config.items.count
        self.total = pages.count
        self.layout = config.layout.prepare(sections: [Array(repeating: config.viewport, count: pages.count)])
        self.isVertical = config.direction == .vertical
        self.page = isVertical ? config.viewport.height : config.viewport.width
        self.offset = config.offset
        self.timer = CarouselTimer(interval: config.ticks(config.interval))
        timer.start(at: 0)
    }

    var fps: Int { config.fps }

    /// A pending release, or a running scroll.
    var isBusy: Bool { !pending.isEmpty || scroll != nil }

    mutating func finish() -> Timeline {
        settle()
        return Timeline(fps: config.fps, layouts: [layout], frames: frames, stepEnds: stepEnds,
                        violations: violations, provenance: Provenance(profile: "carousel", direction: config.direction))
    }

    // MARK: - Steps

    mutating func press(at p: Point) { advance(finger: p, press: true) }

    mutating func runTick(finger p: Point?) { advance(finger: p) }

    var viewportSize: Size { config.viewport }

    /// The centre of item `label`'s copy nearest the viewport's centre among
    /// those on screen, or `nil` when none is.
    func screenCentre(of label: String) -> Point? {
        guard let k = config.items.firstIndex(of: label) else { return nil }
        let visible = Rect(origin: offset, size: config.viewport)
        let copies = layout.items(in: visible).filter { $0.item % count == k }.map { layout.frame(at: $0) }
        func distance(_ r: Rect) -> Double {
            let d = r.center - visible.center
            return d.x * d.x + d.y * d.y
        }
        return copies.min(by: { distance($0) < distance($1) }).map { $0.center - offset }
    }

    // MARK: - One tick

    mutating func advance(finger newFinger: Point? = nil, press: Bool = false) {
        tick += 1
        events = []
        let before = offset
        applyPending()
        if let p = newFinger {
            if press { finger = p } else { drag(to: p) }
        }
        if timer.fires(at: tick) { fire() }
        if var running = scroll {
            running.elapsed += 1
            offset = running.current
            scroll = running.isFinished ? nil : running
        }
        if offset != before {
            events.append(.scroll(dx: offset.x - before.x, dy: offset.y - before.y))
        }
        record()
    }

    /// The finger moves to `p`: the first real movement begins the drag
    /// (`scrollViewWillBeginDragging`: the timer is invalidated), and the
    /// content follows the finger along the scroll axis.
    mutating func drag(to p: Point) {
        guard let previous = finger else {
            finger = p
            return
        }
        finger = p
        guard p != previous else { return }
        if !isDragging {
            isDragging = true
            timer.invalidate()
            scroll = nil
        }
        let delta = along(p) - along(previous)
        let now = along(offset)
        // Within bounds, but never pulled back into them if it started outside.
        let moved = min(max(now - delta, min(0, now)), max(maxAlong, now))
        offset = setting(offset, along: moved)
    }

    /// The finger lifts (`release`) or the touch is cancelled: a drag ends
    /// (`scrollViewDidEndDragging`): the content settles on the nearest page and
    /// a new timer starts.
    mutating func endTouch(_ action: PendingAction) {
        finger = nil
        events.append(action == .release ? .release(item: nil) : .cancel(item: nil))
        guard isDragging else { return }
        isDragging = false
        timer.start(at: tick)
        guard total > 0 else { return }
        let nearest = min(currentIndex, total - 1)
        let target = setting(offset, along: pageStart(nearest))
        if target != offset {
            scroll = OffsetAnimation(from: offset, to: target, duration: config.ticks(config.settleDuration),
                                     curve: config.settleCurve)
        }
    }

    /// The timer fired: scroll to the next page, animated, or jump back to page 0.
    mutating func fire() {
        guard total > 0 else { return }
        let next = currentIndex >= total - 1 ? 0 : currentIndex + 1
        let target = setting(offset, along: pageStart(next))
        if next == 0 {
            offset = target
            scroll = nil
        } else {
            scroll = OffsetAnimation(from: offset, to: target, duration: config.ticks(config.advanceDuration),
                                     curve: config.advanceCurve)
        }
    }

    // MARK: - Geometry

    var currentIndex: Int { CarouselSession.currentIndex(offset: along(offset), pageLength: page) }

    /// The largest offset along the scroll axis: content length − viewport length, at least 0.
    var maxAlong: Double {
        max(0, (isVertical ? layout.contentSize.height : layout.contentSize.width) - page)
    }

    /// Where page `i` starts along the scroll axis (its frame in the layout).
    func pageStart(_ i: Int) -> Double {
        along(layout.frame(at: IndexPath(section: 0, item: i)).origin)
    }

    func along(_ p: Point) -> Double { isVertical ? p.y : p.x }

    func setting(_ p: Point, along v: Double) -> Point {
        isVertical ? Point(x: p.x, y: v) : Point(x: v, y: p.y)
    }

    // MARK: - Recording

    mutating func record() {
        let frame = Frame(
            index: tick, time: FrameRate(fps: config.fps).seconds(tick), offset: offset, finger: finger, lifted: nil,
            liftedFrame: nil, page: count > 0 ? currentIndex % count : nil, layoutIndex: 0, order: order,
            data: order, events: events)
        checkBounds(frame)
        frames.append(frame)
    }

    /// `offset-in-bounds`, the reorder engine's rule and check
    /// (``InvariantChecker/offsetOutOfBounds(_:contentSize:viewport:)``): the
    /// offset within [0, content size − viewport] on both axes, reported when
    /// it starts failing.
    /// The other invariants hold by construction: the order never changes.
    mutating func checkBounds(_ frame: Frame) {
        let outside = InvariantChecker.offsetOutOfBounds(frame.offset, contentSize: layout.contentSize,
                                                         viewport: config.viewport)
        if let outside, !outOfBounds {
            violations.append(Violation(frame: frame.index, rule: .offsetInBounds, message: outside))
        }
        outOfBounds = outside != nil
    }
}
