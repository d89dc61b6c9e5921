import Scenario
import CollectionLayout
import Testing
@testable import BoardFormat

@Test func waterfallAndPinnedHeadersParse() throws {
    let board = try parseBoard("""
        ```board
        layout: waterfall
        columns: 3
        pin-headers: true
        viewport: 320x480
        items: [A, "B 40x90"]
        ```
        """)
    #expect(board.layout == .waterfall)
    #expect(board.columns == 3)
    #expect(board.pinHeaders)
    #expect(board.scenario().stage.layout is WaterfallLayout)
    #expect(board.itemSizes["B"] == Size(width: 40, height: 90))
}

@Test func listIsItsOwnLayoutWithNoLineSpacing() throws {
    let board = try parseBoard("""
        ```board
        layout: list
        viewport: 320x480
        items: 3
        ```
        """)
    #expect(board.scenario().stage.layout is ListLayout)
    #expect(board.lineSpacing == 0)
    #expect(!board.pinHeaders)
}

@Test func horizontalWaterfallIsAnError() throws {
    // Line 1 is the fence; `direction: horizontal` is on line 3, its value at column 12.
    let d = try onlyDiagnostic(of: """
        ```board
        layout: waterfall
        direction: horizontal
        viewport: 320x480
        items: 3
        ```
        """)
    expectDiagnostic(d, "a waterfall lays out columns downwards only; use 'direction: vertical' (or leave it out)",
                     line: 3, column: 12)
}

@Test func pinHeadersTakesTrueOrFalse() throws {
    // `pin-headers: often` is on line 3; the value starts at column 14.
    let d = try onlyDiagnostic(of: """
        ```board
        viewport: 320x480
        pin-headers: often
        items: 3
        ```
        """)
    #expect(d.message == "pin-headers: expected true or false, found 'often'")
    #expect(d.position.line == 3 && d.position.column == 14)
}

@Test func aMillionItemsAreAllowedAndOneMoreIsNot() throws {
    let board = try parseBoard("""
        ```board
        viewport: 320x480
        items: 1000000
        ```
        """)
    #expect(board.sections[0].items.count == 1_000_000)
    #expect(board.sections[0].items.last?.label == "1000000")
    let d = try onlyDiagnostic(of: """
        ```board
        viewport: 320x480
        items: 1000001
        ```
        """)
    #expect(d.message == "items: 1000001 items exceed the limit of 1000000 per board (see docs/limits.md)")
}
