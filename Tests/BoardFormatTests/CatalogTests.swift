import BoardFormat
import ReorderEngine
import Scenario
import Testing
import TestSupport

/// Adding a profile: its recipe (`Tests/TestSupport/Profile+EveryFiftyMilliseconds.swift`)
/// and one catalog line. Boards can then name it, with "did you mean", and run it.
@Suite struct CatalogTests {
    /// The standard catalog and one more line.
    static let catalog: Catalog = {
        var catalog = Catalog.standard
        catalog.profiles.append(ProfileEntry(.everyFiftyMilliseconds))
        return catalog
    }()

    static func markdown(profile: String) -> String {
        """
        ```board
        viewport: 200x400
        profile: \(profile)
        sections:
          - items: [A, B, C, D]
          - items: [E, F]
        steps: [press B, move to F over 12 frames, release]
        expect:
          order: [[A, C, D], [E, B, F]]
        ```
        """
    }

    @Test func aProfileAddedByOneCatalogLineIsNamedResolvedAndRunByABoard() throws {
        // The board is the engine test's (EveryFiftyMillisecondsTests): 50 × 50 items,
        // 10 apart, four to a row in a 200-point-wide viewport; B lifts at tick 30, the
        // finger reaches F over ticks 31…42, and the 50 ms wake-up at 700 ms, in tick
        // 42, with the finger of tick 41 (y = 25 + 110 × 11/12 = 125.8, inside F),
        // moves B to [1,1] in frame 42. The release commits it in frame 43.
        let page = try PageParser.parse(markdown: Self.markdown(profile: "every-50-ms"), file: "t.md",
                                        catalog: Self.catalog)
        let scenario = try #require(page.document(catalog: Self.catalog).scenarios.first)
        let variant = try #require(scenario.variants.first)
        #expect(variant.profile.name == "every-50-ms")
        let run = ScenarioRun(scenario)
        #expect(run.timeline.provenance.profile == "every-50-ms")
        let moves = run.timeline.frames.filter { $0.events.contains { if case .exchange = $0 { true } else { false } } }
        #expect(moves.map(\.index) == [42])
        #expect(run.expectationFailures.isEmpty)
    }

    @Test func theNameComesFromTheCatalogWithItsSuggestions() throws {
        // Not in the standard catalog: the message lists what is.
        do {
            _ = try PageParser.parse(markdown: Self.markdown(profile: "every-50-ms"), file: "t.md")
            Issue.record("the standard catalog has no 'every-50-ms'")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "unknown profile 'every-50-ms'; expected system, snapshot-hit-test, snapshot-edge-scroll, "
                    + "table-exchange, waterfall-live, center-distance, item-touch-helper, sortablejs, dnd-kit, "
                    + "hello-pangea-dnd, lx-reorderable or jquery-ui-sortable"])
        }
        // In the extended one, a near miss is suggested.
        do {
            _ = try PageParser.parse(markdown: Self.markdown(profile: "every-50ms"), file: "t.md", catalog: Self.catalog)
            Issue.record("'every-50ms' is not a profile")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["unknown profile 'every-50ms'; did you mean 'every-50-ms'?"])
        }
    }
}
