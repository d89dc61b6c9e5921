import Foundation
import Testing

/// Runs the built `shuffleboard` binary the way a user does and checks its
/// exit status, output and the files it writes.
struct CLI {
    /// The package root (this file is Tests/EndToEndTests/CLITests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle, else the package's debug build.
    static let binary: URL = {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let arg = CommandLine.arguments.first(where: { $0.contains(".xctest") }) {
            candidates.append(URL(fileURLWithPath: arg).deletingLastPathComponent().appendingPathComponent("shuffleboard"))
        }
        candidates.append(root.appendingPathComponent(".build/debug/shuffleboard"))
        return candidates.first { fm.isExecutableFile(atPath: $0.path) } ?? candidates[candidates.count - 1]
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL = root,
                    environment: [String: String] = [:]) throws -> Result {
        try run(executable: binary, arguments, in: directory, environment: environment)
    }

    /// Runs another program the same way (`environment` added to this process's).
    static func run(executable: URL, _ arguments: [String], in directory: URL = root,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Checks that two folders hold the same files (more than ten), byte for byte.
    static func expectSameTree(_ a: URL, _ b: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let fm = FileManager.default
        let files = (fm.enumerator(atPath: a.path)?.allObjects as? [String] ?? []).sorted()
        #expect(files.count > 10, sourceLocation: sourceLocation)
        #expect(files == (fm.enumerator(atPath: b.path)?.allObjects as? [String] ?? []).sorted(),
                sourceLocation: sourceLocation)
        for file in files {
            #expect(fm.contents(atPath: a.appendingPathComponent(file).path)
                == fm.contents(atPath: b.appendingPathComponent(file).path), "\(file) differs",
                sourceLocation: sourceLocation)
        }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shuffleboard-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Test func buildWritesEveryFileOfTheSiteLayout() throws {
    let out = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try CLI.run(["build", "examples", "--out", out.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("index.html"))
    let fm = FileManager.default
    #expect(fm.fileExists(atPath: out.appendingPathComponent("index.html").path))
    let examples = try fm.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("examples").path)
        .filter { $0.hasSuffix(".md") }
    #expect(examples.count >= 3)
    for md in examples {
        #expect(fm.fileExists(atPath: out.appendingPathComponent(String(md.dropLast(3)) + ".html").path))
    }
    // grid-reorder has 4 steps: step-00 (before) … step-04.
    let board = out.appendingPathComponent("boards/grid-reorder")
    for name in ["walkthrough.svg", "report.html", "trace.json", "step-00.svg", "step-01.svg", "step-02.svg",
                 "step-03.svg", "step-04.svg"] {
        #expect(fm.fileExists(atPath: board.appendingPathComponent(name).path), "missing \(name)")
    }
    #expect(!fm.fileExists(atPath: board.appendingPathComponent("step-05.svg").path))
    let walkthrough = try String(contentsOf: board.appendingPathComponent("walkthrough.svg"), encoding: .utf8)
    #expect(walkthrough.contains("<animateMotion"))
    #expect(!walkthrough.contains("<script"))
    let page = try String(contentsOf: out.appendingPathComponent("grid-reorder.html"), encoding: .utf8)
    #expect(page.contains("boards/grid-reorder/walkthrough.svg"))
    #expect(page.contains("Reordering a grid"))
    // The page's walkthrough names its items for scripts; the file, shown by <img>, does not,
    // unless --hooks.
    #expect(page.contains("data-item=\"B\"") && page.contains("data-lifted=\"B\""))
    #expect(!walkthrough.contains("data-item=") && !walkthrough.contains("data-lifted="))
    let still = try String(contentsOf: board.appendingPathComponent("step-02.svg"), encoding: .utf8)
    #expect(!still.contains(" data-"))
    let hooked = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: hooked) }
    let hookedResult = try CLI.run(["build", "examples/grid-reorder.md", "--out", hooked.path, "--hooks", "-q"])
    #expect(hookedResult.status == 0, "stderr: \(hookedResult.stderr)")
    let hookedBoard = hooked.appendingPathComponent("boards/grid-reorder")
    let hookedWalkthrough = try String(contentsOf: hookedBoard.appendingPathComponent("walkthrough.svg"), encoding: .utf8)
    #expect(hookedWalkthrough.contains("data-item=\"B\"") && hookedWalkthrough.contains("data-lifted=\"B\""))
    let hookedStill = try String(contentsOf: hookedBoard.appendingPathComponent("step-02.svg"), encoding: .utf8)
    #expect(hookedStill.contains(" data-frame=\"") && hookedStill.contains(" data-item=\""))
}

@Test func buildIsByteForByteRepeatable() throws {
    let a = try CLI.temporaryDirectory(), b = try CLI.temporaryDirectory()
    defer {
        try? FileManager.default.removeItem(at: a)
        try? FileManager.default.removeItem(at: b)
    }
    #expect(try CLI.run(["build", "examples", "--out", a.path]).status == 0)
    // The second build runs in another time zone and locale: nothing may depend on them.
    #expect(try CLI.run(["build", "examples", "--out", b.path],
                        environment: ["TZ": "Pacific/Chatham", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        .status == 0)
    CLI.expectSameTree(a, b)
}

@Test func tracePrintsTraceJSONVersion1() throws {
    let result = try CLI.run(["trace", "--format-version", "1", "examples/grid-reorder.md"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    let boards = try #require(json["boards"] as? [[String: Any]])
    let board = try #require(boards.first)
    #expect(board["id"] as? String == "grid-reorder")
    #expect(board["profile"] as? String == "system")
    #expect(board["fps"] as? Int == 60)
    #expect(board["file"] as? String == "examples/grid-reorder.md")
    let viewport = try #require(board["viewport"] as? [String: Any])
    #expect(viewport["width"] as? Int == 375)
    // items: 70 × 70 in a 375-wide view with insets 20: available 335,
    // n = floor(345 / 80) = 4, g = (335 − 280) / 3 = 18.333…; B is at 20 + 88.333.
    let items = try #require(board["items"] as? [String: [String: Double]])
    #expect(abs((items["B"]?["x"] ?? 0) - 108.3333) < 0.001)
    #expect(items["F"]?["y"] == 100)   // 20 + 70 + 10
    let frames = try #require(board["frames"] as? [[String: Any]])
    // Frame 0 carries order and data; frame 1 changed neither, so has neither (sparse).
    #expect(frames[0]["order"] != nil && frames[0]["data"] != nil)
    #expect(frames[1]["order"] == nil && frames[1]["data"] == nil)
    #expect(frames[0]["finger"] is NSNull)
    #expect(frames[1]["finger"] as? [String: Double] == ["x": 143.3333, "y": 55])
    // The press lasts 30 ticks; B lifts in frame 30.
    #expect(frames[29]["lifted"] is NSNull)
    #expect(frames[30]["lifted"] as? String == "B")
    // B (143.33, 55) → G (231.67, 135) over 30 ticks: x = 143.33 + 88.33 j/30.
    // G starts at x = 196.67: 88.33 j/30 ≥ 53.33 → j ≥ 18.1, so j = 19, frame 30 + 19 = 49
    // (y = 55 + 80 × 19/30 = 105.7, inside row 1: 100…170).
    let exchanges = frames.filter { ($0["events"] as? [[String: Any]] ?? []).contains { $0["type"] as? String == "exchange" } }
    #expect(exchanges.map { $0["index"] as? Int } == [49])
    let final = try #require(board["final"] as? [String: Any])
    let expected = [["A", "C", "D", "E", "F", "G", "B", "H", "I", "J", "K", "L"]]
    #expect(final["order"] as? [[String]] == expected)
    #expect(final["data"] as? [[String]] == expected)
    #expect((board["violations"] as? [Any])?.isEmpty == true)
}

@Test func tracePrintsVersion3ByDefaultWithEachMoveAsItsEdit() throws {
    // The same board as above: B, at 1, goes to G's slot, 6, in frame 49 on screen; the data
    // gets the same move when the finger lifts (system commits on release).
    let result = try CLI.run(["trace", "examples/grid-reorder.md"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 3)
    let board = try #require((json["boards"] as? [[String: Any]])?.first)
    let frames = try #require(board["frames"] as? [[String: Any]])
    #expect(frames[0]["order"] as? [[String]] == [["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]])
    #expect(frames.dropFirst().allSatisfy { $0["order"] == nil && $0["data"] == nil })
    let moves = frames.filter { $0["orderEdit"] != nil }
    #expect(moves.map { $0["index"] as? Int } == [49])
    let move = ["kind": "move", "from": [0, 1], "to": [0, 6]] as NSDictionary
    #expect((moves.first?["orderEdit"] as? NSDictionary) == move)
    let commits = frames.filter { $0["dataEdit"] != nil }
    #expect(commits.count == 1 && (commits.first?["dataEdit"] as? NSDictionary) == move)
    let release = commits.first.flatMap { $0["events"] as? [[String: Any]] } ?? []
    #expect(release.contains { $0["type"] as? String == "release" })
    // The same trace in version 1 is today's form; a version that does not exist is misuse.
    let v1 = try CLI.run(["trace", "--format-version", "1", "examples/grid-reorder.md"])
    #expect(v1.stdout.hasPrefix("{\"version\": 1,\n") && v1.stdout != result.stdout)
    let four = try CLI.run(["trace", "--format-version", "4", "examples/grid-reorder.md"])
    #expect(four.status == 64 && four.stdout.isEmpty)
    #expect(four.stderr.contains("--format-version"), "\(four.stderr)")
}

@Test func buildWritesTraceVersion3UnlessToldAnother() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for version in ["1", "2", "3"] {
        let out = dir.appendingPathComponent("v" + version)
        var arguments = ["build", "examples/grid-reorder.md", "--out", out.path, "--quiet"]
        if version != "3" { arguments += ["--trace-version", version] }
        let built = try CLI.run(arguments)
        #expect(built.status == 0, "\(built.stderr)")
        let written = try String(contentsOf: out.appendingPathComponent("boards/grid-reorder/trace.json"), encoding: .utf8)
        let printed = try CLI.run(["trace", "--format-version", version, "examples/grid-reorder.md"]).stdout
        #expect(written == printed, "version \(version)")
    }
}

@Test func checkPassesOnTheExamples() throws {
    let result = try CLI.run(["check", "examples"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("all expectations hold"))
}

@Test func checkFailsWithAReadableDifference() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let md = """
        # Wrong

        ```board
        viewport: 200x200
        items: [A, B, C]
        steps: [press A, move to C, release]
        expect:
          order: [[A, B, C]]
        ```
        """
    try md.write(to: dir.appendingPathComponent("wrong.md"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "wrong.md"], in: dir)
    #expect(result.status == 1)
    // `expect:` is on YAML line 4, i.e. Markdown line 3 + 4 = 7, column 1.
    #expect(result.stderr.hasPrefix("wrong.md:7:1: error: board 'wrong':"), "\(result.stderr)")
    #expect(result.stderr.contains("expected final screen order [[A, B, C]], got [[B, C, A]]"))
}

@Test func badInputGetsOnePreciseMessageAndWritesNothing() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let md = """
        # No viewport

        Some prose.

        ```board
        items: [A, B]
        steps: [press A, release]
        ```
        """
    try md.write(to: dir.appendingPathComponent("bad.md"), atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("site")
    let result = try CLI.run(["build", "bad.md", "--out", out.path, "--templates",
                              CLI.root.appendingPathComponent("templates").path], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("bad.md:5:"), "\(result.stderr)")
    #expect(result.stderr.contains("error: missing required key 'viewport'"))
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: out.path))
}

/// The values of `--pace` and `--trace-version` as help, errors and shell completions give them:
/// each case's raw value (Build.swift spells out what ArgumentParser's defaults would describe).
@Test func optionValuesAreTheirRawValuesInHelpErrorsAndCompletions() throws {
    let help = try CLI.run(["build", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("(values: story, real; default: story)"))
    #expect(help.contains("(values: 1, 2, 3; default: 3)"))
    let pace = try CLI.run(["build", "x.md", "--out", "y", "--pace", "fast"])
    #expect(pace.status == 64)
    #expect(pace.stderr.contains("Please provide one of 'story' and 'real'."))
    let version = try CLI.run(["trace", "x.md", "--format-version", "9"])
    #expect(version.stderr.contains("Please provide one of '1', '2' or '3'."))
    let bash = try CLI.run(["--generate-completion-script", "bash"]).stdout
    #expect(bash.contains("-W 'story'$'\\n''real'"))
    #expect(bash.contains("-W '1'$'\\n''2'$'\\n''3'"))
}
