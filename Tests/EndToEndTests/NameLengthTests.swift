import Foundation
import Testing

/// Names longer than a file name may be (255 bytes) get one `file:line:col`
/// diagnostic in every command, before anything is written, instead of a bare
/// system error from `build` alone (issue 11, item 12).
@Suite struct NameLengthTests {
    static let commands: [[String]] = [["build", "--out", "site", "--templates",
                                        CLI.root.appendingPathComponent("templates").path],
                                       ["trace"], ["check"]]

    /// Runs every command on `file` in `dir`: each must fail with exactly `stderr` and write nothing.
    static func expectRefused(_ file: String, in dir: URL, stderr: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        for command in commands {
            let result = try CLI.run([command[0], file] + command.dropFirst(), in: dir)
            #expect(result.status == 1, "\(command[0])", sourceLocation: sourceLocation)
            #expect(result.stderr == stderr, "\(command[0]): \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stdout.isEmpty, "\(command[0])", sourceLocation: sourceLocation)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("site").path),
                sourceLocation: sourceLocation)
    }

    @Test func anIDLongerThanAFileNameIsRefusedByEveryCommand() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let id = String(repeating: "i", count: 256)
        try "# T\n\n```board\nid: \(id)\nviewport: 100x100\nitems: 1\n```\n"
            .write(to: dir.appendingPathComponent("t.md"), atomically: true, encoding: .utf8)
        // `id:` is YAML line 1 after the fence on line 3: Markdown line 4, the value at column 5.
        try Self.expectRefused("t.md", in: dir, stderr: "t.md:4:5: error: id: '" + String(repeating: "i", count: 39)
            + "…' is 256 characters long, over the limit of 255 for a board id, which names a folder "
            + "(see docs/limits.md)\n")
    }

    @Test func aPageNameLongerThanAFileNameIsRefusedByEveryCommand() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 251 + ".md" = 254 bytes is a valid file name; its page, 251 + ".html" = 256 bytes, is not.
        let stem = String(repeating: "p", count: 251)
        try "# T\n".write(to: dir.appendingPathComponent(stem + ".md"), atomically: true, encoding: .utf8)
        try Self.expectRefused(stem + ".md", in: dir, stderr: "\(stem).md:1:1: error: the page's file name '"
            + String(repeating: "p", count: 24) + "…" + String(repeating: "p", count: 10) + ".html' would be 256 bytes "
            + "long, over the limit of 255 bytes for a file name (see docs/limits.md); shorten the name of the "
            + "Markdown file\n")
    }

    @Test func theLongestNamesThatFitAreBuilt() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A 250-byte page name (255 with ".html") and a board whose 299-character title slug is
        // shortened to 254 characters ("ab-" × 82 less its "-", "-", 8 hex digits).
        let stem = String(repeating: "p", count: 250)
        let title = Array(repeating: "Ab", count: 100).joined(separator: " ")
        try "# \(title)\n\n```board\nviewport: 100x100\nitems: [A, B]\n```\n"
            .write(to: dir.appendingPathComponent(stem + ".md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", stem + ".md", "--out", "site", "--templates",
                                  CLI.root.appendingPathComponent("templates").path], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let site = dir.appendingPathComponent("site")
        let boards = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("boards").path)
        #expect(boards.count == 1)
        #expect(boards.first?.utf8.count == 254)
        #expect(boards.first?.hasPrefix("ab-ab-") == true)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(stem + ".html").path))
    }
}
