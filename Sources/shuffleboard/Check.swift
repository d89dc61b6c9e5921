import ArgumentParser
import Foundation
import Scenario
import SiteIO

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every board and compare its final state with its 'expect:'; exit 1 when one does not hold.")

    @Argument(help: "Markdown files or folders with boards.")
    var paths: [String]

    func run() throws {
        do {
            let documents = try Inputs.documents(try Inputs.markdownFiles(paths))
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
                throw Failure(failed.joined(separator: "\n")
                    + "\n\(failedBoards) of \(checked) board\(checked == 1 ? "" : "s") did not meet expectations")
            }
            print("\(checked) board\(checked == 1 ? "" : "s") checked: all expectations hold")
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
    }
}
