import BoardFormat
import CollectionLayout
import ReorderEngine
import Scenario
import Testing

/// `profile: {NAME: {option: value}}` and the same in `profiles:` (issue 31): a profile's options
/// given to it alone, several entries of one library told apart by their options.
@Suite struct ProfileEntryOptionsTests {
    static func markdown(profile: String, extra: String = "") -> String {
        """
        ```board
        layout: list
        \(profile)
        viewport: 300x220
        item-size: 300x44
        \(extra)
        items: [A, B, C, D, E, F, G, H, I, J]
        steps: [press A, "move to 150,210 over 1 frame", "move to 150,211 over 1 frame", hold 10 frames, release]
        ```
        """
    }

    static func profiles(_ markdown: String) throws -> [Profile] {
        let page = try PageParser.parse(markdown: markdown, file: "t.md")
        let scenario = try #require(page.document().scenarios.first)
        guard case .reorder(let variants) = scenario.subject else { return [] }
        return variants.map(\.profile)
    }

    static func messages(_ markdown: String) -> [String] {
        do {
            _ = try PageParser.parse(markdown: markdown, file: "t.md")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func anEntrysOptionsReachTheEngine() throws {
        // SortableOptionKeyTests' gesture: seven auto-scroll steps (ticks 5, 7, 8, 10, 11, 12, 14);
        // at scroll-speed 20 each is 20 pt, 140 pt in all; at the default 10, 70.
        let page = try PageParser.parse(markdown: Self.markdown(profile: "profile: {sortablejs: {scroll-speed: 20}}"),
                                        file: "t.md")
        let scenario = try #require(page.document().scenarios.first)
        #expect(ScenarioRun(scenario).timeline.frames.last?.offset == Point(x: 0, y: 140))
        // The entry's own value wins over the board's top-level key (5 pt a step would be 35).
        let both = try PageParser.parse(markdown: Self.markdown(profile: "profile: {sortablejs: {scroll-speed: 20}}",
                                                                extra: "scroll-speed: 5"), file: "t.md")
        let run = ScenarioRun(try #require(both.document().scenarios.first))
        #expect(run.timeline.frames.last?.offset == Point(x: 0, y: 140))
    }

    @Test func oneLibraryRunsTwiceWithItsOptionsInItsLabel() throws {
        let profiles = try Self.profiles(Self.markdown(
            profile: "profiles: [sortablejs, {sortablejs: {swap-threshold: 0.5, invert-swap: true}}]"))
        #expect(profiles.map(\.name) == ["sortablejs", "sortablejs"])
        // Only the options that differ from the defaults are named, in the declaration's order
        // (swap-threshold before invert-swap), whatever the order written.
        #expect(profiles.map(\.label) == ["sortablejs", "sortablejs {swap-threshold: 0.5, invert-swap: true}"])
        // Every option is listed, defaults included: the trace says what was in force.
        let second = Dictionary(uniqueKeysWithValues: profiles[1].settings.map { ($0.name, $0) })
        #expect(second["swap-threshold"]?.value == "0.5")
        #expect(second["scroll-speed"]?.value == "10" && second["scroll-speed"]?.isDefault == true)
        // inverted-swap-threshold follows swap-threshold when not given: 0.5, and still a default.
        #expect(second["inverted-swap-threshold"]?.value == "0.5")
        #expect(second["inverted-swap-threshold"]?.isDefault == true)
        #expect(profiles[0].settings.count == ProfileOptions.sortable.options.count)
        #expect(profiles[0].settings.allSatisfy { $0.isDefault })
    }

    @Test func theSameEntryTwiceIsRefused() {
        // swap-threshold 1 is the default: the same profile as the bare name.
        #expect(Self.messages(Self.markdown(profile: "profiles: [sortablejs, {sortablejs: {swap-threshold: 1}}]")) == [
            "profiles: 'sortablejs' with these options is listed twice (first at line 3, column 12)"])
    }

    @Test func badOptionsAreReportedAtTheirLineAndColumn() throws {
        do {
            _ = try PageParser.parse(markdown: Self.markdown(profile: "profile: {sortablejs: {swap-treshold: 0.5}}"),
                                     file: "t.md")
            Issue.record("a misspelled option parses")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "unknown option 'swap-treshold' for sortablejs; did you mean 'swap-threshold'?"])
            // Line 3 (the fence is 1, layout 2); `swap-treshold` starts at column 24.
            #expect(error.diagnostics.first.map { [$0.position.line, $0.position.column] } == [3, 24])
        }
        #expect(Self.messages(Self.markdown(profile: "profile: {sortablejs: {swap-threshold: 1.5, invert-swap: maybe}}")) == [
            "swap-threshold: expected a number from 0 to 1, found '1.5'",
            "invert-swap: expected true or false, found 'maybe'"])
        #expect(Self.messages(Self.markdown(profile: "profile: {system: {swap-threshold: 0.5}}")) == [
            "profile 'system' takes no options; the profiles that do are 'item-touch-helper', 'sortablejs', 'dnd-kit', "
                + "'hello-pangea-dnd', 'lx-reorderable', 'jquery-ui-sortable'"])
        #expect(Self.messages(Self.markdown(profile: "profile: {sortablejs: 0.5}")) == [
            "sortablejs: expected its options as a mapping like {swap-threshold: 1}, found '0.5'"])
        #expect(Self.messages(Self.markdown(profile: "profile: {sortablejs: {}, system: {}}")) == [
            "profile: expected a profile name, or one name with its options like {sortablejs: {swap-threshold: 0.5}}, "
                + "found a mapping of 2 keys"])
        #expect(Self.messages(Self.markdown(profile: "profile: {sortable: {}}")) == [
            "unknown profile 'sortable'; did you mean 'sortablejs'?"])
        #expect(Self.messages(Self.markdown(profile: "profile: {sortablejs: {swap-threshold: 0.5, swap-threshold: 0.2}}"))
            .count == 1)
    }
}
