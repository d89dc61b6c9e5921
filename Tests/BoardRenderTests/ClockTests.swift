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
        // At 1.25 s the clock reads "t = 1." and "2" (12 tenths, rounded down) and "s".
        let run = try DataStripTests.example("table-exchange.md", "table-slow")
        let t = run.timeline
        #expect(try #require(t.frames.last).time >= 1)
        #expect(WalkthroughSVG.clockPlaces(t) == 1)
        #expect(WalkthroughSVG.clockParts(tick: 12, places: 1) == ("t = 1.", "2", "s"))
        #expect(WalkthroughSVG.clockTick(1.25, places: 1) == 12)
    }
}
