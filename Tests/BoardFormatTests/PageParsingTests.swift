import Testing
@testable import BoardFormat

@Suite struct PageParsingTests {
    @Test func proseAroundBoardsIsSafeHTMLInDocumentOrder() throws {
        let page = try parsePage("""
            # Guide

            Intro <b>bold</b> [x](javascript:alert(1)) and [ok](https://example.com).

            <script>alert(2)</script>

            ```board
            viewport: 100x100
            items: 1
            ```

            Between.

            ```swift
            let x = 1
            ```

            ```board extra words are ignored
            id: second
            viewport: 100x100
            items: 1
            ```
            """)
        try #require(page.blocks.count == 4)
        guard case .prose(let intro) = page.blocks[0], case .board(let first) = page.blocks[1],
              case .prose(let between) = page.blocks[2], case .board(let second) = page.blocks[3] else {
            Issue.record("expected prose, board, prose, board; got \(page.blocks)")
            return
        }
        #expect(intro.hasPrefix("<h1>Guide</h1>\n<p>Intro "))
        #expect(!intro.contains("<script") && !intro.contains("<b>") && !intro.contains("javascript:"))
        #expect(intro.contains("<a href=\"\">x</a>"))
        #expect(intro.contains("<a href=\"https://example.com\">ok</a>"))
        #expect(between == "<p>Between.</p>\n<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
        #expect(first.line == 7)
        #expect(second.line == 18)
        #expect(page.boards == [first, second])
    }

    @Test func pageTitleIsTheFirstLevelOneHeading() throws {
        let page = try parsePage("## Not this\n\n# The *real* title\n\n# Not this either\n")
        #expect(page.title == "The real title")
        #expect(page.file == testFile)
        #expect(page.blocks.count == 1)
    }

    @Test func pageTitleFallsBackToTheFileName() throws {
        let page = try parsePage("Just prose.\n", file: "docs/guides/my-page.md")
        #expect(page.title == "my-page")
    }

    @Test func boardTitleComesFromTheNearestHeadingAbove() throws {
        let page = try parsePage("""
            # Page

            ```board
            viewport: 100x100
            items: 1
            ```

            ## Drag *the* `B` item

            Some prose.

            ```board
            viewport: 100x100
            items: 1
            ```

            ```board
            title: Its own title
            viewport: 100x100
            items: 1
            ```
            """)
        #expect(page.boards.map(\.title) == ["Page", "Drag the B item", "Its own title"])
        #expect(page.boards.map(\.id) == ["page", "drag-the-b-item", "its-own-title"])
    }

    @Test func boardTitleFallsBackToThePageTitle() throws {
        let board = try parseBoard("```board\nviewport: 100x100\nitems: 1\n```\n")
        #expect(board.title == "test")
    }

    @Test func idIsTheSlugOfTheTitleOrBoardN() throws {
        let page = try parsePage("""
            ```board
            title: "Drag B → into  section #2!"
            viewport: 100x100
            items: 1
            ```

            ```board
            title: 日本
            viewport: 100x100
            items: 1
            ```
            """)
        #expect(page.boards.map(\.id) == ["drag-b-into-section-2", "board-2"])
    }

    @Test func duplicateBoardIDsAreReportedAtTheSecondBoard() throws {
        let diagnostic = try onlyDiagnostic(of: """
            ## Same

            ```board
            viewport: 100x100
            items: 1
            ```

            ```board
            id: same
            viewport: 100x100
            items: 1
            ```
            """)
        // The second board's `id:` value is on line 9, column 5 (a board without `id:` is
        // reported at its fence).
        expectDiagnostic(diagnostic, "duplicate board id 'same' (also used by the board on line 3); "
                         + "give one of them its own 'id:'", line: 9, column: 5)
    }

    @Test func indentedFencesAreBoardsToo() throws {
        let board = try parseBoard("   ```board\n   viewport: 100x100\n   items: [A]\n   ```\n")
        #expect(board.source == "viewport: 100x100\nitems: [A]\n")
        #expect(board.line == 1)
    }

    @Test func otherCodeBlocksAreProse() throws {
        let page = try parsePage("```boardgame\nnot: a board\n```\n\n    board\n")
        #expect(page.boards.isEmpty)
        #expect(page.blocks == [.prose(html: "<pre><code class=\"language-boardgame\">not: a board\n</code></pre>\n"
                                       + "<pre><code>board\n</code></pre>\n")])
    }
}
