import Scenario
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardFormat

@Suite struct BoardParsingTests {
    /// Every key of the format, with values other than the defaults.
    static let fullBoard = """
        ```board
        title: Drag B into the second section
        id: drag-b
        layout: flow
        direction: horizontal
        viewport: 375x667
        offset: 0,40
        item-size: 80x80
        line-spacing: 12
        item-spacing: 8
        section-inset: 20,10,20,10
        header: 30
        footer: 5
        columns: 3
        profile: system
        autoscroll: none
        interval: 2s
        press-duration: 30 frames
        fps: 30
        sections:
          - [A, B, C, D]
          - title: More
            items: [E, F, "G 80x120"]
        locked: [A]
        steps:
          - press B
          - move to F over 0.4s
          - {do: move to bottom edge over 0.2s, note: "the list starts to scroll"}
          - hold 1.5s
          - move by -10,20 over 100ms
          - move to 120,300
          - release
        expect:
          order: [[A, C, D], [E, B, F, G]]
          data: [[A, C, D], [E, B, F, G]]
        ```
        """

    @Test func fullBoardParsesEveryKey() throws {
        let board = try parseBoard(Self.fullBoard)
        #expect(board.title == "Drag B into the second section")
        #expect(board.id == "drag-b")
        #expect(board.file == testFile)
        #expect(board.line == 1)
        #expect(board.source.hasPrefix("title: Drag B into the second section\nid: drag-b\n"))
        #expect(board.source.hasSuffix("  data: [[A, C, D], [E, B, F, G]]\n"))
        #expect(board.layout == .flow)
        #expect(board.direction == .horizontal)
        #expect(board.viewport == Size(width: 375, height: 667))
        #expect(board.offset == Point(x: 0, y: 40))
        #expect(board.itemSize == Size(width: 80, height: 80))
        #expect(board.lineSpacing == 12)
        #expect(board.itemSpacing == 8)
        #expect(board.sectionInset == Insets(top: 20, left: 10, bottom: 20, right: 10))
        #expect(board.header == 30)
        #expect(board.footer == 5)
        #expect(board.columns == 3)
        #expect(board.profile == "system")
        #expect(board.autoscroll == "none")
        #expect(board.interval == 2)
        #expect(board.pressDuration == 1)  // 30 frames at 30 fps
        #expect(board.fps == 30)
        #expect(board.sections == [
            BoardSection(items: ["A", "B", "C", "D"].map { BoardItem(label: $0) }),
            BoardSection(title: "More", items: [
                BoardItem(label: "E"), BoardItem(label: "F"),
                BoardItem(label: "G", size: Size(width: 80, height: 120)),
            ]),
        ])
        #expect(board.locked == ["A"])
        let order: Order = [["A", "C", "D"], ["E", "B", "F", "G"]]
        #expect(board.expect == Expectation(order: order, data: order,
                                            position: SourcePosition(file: testFile, line: 33, column: 1)))
    }

    @Test func fullBoardStepsBecomeTicksAtTheBoardsFPS() throws {
        let board = try parseBoard(Self.fullBoard)
        // fps 30: 0.4s → 12 ticks, 0.2s → 6, 1.5s → 45, 100ms → 3, the default 0.25s → 7.5 → 8.
        #expect(board.steps.map(\.gesture) == [
            .press(.item("B")),
            .move(to: .item("F"), ticks: 12),
            .move(to: .edge(.bottom), ticks: 6),
            .hold(ticks: 45),
            .moveBy(dx: -10, dy: 20, ticks: 3),
            .move(to: .point(Point(x: 120, y: 300)), ticks: 8),
            .release,
        ])
        #expect(board.steps.map(\.text) == [
            "press B", "move to F over 0.4s", "move to bottom edge over 0.2s", "hold 1.5s",
            "move by -10,20 over 100ms", "move to 120,300", "release",
        ])
        #expect(board.steps.map(\.note) == [nil, nil, "the list starts to scroll", nil, nil, nil, nil])
        // Steps are on YAML lines 25…31, so Markdown lines 26…32 (the fence is line 1).
        // A plain step starts at column 5 ("  - "); the {do: …} value at column 10.
        let positions = board.stepPositions.map { [$0.line, $0.column] }
        #expect(positions == [[26, 5], [27, 5], [28, 10], [29, 5], [30, 5], [31, 5], [32, 5]])
    }

    @Test func omittedKeysTakeTheirDefaults() throws {
        let board = try parseBoard("""
            ```board
            viewport: 320x480
            items: [A, B]
            ```
            """)
        let expected = Board(id: "test", title: "test", file: testFile, line: 1,
                             source: "viewport: 320x480\nitems: [A, B]\n",
                             viewport: Size(width: 320, height: 480),
                             sections: [BoardSection(items: [BoardItem(label: "A"), BoardItem(label: "B")])])
        #expect(board == expected)
        #expect(board.layout == .flow && board.direction == .vertical && board.offset == .zero)
        #expect(board.itemSize == Size(width: 50, height: 50))
        #expect(board.lineSpacing == 10 && board.itemSpacing == 10 && board.sectionInset == .zero)
        #expect(board.header == 0 && board.footer == 0 && board.columns == 2 && board.interval == 3)
        #expect(board.profile == "system" && board.autoscroll == nil && board.pressDuration == nil)
        #expect(board.fps == 60 && board.locked.isEmpty && board.steps.isEmpty && board.expect == nil)
    }

    @Test func listLayoutDefaultsLineSpacingToZero() throws {
        let list = try parseBoard("```board\nlayout: list\nviewport: 320x480\nitems: 3\n```\n")
        #expect(list.layout == .list)
        #expect(list.lineSpacing == 0)
        let spaced = try parseBoard("```board\nlayout: list\nline-spacing: 4\nviewport: 320x480\nitems: 3\n```\n")
        #expect(spaced.lineSpacing == 4)
    }

    @Test func sectionInsetTakesOneValueForAllSides() throws {
        let board = try parseBoard("```board\nviewport: 320x480\nitems: 1\nsection-inset: 7.5\n```\n")
        #expect(board.sectionInset == Insets(all: 7.5))
    }

    @Test func integerItemsAreNumberedFromOne() throws {
        let board = try parseBoard("```board\nviewport: 320x480\nitems: 12\n```\n")
        #expect(board.sections.count == 1)
        #expect(board.sections[0].title == nil)
        #expect(board.sections[0].items.map(\.label) == (1...12).map(String.init))
        #expect(board.sections[0].items.allSatisfy { $0.size == nil })
    }

    @Test func sectionsMayHaveTitles() throws {
        let board = try parseBoard("""
            ```board
            viewport: 320x480
            sections:
              - [A]
              - {title: Later, items: [B, C]}
              - title: Empty
                items: []
            ```
            """)
        #expect(board.sections.map(\.title) == [nil, "Later", "Empty"])
        #expect(board.sections.map { $0.items.map(\.label) } == [["A"], ["B", "C"], []])
    }

    @Test func itemsMayHaveTheirOwnSize() throws {
        let board = try parseBoard("""
            ```board
            viewport: 320x480
            item-size: 40x40
            items: [A, "B 80x120", Long label 10.5x20, "7 30X30"]
            ```
            """)
        #expect(board.sections[0].items == [
            BoardItem(label: "A"),
            BoardItem(label: "B", size: Size(width: 80, height: 120)),
            BoardItem(label: "Long label", size: Size(width: 10.5, height: 20)),
            BoardItem(label: "7", size: Size(width: 30, height: 30)),
        ])
        #expect(board.itemSize == Size(width: 40, height: 40))
    }

    @Test func durationsInFramesUseFPSWrittenLater() throws {
        let board = try parseBoard("""
            ```board
            press-duration: 12 frames
            interval: 1500ms
            viewport: 320x480
            items: 2
            steps: [press 1, hold 2 frames, hold 1ms, release]
            fps: 24
            ```
            """)
        #expect(board.pressDuration == 0.5)  // 12 / 24
        #expect(board.interval == 1.5)
        // 2 frames → 2 ticks; 1ms at 24 fps rounds to 0, and every duration lasts at least 1 tick.
        #expect(board.steps.map(\.gesture) == [.press(.item("1")), .hold(ticks: 2), .hold(ticks: 1), .release])
    }
}
