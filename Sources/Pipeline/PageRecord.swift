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
    }

    /// Records board `id` (the file's only board when `nil`) of `file` on the page `options`
    /// names. A URL that is not local is refused before the file is read or anything started.
    public static func record(file: String, board id: String?, _ options: PageRecorder.Options,
                              version: TraceVersion) throws(Failure) -> Output {
        do throws(LocalURL.Refusal) {
            try LocalURL.check(options.url)
        } catch {
            throw .plain("--url: \(error.why)")
        }
        let scenario: Scenario
        do {
            scenario = try board(id, of: try Inputs.documents(try Inputs.markdownFiles([file])), file: file)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .at(file, "\(error)")
        }
        do throws(RecordFailure) {
            let result = try PageRecorder.record(scenario, options)
            return Output(trace: TraceJSON.document(boards: [[result.run]], version: version), warnings: result.warnings,
                          timings: result.timings)
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
