import ArgumentParser
import BoardFormat
import BoardRender
import Foundation
import Scenario
import SiteIO
import SitePlan

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site: a page per Markdown file, and per board its step SVGs, animated walkthrough, report and trace.",
        discussion: "With --fragment, only each board's figure (to include in another site) and its files.")

    @Argument(help: "Markdown files or folders (searched recursively).")
    var paths: [String] = ["examples"]

    @Option(name: .long, help: "The output folder.")
    var out: String = "public"

    @Option(name: .long, help: ArgumentHelp(
        "A folder of Mustache templates that replace the built-in ones, file by file "
            + "(`shuffleboard templates --out DIR` writes the built-in ones out to start from).",
        valueName: "DIR"))
    var templates: String?

    @Flag(name: .long, help: ArgumentHelp(
        "Write per board only the figure's HTML (boards/<id>/figure.html) and its assets, "
            + "plus shuffleboard.css, for inclusion by another site generator; no pages, no index."))
    var fragment = false

    @Option(name: .long, help: ArgumentHelp(
        "With --fragment: the URL the including site serves the output folder at "
            + "(e.g. /assets/shuffleboard/ or ../shuffleboard/); asset URLs become URL/boards/<id>/…. "
            + "Default: relative to figure.html's own folder.",
        valueName: "URL"))
    var assetBase: String?

    @Option(name: .long, help: ArgumentHelp(
        "How walkthroughs play: story (moments with events slowed, quiet stretches shortened, "
            + "each marked in the picture) or real (the session's own time). A board's 'pace:' key wins.",
        valueName: "story|real"))
    var pace: Pace = .story

    func validate() throws {
        if assetBase != nil && !fragment {
            throw ValidationError("--asset-base applies to fragments only; add --fragment")
        }
    }

    func run() throws {
        do {
            let markdownFiles = try Inputs.markdownFiles(paths)
            // Before anything is parsed or written: the output folder must not hold an input.
            try SiteFiles.checkOutput(out, inputs: paths + markdownFiles.map(\.file) + (templates.map { [$0] } ?? []))
            let templates = try Self.templates(templates)
            let pages = try Inputs.pages(markdownFiles)
            let builder = SiteBuilder(templates: templates)
            let (runs, variants) = try runBoards(pages)
            if fragment {
                let files = builder.buildFragments(pages, assetBase: assetBase, runs: runs, variants: variants)
                try SiteFiles.write(files, to: out)
                let boards = pages.reduce(0) { $0 + $1.document.scenarios.count }
                let out = out.escapingTerminalControls()   // for the messages below
                print("Built \(boards) board fragment\(boards == 1 ? "" : "s") (\(files.count) files) into \(out)/")
                print("Include \(out)/boards/<id>/figure.html and link \(out)/\(SiteBuilder.fragmentStylesheet)")
                return
            }
            let files = builder.build(pages, runs: runs, variants: variants)
            try SiteFiles.write(files, to: out)
            let boards = pages.reduce(0) { $0 + $1.document.scenarios.count }
            let out = out.escapingTerminalControls()   // for the messages below
            print("Built \(pages.count) page\(pages.count == 1 ? "" : "s") and \(boards) board\(boards == 1 ? "" : "s") "
                + "(\(files.count) files) into \(out)/")
            print("Open \(out)/index.html")
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
    }

    /// The built-in templates, with those of `folder` (`--templates`) in their place, parsed;
    /// a syntax error is one diagnostic per problem.
    static func templates(_ folder: String?) throws -> Templates {
        let overrides = try folder.map { try Inputs.templateOverrides(in: $0, names: Templates.names) } ?? [:]
        do {
            return try Templates(overriding: overrides)
        } catch let d as Diagnostics {
            throw Failure(d.description)
        } catch {
            throw Failure("\(folder ?? "templates"): error: \(error)")
        }
    }

    /// Runs every board under each of its variants and refuses, before anything is rendered,
    /// a site whose estimated size (``SiteSize``) is over the limit ``SiteFiles/write(_:to:)``
    /// enforces on the files. Returns each board's first run, and the runs of its other
    /// variants (none for a one-profile board), by id.
    func runBoards(_ pages: [SitePage]) throws -> (runs: [String: ScenarioRun], variants: [String: [ScenarioRun]]) {
        var runs: [String: ScenarioRun] = [:]
        var variants: [String: [ScenarioRun]] = [:]
        for var scenario in pages.flatMap(\.document.scenarios) {
            scenario.script.pace = scenario.script.pace ?? pace   // the board's own key wins
            let all = ScenarioRun.all(scenario)
            for run in all {
                // The walkthrough draws every item of the region the run scrolls over, on every frame.
                let (items, frames) = SiteSize.walkthroughItemFrames(run)
                if items * frames > BoardLimits.itemFrames {
                    throw Failure("\(scenario.file):\(scenario.line):1: error: the walkthrough of board '\(scenario.id)' "
                        + (all.count > 1 ? "under profile '\(run.timeline.provenance.profile)' " : "")
                        + "would draw \(items) items on each of \(frames) frames: \(items * frames) item-frames, over the "
                        + "limit of \(BoardLimits.itemFrames) per board (see docs/limits.md); nothing was written")
                }
            }
            runs[scenario.id] = all[0]
            if all.count > 1 { variants[scenario.id] = Array(all.dropFirst()) }
        }
        let estimate = SiteSize.estimate(pages, runs: runs, variants: variants)
        let limit = SiteFiles.limit
        if estimate > limit {
            throw Failure("\(SiteFiles.displayName(out)): error: the site would be about \(estimate) bytes, over the "
                + "limit of \(SiteFiles.describe(bytes: limit)) that a build writes; nothing was written")
        }
        return (runs, variants)
    }
}

extension Pace: ExpressibleByArgument {}
