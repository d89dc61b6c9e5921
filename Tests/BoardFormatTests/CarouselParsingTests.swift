import Scenario
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardFormat

/// `layout: carousel` and the `wait` step. Line numbers count the Markdown
/// document: the fence is line 1 unless a test says otherwise.
@Suite struct CarouselParsingTests {
    @Test func carouselParsesHorizontalByDefaultAndRunsTheCarouselEngine() throws {
        let board = try parseBoard("""
            ```board
            layout: carousel
            viewport: 320x160
            interval: 2s
            items: [A, B, C]
            steps: [wait 2.5s]
            ```
            """)
        #expect(board.layout == .carousel)
        #expect(board.direction == .horizontal)
        #expect(board.interval == 2)
        #expect(board.steps.map(\.gesture) == [.wait(ticks: 150)])
        let t = ScenarioRun(board.scenario()).timeline
        // 2 s at 60 fps = 120 ticks: the timer fires on frame 120. The pages
        // are the 500 copies of the three items, 1500 in all.
        #expect(t.frames[0].order[0].count == 1500)
        #expect(t.frames[119].offset == .zero)
        #expect(t.frames[137].offset == Point(x: 320, y: 0))
        #expect(t.frames.map(\.page).allSatisfy { $0 != nil })
        #expect(t.frames[150].page == 1)
    }

    @Test func intervalDefaultsToThreeSecondsAndDirectionCanBeVertical() throws {
        let board = try parseBoard("""
            ```board
            layout: carousel
            direction: vertical
            viewport: 320x160
            items: [A]
            ```
            """)
        #expect(board.direction == .vertical)
        #expect(board.interval == 3)
        guard case .carousel(let configuration) = board.scenario().subject else {
            Issue.record("a carousel board resolves to the carousel engine")
            return
        }
        #expect(configuration.items == ["A"])
        // Other layouts keep vertical as their default.
        #expect(try parseBoard("```board\nviewport: 1x1\nitems: 1\n```\n").direction == .vertical)
    }

    @Test func waitGrammar() throws {
        #expect(try StepSyntax.parse("wait 1.5s") == .wait(.seconds(1.5)))
        #expect(try StepSyntax.parse("wait 24 frames") == .wait(.frames(24)))
        #expect(BoardParser.gesture(.wait(.seconds(0.5)), fps: 60) == .wait(ticks: 30))
        #expect(throws: StepSyntaxError(message: "'wait' needs a duration like 0.4s, 400ms or 24 frames", offset: 0)) {
            try StepSyntax.parse("wait")
        }
        // "wait soon": 'soon' starts at byte 5.
        #expect(throws: StepSyntaxError(
            message: "expected a duration like 0.4s, 400ms or 24 frames, found 'soon' in 'wait soon'", offset: 5)) {
            try StepSyntax.parse("wait soon")
        }
    }

    @Test func waitNeedsTheFingerUp() throws {
        // StepTests.document: the fence is on line 3, the steps start on line 7,
        // each "  - step" starting at column 5. 'press A' is line 7, 'wait 1s' line 8;
        // after the release (line 9) the second 'wait' (line 10) is fine.
        let d = try onlyDiagnostic(of: StepTests.document(steps: ["press A", "wait 1s", "release", "wait 1s"]))
        expectDiagnostic(d, "'wait 1s' needs no finger down, but a finger is down (since 'press A' on line 7); "
                         + "'release' it first, or write 'hold 1s' to keep it still", line: 8, column: 5)
        // `wait` works on any board: time passes.
        #expect(diagnostics(of: StepTests.document(steps: ["wait 100ms"])).isEmpty)
    }

    @Test func aCarouselHasOneSection() throws {
        // "sections: [[A], [B]]" is line 4; the key starts at column 1.
        let d = try onlyDiagnostic(of: """
            ```board
            layout: carousel
            viewport: 320x160
            sections: [[A], [B]]
            ```
            """)
        expectDiagnostic(d, "a carousel has one section of pages, found 2; list them as 'items: [A, B, C]'",
                         line: 4, column: 1)
        // One section written with `sections:` is fine.
        #expect(diagnostics(of: "```board\nlayout: carousel\nviewport: 9x9\nsections: [[A, B]]\n```\n").isEmpty)
    }

    @Test func keysThatShapeReorderBoardsAreErrorsOnACarousel() {
        // Lines 4, 5 and 6 hold profile, locked and pin-headers; each diagnostic
        // points at the key, column 1.
        let found = diagnostics(of: """
            ```board
            layout: carousel
            viewport: 320x160
            profile: system
            locked: [A]
            pin-headers: true
            items: [A, B]
            ```
            """)
        #expect(found.map(\.message) == [
            "'profile' does not apply to a carousel (its pages are not reordered); remove it",
            "'locked' does not apply to a carousel (its pages are not reordered); remove it",
            "'pin-headers' does not apply to a carousel (it has no headers); remove it",
        ])
        #expect(found.map { [$0.position.line, $0.position.column] } == [[4, 1], [5, 1], [6, 1]])
    }

    @Test func pagesTakeNoSizeOfTheirOwn() throws {
        // `items: [A, "B 80x80"]` is line 4: "items: [" is 8 columns, "A, " 3 more,
        // so the quoted "B 80x80" starts at column 12.
        let d = try onlyDiagnostic(of: """
            ```board
            layout: carousel
            viewport: 320x160
            items: [A, "B 80x80"]
            ```
            """)
        expectDiagnostic(d, "a carousel's pages are the size of the viewport; remove the size after 'B'",
                         line: 4, column: 12)
    }

    @Test func aCarouselNeedsOneToTwoThousandItems() throws {
        // "items: 2001" and "items: []" are on line 4; the value starts at column 8.
        let many = try onlyDiagnostic(of: "```board\nlayout: carousel\nviewport: 9x9\nitems: 2001\n```\n")
        expectDiagnostic(many, "a carousel repeats its items 500 times, so it takes at most 2000 items, found 2001",
                         line: 4, column: 8)
        let none = try onlyDiagnostic(of: "```board\nlayout: carousel\nviewport: 9x9\nitems: []\n```\n")
        expectDiagnostic(none, "a carousel needs at least one item, found none", line: 4, column: 8)
        #expect(diagnostics(of: "```board\nlayout: carousel\nviewport: 9x9\nitems: 2000\n```\n").isEmpty)
    }
}
