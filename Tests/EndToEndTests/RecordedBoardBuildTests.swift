import Foundation
import Testing

/// Boards that name a recording (`profiles: [system, {observed: buggy.json}]`, issue 32), run as a
/// user runs them: built beside the model (its files compared with `Tests/Goldens/recorded/`),
/// checked, traced, rendered, and refused with one diagnostic when the recording cannot be read.
///
/// `Tests/Fixtures/recorded/` holds the boards and traces (its README says how they were made).
@Suite struct RecordedBoardBuildTests {
    static let fixtures = CLI.root.appendingPathComponent("Tests/Fixtures/recorded")

    /// A fresh folder holding the fixtures' files; the caller removes it.
    static func folder() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for name in ["page.md", "buggy.json", "same.md", "same.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        return dir
    }

    @Test func aBoardBuildsWithItsRecordingBesideTheModel() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["build", "page.md", "--out", "site", "--templates", SiteWriterTests.templates], in: dir)
        // The page misses expect:'s data order (it never commits: buggy.json's data is [[A, B, C]] in all six
        // frames): the site is written all the same, and the build fails at 'expect:', line 18.
        #expect(result.status == 1)
        #expect(result.stderr == "page.md:18:1: error: expectation not met: board 'page' under observed (recorded from "
            + "file:///srv/list.html in Chromium 120, SortableJS 1.14.0): expected final data order [[B, A, C]], got "
            + "[[A, B, C]]; the page's data source holds it from frame 0 (0 s) to the end, and never held the expected order\n",
                "\(result.stderr)")
        for file in ["page.html", "boards/page/walkthrough.svg", "boards/page/walkthrough-2.svg",
                     "boards/page/step-02-2.svg", "boards/page/trace.json", "boards/page/report.html"] {
            let output = try #require(FileManager.default.contents(atPath: dir.appendingPathComponent("site/\(file)").path),
                                      "the build wrote no \(file)")
            Golden.expect(output, matches: "recorded/\(file)")
        }
        let page = try String(contentsOf: dir.appendingPathComponent("site/page.html"), encoding: .utf8)
        #expect(page.contains("profiles: system, observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0)"))
        // Where they part: the page moves A a frame later (screen, frame 2), never commits (data, frame 4).
        #expect(page.contains("frame 2 (0.2 s)") && page.contains("frame 4 (0.4 s)"))
    }

    @Test func checkFailsSayingAtWhichFrameAndHow() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["check", "page.md"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let under = "under observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0):"
        // expect: is on line 18 of page.md, the entry on line 15, column 26 ('{').
        #expect(result.stderr == """
            page.md:18:1: error: board 'page': \(under)
            expected final data order [[B, A, C]], got [[A, B, C]]
              section 0: expected [[B, A, C]], got [[A, B, C]]
              the page shows its final data order from frame 0 (0 s) to the end
            page.md:15:20: error: board 'page': \(under)
            frame 4 (0.4 s): data-matches-view: the screen shows [[B, A, C]] but the data source holds [[A, B, C]]
            1 of 1 board did not meet expectations

            """)
    }

    @Test func ourOwnTraceReadBackPartsFromTheModelNowhere() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLI.run(["check", "same.md"], in: dir)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "1 board checked: all expectations hold\n")
        let build = try CLI.run(["build", "same.md", "--out", "site"], in: dir)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("site/same.html"), encoding: .utf8)
        // The parting table: every aspect "never".
        #expect(page.components(separatedBy: "<td>never</td>").count - 1 == 4, "\(page)")
        // The trace: the recording's variant after the model's, saying where it came from (the file).
        let trace = try CLI.run(["trace", "same.md"], in: dir)
        #expect(trace.status == 0)
        #expect(trace.stdout.contains("\"profiles\":[\"system\",\"observed\"]"))
        #expect(trace.stdout.contains("{\"profile\":\"observed\",\"source\":{\"kind\":\"recorded\",\"from\":\"same.json\","
            + "\"browser\":null,\"items\":null,\"library\":null},\n"))
        // render draws it too.
        let render = try CLI.run(["render", "same.md", "--svg"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("observed (recorded from same.json)"))
    }

    /// One board whose entry is `entry`, in a fresh folder with `files`.
    static func refused(_ entry: String, files: [String: String] = [:], link: (name: String, to: String)? = nil)
        throws -> CLI.Result {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let board = try String(contentsOf: fixtures.appendingPathComponent("page.md"), encoding: .utf8)
            .replacingOccurrences(of: "{observed: buggy.json}", with: entry)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try board.write(to: dir.appendingPathComponent("docs/page.md"), atomically: true, encoding: .utf8)
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent("docs/\(name)"), atomically: true, encoding: .utf8)
        }
        if let link {
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("docs/\(link.name)").path,
                                                       withDestinationPath: link.to)
        }
        let result = try CLI.run(["build", "docs/page.md", "--out", "site"], in: dir)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("site").path), "a refused build wrote")
        return result
    }

    @Test func aRecordingThatCannotBeReadIsOneDiagnosticAtItsEntry() throws {
        let buggy = try String(contentsOf: Self.fixtures.appendingPathComponent("buggy.json"), encoding: .utf8)
        let at = "docs/page.md:15:20: error: observed: "
        let cases: [(entry: String, files: [String: String], link: (name: String, to: String)?, message: String)] = [
            ("{observed: gone.json}", [:], nil, "'gone.json' cannot be read: no such file"),
            ("{observed: notes.json}", ["notes.json": "not JSON"], nil,
             "'notes.json' is not a trace: not JSON (expected a value at byte 0)"),
            ("{observed: v4.json}", ["v4.json": buggy.replacingOccurrences(of: "{\"version\":3,", with: "{\"version\":4,")], nil,
             "'v4.json' is a trace of format version 4; a recording is read in versions 1, 2 and 3"),
            ("{observed: two.json}", ["two.json": "{\"version\":3,\"boards\":[{},{}]}"], nil,
             "'two.json' holds 2 boards; a recording is one board's run (record one with --board ID)"),
            ("{observed: out.json}", [:], ("out.json", "/etc/hostname"), 
             "'out.json' leads outside the board's folder (through a link); a recording must be inside it"),
            ("{observed: other.json}", ["other.json": buggy.replacingOccurrences(of: "\"C\"]]", with: "\"Z\"]]")], nil,
             "'other.json' does not fit board 'page': frame 0 shows 'Z', which is not an item of the board"),
        ]
        for c in cases {
            let result = try Self.refused(c.entry, files: c.files, link: c.link)
            #expect(result.status == 1, "\(c.entry)")
            #expect(result.stderr == at + c.message + "\n", "\(c.entry)")
        }
        // Outside as written: the parser refuses it, at the path.
        let up = try Self.refused("{observed: ../page.json}")
        #expect(up.status == 1)
        #expect(up.stderr == "docs/page.md:15:31: error: observed: '../page.json' leads outside the board's folder; a "
            + "recording is named relative to the board's file, inside its folder, like {observed: recorded/list.json}\n")
    }
}
