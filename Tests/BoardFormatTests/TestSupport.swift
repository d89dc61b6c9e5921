import Scenario
import Testing
@testable import BoardFormat

/// The file name every test document is parsed as.
let testFile = "docs/test.md"

/// Parses a document that must be valid.
func parsePage(_ markdown: String, file: String = testFile) throws -> Page {
    try PageParser.parse(markdown: markdown, file: file)
}

/// Parses a document with exactly one board, which must be valid.
func parseBoard(_ markdown: String) throws -> Board {
    let boards = try parsePage(markdown).boards
    try #require(boards.count == 1)
    return boards[0]
}

/// The diagnostics a document produces; empty when it parses.
func diagnostics(of markdown: String, file: String = testFile) -> [Diagnostic] {
    do {
        _ = try PageParser.parse(markdown: markdown, file: file)
        return []
    } catch {
        return error.diagnostics
    }
}

/// The one diagnostic a document must produce.
func onlyDiagnostic(of markdown: String,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
    let found = diagnostics(of: markdown)
    try #require(found.count == 1, "expected one diagnostic, got \(found)", sourceLocation: sourceLocation)
    return found[0]
}

/// Checks a diagnostic's message, line and column.
func expectDiagnostic(_ diagnostic: Diagnostic, _ message: String, line: Int, column: Int,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(diagnostic.message == message, sourceLocation: sourceLocation)
    #expect(diagnostic.position == SourcePosition(file: testFile, line: line, column: column),
            sourceLocation: sourceLocation)
}
