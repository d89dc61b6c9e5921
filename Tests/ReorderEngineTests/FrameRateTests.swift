import Testing
import ReorderEngine

// The conversions between seconds and ticks, worked by hand from
// n = max(1, round(D × fps)) and t = n / fps.

@Test func aDurationLastsTheNearestWholeNumberOfTicksAndAtLeastOne() {
    let sixty = FrameRate(fps: 60), thirty = FrameRate(fps: 30)
    #expect(sixty.ticks(0.25) == 15)          // 0.25 × 60 = 15
    #expect(thirty.ticks(0.25) == 8)          // 0.25 × 30 = 7.5: the half goes up
    #expect(sixty.ticks(0.6) == 36)           // the walkthrough's exchange arrow
    #expect(sixty.ticks(0.001) == 1)          // 0.06 rounds to 0, and a duration lasts a tick
    #expect(sixty.ticks(0) == 1)
    #expect(sixty.ticks(-2) == 1)
    #expect(FrameRate(fps: 24).ticks(1) == 24)
}

@Test func aHugeDurationSaturatesInsteadOfTrapping() {
    let sixty = FrameRate(fps: 60)
    #expect(FrameRate.maxTicks == 1_099_511_627_776)   // 2⁴⁰
    #expect(sixty.ticks(1e23) == FrameRate.maxTicks)   // 6e24 ticks would not fit in an Int
    #expect(sixty.ticks(.infinity) == FrameRate.maxTicks)
    #expect(sixty.ticks(.nan) == FrameRate.maxTicks)
    #expect(sixty.ticks(-.infinity) == 1)
}

@Test func aTickEndsAtItsNumberOverTheFrameRate() {
    #expect(FrameRate(fps: 60).seconds(0) == 0)
    #expect(FrameRate(fps: 60).seconds(30) == 0.5)
    #expect(FrameRate(fps: 240).seconds(60) == 0.25)
    #expect(FrameRate(fps: 60).seconds(1) == 1.0 / 60)   // the same division, not 1 × (1/60)
}
