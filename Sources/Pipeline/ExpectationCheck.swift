import Scenario
import SiteIO

/// `check`'s work: every board with an `expect:` run, and its final state compared with it.
public enum ExpectationCheck {
    /// The number of boards of `documents` that have expectations, when all of them hold; a
    /// ``Failure`` naming each that does not (at the position of what it failed, under each
    /// profile of a board of several) and how many failed, otherwise.
    public static func check(_ documents: [Document]) throws -> Int {
        var checked = 0
        var failed: [String] = []
        var failedBoards = 0
        for scenario in documents.flatMap(\.scenarios) where scenario.hasExpectations {
            checked += 1
            // A board of several profiles: 'expect:' (or the profile's own) holds under each,
            // and a failure names its profile, at the position of what it failed.
            let runs = ScenarioRun.all(scenario)
            var failures: [(position: SourcePosition, lines: [String])] = []
            for run in runs {
                guard let expect = run.expectation else { continue }
                let lines = run.expectationFailureLines.joined()
                if lines.isEmpty { continue }
                failures.append((expect.position, runs.count == 1 ? Array(lines)
                                 : ["under profile '\(run.timeline.provenance.profile)':"] + lines))
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
