import BoardFormat
import Scenario
import Testing

/// `as:` names one entry of `profiles:` for `expect:` (issue 31): entries of one profile with
/// different options, which a profile's name cannot tell apart.
@Suite struct EntryNameTests {
    /// The first leg of examples/swap-threshold.md: B (centre y 60) pressed, moved to y 92 over
    /// 0.3 s, held, released, on 200 × 40 rows (C spans 80…120). With swap-threshold 1 the zone is
    /// all of C: the pointer is past 80 from frame 13 and the 50 ms tick of frame 14 moves B after
    /// C, where it ends: A C B D E. With 0.2 the zone is 96…104, which a pointer stopping at 92
    /// never reaches: nothing moves, A B C D E. With 0.5 (90…110) the tick of frame 20 sees 92
    /// and B goes after C, as with 1.
    static func board(profiles: String, expect: String) -> String {
        """
        ```board
        id: leg
        layout: list
        profiles: \(profiles)
        viewport: 200x200
        item-size: 200x40
        items: [A, B, C, D, E]
        steps: [press B, "move to 100,92 over 0.3s", hold 0.2s, release]
        expect: \(expect)
        ```
        """
    }

    static func failures(_ markdown: String) throws -> [[String]] {
        let page = try PageParser.parse(markdown: markdown, file: "t.md")
        let scenario = try #require(page.document().scenarios.first)
        return ScenarioRun.all(scenario).map(\.expectationFailures)
    }

    @Test func anEntrysNameCarriesItsOwnExpectation() throws {
        let profiles = "[{sortablejs: {swap-threshold: 1}, as: whole}, {sortablejs: {swap-threshold: 0.2}, as: small}]"
        let right = Self.board(profiles: profiles,
                               expect: "{whole: {order: [[A, C, B, D, E]]}, small: {order: [[A, B, C, D, E]]}}")
        #expect(try Self.failures(right) == [[], []])
        // The two swapped: each run fails against the other's order, and only its own.
        let wrong = Self.board(profiles: profiles,
                               expect: "{whole: {order: [[A, B, C, D, E]]}, small: {order: [[A, C, B, D, E]]}}")
        let failed = try Self.failures(wrong)
        #expect(failed.map(\.count) == [1, 1])
    }

    @Test func aProfilesKeyStillAppliesToItsEntriesWithoutAName() throws {
        // 0.5 ends as 1 does (A C B D E); `sortablejs:` holds for it, and `small:` for the named one.
        let board = Self.board(
            profiles: "[{sortablejs: {swap-threshold: 0.5}}, {sortablejs: {swap-threshold: 0.2}, as: small}]",
            expect: "{sortablejs: {order: [[A, C, B, D, E]]}, small: {order: [[A, B, C, D, E]]}}")
        #expect(try Self.failures(board) == [[], []])
        // Without `small:`, the profile's key applies to both, and the 0.2 run fails it.
        let unnamed = Self.board(
            profiles: "[{sortablejs: {swap-threshold: 0.5}}, {sortablejs: {swap-threshold: 0.2}, as: small}]",
            expect: "{sortablejs: {order: [[A, C, B, D, E]]}}")
        #expect(try Self.failures(unnamed).map(\.count) == [0, 1])
    }

    @Test func badNamesSayWhy() {
        func messages(_ profiles: String, expect: String = "{order: [[A, B, C, D, E]]}") -> [String] {
            ProfileEntryOptionsTests.messages(Self.board(profiles: profiles, expect: expect))
        }
        #expect(messages("[{sortablejs: {}, as: order}, jquery-ui-sortable]") == [
            "as: 'order' is already an expect: key (the board's name); give the entry a name of its own"])
        #expect(messages("[{sortablejs: {}, as: dnd-kit}, jquery-ui-sortable]") == [
            "as: 'dnd-kit' is already an expect: key (a profile's name); give the entry a name of its own"])
        #expect(messages("[{sortablejs: {}, as: 1x}, jquery-ui-sortable]") == [
            "as: expected a name for the entry like 'half' (letters, digits, '-' and '_', starting with a letter), "
                + "found '1x'"])
        // Line 4 (fence 1, id 2, layout 3), the second entry at column 51.
        let twice = "[{sortablejs: {swap-threshold: 1}, as: a}, {sortablejs: {swap-threshold: 0.2}, as: a}]"
        #expect(messages(twice) == ["profiles: the name 'a' is given to two entries (first at line 4, column 12)"])
        #expect(messages("[{sortablejs: {}, as: a, as: b}, system]").count == 1)
        // An unknown key under expect: names the entries too, and suggests the nearest.
        #expect(messages("[{sortablejs: {swap-threshold: 1}, as: whole}, {sortablejs: {swap-threshold: 0.2}, as: small}]",
                         expect: "{smal: {order: [[A, B, C, D, E]]}}") == [
            "unknown key 'smal' in expect; expected order, data, a profile of the board (sortablejs) "
                + "or an entry's name (whole, small); did you mean 'small'?"])
    }
}
