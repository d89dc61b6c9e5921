import SitePlan

/// The outputs of a board in the site (`build`, `serve`), a fragment build and `render`, each its
/// own ``BoardOutput``. The drawing they share (the figure, its walkthrough and stills) is the
/// builder's ``SiteBuilder/figure(of:)``, drawn by whichever output asks first.
extension SiteBuilder {
    /// What a board's files are for.
    enum Purpose: Sendable {
        /// A page's board (`build`, `serve`): its pictures, trace and report.
        case site
        /// A fragment build's board (`build --fragment`): the site's, and its `figure.html` with its
        /// asset URLs under `assetBase` (``fragmentAssetPrefix(base:id:)``).
        case fragment(assetBase: String?)
        /// `render`, which prints a figure or a picture: the pictures alone.
        case render
    }

    /// The list of a board's outputs: a new per-board output is added here. Their files are listed in
    /// this order. The trace comes first: it draws nothing, so on threads left over
    /// (``BoardDrawing/threads``) it runs beside the drawing.
    func boardOutputs(for purpose: Purpose) -> [any BoardOutput<Never>] {
        var outputs: [any BoardOutput<Never>] = []
        if case .render = purpose {} else { outputs.append(TraceOutput(version: traceVersion)) }
        outputs += [WalkthroughOutput(builder: self), StepStillsOutput(builder: self),
                    ProfileWalkthroughsOutput(builder: self), ProfileStillsOutput(builder: self)] as [any BoardOutput<Never>]
        switch purpose {
        case .site:
            outputs.append(ReportOutput(builder: self))
        case .fragment(let assetBase):
            outputs += [ReportOutput(builder: self), FigureFragmentOutput(builder: self, assetBase: assetBase)]
                as [any BoardOutput<Never>]
        case .render:
            break
        }
        return outputs
    }
}

/// `walkthrough.svg`: the animated walkthrough (a board of several profiles: the side-by-side one).
struct WalkthroughOutput: BoardOutput {
    var builder: SiteBuilder

    func files(for board: BoardDrawing) -> [OutputFile] {
        [OutputFile(board.dir + "walkthrough.svg", text: builder.svgFile(builder.figure(of: board).figure.walkthroughFileSVG, of: board))]
    }
}

/// `step-NN.svg`: the still after each step (step 0: before the first), under the first profile.
struct StepStillsOutput: BoardOutput {
    var builder: SiteBuilder

    func files(for board: BoardDrawing) -> [OutputFile] {
        builder.figure(of: board).figure.steps.map { OutputFile(board.dir + $0.file, text: builder.svgFile($0.inlineSVG, of: board)) }
    }
}

/// A board of several profiles: each profile's walkthrough alone, `walkthrough-1.svg`, `walkthrough-2.svg`, ….
struct ProfileWalkthroughsOutput: BoardOutput {
    var builder: SiteBuilder

    func files(for board: BoardDrawing) -> [OutputFile] {
        let drawn = builder.figure(of: board)
        guard let first = drawn.firstWalkthrough else { return [] }
        return [OutputFile(board.dir + SiteBuilder.variantWalkthroughFile(1), text: builder.svgFile(first, of: board))]
            + drawn.figure.variants.map {
                OutputFile(board.dir + $0.walkthroughFile, text: builder.svgFile($0.walkthroughFileSVG, of: board))
            }
    }
}

/// A board of several profiles: the stills of the profiles after the first, `step-NN-2.svg`, ….
struct ProfileStillsOutput: BoardOutput {
    var builder: SiteBuilder

    func files(for board: BoardDrawing) -> [OutputFile] {
        let steps = builder.figure(of: board).figure.steps
        guard board.runs.count > 1 else { return [] }
        return board.drawing { scenes in
            scenes.indices.dropFirst().flatMap { k in
                steps.indices.map { i in
                    OutputFile(board.dir + SiteBuilder.variantStepFile(i, number: k + 1),
                               text: builder.svgFile(FrameSVG.step(scenes[k], index: i), of: board))
                }
            }
        }
    }
}

/// `trace.json`: every profile's run, frame by frame (``TraceJSON``).
struct TraceOutput: BoardOutput {
    var version: TraceVersion

    func files(for board: BoardDrawing) -> [OutputFile] {
        [OutputFile(board.dir + "trace.json", text: TraceJSON.document(boards: [board.drawnRuns], version: version))]
    }
}

/// `report.html`: the board's page of its own, its CSS and script inline.
struct ReportOutput: BoardOutput {
    var builder: SiteBuilder

    func files(for board: BoardDrawing) -> [OutputFile] {
        let templates = builder.templates
        var report = ReportContext(title: board.run.scenario.title, version: shuffleboardVersion,
                                   figure: builder.pageFigure(of: board), pageFile: board.pageFile)
        // With the narrow arrangement's rules of its pictures (NarrowArrangement+Style.swift).
        report.styleSheet = templates.render(report, "style")
            + NarrowArrangement.styleSheet(for: SiteBuilder.inlinePictures(report.figure))
        report.playerScript = templates.render(report, "player")
        return [OutputFile(board.dir + "report.html", text: templates.render(report, "report"))]
    }
}

/// A fragment build's `figure.html`: the figure alone, its files under `assetBase`.
struct FigureFragmentOutput: BoardOutput {
    var builder: SiteBuilder
    var assetBase: String?

    func files(for board: BoardDrawing) -> [OutputFile] {
        let figure = builder.pageFigure(of: board)
            .linked(from: SiteBuilder.fragmentAssetPrefix(base: assetBase, id: board.id))
        return [OutputFile(board.dir + "figure.html", text: builder.templates.render(figure, "figure"))]
    }
}
