import Testing
@testable import ReorderEngine

@Test func anIntervalTimerFiresAtExactMultiplesAfterItsStart() {
    // Every 24 ms from 0: after 500 ms, 21 × 24 = 504; after 504 itself, 528
    // (strictly later); after 0, the first fire, 24.
    let fromZero = IntervalTimer(period: .milliseconds(24))
    #expect(fromZero.nextFire(after: .milliseconds(500)) == .milliseconds(504))
    #expect(fromZero.nextFire(after: .milliseconds(504)) == .milliseconds(528))
    #expect(fromZero.nextFire(after: .zero) == .milliseconds(24))
    // Frame 36 at 60 fps ends at 36/60 = 600 ms = 25 × 24: the fire after
    // 599.999… ms is 600 ms exactly, on the frame (no rounding either way).
    #expect(fromZero.nextFire(after: .milliseconds(600) - .nanoseconds(1)) == .milliseconds(600))
    // Started at tick 1's instant, every 50 ms. 1/60 s rounds down to
    // 16 666 666 666 666 666 as; plus 50 ms (5 × 10¹⁶ as) that is
    // 66 666 666 666 666 666 as, which is also 4/60 s rounded down: tick 4.
    let fromTick1 = IntervalTimer(period: .milliseconds(50), start: FrameRate(fps: 60).instant(1))
    #expect(fromTick1.nextFire(after: FrameRate(fps: 60).instant(1)) == FrameRate(fps: 60).instant(4))
    // Before its start, the timer's first fire.
    #expect(fromTick1.nextFire(after: .zero) == FrameRate(fps: 60).instant(4))
}
