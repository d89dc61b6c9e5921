import ReorderEngine
import Scenario
import Testing
@testable import BoardFormat

/// `profiles: [a, b]`: several profiles run the same board, one variant each, in order.
@Suite struct ProfilesKeyTests {
    @Test func aListOfProfilesGivesOneVariantEachInTheOrderWritten() throws {
        let board = try parseBoard("""
            ```board
            viewport: 320x480
            layout: list
            profiles: [table-exchange, system, snapshot-hit-test]
            items: [A, B, C]
            ```
            """)
        #expect(board.profiles == ["table-exchange", "system", "snapshot-hit-test"])
        #expect(board.profile == "table-exchange")
        #expect(board.scenario().variants.map(\.profile.name) == ["table-exchange", "system", "snapshot-hit-test"])
    }

    @Test func profileStillNamesOne() throws {
        let board = try parseBoard("""
            ```board
            viewport: 320x480
            profile: snapshot-hit-test
            items: [A, B]
            ```
            """)
        #expect(board.profiles == ["snapshot-hit-test"])
        #expect(board.scenario().variants.map(\.profile.name) == ["snapshot-hit-test"])
        let none = try parseBoard("""
            ```board
            viewport: 320x480
            items: [A, B]
            ```
            """)
        #expect(none.profiles == ["system"])
    }

    @Test func aMisspelledNameIsReportedAtItsColumnWithDidYouMean() throws {
        // `profiles: [system, tabel-exchange]` on line 3: '[' is column 11, 'system' 12,
        // ',' 18, ' ' 19, so 'tabel-exchange' starts at column 20.
        let d = try onlyDiagnostic(of: """
            ```board
            viewport: 320x480
            profiles: [system, tabel-exchange]
            items: [A, B]
            ```
            """)
        expectDiagnostic(d, "unknown profile 'tabel-exchange'; did you mean 'table-exchange'?", line: 3, column: 20)
    }

    @Test func aProfileListedTwiceIsAnError() throws {
        // Line 3: 'system' at column 12 (after "profiles: ["), then ", snapshot-hit-test" (19
        // characters: 18…36), ", " (37, 38), and the second 'system' at column 39.
        let d = try onlyDiagnostic(of: """
            ```board
            viewport: 320x480
            profiles: [system, snapshot-hit-test, system]
            items: [A, B]
            ```
            """)
        expectDiagnostic(d, "profiles: 'system' is listed twice (first at line 3, column 12)", line: 3, column: 39)
    }

    @Test func profileAndProfilesTogetherAreAnErrorAtTheSecond() throws {
        // 'profiles' is the key on line 4, column 1; 'profile' was given on line 3.
        let d = try onlyDiagnostic(of: """
            ```board
            viewport: 320x480
            profile: system
            profiles: [system, snapshot-hit-test]
            items: [A, B]
            ```
            """)
        expectDiagnostic(d, "'profile' and 'profiles' cannot both be given (profile on line 3); "
                         + "list every profile under 'profiles'", line: 4, column: 1)
    }

    @Test func anEmptyOrScalarListIsAnError() throws {
        // The value '[]' starts at column 11 of line 3.
        let d = try onlyDiagnostic(of: """
            ```board
            viewport: 320x480
            profiles: []
            items: [A, B]
            ```
            """)
        expectDiagnostic(d, "profiles: expected a list of profiles like [system, table-exchange], found an empty list",
                         line: 3, column: 11)
    }

    @Test func aProfileThatCannotRunTheBoardIsRefusedAtItsName() throws {
        // Line 3: "profiles: [system, " is 19 characters, so 'table-exchange' starts at column 20;
        // the board is a flow (no 'layout: list'), which table-exchange refuses.
        let d = try onlyDiagnostic(of: """
            ```board
            viewport: 320x480
            profiles: [system, table-exchange]
            items: [A, B]
            ```
            """)
        expectDiagnostic(d, "profile 'table-exchange' drives a table and needs 'layout: list' (this board is flow)",
                         line: 3, column: 20)
    }

    @Test func theCommandLineReportsFileLineColumnAndWritesNothing() throws {
        let found = diagnostics(of: """
            ```board
            viewport: 320x480
            profiles: [system, system]
            items: [A, B]
            ```
            """)
        #expect(found.map(\.description) == [
            "docs/test.md:3:20: error: profiles: 'system' is listed twice (first at line 3, column 12)",
        ])
    }
}

/// `expect:` per profile, on a board of several.
@Suite struct ProfileExpectTests {
    @Test func aProfileKeyUnderExpectReplacesTheBoardsForThatProfile() throws {
        // 'expect:' is line 7 of the Markdown (fence on line 1); 'table-exchange:' is line 9.
        let board = try parseBoard("""
            ```board
            viewport: 320x480
            layout: list
            profiles: [system, table-exchange]
            items: [A, B, C]
            steps: [press A, release]
            expect:
              order: [[A, B, C]]
              table-exchange: {data: [[A, B, C]]}
            ```
            """)
        let scenario = board.scenario()
        #expect(scenario.expectation(for: "system")?.order == Order([["A", "B", "C"]]))
        #expect(scenario.expectation(for: "system")?.position.line == 7)
        let table = try #require(scenario.expectation(for: "table-exchange"))
        #expect(table.order == nil && table.data == Order([["A", "B", "C"]]))
        #expect(table.position == SourcePosition(file: testFile, line: 9, column: 3))
    }

    @Test func aProfileKeyOnABoardOfOneProfileIsUnknown() throws {
        // Line 6: two spaces of indentation, so 'system' is at column 3.
        let d = try onlyDiagnostic(of: """
            ```board
            viewport: 320x480
            items: [A, B]
            steps: [press A, release]
            expect:
              system: {order: [[A, B]]}
            ```
            """)
        expectDiagnostic(d, "unknown key 'system' in expect; expected order or data", line: 6, column: 3)
    }

    @Test func aProfileNotOnTheBoardIsUnknownUnderExpect() throws {
        // Line 7, column 3: 'tabel-exchange' is one transposition from 'table-exchange'.
        let d = try onlyDiagnostic(of: """
            ```board
            viewport: 320x480
            layout: list
            profiles: [system, table-exchange]
            items: [A, B]
            expect:
              tabel-exchange: {order: [[A, B]]}
            ```
            """)
        expectDiagnostic(d, "unknown key 'tabel-exchange' in expect; expected order, data or a profile of the board "
                         + "(system, table-exchange); did you mean 'table-exchange'?", line: 7, column: 3)
    }
}
