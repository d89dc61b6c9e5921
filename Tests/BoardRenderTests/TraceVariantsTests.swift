import BoardFormat
import Foundation
import Scenario
import Testing
import TestSupport
@testable import BoardRender

/// Trace v1 with several profiles: a one-profile board reads exactly as before; a board of
/// several is its first profile's entry, then `profiles` and `variants` (docs/trace.md).
@Suite struct TraceVariantsTests {
    static func runs(_ markdown: String, file: String = "t.md") throws -> [[ScenarioRun]] {
        try PageParser.parse(markdown: markdown, file: file).document().scenarios.map { ScenarioRun.all($0) }
    }

    @Test func aOneProfileBoardsTraceIsByteForByteTheOneWrittenBeforeProfiles() throws {
        // Tests/Fixtures/trace-v1: the trace main wrote for table-flick before 'profiles:' existed.
        let folder = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/trace-v1")
        let markdown = try String(contentsOf: folder.appendingPathComponent("table-exchange.md"), encoding: .utf8)
        let before = try String(contentsOf: folder.appendingPathComponent("table-flick.trace.json"), encoding: .utf8)
        let boards = try Self.runs(markdown, file: "examples/table-exchange.md")
        let flick = try #require(boards.first { $0.first?.scenario.id == "table-flick" })
        #expect(flick.count == 1)
        #expect(TraceJSON.document(boards: [flick], version: .v1) == before)
        #expect(TraceJSON.document(flick, version: .v1) == before)
        // Version 3 is the default now: the same board, its changes as edits, written compactly.
        #expect(TraceJSON.document(flick).hasPrefix("{\"version\":3,\n"))
    }

    static func board(_ profiles: String) -> String {
        """
        ```board
        id: b
        layout: list
        viewport: 320x300
        item-size: 320x50
        line-spacing: 0
        \(profiles)
        items: [A, B, C, D, E]
        steps: [press A, move to B over 7 frames, release]
        ```
        """
    }

    @Test(arguments: TraceVersion.allCases)
    func severalProfilesWriteTheFirstAsBeforeThenProfilesAndVariants(version: TraceVersion) throws {
        let several = try #require(try Self.runs(Self.board("profiles: [system, table-exchange]")).first)
        let system = try #require(try Self.runs(Self.board("profile: system")).first)
        let table = try #require(try Self.runs(Self.board("profile: table-exchange")).first)
        #expect(several.count == 2)
        // 'profiles: [system]' is a one-profile board: the same trace as 'profile: system'.
        #expect(TraceJSON.document(boards: [try #require(try Self.runs(Self.board("profiles: [system]")).first)], version: version)
                == TraceJSON.document(boards: [system], version: version))
        let text = TraceJSON.document(boards: [several], version: version)
        // The board's entry, up to its last '}', is the one-profile board's, as a v1 reader reads it.
        let alone = TraceJSON.board(system[0], version: version)
        let profiles = version == .v3 ? ",\n\"profiles\":[\"system\",\"table-exchange\"],\n\"variants\":["
            : ",\n \"profiles\": [\"system\", \"table-exchange\"],\n \"variants\": ["
        #expect(text.contains(String(alone.dropLast()) + profiles))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let boards = try #require(json["boards"] as? [[String: Any]])
        #expect(boards.count == 1)
        let entry = boards[0]
        #expect(entry["profile"] as? String == "system")
        let variants = try #require(entry["variants"] as? [[String: Any]])
        #expect(variants.map { $0["profile"] as? String } == ["table-exchange"])
        #expect(Set(variants[0].keys) == ["profile", "frames", "final", "violations"])
        // The variant's frames are those of the board run under table-exchange alone.
        let tableAlone = try #require(try JSONSerialization.jsonObject(with: Data(TraceJSON.document(boards: [table], version: version).utf8))
                                      as? [String: Any])
        let tableFrames = ((tableAlone["boards"] as? [[String: Any]])?.first?["frames"] as? [[String: Any]]) ?? []
        let variantFrames = variants[0]["frames"] as? [[String: Any]] ?? []
        #expect(variantFrames.count == tableFrames.count && !variantFrames.isEmpty)
        #expect((variantFrames as NSArray).isEqual(to: tableFrames))
    }
}
