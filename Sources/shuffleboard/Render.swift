import ArgumentParser
import BoardFormat
import BoardRender
import Foundation
import Pipeline
import Scenario
import SiteIO
import SitePlan

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one board's figure on standard output: HTML with its CSS and pictures inline.",
        usage: """
            shuffleboard render <FILE|-> [--board <ID>] [--svg] [--step <N>] [--source-name <PATH:LINE>] \
            [--templates <DIR>] [--pace <story|real>] [--figure <compact|full>] [--hooks] [--keep-going] \
            [--scheme <SCHEME>] [--id <ID>]
            shuffleboard render --asset js [--templates <DIR>]
            """,
        discussion: """
            FILE (or - for standard input) is a Markdown document with ```board blocks, or one \
            bare board: the YAML of a block without its fence, its first line a key such as \
            'viewport: 375x667'. The figure is a <figure class="board"> with a <style> inside, \
            every rule under figure.board; the walkthrough plays without script. With several \
            boards, every figure is printed, in order, unless --board picks one. --svg prints the \
            walkthrough SVG alone, --step N the still of step N, byte for byte as build writes them. \
            --asset js prints the player's script instead, and reads no board.
            """)

    @Argument(help: ArgumentHelp("A Markdown file or bare board; - reads standard input.", valueName: "FILE|-"))
    var input: String?

    @Option(name: .long, help: ArgumentHelp("The board to render, by id (default: every board, in order).",
                                           valueName: "ID"))
    var board: String?

    @Flag(name: .long, help: "Print the walkthrough SVG alone (walkthrough.svg; a board of several profiles shows them side by side).")
    var svg = false

    @Option(name: .long, help: ArgumentHelp("Print the still of step N alone (step-NN.svg; 0 is before the first step).",
                                           valueName: "N"))
    var step: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Name the input PATH in diagnostics and in the figure, its first line being line LINE of PATH "
            + "(a docs tool passing a fence's content on stdin gives the line of the fence's first content "
            + "line): an error at line 3, column 5 of the input is reported at PATH:(LINE+2):5.",
        valueName: "PATH:LINE"))
    var sourceName: SourceName?

    @OptionGroup var templating: TemplatesOption

    @OptionGroup var pacing: PaceOption

    @OptionGroup var figuring: FigureOption

    @Flag(name: .long, help: "With --svg or --step, keep the data-* attributes in the picture, as build --hooks does (the figure always has them).")
    var hooks = false

    @Flag(name: .long, help: ArgumentHelp(
        "Report a board whose 'expect:' does not hold as a warning and exit 0. Without it such a board is an "
            + "error: its figure is printed all the same, and render exits 1, so that a docs tool's build fails "
            + "on a wrong figure (docs/expectations.md)."))
    var keepGoing = false

    @Option(name: .long, help: ArgumentHelp(
        "The colours, whatever the board's scheme: says: auto (dark where the viewer prefers it; a figure "
            + "follows its page's scheme switch), light, or dark. A figure pinned light or dark stays so on any "
            + "page (docs/theming.md).", valueName: "SCHEME"))
    var scheme: PictureScheme?

    @Option(name: .customLong("id"), help: ArgumentHelp(
        "Give the figure this id instead of the board's: its controls, stills and permalinks are named "
            + "from it (a docs tool that puts two boards of one id on a page gives the second another).",
        valueName: "ID"))
    var figureID: String?

    @Option(name: .long, help: ArgumentHelp(
        "Print the player's script (js), the shuffleboard.js that build writes, and no figure: a docs tool "
            + "serves it beside the figures, which need it for their Pause, seek bar and permalinks "
            + "(docs/integrations.md). Give no FILE.", valueName: "js"))
    var asset: Asset?

    func validate() throws {
        if asset != nil, let input {
            throw ValidationError("--asset prints the player's script alone; give no FILE (got '\(input.escapingTerminalControls())')")
        }
        if asset == nil && input == nil {
            throw ValidationError("Missing expected argument '<FILE|->' (or --asset js, the player's script)")
        }
        if svg && step != nil {
            throw ValidationError("--svg and --step each print one picture; pick one")
        }
        if let sourceName, sourceName.line > SourceName.lastLine {
            throw ValidationError("--source-name \(sourceName.path):\(sourceName.line): LINE is at most "
                + "\(SourceName.lastLine)")
        }
        if let figureID, !figureID.precomposedStringWithCanonicalMapping.isValidBoardID {
            throw ValidationError("--id '\(figureID.escapingTerminalControls())': an id is lower-case letters, "
                + "digits, '-' and '_', starting with a letter or digit")
        }
        if let step, step < 0 {
            throw ValidationError("--step \(step): steps are numbered from 0 (before the first step)")
        }
    }

    func run() throws {
        do {
            let templates = try SiteBuild.templates(templating.templates)
            if asset == .js {
                // The script of a fragment build (which writes it whatever its boards): build's shuffleboard.js.
                let script = SiteBuilder(templates: templates).buildFragments([]).first { $0.path == SiteBuilder.script }
                try StandardStreams.writeOutput(script?.bytes ?? [])
                return
            }
            var figures = BoardFigures(input: input ?? "-")
            figures.sourceName = sourceName.map { ($0.path, $0.line) }
            figures.board = board
            figures.picture = svg ? .walkthrough : step.map { .step($0) } ?? .figure
            figures.figureID = figureID
            figures.pace = pacing.pace
            figures.figure = figuring.figure
            figures.hooks = hooks
            figures.scheme = scheme
            let (output, unmet) = try figures.render(templates: templates)
            try StandardStreams.writeOutput(output)
            // Not bad input: the figure is printed, and its badge says it too.
            if !unmet.isEmpty {
                Failure.diagnostics(unmet.lines(keepGoing ? .warning : .error)).report()
                if !keepGoing { throw ExitCode.failure }
            }
        } catch let failure as Failure {
            failure.report()
            throw ExitCode.failure
        }
    }
}

/// `--asset`: a file of the site that `render` prints instead of a figure.
enum Asset: String, ExpressibleByArgument, CaseIterable {
    /// The player's script, `shuffleboard.js`.
    case js
}

/// `--source-name PATH:LINE`: the author's file and the line of the input's first line.
struct SourceName: ExpressibleByArgument {
    var path: String
    var line: Int

    /// The largest LINE: 2³¹ − 1, far past any file a docs tool passes, and small enough that
    /// every line of the input moved by it is a line number Swift can add (a line of
    /// 9223372036854775807 stopped the program on an overflow).
    static let lastLine = Int(Int32.max)

    init?(argument: String) {
        guard let colon = argument.lastIndex(of: ":"), let line = Int(argument[argument.index(after: colon)...]),
              line >= 1, colon != argument.startIndex else { return nil }
        path = String(argument[..<colon])
        self.line = line
    }

    static var defaultCompletionKind: CompletionKind { .file() }
}
