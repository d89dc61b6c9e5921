import Foundation
import Testing

/// `render --id`: a docs tool that puts two boards of one id on a page names the second figure
/// another way. Two boards titled "Swap" on one MkDocs page shared 25 ids: the second figure drew
/// the first one's shapes (`<use href>`) and its Pause control drove the first.
@Suite struct RenderFigureIDTests {
    static let board = "title: Swap\nviewport: 200x120\nitems: [A, B, C]\nsteps: [press A, move to C over 0.3s, release]\n"

    /// Every `id`, `href="#…"` and `for` of a figure.
    static func names(_ html: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: ##" (?:id|for)="([^"]*)"|href="#([^"]*)""##)
        let text = html as NSString
        return pattern.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
            let range = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            return text.substring(with: range)
        }
    }

    @Test func theFigureAndEveryNameInItTakeTheGivenID() throws {
        let plain = try CLI.run(["render", "-", "--source-name", "docs/a.md:3"], input: Self.board)
        let renamed = try CLI.run(["render", "-", "--source-name", "docs/a.md:3", "--id", "swap-2"], input: Self.board)
        #expect(plain.status == 0 && renamed.status == 0, "\(plain.stderr)\(renamed.stderr)")
        #expect(renamed.stdout.hasPrefix("<figure class=\"board\" id=\"swap-2\">"))
        let before = try Self.names(plain.stdout), after = try Self.names(renamed.stdout)
        // The figure, its pause and play controls, its steps, the walkthrough's shapes and the stills' parts.
        #expect(before.count > 20 && before.allSatisfy { $0 == "swap" || $0.hasPrefix("swap.") }, "\(before)")
        #expect(after == before.map { "swap-2" + $0.dropFirst("swap".count) }, "\(after)")
        // Nothing else changes.
        #expect(renamed.stdout.replacingOccurrences(of: "swap-2", with: "swap") == plain.stdout)
    }

    @Test func anIDThatCannotBeOneIsRefusedWithUsage() throws {
        for id in ["Swap", "a.b", "-x", "", "a b", "x\u{1B}[31m"] {
            let result = try CLI.run(["render", "-", "--id", id], input: Self.board)
            #expect(result.status == 64, "\(id)")
            #expect(result.stdout.isEmpty && !result.stderr.contains("\u{1B}"), "\(id)")
        }
    }

    @Test func severalBoardsNeedBoardToBeGivenAnID() throws {
        let document = "# A\n\n```board\n\(Self.board)```\n\n```board\n" + Self.board.replacingOccurrences(of: "Swap", with: "Other") + "```\n"
        let refused = try CLI.run(["render", "-", "--id", "x"], input: document)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.contains("error: --id names one figure, and the input has 2 boards (swap, other)"), "\(refused.stderr)")
        let picked = try CLI.run(["render", "-", "--id", "x", "--board", "other"], input: document)
        #expect(picked.status == 0 && picked.stdout.hasPrefix("<figure class=\"board\" id=\"x\">"), "\(picked.stderr)")
    }
}
