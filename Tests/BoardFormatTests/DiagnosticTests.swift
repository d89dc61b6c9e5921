import Scenario
import Testing
@testable import BoardFormat

/// Every position here is worked out by hand: Markdown line = fence line + YAML line,
/// column = the column in the Markdown line, counted in UTF-8 bytes.
@Suite struct DiagnosticTests {
    @Test func yamlSyntaxErrorPointsIntoTheMarkdown() throws {
        // The fence is indented by 2 on line 3; YAML line 2 is Markdown line 5. The second ':' of
        // "title: a: b" is YAML column 9, plus the 2 columns of indentation cmark removed.
        let diagnostic = try onlyDiagnostic(of: """
            # Title

              ```board
              viewport: 100x100
              title: a: b
              items: 1
              ```
            """)
        expectDiagnostic(diagnostic, "invalid YAML: mapping values are not allowed in this context", line: 5, column: 11)
    }

    @Test func unclosedFlowListNamesWhereItStarts() throws {
        // libyaml notices the missing ']' at the ':' of "steps:" (YAML 3:6 → Markdown 6:6);
        // the list opened at YAML 2:8 → Markdown 5:8.
        let diagnostic = try onlyDiagnostic(of: """
            # Title

            ```board
            viewport: 100x100
            items: [A, B
            steps: []
            ```
            """)
        expectDiagnostic(diagnostic, "invalid YAML: did not find expected ',' or ']' "
                         + "(while parsing a flow sequence at line 5, column 8)", line: 6, column: 6)
    }

    @Test func tabIndentationIsExplained() throws {
        let diagnostic = try onlyDiagnostic(of: "```board\n\tviewport: 1x1\nitems: 1\n```\n")
        expectDiagnostic(diagnostic, "invalid YAML: found character that cannot start any token "
                         + "(while scanning for the next token at line 2, column 1); YAML indents with spaces, not tabs",
                         line: 2, column: 1)
    }

    @Test func secondYAMLDocumentIsAnError() throws {
        // "---" is YAML line 3, Markdown line 4.
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 1x1\nitems: 1\n---\nx: 1\n```\n")
        expectDiagnostic(diagnostic, "invalid YAML: a board is one YAML document; found a second one",
                         line: 4, column: 1)
    }

    @Test func unknownKeySuggestsTheClosestKey() throws {
        // Fence on line 3, the bad key on YAML line 2 → Markdown line 5.
        let diagnostic = try onlyDiagnostic(of: """
            # Title

            ```board
            viewport: 100x100
            item-sise: 80x80
            items: 1
            ```
            """)
        expectDiagnostic(diagnostic, "unknown key 'item-sise'; did you mean 'item-size'?", line: 5, column: 1)
    }

    @Test func wrongShapeSaysWhatWasFoundAndExpected() {
        let found = diagnostics(of: """
            ```board
            viewport: {width: 100}
            title: [a, b]
            items: 1
            ```
            """)
        #expect(found.count == 2)
        guard found.count == 2 else { return }
        expectDiagnostic(found[0], "viewport: expected a size like 375x667, found a mapping", line: 2, column: 11)
        expectDiagnostic(found[1], "title: expected a title, found a list", line: 3, column: 8)
    }

    @Test func badScalarValueIsQuoted() throws {
        let diagnostic = try onlyDiagnostic(of: "```board\nitems: 1\nviewport: abc\n```\n")
        expectDiagnostic(diagnostic, "viewport: expected a size like 375x667, found 'abc'", line: 3, column: 11)
    }

    @Test func missingViewportPointsAtTheFence() throws {
        let diagnostic = try onlyDiagnostic(of: "Intro.\n\n```board\nitems: [A]\n```\n")
        expectDiagnostic(diagnostic, "missing required key 'viewport' (the visible bounds, like 'viewport: 375x667')",
                         line: 3, column: 1)
    }

    @Test func emptyBoardMissesViewportAndItems() {
        let found = diagnostics(of: "Intro.\n\n```board\n```\n")
        #expect(found.map(\.message) == [
            "missing required key 'viewport' (the visible bounds, like 'viewport: 375x667')",
            "missing required key 'items' (or 'sections'), like 'items: [A, B, C]'",
        ])
        #expect(found.allSatisfy { $0.position == SourcePosition(file: testFile, line: 3, column: 1) })
    }

    @Test func boardMustBeAMapping() throws {
        let diagnostic = try onlyDiagnostic(of: "```board\n- a\n- b\n```\n")
        expectDiagnostic(diagnostic, "a board is a mapping of keys like 'viewport: 375x667'; found a list",
                         line: 2, column: 1)
    }

    @Test func itemsAndSectionsTogetherAreAnError() throws {
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 1x1\nitems: 1\nsections: [[A]]\n```\n")
        expectDiagnostic(diagnostic, "use either 'items' or 'sections', not both", line: 4, column: 1)
    }

    @Test func rangesAndNamesAreChecked() {
        let found = diagnostics(of: """
            ```board
            viewport: 100x100
            items: 2
            line-spacing: -1
            offset: -5,0
            columns: 0
            section-inset: 1,2,3
            direction: diagonal
            press-duration: soon
            ```
            """)
        #expect(found.count == 6)
        guard found.count == 6 else { return }
        expectDiagnostic(found[0], "line-spacing: must not be negative, found '-1'", line: 4, column: 15)
        expectDiagnostic(found[1], "offset: must not be negative, found '-5,0'", line: 5, column: 9)
        expectDiagnostic(found[2], "columns: expected a whole number greater than 0 like 2, found '0'",
                         line: 6, column: 10)
        expectDiagnostic(found[3], "section-inset: expected one number like 20, or top,left,bottom,right "
                         + "like 10,0,10,0, found '1,2,3'", line: 7, column: 16)
        expectDiagnostic(found[4], "unknown direction 'diagonal'; expected vertical or horizontal",
                         line: 8, column: 12)
        expectDiagnostic(found[5], "press-duration: expected a duration like 0.4s, 400ms or 24 frames, "
                         + "found 'soon'", line: 9, column: 17)
    }

    @Test func listInsetsMustLeaveRoomForItems() throws {
        let diagnostic = try onlyDiagnostic(of: "```board\nlayout: list\nviewport: 100x300\nitems: 2\n"
                                            + "section-inset: 0,50,0,50\n```\n")
        expectDiagnostic(diagnostic, "section-inset: leaves no room for a list's items in a viewport 100 points wide",
                         line: 5, column: 16)
    }

    @Test func waterfallColumnsMustLeaveRoomForItems() throws {
        // 1000 columns in 100 points: 999 spacings of 10 points take 9,990 points, so each column
        // would be (100 − 9,990) / 1000 < 0 wide. `columns:` is line 4 (fence on line 1, YAML line 3);
        // its value starts after "columns: ", at column 10.
        let diagnostic = try onlyDiagnostic(of: "```board\nlayout: waterfall\nviewport: 100x300\ncolumns: 1000\n"
                                            + "items: 3\n```\n")
        expectDiagnostic(diagnostic, "columns: leaves no room for a waterfall's 1000 columns in a viewport 100 points "
                         + "wide (999 spacings of 10 points take 9990 points)", line: 4, column: 10)
        // The default 2 columns, 10 apart, with insets of 45 + 45: 100 − 90 − 10 = 0 points for both.
        // `section-inset:` is line 4; its value at column 16.
        let inset = try onlyDiagnostic(of: "```board\nlayout: waterfall\nviewport: 100x300\n"
                                       + "section-inset: 0,45,0,45\nitems: 3\n```\n")
        expectDiagnostic(inset, "section-inset: leaves no room for a waterfall's 2 columns in a viewport 100 points "
                         + "wide (1 spacing of 10 points and insets of 90 points take 100 points)", line: 4, column: 16)
        // One point left for 2 columns is room (the waterfall lays them out 0.5 points wide).
        _ = try parseBoard("```board\nlayout: waterfall\nviewport: 100x300\nsection-inset: 0,45,0,44\nitems: 3\n```\n")
    }

    @Test func multipleErrorsInSeveralBoardsAreReportedTogetherInOrder() {
        let found = diagnostics(of: """
            # Two boards

            ```board
            viewport: 0x100
            colour: red
            items: [A, A]
            fps: sixty
            ```

            ```board
            layout: carousell
            profile: sytem
            viewport: 100x100
            items: [A]
            locked: [Q]
            expect: {order: [[A, Z]]}
            ```
            """)
        let expected: [(String, Int, Int)] = [
            ("viewport: width and height must be greater than 0, found '0x100'", 4, 11),
            ("unknown key 'colour'", 5, 1),
            ("duplicate item label 'A' (first on line 6)", 6, 12),
            ("fps: expected a whole number greater than 0 like 60, found 'sixty'", 7, 6),
            ("unknown layout 'carousell'; did you mean 'carousel'?", 11, 9),
            ("unknown profile 'sytem'; did you mean 'system'?", 12, 10),
            ("locked: unknown item 'Q'", 15, 10),
            ("expect: order: unknown item 'Z'", 16, 22),
        ]
        #expect(found.count == expected.count)
        for (diagnostic, (message, line, column)) in zip(found, expected) {
            expectDiagnostic(diagnostic, message, line: line, column: column)
        }
    }

    @Test func expectationMustListEveryItemInEverySection() {
        let found = diagnostics(of: """
            ```board
            viewport: 100x100
            sections: [[A, B], [C]]
            expect:
              order: [[A, C]]
              data: [[B, A, A], [C]]
            ```
            """)
        #expect(found.map(\.message) == [
            "expect: order: expected 2 sections, as the board has, found 1",
            "expect: data: item 'A' appears more than once",
        ])
        #expect(found.map(\.position.line) == [5, 6])
    }

    @Test func diagnosticsAreCappedAtFifty() {
        let keys = (1...60).map { "unknown\($0): 1" }.joined(separator: "\n")
        let found = diagnostics(of: "```board\nviewport: 1x1\nitems: 1\n\(keys)\n```\n")
        #expect(found.count == 50)
        #expect(found.first?.message == "unknown key 'unknown1'")
        #expect(found.last?.position.line == 53)  // unknown50 is YAML line 52 → Markdown line 53
    }

    @Test func diagnosticPrintsCompilerStyle() throws {
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 1x1\nitems: 1\nitem-sise: 2\n```\n")
        #expect(diagnostic.description == "docs/test.md:4:1: error: unknown key 'item-sise'; did you mean 'item-size'?")
    }

    @Test func aQuotedValueShowsLineFeedsAndIsShortened() {
        // By hand: each line feed shows as ⏎ (one character); over 40 characters, the first 39 and "…".
        #expect("press B".quoted == "'press B'")
        #expect("a\nb\n".quoted == "'a⏎b⏎'")
        let long = String(repeating: "x", count: 38) + "\ny z"   // 42 characters
        #expect(long.quoted == "'" + String(repeating: "x", count: 38) + "⏎…'")
    }
}
