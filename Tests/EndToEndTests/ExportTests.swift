import Foundation
import Testing

/// `shuffleboard export` (issue 16), run as a user runs it. Needs librsvg and ffmpeg
/// (make installs them); the missing-program test needs neither.
@Suite(.serialized) struct ExportTests {
    static let board = """
        # Export

        ```board
        id: three
        title: Three rows
        layout: list
        viewport: 200x160
        item-size: 200x40
        items: [A, B, C]
        steps:
          - press A
          - move to C over 0.3s
          - release
        ```

        """

    static var toolsPresent: Bool {
        ["ffmpeg"].allSatisfy { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        }
    }

    func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func missingLibrariesAndProgramsAreNamedWithTheirPackages() throws {
        let dir = try folder("missing")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        // A PATH without ffmpeg (an empty folder of our own), and a librsvg that is not there.
        let empty = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let nowhere = dir.appendingPathComponent("none/librsvg-2.so.2").path
        let r = try CLI.run(["export", "b.md", "--out", "out"], in: dir,
                            environment: ["PATH": empty.path, "SHUFFLEBOARD_LIBRSVG": nowhere])
        #expect(r.status == 1)
        #expect(r.stderr == "error: export needs librsvg 2.52 or later (Debian package librsvg2-2) and ffmpeg (Debian "
            + "package ffmpeg), not found; install with: apt-get install -y librsvg2-2 ffmpeg (or run make, which "
            + "installs them); build and render need neither (cannot load \(nowhere): \(nowhere): cannot open shared "
            + "object file: No such file or directory)\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/three").path))
        // The site still builds without them.
        let build = try CLI.run(["build", "b.md", "--out", "site", "-q"], in: dir,
                                environment: ["PATH": empty.path, "SHUFFLEBOARD_LIBRSVG": nowhere])
        #expect(build.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("site/boards/three/walkthrough.svg").path))
        // build --export checks before it writes anything.
        let both = try CLI.run(["build", "b.md", "--out", "site2", "--export", "ex", "-q"], in: dir,
                               environment: ["PATH": empty.path])
        #expect(both.status == 1)
        #expect(both.stderr.hasPrefix("error: export needs ffmpeg (Debian package ffmpeg), not found; "))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("site2").path))
    }

    @Test func aBadBoardIsReportedBeforeTheProgramsAreLookedFor() throws {
        let dir = try folder("bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.board.replacingOccurrences(of: "press A", with: "press Z")
            .write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["export", "b.md", "--out", "out"], in: dir, environment: ["PATH": "/nonexistent"])
        #expect(r.status == 1)
        #expect(r.stderr == "b.md:11:11: error: unknown item 'Z' in 'press Z'\n")
    }

    @Test(.enabled(if: ExportTests.toolsPresent)) func twoExportsAreByteIdentical() throws {
        let dir = try folder("twice")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        for out in ["one", "two"] {
            let r = try CLI.run(["export", "b.md", "--out", out, "-q"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        for name in ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"] {
            let a = try Data(contentsOf: dir.appendingPathComponent("one/three/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("two/three/\(name)"))
            #expect(a.count > 100, "\(name)")
            #expect(a == b, "\(name) differs between two exports")
        }
        // What the files are: a looping GIF89a, an MP4 (ftyp), a PNG; nothing but them is left.
        let gif = try Data(contentsOf: dir.appendingPathComponent("one/three/walkthrough.gif"))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        #expect(gif.range(of: Data("NETSCAPE2.0".utf8)) != nil)
        let mp4 = try Data(contentsOf: dir.appendingPathComponent("one/three/walkthrough.mp4"))
        #expect(mp4.subdata(in: 4..<8) == Data("ftyp".utf8))
        #expect(mp4.range(of: Data("Lavf".utf8)) == nil)   // no encoder tag: bitexact
        let png = try Data(contentsOf: dir.appendingPathComponent("one/three/steps.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        // Both last as long as the walkthrough's loop: its `dur`, in whole samples of 1/15 s.
        let svg = try CLI.run(["render", "b.md", "--svg"], in: dir).stdout
        let dur = try #require(svg.range(of: #"dur="([0-9.]+)""#, options: .regularExpression).map {
            Double(svg[$0].dropFirst(5).dropLast()) ?? 0 })
        let samples = Int((dur * 15 - 1e-9).rounded(.up))
        // The GIF: the delays of its graphic control extensions (21 F9 04 flags delay:UInt16le), centiseconds.
        var delays = 0
        let bytes = [UInt8](gif)
        for i in 0..<(bytes.count - 6) where bytes[i] == 0x21 && bytes[i + 1] == 0xF9 && bytes[i + 2] == 4 {
            delays += Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8
        }
        // samples × 100 / 15 cs, rounded to the nearest centisecond once (each delay ends on a rounded end).
        #expect(delays == (samples * 200 + 15) / 30, "GIF \(delays) cs, the loop \(samples) samples of 1/15 s")
        // A held picture is one frame: fewer frames than samples (frame 0 alone is held 1 s, 15 samples).
        let frames = (0..<(bytes.count - 2)).filter { bytes[$0] == 0x21 && bytes[$0 + 1] == 0xF9 && bytes[$0 + 2] == 4 }.count
        #expect(frames < samples - 14)
        // The MP4: a frame per picture, as the GIF (variable frame rate), and the last picture once
        // more at the loop's last sample (it is held longer than a sample: the pause), so it lasts
        // `samples` / 15 s: frames = GIF frames + 1, duration = samples / 15, both the track's
        // (counted in decoding times: what Chromium reports) and the file's (presentation times).
        let probe = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/ffprobe"),
                                ["-v", "error", "-count_frames", "-show_entries",
                                 "stream=nb_read_frames,duration:format=duration", "-of", "csv=p=0",
                                 "one/three/walkthrough.mp4"], in: dir)
        let read = probe.stdout.split(whereSeparator: \.isNewline).flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(read.count == 3, "\(read)")
        #expect(read.contains("\(frames + 1)"), "MP4 \(read), GIF frames \(frames)")
        let seconds = read.compactMap { $0.contains(".") ? Double($0) : nil }
        #expect(seconds.count == 2 && seconds.allSatisfy { abs($0 - Double(samples) / 15) < 0.001 },
                "MP4 \(read) (frames, track s, file s), the loop \(samples) samples of 1/15 s")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("one/three").path)
        #expect(left.sorted() == [".shuffleboard-manifest", "issue.md", "steps.png", "walkthrough.gif", "walkthrough.mp4"])
        #expect(try String(contentsOf: dir.appendingPathComponent("one/three/.shuffleboard-manifest"), encoding: .utf8)
            .hasSuffix("\nissue.md\nsteps.png\nwalkthrough.gif\nwalkthrough.mp4\n"))
    }

    /// issue.md as GitHub renders it: cmark-gfm (Debian's cmark-gfm) with its extensions.
    @Test(.enabled(if: ExportTests.toolsPresent && FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm")))
    func theIssueTextRendersAsGitHubMarkdown() throws {
        let dir = try folder("gfm")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["export", "b.md", "--out", "out", "--board", "three", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let html = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/cmark-gfm"),
                               ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter",
                                "out/three/issue.md"], in: dir)
        #expect(html.status == 0)
        #expect(html.stdout.contains("<h3>Three rows</h3>"))
        #expect(html.stdout.contains("<img src=\"walkthrough.gif\" alt=\"Walkthrough of Three rows, 15 frames per second\" />"))
        #expect(html.stdout.contains("<img src=\"steps.png\""))
        #expect(html.stdout.contains("<a href=\"walkthrough.mp4\">walkthrough.mp4</a>"))
        // The source, whole, in a code block inside the collapsed details.
        #expect(html.stdout.contains("<details>\n<summary>"))
        #expect(html.stdout.contains("<pre><code class=\"language-board\">id: three\ntitle: Three rows\n"))
        #expect(html.stdout.contains("  - move to C over 0.3s\n  - release\n</code></pre>"))
        #expect(html.stdout.contains("</details>"))
        #expect(html.stdout.contains("Under the <code>system</code> profile, 3 steps"))
    }

    static let twoBoards = """
        # Two boards

        ```board
        id: both
        title: Two profiles
        layout: list
        viewport: 200x160
        item-size: 200x40
        items: [A, B, C]
        profiles: [system, table-exchange]
        steps:
          - press A
          - move to C over 0.3s
          - release
        ```

        ```board
        id: three
        title: Three rows
        layout: list
        viewport: 200x160
        item-size: 200x40
        items: [A, B, C]
        steps:
          - press A
          - move to C over 0.3s
          - release
        ```

        """

    /// Big-endian UInt32 at `offset` (a PNG's IHDR width at 16, height at 20).
    static func uint32(_ d: Data, _ offset: Int) -> Int {
        d[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// A board of two profiles exports the side-by-side walkthrough and a sheet with a column each;
    /// boards exported together (concurrently) give the bytes each gives alone.
    @Test(.enabled(if: ExportTests.toolsPresent)) func severalProfilesAndSeveralBoards() throws {
        let dir = try folder("profiles")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.twoBoards.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["export", "b.md", "--out", "all", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        for board in ["both", "three"] {
            let alone = try CLI.run(["export", "b.md", "--board", board, "--out", "alone-\(board)", "-q"], in: dir)
            #expect(alone.status == 0, "\(alone.stderr)")
            for name in ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"] {
                let a = try Data(contentsOf: dir.appendingPathComponent("all/\(board)/\(name)"))
                let b = try Data(contentsOf: dir.appendingPathComponent("alone-\(board)/\(board)/\(name)"))
                #expect(a == b, "\(board)/\(name) differs exported alone")
            }
        }
        // The canvas of board `three` (Self.board is the same board): the walkthrough's width, in points.
        try Self.board.write(to: dir.appendingPathComponent("one.md"), atomically: true, encoding: .utf8)
        let svg = try CLI.run(["render", "one.md", "--svg"], in: dir).stdout
        let canvas = try #require(svg.range(of: #"width="[0-9.]+""#, options: .regularExpression).map {
            Double(svg[$0].dropFirst(7).dropLast()) ?? 0 })
        func even(_ x: Double) -> Int { (Int(x.rounded(.up)) + 1) / 2 * 2 }
        // The GIFs' widths (logical screen width at 6, UInt16le): the canvas, rounded up to an even number
        // of pixels. Two panels of it 16 apart would be 2 × 440 + 16 = 896, past a tracker's 880 px column
        // (issue 34): the two-profile film stands them one under another, one canvas wide.
        #expect(canvas == 440)
        func gifWidth(_ board: String) throws -> Int {
            let d = try Data(contentsOf: dir.appendingPathComponent("all/\(board)/walkthrough.gif"))
            return Int(d[6]) | Int(d[7]) << 8
        }
        #expect(try gifWidth("three") == even(canvas))
        #expect(try gifWidth("both") == even(canvas))
        // The GIF's height (at 8): both panels, each under its 28-point header, 16 apart, under "Where
        // they part", so more than twice the canvas's.
        let both = try Data(contentsOf: dir.appendingPathComponent("all/both/walkthrough.gif"))
        let threeGIF = try Data(contentsOf: dir.appendingPathComponent("all/three/walkthrough.gif"))
        #expect(Int(both[8]) | Int(both[9]) << 8 > 2 * (Int(threeGIF[8]) | Int(threeGIF[9]) << 8) + 2 * 28 + 16)
        // The two-profile sheet (PNG width at 16): a column per profile would be 16 + 2 × (440 + 16) = 928,
        // so the steps come one after another, each step's two stills one under another: 16 + 440 + 16.
        let sheet = try Data(contentsOf: dir.appendingPathComponent("all/both/steps.png"))
        #expect(Self.uint32(sheet, 16) == 472)
        // A palette budget smaller than the film: the palette is made first, from a sample of the
        // pictures; the GIF has as many frames, as long, and is made the same way twice.
        for out in ["budget1", "budget2"] {
            let small = try CLI.run(["export", "b.md", "--board", "three", "--out", out, "-q"], in: dir,
                                    environment: ["SHUFFLEBOARD_PALETTE_BUDGET": "4000000"])
            #expect(small.status == 0, "\(small.stderr)")
        }
        let sampled = try Data(contentsOf: dir.appendingPathComponent("budget1/three/walkthrough.gif"))
        #expect(sampled == (try Data(contentsOf: dir.appendingPathComponent("budget2/three/walkthrough.gif"))))
        let whole = try Data(contentsOf: dir.appendingPathComponent("all/three/walkthrough.gif"))
        func delays(_ d: Data) -> [Int] {
            let b = [UInt8](d)
            return (0..<(b.count - 6)).filter { b[$0] == 0x21 && b[$0 + 1] == 0xF9 && b[$0 + 2] == 4 }
                .map { Int(b[$0 + 4]) | Int(b[$0 + 5]) << 8 }
        }
        #expect(delays(sampled) == delays(whole) && !delays(whole).isEmpty)
        let md = try String(contentsOf: dir.appendingPathComponent("all/both/issue.md"), encoding: .utf8)
        #expect(md.contains("2 profiles side by side (`system`, `table-exchange`)"))
        #expect(md.contains("\n- `system`: ") && md.contains("\n- `table-exchange`: "))
    }

    /// The GIF and the MP4 are two outputs of one encoding (`ExportFilm`): a board's export starts ffmpeg
    /// twice, once for each file, fed the same pictures, not once per output asking (four, had each output
    /// encoded the film itself), and a board whose palette is made first three times. A wrapper on PATH
    /// counts them.
    @Test(.enabled(if: ExportTests.toolsPresent)) func theGIFAndTheMP4ShareOneEncoding() throws {
        let dir = try folder("shared")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.board.write(to: dir.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let bin = dir.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let wrapper = bin.appendingPathComponent("ffmpeg")
        try """
            #!/bin/sh
            echo "${*##* }" >> "\(dir.path)/runs"
            exec /usr/bin/ffmpeg "$@"

            """.write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        for (out, budget, made) in [("plain", nil, ["walkthrough.gif", "walkthrough.mp4"]),
                                    ("sampled", "4000000", ["palette.png", "walkthrough.gif", "walkthrough.mp4"])] {
            try? FileManager.default.removeItem(at: dir.appendingPathComponent("runs"))
            var environment = ["PATH": "\(bin.path):/usr/bin:/bin"]
            environment["SHUFFLEBOARD_PALETTE_BUDGET"] = budget
            let r = try CLI.run(["export", "b.md", "--out", out, "-q"], in: dir, environment: environment)
            #expect(r.status == 0, "\(r.stderr)")
            // Each run's last argument, the file it makes (the GIF's and the MP4's start at once: sorted).
            let runs = (try? String(contentsOf: dir.appendingPathComponent("runs"), encoding: .utf8)) ?? ""
            #expect(runs.split(separator: "\n").map(String.init).sorted() == made, "\(runs)")
        }
    }
}
