import Parallel
import SitePlan
import Scenario

/// Fragment mode (`shuffleboard build --fragment`): per board only the figure's
/// HTML and its assets, for inclusion by another static site generator.
///
/// ```
/// shuffleboard.css                    the figure's CSS, scoped to figure.board
/// shuffleboard.js                     the player (optional: without it the walkthrough plays)
/// boards/<id>/figure.html             the <figure> alone, from the `figure` partial
/// boards/<id>/walkthrough.svg, step-NN.svg, report.html, trace.json
/// ```
///
/// The figure is rendered from the same `figure` template as on a page, so the
/// two never drift; only its `dir` (the prefix of its asset URLs) differs.
extension SiteBuilder {
    /// The file the fragments' CSS is written to, at the output root.
    public static let fragmentStylesheet = "shuffleboard.css"

    /// Every file of fragment mode, by relative path, in a stable order.
    ///
    /// - Parameters:
    ///   - assetBase: where the including site serves the output folder
    ///     (`/assets/shuffleboard/`, `../shuffleboard/`): a figure's asset URLs are
    ///     then `<assetBase>boards/<id>/walkthrough.svg`. `nil`: relative to the
    ///     figure's own folder (`walkthrough.svg`), for a page that sits there.
    ///   - runs: boards already run, by id; the others are run here.
    ///   - variants: a board's runs under its profiles after the first, by id; when missing, run here.
    ///   - progress: called after each board is drawn (the CLI's progress line).
    public func buildFragments(_ pages: [SitePage], assetBase: String? = nil,
                               runs: [String: ScenarioRun] = [:],
                               variants: [String: [ScenarioRun]] = [:],
                               progress: (() -> Void)? = nil) -> [OutputFile] {
        var files = [OutputFile(Self.script, text: templates.render(NoContext(), "player"))]
        // Each board on one of `jobs` threads; its files in input order.
        let boards = pages.flatMap { sitePage in
            sitePage.document.scenarios.map { PageBoard(scenario: $0, pageFile: sitePage.document.file, root: "") }
        }
        let threads = max(1, jobs / max(1, boards.count))   // left over for parts of a board
        let drawn = Parallel.map(boards, jobs: jobs, progress: progress) { board in
            let run = runs[board.scenario.id] ?? ScenarioRun(board.scenario)
            let dir = SitePath.boardFolder(board.scenario.id)
            let others = variants[board.scenario.id] ?? Self.otherVariants(run)
            // Its figure.html among them (``FigureFragmentOutput``).
            return boardFiles(run, others: others, dir: dir, pageFile: board.pageFile,
                              purpose: .fragment(assetBase: assetBase), threads: threads)
        }
        files += drawn.flatMap(\.files)
        // The figures' CSS, with the narrow arrangement's rules of every figure's pictures.
        files.append(OutputFile(Self.fragmentStylesheet,
                                text: Self.figureCSS(templates, narrow: drawn.flatMap { Self.inlinePictures($0.figure) })))
        return files.sorted { $0.path < $1.path }
    }

    /// The prefix of a fragment's asset URLs: "" (next to figure.html) without a
    /// base, else the base, URL-encoded and ending in "/", then `boards/<id>/`.
    /// HTML escaping is the template's (`{{dir}}`).
    static func fragmentAssetPrefix(base: String?, id: String) -> String {
        guard let base else { return "" }
        var prefix = URLText.encode(base)
        if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
        return prefix + SitePath.encode(SitePath.boardFolder(id))
    }
}
