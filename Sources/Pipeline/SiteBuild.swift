import BoardFormat
import BoardRender
import Parallel
import Scenario
import SiteIO
import SitePlan

/// A site's build, stage by stage: the inputs read (``readInputs(_:)``), then parsed with the
/// templates (``parse(_:)``), the boards run (``run(_:progress:run:)``), the site drawn
/// (``draw(_:templates:runs:fragment:assetBase:drawn:progress:)``) and written (``write(_:merge:)``).
/// `build` calls the stages in that order, `serve` too (``SiteSession``, reusing the runs and
/// drawings of boards that did not change); `render`, `trace`, `check` and `export` use the
/// first ones. Each stage throws a ``Failure`` whose message is the diagnostic to print, and
/// nothing is written before the last one.
public struct SiteBuild: Sendable {
    /// The output folder.
    public var out: String
    /// The `--templates` folder, whose files replace the built-in templates of their names.
    public var templatesFolder: String?
    /// How walkthroughs play where a board has no `pace:` of its own.
    public var pace: Pace
    public var traceVersion: TraceVersion
    /// Whether the SVG files keep the data-* attributes (`--hooks`).
    public var hooks: Bool
    /// How many boards are run and drawn at once.
    public var jobs: Int
    /// What the figures show of boards without a `figure:` of their own (`--figure`).
    public var figure: FigureStyle = .full

    public init(out: String, templates: String? = nil, pace: Pace = .story, traceVersion: TraceVersion = .current,
                hooks: Bool = false, jobs: Int = Parallel.processorCount) {
        self.out = out
        self.templatesFolder = templates
        self.pace = pace
        self.traceVersion = traceVersion
        self.hooks = hooks
        self.jobs = jobs
    }

    /// The Markdown files of `paths` (files, and folders searched recursively), after checking,
    /// before anything is parsed or written, that the output folder holds none of the inputs.
    public func readInputs(_ paths: [String]) throws -> [InputFile] {
        let files = try Inputs.markdownFiles(paths)
        try SiteFiles.checkOutput(out, inputs: paths + files.map(\.file) + (templatesFolder.map { [$0] } ?? []))
        return files
    }

    /// The templates (``templates(_:)``) and the pages of `files` (``Inputs/pages(_:catalog:)``).
    /// With a `--templates` folder, parsed at once on two threads (with ``jobs`` 2 or more): neither
    /// needs the other, and parsing the templates took a fifth of a one-board build's CPU. Without
    /// one, one after the other: the built-in templates are parsed on threads of their own from the
    /// program's start and waited for at their first render (``Templates/parseBuiltInAhead()``), and
    /// handing the pages to another thread cost a one-board build 1 ms of waiting for it, on
    /// processors busy with that parse. A failure is the templates' if both fail, as when they were
    /// parsed first.
    public func parse(_ files: [InputFile]) throws -> (templates: Templates, pages: [SitePage]) {
        enum Parsed: Sendable { case templates(Templates), pages([SitePage]) }
        let folder = templatesFolder
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
    public static func templates(_ folder: String?) throws -> Templates {
        let overrides = try folder.map { try Inputs.templateOverrides(in: $0, names: Templates.names) } ?? [:]
        do {
            return try Templates(overriding: overrides)
        } catch let d as Diagnostics {
            throw Failure.diagnostics(d.description)
        } catch {
            throw Failure.at("\(folder ?? "templates")", "\(error)")
        }
    }

    /// Runs every board under each of its variants and refuses, before anything is rendered,
    /// a site whose estimated size (``SiteSize``) is over the limit ``SiteFiles/write(_:to:merge:)``
    /// enforces on the files. `run` runs one board (`serve` passes one that reuses the runs of
    /// boards that did not change; then on one thread); by default ``BoardRuns/run(_:pace:)``, on
    /// ``jobs`` threads, a failure the first board's in input order. `progress` is called after
    /// each board is run.
    public func run(_ pages: [SitePage], progress: (() -> Void)? = nil,
                    run: ((Scenario) throws -> [ScenarioRun])? = nil) throws -> SiteRuns {
        let scenarios = pages.flatMap(\.document.scenarios)
        let pace = pace
        let all: [[ScenarioRun]]
        if let run {
            all = try scenarios.map { try run($0) }
        } else {
            all = try Parallel.map(scenarios, jobs: jobs, progress: progress) { scenario throws(Failure) in
                try BoardRuns.run(scenario, pace: pace)
            }
        }
        let runs = SiteRuns(zip(scenarios, all).map { ($0.id, $1) })
        let estimate = SiteSize.estimate(pages, runs: runs.first, variants: runs.variants, traceVersion: traceVersion)
        let limit = SiteFiles.limit
        if estimate > limit {
            throw Failure.at("\(SiteFiles.displayName(out))", "the site would be about \(estimate) bytes, over the "
                + "limit of \(SiteFiles.describe(bytes: limit)) that a build writes; nothing was written")
        }
        return runs
    }

    /// The site's files: its pages, index and boards, or with `fragment` each board's figure and
    /// its files (asset URLs under `assetBase`). `drawn`: the boards an earlier build drew, reused
    /// where unchanged (`serve`; not with `fragment`). `progress` is called after each board is drawn.
    public func draw(_ pages: [SitePage], templates: Templates, runs: SiteRuns, fragment: Bool = false,
                     assetBase: String? = nil, drawn: DrawnBoards? = nil,
                     progress: (() -> Void)? = nil) -> [OutputFile] {
        var builder = SiteBuilder(templates: templates, traceVersion: traceVersion, jobs: jobs)
        builder.hooks = hooks
        builder.figure = figure
        return fragment
            ? builder.buildFragments(pages, assetBase: assetBase, runs: runs.first, variants: runs.variants,
                                     progress: progress)
            : builder.build(pages, runs: runs.first, variants: runs.variants, drawn: drawn, progress: progress)
    }

    /// Writes `files` into ``out``, all or nothing (``SiteFiles/write(_:to:merge:)``); `merge`: the
    /// key a `--merge` build's files are recorded under (``SiteFiles/mergeKey(_:)``).
    public func write(_ files: [OutputFile], merge: String? = nil) throws -> WriteSummary {
        try SiteFiles.write(files, to: out, merge: merge)
    }
}
