import BoardFormat
import CollectionLayout
import Foundation
import ReorderEngine
import Scenario
import Testing

/// `{dnd-kit: {…}}` (issue 31): dnd-kit's options as a board gives them, what they say in a
/// label and the trace, and docs/profiles.md's table.
@Suite struct DndKitOptionKeyTests {
    static func markdown(_ profile: String) -> String {
        """
        ```board
        layout: list
        \(profile)
        viewport: 200x240
        item-size: 200x40
        items: [A, B, C, D, E, F]
        steps: [press B, "move by 0,8 over 4 frames", release]
        ```
        """
    }

    static func messages(_ markdown: String) -> [String] {
        do {
            _ = try PageParser.parse(markdown: markdown, file: "t.md")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func theBundlesOptionsReachTheEngineAndTheLabel() throws {
        let text = Self.markdown("profile: {dnd-kit: {collision-detection: rect-intersection, distance: 10, "
            + "drag-overlay: true, container-droppable: true}}")
        let page = try PageParser.parse(markdown: text, file: "t.md")
        let scenario = try #require(page.document().scenarios.first)
        let run = ScenarioRun(scenario)
        #expect(run.timeline.provenance.label
            == "dnd-kit {collision-detection: rect-intersection, distance: 10, drag-overlay: true, container-droppable: true}")
        // Every option in force, defaults included; a constraint not given is `none`.
        #expect(run.timeline.provenance.settings.map { "\($0.name)=\($0.value)" } == [
            "collision-detection=rect-intersection", "strategy=rect", "distance=10", "delay=none", "tolerance=none",
            "threshold=0.2", "acceleration=10", "drag-overlay=true", "container-droppable=true"])
        // 8 px is not more than the distance: B never lifts (at the defaults it lifts at the press).
        #expect(run.timeline.frames.allSatisfy { $0.liftedFrame == nil })
        let plain = ScenarioRun(try #require(try PageParser.parse(markdown: Self.markdown("profile: dnd-kit"),
                                                                 file: "t.md").document().scenarios.first))
        #expect(plain.timeline.frames[1].liftedFrame != nil)
    }

    @Test func badDndKitOptionsNameWhatTheyTake() {
        #expect(Self.messages(Self.markdown("profile: {dnd-kit: {distanse: 10}}")) == [
            "unknown option 'distanse' for dnd-kit; did you mean 'distance'?"])
        #expect(Self.messages(Self.markdown("profile: {dnd-kit: {collision-detection: closest-centre}}")).count == 1)
        #expect(Self.messages(Self.markdown("profile: {dnd-kit: {threshold: 2}}")) == [
            "threshold: expected a number from 0 to 1, found '2'"])
    }

    @Test func theDocsTableIsTheDeclaration() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/profiles.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        #expect(text.contains("\n" + ProfileOptions.dndKit.markdownTable + "\n"),
                "docs/profiles.md's dnd-kit table differs from ProfileOptions.dndKit: paste `shuffleboard list --options`")
    }
}
