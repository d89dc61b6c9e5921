import BoardFormat
import BoardRender
import Foundation
import Parallel
import Scenario
import SiteIO
import SitePlan

/// One board's files for a bug tracker, written into a folder: `walkthrough.gif`,
/// `walkthrough.mp4`, `steps.png` and `issue.md` (issue 16). A board of several profiles
/// exports what the site shows: the side-by-side walkthrough (a panel per profile, one
/// clock), a step sheet with a column per profile, and issue.md covering every profile.
///
/// Each file is an output (``BoardOutput``: ``WalkthroughGIF``, ``WalkthroughMP4``,
/// ``StepSheetPNG``, ``IssueFile``) that returns its bytes; the GIF and the MP4 share one
/// encoding of the film (``ExportFilm``), and ``ExportFolder`` puts the four in place at once.
/// The same board gives the same bytes.
public struct BoardExport: Sendable {
    /// Samples per second of the GIF and the MP4, unless `--fps` says: story pacing's slow
    /// motion (×4 of a 60 Hz session) changes the picture 15 times a second, so 15 shows
    /// every frame of it; more adds no picture, only smaller steps of the clock.
    public static let defaultFPS = 15

    public var fps = BoardExport.defaultFPS

    /// The board's runs: one per profile, in the board's order (one for a carousel).
    public var runs: [ScenarioRun]
    public var tools: ExportTools

    /// The four file names, in the order they are written.
    public static let fileNames = [WalkthroughGIF.name, WalkthroughMP4.name, StepSheetPNG.name, IssueFile.name]

    public init(fps: Int = BoardExport.defaultFPS, runs: [ScenarioRun], tools: ExportTools) {
        self.fps = fps
        self.runs = runs
        self.tools = tools
    }

    /// The board's outputs, in ``fileNames``' order: the film's two sharing `film`.
    static func outputs(film: ExportFilm, fps: Int) -> [any BoardOutput<Failure>] {
        [WalkthroughGIF(film), WalkthroughMP4(film), StepSheetPNG(shown: film.shown), Infallible(IssueFile(fps: fps))]
    }

    /// Writes the four files into `folder`'s folder for board `id`, all at once (``ExportFolder``): the
    /// film's programs work in a work folder beside it, removed afterwards, and the files are swapped in
    /// with the user's entries.
    ///
    /// The outputs run at once, each on a thread: the step sheet and issue.md need nothing of the film,
    /// so they fill the end of its encoding, when the GIF's ffmpeg maps and writes every picture at once
    /// (paletteuse waits for the palette) and the rasteriser's threads have nothing left; the MP4's
    /// thread waits for the encoding the GIF's started. The first failure in the files' order is thrown.
    public func write(into folder: ExportFolder, id: String) throws(Failure) {
        let scratch = try folder.scratch(id)
        defer { folder.discard(scratch) }
        let board = BoardDrawing(runs, dir: "")
        let outputs = Self.outputs(film: ExportFilm(fps: fps, tools: tools, folder: folder, scratch: scratch, id: id),
                                   fps: fps)
        let files = try Parallel.map(outputs, jobs: outputs.count) { output throws(Failure) in
            try output.files(for: board)
        }
        try folder.install(id, files: files.flatMap { $0 }, from: scratch)
    }

    /// Refuses, before anything is drawn or written, a board whose film or step sheet would be larger
    /// than ``BoardLimits/exportPicturePixels`` / ``BoardLimits/exportSheetPixels`` (or longer on a
    /// side than their side limits): the pictures are held in memory whole, a few at once.
    public static func checkSize(_ runs: [ScenarioRun]) throws(Failure) {
        let scenario = runs[0].scenario
        let canvas = WalkthroughFrames.canvas(runs)
        let picture = ((canvas.width + 1) / 2 * 2, (canvas.height + 1) / 2 * 2)
        let sheet = StepSheet.size(runs)
        let sheetSize = (Int(sheet.width.rounded(.up)), Int(sheet.height.rounded(.up)))
        for (what, size, pixels, side) in [
            ("the pictures of walkthrough.gif and walkthrough.mp4 would each be", picture,
             BoardLimits.exportPicturePixels, BoardLimits.exportPictureSide),
            ("steps.png would be", sheetSize, BoardLimits.exportSheetPixels, BoardLimits.exportSheetSide),
        ] where size.0 * size.1 > pixels || max(size.0, size.1) > side {
            throw Failure.at("\(scenario.file):\(scenario.line):1", "board '\(scenario.id)': \(what) "
                + "\(size.0) × \(size.1) pixels (\(size.0 * size.1)), over the export's limit of \(pixels) pixels "
                + "a picture and \(side) a side (see docs/limits.md); nothing was written")
        }
    }

    /// Refuses, before anything is drawn or written, boards whose pictures pass the export's limits
    /// (``checkSize(_:)``).
    public static func check(_ boards: [[ScenarioRun]]) throws(Failure) {
        for runs in boards { try checkSize(runs) }
    }

    /// Writes every board's files into `out/<id>/` (`boards`: each board's runs, one per
    /// profile): as many boards at once as there are cores, each rasterising its pictures on
    /// every core and encoding its GIF and MP4 at once. A board's files do not depend on
    /// which others run beside it. Exports into one folder take turns (``ExportFolder``); a
    /// board's folder is replaced whole, its user's entries kept, or the export refused before
    /// anything is written when one is in the way.
    public static func export(_ boards: [[ScenarioRun]], to out: String, tools: ExportTools,
                              fps: Int = defaultFPS) throws(Failure) {
        try check(boards)
        let folder = try ExportFolder(out)
        do throws(Failure) {
            try folder.prepare(boards.map { $0[0].scenario.id }, names: fileNames)
            try Parallel.forEach(boards, jobs: Parallel.processorCount) { runs throws(Failure) in
                try BoardExport(fps: fps, runs: runs, tools: tools).write(into: folder, id: runs[0].scenario.id)
            }
        } catch {
            folder.abandon()   // the folder this export created, if nothing is in it
            throw error
        }
    }
}

/// An output that cannot fail (``IssueFile``) in a list of outputs that can.
struct Infallible<Output: BoardOutput<Never>>: BoardOutput {
    let output: Output

    init(_ output: Output) { self.output = output }

    func files(for board: BoardDrawing) throws(SiteIO.Failure) -> [OutputFile] {
        output.files(for: board)
    }
}
