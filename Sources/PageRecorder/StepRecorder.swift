import CollectionLayout
import ReorderEngine
import Scenario

/// A board's steps played on a ``RecordedPage`` as the engine's step loop plays them
/// (`StepPlayer`), with the page, not a profile, making each frame: the same frames, the same
/// finger, the same step ends.
struct StepRecorder {
    let page: RecordedPage
    let scenario: Scenario
    let rate: FrameRate
    /// Ticks of a press: the board's `press-duration`, else its first profile's (a model's, not a
    /// recording's), so that the recording's frames line up with that model's.
    let pressTicks: Int
    private(set) var frames: [Frame] = []
    private(set) var stepEnds: [Int] = []
    /// The finger, board (viewport) coordinates; `nil` when no finger is down.
    private var finger: Point?
    /// Whether the mouse button is down.
    private var down = false
    /// The item the press picked up, whose floating copy is the lifted frame.
    private var pressed: String?
    /// `release` and `cancel` steps waiting for the next frame, with the step each ends.
    private var pending: [(cancel: Bool, step: Int)] = []

    init(page: RecordedPage, scenario: Scenario) {
        self.page = page
        self.scenario = scenario
        let rate = FrameRate(fps: scenario.script.fps)
        self.rate = rate
        pressTicks = scenario.recordedPressTicks
    }

    /// Frame 0, every step, and the frames the page needs to settle.
    mutating func play() throws(RecordFailure) {
        let first = try page.step([], down: false, prime: !readsAtStart(of: 0))
        record(first)
        lastBusy = first.busy
        for (i, step) in scenario.script.steps.enumerated() {
            readsNext = readsAtStart(of: i + 1)
            try perform(step.gesture, step: i)
            stepEnds.append(frames.count - 1)
        }
        var busy = lastBusy
        let limit = frames.count + 10 * rate.fps
        while (!pending.isEmpty || busy) && frames.count < limit {
            busy = try tick([])
        }
        if !stepEnds.isEmpty { stepEnds[stepEnds.count - 1] = frames.count - 1 }
    }

    private var lastBusy = false
    /// Whether the step after this one reads the page when it starts (an item's centre, the item
    /// under a press), so that this step's last frame must not run the next frame's timers early.
    private var readsNext = false

    /// Whether the first step from `i` on that takes time reads the page when it starts.
    func readsAtStart(of i: Int) -> Bool {
        for step in scenario.script.steps.dropFirst(i) {
            switch step.gesture {
            case .press, .move(.item, _): return true
            case .release, .cancel: continue
            default: return false
            }
        }
        return false
    }

    mutating func perform(_ gesture: GestureStep, step: Int) throws(RecordFailure) {
        let viewport = scenario.stage.viewport
        switch gesture {
        case .press(let target):
            let p = try resolve(target)
            pressed = try page.evaluate("window.__record.itemAt(\(p.x), \(p.y))") as? String
            if let pressed { _ = try page.evaluate("window.__record.press(\(PageRecorder.json(pressed)))") }
            let n = max(1, pressTicks)
            for j in 1...n {
                if j == 1 {
                    finger = p
                    down = true
                }
                try tick(j == 1 ? [.press(p)] : [], last: j == n)
            }
        case .move(let target, let n):
            let end = try resolve(target)
            try glide(from: finger ?? end, to: end, ticks: n)
        case .moveBy(let dx, let dy, let n):
            let start = finger ?? Point(x: viewport.width / 2, y: viewport.height / 2)
            try glide(from: start, to: start + Point(x: dx, y: dy), ticks: n)
        case .hold(let n), .wait(let n):
            for j in 0..<n { try tick([], last: j == n - 1) }
        case .release:
            pending.append((false, step))
        case .cancel:
            pending.append((true, step))
        }
    }

    /// `S + (E − S) × j / n` at ticks j = 1…n, as the engine glides.
    mutating func glide(from start: Point, to end: Point, ticks n: Int) throws(RecordFailure) {
        let n = max(1, n)
        for j in 1...n {
            let p = start + (end - start) * (Double(j) / Double(n))
            finger = p
            try tick([.move(p, down: down)], last: j == n)
        }
    }

    /// Where a step's target is when the step starts: an item's centre on the page, a point, or
    /// one point inside an edge of the board's viewport.
    func resolve(_ target: Target) throws(RecordFailure) -> Point {
        switch target {
        case .item(let label):
            guard let c = PageSnapshot.numbers(try page.evaluate("window.__record.centre(\(PageRecorder.json(label)))")),
                  c.count == 2 else {
                throw .page("\(scenario.id): the page has no item '\(label)' at frame \(frames.count - 1)")
            }
            return Point(x: c[0], y: c[1])
        case .point(let p):
            return p
        case .edge(let edge):
            return edge.point(keeping: finger, in: scenario.stage.viewport)
        }
    }

    /// The next frame: the steps waiting for it first (a release where the finger is), then
    /// `inputs`. Returns whether the page is still busy after it. `last`: the step's last frame.
    @discardableResult
    mutating func tick(_ inputs: [PageInput], last: Bool = false) throws(RecordFailure) -> Bool {
        var all: [PageInput] = []
        var ended: [TimelineEvent] = []
        let k = frames.count
        for (cancel, step) in pending {
            let at = finger ?? page.lastPoint
            all.append(cancel ? .cancel(at) : .release(at))
            ended.append(cancel ? .cancel(item: pressed) : .release(item: pressed))
            finger = nil
            down = false
            if step < stepEnds.count { stepEnds[step] = k }
        }
        pending = []
        // A press right after a release in the same frame keeps the button down.
        if inputs.contains(where: { if case .press = $0 { true } else { false } }) { down = true }
        all += inputs
        let snapshot = try page.step(all, down: down, prime: !(last && readsNext))
        record(snapshot, events: ended)
        lastBusy = snapshot.busy
        return snapshot.busy
    }

    /// The frame the snapshot shows: the page's data order (its screen order too: the DOM is
    /// what it draws), offset, the finger and the lifted element.
    mutating func record(_ s: PageSnapshot, events ended: [TimelineEvent] = []) {
        let k = frames.count
        let order = Order([s.data])
        var events: [TimelineEvent] = []
        let previous = frames.last
        if let label = pressed, s.lifted != nil, previous?.liftedFrame == nil { events.append(.lift(item: label)) }
        if let previous, previous.offset != s.offset {
            events.append(.scroll(dx: s.offset.x - previous.offset.x, dy: s.offset.y - previous.offset.y))
        }
        frames.append(Frame(index: k, time: rate.seconds(k), offset: s.offset, finger: finger,
                            lifted: s.lifted == nil ? nil : pressed, liftedFrame: s.lifted, layoutIndex: 0,
                            order: order, data: order, events: events + ended))
    }
}
