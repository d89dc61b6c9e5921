import Scenario
import Foundation
import Testing
@testable import BoardFormat

/// The corpus of malformed boards: `Corpus/NN-what.md`, one mistake (or a few) per file,
/// and next to each `Corpus/NN-what.expected`, the exact compiler-style lines the parser
/// must print for it, with the file named `Corpus/NN-what.md`.
///
/// The expected files were written by hand from the rules (Markdown line = fence line +
/// YAML line, columns in UTF-8 bytes). To re-record them after a deliberate change of
/// wording, run the tests with `SHUFFLEBOARD_RECORD=1` and review the diff before committing.
enum Corpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The names of the corpus documents (`NN-what.md`), sorted.
    static let documents: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }()

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SHUFFLEBOARD_RECORD"].map { !["", "0"].contains($0) } ?? false
    }

    /// What the parser prints for a corpus document: one line per diagnostic.
    static func printed(for name: String) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let found = diagnostics(of: text, file: "Corpus/\(name)")
        return found.map { "\($0)\n" }.joined()
    }

    static func expectedURL(for name: String) -> URL {
        folder.appendingPathComponent(String(name.dropLast(".md".count)) + ".expected")
    }

    /// The lines of `actual` and `expected` that differ, `-` expected and `+` printed.
    static func differences(expected: String, actual: String) -> String {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        for index in 0..<max(want.count, got.count) {
            let w = index < want.count ? want[index] : nil
            let g = index < got.count ? got[index] : nil
            guard w != g else { continue }
            if let w { lines.append("- \(w)") }
            if let g { lines.append("+ \(g)") }
        }
        return lines.joined(separator: "\n")
    }
}

@Suite struct CorpusTests {
    @Test func corpusIsLargeAndComplete() throws {
        #expect(Corpus.documents.count >= 40, "the corpus must hold at least 40 malformed boards")
        let names = try FileManager.default.contentsOfDirectory(atPath: Corpus.folder.path)
        for name in names where name.hasSuffix(".expected") {
            let document = String(name.dropLast(".expected".count)) + ".md"
            #expect(Corpus.documents.contains(document), "\(name) has no \(document)")
        }
        for name in names where !name.hasSuffix(".expected") && !name.hasSuffix(".md") {
            Issue.record("unexpected file in the corpus: \(name)")
        }
    }

    @Test(arguments: Corpus.documents)
    func documentPrintsItsExpectedDiagnostics(_ name: String) throws {
        let actual = try Corpus.printed(for: name)
        let url = Corpus.expectedURL(for: name)
        if Corpus.isRecording {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(!actual.isEmpty, "\(name) is in the corpus of malformed boards but parses without a problem")
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(FileManager.default.fileExists(atPath: url.path),
                "\(name) has no .expected file; write one by hand, or run with SHUFFLEBOARD_RECORD=1")
        if actual != expected {
            Issue.record("""
                \(name): the printed diagnostics differ from \(url.lastPathComponent) \
                (- expected, + printed):
                \(Corpus.differences(expected: expected, actual: actual))
                """)
        }
    }
}
