import Foundation
import Testing

/// `--figure compact|full` of `render` and `build`, and a board's `figure:` key, which wins.
@Suite struct FigureOptionTests {
    static let board = "title: Swap\nviewport: 200x120\nitems: [A, B, C]\nsteps: [press A, move to C over 0.3s, release]\n"

    static func isCompact(_ html: String) -> Bool {
        html.hasPrefix("<figure class=\"board compact\"") && !html.contains("<ol class=\"steps\"")
            && !html.contains("<table") && !html.contains("<details>")
    }

    @Test func renderPrintsTheFigureItIsAskedForAndTheBoardsKeyWins() throws {
        let full = try CLI.run(["render", "-"], input: Self.board)
        let compact = try CLI.run(["render", "-", "--figure", "compact"], input: Self.board)
        let pinned = try CLI.run(["render", "-", "--figure", "compact"], input: Self.board + "figure: full\n")
        let asked = try CLI.run(["render", "-"], input: Self.board + "figure: compact\n")
        #expect([full, compact, pinned, asked].allSatisfy { $0.status == 0 && $0.stderr.isEmpty })
        #expect(full.stdout.hasPrefix("<figure class=\"board\" id=\"swap\">") && full.stdout.contains("<ol class=\"steps\""))
        #expect(Self.isCompact(compact.stdout), "\(compact.stdout.prefix(300))")
        #expect(pinned.stdout.hasPrefix("<figure class=\"board\" id=\"swap\">") && pinned.stdout.contains("<ol class=\"steps\""))
        #expect(Self.isCompact(asked.stdout))
        // Smaller: the style sheet and the walkthrough are the same, the stills but step 0's gone.
        #expect(compact.stdout.utf8.count < full.stdout.utf8.count)
    }

    @Test func buildsPagesAndFragmentsFollowTheOptionAndTheReportStaysWhole() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try "# Page\n\n```board\n\(Self.board)```\n".write(to: input.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        func read(_ path: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        for (arguments, out) in [(["--figure", "compact"], "site"), (["--fragment", "--figure", "compact"], "fragments"),
                                 ([], "full")] {
            let result = try CLI.run(["build", input.path, "--out", folder.appendingPathComponent(out).path, "-q"] + arguments)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        }
        let page = try read("site/page.html")
        let figure = String(page[try #require(page.range(of: "<figure")).lowerBound...])
        #expect(Self.isCompact(figure), "\(figure.prefix(300))")
        #expect(figure.contains(" · <a href=\"boards/swap/report.html\">Steps, table and source</a></figcaption>"))
        #expect(Self.isCompact(try read("fragments/boards/swap/figure.html")))
        for report in ["site/boards/swap/report.html", "fragments/boards/swap/report.html"] {
            #expect(try read(report).contains("<ol class=\"steps\""), "\(report)")
        }
        // Without the option: the full figure, as before.
        #expect(try read("full/page.html").contains("<figure class=\"board\" id=\"swap\">"))
    }

    @Test func aWrongValueIsAnErrorAtItsPlace() throws {
        let option = try CLI.run(["render", "-", "--figure", "small"], input: Self.board)
        #expect(option.status == 64 && option.stdout.isEmpty)
        #expect(option.stderr.contains("'small'") && option.stderr.contains("compact"), "\(option.stderr)")
        // The key: line 5 of the input is line 3 + 4 of docs/a.md; its value starts in column 9.
        let key = try CLI.run(["render", "-", "--source-name", "docs/a.md:3"], input: Self.board + "figure: compakt\n")
        #expect(key.status == 1 && key.stdout.isEmpty)
        #expect(key.stderr == "docs/a.md:7:9: error: unknown figure 'compakt'; did you mean 'compact'?\n", "\(key.stderr)")
    }
}
