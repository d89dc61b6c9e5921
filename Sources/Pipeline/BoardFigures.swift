import BoardFormat
import BoardRender
import Foundation
import Parallel
import Scenario
import SiteIO

/// `render`'s work: the boards of one input (a Markdown document or one bare board), run and
/// drawn as a figure each, or as one board's walkthrough SVG or still, byte for byte as `build`
/// writes them.
public struct BoardFigures {
    /// What is printed of each board.
    public enum Picture: Sendable, Equatable {
        /// The figure: HTML with its CSS and pictures inline.
        case figure
        /// The walkthrough SVG alone (`--svg`).
        case walkthrough
        /// The still of step N (`--step N`; 0 is before the first step).
        case step(Int)
    }

    /// The input as typed (`-` for standard input).
    public var input: String
    /// `--source-name PATH:LINE`: the name the input goes by in diagnostics and in the figure,
    /// and the line of PATH its first line is.
    public var sourceName: (path: String, line: Int)?
    /// The board to print, by id; nil: every board, in order.
    public var board: String?
    public var picture: Picture = .figure
    /// The id the figure is given instead of the board's (`--id`).
    public var figureID: String?
    public var pace: Pace = .story
    /// Whether a walkthrough or still keeps the data-* attributes (`--hooks`).
    public var hooks = false
    /// The scheme of a walkthrough or still whatever its board's (`--scheme`); nil: the board's.
    public var scheme: PictureScheme?
    /// What the figure shows of a board without a `figure:` of its own (`--figure`).
    public var figure: FigureStyle = .full

    public init(input: String) {
        self.input = input
    }

    /// What is printed: each chosen board's picture, in order, drawn with `templates`; and what
    /// those boards miss of their `expect:` (``UnmetExpectation``), which `render` reports after
    /// printing them.
    public func render(templates: Templates) throws -> (output: String, unmet: [UnmetExpectation]) {
        let text = try Inputs.text(of: input)
        let file = sourceName?.path ?? (input == "-" ? "<stdin>" : input)
        // The board without a title: named by where it is, so that two such fences on one page get two ids.
        let fallbackTitle = sourceName.map { "\($0.path.split(separator: "/").last.map(String.init) ?? $0.path), "
            + "line \($0.line)" } ?? "Board"
        var page: Page
        do {
            page = try PageParser.parse(input: text, file: file, firstLine: sourceName?.line ?? 1,
                                        fallbackTitle: fallbackTitle)
        } catch {
            throw Failure.diagnostics(error.description)
        }
        // The recordings its boards name, beside the input (standard input's: in the current folder).
        let read = Inputs.readingRecordings(page, markdownPath: input == "-" ? nil : Array(input.utf8))
        if !read.problems.isEmpty { throw Failure.diagnostics(Diagnostics(read.problems).description) }
        page = read.page
        // A file typed relative to here is named as typed; otherwise by its name alone (as build does).
        let published = sourceName?.path ?? (input == "-" ? "<stdin>" : Inputs.publishedName(input))
        let scenarios = try chosen(page.document().scenarios, file: file)
        // A board's walkthrough and step pictures are drawn at once where there are processors for it.
        var builder = SiteBuilder(templates: templates, jobs: Parallel.processorCount)
        builder.hooks = hooks
        builder.figure = figure
        var output = ""
        var unmet: [UnmetExpectation] = []
        for var scenario in scenarios {
            scenario.file = published
            if let figureID { scenario.id = figureID.precomposedStringWithCanonicalMapping }
            if let scheme { scenario.scheme = scheme }
            let runs = try BoardRuns.run(scenario, pace: pace)
            unmet += UnmetExpectation.find(runs)
            let rendered = builder.render(runs[0], others: Array(runs.dropFirst()), pageFile: published)
            switch picture {
            case .walkthrough:
                output += rendered.files["walkthrough.svg"] ?? ""
            case .step(let step):
                guard step <= rendered.lastStep, let still = rendered.files[SiteBuilder.stepFileName(step)] else {
                    throw Failure.at("\(file.escapingTerminalControls()):\(scenario.line):1", "--step \(step): "
                        + "board '\(scenario.id)' has steps 0 to \(rendered.lastStep)")
                }
                output += still
            case .figure:
                output += rendered.figureHTML
            }
        }
        return (output, unmet)
    }

    /// The boards to print of `scenarios` (those of the input named `file`): the one ``board``
    /// names, or all; refused when a picture or ``figureID`` is for one board and there are several.
    func chosen(_ scenarios: [Scenario], file: String) throws -> [Scenario] {
        var scenarios = scenarios
        if let board {
            guard let chosen = scenarios.first(where: { $0.id == board }) else {
                throw Failure.at("\(file.escapingTerminalControls())", "no board '\(board.escapingTerminalControls())'"
                    + " in the input; its boards: " + scenarios.map(\.id).joined(separator: ", "))
            }
            scenarios = [chosen]
        }
        if picture != .figure && scenarios.count > 1 {
            throw Failure.at("\(file.escapingTerminalControls())", "\(picture == .walkthrough ? "--svg" : "--step") prints one "
                + "board's picture, and the input has \(scenarios.count) boards ("
                + scenarios.map(\.id).joined(separator: ", ") + "); pick one with --board ID")
        }
        if figureID != nil && scenarios.count > 1 {
            throw Failure.at("\(file.escapingTerminalControls())", "--id names one figure, and the input has "
                + "\(scenarios.count) boards (" + scenarios.map(\.id).joined(separator: ", ") + "); pick one with --board ID")
        }
        return scenarios
    }
}
