import ArgumentParser
import BoardFormat
import BoardRender
import Foundation
import Scenario
import SiteIO

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the trace JSON of every board in the files (version 3; --format-version 1 or 2 for those).")

    @Argument(help: "Markdown files with boards.")
    var files: [String]

    @Option(name: .long, help: ArgumentHelp(
        "3 writes a frame's fields only where they changed and an order change as its edit, without "
            + "spaces; 2 writes every frame's fields, with an order change as its edit; 1 the whole order "
            + "at every change, byte for byte as before version 2 (docs/trace.md).",
        valueName: "1|2|3"))
    var formatVersion: TraceVersion = .current

    func run() throws {
        do {
            let documents = try Inputs.documents(try Inputs.markdownFiles(files))
            let boards = documents.flatMap(\.scenarios).map { ScenarioRun.all($0) }
            // Before any of it is built: the v1 trace writes the whole order on every change (and
            // v2 on a change that is not one move or exchange).
            var bytes = 20
            let limit = Self.limit
            for runs in boards {
                let run = runs[0]
                bytes += runs.reduce(0) { $0 + TraceJSON.maximumBytes($1, version: formatVersion) } + 2
                if bytes > limit {
                    throw Failure("\(run.scenario.file):\(run.scenario.line):1: error: the trace would be up to \(bytes) "
                        + "bytes with board '\(run.scenario.id)', over the limit of \(limit) bytes "
                        + "per trace (see docs/limits.md); nothing was written")
                }
            }
            try StandardStreams.writeOutput(TraceJSON.document(boards: boards, version: formatVersion))
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
    }

    /// ``BoardLimits/traceBytes``, or `SHUFFLEBOARD_TRACE_LIMIT` (bytes) when set, as
    /// `SHUFFLEBOARD_OUTPUT_LIMIT` sets a build's: scripts/bench-trace.py measures version 1
    /// on boards whose v1 trace is over the limit.
    static var limit: Int {
        if let text = ProcessInfo.processInfo.environment["SHUFFLEBOARD_TRACE_LIMIT"], let value = Int(text), value >= 0 {
            return value
        }
        return BoardLimits.traceBytes
    }
}
