import Scenario
import Testing
@testable import BoardFormat

/// `scheme:` (docs/theming.md): auto, light or dark, auto when not written, carried to the scenario.
@Suite struct SchemeKeyTests {
    static func markdown(_ line: String) -> String {
        "```board\nviewport: 200x100\nitems: [A]\n\(line)```\n"
    }

    @Test func schemeIsReadAndReachesTheScenario() throws {
        #expect(try parseBoard(Self.markdown("scheme: dark\n")).scenario().scheme == .dark)
        #expect(try parseBoard(Self.markdown("scheme: light\n")).scenario().scheme == .light)
        #expect(try parseBoard(Self.markdown("scheme: auto\n")).scenario().scheme == .auto)
        #expect(try parseBoard(Self.markdown("")).scenario().scheme == .auto)
    }

    @Test func aMisspeltSchemeGetsADidYouMean() throws {
        // Line 4 of the file (the fence is line 1), the value at column 9.
        let diagnostic = try onlyDiagnostic(of: Self.markdown("scheme: darc\n"))
        expectDiagnostic(diagnostic, "unknown scheme 'darc'; did you mean 'dark'?", line: 4, column: 9)
    }

    @Test func anUnknownSchemeSaysWhatTheyAre() throws {
        let diagnostic = try onlyDiagnostic(of: Self.markdown("scheme: sepia\n"))
        expectDiagnostic(diagnostic, "unknown scheme 'sepia'; expected auto (the reader's), light or dark",
                         line: 4, column: 9)
    }
}
