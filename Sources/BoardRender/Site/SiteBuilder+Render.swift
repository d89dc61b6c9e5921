import Scenario

/// `shuffleboard render`: one board as a figure that needs nothing beside it, for a
/// docs tool that turns a ```` ```board ```` fence into HTML on the fly.
///
/// The figure is the `figure` template's, as on a page and in a fragment, with
/// `selfContained` set: its CSS inside it in a `<style>` (every rule under
/// `figure.board`, ``ScopedCSS``, so the host page is left alone), the walkthrough
/// and every step picture inline, and no link to a file. No script: the walkthrough
/// plays by SMIL, and the CSS-only Pause control swaps in the first step's still.
/// (`shuffleboard.js` from a `build --fragment` drives it too, when a page loads it.)
extension SiteBuilder {
    /// A board rendered for `shuffleboard render`.
    public struct RenderedBoard: Sendable {
        public var id: String
        /// The self-contained `<figure>`, ending in a line feed.
        public var figureHTML: String
        /// The board's pictures as `build` writes them into `boards/<id>/`, by name
        /// (`walkthrough.svg`, `step-00.svg`, …): `render` prints no report and no trace, so
        /// neither is made (they were a tenth of its time).
        public var files: [String: String]
        /// The number of the last step picture (`step-00.svg` … this one).
        public var lastStep: Int
    }

    /// Renders `run` (and, on a board of several profiles, `others`: its runs under the
    /// profiles after the first; when nil, they are run here). `pageFile` is the file
    /// the figure names as the board's source.
    public func render(_ run: ScenarioRun, others: [ScenarioRun]? = nil, pageFile: String) -> RenderedBoard {
        let others = others ?? Self.otherVariants(run)
        let (files, inline) = boardFiles(run, others: others, dir: "", pageFile: pageFile, purpose: .render,
                                         threads: jobs)
        var figure = inline
        figure.selfContained = true
        figure.styleCSS = Self.figureCSS(templates, narrow: Self.inlinePictures(figure))
        return RenderedBoard(id: run.scenario.id, figureHTML: templates.render(figure, "figure"),
                             files: Dictionary(files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) },
                                                uniquingKeysWith: { a, _ in a }),
                             lastStep: run.scenario.script.steps.count)
    }

    /// The name of step `n`'s picture among ``RenderedBoard/files``: `step-03.svg`.
    public static func stepFileName(_ n: Int) -> String {
        n < 10 ? "step-0\(n).svg" : "step-\(n).svg"
    }

    /// The figure's CSS, every rule under `figure.board`: the same as a fragment build's `shuffleboard.css`,
    /// with the narrow arrangement's rules of the walkthroughs `narrow` (``NarrowArrangement/styleSheet(for:)``).
    static func figureCSS(_ templates: Templates, narrow: [String] = []) -> String {
        ScopedCSS.scope(templates.render(NoContext(), "style") + NarrowArrangement.styleSheet(for: narrow),
                        under: "figure.board")
    }
}
