import BoardFormat
import CollectionLayout
import ReorderEngine
import Scenario
import Testing

/// `{observed: PATH}` in `profiles:` or `profile:` (issue 32): a board names a recorded run by its
/// trace file, relative to the board's file and inside its folder; the path is checked as written.
@Suite struct ObservedEntryTests {
    /// The board under `profile`; with `ownExpect`, an `expect:` for the run called `observed` alone
    /// (a key only a board of `profiles:` has).
    static func markdown(_ profile: String, ownExpect: Bool = false) -> String {
        let expect = ownExpect ? "expect:\n  observed: {data: [B, A, C]}" : ""
        return """
        ```board
        layout: list
        \(profile)
        viewport: 320x200
        item-size: 320x50
        line-spacing: 0
        fps: 10
        items: [A, B, C]
        steps: [press A, move to B over 0.2s, release]
        \(expect)
        ```
        """
    }

    static func messages(_ markdown: String) -> [String] {
        do {
            _ = try PageParser.parse(markdown: markdown, file: "t.md")
            return []
        } catch {
            return error.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" }
        }
    }

    @Test func anEntryNamesARecordingBesideTheModels() throws {
        let page = try PageParser.parse(markdown: Self.markdown("profiles: [system, {observed: recorded/list.json}]",
                                                                  ownExpect: true), file: "docs/t.md")
        let board = try #require(page.boards.first)
        #expect(board.profiles == ["system", "observed"])
        // Entry 1, written on line 3 (the fence is line 1), column 20: the entry's "{".
        #expect(board.recordings == [1: RecordedVariant(path: "recorded/list.json",
                                                         position: SourcePosition(file: "docs/t.md", line: 3, column: 20))])
        let scenario = try #require(page.document().scenarios.first)
        #expect(scenario.variants.map(\.name) == ["system", "observed"])
        #expect(scenario.hasRecordings)
        // Its own expect: is the one a run called 'observed' is held to.
        #expect(scenario.expectation(for: "observed")?.data == Order([["B", "A", "C"]]))
        // Never read (no SiteIO here): drawn as the stage at rest, one frame, saying where from.
        let run = ScenarioRun(scenario, variant: scenario.variants[1])
        #expect(run.isRecorded)
        #expect(run.timeline.frames.count == 1)
        #expect(run.timeline.provenance.label == "observed (recorded from recorded/list.json)")
    }

    @Test func aRecordingAloneIsABoardsOneRun() throws {
        let page = try PageParser.parse(markdown: Self.markdown("profile: {observed: list.json}"), file: "t.md")
        let board = try #require(page.boards.first)
        #expect(board.profiles == ["observed"])
        #expect(board.recordings[0]?.path == "list.json")
    }

    @Test func aPathOutsideTheBoardsFolderIsRefusedAsWritten() {
        let cases: [(String, String)] = [
            ("/etc/passwd", "is an absolute path"),
            ("../list.json", "leads outside the board's folder"),
            ("recorded/../../list.json", "leads outside the board's folder"),
            ("~/list.json", "starts with '~', which names a home folder"),
            ("recorded/", "names a folder, not a file"),
            (".", "names a folder, not a file"),
        ]
        for (path, problem) in cases {
            #expect(Self.messages(Self.markdown("profiles: [system, {observed: \"\(path)\"}]")) == [
                "3:31: observed: '\(path)' \(problem); a recording is named relative to the board's file, "
                    + "inside its folder, like {observed: recorded/list.json}"], "\(path)")
        }
        // Inside after all: up and down again.
        #expect(Self.messages(Self.markdown("profiles: [system, {observed: recorded/../list.json}]")).isEmpty)
    }

    @Test func whatIsNotARecordingsEntrySaysWhatItNeeds() {
        #expect(Self.messages(Self.markdown("profiles: [system, observed]")) == [
            "3:20: profiles: 'observed' names a recorded run by its trace file, like {observed: recorded/list.json}"])
        #expect(Self.messages(Self.markdown("profiles: [system, {observed: [a.json]}]")) == [
            "3:31: observed: expected the recorded trace's file, relative to the board's file, like "
                + "{observed: recorded/list.json}, found a list"])
        #expect(Self.messages(Self.markdown("profiles: [system, {observed: a.json}, {observed: a.json}]")) == [
            "3:40: profiles: the recording 'a.json' is listed twice (first at line 3, column 20)"])
        // Two recordings of different files are two runs.
        #expect(Self.messages(Self.markdown("profiles: [{observed: a.json}, {observed: b.json}]")).isEmpty)
    }
}
