import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A board whose `expect:` does not hold (issue 33, "Failing builds"), as a docs CI meets it:
/// `build` and `render` write what they draw and exit 1 with one `file:line:col: error:` line per
/// entry that failed, `--keep-going` makes those lines warnings and the exit 0, the summary counts
/// the boards, and `serve` warns without stopping (docs/expectations.md).
///
/// The frames named in the messages are worked out from boards without steps (their one frame,
/// 0, holds the stage as written) and from `Tests/Fixtures/recorded/buggy.json`, whose frames
/// are written out by hand: screen [[A, B, C]] in frames 0 to 2, [[B, A, C]] from frame 3 (A moves
/// below B), the data [[A, B, C]] in every frame, 10 frames a second.
@Suite struct UnmetExpectationTests {
    /// A board of two items and no steps, so that its one frame shows [[A, B]], and an `expect:`
    /// of [[B, A]]: the fence is Markdown line 3, so `expect:`, YAML line 3, is line 6, column 1.
    static let wrong = """
        # Wrong

        ```board
        viewport: 200x200
        items: [A, B]
        expect:
          order: [[B, A]]
        ```

        """

    /// What is said of ``wrong``, after `wrong.md:6:1: error: ` or `warning: `.
    static let wrongSaid = "expectation not met: board 'wrong': expected final screen order [[B, A]], got [[A, B]]; "
        + "the run shows it from frame 0 (0 s) to the end, and never showed the expected order"

    static func folder(_ files: [String: String]) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func buildWritesTheSiteAndExitsOneWithALineAtTheExpectKey() throws {
        let dir = try Self.folder(["wrong.md": Self.wrong])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["build", "wrong.md", "--out", "site", "--templates", SiteWriterTests.templates], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "wrong.md:6:1: error: " + Self.wrongSaid + "\n", "\(result.stderr)")
        // Not bad input: the site is written, its badge saying it too, and the summary counts the board.
        let page = try String(contentsOf: dir.appendingPathComponent("site/wrong.html"), encoding: .utf8)
        #expect(page.contains("expectations not met"))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(lines.first?.range(of: #"^Built 1 page and 1 board \(\d+ files\) into site/ in \d+\.\d\d s; "#
            + #"1 board with unmet expectations$"#, options: .regularExpression) != nil, "\(result.stdout)")
    }

    @Test func keepGoingMakesThemWarningsAndExitsZero() throws {
        let dir = try Self.folder(["wrong.md": Self.wrong])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["build", "wrong.md", "--out", "site", "--keep-going"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr == "wrong.md:6:1: warning: " + Self.wrongSaid + "\n", "\(result.stderr)")
        #expect(result.stdout.contains("; 1 board with unmet expectations\n"))
        // --quiet silences the summary, not the warnings; --fragment counts the boards too.
        let quiet = try CLI.run(["build", "wrong.md", "--out", "quiet", "--keep-going", "-q"], in: dir)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty)
        #expect(quiet.stderr == result.stderr)
        let fragments = try CLI.run(["build", "wrong.md", "--out", "fragments", "--fragment"], in: dir)
        #expect(fragments.status == 1)
        #expect(fragments.stdout.range(of: #"^Built 1 board fragment \(\d+ files\) into fragments/ in \d+\.\d\d s; "#
            + #"1 board with unmet expectations\n"#, options: .regularExpression) != nil, "\(fragments.stdout)")
    }

    /// Three boards: one that holds, one whose screen and data both miss (one board, two lines at its
    /// `expect:`), and ``wrong``. Lines: the heading 1, a blank, the fence 3, then the YAML.
    @Test func theSummaryCountsBoardsAndEachFailedEntryHasItsLine() throws {
        let md = """
            # Three

            ```board
            id: holds
            viewport: 200x200
            items: [A, B]
            expect: {order: [[A, B]], data: [[A, B]]}
            ```

            ```board
            id: both
            viewport: 200x200
            items: [A, B]
            expect: {order: [[B, A]], data: [[B, A]]}
            ```

            """
        let dir = try Self.folder(["three.md": md, "wrong.md": Self.wrong])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["build", "three.md", "wrong.md", "--out", "site"], in: dir)
        #expect(result.status == 1)
        // 'both': its fence is line 10, 'expect:' its YAML line 4, line 14, column 1.
        #expect(result.stderr == """
            three.md:14:1: error: expectation not met: board 'both': expected final screen order [[B, A]], got [[A, B]]; \
            the run shows it from frame 0 (0 s) to the end, and never showed the expected order
            three.md:14:1: error: expectation not met: board 'both': expected final data order [[B, A]], got [[A, B]]; \
            the run's data source holds it from frame 0 (0 s) to the end, and never held the expected order
            wrong.md:6:1: error: \(Self.wrongSaid)

            """, "\(result.stderr)")
        #expect(result.stdout.contains("Built 2 pages and 3 boards (") && result.stdout.contains("; 2 boards with unmet expectations\n"),
                "\(result.stdout)")
        // check keeps its own words (CLITests).
        let check = try CLI.run(["check", "three.md", "wrong.md"], in: dir)
        #expect(check.status == 1 && check.stderr.hasSuffix("\n2 of 3 boards did not meet expectations\n"))
    }

    /// Two entries of one profile, named with `as:` (issue 31): a message names the entry, since
    /// "under profile 'sortablejs'" would fit both. The board is BoardFormatTests' EntryNameTests leg
    /// with its two expectations swapped, so each entry misses the other's order (worked out there: swap-threshold
    /// 1 ends A C B D E, 0.2 ends A B C D E).
    @Test func twoEntriesOfOneProfileAreNamedByTheirOwnNames() throws {
        let md = """
            ```board
            id: leg
            layout: list
            profiles: [{sortablejs: {swap-threshold: 1}, as: whole}, {sortablejs: {swap-threshold: 0.2}, as: small}]
            viewport: 200x200
            item-size: 200x40
            items: [A, B, C, D, E]
            steps: [press B, "move to 100,92 over 0.3s", hold 0.2s, release]
            expect: {whole: {order: [[A, B, C, D, E]]}, small: {order: [[A, C, B, D, E]]}}
            ```

            """
        let dir = try Self.folder(["leg.md": md])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["build", "leg.md", "--out", "site", "--keep-going", "-q"], in: dir)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.contains("board 'leg' under entry 'whole' (profile 'sortablejs'): expected final screen order [[A, B, C, D, E]], got [[A, C, B, D, E]]") == true,
                "\(result.stderr)")
        #expect(lines.last?.contains("board 'leg' under entry 'small' (profile 'sortablejs'): expected final screen order [[A, C, B, D, E]], got [[A, B, C, D, E]]") == true,
                "\(result.stderr)")
    }

    /// A recording's run, named by its source, and the frames it shows (buggy.json, above): the
    /// screen order [[B, A, C]] from frame 3 (0.3 s), [[A, B, C]] last at frame 2 (0.2 s). The entry
    /// is the profile's own key, `observed`, on line 15, column 3; `system` is asked nothing.
    @Test func aRecordingsEntryIsReportedAtItsKeyWithItsFrames() throws {
        let md = """
            # Seen

            ```board
            id: seen
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
              observed: {order: [A, B, C]}
            ```

            """
        let buggy = try String(contentsOf: RecordedBoardBuildTests.fixtures.appendingPathComponent("buggy.json"), encoding: .utf8)
        let dir = try Self.folder(["seen.md": md, "buggy.json": buggy])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["build", "seen.md", "--out", "site"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "seen.md:15:3: error: expectation not met: board 'seen' under observed (recorded from "
            + "file:///srv/list.html in Chromium 120, SortableJS 1.14.0): expected final screen order [[A, B, C]], got "
            + "[[B, A, C]]; the page shows it from frame 3 (0.3 s) to the end, and showed the expected order last at "
            + "frame 2 (0.2 s)\n", "\(result.stderr)")
    }

    /// `render` as a docs tool runs it: a bare board cut from docs/guide.md, whose first line is line
    /// 12 there, so its `expect:` (line 3) is line 14. The figure is printed all the same.
    @Test func renderPrintsTheFigureAndExitsOneUnlessToldToKeepGoing() throws {
        let dir = try Self.folder(["fence.txt": "viewport: 200x200\nitems: [A, B]\nexpect: {order: [[B, A]]}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let said = "expectation not met: board 'guide-md-line-12': expected final screen order [[B, A]], got [[A, B]]; "
            + "the run shows it from frame 0 (0 s) to the end, and never showed the expected order\n"
        let result = try CLI.run(["render", "fence.txt", "--source-name", "docs/guide.md:12"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("<figure class=\"board\""))
        #expect(result.stderr == "docs/guide.md:14:1: error: " + said, "\(result.stderr)")
        let going = try CLI.run(["render", "fence.txt", "--source-name", "docs/guide.md:12", "--keep-going", "--svg"], in: dir)
        #expect(going.status == 0)
        #expect(going.stdout.hasPrefix("<svg"))
        #expect(going.stderr == "docs/guide.md:14:1: warning: " + said, "\(going.stderr)")
        // Without --source-name the bare board's lines are the file's own (its fence is made up before them).
        let plain = try CLI.run(["render", "fence.txt"], in: dir)
        #expect(plain.stderr.hasPrefix("fence.txt:3:1: error: expectation not met: board 'board': "), "\(plain.stderr)")
    }

    /// `serve` warns, on the terminal and to the pages' event stream, and keeps serving.
    @Test func serveWarnsAndKeepsServing() async throws {
        let dir = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let docs = dir.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try Self.wrong.write(to: docs.appendingPathComponent("wrong.md"), atomically: true, encoding: .utf8)
        let server = try ServeTests.Server([docs.path, "--out", dir.appendingPathComponent("served").path, "--port", "0"])
        #expect(server.printed.range(of: #"^Built 1 page and 1 board in \d+\.\d\d s; 1 board with unmet expectations\n"#,
                                     options: .regularExpression) != nil, "\(server.printed)")
        let page = try server.get("/wrong.html")
        #expect(page.status == 200 && page.body.contains("expectations not met"))
        // The overlay's text (Tests/Browser/serve_test.py shows it in a page).
        let status = try Self.firstStatus(of: server)
        #expect(status["warning"] as? String == "\(docs.path)/wrong.md:6:1: warning: " + Self.wrongSaid, "\(status)")
        #expect(status["error"] == nil)
        let stopped = server.stop()
        #expect(stopped.status == 0)
        #expect(stopped.stderr.contains("\(docs.path)/wrong.md:6:1: warning: " + Self.wrongSaid + "\n"), "\(stopped.stderr)")
    }

    /// The first `status` event of serve's event stream (its `data:` JSON), read on a socket of its own.
    static func firstStatus(of server: ServeTests.Server) throws -> [String: Any] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(server.port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let request = Array("GET /_shuffleboard/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer = ""
        var buffer = [UInt8](repeating: 0, count: 65536)
        // The whole of its data line: up to the line feed after it (the body may come in chunks).
        while answer.range(of: "\ndata: [^\n]*\n", options: .regularExpression) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += String(decoding: buffer[..<count], as: UTF8.self)
        }
        let data = try #require(answer.split(separator: "\n").first { $0.hasPrefix("data: ") }, "\(answer)")
        return try #require(try JSONSerialization.jsonObject(with: Data(data.dropFirst(6).utf8)) as? [String: Any])
    }
}
