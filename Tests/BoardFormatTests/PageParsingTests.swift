import Scenario
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

            ```board
            title: "🙂 → ✓"
            viewport: 100x100
            items: 1
            ```
            """)
        // 日本 has letters (issue 15: kept); emoji and an arrow have none: board-3.
        #expect(page.boards.map(\.id) == ["drag-b-into-section-2", "日本", "board-3"])
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

    @Test func aBoardInAListItemIsABoardWhereItIsWritten() throws {
        // The list is split around the board: its first item up to the board, the board, the rest
        // of that item as plain blocks, then the list going on at item 2. (A loose list: cmark
        // wraps each item's text in <p>.)
        let page = try parsePage("""
            1. Press an item:

               ```board
               viewport: 100x100
               items: [A, B]
               ```

               And see it lift.
            2. Then drag it.
            """)
        try #require(page.blocks.count == 3)
        guard case .prose(let before) = page.blocks[0], case .board(let board) = page.blocks[1],
              case .prose(let after) = page.blocks[2] else {
            Issue.record("expected prose, board, prose; got \(page.blocks)")
            return
        }
        #expect(before == "<ol>\n<li>\n<p>Press an item:</p>\n</li>\n</ol>\n")
        #expect(board.line == 3)
        #expect(board.sections[0].items.map(\.label) == ["A", "B"])
        #expect(after == "<p>And see it lift.</p>\n<ol start=\"2\">\n<li>\n<p>Then drag it.</p>\n</li>\n</ol>\n")
    }

    @Test func aBoardInAQuoteIsCheckedAndReportedWhereItIsWritten() throws {
        // Line 6 is "> steps: [press C]": the "> " cmark removed is 2 bytes, "steps: [press " 14 more,
        // so 'C' is column 17.
        let diagnostic = try onlyDiagnostic(of: """
            > A quote
            >
            > ```board
            > viewport: 100x100
            > items: [A, B]
            > steps: [press C]
            > ```
            """)
        expectDiagnostic(diagnostic, "unknown item 'C' in 'press C'", line: 6, column: 17)
        // A quote that holds only a board leaves no empty quote behind.
        let page = try parsePage("Before.\n\n> ```board\n> viewport: 100x100\n> items: 1\n> ```\n")
        #expect(page.blocks.count == 2)
        #expect(page.blocks.first == .prose(html: "<p>Before.</p>\n"))
    }

    @Test func twoBoardsInOneItemKeepWhatFollowsThem() throws {
        // After the first board the rest of the item is plain blocks; the second board is split
        // out of those, and the text and item 2 still follow it.
        let page = try parsePage("""
            1. First:

               ```board
               id: a
               viewport: 100x100
               items: 1
               ```

               ```board
               id: b
               viewport: 100x100
               items: 1
               ```

               More text.
            2. Second.
            """)
        #expect(page.boards.map(\.id) == ["a", "b"])
        try #require(page.blocks.count == 4)
        #expect(page.blocks[0] == .prose(html: "<ol>\n<li>\n<p>First:</p>\n</li>\n</ol>\n"))
        #expect(page.blocks[3] == .prose(html: "<p>More text.</p>\n<ol start=\"2\">\n<li>\n<p>Second.</p>\n</li>\n</ol>\n"))
    }
}
