import Scenario
import Testing
@testable import BoardFormat

@Test func tableExchangeNeedsAListWithOneSection() {
    // `profile: table-exchange` is on line 2 of the Markdown; its value starts at column 10.
    let found = diagnostics(of: """
        ```board
        profile: table-exchange
        viewport: 320x480
        sections: [[A, B], [C]]
        ```
        """)
    #expect(found.count == 2)
    expectDiagnostic(found[0], "profile 'table-exchange' drives a table and needs 'layout: list' (this board is flow)",
                     line: 2, column: 10)
    expectDiagnostic(found[1], "profile 'table-exchange' handles one section only; this board has 2",
                     line: 2, column: 10)
}

@Test func edgeScrollHandlesOneSection() throws {
    let d = try onlyDiagnostic(of: """
        ```board
        viewport: 320x480
        profile: snapshot-edge-scroll
        sections: [[A], [B]]
        ```
        """)
    expectDiagnostic(d, "profile 'snapshot-edge-scroll' handles one section only; this board has 2", line: 3, column: 10)
}

@Test func autoscrollIsNoneOrTheProfilesOwn() throws {
    // `autoscroll: snapshot-edge-scroll` on line 4, value at column 13.
    let d = try onlyDiagnostic(of: """
        ```board
        viewport: 320x480
        profile: system
        autoscroll: snapshot-edge-scroll
        items: [A, B]
        ```
        """)
    expectDiagnostic(d, "autoscroll 'snapshot-edge-scroll' is not the model of profile 'system'; use 'none'",
                     line: 4, column: 13)
    let ok = try parseBoard("""
        ```board
        viewport: 320x480
        profile: snapshot-edge-scroll
        autoscroll: none
        items: [A, B]
        ```
        """)
    #expect(ok.autoscroll == "none")
}
