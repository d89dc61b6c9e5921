import BoardFormat
import CollectionLayout
import Foundation
import ReorderEngine
import Scenario
import Testing

/// A board that names a recording (`profiles: [system, {observed: buggy.json}]`), its trace read:
/// the run's steps found in its frames, its invariants checked, its geometry the board's or the page's.
///
/// The board is RecordedRunTests': rows 320 × 50 with no spacing (A y 0…50, B 50…100, C 100…150),
/// 10 fps, a press of one frame, the move to B's centre over 0.2 s (two frames), the release.
/// `Tests/Fixtures/recorded/buggy.json` is the buggy page of that test: A moves below B only at
/// frame 3, its data never changes; six frames, the finger down in frames 1 to 3.
@Suite struct RecordedBoardRunTests {
    static let markdown = """
        ```board
        id: r
        title: Recorded
        layout: list
        viewport: 320x200
        item-size: 320x50
        line-spacing: 0
        fps: 10
        press-duration: 1 frames
        profiles: [system, {observed: buggy.json}]
        items: [A, B, C]
        steps: [press A, move to B over 0.2s, release]
        expect:
          data: [B, A, C]
        ```
        """

    /// The scenario with the recording read into it (as SiteIO reads it), the trace's text edited by `edit`.
    static func scenario(_ edit: (String) -> String = { $0 }) throws -> Scenario {
        let page = try PageParser.parse(markdown: markdown, file: "r.md")
        var board = try #require(page.boards.first)
        let text = edit(String(decoding: try RecordedTraceReadingTests.buggy(), as: UTF8.self))
        board.recordings[1]?.trace = try RecordedTrace.read(Array(text.utf8), from: "buggy.json")
        return board.scenario()
    }

    @Test func itsStepsEndWhereItsFingerSaysAndItsInvariantsAreChecked() throws {
        let scenario = try Self.scenario()
        let runs = ScenarioRun.all(scenario)
        #expect(runs.map(\.isRecorded) == [false, true])
        let run = runs[1]
        #expect(run.timeline.provenance.label
            == "observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0)")
        // The release is the first frame without a finger after one with it: frame 4. The move (two
        // frames) ends the frame before, 3; the press two frames before that, 1; the last step ends
        // on the last frame, 5: RecordedRunTests' [1, 3, 5].
        #expect(run.timeline.stepEnds == [1, 3, 5])
        // At rest from frame 4 (no finger, nothing lifted), the screen [B, A, C] and the data
        // [A, B, C] differ: data-matches-view, once, at frame 4. Nothing is lost; the offset stays 0.
        #expect(run.timeline.violations.map(\.frame) == [4])
        #expect(run.timeline.violations.map(\.rule) == [.dataMatchesView])
        // The board's geometry: the trace's viewport and rects are the board's.
        #expect(run.scenario.stage.viewport == Size(width: 320, height: 200))
        #expect(run.timeline.drawnFrame(of: "B", at: run.timeline.frames[3]) == Rect(x: 0, y: 0, width: 320, height: 50))
    }

    @Test func checkSaysAtWhichFrameAndHow() throws {
        let run = ScenarioRun.all(try Self.scenario())[1]
        // The data never changed: it shows [A, B, C] from frame 0.
        #expect(run.checkedExpectationLines.map { $0.last } == [
            "  the page shows its final data order from frame 0 (0 s) to the end"])
        #expect(run.checkedViolationLines == [[
            "frame 4 (0.4 s): data-matches-view: the screen shows [[B, A, C]] but the data source holds [[A, B, C]]"]])
        // The engine's run meets expect: and its violations are not check's.
        #expect(ScenarioRun.all(try Self.scenario())[0].checkedExpectationLines.isEmpty)
        #expect(ScenarioRun.all(try Self.scenario())[0].checkedViolationLines.isEmpty)
    }

    @Test func aPageOfAnotherGeometryIsDrawnInItsOwn() throws {
        // The page's rows are 40 tall in a 320 × 120 container: A y 0…40, B 40…80, C 80…120.
        let scenario = try Self.scenario {
            $0.replacingOccurrences(of: "\"viewport\":[320,200]", with: "\"viewport\":[320,120]")
                .replacingOccurrences(of: "\"contentSize\":[320,150]", with: "\"contentSize\":[320,120]")
                .replacingOccurrences(of: "\"A\":[0,0,320,50],\"B\":[0,50,320,50],\"C\":[0,100,320,50]",
                                      with: "\"A\":[0,0,320,40],\"B\":[0,40,320,40],\"C\":[0,80,320,40]")
        }
        let run = ScenarioRun.all(scenario)[1]
        #expect(run.scenario.stage.viewport == Size(width: 320, height: 120))
        // Frame 3 shows [B, A, C]: B in the first slot (y 0…40), C in the third (80…120); A is lifted.
        let f3 = run.timeline.frames[3]
        #expect(run.timeline.drawnFrame(of: "B", at: f3) == Rect(x: 0, y: 0, width: 320, height: 40))
        #expect(run.timeline.drawnFrame(of: "C", at: f3) == Rect(x: 0, y: 80, width: 320, height: 40))
        #expect(run.timeline.layouts[f3.layoutIndex].contentSize == Size(width: 320, height: 120))
        // The engine's run keeps the board's.
        #expect(ScenarioRun.all(scenario)[0].scenario.stage.viewport == Size(width: 320, height: 200))
    }

    @Test func whatDoesNotFitTheBoardIsRefused() throws {
        // A label the board does not have.
        let scenario = try Self.scenario { $0.replacingOccurrences(of: "\"C\"]]", with: "\"Z\"]]") }
        let variant = try #require(scenario.variants[1].recorded)
        #expect(throws: RecordedRunError.unknownItem("Z", frame: 0)) { try ScenarioRun(scenario, recordedVariant: variant) }
        // Another frame rate: the times are then refused by the reader already; here the board's is 20.
        var other = try Self.scenario()
        other.script.fps = 20
        let recorded = try #require(other.variants[1].recorded)
        #expect(throws: RecordedRunError.frameRate(10, expected: 20)) { try ScenarioRun(other, recordedVariant: recorded) }
    }
}
