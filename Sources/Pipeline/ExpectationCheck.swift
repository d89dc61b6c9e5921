import Scenario
import SiteIO

/// `check`'s work: every board with an `expect:` or a recording run, and its final state compared
/// with it; a recording is held to the invariants too (``ScenarioRun/checkedViolationLines``).
public enum ExpectationCheck {
    /// The number of boards of `documents` that have expectations or recordings, when all of them
    /// hold; a ``Failure`` naming each that does not (at the position of what it failed, under each
    /// profile of a board of several, and under a recording always) and how many failed, otherwise.
    public static func check(_ documents: [Document]) throws -> Int {
        var checked = 0
        var failed: [String] = []
        var failedBoards = 0
        for scenario in documents.flatMap(\.scenarios) where scenario.hasExpectations || scenario.hasRecordings {
            checked += 1
            // A board of several profiles: 'expect:' (or the profile's own) holds under each,
            // and a failure names its profile, at the position of what it failed.
            let runs = ScenarioRun.all(scenario)
            var failures: [(position: SourcePosition, lines: [String])] = []
            for (i, run) in runs.enumerated() {
                let variant = scenario.variants.indices.contains(i) ? scenario.variants[i] : nil
                let under = run.isRecorded ? "under \(run.timeline.provenance.label):"
                    : "under \(run.expectationName):"
                let named = { (lines: [String]) in runs.count == 1 && !run.isRecorded ? lines : [under] + lines }
                if let expect = run.expectation {
                    let lines = run.checkedExpectationLines.joined()
                    if !lines.isEmpty { failures.append((expect.position, named(Array(lines)))) }
                }
                let broken = run.checkedViolationLines.joined()
                if !broken.isEmpty, let position = variant?.recorded?.position {
                    failures.append((position, named(Array(broken))))
                }
            }
            if !failures.isEmpty { failedBoards += 1 }
            for failure in failures {
                // One terminal line per line of the message: a label's own line breaks are escaped.
                let lines = failure.lines.map { $0.escapingTerminalControls() }
                failed.append("\(failure.position): error: board '\(scenario.id)': " + lines.joined(separator: "\n"))
            }
        }
        if !failed.isEmpty {
            throw Failure.diagnostics(failed.joined(separator: "\n")
                + "\n\(failedBoards) of \(checked) board\(checked == 1 ? "" : "s") did not meet expectations")
        }
        return checked
    }
}
