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
