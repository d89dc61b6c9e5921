import BoardFormat
import ReorderEngine
import Scenario
import Testing

/// The `lx-reorderable` profile from a board, end to end: parsed from the
/// standard catalog, run, and checked against `expect:`.
@Suite struct LXReorderableBoardTests {
    static func markdown(nudge: Bool, expected: String) -> String {
        """
        ```board
        profile: lx-reorderable
        layout: list
        viewport: 320x440
        item-size: 320x44
        items: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T]
        steps: [press B, "move to 160,400 over 1 frames", hold 20 frames\(nudge ? ", \"move by 0,1 over 1 frames\"" : ""), release]
        expect:
          order: [\(expected)]
          data: [\(expected)]
        ```
        """
    }

    static func run(nudge: Bool, expected: String) throws -> ScenarioRun {
        let page = try PageParser.parse(markdown: markdown(nudge: nudge, expected: expected), file: "t.md")
        let scenario = try #require(page.document(catalog: .standard).scenarios.first)
        #expect(scenario.variants.first?.profile.name == "lx-reorderable")
        return ScenarioRun(scenario)
    }

    @Test func aHeldFingerLeavesTheItemWhereTheLastFingerUpdatePutIt() throws {
        // B lifts at frame 30 (0.5 s); in frame 31 the finger jumps to 400, the
        // snapshot's centre with it (grab 0): row 9 (396…440), B 1 → 9, and
        // 400 > 440 − 50 starts the scroll. 20 held frames scroll 5 each
        // (offset 105): the centre, 505 in content, is over row 11, but the
        // display link never hit-tests, so B ends at 9, in the data too.
        let held = "[A, C, D, E, F, G, H, I, J, B, K, L, M, N, O, P, Q, R, S, T]"
        #expect(try Self.run(nudge: false, expected: held).expectationFailures.isEmpty)
        // The order a per-tick re-target would give (B at 11) does not hold.
        let retargeted = "[A, C, D, E, F, G, H, I, J, K, L, B, M, N, O, P, Q, R, S, T]"
        #expect(!(try Self.run(nudge: false, expected: retargeted).expectationFailures.isEmpty))
        // One point of finger travel (centre 401 + 105 = 506, row 11) moves it there.
        #expect(try Self.run(nudge: true, expected: retargeted).expectationFailures.isEmpty)
    }

    @Test func theProfilesOwnAutoScrollIsNamedLikeIt() throws {
        #expect(Catalog.standard.profile(named: "lx-reorderable")?.profile.autoScroll.name == "lx-reorderable")
        #expect(Catalog.standard.autoScroll(named: "lx-reorderable")?.model.edgeZone == 50)
    }
}
