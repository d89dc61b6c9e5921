/// Parts woken at exact times between ticks.
///
/// The rule: at the start of tick n, before anything else in it, every wake-up
/// a part asked for in (t(n − 1), t(n)] runs at its exact time, earliest
/// first, where t(k) is ``FrameRate/instant(_:)`` (k / fps s, rounded down to
/// the attosecond). At equal times the target rule runs before the auto-scroll.
/// The finger is as of the last finger event, tick n − 1: browsers deliver
/// pointer events once per frame while timers fire between frames. What a
/// woken part does (a move, a scroll) lands in tick n's events and frame, and
/// an animation it starts advances with the others in tick n.
///
/// After each wake-up the parts are asked again for their next time after
/// the one just run (an answer not later than that is not run), so at 60 fps
/// a part woken every 10 ms runs once or twice in a tick, one woken every
/// 24 ms once or not at all. Parts are woken only while an item is lifted and not on its way
/// home, as they are asked on ticks.
///
/// A woken target rule sees the items as last drawn (``TargetContext/drawnAt``):
/// as of the previous tick, or of the last wake-up before it in this tick, the
/// times a page moves its animations (the conformance page seeks them after
/// every frame and every timer). An animation that arrived at the end of the
/// last tick is a page timer due at this tick's time (a transition's end,
/// armed when it started), which runs before a wake-up at that time.
extension SessionRunner {
    mutating func wakeParts() {
        let rate = FrameRate(fps: config.fps)
        var time = rate.instant(tick - 1)
        let end = rate.instant(tick)
        var drawn = time
        while let lifted = lift, !lifted.snapshot.returning {
            let rule = parts.targetRule.nextWake(after: time).flatMap { $0 > time ? $0 : nil }
            let model = autoScroll.nextWake(after: time).flatMap { $0 > time ? $0 : nil }
            guard let next = earliest(rule, model), next <= end else { break }
            time = next
            if next == end && animationsArrived { drawn = end }
            if rule == next { retarget(.wake, at: next, drawnAt: drawn) }
            if model == next { scroll(by: autoScroll.wake(autoScrollContext(at: next))) }
            drawn = next
        }
        animationsArrived = false
    }

    private func earliest(_ a: Duration?, _ b: Duration?) -> Duration? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}
