import Scenario
import Testing
@testable import BoardFormat

/// `pace:` (docs/pacing.md): story or real, nothing else, carried to the scenario.
@Suite struct PaceKeyTests {
    static let board = "```board\nviewport: 200x100\nitems: [A]\n%@```\n"

    static func markdown(_ line: String) -> String {
        board.replacingOccurrences(of: "%@", with: line)
    }

    @Test func paceIsReadAndReachesTheScript() throws {
        #expect(try parseBoard(Self.markdown("pace: real\n")).scenario().script.pace == .real)
        #expect(try parseBoard(Self.markdown("pace: story\n")).scenario().script.pace == .story)
        // Not written: the build's --pace decides.
        #expect(try parseBoard(Self.markdown("")).scenario().script.pace == nil)
    }

    @Test func aMisspeltPaceGetsADidYouMean() throws {
        let diagnostic = try onlyDiagnostic(of: Self.markdown("pace: reel\n"))
        expectDiagnostic(diagnostic, "unknown pace 'reel'; did you mean 'real'?", line: 4, column: 7)
    }

    @Test func anUnknownPaceSaysWhatTheTwoMean() throws {
        let diagnostic = try onlyDiagnostic(of: Self.markdown("pace: fast\n"))
        expectDiagnostic(diagnostic, "unknown pace 'fast'; expected story (events slowed, quiet stretches shortened) "
                         + "or real (the session's own time)", line: 4, column: 7)
    }
}
