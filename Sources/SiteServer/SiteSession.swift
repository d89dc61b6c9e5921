import BoardRender
import Foundation
import Pipeline
import Scenario
import SiteIO
import Synchronization

/// The site `serve` keeps built: builds it as `build` does (the same stages, ``SiteBuild``, in the
/// same order), remembering each board's runs and drawing so that a rebuild runs and draws again only
/// the boards whose text changed.
///
/// What is reused: a board's runs (the engine's work), keyed by everything its scenario is made
/// from: its id, file, line, title, YAML text and pace; and its drawn files and figure
/// (``DrawnBoards``, most of a build's time), dropped whole when a template changes. What is
/// redone on every rebuild: reading and parsing the Markdown, and the pages and the index (cheap
/// Mustache passes that link the boards to each other). ``SiteFiles`` then writes only the files
/// whose bytes changed, all or nothing, so an unchanged board's files keep their inodes and times,
/// and a failed build writes nothing: the last good site stays.
///
/// Used by one task at a time: the initial build, then the watcher's rebuilds, one after another;
/// only ``stopWaiting()`` and ``abandon()`` are called from elsewhere, when `serve` stops.
///
/// Stopping does not wait for a build: ``rebuildInBackground()`` runs it on a thread of its own,
/// and ``stopWaiting()`` makes the wait for it return nil at once (a build reading a FIFO never
/// ends). ``abandon()`` then makes sure the build writes nothing more (it waits only for a write
/// already under way, which is all or nothing), so the folder can be removed and the process end.
public final class SiteSession: @unchecked Sendable {
    /// What one build did.
    public struct Outcome: Sendable {
        /// What the writer did; nil when the build failed.
        public var summary: WriteSummary?
        /// The diagnostics (compiler-style, `file:line:col: error: …`) of a failed build.
        public var failure: String?
        /// What a build that succeeded found its boards miss of their `expect:`: serve reports them as
        /// warnings, on the terminal and over the pages, and keeps serving (``ServeReport``).
        public var unmet: [UnmetExpectation] = []
        public var pages = 0
        public var boards = 0
        /// How many boards were run again (the others' runs were reused).
        public var boardsRun = 0
        /// How many boards were drawn again (the others' files were reused).
        public var boardsDrawn = 0
        public var seconds = 0.0
    }

    public let paths: [String]
    public let out: String
    public let templatesFolder: String?
    public let pace: Pace
    /// The stages of the build: `build`'s with its defaults, drawing on one thread (``DrawnBoards``
    /// is not for concurrent use).
    private let site: SiteBuild
    private var cache: [String: (key: String, runs: [ScenarioRun])] = [:]
    private var drawn = DrawnBoards()
    /// The `--templates` texts the boards in ``drawn`` were drawn with.
    private var drawnWith: [String: String]?
    /// The wait for the build under way, and whether serve stopped waiting.
    private let waiting = StoppableWait<Outcome>()
    /// True once serve stops: no build writes after that. Held during a write.
    private let abandoned = Mutex(false)
    /// The recordings the boards named at the last build that read the inputs (``recordingFiles``).
    private let recordings: Mutex<[String]>

    /// What a build abandoned before its write throws.
    private struct Abandoned: Error {}

    public init(paths: [String], out: String, templates: String?, pace: Pace) {
        self.paths = paths
        self.out = out
        self.templatesFolder = templates
        self.pace = pace
        site = SiteBuild(out: out, templates: templates, pace: pace, jobs: 1)
        recordings = Mutex((try? Inputs.markdownFiles(paths)).map { Inputs.recordingFiles($0) } ?? [])
    }

    /// The files the boards name as recordings (`{observed: recorded/list.json}`), as of the last
    /// build that read the inputs (at first, of the inputs when the session was made): what the
    /// watcher watches besides the inputs, so that a recording rewritten rebuilds its boards.
    public var recordingFiles: [String] { recordings.withLock { $0 } }

    /// Builds the site into ``out``; never throws: a failure is the outcome's ``Outcome/failure``.
    public func rebuild() -> Outcome {
        let start = ContinuousClock.now
        var outcome = Outcome()
        do {
            let markdownFiles = try site.readInputs(paths)
            let named = Inputs.recordingFiles(markdownFiles)
            recordings.withLock { $0 = named }
            let templates = try SiteBuild.templates(templatesFolder)
            let texts = try templatesFolder.map { try Inputs.templateOverrides(in: $0, names: Templates.names) }?
                .mapValues(\.text) ?? [:]
            if texts != drawnWith {   // a template changed: every board is drawn anew
                drawn = DrawnBoards()
                drawnWith = texts
            }
            let pages = try Inputs.pages(markdownFiles)
            var kept: [String: (key: String, runs: [ScenarioRun])] = [:]
            var ran = 0
            let runs = try site.run(pages, run: { [cache, pace] scenario in
                let key = Self.key(scenario, pace: pace)
                if let cached = cache[scenario.id], cached.key == key {
                    kept[scenario.id] = cached
                    return cached.runs
                }
                let all = try BoardRuns.run(scenario, pace: pace)
                ran += 1
                kept[scenario.id] = (key, all)
                return all
            })
            let files = site.draw(pages, templates: templates, runs: runs, drawn: drawn)
            let site = site
            outcome.summary = try abandoned.withLock { abandoned in
                if abandoned { throw Abandoned() }
                return try site.write(files)
            }
            cache = kept   // only once the site is written: a failed build keeps the last good runs
            outcome.unmet = runs.unmetExpectations(of: pages)
            outcome.pages = pages.count
            outcome.boards = runs.count
            outcome.boardsRun = ran
            outcome.boardsDrawn = drawn.drawnCount
        } catch let failure as Failure {
            outcome.failure = failure.message
        } catch {
            outcome.failure = "\(error)"
        }
        let elapsed = (ContinuousClock.now - start).components
        outcome.seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return outcome
    }

    /// ``rebuild()`` on a thread of its own, so that the server's threads keep answering; nil, at
    /// once, when ``stopWaiting()`` is called before it is done (or was called before).
    public func rebuildInBackground() async -> Outcome? {
        await waiting.run { self.rebuild() }
    }

    /// Ends the wait of ``rebuildInBackground()`` now, and of every later call: serve is stopping.
    public func stopWaiting() {
        waiting.stop()
    }

    /// No build writes after this returns (it waits for a write under way to end).
    public func abandon() {
        abandoned.withLock { $0 = true }
    }

    /// What a board's runs depend on: two boards with the same key run the same.
    static func key(_ scenario: Scenario, pace: Pace) -> String {
        // A recording's frames, as read: a rewritten recording runs its board again.
        let recorded = scenario.variants.compactMap(\.recorded).map { String($0.hashValue) }
        return ([scenario.id, scenario.file, String(scenario.line), scenario.title, pace.rawValue, scenario.source]
            + recorded).joined(separator: "\u{0}")
    }
}
