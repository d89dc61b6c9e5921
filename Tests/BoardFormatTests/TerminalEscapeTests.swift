import Scenario
import Testing
@testable import BoardFormat

/// Text printed on a terminal shows every control character instead of obeying it.
@Suite struct TerminalEscapeTests {
    @Test(arguments: [
        ("plain é 🧨 \\ text", "plain é 🧨 \\ text"),
        ("\u{1B}[2K\r", "\\u{1B}[2K\\u{D}"),
        ("a\nb\tc\u{0}", "a\\u{A}b\\u{9}c\\u{0}"),
        ("\u{7F}\u{80}\u{9B}\u{9F}\u{A0}", "\\u{7F}\\u{80}\\u{9B}\\u{9F}\u{A0}"),   // DEL, C1; U+00A0 is a space
        ("\u{202A}\u{202E}\u{2066}\u{2069}\u{2065}", "\\u{202A}\\u{202E}\\u{2066}\\u{2069}\u{2065}"),
        ("\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}", "\\u{200E}\\u{200F}\\u{61C}\\u{2028}\\u{2029}"),
    ])
    func controlCharactersAreWrittenOut(text: String, expected: String) {
        #expect(text.escapingTerminalControls() == expected)
    }

    @Test func newlinesCanBeKeptForTextOfSeveralLines() {
        #expect("a\n\u{1B}b\r\n".escapingTerminalControls(keepingNewlines: true) == "a\n\\u{1B}b\\u{D}\n")
    }

    @Test func aDiagnosticIsOneLineWhateverItsFileAndMessageHold() {
        let diagnostic = Diagnostic("unknown key 'x\ny'", at: SourcePosition(file: "a\u{1B}\n.md", line: 2, column: 3))
        #expect(diagnostic.description == "a\\u{1B}\\u{A}.md:2:3: error: unknown key 'x\\u{A}y'")
    }
}
