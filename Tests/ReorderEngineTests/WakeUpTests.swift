import CollectionLayout
import Testing
@testable import ReorderEngine

/// What ``TimerScroll`` saw at a wake-up.
private struct Woken: Sendable {
    var tick: Int
    var time: Duration
    var finger: Point?
}

/// A made-up auto-scroll with a timer of its own and no display link: every
/// `period` since the start it scrolls down by one point.
private struct TimerScroll: AutoScrollModel {
    var timer: IntervalTimer
    let log: Recorder<Woken>

    var name: String { "timer-scroll" }
    var edgeZone: Double { 0 }
    var isRunning: Bool { false }
    mutating func fingerMoved(_ context: AutoScrollContext) {}
    mutating func tick(_ context: AutoScrollContext) -> Point { .zero }
    mutating func stop() {}

    func nextWake(after time: Duration) -> Duration? { timer.nextFire(after: time) }

    mutating func wake(_ context: AutoScrollContext) -> Point {
        log.append(Woken(tick: context.tick, time: context.time, finger: context.finger))
        return Point(x: 0, y: 1)
    }
}

// `board(_:)`'s grid (SystemProfileTests.swift) in a viewport 200 × 100, so
// the content (160 high) scrolls from 0 to 60. Press A at (25,25): ticks 1…30,
// A lifts at 30 (t = 500 ms). Then the finger moves down 1 point per tick:
// tick 30 + j puts it at (25, 25 + j), j = 1…12. The release applies at tick 43.
private func timedScroll(every period: Duration, log: Recorder<Woken>) -> Timeline {
    var config = board([.press(.item("A")), .moveBy(dx: 0, dy: 12, ticks: 12), .release])
    config.viewport = Size(width: 200, height: 100)
    config.autoScroll = TimerScroll(timer: IntervalTimer(period: period), log: log)
    return ReorderSession(config).run()
}

@Test func aTwentyFourMillisecondTimerWakesBetweenFrames() {
    // Tick n runs the wake-ups in (t(n−1), t(n)], t(n) = n/60 s, while A is
    // lifted: from the start of tick 31 (the wake-ups run before the release,
    // so tick 43's window too, which holds none).
    //   tick 31 (500, 516.7]: 504 = 21 × 24   tick 37 (600, 616.7]: none
    //   tick 32 (516.7, 533.3]: 528           tick 38 (616.7, 633.3]: 624
    //   tick 33 (533.3, 550]: none (552)       tick 39 (633.3, 650]: 648
    //   tick 34 (550, 566.7]: 552             tick 40 (650, 666.7]: none
    //   tick 35 (566.7, 583.3]: 576           tick 41 (666.7, 683.3]: 672
    //   tick 36 (583.3, 600]: 600, on the frame itself, is in it
    //   tick 42 (683.3, 700]: 696             tick 43 (700, 716.7]: none (720)
    // Nothing before the lift: 24 … 480 ms are not run.
    let log = Recorder<Woken>()
    let t = timedScroll(every: .milliseconds(24), log: log)
    let woken = log.entries
    #expect(woken.map(\.time) == [504, 528, 552, 576, 600, 624, 648, 672, 696].map { .milliseconds($0) })
    #expect(woken.map(\.tick) == [31, 32, 34, 35, 36, 38, 39, 41, 42])
    // The finger as of the tick before: y = 25 + (tick − 1 − 30).
    #expect(woken.map { $0.finger?.y } == [25, 26, 28, 29, 30, 32, 33, 35, 36])
    // Each wake-up scrolls 1 point and lands in that tick's frame.
    #expect((30...43).map { t.frames[$0].offset.y } == [0, 1, 2, 2, 3, 4, 5, 5, 6, 7, 7, 8, 9, 9])
    #expect(t.frames[33].events.allSatisfy { if case .scroll = $0 { false } else { true } })
    #expect(t.violations.isEmpty)
}

@Test func aTenMillisecondTimerCanWakeTwiceInOneTick() {
    // Windows of 16⅔ ms hold one or two multiples of 10 ms, run in time order:
    //   tick 31 (500, 516.7]: 510;  tick 32 (516.7, 533.3]: 520, 530;
    //   tick 33 (533.3, 550]: 540, 550;  tick 34 (550, 566.7]: 560.
    // Offsets at frames 31…34: 1, 3, 5, 6.
    let log = Recorder<Woken>()
    let t = timedScroll(every: .milliseconds(10), log: log)
    #expect(log.entries.prefix(6).map(\.time) == [510, 520, 530, 540, 550, 560].map { .milliseconds($0) })
    #expect(log.entries.prefix(6).map(\.tick) == [31, 32, 32, 33, 33, 34])
    #expect((31...34).map { t.frames[$0].offset.y } == [1, 3, 5, 6])
}
