import Testing
@testable import BoardFormat

/// The limits of docs/limits.md. Boards too large to keep in the corpus are made here.
/// No test times anything: each shows that the limit is a diagnostic naming it.
@Suite struct LimitTests {
    private func board(_ yaml: String) -> String { "```board\nviewport: 300x300\n\(yaml)\n```\n" }

    @Test func aBillionItemsAreRejectedBeforeAnyIsMade() throws {
        let diagnostic = try onlyDiagnostic(of: board("items: 1000000000"))
        expectDiagnostic(diagnostic, "items: 1000000000 items exceed the limit of 1000000 per board (see docs/limits.md)",
                         line: 3, column: 8)
    }

    @Test func aMillionItemsAreAllowed() throws {
        let board = try parseBoard(board("items: 1000000"))
        #expect(board.sections[0].items.count == BoardLimits.items)
    }

    @Test func twoMillionLiteralLabelsAreCountedBeforeTheyAreParsed() throws {
        let labels = (1...2_000_000).lazy.map(String.init).joined(separator: ",")
        let diagnostic = try onlyDiagnostic(of: board("items: [\(labels)]"))
        expectDiagnostic(diagnostic, "items: a list of 2000000 entries exceeds the limit of 1000000 items per board "
                         + "(see docs/limits.md)", line: 3, column: 8)
    }

    @Test func aBlockListTooLongIsCountedInTheText() throws {
        let lines = (1...1_000_001).lazy.map { "  - \($0)" }.joined(separator: "\n")
        let diagnostic = try onlyDiagnostic(of: board("items:\n\(lines)"))
        expectDiagnostic(diagnostic, "a list of 1000001 entries exceeds the limit of 1000000 items per board "
                         + "(see docs/limits.md)", line: 4, column: 3)
    }

    @Test func theListCountSkipsQuotesCommentsAndNesting() {
        func longest(_ yaml: String) -> LongList? { ListScanner.firstListOverLimit(in: yaml, limit: 3) }
        #expect(longest("items: [A, B, C]  # one, two, three, four\nsteps: ['a,b', \"c,\\\"d,e\", it's]") == nil)
        #expect(longest("items: [A, B, C,]\nexpect: {order: [[A, B], [C]], data: [[A], [B], [C]]}") == nil)
        #expect(longest("items: [A, B, C, D]") == LongList(line: 1, column: 8, entries: 4, key: "items"))
        #expect(longest("sections:\n  - [A, B]\n  - title: Ä\n    items: [C, D, E, F, G]")
                == LongList(line: 4, column: 12, entries: 5, key: nil))
        #expect(longest("items:\n- A\n- B\n- C\nsteps:\n- press A\n- release") == nil)
        #expect(longest("steps:\n  - press A\n  - |\n    - x\n  - hold 1s\n  - release")
                == LongList(line: 2, column: 3, entries: 4, key: nil))
    }

    @Test func itemsOfAllSectionsCountTogether() throws {
        let half = (1...600_000).lazy.map { "a\($0)" }.joined(separator: ",")
        let other = (1...600_000).lazy.map { "b\($0)" }.joined(separator: ",")
        let diagnostic = try onlyDiagnostic(of: board("sections:\n  - [\(half)]\n  - title: B\n    items: [\(other)]"))
        expectDiagnostic(diagnostic, "sections: 1200000 items exceed the limit of 1000000 per board (see docs/limits.md)",
                         line: 4, column: 3)
    }

    @Test func sectionsAreLimited() throws {
        let sections = (1...1_001).map { "[s\($0)]" }.joined(separator: ", ")
        let diagnostic = try onlyDiagnostic(of: board("sections: [\(sections)]"))
        expectDiagnostic(diagnostic, "sections: 1001 sections exceed the limit of 1000 per board (see docs/limits.md)",
                         line: 3, column: 11)
        let allowed = (1...1_000).map { "[s\($0)]" }.joined(separator: ", ")
        #expect(try parseBoard(board("sections: [\(allowed)]")).sections.count == BoardLimits.sections)
    }

    @Test func stepsAreLimited() throws {
        let steps = Array(repeating: "press A, release", count: 501).joined(separator: ", ")
        let diagnostic = try onlyDiagnostic(of: board("items: [A]\nsteps: [\(steps)]"))
        expectDiagnostic(diagnostic, "steps: 1002 steps exceed the limit of 1000 per board (see docs/limits.md)",
                         line: 4, column: 8)
        let allowed = Array(repeating: "press A, release", count: 500).joined(separator: ", ")
        #expect(try parseBoard(board("items: [A]\nsteps: [\(allowed)]")).steps.count == BoardLimits.steps)
    }

    @Test func simulatedTimeCountsTheProfilesPressDuration() throws {
        // snapshot-edge-scroll presses for 2s: 2 + 598.5 = 600.5s.
        let diagnostic = try onlyDiagnostic(of: board("""
            profile: snapshot-edge-scroll
            items: [A, B]
            steps: [press A, hold 598.5s, release]
            """))
        expectDiagnostic(diagnostic, "'hold 598.5s' takes the script to 600.5s, past the limit of 600s of "
                         + "simulated time per board (see docs/limits.md)", line: 5, column: 18)
        // The system profile presses for 0.5s: 599s in all is within the limit.
        _ = try parseBoard(board("items: [A, B]\nsteps: [press A, hold 598.5s, release]"))
    }

    @Test func simulatedTimeCountsTheBoardsPressDuration() throws {
        let diagnostic = try onlyDiagnostic(of: board("""
            press-duration: 100s
            items: [A, B]
            steps: [press A, release, press A, release, press A, release, press A, release, press A, release,
                    press A, release, press A]
            """))
        expectDiagnostic(diagnostic, "'press A' takes the script to 700s, past the limit of 600s of "
                         + "simulated time per board (see docs/limits.md)", line: 6, column: 27)
    }

    @Test func framesAreLimited() throws {
        // At 240 fps the press lasts 120 ticks; frames count as ticks: 120 + 99,800 + 200 = 100,120
        // frames, only 417s.
        let diagnostic = try onlyDiagnostic(of: board("""
            fps: 240
            items: [A]
            steps: [press A, hold 99800 frames, hold 200 frames, release]
            """))
        expectDiagnostic(diagnostic, "'hold 200 frames' takes the script to 100120 frames (at 240 fps), past the "
                         + "limit of 100000 frames per board (see docs/limits.md)", line: 5, column: 37)
    }

    @Test func fpsAndColumnsAreLimited() {
        let found = diagnostics(of: board("""
            layout: waterfall
            fps: 99999999999999999999999
            columns: 1000000000
            items: 3
            """))
        #expect(found.map(\.message) == [
            "fps: 99999999999999999999999 exceeds the limit of 240 frames per second (see docs/limits.md)",
            "columns: 1000000000 exceeds the limit of 1000 columns (see docs/limits.md)",
        ])
    }

    @Test func lengthsInStepsAreLimited() {
        let found = diagnostics(of: board("""
            items: [A]
            steps: ["press 100001,0", "move by 0,-200000", release]
            offset: 0,1000000000001
            section-inset: 1,2,3,400000
            """))
        #expect(found.map(\.message) == [
            "'100001,0' in 'press 100001,0' exceeds the limit of 100000 points per length (see docs/limits.md)",
            "'0,-200000' in 'move by 0,-200000' exceeds the limit of 100000 points per length (see docs/limits.md)",
            "offset: '0,1000000000001' exceeds the limit of 1000000000000 points for the offset (see docs/limits.md)",
            "section-inset: '1,2,3,400000' exceeds the limit of 100000 points per length (see docs/limits.md)",
        ])
    }

    @Test func carouselIntervalIsLimited() throws {
        let diagnostic = try onlyDiagnostic(of: board("layout: carousel\ninterval: 36001 frames\nitems: [A, B]"))
        expectDiagnostic(diagnostic, "interval: '36001 frames' exceeds the limit of 600s of simulated time per board "
                         + "(see docs/limits.md)", line: 4, column: 11)
    }
}
