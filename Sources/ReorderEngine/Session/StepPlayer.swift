import CollectionLayout

/// An instantaneous step waiting for the next tick.
enum PendingAction: Sendable {
    case release, cancel
}

/// How a session turns script steps into ticks, shared by the reorder and the
/// carousel sessions: a `move` emits `S + (E − S) × j / n` at ticks j = 1…n,
/// `hold` and `wait` let n ticks pass, `release` and `cancel` take no time and
/// apply at the start of the next tick; what `press` does is the session's own.
protocol StepPlayer {
    var finger: Point? { get }
    var viewportSize: Size { get }
    /// One tick, the finger moving to `p` first when given.
    mutating func runTick(finger p: Point?)
    /// The `press` step at `p`, all its ticks.
    mutating func press(at p: Point)
    /// A zero-time step, for the start of the next tick.
    mutating func enqueue(_ action: PendingAction, step: Int)
    /// Where a step's target is on screen when the step starts.
    func resolve(_ target: Target) -> Point
}

extension StepPlayer {
    mutating func perform(_ gesture: GestureStep, step: Int) {
        switch gesture {
        case .press(let target):
            press(at: resolve(target))
        case .move(let target, let n):
            let end = resolve(target)
            glide(from: finger ?? end, to: end, ticks: n)
        case .moveBy(let dx, let dy, let n):
            let start = finger ?? Point(x: viewportSize.width / 2, y: viewportSize.height / 2)
            glide(from: start, to: start + Point(x: dx, y: dy), ticks: n)
        case .hold(let n), .wait(let n):
            for _ in 0..<n { runTick(finger: nil) }
        case .release:
            enqueue(.release, step: step)
        case .cancel:
            enqueue(.cancel, step: step)
        }
    }

    /// Emits `S + (E − S) × j / n` at ticks j = 1…n.
    mutating func glide(from start: Point, to end: Point, ticks n: Int) {
        let n = max(1, n)
        for j in 1...n {
            runTick(finger: start + (end - start) * (Double(j) / Double(n)))
        }
    }
}
