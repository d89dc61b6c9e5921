import Foundation
import Pipeline
import Scenario
import SiteIO

/// What `serve` says on the terminal, and tells the open pages, as it builds.
public enum ServeReport {
    /// A line on standard output, written at once (print would hold it in a buffer when the output is a pipe);
    /// one that cannot be written (a full or closed output) is dropped, where FileHandle's write stopped serve.
    public static func say(_ line: String) {
        StandardStreams.writeOutputIfPossible(line + "\n")
    }

    /// Says what a build did, on the terminal and to the open pages.
    public static func report(_ outcome: SiteSession.Outcome, live: LiveReload, out: String, initial: Bool) {
        let time = String(format: "%.2f", outcome.seconds) + " s"
        guard let summary = outcome.summary else {
            Failure.diagnostics(outcome.failure ?? "error: the build failed").report()
            Failure.notice(initial ? "serve: nothing built yet; fix the error and save, the pages update"
                : "serve: the pages keep the last good build; fix the error and save").report()
            live.publish(changed: false, error: outcome.failure ?? "error: the build failed")
            return
        }
        // An unmet expect: does not stop serve: a warning on the terminal and over the pages, which
        // show the board with its badge. build and render make it an error (without --keep-going).
        let warnings = outcome.unmet.isEmpty ? nil : outcome.unmet.lines(.warning)
        if let warnings { Failure.diagnostics(warnings).report() }
        live.publish(changed: !summary.untouched, error: nil, warning: warnings)
        let what = "\(outcome.pages) page\(outcome.pages == 1 ? "" : "s") and \(outcome.boards) board\(outcome.boards == 1 ? "" : "s")"
        if initial {
            say("Built \(what) in \(time)" + outcome.unmet.summaryClause)
        } else {
            say("Rebuilt \(what) in \(time) (ran \(outcome.boardsRun) and drew \(outcome.boardsDrawn) again): "
                + summary.describe(out.escapingTerminalControls()) + outcome.unmet.summaryClause)
        }
    }
}
