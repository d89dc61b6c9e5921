import Scenario
import Testing
@testable import BoardFormat

/// `figure:`: compact or full, nothing else, carried to the scenario; not written, the command's
/// `--figure` decides.
@Suite struct FigureKeyTests {
    static let board = "```board\nviewport: 200x100\nitems: [A]\n%@```\n"

    static func markdown(_ line: String) -> String {
        board.replacingOccurrences(of: "%@", with: line)
    }

    @Test func figureIsReadAndReachesTheScenario() throws {
        #expect(try parseBoard(Self.markdown("figure: compact\n")).scenario().figure == .compact)
        #expect(try parseBoard(Self.markdown("figure: full\n")).scenario().figure == .full)
        #expect(try parseBoard(Self.markdown("")).scenario().figure == nil)
    }

    @Test func aMisspeltFigureGetsADidYouMean() throws {
        // The fence is line 1, so `figure:` is line 4; its value starts after "figure: ", column 9.
        let diagnostic = try onlyDiagnostic(of: Self.markdown("figure: compakt\n"))
        expectDiagnostic(diagnostic, "unknown figure 'compakt'; did you mean 'compact'?", line: 4, column: 9)
    }

    @Test func anUnknownFigureSaysWhatTheTwoShow() throws {
        let diagnostic = try onlyDiagnostic(of: Self.markdown("figure: small\n"))
        expectDiagnostic(diagnostic, "unknown figure 'small'; expected compact (the walkthrough, its player and a "
                         + "line of caption) or full (with every step's still, the table of orders and the board's "
                         + "source)", line: 4, column: 9)
    }

    @Test func aFigureThatIsNotAWordIsRefused() throws {
        let diagnostic = try onlyDiagnostic(of: Self.markdown("figure: [compact]\n"))
        #expect(diagnostic.message.hasPrefix("figure: expected compact or full, found "))
        #expect(diagnostic.position.line == 4 && diagnostic.position.column == 9)
    }

    @Test func aKeyCloseToFigureIsSuggested() throws {
        let diagnostic = try onlyDiagnostic(of: Self.markdown("figur: compact\n"))
        #expect(diagnostic.message == "unknown key 'figur'; did you mean 'figure'?")
    }
}
