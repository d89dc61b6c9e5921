import BoardFormat
import BoardRender
import Foundation
import Scenario
import SiteIO

/// `trace`'s work: the trace JSON of every board of some documents (docs/trace.md).
public enum TraceDocument {
    /// The trace document of every board of `documents`, in `version`; refused, before any of it
    /// is built, when it would be over ``limit`` bytes (version 1 writes the whole order on every
    /// change, and version 2 on a change that is not one move or exchange).
    public static func make(_ documents: [Document], version: TraceVersion) throws -> String {
        let boards = documents.flatMap(\.scenarios).map { ScenarioRun.all($0) }
        var bytes = 20
        let limit = Self.limit
        for runs in boards {
            let run = runs[0]
            bytes += runs.reduce(0) { $0 + TraceJSON.maximumBytes($1, version: version) } + 2
            if bytes > limit {
                throw Failure.at("\(run.scenario.file):\(run.scenario.line):1", "the trace would be up to \(bytes) "
                    + "bytes with board '\(run.scenario.id)', over the limit of \(limit) bytes "
                    + "per trace (see docs/limits.md); nothing was written")
            }
        }
        return TraceJSON.document(boards: boards, version: version)
    }

    /// ``BoardLimits/traceBytes``, or `SHUFFLEBOARD_TRACE_LIMIT` (bytes) when set, as
    /// `SHUFFLEBOARD_OUTPUT_LIMIT` sets a build's: scripts/bench-trace.py measures version 1
    /// on boards whose v1 trace is over the limit.
    public static var limit: Int {
        if let text = ProcessInfo.processInfo.environment["SHUFFLEBOARD_TRACE_LIMIT"], let value = Int(text), value >= 0 {
            return value
        }
        return BoardLimits.traceBytes
    }
}
