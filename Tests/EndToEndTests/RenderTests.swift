import Foundation
import Testing
@testable import BoardRender

extension CLI {
    /// Runs the binary with `input` on its standard input.
    static func run(_ arguments: [String], input: String) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        let inPipe = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = inPipe
        process.standardOutput = out
        process.standardError = err
        try process.run()
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// `shuffleboard render`: one board in, one self-contained figure out.
@Suite struct RenderCLITests {
    /// A bare board: no fence, its first line a key. Line 3, column 5 is `pres`, a typo.
    static let typo = "items: [A, B]\nsteps:\n  - pres A\nviewport: 300x300\n"

    static let bare = "viewport: 200x200\nitems: [A, B, C]\nsteps:\n  - press A\n  - move to C over 0.3s\n  - release\n"

    /// The text of every `<style>` in `html`.
    static func styles(_ html: String) -> [String] {
        html.components(separatedBy: "<style>\n").dropFirst().map { $0.components(separatedBy: "</style>")[0] }
    }

    /// `--svg` and `--step` print the files a build writes: without the `data-*` hooks, which the
    /// figure keeps, unless `--hooks`.
    @Test func thePicturesAloneCarryTheirHooksOnlyWhenAsked() throws {
        let figure = try CLI.run(["render", "examples/grid-reorder.md"]).stdout
        #expect(figure.contains("data-item=\"B\""))
        for picture in [["--svg"], ["--step", "2"]] {
            let plain = try CLI.run(["render", "examples/grid-reorder.md"] + picture)
            let hooked = try CLI.run(["render", "examples/grid-reorder.md", "--hooks"] + picture)
            #expect(plain.status == 0 && hooked.status == 0, "\(plain.stderr)\(hooked.stderr)")
            #expect(!plain.stdout.contains(" data-") && hooked.stdout.contains(" data-item=\""), "\(picture)")
            #expect(SVGHooks.stripped(hooked.stdout) == plain.stdout, "\(picture)")
        }
    }

    @Test func aDocumentGivesEachOfItsBoardsAsASelfContainedFigureInOrder() throws {
        let result = try CLI.run(["render", "examples/table-exchange.md"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let html = result.stdout
        // Two boards, in the order of the file, each its own figure carrying its CSS.
        #expect(html.components(separatedBy: "<figure class=\"board\"").count == 3)
        let slow = try #require(html.range(of: "<figure class=\"board\" id=\"table-slow\">\n<style>\n"))
        let flick = try #require(html.range(of: "<figure class=\"board\" id=\"table-flick\">\n<style>\n"))
        #expect(slow.lowerBound == html.startIndex && slow.upperBound < flick.lowerBound)
        #expect(html.hasSuffix("</figure>\n"))
        // Nothing outside it: no file linked, no script.
        #expect(FragmentCLITests.assetURLs(html).isEmpty, "\(FragmentCLITests.assetURLs(html).prefix(3))")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img "))
        // Its pictures inline: the walkthrough, each step (table-flick: 3 steps, so 4 stills), and the still
        // the Pause control shows.
        let figure = String(html[flick.lowerBound...])
        #expect(figure.components(separatedBy: "<div class=\"thumb\"><svg").count == 5)
        #expect(figure.contains("<div class=\"still\" role=\"img\""))
        #expect(figure.contains("<animateMotion"))
        #expect(figure.contains("href=\"#table-flick.step-2\""))
        // The CSS is the fragment build's, every rule under figure.board: the same sheet, then the
        // narrow arrangement's rules for the figure's own pictures (the fragment build's has those of
        // every board it built), each of them one of the fragment build's.
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try CLI.run(["build", "examples", "--fragment", "--out", out.path]).status == 0)
        let css = try String(contentsOf: out.appendingPathComponent("shuffleboard.css"), encoding: .utf8)
        let narrow = try #require(css.range(of: "/* The narrow arrangement's"))
        let sheet = String(css[..<narrow.lowerBound]), rules = Set(css[narrow.lowerBound...].split(separator: "\n"))
        let styles = Self.styles(html)
        #expect(styles.count == 2)
        for style in styles {
            #expect(style.hasPrefix(sheet))
            let own = style.dropFirst(sheet.count).split(separator: "\n")
            #expect(own.count > 1 && own.allSatisfy(rules.contains), "\(own.filter { !rules.contains($0) }.prefix(3))")
        }
    }

    @Test func aBareBoardOnStandardInputIsAFigureNamedAfterTheSourceName() throws {
        let result = try CLI.run(["render", "-"], input: Self.bare)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        // No title, no heading, no --source-name: "Board".
        #expect(result.stdout.hasPrefix("<figure class=\"board\" id=\"board\">\n<style>\n"))
        #expect(result.stdout.contains("<h2>Board</h2>"))
        #expect(result.stdout.contains("Board source (&lt;stdin&gt;, line 1)"))

        // With --source-name the figure names the author's file and the fence's line (the one before
        // LINE), and two untitled fences of one page get two ids.
        let named = try CLI.run(["render", "-", "--source-name", "docs/guide.md:12"], input: Self.bare)
        #expect(named.status == 0, "stderr: \(named.stderr)")
        #expect(named.stdout.hasPrefix("<figure class=\"board\" id=\"guide-md-line-12\">"), "\(named.stdout.prefix(60))")
        #expect(named.stdout.contains("Board source (docs/guide.md, line 11)"))
        let other = try CLI.run(["render", "-", "--source-name", "docs/guide.md:40"], input: Self.bare)
        #expect(other.stdout.hasPrefix("<figure class=\"board\" id=\"guide-md-line-40\">"))
    }

    @Test func sourceNameMovesDiagnosticsToTheAuthorsLines() throws {
        // Error at line 3, column 5 of the input; its first line is line 12 of docs/guide.md:
        // 12 + 3 − 1 = 14, the column unchanged.
        let result = try CLI.run(["render", "-", "--source-name", "docs/guide.md:12"], input: Self.typo)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "docs/guide.md:14:5: error: unknown step 'pres' in 'pres A'; did you mean 'press'?\n")
        // Without it: the input's own lines.
        let plain = try CLI.run(["render", "-"], input: Self.typo)
        #expect(plain.stderr == "<stdin>:3:5: error: unknown step 'pres' in 'pres A'; did you mean 'press'?\n")
        // A problem of the whole board sits on its fence: the line before LINE (line 1 with no fence).
        let empty = try CLI.run(["render", "-", "--source-name", "docs/guide.md:12"], input: "title: Nothing\n")
        #expect(empty.stderr.hasPrefix("docs/guide.md:11:1: error: missing required key 'viewport'"), "\(empty.stderr)")
        let emptyPlain = try CLI.run(["render", "-"], input: "title: Nothing\n")
        #expect(emptyPlain.stderr.hasPrefix("<stdin>:1:1: error: missing required key 'viewport'"), "\(emptyPlain.stderr)")
        // A document's lines move the same way: its fence on line 3, the typo on its line 7, column 5;
        // its line 1 is line 20 of the author's file: 20 + 7 − 1 = 26.
        let document = "# Typo\n\n```board\nviewport: 300x300\nitems: [A, B]\nsteps:\n  - pres A\n```\n"
        let moved = try CLI.run(["render", "-", "--source-name", "book/ch1.md:20"], input: document)
        #expect(moved.stderr == "book/ch1.md:26:5: error: unknown step 'pres' in 'pres A'; did you mean 'press'?\n")
        #expect(moved.stdout.isEmpty)
    }

    @Test func anInputWithNoBoardIsAnError() throws {
        let result = try CLI.run(["render", "-"], input: "\n# Just prose\n\nNo board here.\n")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("<stdin>:1:1: error: no board: the input holds no ```board block"))
    }

    @Test func svgAndStepPrintTheBuildsFilesByteForByte() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try CLI.run(["build", "examples", "--out", out.path]).status == 0)
        // (file, board, its number of steps, counted in the file's steps:)
        for (file, board, steps) in [("grid-reorder.md", "grid-reorder", 4), ("compare-profiles.md", "compare-profiles", 4),
                                     ("carousel.md", "carousel-drag", 6), ("table-exchange.md", "table-flick", 3)] {
            let folder = out.appendingPathComponent("boards/\(board)")
            let svg = try CLI.run(["render", "examples/\(file)", "--board", board, "--svg"])
            #expect(svg.status == 0, "\(board): \(svg.stderr)")
            #expect(Data(svg.stdout.utf8) == FileManager.default.contents(atPath: folder.appendingPathComponent("walkthrough.svg").path),
                    "\(board): walkthrough.svg differs")
            for n in [0, steps] {
                let still = try CLI.run(["render", "examples/\(file)", "--board", board, "--step", "\(n)"])
                #expect(Data(still.stdout.utf8) == FileManager.default.contents(
                    atPath: folder.appendingPathComponent("step-0\(n).svg").path), "\(board): step \(n) differs")
            }
            let past = try CLI.run(["render", "examples/\(file)", "--board", board, "--step", "\(steps + 1)"])
            #expect(past.status == 1 && past.stdout.isEmpty)
            #expect(past.stderr.contains("error: --step \(steps + 1): board '\(board)' has steps 0 to \(steps)"))
        }
        // A document of several boards: --svg needs --board; an unknown id names the ones there are.
        let several = try CLI.run(["render", "examples/table-exchange.md", "--svg"])
        #expect(several.status == 1 && several.stdout.isEmpty)
        #expect(several.stderr.contains("(table-slow, table-flick); pick one with --board ID"))
        let unknown = try CLI.run(["render", "examples/table-exchange.md", "--board", "table"])
        #expect(unknown.status == 1 && unknown.stdout.isEmpty)
        #expect(unknown.stderr == "examples/table-exchange.md: error: no board 'table' in the input; "
            + "its boards: table-slow, table-flick\n")
        // --board picks one figure.
        let one = try CLI.run(["render", "examples/table-exchange.md", "--board", "table-flick"])
        #expect(one.stdout.components(separatedBy: "<figure class=\"board\"").count == 2)
        #expect(one.stdout.hasPrefix("<figure class=\"board\" id=\"table-flick\">"))
    }

    @Test func misusedFlagsAreRefusedWithUsage() throws {
        for arguments in [["render", "-", "--svg", "--step", "1"], ["render", "-", "--step", "-1"],
                          ["render", "-", "--source-name", "docs/guide.md"], ["render", "-", "--source-name", "x.md:0"]] {
            let result = try CLI.run(arguments, input: Self.bare)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty)
        }
    }
}

/// `shuffleboard list`, and `build`'s -q, -v, summary and `--out -`.
@Suite struct ListCLITests {
    @Test func listPrintsEveryBoardOfTheExamples() throws {
        let result = try CLI.run(["list", "examples"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        // One line per ```board fence in the examples, counted here from the files.
        let folder = CLI.root.appendingPathComponent("examples")
        var fences = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            fences += text.split(separator: "\n").filter { $0.hasPrefix("```board") }.count
        }
        #expect(lines.count == fences)
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 5 })
        // examples/grid-reorder.md has its fence on line 10; compare-profiles.md on line 8, three profiles.
        #expect(lines.contains("grid-reorder\texamples/grid-reorder.md:10\tsystem\tpublic/boards/grid-reorder/\t"
            + "public/grid-reorder.html#grid-reorder"))
        #expect(lines.contains("compare-profiles\texamples/compare-profiles.md:8\tsystem,table-exchange,snapshot-hit-test\t"
            + "public/boards/compare-profiles/\tpublic/compare-profiles.html#compare-profiles"))
        #expect(lines.contains("carousel-drag\texamples/carousel.md:14\tcarousel\tpublic/boards/carousel-drag/\t"
            + "public/carousel.html#carousel-drag"))
        // In file order: table-slow (line 12) before table-flick (line 35).
        let slow = try #require(lines.firstIndex { $0.hasPrefix("table-slow\t") })
        #expect(lines[slow + 1].hasPrefix("table-flick\texamples/table-exchange.md:35\t"))

        let fragment = try CLI.run(["list", "examples/grid-reorder.md", "--fragment", "--out", "docs/sb/"])
        #expect(fragment.stdout == "grid-reorder\texamples/grid-reorder.md:10\tsystem\tdocs/sb/boards/grid-reorder/\t"
            + "docs/sb/boards/grid-reorder/figure.html\n")

        let json = try CLI.run(["list", "examples", "--json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == fences)
        let grid = try #require(entries.first { $0["id"] as? String == "grid-reorder" })
        #expect(grid["file"] as? String == "examples/grid-reorder.md")
        #expect(grid["line"] as? Int == 10)
        #expect(grid["profiles"] as? [String] == ["system"])
        #expect(grid["title"] as? String == "Move B onto G")
    }

    @Test func listOfABadBoardIsItsDiagnostic() throws {
        let result = try CLI.run(["list", "Tests/BoardFormatTests/Corpus/22-unknown-verb.md"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("22-unknown-verb.md:7:5: error: unknown step 'pres'"))
    }

    @Test func quietPrintsNothingVerboseSaysWhereEachBoardWent() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let quiet = try CLI.run(["build", "examples/table-exchange.md", "--out", out.path, "-q"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.isEmpty)
        #expect(quiet.stderr.isEmpty)

        let verbose = try CLI.run(["build", "examples/table-exchange.md", "--out", out.path, "-v"])
        #expect(verbose.status == 0)
        // Not on a terminal: no progress line, nothing on stderr.
        #expect(verbose.stderr.isEmpty)
        let lines = verbose.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(lines)")
        #expect(lines[0] == "table-slow\texamples/table-exchange.md:12\ttable-exchange\t\(out.path)/boards/table-slow/\t"
            + "\(out.path)/table-exchange.html#table-slow")
        #expect(lines[1].hasPrefix("table-flick\texamples/table-exchange.md:35\t"))
        // What the write changed: nothing, after the quiet build of the same page.
        #expect(lines[2] == "Nothing changed: \(out.path)/ left as it was")
        // The summary: one line, with the time taken.
        #expect(lines[3].range(of: #"^Built 1 page and 2 boards \(\d+ files\) into .*/ in \d+\.\d\d s$"#,
                               options: .regularExpression) != nil, "\(lines[3])")
        #expect(lines[4] == "Open \(out.path)/index.html")

        let plain = try CLI.run(["build", "examples/table-exchange.md", "--out", out.path])
        #expect(plain.stdout.split(separator: "\n").count == 2)
        #expect(plain.stderr.isEmpty)
        let both = try CLI.run(["build", "examples", "--out", out.path, "-q", "-v"])
        #expect(both.status == 64)
    }

    /// On a terminal (`script` gives the build one) a progress line is drawn on stderr and erased
    /// before the summary; `SHUFFLEBOARD_PROGRESS_DELAY=0` shows it at once instead of after a second.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aProgressLineOnATerminalOnly() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let command = "'\(CLI.binary.path)' build examples/table-exchange.md --out '\(out.path)'"
        let terminal = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
                                   environment: ["SHUFFLEBOARD_PROGRESS_DELAY": "0"])
        #expect(terminal.status == 0, "\(terminal.stdout)")
        let erase = "\r\u{1B}[K"
        for phase in ["Running boards 0/2…", "Running boards 2/2…", "Drawing boards 1/2…"] {
            #expect(terminal.stdout.contains(erase + phase), "\(terminal.stdout.debugDescription)")
        }
        #expect(terminal.stdout.contains("files…" + erase + "Built 1 page and 2 boards"), "\(terminal.stdout.debugDescription)")
        // The same build, its stderr a pipe: nothing on it.
        let piped = try CLI.run(["build", "examples/table-exchange.md", "--out", out.path],
                                environment: ["SHUFFLEBOARD_PROGRESS_DELAY": "0"])
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty)
    }

    @Test func outDashIsRefusedPointingToRender() throws {
        let result = try CLI.run(["build", "examples/grid-reorder.md", "--out", "-"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("shuffleboard render FILE"))
        #expect(!FileManager.default.fileExists(atPath: CLI.root.appendingPathComponent("-").path))
    }
}
