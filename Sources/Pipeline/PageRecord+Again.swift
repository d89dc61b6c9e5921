import BoardRender
import PageRecorder
import SiteIO

extension PageRecord {
    /// What making a board's recording again did (``again(_:)``).
    public enum Again: Sendable {
        /// Written over the old one: its frames, and what the page did that the user should hear of.
        case recorded(frames: Int, warnings: [String])
        /// Not recorded: why, in words that follow "cannot be recorded again: " (one line); the old
        /// recording is as it was.
        case cannot(String)
    }

    /// Records `entry`'s recording again, as `record` made it: the board that names it, the page
    /// and the options its `source` keeps, in the trace's version, written whole over the old one
    /// (``WholeFile``: a failure, or an end before the rename, leaves the old file as it was).
    /// A recording that keeps no options (made before `record` kept `--container` and `--touch`)
    /// is not recorded again: its options would be guessed.
    public static func again(_ entry: RecordedPages.Entry) -> Again {
        guard let options = PageRecorder.Options(again: entry.source) else {
            return .cannot(entry.source.items == nil ? "its source names no --items"
                : "it was recorded before recordings kept record's --container and --touch; record it once with: "
                    + entry.command)
        }
        do throws(Failure) {
            let output = try record(file: entry.board, board: entry.id, options,
                                    version: TraceVersion(rawValue: entry.version) ?? .current, out: entry.recording)
            try WholeFile.write(Array(output.trace.utf8), to: entry.recording)
            return .recorded(frames: output.timings.frameCount, warnings: output.warnings)
        } catch {
            return .cannot(reason(error))
        }
    }

    /// What `record` would have said, without its `error:` (it follows "cannot be recorded
    /// again: "), on one line: a diagnostic of several lines (a board's) is joined.
    static func reason(_ failure: Failure) -> String {
        let text = switch failure {
        case .at(let place, let what): "\(place): \(what)"
        case .plain(let what): what
        case .diagnostics(let lines): lines
        case .warning(let place, let what): "\(place): \(what)"
        case .notice(let line): line
        }
        return text.split(separator: "\n").joined(separator: "; ")
    }
}
