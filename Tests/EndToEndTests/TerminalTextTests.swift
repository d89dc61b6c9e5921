import Foundation
import Testing

/// User text on the terminal: a key, a label or a file name carrying control
/// sequences is printed with every control character written out (`\u{1B}`), so it
/// can neither erase the error line nor print a fake "Built" (issue 11, item 16).
@Suite struct TerminalTextTests {
    /// ESC [2K (erase the line), CR, ESC [32m (green): what a hostile key would send.
    static let fakeSuccess = "\u{1B}[2K\r\u{1B}[32mBuilt 1 page"

    static func templates() -> String { CLI.root.appendingPathComponent("templates").path }

    @Test func aKeyWithControlSequencesIsEscapedInTheDiagnostic() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // YAML's "\e" is ESC. The key is YAML line 3 after the fence on line 3: Markdown line 6, column 1.
        let md = "# Fake\n\n```board\nviewport: 200x200\nitems: [A, B]\n\"\\e[2K\\r\\e[32mBuilt 1 page\": 1\n```\n"
        try md.write(to: dir.appendingPathComponent("fake.md"), atomically: true, encoding: .utf8)
        for command in [["build", "fake.md", "--out", "site", "--templates", Self.templates()],
                        ["trace", "fake.md"], ["check", "fake.md"]] {
            let result = try CLI.run(command, in: dir)
            #expect(result.status == 1, "\(command[0])")
            #expect(result.stderr == "fake.md:6:1: error: unknown key '\\u{1B}[2K\\u{D}\\u{1B}[32mBuilt 1 page'\n",
                    "\(command[0]): \(result.stderr.debugDescription)")
            #expect(result.stdout.isEmpty || command[0] == "trace")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("site").path))
    }

    @Test func checkPrintsEachLineOfADifferenceWithTheLabelsEscaped() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The label is ESC [2K CR "A" LF "ok": its line feed must not start a line of its own.
        // No steps, so the final order is the initial [[L, B]]; `expect:` (YAML line 3 after the fence on line 3: Markdown line 6) asks [[B, L]].
        let md = """
            # Wrong

            ```board
            viewport: 200x200
            items: ["\\e[2K\\rA\\nok", B]
            expect:
              order: [[B, "\\e[2K\\rA\\nok"]]
            ```
            """
        try md.write(to: dir.appendingPathComponent("wrong.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["check", "wrong.md"], in: dir)
        #expect(result.status == 1)
        let label = "\\u{1B}[2K\\u{D}A\\u{A}ok"
        #expect(result.stderr == """
            wrong.md:6:1: error: board 'wrong': expected final screen order [[B, \(label)]], got [[\(label), B]]
              section 0: expected [[B, \(label)]], got [[\(label), B]]
            1 of 1 board did not meet expectations

            """, "\(result.stderr.debugDescription)")
    }

    @Test func aFileNameWithControlCharactersIsEscaped() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // ESC [31m and a right-to-left override (U+202E) in the name; the board has no viewport
        // (reported at its fence, line 1, column 1).
        let name = "\u{1B}[31m\u{202E}x.md"
        try "```board\nitems: [A]\n```\n".write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let result = try CLI.run(["trace", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("./\\u{1B}[31m\\u{202E}x.md:1:1: error: missing required key 'viewport'"),
                "\(result.stderr.debugDescription)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}

extension TerminalTextTests {
    @Test func tracePrintsNoCharacterATerminalWouldObey() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A label with DEL, the 8-bit CSI (U+009B) and a right-to-left override; a title with ESC.
        let md = "# T\n\n```board\ntitle: \"\\e[2Kt\"\nviewport: 200x200\nitems: [\"a\\x7F\\x9B2K\\u202E\", B]\n```\n"
        try md.write(to: dir.appendingPathComponent("t.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["trace", "t.md"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!result.stdout.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(result.stdout.contains("\"title\":\"\\u001b[2Kt\""))
        #expect(result.stdout.contains("\"a\\u007f\\u009b2K\\u202e\":"))
        // Still the same text to a JSON reader.
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let board = try #require((object?["boards"] as? [[String: Any]])?.first)
        #expect((board["items"] as? [String: Any])?.keys.contains("a\u{7F}\u{9B}2K\u{202E}") == true)
    }
}

extension TerminalTextTests {
    /// The output folder's name and the input it would hold are the user's text too: a line feed in them is
    /// written out, so the refusal stays one line.
    @Test func anOutputFolderNameWithALineFeedStaysOnOneLine() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = "in\nBuilt 1 page"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
        try "# A\n\n```board\nviewport: 200x200\nitems: [A, B]\n```\n"
            .write(to: dir.appendingPathComponent("\(folder)/a.md"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", folder, "--out", folder, "--templates", Self.templates()], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "in\\u{A}Built 1 page: error: the output folder contains an input "
            + "(in\\u{A}Built 1 page); choose another --out\n", "\(result.stderr.debugDescription)")
    }
}
