import BoardFormat
import ReorderEngine
import Scenario
import Testing

/// A board naming `jquery-ui-sortable`, run end to end with its `expect:`.
@Suite struct JQueryUIBoardTests {
    static func markdown(expect order: String) -> String {
        """
        ```board
        profile: jquery-ui-sortable
        layout: list
        viewport: 200x240
        item-size: 200x40
        items: [A, B, C, D, E, F]
        steps: [press B, move to E over 1s, hold 0.2s, release]
        expect:
          order: [\(order)]
          data: [\(order)]
        ```
        """
    }

    @Test func bSlowlyDownOntoEEndsAfterEAndTheExpectationHolds() throws {
        // B's centre (100, 60), E's (100, 180): the finger moves 120 px over
        // 60 ticks, 2 px a tick, whole pixels, always down. The placeholder
        // passes C at y 100 (C 80…120, its lower half), D at 140 (D now
        // 120…160), E at 180 (E 160…200): ticks 1 + 20, 41, 61. The pointer
        // stops at 180, so F (200…240) is never reached: A C D E B F, on
        // screen during the drag and in the data from the release. (The real
        // jQuery UI does the same: its placeholder moved at frames 21, 41 and
        // 61 in the conformance recording of this gesture.)
        let page = try PageParser.parse(markdown: Self.markdown(expect: "[A, C, D, E, B, F]"), file: "t.md")
        let scenario = try #require(page.document(catalog: .standard).scenarios.first)
        let run = ScenarioRun(scenario)
        #expect(run.timeline.provenance.profile == "jquery-ui-sortable")
        #expect(run.timeline.provenance.autoScroll == "jquery-ui-sortable")
        let moves = run.timeline.frames.filter { $0.events.contains { if case .exchange = $0 { true } else { false } } }
        #expect(moves.map(\.index) == [21, 41, 61])
        #expect(run.expectationFailures.isEmpty)
        // The data waits for the drop: B is still second in the frame before the release.
        let last = try #require(run.timeline.frames.last { $0.lifted != nil })
        #expect(last.data == [["A", "B", "C", "D", "E", "F"]])
    }

    @Test func aWrongExpectationFails() throws {
        let page = try PageParser.parse(markdown: Self.markdown(expect: "[A, C, D, B, E, F]"), file: "t.md")
        let scenario = try #require(page.document(catalog: .standard).scenarios.first)
        #expect(!ScenarioRun(scenario).expectationFailures.isEmpty)
    }
}
