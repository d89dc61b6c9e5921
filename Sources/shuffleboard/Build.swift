import ArgumentParser
import BoardFormat
import BoardRender
import Foundation
import Parallel
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

    @Option(name: .long, help: ArgumentHelp(
        "Also export every board for bug trackers into DIR/<id>/ (walkthrough.gif, walkthrough.mp4, steps.png, "
            + "issue.md; as 'shuffleboard export'; needs librsvg and ffmpeg).", valueName: "DIR"))
    var export: String?

    @Flag(name: .shortAndLong, help: "Print nothing when the build succeeds (errors still go to standard error).")
    var quiet = false

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
        do {
            let markdownFiles = try Inputs.markdownFiles(paths)
            // Before anything is parsed or written: the output folder must not hold an input.
            try SiteFiles.checkOutput(out, inputs: paths + markdownFiles.map(\.file) + (templates.map { [$0] } ?? []))
            let (templates, pages) = try Self.templatesAndPages(templates, markdownFiles, jobs: jobCount)
            // Before anything is written: the programs the export needs.
            if let export {
                try SiteFiles.checkOutput(export, inputs: paths + markdownFiles.map(\.file))
                try SiteFiles.checkExportFolder(export, option: "--export", inputs: paths)
            }
            let exportTools = try export.map { _ in try ExportTools.find() }
            var builder = SiteBuilder(templates: templates, traceVersion: traceVersion, jobs: jobCount)
            builder.hooks = hooks
            let boards = pages.reduce(0) { $0 + $1.document.scenarios.count }
            progress?.begin("Running boards", total: boards)
            let (runs, variants) = try runBoards(pages, progress: progress)
            let exported = export == nil ? [] : pages.flatMap(\.document.scenarios).compactMap { s in
                runs[s.id].map { [$0] + (variants[s.id] ?? []) }
            }
            if export != nil { try Export.check(exported) }   // before anything is written
            progress?.begin("Drawing boards", total: boards)
            let files = fragment
                ? builder.buildFragments(pages, assetBase: assetBase, runs: runs, variants: variants,
                                         progress: { progress?.advance() })
                : builder.build(pages, runs: runs, variants: variants, progress: { progress?.advance() })
            progress?.begin("Writing \(files.count) files", total: 0)
            let summary = try SiteFiles.write(files, to: out, merge: mergeKey)
            if let export, let exportTools {
                progress?.begin("Exporting \(boards) boards", total: 0)
                try Export.export(exported, to: export, tools: exportTools)
            }
            progress?.finish()
            let out = out.escapingTerminalControls()   // for the messages below
            if verbose {
                for line in BoardListing.lines(pages: pages, typed: markdownFiles.map(\.file), out: out,
                                               fragment: fragment) {
                    print(line)
                }
                print(summary.describe(out))
            }
            if quiet { return }
            let elapsed = (ContinuousClock.now - start).components
            let took = "in " + String(format: "%.2f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18) + " s"
            if fragment {
                print("Built \(boards) board fragment\(boards == 1 ? "" : "s") (\(files.count) files) into \(out)/ \(took)")
                print("Include \(out)/boards/<id>/figure.html and link \(out)/\(SiteBuilder.fragmentStylesheet)")
                return
            }
            print("Built \(pages.count) page\(pages.count == 1 ? "" : "s") and \(boards) board\(boards == 1 ? "" : "s") "
                + "(\(files.count) files) into \(out)/ \(took)")
            print("Open \(out)/index.html")
        } catch let failure as Failure {
            progress?.finish()
            _ = failure.report()
            throw ExitCode.failure
        }
    }

    /// `--jobs`, or the processors this process may use.
    var jobCount: Int { jobs ?? Parallel.processorCount }

    /// Under --merge, the key the manifest records this build's files under.
    var mergeKey: String? { merge ? SiteFiles.mergeKey(paths) : nil }

    /// The templates (``templates(_:)``) and the pages of `files` (``Inputs/pages(_:catalog:)``).
    /// With a `--templates` folder, parsed at once on two threads (with `jobs` 2 or more): neither
    /// needs the other, and parsing the templates took a fifth of a one-board build's CPU. Without
    /// one, one after the other: the built-in templates are parsed on threads of their own from the
    /// program's start and waited for at their first render (``Templates/parseBuiltInAhead()``), and
    /// handing the pages to another thread cost a one-board build 1 ms of waiting for it, on
    /// processors busy with that parse. A failure is the templates' if both fail, as when they were
    /// parsed first.
    static func templatesAndPages(_ folder: String?, _ files: [InputFile], jobs: Int) throws -> (Templates, [SitePage]) {
        enum Parsed: Sendable { case templates(Templates), pages([SitePage]) }
        let parsed = try Parallel.map([true, false], jobs: folder == nil ? 1 : min(jobs, 2)) { templates throws -> Parsed in
            templates ? .templates(try Self.templates(folder)) : .pages(try Inputs.pages(files))
        }
        guard case .templates(let templates) = parsed[0], case .pages(let pages) = parsed[1] else {
            preconditionFailure("Parallel.map returns its results in order")
        }
        return (templates, pages)
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
    /// variants (none for a one-profile board), by id. `run` runs one board (`serve` passes
    /// one that reuses the runs of boards that did not change; then on one thread); by default
    /// ``BoardRuns/run(_:pace:)``, on `jobCount` threads, a failure the first board's in input order.
    func runBoards(_ pages: [SitePage], progress: Progress? = nil,
                   run: ((Scenario) throws -> [ScenarioRun])? = nil) throws -> (runs: [String: ScenarioRun], variants: [String: [ScenarioRun]]) {
        let scenarios = pages.flatMap(\.document.scenarios)
        let pace = pace
        let all: [[ScenarioRun]]
        if let run {
            all = try scenarios.map { try run($0) }
        } else {
            all = try Parallel.map(scenarios, jobs: jobCount, progress: { progress?.advance() }) { scenario throws(Failure) in
                try BoardRuns.run(scenario, pace: pace)
            }
        }
        var runs: [String: ScenarioRun] = [:]
        var variants: [String: [ScenarioRun]] = [:]
        for (scenario, all) in zip(scenarios, all) {
            runs[scenario.id] = all[0]
            if all.count > 1 { variants[scenario.id] = Array(all.dropFirst()) }
        }
        let estimate = SiteSize.estimate(pages, runs: runs, variants: variants, traceVersion: traceVersion)
        let limit = SiteFiles.limit
        if estimate > limit {
            throw Failure("\(SiteFiles.displayName(out)): error: the site would be about \(estimate) bytes, over the "
                + "limit of \(SiteFiles.describe(bytes: limit)) that a build writes; nothing was written")
        }
        return (runs, variants)
    }
}

// Each case described by its raw value, as ArgumentParser's defaults describe it, but without
// their `String(describing:)`: its reflection was a tenth of reading a build's arguments, which
// describes every option's values before it reads one (issue 17). Help, errors and completion
// scripts read the same, byte for byte (optionValuesAreTheirRawValuesInHelpErrorsAndCompletions).
extension Pace: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension TraceVersion: ExpressibleByArgument {
    public var defaultValueDescription: String { String(rawValue) }
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
    public static var allValueDescriptions: [String: String] { [:] }
}
