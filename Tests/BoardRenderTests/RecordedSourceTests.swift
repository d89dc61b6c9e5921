import BoardFormat
import ReorderEngine
import Scenario
import Testing
@testable import BoardRender

/// A recording's `source` keeps what `record` needs to record it again (`--container`, `--touch`,
/// a `--browser` other than the default), as keys added after `library` (docs/trace.md, "Recorded
/// runs"); a recording without them (made before) is written and read as before. The runs are
/// RecordedRunTests' page by hand.
@Suite struct RecordedSourceTests {
    static func trace(_ recording: Recording, version: TraceVersion = .current) throws -> String {
        let scenario = try RecordedRunTests.scenario()
        let run = try ScenarioRun(scenario, recording: recording, frames: RecordedRunTests.frames(), stepEnds: [1, 3, 5])
        return TraceJSON.document(boards: [[run]], version: version)
    }

    @Test func recordsOptionsAreWrittenAfterTheLibraryAndReadBack() throws {
        var recording = RecordedRunTests.recording
        recording.replay = Recording.Replay(container: "#list", touch: true, browserPath: "/opt/chromium/chrome")
        let text = try Self.trace(recording)
        #expect(text.contains(#""source":{"kind":"recorded","from":"file:///srv/list.html","browser":"Chromium 120","#
            + ##""items":"li","library":"SortableJS 1.14.0","container":"#list","touch":true,"browserPath":"/opt/chromium/chrome"},"##))
        #expect(try RecordedTrace.read(Array(text.utf8), from: "t.json").recording == recording)
        // Version 1's spaced keys read back the same.
        #expect(try RecordedTrace.read(Array(try Self.trace(recording, version: .v1).utf8), from: "t.json").recording == recording)
    }

    @Test func theDefaultBrowserAndNoContainerAreNotNamed() throws {
        var recording = RecordedRunTests.recording
        recording.replay = Recording.Replay()
        let text = try Self.trace(recording)
        #expect(text.contains(#""library":"SortableJS 1.14.0","container":null,"touch":false},"#))
        #expect(!text.contains("browserPath"))
        #expect(try RecordedTrace.read(Array(text.utf8), from: "t.json").recording.replay == Recording.Replay())
    }

    @Test func aRecordingFromBeforeHasNoneAndIsWrittenAsBefore() throws {
        let text = try Self.trace(RecordedRunTests.recording)
        #expect(text.contains(#""library":"SortableJS 1.14.0"},"fps":10"#))
        #expect(try RecordedTrace.read(Array(text.utf8), from: "t.json").recording.replay == nil)
    }

    @Test func aTouchThatIsNotABooleanIsRefused() throws {
        let text = try Self.trace(RecordedRunTests.recording)
            .replacingOccurrences(of: #""library":"SortableJS 1.14.0"}"#, with: #""library":"SortableJS 1.14.0","touch":"yes"}"#)
        #expect(throws: RecordedTraceError.malformed("'source' has 'touch' as a string, not true or false", frame: nil)) {
            try RecordedTrace.read(Array(text.utf8), from: "t.json")
        }
    }
}
