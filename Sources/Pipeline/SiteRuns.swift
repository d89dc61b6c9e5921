import Scenario
import SitePlan

/// The runs of a site's boards, by board id: each board's first run (its first profile, or its
/// carousel), and for a board of several profiles the runs under the others, in order.
public struct SiteRuns: Sendable {
    public var first: [String: ScenarioRun] = [:]
    /// The runs after the first; none for a one-profile board.
    public var variants: [String: [ScenarioRun]] = [:]

    /// `boards`: each board's id and its runs (at least one), in any order.
    public init(_ boards: [(id: String, runs: [ScenarioRun])]) {
        for (id, all) in boards {
            first[id] = all[0]
            if all.count > 1 { variants[id] = Array(all.dropFirst()) }
        }
    }

    /// How many boards were run.
    public var count: Int { first.count }

    /// Every run of each board of `pages` that was run, a board's first run first, in input order
    /// (what `build --export` exports).
    public func boards(of pages: [SitePage]) -> [[ScenarioRun]] {
        pages.flatMap(\.document.scenarios).compactMap { s in first[s.id].map { [$0] + (variants[s.id] ?? []) } }
    }

    /// What the boards of `pages` miss of their `expect:`, board by board in input order
    /// (``UnmetExpectation/find(_:)``): `build` reports them after writing the site, `serve` as warnings.
    public func unmetExpectations(of pages: [SitePage]) -> [UnmetExpectation] {
        boards(of: pages).flatMap(UnmetExpectation.find)
    }
}
