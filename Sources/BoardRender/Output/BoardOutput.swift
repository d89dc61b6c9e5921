import Foundation
import Scenario
import SitePlan

/// One kind of file (or a few) that a board makes: its walkthrough, its step stills, its trace, its
/// report, and `export`'s GIF, MP4, step sheet and `issue.md`.
///
/// An output is handed the board as a ``BoardDrawing``: the board's runs and where its files go,
/// and the drawing work its outputs share (the scenes on one clock, the figure), done the first time
/// an output asks for it and kept for the next. It returns its files as bytes (``OutputFile``), each
/// path under ``BoardDrawing/dir``; it writes nothing (SiteIO does).
///
/// To add one: a type conforming to `BoardOutput`, and the type in the list that runs them
/// (`SiteBuilder.boardOutputs(for:)` for `build`, `render` and `serve`; `BoardExport.outputs` for
/// `export`).
///
/// An output that cannot fail has `Failure` `Never` (the default): a list of them,
/// `[any BoardOutput<Never>]`, is run without `try`.
public protocol BoardOutput<Failure>: Sendable {
    associatedtype Failure: Error = Never

    /// The output's files for `board`, each path `board.dir` + a name.
    func files(for board: BoardDrawing) throws(Failure) -> [OutputFile]
}

/// A board to draw: its runs (one per profile, in the board's order; one for a carousel), the
/// folder its files go in, and what its outputs share, drawn once for all of them.
///
/// Made from the runs alone (`BoardDrawing(runs)`); what is drawn from them is worked out on first
/// use, under a lock, and kept for the other outputs. Outputs of one board may run on threads of
/// their own (``SiteBuilder`` runs them on the threads a build has left over): a scene keeps what it
/// worked out as it draws, so an output draws with one only inside ``drawing(_:)``.
public final class BoardDrawing: @unchecked Sendable {
    /// The board's runs, one per profile in the board's order (the first is the board's own).
    public let runs: [ScenarioRun]
    /// Where the board's files go, ending in `/` (`boards/<id>/`, ``SitePath/boardFolder(_:)``), or
    /// `""` (`render`, and `export`, which writes a folder per board).
    public let dir: String
    /// The Markdown file the board is in, as its figure and report name it.
    public let pageFile: String
    /// Threads that may draw parts of this board at once (a build of fewer boards than threads).
    let threads: Int
    /// The runs as the site draws them: the first as it is, the others under their own ids
    /// (``SiteBuilder/renamed(_:number:)``: `<id>.variant-2`, …).
    let drawnRuns: [ScenarioRun]

    /// The board's id.
    public var id: String { runs[0].scenario.id }
    /// The board's first run (its own profile's).
    public var run: ScenarioRun { runs[0] }

    /// - Parameters:
    ///   - runs: one per profile, in the board's order; not empty.
    ///   - dir: the folder of its files (default: the board's folder in the site, `boards/<id>/`).
    ///   - pageFile: the Markdown file the board is in (default: its scenario's).
    public convenience init(_ runs: [ScenarioRun], dir: String? = nil, pageFile: String? = nil) {
        self.init(runs, dir: dir, pageFile: pageFile, threads: 1)
    }

    init(_ runs: [ScenarioRun], dir: String?, pageFile: String?, threads: Int) {
        precondition(!runs.isEmpty, "a board has a run")
        self.runs = runs
        self.dir = dir ?? SitePath.boardFolder(runs[0].scenario.id)
        self.pageFile = pageFile ?? runs[0].scenario.file
        self.threads = max(1, threads)
        drawnRuns = [runs[0]] + runs.dropFirst().enumerated().map { SiteBuilder.renamed($1, number: $0 + 2) }
    }

    /// What the drawing has worked out so far, under ``lock``.
    private let lock = NSRecursiveLock()
    private var storedScenes: [Scene]?
    /// The site's figure of the board and the first profile's walkthrough alone (``SiteBuilder``).
    var storedFigure: SiteBuilder.BoardFigure?
    /// The figure with the parts its stills share drawn once (``SiteBuilder/sharingDrawings(_:board:)``).
    var storedSharedFigure: FigureContext?

    /// The value `make` returns the first time, under the drawing's lock (recursive: a shared part
    /// may be drawn from another).
    func shared<T>(_ slot: ReferenceWritableKeyPath<BoardDrawing, T?>, _ make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let known = self[keyPath: slot] { return known }
        let made = make()
        self[keyPath: slot] = made
        return made
    }

    /// `body` drawing with the board's scenes, under the drawing's lock: no other output draws with
    /// them meanwhile.
    func drawing<T>(_ body: ([Scene]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(scenes)
    }

    /// The scenes of ``drawnRuns`` on one clock (``Scene/onOneClock(_:)``).
    var scenes: [Scene] { shared(\.storedScenes) { Scene.onOneClock(drawnRuns) } }
}
