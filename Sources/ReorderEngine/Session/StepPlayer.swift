import CollectionLayout

/// An instantaneous step waiting for the next tick.
enum PendingAction: Sendable {
    case release, cancel
}

/// The step loop the reorder and the carousel sessions share: how script steps
/// become ticks, when a zero-time step applies, and how a run settles.
///
/// A `move` emits `S + (E − S) × j / n` at ticks j = 1…n, `hold` and `wait`
/// let n ticks pass, `release` and `cancel` take no time and apply at the start
/// of the next tick (``applyPending()``); what `press` does, what a tick does
/// and what ending a touch does are the session's own.
protocol StepPlayer {
    var tick: Int { get }
    var fps: Int { get }
    var finger: Point? { get }
    var viewportSize: Size { get }
    /// Zero-time steps waiting for the next tick, with the script step each ends.
    var pending: [(action: PendingAction, step: Int)] { get set }
    var frames: [Frame] { get }
    /// For each script step played, the frame that ends it.
    var stepEnds: [Int] { get set }
    /// Whether ticks are still needed after the script: a pending step, or an
    /// animation that has not finished.
    var isBusy: Bool { get }
    /// One tick, the finger moving to `p` first when given.
    mutating func runTick(finger p: Point?)
    /// The `press` step at `p`, all its ticks.
    mutating func press(at p: Point)
    /// A `release` or `cancel` applies, at the start of a tick.
    mutating func endTouch(_ action: PendingAction)
    /// The centre of item `label` on screen (viewport coordinates) when a step
    /// starts, or `nil` when the session cannot find it.
    func screenCentre(of label: String) -> Point?
}

extension StepPlayer {
    /// Plays one script step and notes the frame that ends it (a zero-time step
    /// corrects that note when it applies).
    mutating func play(_ gesture: GestureStep) {
        perform(gesture, step: stepEnds.count)
        stepEnds.append(frames.count - 1)
    }

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
            pending.append((.release, step))
        case .cancel:
            pending.append((.cancel, step))
        }
    }

    /// Emits `S + (E − S) × j / n` at ticks j = 1…n.
    mutating func glide(from start: Point, to end: Point, ticks n: Int) {
        let n = max(1, n)
        for j in 1...n {
            runTick(finger: start + (end - start) * (Double(j) / Double(n)))
        }
    }

    /// Where a step's target is on screen when the step starts: an item's
    /// centre (the viewport's centre when the session cannot find it), a point,
    /// or one point inside an edge.
    func resolve(_ target: Target) -> Point {
        switch target {
        case .item(let label):
            return screenCentre(of: label) ?? Point(x: viewportSize.width / 2, y: viewportSize.height / 2)
        case .point(let p):
            return p
        case .edge(let edge):
            return edge.point(keeping: finger, in: viewportSize)
        }
    }

    /// The zero-time steps waiting for this tick apply, in script order, and
    /// each one's step ends on this tick.
    mutating func applyPending() {
        let due = pending
        pending = []
        for (action, step) in due {
            endTouch(action)
            if step < stepEnds.count { stepEnds[step] = tick }
        }
    }

    /// After the script: lets pending steps apply and animations finish
    /// (bounded: ten seconds of ticks), and makes the last step end on the
    /// last frame.
    mutating func settle() {
        let limit = tick + 10 * fps
        while isBusy && tick < limit {
            runTick(finger: nil)
        }
        if !stepEnds.isEmpty { stepEnds[stepEnds.count - 1] = frames.count - 1 }
    }
}
