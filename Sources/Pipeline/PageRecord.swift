import BoardFormat
import BoardRender
import BrowserPipe
import PageRecorder
import Scenario
import SiteIO

/// `record`'s work (docs/record.md): one board of a file played on a local page and its trace,
/// one board whose `profile` is `observed`, with the page's `source`.
public enum PageRecord {
    /// What the command writes and says.
    public struct Output {
        /// The trace document.
        public var trace: String
        /// What the page did that the user should hear of, one line each.
        public var warnings: [String]
        /// Where the time went.
        public var timings: PageRecorder.Timings
        /// With `check`, what the board's `expect:` asked that the recording did not do, as
        /// `check` says it (`FILE:LINE:COL: error: board 'ID': under …`); `nil` when it held.
        public var checkFailure: Failure?
    }

    /// Records board `id` (the file's only board when `nil`) of `file` on the page `options`
    /// names. A URL that is not local is refused before the file is read or anything started, and
    /// so is an `out` (the file the caller will write) whose folder is missing.
    ///
    /// With `check`, the recording is held to the board's `expect:` (its `observed` entry's, else
    /// the board's), which it must have; the trace is made either way.
    public static func record(file: String, board id: String?, _ options: PageRecorder.Options,
                              version: TraceVersion, check: Bool = false, out: String? = nil) throws(Failure) -> Output {
        do throws(LocalURL.Refusal) {
            try LocalURL.check(options.url)
        } catch {
            throw .plain("--url: \(error.why)")
        }
        // Before the browser starts: a recording with nowhere to go is not made.
        if let out { try WholeFile.checkPlace(out) }
        let scenario: Scenario
        do {
            // The recordings the board names are not read: the one this writes may not exist yet.
            scenario = try board(id, of: try Inputs.documents(try Inputs.markdownFiles([file]), recordings: false), file: file)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .at(file, "\(error)")
        }
        if check && scenario.expectation(for: "observed") == nil {
            throw .at("\(scenario.file):\(scenario.line):1", "board '\(scenario.id)' has no 'expect:' for --check to hold the recording to")
        }
        do throws(RecordFailure) {
            let result = try PageRecorder.record(scenario, options)
            return Output(trace: TraceJSON.document(boards: [[result.run]], version: version), warnings: result.warnings,
                          timings: result.timings, checkFailure: check ? failure(of: result.run) : nil)
        } catch {
            switch error {
            case .notLocal(let why): throw .plain("--url: \(why)")
            case .board(let why): throw .at("\(scenario.file):\(scenario.line):1", why)
            case .browser(let why): throw .plain("\(options.browser): \(why)")
            case .page(let why): throw .plain(why)
            case .run: throw .at("\(scenario.file):\(scenario.line):1", error.description)
            }
        }
    }

    /// What `expect:` asked that `run` did not do, at the expectation's place, saying the frame
    /// whose state was compared (the last).
    static func failure(of run: ScenarioRun) -> Failure? {
        guard let expect = run.expectation else { return nil }
        let lines = run.expectationFailureLines.joined().map { $0.escapingTerminalControls() }
        guard !lines.isEmpty else { return nil }
        let last = run.timeline.frames.count - 1
        return .diagnostics("\(expect.position): error: board '\(run.scenario.id)': under "
            + "\(run.timeline.provenance.label.escapingTerminalControls()), at its last frame (\(last)):\n"
            + lines.joined(separator: "\n"))
    }

    /// The board named `id`, or the only one.
    static func board(_ id: String?, of documents: [Document], file: String) throws(Failure) -> Scenario {
        let scenarios = documents.flatMap(\.scenarios)
        let ids = scenarios.map(\.id).joined(separator: ", ")
        if let id {
            guard let found = scenarios.first(where: { $0.id == id }) else {
                throw .at(file, scenarios.isEmpty ? "has no boards" : "has no board '\(id)'; its boards are \(ids)")
            }
            return found
        }
        guard scenarios.count == 1 else {
            throw .at(file, scenarios.isEmpty ? "has no boards"
                      : "has \(scenarios.count) boards (\(ids)); say which with --board ID")
        }
        return scenarios[0]
    }
}
