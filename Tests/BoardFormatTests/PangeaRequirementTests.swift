import Scenario
import Testing
@testable import BoardFormat

// `hello-pangea-dnd` models one Droppable, a vertical or horizontal list: the
// library has no grid. A flow of 50 × 50 items, 10 apart, in a 320-wide
// viewport holds ⌊(320 + 10) / (50 + 10)⌋ = 5 items a row.

private let wraps = "profile 'hello-pangea-dnd' handles a list along one line (a vertical or horizontal list; "
    + "the library has no grid); this board's items wrap onto several rows: use 'layout: list', or a "
    + "viewport that holds every item in one line"

@Test func pangeaRefusesAFlowThatWrapsOntoASecondRow() throws {
    // Six items: F starts a second row. `profile:` on line 3, value at column 10.
    let d = try onlyDiagnostic(of: """
        ```board
        viewport: 320x480
        profile: hello-pangea-dnd
        items: [A, B, C, D, E, F]
        ```
        """)
    expectDiagnostic(d, wraps, line: 3, column: 10)
}

@Test func pangeaRefusalPointsAtItsNameInProfiles() throws {
    // `profiles: [system, hello-pangea-dnd]`: the name starts at column 20.
    let d = try onlyDiagnostic(of: """
        ```board
        viewport: 320x480
        profiles: [system, hello-pangea-dnd]
        items: [A, B, C, D, E, F]
        ```
        """)
    expectDiagnostic(d, wraps, line: 3, column: 20)
}

@Test func pangeaTakesAFlowOfOneRowAndAList() throws {
    // Five items fit the row (a horizontal list); a list is one column.
    _ = try parseBoard("""
        ```board
        viewport: 320x480
        profile: hello-pangea-dnd
        items: [A, B, C, D, E]
        ```
        """)
    _ = try parseBoard("""
        ```board
        layout: list
        viewport: 320x480
        profile: hello-pangea-dnd
        items: [A, B, C, D, E, F, G, H]
        ```
        """)
}
