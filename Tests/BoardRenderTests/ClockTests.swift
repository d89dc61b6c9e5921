import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// The walkthrough's clock: tenths, or hundredths for a session under a second whose
/// steps end within one tenth (docs/pacing.md, "What the picture says").
@Suite struct ClockTests {
    @Test func aSessionOfHundredthsReadsInHundredths() throws {
        // jquery-ui-direction: press C, two moves of one frame, release, at 60 fps. Each step
        // takes one frame (its captions: 0–0.02, 0.02–0.03, 0.03–0.05, 0.05–0.07 s), so the steps
        // end at frames 1…4: 1/60, 2/60, 3/60, 4/60 s. With the start, five ends, all in the
        // tenth 0.0: the clock shows hundredths.
        let run = try DataStripTests.example("jquery-ui-sortable.md", "jquery-ui-direction")
        let t = run.timeline
        #expect(t.stepEnds == [1, 2, 3, 4])
        #expect(WalkthroughSVG.clockPlaces(t) == 2)
        // Frame k reads 100 k / 60 hundredths rounded to the nearest (0, 1.67, 3.33, 5, 6.67):
        // 0, 2, 3, 5, 7, as the captions print the steps' times (0.02, 0.03, 0.05, 0.07 s).
        #expect(t.frames.map { WalkthroughSVG.clockTick($0.time, places: 2) } == [0, 2, 3, 5, 7])
        #expect(WalkthroughSVG.clockParts(tick: 6, places: 2) == ("t = 0.0", "6", "s"))
        // In the walkthrough: one head, "t = 0.0", and one text of the last digits shown.
        let svg = WalkthroughSVG.render(run)
        let clock = try #require(svg.components(separatedBy: "<g data-clock=").dropFirst().first)
        #expect(clock.components(separatedBy: ">t = 0.0</text>").count == 2)
        #expect(clock.contains("\">02357</text>"))
    }

    @Test func aSessionOfASecondOrMoreReadsInTenths() throws {
        // table-slow: a press (0.5 s), a move over 0.6 s, a release: over a second, so tenths.
        // The clock rounds to the nearest tenth, as the log and the captions round to the
        // hundredth: 1.25 s is 12.5 tenths, a half, read up: "t = 1." and "3" and "s"; 1.24 s
        // is 12.4 tenths: 12. Issue 34's 3.87 s is 38.7 tenths: 39, "t = 3.9 s" (not 3.8).
        // Frame 57 of 60 fps, 0.95 s, is 9.5 tenths: "t = 1.0 s"; frame 56, 0.9333 s: 9.
        let run = try DataStripTests.example("table-exchange.md", "table-slow")
        let t = run.timeline
        #expect(try #require(t.frames.last).time >= 1)
        #expect(WalkthroughSVG.clockPlaces(t) == 1)
        #expect(WalkthroughSVG.clockParts(tick: 13, places: 1) == ("t = 1.", "3", "s"))
        #expect(WalkthroughSVG.clockTick(1.25, places: 1) == 13)
        #expect(WalkthroughSVG.clockTick(1.24, places: 1) == 12)
        #expect(WalkthroughSVG.clockTick(3.87, places: 1) == 39)
        #expect(WalkthroughSVG.clockParts(tick: 39, places: 1) == ("t = 3.", "9", "s"))
        #expect(WalkthroughSVG.clockTick(57.0 / 60, places: 1) == 10)
        #expect(WalkthroughSVG.clockTick(56.0 / 60, places: 1) == 9)
    }
}
