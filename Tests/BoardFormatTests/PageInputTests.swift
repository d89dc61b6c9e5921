import Testing
@testable import BoardFormat
import Scenario

/// `PageParser.parse(input:…)`: what `shuffleboard render` reads.
@Suite struct PageInputTests {
    static let bare = "viewport: 200x200\nitems: [A, B]\n"

    @Test func aBareBoardIsOneBoardWhoseFenceIsTheLineBeforeIt() throws {
        let page = try PageParser.parse(input: Self.bare, file: "x.md", firstLine: 7, fallbackTitle: "Here")
        let board = try #require(page.boards.first)
        #expect(page.boards.count == 1)
        #expect(board.line == 6)          // its first line is line 7: the fence would be on line 6
        #expect(board.title == "Here")
        #expect(board.id == "here")
        // With no line given, its fence would be line 0: line 1.
        #expect(try PageParser.parse(input: Self.bare, file: "x.md", fallbackTitle: "Here").boards.first?.line == 1)
    }

    @Test func aDocumentKeepsItsHeadingsAndMovesItsLines() throws {
        let text = "# Grid\n\n```board\n" + Self.bare + "```\n"
        let page = try PageParser.parse(input: text, file: "x.md", firstLine: 10, fallbackTitle: "Here")
        #expect(page.boards.first?.line == 12)   // the fence is the document's line 3: 10 + 3 − 1
        #expect(page.boards.first?.title == "Grid")
    }

    /// What a run reports later is placed by the board's own positions: its `expect:` entries', its
    /// steps' and its recordings' move with its lines (they were counted from the text's line 1, and
    /// a bare board's one line further for the fence put before it).
    @Test func thePlacesInsideABoardMoveWithItsLines() throws {
        // Lines 1 to 6 of the text: viewport, profiles, items, steps, expect:, its profile's key.
        let text = "viewport: 200x200\nprofiles: [system, {observed: run.json}]\nitems: [A, B]\nsteps: [press A, release]\n"
            + "expect:\n  observed: {order: [[A, B]]}\n"
        let board = try #require(try PageParser.parse(input: text, file: "x.md", firstLine: 20, fallbackTitle: "t").boards.first)
        #expect(board.profileExpect["observed"]?.position == SourcePosition(file: "x.md", line: 25, column: 3))   // 20 + 6 − 1
        #expect(board.recordings.values.map(\.position.line) == [21])
        #expect(board.stepPositions.map(\.line) == [23, 23])
        // In a document, the fence being the document's own: 'expect:' on its line 5 is line 14 of 10 on.
        let document = "# T\n\n```board\nviewport: 200x200\nexpect: {order: [[A]]}\nitems: [A]\n```\n"
        let fenced = try #require(try PageParser.parse(input: document, file: "x.md", firstLine: 10, fallbackTitle: "t").boards.first)
        #expect(fenced.expect?.position == SourcePosition(file: "x.md", line: 14, column: 1))
    }

    @Test func yamlContextLinesInMessagesMoveToo() {
        // "items: [A, B" never closes its list: libyaml names where the list started.
        #expect(throws: Diagnostics.self) {
            try PageParser.parse(input: "viewport: 200x200\nitems: [A, B\n", file: "x.md", firstLine: 20, fallbackTitle: "t")
        }
        do {
            _ = try PageParser.parse(input: "viewport: 200x200\nitems: [A, B\n", file: "x.md", firstLine: 20,
                                     fallbackTitle: "t")
        } catch {
            // The list starts at line 2, column 8 of the input: line 21 of x.md.
            #expect(error.description.contains("at line 21, column 8"), "\\(error.description)")
            #expect(error.diagnostics.allSatisfy { $0.position.line >= 21 })
        }
        #expect(Diagnostics.movingLines(in: "x (a at line 4, column 2) and 'at line 9' board on line 3", by: 10)
            == "x (a at line 14, column 2) and 'at line 9' board on line 13")
    }

    @Test func onlyAKeyAtColumnOneStartsABareBoard() {
        #expect(PageParser.isYAMLKeyLine("viewport: 375x667"))
        #expect(PageParser.isYAMLKeyLine("steps:"))
        #expect(PageParser.isYAMLKeyLine("item-size: 50x50"))
        #expect(!PageParser.isYAMLKeyLine("Note:this"))          // no space after the colon
        #expect(!PageParser.isYAMLKeyLine("# Title"))
        #expect(!PageParser.isYAMLKeyLine("  viewport: 1x1"))    // indented
        #expect(!PageParser.isYAMLKeyLine("A sentence: with a colon"))
        #expect(throws: Diagnostics.self) {
            try PageParser.parse(input: "Some prose.\n", file: "x.md", fallbackTitle: "t")
        }
    }

    /// A line moved by `--source-name`'s LINE saturates rather than overflow (it trapped at
    /// `9223372036854775807`): at most `Int.max`, at least 1.
    @Test func movingALineSaturates() throws {
        #expect(Diagnostics.moved(Int.max - 1, by: 5) == Int.max)
        #expect(Diagnostics.moved(3, by: Int.min) == 1)
        #expect(Diagnostics.moved(3, by: -5) == 1)
        #expect(Diagnostics.moved(3, by: 4) == 7)
        // The board's own line too: its fence is the line before its first, LINE − 1.
        let page = try PageParser.parse(input: Self.bare, file: "x.md", firstLine: Int.max, fallbackTitle: "t")
        #expect(page.boards.first?.line == Int.max - 1)
    }

    /// A byte-order mark before a bare board is not part of it (it was "no board").
    @Test func aByteOrderMarkIsNotPartOfTheText() throws {
        let page = try PageParser.parse(input: "\u{FEFF}" + Self.bare, file: "x.md", fallbackTitle: "t")
        #expect(page.boards.count == 1)
        #expect(page.boards.first?.viewport.width == 200)
    }
}
