import Foundation
import Testing

/// The site of five representative boards, compared byte for byte with `Tests/Goldens/site/` (see
/// ``Golden``): for each board its walkthrough, one step, its page, its report and its trace, and
/// the index.
///
/// The boards are copies in `Tests/Goldens/boards/`, not `examples/`, so that editing an example
/// does not change a golden file; the carousel is a shortened copy, to keep its files small.
@Suite struct GoldenTests {
    /// A Markdown file of `Tests/Goldens/boards/` holding one board, and the step compared.
    struct Board: Sendable, CustomTestStringConvertible {
        var page: String
        var id: String
        var step: Int
        /// What the board is there for.
        var covers: String

        var testDescription: String { id }
        var files: [String] {
            ["\(page).html", "boards/\(id)/walkthrough.svg", "boards/\(id)/step-0\(step).svg",
             "boards/\(id)/report.html", "boards/\(id)/trace.json"]
        }
    }

    static let boards = [
        Board(page: "grid-reorder", id: "grid-reorder", step: 2,
              covers: "a flow grid; after the move the screen shows the new order and the data the old one"),
        Board(page: "table-flick", id: "table-flick", step: 3,
              covers: "a list, table exchange; after the drop screen and data differ (data-matches-view)"),
        Board(page: "edge-scroll", id: "edge-scroll", step: 3,
              covers: "edge auto-scroll past the end of the content (offset-in-bounds)"),
        Board(page: "carousel", id: "carousel-drag", step: 3,
              covers: "a carousel: a timer fire, then a drag that pauses the timer"),
        Board(page: "two-profiles", id: "two-profiles", step: 2,
              covers: "a board of two profiles: the side-by-side walkthrough, where they part, each profile's expectation"),
    ]

    /// Copies the golden boards into `in/` of a fresh folder and runs `build in --out site` there, as
    /// a user would. With `absolute`, it passes both as absolute paths from the package root instead.
    /// Returns the folder; the caller removes it.
    static func build(absolute: Bool = false, environment: [String: String] = [:]) throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let fm = FileManager.default
        try fm.copyItem(at: Golden.folder.appendingPathComponent("boards"), to: dir.appendingPathComponent("in"))
        let (input, out) = absolute ? (dir.appendingPathComponent("in").path, dir.appendingPathComponent("site").path)
                                    : ("in", "site")
        let result = try CLI.run(["build", input, "--out", out, "--templates", SiteWriterTests.templates],
                                 in: absolute ? CLI.root : dir, environment: environment)
        guard result.status == 0 else {
            try? fm.removeItem(at: dir)
            throw BuildFailed(result: result)
        }
        return dir
    }

    struct BuildFailed: Error, CustomStringConvertible {
        var result: CLI.Result
        var description: String { "build exited \(result.status): \(result.stderr)" }
    }

    @Test(arguments: boards) func aBoardsPagesMatchTheirGoldenFiles(_ board: Board) throws {
        let dir = try Self.build()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in board.files {
            let output = try #require(FileManager.default.contents(atPath: dir.appendingPathComponent("site/\(file)").path),
                                      "the build wrote no \(file)")
            Golden.expect(output, matches: "site/\(file)")
        }
    }

    @Test func theIndexMatchesItsGoldenFile() throws {
        let dir = try Self.build()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = try #require(FileManager.default.contents(atPath: dir.appendingPathComponent("site/index.html").path))
        Golden.expect(output, matches: "site/index.html")
    }

    /// The golden files hold only what the boards decide: not the folder, the way the paths were
    /// given, the time of the build, the time zone or the locale.
    @Test func theOutputDependsOnlyOnTheBoards() throws {
        let first = try Self.build()
        defer { try? FileManager.default.removeItem(at: first) }
        Thread.sleep(forTimeInterval: 1.1)   // a clock read to the second now reads differently
        let second = try Self.build(absolute: true,
                                    environment: ["TZ": "Asia/Kathmandu", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        defer { try? FileManager.default.removeItem(at: second) }
        #expect(first.path != second.path)
        CLI.expectSameTree(first.appendingPathComponent("site"), second.appendingPathComponent("site"))
    }

    /// Every golden file is one the tests compare, so none goes stale unnoticed.
    @Test func everyGoldenFileIsCompared() {
        let compared = Set(Self.boards.flatMap(\.files).map { "site/\($0)" } + ["site/index.html"])
        let stored = (FileManager.default.enumerator(atPath: Golden.folder.appendingPathComponent("site").path)?
            .allObjects as? [String] ?? []).map { "site/\($0)" }
            .filter { !$0.hasSuffix("/") && !FileManager.default.isDirectory(Golden.folder.appendingPathComponent($0)) }
        let unused = Set(stored).subtracting(compared).sorted()
        #expect(unused.isEmpty, "golden files no test compares (remove them): \(unused)")
    }
}

private extension FileManager {
    func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
