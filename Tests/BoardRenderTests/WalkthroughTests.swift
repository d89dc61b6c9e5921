import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// Three 50 × 50 items in a 200-wide view, spacing 10: n = floor(210 / 60) = 3,
/// g = (200 − 150) / 2 = 25, so A, B, C at x = 0, 75, 150. Dragging A onto B
/// moves B (it slides to x = 0); C never moves.
func threeItemRun(_ steps: [GestureStep], pace: Pace? = nil) -> ScenarioRun {
    let board = Board(id: "t", title: "T <&>", file: "t.md", line: 1, source: "", viewport: Size(width: 200, height: 100),
                      pace: pace,
                      sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                      steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
    return ScenarioRun(board.scenario())
}

@Test func onlyItemsThatMoveAreAnimated() {
    // A (25,25) → B (100,25) over 15 ticks: x = 25 + 5j; at j = 10 (x = 75) the finger
    // enters B's frame, B moves to A's slot. C stays at x = 150 throughout.
    let svg = WalkthroughSVG.render(threeItemRun([.press(.item("A")), .move(to: .item("B"), ticks: 15), .release]))
    func element(_ label: String) -> String {
        guard let start = svg.range(of: "<g data-item=\"\(label)\"") else { return "" }
        return String(svg[start.lowerBound...].prefix { $0 != "\n" })
    }
    #expect(element("B").contains("<animateMotion"))
    #expect(!element("C").contains("<animate"))
    #expect(!element("C").isEmpty)
    // The canvas origin is at (24, 24): C's base position is (150 + 24, 0 + 24).
    #expect(element("C").contains("transform=\"translate(174,24)\""))
    #expect(svg.contains("data-lifted=\"A\""))
    #expect(svg.contains("<title>T &lt;&amp;&gt;: walkthrough</title>"))
    #expect(svg.contains("repeatDur=\"indefinite\""))
    #expect(!svg.contains("repeatCount"))
    #expect(!svg.contains("<style"))
    #expect(!svg.contains("<script"))
}

@Test func keyFramesDropStraightRunsButKeepCorners() {
    // Times 0…4 (fractions of 4): a still run, then a ramp, then still again.
    let clock = SMILClock(times: [0, 0.25, 0.5, 0.75, 1], duration: 1)
    let points = [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 0)]
    // Frame 1 is a corner (still → moving); frame 2 lies on the straight ramp 1→3;
    // frame 3 is a corner (moving → still).
    #expect(clock.keyFrames(points) == [0, 1, 3, 4])
}

@Test func theDescriptionSaysARepeatedStepOnceWithItsCount() {
    #expect(WalkthroughSVG.stepList(["press A", "move by 0,10", "move by 0,10", "move by 0,10", "hold 1s", "hold 1s", "release"])
        == "press A; move by 0,10 (3 times); hold 1s (2 times); release")
    // Only steps running one after another: a step coming back later is said again.
    #expect(WalkthroughSVG.stepList(["move to B", "move to C", "move to B"]) == "move to B; move to C; move to B")
    #expect(WalkthroughSVG.stepList(["release"]) == "release")
    #expect(WalkthroughSVG.stepList([]) == "")
    // In the walkthrough's description and the page's alt text, which read it.
    let run = threeItemRun([.press(.item("A")), .hold(ticks: 6), .hold(ticks: 6), .release])
    let hold = "\(GestureStep.hold(ticks: 6))"
    #expect(WalkthroughSVG.describe(run).contains("Steps: \(GestureStep.press(.item("A"))); \(hold) (2 times); release."))
}
