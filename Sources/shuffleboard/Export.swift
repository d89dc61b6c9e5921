import ArgumentParser
import BoardFormat
import BoardRender
import ExportEncoding
import Foundation
import Pipeline
import Scenario
import SiteIO

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write each board's files for a bug tracker: walkthrough.gif, walkthrough.mp4, steps.png, issue.md.",
        discussion: """
            Per board, into OUT/<id>/: the walkthrough as a looping GIF and an H.264 MP4 \
            (story pacing, \(BoardExport.defaultFPS) frames per second, a pause on the last frame), every \
            step's still on one sheet (steps.png, violations marked), and issue.md to paste into \
            an issue (the pictures, a summary, the board's source to reproduce it). A board of several \
            profiles exports its side-by-side walkthrough (a panel per profile, one clock), a sheet \
            with a column per profile, and issue.md covering each. Boards are exported several at once. Needs the \
            librsvg library (Debian: librsvg2-2, loaded at run time) and the ffmpeg program (Debian: ffmpeg); build and \
            render need neither. The same board gives byte-identical files.
            """)

    @Argument(help: "Markdown files or folders (searched recursively).")
    var paths: [String]

    @Option(name: .long, help: ArgumentHelp("Export only the board with this id.", valueName: "ID"))
    var board: String?

    @Option(name: .long, help: "The output folder; each board's files go in a folder named by its id.")
    var out: String

    @OptionGroup var pacing: PaceOption

    @Option(name: .long, help: ArgumentHelp("Frames per second of the GIF and the MP4 (10 to 50; a divisor of 100 keeps "
        + "the GIF's delays exact).", valueName: "N"))
    var fps: Int = BoardExport.defaultFPS

    @Flag(name: .shortAndLong, help: "Print nothing when the export succeeds.")
    var quiet = false

    func validate() throws {
        if !(10...50).contains(fps) { throw ValidationError("--fps \(fps): give 10 to 50 frames per second") }
        if out == "-" { throw ValidationError("--out - : export writes a folder per board, not standard output") }
    }

    func run() throws {
        let start = ContinuousClock.now
        do {
            let files = try Inputs.markdownFiles(paths)
            try SiteFiles.checkOutput(out, inputs: paths + files.map(\.file))
            try SiteFiles.checkExportFolder(out, option: "--out", inputs: paths)
            var scenarios = try Inputs.pages(files).flatMap(\.document.scenarios)
            if let board {
                guard let chosen = scenarios.first(where: { $0.id == board }) else {
                    throw Failure.at("\(paths.joined(separator: " ").escapingTerminalControls())", "no board "
                        + "'\(board.escapingTerminalControls())'; the boards: " + scenarios.map(\.id).joined(separator: ", "))
                }
                scenarios = [chosen]
            }
            let runs = try scenarios.map { try BoardRuns.run($0, pace: pacing.pace) }
            try Self.check(runs)
            let tools = try ExportTools.find()   // after the input is checked: a bad board says so first
            try Self.export(runs, to: out, tools: tools, fps: fps)
            if quiet { return }
            let elapsed = (ContinuousClock.now - start).components
            let took = String(format: "%.2f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
            print("Exported \(runs.count) board\(runs.count == 1 ? "" : "s") into \(out.escapingTerminalControls())/ "
                + "in \(took) s: " + BoardExport.fileNames.joined(separator: ", ") + " each")
        } catch let failure as Failure {
            failure.report()
            throw ExitCode.failure
        }
    }

    /// Refuses, before anything is drawn or written, boards whose pictures pass the export's limits
    /// (``BoardExport/check(_:)``; `build --export` checks with it too).
    static func check(_ boards: [[ScenarioRun]]) throws(Failure) {
        try BoardExport.check(boards)
    }

    /// Writes every board's files into `out/<id>/` (``BoardExport/export(_:to:tools:fps:)``; `build
    /// --export` exports with it too).
    static func export(_ boards: [[ScenarioRun]], to out: String, tools: ExportTools,
                       fps: Int = BoardExport.defaultFPS) throws(Failure) {
        try BoardExport.export(boards, to: out, tools: tools, fps: fps)
    }
}

/// What `export` draws and encodes with (``ExportEncoding/ExportTools``), under the name `build --export`
/// finds it by.
typealias ExportTools = ExportEncoding.ExportTools
