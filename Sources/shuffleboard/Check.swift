import ArgumentParser
import Foundation
import Scenario
import SiteIO

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run every board and compare its final state with its 'expect:'; exit 1 when one does not hold.")

    @Argument(help: "Markdown files or folders with boards.")
    var paths: [String]

    func run() throws {
        do {
            let documents = try Inputs.documents(try Inputs.markdownFiles(paths))
            var checked = 0
            var failed: [String] = []
            for scenario in documents.flatMap(\.scenarios) where scenario.expectation != nil {
                checked += 1
                // A board of several profiles: 'expect:' holds under each, and a failure names its profile.
                let runs = ScenarioRun.all(scenario)
                let failures = runs.flatMap { run in
                    run.expectationFailureLines.map { lines in
                        runs.count == 1 ? lines : ["under profile '\(run.timeline.provenance.profile)':"] + lines
                    }
                }
                guard let expect = scenario.expectation, !failures.isEmpty else { continue }
                // One terminal line per line of the message: a label's own line breaks are escaped.
                let lines = failures.joined().map { $0.escapingTerminalControls() }
                failed.append("\(expect.position): error: board '\(scenario.id)': " + lines.joined(separator: "\n"))
            }
            if !failed.isEmpty {
                throw Failure(failed.joined(separator: "\n")
                    + "\n\(failed.count) of \(checked) board\(checked == 1 ? "" : "s") did not meet expectations")
            }
            print("\(checked) board\(checked == 1 ? "" : "s") checked: all expectations hold")
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
    }
}
