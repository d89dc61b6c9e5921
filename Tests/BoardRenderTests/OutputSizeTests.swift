import Scenario
import BoardFormat
import Foundation
import Testing
@testable import BoardRender
import TestSupport

/// The sizes worked out before writing (docs/limits.md): the trace's upper bound and the
/// escaped lengths it adds up.
@Suite struct OutputSizeTests {
    /// The example boards, run.
    static let runs: [ScenarioRun] = {
        let folder = Fixtures.examples
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted().flatMap { name -> [ScenarioRun] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            let page = try? PageParser.parse(markdown: text, file: "examples/\(name)")
            return (page?.boards ?? []).map { ScenarioRun($0.scenario()) }
        }
    }()

    @Test func theJSONLengthIsTheLengthOfTheEscapedText() {
        for text in ["", "plain", "quote \" and \\ back", "<a & b>", "tab\tline\nreturn\r", "é ✓ 🎉",
                     "\u{1B}[2K\u{7F}\u{9B}\u{202E}\u{2028}", "\u{0}\u{1F}"] {
            #expect(Escape.jsonLength(text) == Escape.json(text).utf8.count, "\(text.debugDescription)")
        }
    }

    @Test func theTraceBoundIsAtLeastWhatIsWritten() {
        #expect(Self.runs.count >= 12)
        for run in Self.runs {
            let written = TraceJSON.board(run).utf8.count
            let bound = TraceJSON.maximumBytes(run)
            #expect(bound >= written, "\(run.scenario.id)")
            // Each frame's fields and events are counted at their longest (numbers of 19 characters):
            // a few hundred bytes a frame over, which the whole order, written on every change, outweighs
            // on the boards the limit is for.
            #expect(bound - written < 1_000 * run.timeline.frames.count, "\(run.scenario.id): \(bound) for \(written)")
        }
    }
}
