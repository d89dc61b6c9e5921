import Scenario
import CollectionLayout
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
        // One label repeated: the list is counted before any label is read, so a duplicate is never
        // seen (and a string of 4 MB is made at once, where 2,000,000 numbers took seconds).
        let labels = String(repeating: "a,", count: 1_999_999) + "a"
        let diagnostic = try onlyDiagnostic(of: board("items: [\(labels)]"))
        expectDiagnostic(diagnostic, "items: a list of 2000000 entries exceeds the limit of 1000000 items per board "
                         + "(see docs/limits.md)", line: 3, column: 8)
    }

    @Test func aBlockListTooLongIsCountedInTheText() throws {
        let lines = String(repeating: "  - a\n", count: 1_000_000) + "  - a"
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
        let half = String(repeating: "a,", count: 599_999) + "a"
        let other = String(repeating: "b,", count: 599_999) + "b"
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

/// The limit on a Markdown file's prose (docs/limits.md): cmark 0.30.2 parses `![[]()` repeated
/// in quadratic time, so the bytes it may parse inline are counted before it sees the file.
@Suite struct ProseLimitTests {
    /// `![[]()` is 6 bytes; 32,769 of them (196,614 bytes) are 6 past 192 KiB = 196,608.
    @Test func quadraticProseOverTheLimitIsRefusedBeforeCmarkParsesIt() throws {
        let prose = String(repeating: "![[]()", count: 32_769)
        let diagnostic = try onlyDiagnostic(of: prose)
        expectDiagnostic(diagnostic, "the text outside code blocks, 196614 bytes, exceeds the limit of 196608 bytes "
                         + "per Markdown file (see docs/limits.md)", line: 1, column: 1)
    }

    /// 196,608 bytes of prose: 17,873 lines of "0123456789\n" (11 bytes each) are 196,603 bytes,
    /// and "abcde" makes 196,608, exactly the limit.
    @Test func proseAtTheLimitIsParsed() throws {
        let prose = String(repeating: "0123456789\n", count: 17_873) + "abcde"
        #expect(prose.utf8.count == BoardLimits.proseBytes)
        #expect(try parsePage(prose).boards.isEmpty)
        #expect(diagnostics(of: prose + "d").count == 1)
    }

    /// Boards do not count: a board of 100,000 labels on one line (i0 to i99999: 10 × 2 + 90 × 3
    /// + 900 × 4 + 9,000 × 5 + 90,000 × 6 = 588,890 bytes, and 99,999 commas) next to 190,000 bytes
    /// of prose is read, and so is text in every kind of code block.
    @Test func codeBlocksDoNotCount() throws {
        let labels = (0..<100_000).lazy.map { "i\($0)" }.joined(separator: ",")
        #expect(labels.utf8.count == 688_889)
        let prose = String(repeating: "x", count: 190_000)
        let page = try parsePage("\(prose)\n\n```board\nviewport: 300x300\nitems: [\(labels)]\n```\n\n"
                                 + "~~~swift\n\(prose)\n\(prose)\n~~~\n\n- list\n\n      \(prose)\n\n> ```\n> \(prose)\n")
        #expect(page.boards[0].sections[0].items.count == 100_000)
    }

    /// The copy that finds the code blocks turns `[` into `x` but keeps a line's brackets when it
    /// starts a CDATA block: there a fence is raw HTML, and the prose after the block counts.
    @Test func bracketsThatStartCDATAKeepTheirMeaning() {
        let pathological = String(repeating: "![[]()", count: 45_000)
        #expect(Markdown.proseBytes(of: "<![CDATA[ >\n```\n]]>\n\(pathological)\n```\n") > BoardLimits.proseBytes)
        // A reference definition masked to text changes no code block.
        #expect(Markdown.proseBytes(of: "[a]: /u\n===\n```\n\(pathological)\n```\n") == 12)
    }
}

/// Items on screen and item-frames (docs/limits.md): the engine animates and records the items
/// near the viewport on every frame that reorders, so they are bounded before it runs.
@Suite struct ItemsOnScreenTests {
    private func board(_ viewport: String, _ rest: String) -> String {
        "```board\nviewport: \(viewport)\n\(rest)\n```\n"
    }

    /// The board: a million 1×1 items 0 apart in 1000×1000. A line holds
    /// ⌊(1000 + 0) / (1 + 0)⌋ = 1000 items; ⌊1000 / 1⌋ + 2 = 1002 lines meet the window:
    /// 1,002,000, more than the board's 1,000,000 items, so 1,000,000.
    @Test func aMillionItemsOnScreenAreRefusedBeforeTheEngineRuns() throws {
        let text = board("1000x1000", """
            item-size: 1x1
            line-spacing: 0
            item-spacing: 0
            items: 1000000
            steps:
              - press 0,0
              - move to 999,999 over 0.2s
              - release
            """)
        expectDiagnostic(try onlyDiagnostic(of: text),
                         "viewport: '1000x1000' can show up to 1000000 items (the smallest 1x1) at once, over the "
                         + "limit of 10000 items on screen per board; use a smaller viewport or larger items or "
                         + "spacing (see docs/limits.md)", line: 2, column: 11)
    }

    /// 10×10 items 0.2 apart: ⌊(1000 + 0.2) / 10.2⌋ = 98 a line (98 × 10.2 = 999.6), ⌊1000 / 10.2⌋ + 2
    /// = 100 lines: 9,800 on screen. For 1,020 frames that is 9,996,000 item-frames, within
    /// 10,000,000; for 1,021 frames, 10,005,800.
    @Test func itemFramesCountTheScriptsFrames() throws {
        let items = "item-size: 10x10\nline-spacing: 0.2\nitem-spacing: 0.2\nitems: 100000\nsteps:\n"
        let accepted = try parseBoard(board("1000x1000", items + "  - wait 1020 frames"))
        #expect(accepted.sections[0].items.count == 100_000)
        expectDiagnostic(try onlyDiagnostic(of: board("1000x1000", items + "  - wait 1021 frames")),
                         "viewport: '1000x1000' can show up to 9800 items (the smallest 10x10) at once, for 1021 "
                         + "frames: 10005800 item-frames, over the limit of 10000000 per board; use a smaller "
                         + "viewport, larger items or a shorter script (see docs/limits.md)", line: 2, column: 11)
    }

    /// The bound for each layout, worked out by hand.
    @Test func theBoundFollowsEachLayout() {
        func bound(_ layout: LayoutKind, _ direction: ScrollDirection = .vertical, viewport: Size, item: Size,
                   spacing: (line: Double, item: Double) = (10, 10), columns: Int = 2,
                   items: [BoardItem] = (0..<1000).map { BoardItem(label: "\($0)") }) -> Int {
            let entry = Catalog.standard.layout(layout)!
            let parameters = LayoutParameters(direction: direction, viewport: viewport, lineSpacing: spacing.line,
                                              itemSpacing: spacing.item, sectionInset: .zero, header: 0, footer: 0,
                                              columns: columns)
            return BoardParser.Screen(bound: entry.screen!, parameters: parameters, itemSize: item,
                                      sections: [BoardSection(items: items)]).itemsOnScreenBound
        }
        // A list of 1-point rows in 240×300: one a row, ⌊300 / 1⌋ + 2 = 302 rows.
        #expect(bound(.list, viewport: Size(width: 240, height: 300), item: Size(width: 240, height: 1),
                      spacing: (0, 0)) == 302)
        // A waterfall of 4 columns in 400 wide, 10 apart: columns (400 − 30) / 4 = 92.5 wide, so a 50×10
        // item is 18.5 tall; ⌊300 / 28.5⌋ + 2 = 12 a column, 48 in all.
        #expect(bound(.waterfall, viewport: Size(width: 400, height: 300), item: Size(width: 50, height: 10),
                      columns: 4) == 48)
        // A horizontal flow in 300×200 whose narrowest item is 5 wide and flattest 30 high ("A 5x30" among
        // 20×30): ⌊300 / (5 + 10)⌋ + 2 = 22 lines of ⌊(200 + 10) / (30 + 10)⌋ = 5: 110.
        #expect(bound(.flow, .horizontal, viewport: Size(width: 300, height: 200), item: Size(width: 20, height: 30),
                      items: [BoardItem(label: "A", size: Size(width: 5, height: 30))]
                          + (0..<999).map { BoardItem(label: "\($0)") }) == 110)
        // Never more than the board's items.
        #expect(bound(.flow, viewport: Size(width: 1000, height: 1000), item: Size(width: 1, height: 1),
                      items: [BoardItem(label: "A")]) == 1)
    }
}
