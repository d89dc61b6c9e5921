import ArgumentParser
import BoardFormat
import BoardRender
import Foundation
import Parallel
import Pipeline
import Scenario
import SiteIO
import SitePlan

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: without a name, ArgumentParser spells the type's name (String(describing:)),
        // whose lookups were a twentieth of a one-board build's CPU.
        commandName: "build",
        abstract: "Build the site: a page per Markdown file, and per board its step SVGs, animated walkthrough, report and trace.",
        discussion: "With --fragment, only each board's figure (to include in another site) and its files.")

    @OptionGroup var sources: InputPaths

    @Option(name: .long, help: "The output folder.")
    var out: String = "public"

    @OptionGroup var templating: TemplatesOption

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

    @OptionGroup var pacing: PaceOption

    @OptionGroup var figuring: FigureOption

    @Option(name: .long, help: ArgumentHelp(
        "Also export every board for bug trackers into DIR/<id>/ (walkthrough.gif, walkthrough.mp4, steps.png, "
            + "issue.md; as 'shuffleboard export'; needs librsvg and ffmpeg).", valueName: "DIR"))
    var export: String?

    @Flag(name: .shortAndLong, help: "Print nothing when the build succeeds (errors and warnings still go to standard error).")
    var quiet = false

    @Flag(name: .long, help: ArgumentHelp(
        "Report a board whose 'expect:' does not hold as a warning and exit 0. Without it such a board is an "
            + "error: the site is written all the same (its badge says \"expectations not met\") and the build "
            + "exits 1, so that a docs CI does not publish a wrong figure (docs/expectations.md)."))
    var keepGoing = false

    @Flag(name: .shortAndLong, help: "Say where each board went (its id, file:line and output folder) and what the build changed in the output folder.")
    var verbose = false

    @Flag(name: .long, help: ArgumentHelp(
        "Keep the files other inputs' builds wrote into the output folder (build one page or one board at a time "
            + "into a shared folder): this build replaces or removes only what earlier --merge builds of the same "
            + "PATHS wrote. A build without --merge owns the whole folder again."))
    var merge = false

    @Option(name: .long, help: ArgumentHelp(
        "The version of each board's trace.json (docs/trace.md): 3 (the default) writes a frame's fields "
            + "only where they changed, without spaces; 2 every frame's fields; both write an order change "
            + "as its edit; 1 the whole order at every change, as before.",
        valueName: "1|2|3"))
    var traceVersion: TraceVersion = .current

    @Flag(name: .long, help: ArgumentHelp(
        "Keep the data-* attributes (data-item, data-holds, data-event, a still's data-time: docs/data-strip.md) "
            + "in the SVG files too, for scripts and tests that read them. Pages and reports always have them; "
            + "the files drop them by default, since no page script reaches a file shown by <img>."))
    var hooks = false

    @Option(name: [.customShort("j", allowingJoined: true), .long], help: ArgumentHelp(
        "How many boards to run and draw (and pages to render) at once, on as many threads. "
            + "Default: the processors this process may use. The output is the same, byte for byte, for every N.",
        valueName: "N"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs \(jobs): give at least 1 (1 runs everything on one thread)")
        }
        if assetBase != nil && !fragment {
            throw ValidationError("--asset-base applies to fragments only; add --fragment")
        }
        if out == "-" {
            throw ValidationError("--out - : a build writes a folder, not standard output; for one board's figure "
                + "on standard output use 'shuffleboard render FILE' (or 'shuffleboard render -' to read standard input)")
        }
        if quiet && verbose {
            throw ValidationError("--quiet and --verbose contradict each other; pick one")
        }
    }

    func run() throws {
        let start = ContinuousClock.now
        let progress = Progress(start: start)
        defer { progress?.finish() }
        // Found once the boards are run, reported once the site is written (or, first, with a failure after).
        var unmet: [UnmetExpectation] = []
        let severity: UnmetExpectation.Severity = keepGoing ? .warning : .error
        do {
            let site = self.site
            let markdownFiles = try site.readInputs(paths)
            let (templates, pages) = try site.parse(markdownFiles)
            // Before anything is written: the programs the export needs.
            if let export {
                try SiteFiles.checkOutput(export, inputs: paths + markdownFiles.map(\.file))
                try SiteFiles.checkExportFolder(export, option: "--export", inputs: paths)
            }
            let exportTools = try export.map { _ in try ExportTools.find() }
            let boards = pages.reduce(0) { $0 + $1.document.scenarios.count }
            progress?.begin("Running boards", total: boards)
            let runs = try site.run(pages, progress: { progress?.advance() })
            unmet = runs.unmetExpectations(of: pages)
            let exported = export == nil ? [] : runs.boards(of: pages)
            if export != nil { try Export.check(exported) }   // before anything is written
            progress?.begin("Drawing boards", total: boards)
            let files = site.draw(pages, templates: templates, runs: runs, fragment: fragment, assetBase: assetBase,
                                  progress: { progress?.advance() })
            progress?.begin("Writing \(files.count) files", total: 0)
            let summary = try site.write(files, merge: merge ? SiteFiles.mergeKey(paths) : nil)
            if let export, let exportTools {
                progress?.begin("Exporting \(boards) boards", total: 0)
                try Export.export(exported, to: export, tools: exportTools)
            }
            progress?.finish()
            if !unmet.isEmpty { Failure.diagnostics(unmet.lines(severity)).report() }
            if !quiet { summarize(pages: pages, files: files, boards: boards, summary: summary, unmet: unmet,
                                  markdownFiles: markdownFiles.map(\.file), start: start) }
            // Not bad input: the site is written, and its badges say it too. A docs CI wants the status.
            if severity == .error && !unmet.isEmpty { throw ExitCode.failure }
        } catch let failure as Failure {
            progress?.finish()
            if !unmet.isEmpty { Failure.diagnostics(unmet.lines(severity)).report() }
            failure.report()
            throw ExitCode.failure
        }
    }

    /// What a build that wrote the site prints on standard output: with --verbose, where each board
    /// went and what changed; then the summary, which counts the boards with unmet expectations.
    func summarize(pages: [SitePage], files: [OutputFile], boards: Int, summary: WriteSummary,
                   unmet: [UnmetExpectation], markdownFiles: [String], start: ContinuousClock.Instant) {
        let out = out.escapingTerminalControls()   // for the messages below
        if verbose {
            for line in BoardListing.lines(pages: pages, typed: markdownFiles, out: out,
                                           fragment: fragment) {
                print(line)
            }
            print(summary.describe(out))
        }
        let elapsed = (ContinuousClock.now - start).components
        let took = "in " + String(format: "%.2f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18) + " s"
        if fragment {
            print("Built \(boards) board fragment\(boards == 1 ? "" : "s") (\(files.count) files) into \(out)/ \(took)"
                + unmet.summaryClause)
            print("Include \(out)/boards/<id>/figure.html and link \(out)/\(SiteBuilder.fragmentStylesheet)")
            return
        }
        print("Built \(pages.count) page\(pages.count == 1 ? "" : "s") and \(boards) board\(boards == 1 ? "" : "s") "
            + "(\(files.count) files) into \(out)/ \(took)" + unmet.summaryClause)
        print("Open \(out)/index.html")
    }

    var paths: [String] { sources.paths }

    /// The build the options ask for: its stages, in the pipeline.
    var site: SiteBuild {
        var site = SiteBuild(out: out, templates: templating.templates, pace: pacing.pace, traceVersion: traceVersion,
                             hooks: hooks, jobs: jobs ?? Parallel.processorCount)
        site.figure = figuring.figure
        return site
    }
}
