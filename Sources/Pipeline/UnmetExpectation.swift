import CollectionLayout
import ReorderEngine
import Scenario
import SiteIO

/// One `expect:` entry that a board's run does not meet, as `build`, `render` and `serve` report it:
/// one line at the entry's key, saying what was expected, what the run ends with and from which
/// frame (docs/expectations.md).
///
/// `check` words the difference the same way (``ScenarioRun/expectationFailureLines``' first
/// line) and keeps its own contract: its lines name the board first and add a line per section.
/// The drawing commands say it on one line, so that a docs CI that reads `file:line:col: error:`
/// lines, one per problem, sees one per entry that failed.
public struct UnmetExpectation: Sendable, Equatable {
    /// The entry's key: `expect:`, or a profile's own key under it.
    public var position: SourcePosition
    /// The board's id.
    public var board: String
    /// What went wrong, after `expectation not met: `.
    public var what: String

    /// Is it an error (the command exits 1) or, with `--keep-going` and in `serve`, a warning?
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// `FILE:LINE:COL: error: expectation not met: board 'ID': …`, escaped for a terminal.
    public func line(_ severity: Severity) -> String {
        "\(position): \(severity.rawValue): expectation not met: \(what.escapingTerminalControls())"
    }

    /// What `runs` (a board's runs, its first profile's first) miss of their `expect:`: per run,
    /// per order asked (screen, then data), in that order. A board of several profiles, or one run
    /// by a recording, names the run it speaks of.
    public static func find(_ runs: [ScenarioRun]) -> [UnmetExpectation] {
        var unmet: [UnmetExpectation] = []
        for run in runs {
            guard let expect = run.expectation else { continue }
            let provenance = run.timeline.provenance
            let under = run.isRecorded ? " under \(provenance.label)"
                : runs.count > 1 ? " under \(run.expectationName)" : ""
            let board = "board '\(run.scenario.id)'\(under): "
            // expectationFailureLines gives the screen's difference before the data's, each first line
            // check's own words; which aspects failed is asked again here, in the same order.
            var aspects: [(Order, KeyPath<Frame, Order>, screen: Bool)] = []
            if let order = expect.order, order != run.finalOrder { aspects.append((order, \.order, true)) }
            if let data = expect.data, data != run.finalData { aspects.append((data, \.data, false)) }
            for (lines, aspect) in zip(run.expectationFailureLines, aspects) {
                let (expected, value, screen) = aspect
                unmet.append(UnmetExpectation(
                    position: expect.position, board: run.scenario.id,
                    what: board + (lines.first ?? "") + "; "
                        + when(run, expected: expected, value: value, screen: screen)))
            }
        }
        return unmet
    }

    /// `the run shows it from frame 31 (0.517 s) to the end, and showed the expected order last at
    /// frame 30 (0.5 s)`: from which frame the run keeps the order it ends with, and the last frame
    /// that had the expected one (or that none had it).
    static func when(_ run: ScenarioRun, expected: Order, value: KeyPath<Frame, Order>, screen: Bool) -> String {
        let frames = run.timeline.frames
        let final = frames[frames.count - 1][keyPath: value]
        var settled = frames.count - 1
        while settled > 0 && frames[settled - 1][keyPath: value] == final { settled -= 1 }
        let last = frames.lastIndex { $0[keyPath: value] == expected }
        let who = run.isRecorded ? "the page" : "the run"
        let describe = { (k: Int) in
            "frame \(k) (\(format(FrameRate(fps: run.timeline.fps).seconds(k), places: 3)) s)"
        }
        let keeps = screen ? "\(who) shows it" : "\(who)'s data source holds it"
        let before = screen ? (last.map { "showed the expected order last at \(describe($0))" } ?? "never showed the expected order")
            : (last.map { "held the expected order last at \(describe($0))" } ?? "never held the expected order")
        return "\(keeps) from \(describe(settled)) to the end, and \(before)"
    }
}

extension [UnmetExpectation] {
    /// How many boards have an entry here.
    public var boardCount: Int { Set(map(\.board)).count }

    /// The lines to print, one per entry, at `severity`.
    public func lines(_ severity: UnmetExpectation.Severity) -> String {
        map { $0.line(severity) }.joined(separator: "\n")
    }

    /// `; 2 boards with unmet expectations`, for the end of a summary line; empty when none.
    public var summaryClause: String {
        let n = boardCount
        return n == 0 ? "" : "; \(n) board\(n == 1 ? "" : "s") with unmet expectations"
    }
}

extension ScenarioRun {
    /// How a message about its `expect:` names this run among a board's others: by the entry's own
    /// name where it gives one (`{sortablejs: {…}, as: small}`: two entries of one profile are told
    /// apart only so), else by its profile.
    var expectationName: String {
        let profile = timeline.provenance.profile
        return entryName.map { "entry '\($0)' (profile '\(profile)')" } ?? "profile '\(profile)'"
    }
}
