import Foundation
import Testing

/// `serve` watches the recordings its boards name (issue 32): a recording written anew builds its
/// board again, as a fresh build of the same files would.
@Suite struct ServeRecordingTests {
    @Test func aRewrittenRecordingRebuildsItsBoard() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        let docs = dir.appendingPathComponent("docs")
        try fm.createDirectory(at: docs, withIntermediateDirectories: true)
        for name in ["page.md", "buggy.json"] {
            try fm.copyItem(at: RecordedBoardBuildTests.fixtures.appendingPathComponent(name),
                            to: docs.appendingPathComponent(name))
        }
        let served = dir.appendingPathComponent("served"), built = dir.appendingPathComponent("built")
        let server = try ServeTests.Server([docs.path, "--out", served.path, "--port", "0"])
        var seen = server.printed
        // The library the page says it runs, changed in the recording only: the Markdown is as it was.
        let file = docs.appendingPathComponent("buggy.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("SortableJS 1.14.0"))
        try text.replacingOccurrences(of: "SortableJS 1.14.0", with: "SortableJS 1.15.2")
            .write(to: file, atomically: true, encoding: .utf8)
        while !seen.contains("Rebuilt ") {
            let data = server.out.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        let line = seen.split(separator: "\n").first { $0.hasPrefix("Rebuilt ") }.map(String.init) ?? seen
        #expect(line.contains("(ran 1 and drew 1 again)"), "\(line)")
        #expect(try String(contentsOf: served.appendingPathComponent("boards/page/trace.json"), encoding: .utf8)
            .contains("\"library\":\"SortableJS 1.15.2\""))
        // page.md's recording misses its expect: on purpose (RecordedBoardBuildTests): built as serve builds.
        #expect(try CLI.run(["build", docs.path, "--out", built.path, "--keep-going"]).status == 0)
        CLI.expectSameTree(served, built)
        #expect(server.stop().status == 0)
    }
}
