import Foundation
import Testing

/// Golden files: output that a test compares byte for byte with a file kept under `Tests/Goldens/`.
///
/// `Golden.expect(_:matches:)` fails when the bytes differ, naming the golden file, the first line
/// that differs (both versions, cut around the first differing column when long) and how to re-record.
/// A missing golden file is a failure too.
///
/// Re-recording is on purpose: with `SHUFFLEBOARD_RECORD_GOLDENS=1` in the environment the helper
/// writes the output over the golden file instead of comparing, and still records an issue saying
/// it did, so that a recording run never passes. Run it, read `git diff Tests/Goldens`, and commit
/// only changes that the change in the code is meant to make. See `Tests/Goldens/README.md`.
enum Golden {
    /// The folder of the golden files (next to the test targets, not a resource of any).
    static let folder = CLI.root.appendingPathComponent("Tests/Goldens")

    static let recordVariable = "SHUFFLEBOARD_RECORD_GOLDENS"

    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    static let recordCommand = "\(recordVariable)=1 swift test --skip-build --filter GoldenTests"

    /// Compares `output` with `Tests/Goldens/<path>`, or writes it there when recording.
    static func expect(_ output: Data, matches path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(path)
        let name = "Tests/Goldens/\(path)"
        let golden = FileManager.default.contents(atPath: file.path)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try output.write(to: file)
                let what = golden == nil ? "new" : golden == output ? "unchanged" : "changed"
                let message = "Re-recorded \(name) (\(what), \(output.count) bytes) because \(recordVariable)=1; "
                    + "check `git diff Tests/Goldens`, then run again without it."
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not write \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let golden else {
            Issue.record("No golden file \(name). Record it with `\(recordCommand)`, read it, and commit it.",
                         sourceLocation: sourceLocation)
            return
        }
        guard golden != output else { return }
        Issue.record(Comment(rawValue: difference(golden: golden, output: output, name: name)),
                     sourceLocation: sourceLocation)
    }

    /// The failure message: where the output first departs from the golden file.
    static func difference(golden: Data, output: Data, name: String) -> String {
        let old = lines(golden), new = lines(output)
        let index = firstDifference(old, new)
        var message = "\(name) differs from the output (golden \(golden.count) bytes, output \(output.count) bytes)"
        if index < old.count && index < new.count {
            let column = firstDifference(old[index], new[index])
            message += " first at line \(index + 1), column \(column + 1):\n"
                + "  golden: \(excerpt(old[index], around: column))\n"
                + "  output: \(excerpt(new[index], around: column))\n"
        } else if old.count == new.count {
            message += ": every line agrees, so only the final newline (or bytes that are not UTF-8) differ\n"
        } else {
            message += ": the first \(index) lines agree, then the \(index < old.count ? "output" : "golden file") ends"
                + " (golden \(old.count) lines, output \(new.count) lines)\n"
            let extra = index < old.count ? old[index] : new[index]
            message += "  line \(index + 1) (\(index < old.count ? "golden" : "output")): \(excerpt(extra, around: 0))\n"
        }
        return message + "If the change is intended, re-record with `\(recordCommand)` and review `git diff Tests/Goldens`."
    }

    /// The first index where `a` and `b` differ, or the shorter one's length if one begins the other.
    static func firstDifference<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    /// The lines of `data` (split at LF; a final LF ends the last line rather than starting an empty one).
    static func lines(_ data: Data) -> [[Character]] {
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if data.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines.map(Array.init)
    }

    /// At most `width` characters of `line` around `column`, with "…" where it was cut, quoted.
    static func excerpt(_ line: [Character], around column: Int, width: Int = 120) -> String {
        guard line.count > width else { return "\"\(String(line))\"" }
        let start = max(0, min(column - width / 3, line.count - width))
        let end = min(line.count, start + width)
        return (start > 0 ? "…" : "") + "\"\(String(line[start..<end]))\"" + (end < line.count ? "…" : "")
    }
}
