import Foundation
import Testing
@testable import shuffleboard

/// What the second hostile review (issue 29, items 6, 7, 8, 15, 23, 24) found in the ways a
/// board reaches the tool and its output leaves: standard streams that are folders, closed
/// or full; `--source-name` lines and progress delays no `Int` or `Duration` can hold; a
/// large bare board, a byte-order mark, and bidi overrides in `list --json`.
@Suite struct StreamsAndInputTests {
    /// Runs `script` with `/bin/sh` in the package root, with `$SB` the binary, so that it can
    /// redirect the standard streams as a user's shell does.
    static func shell(_ script: String, environment: [String: String] = [:]) throws -> CLI.Result {
        try CLI.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script],
                    environment: environment.merging(["SB": CLI.binary.path]) { $1 })
    }

    /// A bare board, three lines, whose third line has a typo at column 5 (`pres`).
    static let typo = "viewport: 200x200\nitems: [A, B]\nsteps:\n  - pres A\n"

    // MARK: Item 6: a --source-name line past what a line number can be moved by

    /// LINE is added to every line the parser reports: 9223372036854775807 + 2 overflowed
    /// (SIGILL). The largest LINE is 2³¹ − 1; with it, the typo on the text's line 4 is at
    /// 2147483647 + (4 − 1) = 2147483650, which an `Int` holds.
    @Test func aSourceLineTooLargeToMoveByIsRefusedAndTheLargestWorks() throws {
        let huge = try CLI.run(["render", "-", "--source-name", "g.md:9223372036854775807"], input: Self.typo)
        #expect(huge.status == 64, "\(huge.stderr)")
        #expect(huge.stderr.hasPrefix("Error: --source-name g.md:9223372036854775807: LINE is at most 2147483647\n"),
                "\(huge.stderr)")
        #expect(huge.stdout.isEmpty)
        let largest = try CLI.run(["render", "-", "--source-name", "g.md:2147483647"], input: Self.typo)
        #expect(largest.status == 1)
        #expect(largest.stderr == "g.md:2147483650:5: error: unknown step 'pres' in 'pres A'; did you mean 'press'?\n")
    }

    // MARK: Item 7: SHUFFLEBOARD_PROGRESS_DELAY that no Duration holds

    /// `inf` and `1e300` are past a day (never, in practice); `nan`, negative and words are the
    /// default second; a plain number is itself. `Duration.seconds(.infinity)` traps.
    @Test func progressDelaysThatADurationCannotHoldAreBounded() {
        #expect(Progress.delay(from: "inf") == .seconds(86_400))
        #expect(Progress.delay(from: "1e300") == .seconds(86_400))
        #expect(Progress.delay(from: "nan") == .seconds(1))
        #expect(Progress.delay(from: "-2") == .seconds(1))
        #expect(Progress.delay(from: "soon") == .seconds(1))
        #expect(Progress.delay(from: nil) == .seconds(1))
        #expect(Progress.delay(from: "0.25") == .milliseconds(250))
        #expect(Progress.delay(from: "0") == .zero)
    }

    /// On a terminal (`script` gives one), a build with each of those delays builds; with a
    /// delay of a day no progress line is drawn.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aBuildOnATerminalSurvivesEveryDelay() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for delay in ["inf", "nan", "1e300", "-inf"] {
            let command = "'\(CLI.binary.path)' build examples/list.md --out '\(out.path)'"
            let terminal = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
                                       environment: ["SHUFFLEBOARD_PROGRESS_DELAY": delay])
            #expect(terminal.status == 0, "\(delay): \(terminal.stdout)")
            #expect(terminal.stdout.contains("Built 1 page"), "\(delay): \(terminal.stdout)")
            if delay == "inf" || delay == "1e300" {
                #expect(!terminal.stdout.contains("Running boards"), "\(delay): \(terminal.stdout.debugDescription)")
            }
        }
    }

    // MARK: Item 8: standard streams that are folders, closed or full

    @Test func standardInputThatIsAFolderOrClosedIsOneError() throws {
        let folder = try Self.shell(#""$SB" render - < examples"#)
        #expect(folder.status == 1)
        #expect(folder.stderr == "<stdin>: error: standard input is a folder; render reads one file or a board on "
            + "standard input (build a folder with 'shuffleboard build')\n")
        #expect(folder.stdout.isEmpty)
        let closed = try Self.shell(#""$SB" render - <&-"#)
        #expect(closed.status == 1)
        #expect(closed.stderr == "<stdin>: error: standard input is closed; give a board on standard input, or a file\n")
        #expect(closed.stdout.isEmpty)
    }

    /// With standard input closed, the first file the program opens would be given its number
    /// and read as the board; render reads none of it and says standard input is closed, and a
    /// templates file it opens is read as a template. (A template folder is opened before the input.)
    @Test func aClosedStandardInputIsNotAFileOfOurs() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "{{! a template that is no board }}".write(to: dir.appendingPathComponent("page.mustache"),
                                                      atomically: true, encoding: .utf8)
        let result = try Self.shell(#""$SB" render - --templates "$DIR" <&-"#, environment: ["DIR": dir.path])
        #expect(result.status == 1)
        #expect(result.stderr == "<stdin>: error: standard input is closed; give a board on standard input, or a file\n")
    }

    /// render, trace and list print their product; when it cannot be written they say so and
    /// exit 1 (Foundation's FileHandle.write trapped: SIGILL).
    @Test(arguments: [
        "render examples/list.md", "render examples/list.md --svg", "trace examples/list.md",
        "list examples", "list examples --json",
    ])
    func aFullOrClosedStandardOutputIsOneError(command: String) throws {
        let full = try Self.shell(#""$SB" \#(command) > /dev/full"#)
        #expect(full.status == 1, "\(command): \(full.stderr)")
        #expect(full.stderr == "error: cannot write to standard output: No space left on device\n", "\(command)")
        let closed = try Self.shell(#""$SB" \#(command) >&-"#)
        #expect(closed.status == 1, "\(command): \(closed.stderr)")
        #expect(closed.stderr == "error: cannot write to standard output: it is closed\n", "\(command)")
    }

    /// serve's log lines into a full standard output are dropped: it serves on, and stops on SIGTERM
    /// with status 0 (its first line, "Serving …", stopped it with SIGILL).
    @Test func serveLogsIntoAFullOutputAndServesOn() throws {
        let result = try Self.shell(#"""
            "$SB" serve examples/list.md --port 0 > /dev/full 2>/dev/null & pid=$!
            sleep 2
            kill -0 $pid && echo alive
            kill -TERM $pid; wait $pid; echo "status $?"
            """#)
        #expect(result.stdout == "alive\nstatus 0\n", "\(result.stdout)")
    }

    /// A failure whose message cannot be written (standard error full too) still exits 1, not a trap.
    @Test func aFullStandardErrorStillExitsOne() throws {
        let result = try Self.shell(#""$SB" render - < examples 2> /dev/full"#)
        #expect(result.status == 1)
    }

    /// A template that is a link to a device, or a FIFO, is refused before it is read: its size was
    /// taken from the link itself (lstat) and the file then read whole, so `/dev/zero` filled the
    /// memory and a FIFO blocked the build.
    @Test func aTemplateThatIsNoRegularFileIsRefusedUnread() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: theme.appendingPathComponent("page.mustache").path,
                                                   withDestinationPath: "/dev/zero")
        #expect(mkfifo(theme.appendingPathComponent("index.mustache").path, 0o600) == 0)
        let result = try CLI.run(["build", "examples/list.md", "--out", dir.appendingPathComponent("site").path,
                                  "--templates", theme.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("index.mustache: error: cannot read the template: not a regular file")
                || result.stderr.contains("page.mustache: error: cannot read the template: not a regular file"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("site").path))
    }

    /// Outside the repository a bare `shuffleboard build` read ./examples and said only
    /// "examples: error: no such file or folder" (issue 33); it now says where the name came from.
    @Test func aBareBuildOutsideTheRepositorySaysWhatItLookedFor() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["build"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "examples: error: no such file or folder (with no paths, build, list and serve read "
            + "./examples, this repository's boards: name your Markdown files or folders, like 'shuffleboard build "
            + "docs --out site')\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("public").path))
    }

    // MARK: Item 15: a large bare board is a board, not prose

    /// A bare board of 20,000 labels ("L0" … "L19999") and a 60,000-byte YAML comment: over the
    /// prose limit (192 KiB = 196,608 bytes; the test checks), far under the board limit
    /// (16 MiB). Every integration passes a fence's content this way, and it was refused as prose.
    @Test func aBareBoardOverTheProseLimitIsABoard() throws {
        let labels = (0..<20_000).map { "L\($0)" }.joined(separator: ", ")
        let comment = String(repeating: "#" + String(repeating: "c", count: 98) + "\n", count: 600)
        let board = "viewport: 200x200\nitem-size: 200x40\n" + comment + "items: [\(labels)]\n"
            + "steps:\n  - press L0\n  - release\n"
        #expect(board.utf8.count > 196_608)
        let result = try CLI.run(["render", "-", "--svg"], input: board)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg"))
        // A document still holds to the prose limit: the same text as prose above a small board.
        let document = comment.replacingOccurrences(of: "#", with: "x") + comment.replacingOccurrences(of: "#", with: "y")
            + comment.replacingOccurrences(of: "#", with: "z") + comment.replacingOccurrences(of: "#", with: "w")
            + "\n```board\n" + Self.typo.replacingOccurrences(of: "pres", with: "press") + "```\n"
        let prose = try CLI.run(["render", "-"], input: document)
        #expect(prose.status == 1)
        #expect(prose.stderr.hasPrefix("<stdin>:1:1: error: the text outside code blocks, "), "\(prose.stderr)")
    }

    // MARK: Item 23: a byte-order mark

    /// Editors on Windows begin a file with U+FEFF; a bare board so written was "no board".
    @Test func aBareBoardAfterAByteOrderMarkIsABoard() throws {
        let plain = try CLI.run(["render", "-", "--svg"], input: RenderCLITests.bare)
        let marked = try CLI.run(["render", "-", "--svg"], input: "\u{FEFF}" + RenderCLITests.bare)
        #expect(plain.status == 0)
        #expect(marked.status == 0, "\(marked.stderr)")
        #expect(marked.stdout == plain.stdout)
        // Its positions are those of the text after the mark: the typo at line 4, column 5.
        let typo = try CLI.run(["render", "-"], input: "\u{FEFF}" + Self.typo)
        #expect(typo.stderr == "<stdin>:4:5: error: unknown step 'pres' in 'pres A'; did you mean 'press'?\n")
    }

    // MARK: Item 24: list --json escapes what trace escapes

    /// The title holds a bidi override, a line separator, a C1 control and DEL (written as YAML
    /// escapes: the raw C1 and DEL are not allowed in YAML).
    @Test func listJSONEscapesBidiOverridesAsTraceDoes() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("b.md")
        try "# T\n\n```board\nid: bidi\ntitle: \"a\\u202Eb\\u2028c\\x85d\\x7Fe\"\nviewport: 100x100\nitem-size: 100x20\nitems: [A, B]\nsteps:\n  - press A\n  - release\n```\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let list = try CLI.run(["list", file.path, "--json"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains(#""title" : "a\u202eb\u2028c\u0085d\u007fe""#), "\(list.stdout)")
        #expect(!list.stdout.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2028 || $0.value == 0x85 })
        // Parsed back, it is the title as written.
        let entries = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
        #expect(entries?.first?["title"] as? String == "a\u{202E}b\u{2028}c\u{85}d\u{7F}e")
        let trace = try CLI.run(["trace", file.path])
        #expect(trace.stdout.contains(#"a\u202eb\u2028c\u0085d\u007fe"#))
    }
}
