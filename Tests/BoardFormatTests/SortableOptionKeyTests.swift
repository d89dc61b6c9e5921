import BoardFormat
import CollectionLayout
import ReorderEngine
import Scenario
import Testing

/// `sortablejs`'s own board keys: read for that profile, refused for others.
@Suite struct SortableOptionKeyTests {
    static func markdown(_ lines: String, profile: String = "sortablejs") -> String {
        """
        ```board
        layout: list
        profile: \(profile)
        viewport: 300x220
        item-size: 300x44
        \(lines)
        items: [A, B, C, D, E, F, G, H, I, J]
        steps: [press A, "move to 150,210 over 1 frame", "move to 150,211 over 1 frame", hold 10 frames, release]
        ```
        """
    }

    @Test func scrollSpeedReachesTheAutoScroll() throws {
        // The engine test's gesture (SortableJSTests, auto-scroll): seven steps
        // by the end, at ticks 5, 7, 8, 10, 11, 12, 14. With scroll-speed 20
        // each is 20 pt: 140 pt in all (10 pt each with the default, 70).
        let page = try PageParser.parse(markdown: Self.markdown("scroll-speed: 20"), file: "t.md")
        let scenario = try #require(page.document().scenarios.first)
        let run = ScenarioRun(scenario)
        #expect(run.timeline.frames.last?.offset == Point(x: 0, y: 140))
    }

    @Test func theKeysAreCheckedAndBelongToTheProfile() throws {
        do {
            _ = try PageParser.parse(markdown: Self.markdown("swap-threshold: 1.5\ninvert-swap: yes"), file: "t.md")
            Issue.record("out-of-range values parse")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "swap-threshold: expected a number from 0 to 1, found '1.5'",
                "invert-swap: expected true or false, found 'yes'"])
        }
        do {
            _ = try PageParser.parse(markdown: Self.markdown("animation: 0", profile: "system"), file: "t.md")
            Issue.record("a sortablejs key parses for system")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "animation: only profile 'sortablejs' reads it; this board's profile is 'system'"])
        }
    }
}
