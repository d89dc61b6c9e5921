import Parallel
import SitePlan
import Scenario
import CollectionLayout
import ReorderEngine

/// The version printed in reports and page footers.
public let shuffleboardVersion = "0.1.0"

/// Turns pages and their computed boards into the site's files.
///
/// Pure: returns the files (``OutputFile``: relative path and bytes); the caller writes them.
/// Site layout (DESIGN.md): `index.html`, `<page>.html`, and per board
/// `boards/<id>/walkthrough.svg`, `step-NN.svg`, `report.html`, `trace.json`
/// (``SitePath/boardFolder(_:)``: `boards/_con/` for an id Windows reserves).
public struct SiteBuilder: Sendable {
    public var templates: Templates
    /// The version of the `trace.json` files (``TraceVersion``; `build --trace-version`).
    public var traceVersion: TraceVersion
    /// How many threads draw boards and render pages at once (`build --jobs`). The files are the
    /// same, byte for byte, for every value: each board and page is drawn from its own inputs alone,
    /// and the results are put together in input order.
    public var jobs: Int
    /// Whether the SVG files keep their `data-*` attributes (`build --hooks`). Pages and reports
    /// always do; the files drop them unless asked (``SVGHooks``).
    public var hooks = false
    /// What the figure of a board without a `figure:` of its own shows (`--figure`): the full
    /// figure unless told (`build`'s pages, `render`); the integrations ask for compact ones.
    /// The report is always the whole board.
    public var figure: FigureStyle = .full

    public init(templates: Templates, traceVersion: TraceVersion = .current, jobs: Int = 1) {
        self.templates = templates
        self.traceVersion = traceVersion
        self.jobs = max(1, jobs)
    }

    /// Every file of the site, by relative path, in a stable order.
    ///
    /// - Parameters:
    ///   - runs: boards already run, by id (for ``SiteSize/estimate(_:runs:variants:)``
    ///     first); the others are run here.
    ///   - variants: for a board of several profiles, its runs under the profiles after
    ///     the first, by id; when missing, they are run here.
    ///   - drawn: boards drawn by an earlier build, reused where unchanged (``DrawnBoards``; `serve`).
    ///   - progress: called after each board is drawn (the CLI's progress line).
    public func build(_ pages: [SitePage], runs: [String: ScenarioRun] = [:],
                      variants: [String: [ScenarioRun]] = [:], drawn: DrawnBoards? = nil,
                      progress: (() -> Void)? = nil) -> [OutputFile] {
        drawn?.begin()
        defer { drawn?.end() }
        // The boards, drawn on `jobs` threads (one when `serve` hands its cache of drawn boards,
        // which is not for concurrent use); then each page, from its boards' figures.
        let boards = pages.flatMap { sitePage in
            sitePage.document.blocks.compactMap { block -> PageBoard? in
                guard case .scenario(let scenario) = block else { return nil }
                return PageBoard(scenario: scenario, pageFile: sitePage.document.file,
                                 root: Self.root(of: sitePage))
            }
        }
        // Threads left over when there are fewer boards than threads draw parts of a board.
        let threads = drawn == nil ? max(1, jobs / max(1, boards.count)) : 1
        let drawnBoards = Parallel.map(boards, jobs: drawn == nil ? jobs : 1, progress: progress) { board in
            drawBoard(board, run: runs[board.scenario.id], variants: variants[board.scenario.id], cache: drawn,
                      threads: threads)
        }
        var drawnByPage: [[DrawnBoard]] = []
        var next = drawnBoards[...]
        for sitePage in pages {
            let count = sitePage.document.scenarios.count
            drawnByPage.append(Array(next.prefix(count)))
            next = next.dropFirst(count)
        }
        let rendered = Parallel.map(Array(zip(pages, drawnByPage)), jobs: jobs) { sitePage, boards in
            renderPage(sitePage, boards: boards)
        }
        var files: [OutputFile] = []
        var indexPages: [IndexPage] = []
        for (drawn, page) in zip(drawnByPage, rendered) {
            for board in drawn { files += board.files }
            files.append(page.file)
            indexPages.append(page.index)
        }
        let allBoards = indexPages.flatMap(\.boards)
        let index = IndexContext(title: "Shuffleboard", version: shuffleboardVersion, pages: indexPages,
                                 boards: allBoards, boardCount: allBoards.count, pageCount: indexPages.count)
        files.append(OutputFile("index.html", text: templates.render(index, "index")))
        files += siteAssets(narrow: NarrowArrangement.styleSheet(for: drawnBoards.flatMap { Self.inlinePictures($0.figure) }))
        return files.sorted { $0.path < $1.path }
    }

    /// A board of a page, to draw: its scenario, the page's Markdown file and the way from the
    /// page's folder to the site root.
    struct PageBoard: Sendable {
        var scenario: Scenario
        var pageFile: String
        var root: String
    }

    /// A board drawn: its files, its figure as its page shows it, and its entry in the index.
    struct DrawnBoard: Sendable {
        var files: [OutputFile]
        var figure: FigureContext
        var index: IndexBoard
    }

    /// The way from a page's folder up to the site root: `""` or `"../"` and so on.
    static func root(of sitePage: SitePage) -> String {
        String(repeating: "../", count: sitePage.path.split(separator: "/").count - 1)
    }

    /// Draws one board (run here when `run` is nil; `variants`: its runs under its other profiles).
    /// Reads nothing but its arguments and the templates, so boards can be drawn at once.
    func drawBoard(_ board: PageBoard, run: ScenarioRun?, variants: [ScenarioRun]?, cache: DrawnBoards? = nil,
                   threads: Int = 1) -> DrawnBoard {
        let scenario = board.scenario
        let run = run ?? ScenarioRun(scenario)
        let dir = SitePath.boardFolder(scenario.id)
        let others = variants ?? Self.otherVariants(run)
        // `serve`'s cache gives the files of a board that did not change (drawn on one thread).
        let (files, inline) = cache?.files(run, others: others, pageFile: board.pageFile) {
            self.boardFiles(run, others: others, dir: dir, pageFile: board.pageFile)
        } ?? boardFiles(run, others: others, dir: dir, pageFile: board.pageFile, threads: threads)
        let figure = inline.linked(from: board.root + SitePath.encode(dir))
        return DrawnBoard(files: files, figure: figure, index: IndexBoard(
            id: scenario.id, title: scenario.title, href: "", pageTitle: "", pageHref: "",
            thumbnail: SitePath.encode(dir) + stepFile(telling(run)), thumbnailView: inline.thumbnailView,
            thumbnailWidth: inline.width, thumbnailHeight: inline.height, profile: figure.profile,
            statusClass: figure.statusClass, statusText: figure.statusText))
    }

    /// A page's file, from its prose and its boards' figures (in the order of its blocks), and
    /// its entry in the index.
    func renderPage(_ sitePage: SitePage, boards: [DrawnBoard]) -> (file: OutputFile, index: IndexPage) {
        var blocks: [BlockContext] = []
        var indexBoards: [IndexBoard] = []
        var next = boards.makeIterator()
        let pageHref = SitePath.href("\(sitePage.path).html")
        for block in sitePage.document.blocks {
            switch block {
            case .prose(let html):
                blocks.append(BlockContext(isProse: true, proseHTML: Escape.markup(html), figures: []))
            case .scenario(let scenario):
                guard let board = next.next() else { preconditionFailure("a page's boards were not all drawn") }
                blocks.append(BlockContext(isProse: false, proseHTML: "", figures: [board.figure]))
                var entry = board.index
                entry.href = SitePath.href("\(sitePage.path).html", fragment: scenario.id)
                entry.pageTitle = sitePage.document.title
                entry.pageHref = pageHref
                indexBoards.append(entry)
            }
        }
        let context = PageContext(title: sitePage.document.title, version: shuffleboardVersion,
                                  root: Self.root(of: sitePage), blocks: blocks)
        let index = IndexPage(title: sitePage.document.title, href: pageHref, file: sitePage.document.file,
                              boards: indexBoards,
                              boardsText: indexBoards.count == 1 ? "1 board" : "\(indexBoards.count) boards")
        return (OutputFile("\(sitePage.path).html", text: templates.render(context, "page")), index)
    }

    /// The file holding the pages' CSS, at the site root.
    public static let stylesheet = "shuffleboard.css"
    /// The file holding the pages' script (the player), at the site root.
    public static let script = "shuffleboard.js"

    /// The pages' icon, at the site root (a `data:` icon is an error under `default-src 'self'`).
    public static let icon = "shuffleboard-icon.svg"

    /// The pages' CSS, script and icon, as files of the site: pages carry no inline
    /// `<style>`, `<script>` or `style=`, so a `Content-Security-Policy` of
    /// `default-src 'self'` shows them as without one. (The report inlines its CSS and script.)
    /// `narrow`: the rules of the pictures' narrow arrangement (``NarrowArrangement/styleSheet(for:)``),
    /// after the style sheet's own.
    func siteAssets(narrow: String = "") -> [OutputFile] {
        [OutputFile(Self.stylesheet, text: templates.render(NoContext(), "style") + narrow),
         OutputFile(Self.script, text: templates.render(NoContext(), "player")),
         OutputFile(Self.icon, text: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\">"
            + "<rect x=\"1\" y=\"2\" width=\"14\" height=\"3\" rx=\"1\" fill=\"#3b82f6\"/>"
            + "<rect x=\"3\" y=\"7\" width=\"12\" height=\"3\" rx=\"1\" fill=\"#f59e0b\"/>"
            + "<rect x=\"1\" y=\"12\" width=\"14\" height=\"3\" rx=\"1\" fill=\"#3b82f6\"/></svg>\n")]
    }

    /// A board's own files, in `dir`, and its figure as the report shows it (step
    /// pictures inline, files next to it); ``FigureContext/linked(from:)`` makes the
    /// figure a page shows. Each file comes from one of ``boardOutputs(for:)``, run on a
    /// ``BoardDrawing`` of the board's runs, which draws what they share once (``figure(of:)``).
    ///
    /// A board of several profiles gives its other variants' runs as `others`: their
    /// walkthroughs join the figure (``addingVariants(_:to:first:)``) and their entries the trace.
    /// `purpose` ``Purpose/render`` (`render`, which prints a figure or a picture): the files are the
    /// pictures alone, no `trace.json`, no `report.html`.
    ///
    /// With `threads` over 1 (a board drawn while threads are left over: a build of fewer boards
    /// than threads, `render`), the outputs run on that many threads, and a board of one profile
    /// draws its walkthrough on one thread and its step pictures on another
    /// (``drawnApart(_:scene:threads:)``).
    func boardFiles(_ run: ScenarioRun, others: [ScenarioRun] = [], dir: String,
                    pageFile: String, purpose: Purpose = .site,
                    threads: Int = 1) -> (files: [OutputFile], figure: FigureContext) {
        let board = BoardDrawing([run] + others, dir: dir, pageFile: pageFile, threads: threads)
        let files = Parallel.map(boardOutputs(for: purpose), jobs: board.threads) { $0.files(for: board) }
        // `render`'s compact figure shows one still, step 0's, whole: the parts shared with
        // stills it does not show would only weigh it down.
        if case .render = purpose, figure(of: board).figure.compact {
            return (Array(files.joined()), figure(of: board).figure)
        }
        return (Array(files.joined()), pageFigure(of: board))
    }

    /// A board's figure as its outputs share it, and its first profile's walkthrough alone when
    /// it has several (the figure's walkthrough is then the side-by-side one).
    struct BoardFigure: Sendable {
        var figure: FigureContext
        var firstWalkthrough: String?
    }

    /// `board`'s figure, drawn the first time an output asks for it (its stills inline, before
    /// ``sharingDrawings(_:board:)``).
    func figure(of board: BoardDrawing) -> BoardFigure {
        board.shared(\.storedFigure) { board.drawing { drawFigure(board, scenes: $0) } }
    }

    /// `board`'s figure as the page and the report show it: with the parts its stills share drawn
    /// once when the templates share drawings.
    func pageFigure(of board: BoardDrawing) -> FigureContext {
        let figure = figure(of: board).figure
        guard templates.sharesDrawings else { return figure }
        return board.shared(\.storedSharedFigure) { Self.sharingDrawings(figure, board: board.id) }
    }

    /// The figure of `board`, drawn by `scenes` (``BoardDrawing/scenes``: one clock for every
    /// profile's walkthrough, Scene.onOneClock).
    func drawFigure(_ board: BoardDrawing, scenes: [Scene]) -> BoardFigure {
        let run = board.run
        let others = Array(board.drawnRuns.dropFirst())
        // Each profile's walkthrough is drawn once: alone, and (several profiles) in its panel.
        let bodies: [String?] = scenes.count > 1 ? scenes.map(WalkthroughSVG.body) : [nil]
        let apart = board.threads > 1 && scenes.count == 1
            ? drawnApart(run, scene: scenes[0], threads: board.threads) : nil
        var figure = figureContext(run, scene: scenes[0], dir: "", inline: true, walkthroughBody: bodies[0],
                                   drawn: apart)
        figure.thumbnailView = Self.thumbnailView(scenes[0], frame: Self.stepFrame(run, step: telling(run)))
        var firstWalkthrough: String?
        if scenes.count > 1 {
            // One picture, a panel per profile, on one clock; the first profile's alone beside it.
            let sideBySide = WalkthroughSVG.sideBySide(scenes, bodies: bodies.compactMap { $0 },
                                                       partings: Parting.find(scenes.map(\.run)))
            firstWalkthrough = figure.walkthroughFileSVG
            figure.walkthroughFileSVG = sideBySide
            figure.walkthroughSVG = NarrowArrangement.markedSideBySide(ScopedIDs.scope(sideBySide, prefix: run.scenario.id),
                                                                      scenes: scenes, scope: run.scenario.id)
            figure.walkthroughFile = Self.variantWalkthroughFile(1)
            // The player drives the side-by-side picture: its frames, its end and its violation
            // marks are every profile's, not the first's (frame k plays at the same second in
            // each, and the longest run has every frame): a later profile may run longer and
            // break a rule after the first has ended.
            let clocks = scenes.map(WalkthroughClock.init)
            let longest = scenes.indices.max { clocks[$0].seconds.count < clocks[$1].seconds.count } ?? 0
            figure.end = ClockTime(clocks.map(\.end).max() ?? 0)
            figure.frameTimes = WalkthroughContext.frameTimes(clocks[longest].seconds,
                                                         fps: max(1, scenes[longest].run.timeline.fps))
            let marks = scenes.indices.flatMap { i in
                scenes[i].run.timeline.violations.map { ClockTime(clocks[i].time(ofFrame: $0.frame)) }
            }
            figure.violationTimes = ClockTimes.distinct(marks)
            // The side-by-side picture draws every profile's zones.
            figure.zoneLegend = ZoneLegend.text(scenes.map(\.run))
            figure.hasZoneLegend = !figure.zoneLegend.isEmpty
            figure.marksLegend = MarksLegend.text(scenes)
            figure.hasMarksLegend = !figure.marksLegend.isEmpty
        }
        let variants = others.indices.map { (run: others[$0], scene: scenes[$0 + 1], body: bodies[$0 + 1]) }
        figure = addingVariants(variants, to: figure, first: run)
        figure.compact = (run.scenario.figure ?? self.figure) == .compact
        figure.flagged = figure.statusClass != "ok"
        figure.hasPinnedScheme = run.scenario.scheme != .auto
        figure.pinnedScheme = figure.hasPinnedScheme ? run.scenario.scheme.rawValue : ""
        return BoardFigure(figure: figure, firstWalkthrough: firstWalkthrough)
    }

    /// `svg`, a picture of `board`, as its file holds it: without its `data-*` attributes unless
    /// ``hooks``, and with the style of the board's scheme (``PictureStyle``).
    func svgFile(_ svg: String, of board: BoardDrawing) -> String {
        PictureStyle.applying(board.run.scenario.scheme, to: hooks ? svg : SVGHooks.stripped(svg))
    }

    /// `figure` (its stills inline) with each part its stills share drawn once (``SharedDrawings``):
    /// the steps', and the walkthrough's still, which is step 0's again (and every variant's).
    static func sharingDrawings(_ figure: FigureContext, board: String) -> FigureContext {
        guard figure.inlineStill else { return figure }
        var figure = figure
        let shared = SharedDrawings(figure.steps.map(\.inlineSVG) + [figure.stillSVG], board: board)
        for i in figure.steps.indices { figure.steps[i].inlineSVG = shared.stills[i] }
        // The variants' stills are the board's step 0 (``addingVariants(_:to:first:dir:)``).
        let still = shared.stills[figure.steps.count]
        for i in figure.variants.indices where figure.variants[i].stillSVG == figure.stillSVG {
            figure.variants[i].stillSVG = still
        }
        figure.stillSVG = still
        figure.sharedHTML = shared.defsHTML
        return figure
    }

    /// The walkthroughs `figure` inlines, as its page shows them: the ones a narrow arrangement
    /// marks (``NarrowArrangement``), its variants' too.
    static func inlinePictures(_ figure: FigureContext) -> [String] {
        [figure.walkthroughSVG] + figure.variants.map(\.walkthroughSVG)
    }

    /// The most telling step: the first where an invariant breaks, else the one
    /// with the most reordering, else the last.
    func telling(_ run: ScenarioRun) -> Int {
        let t = run.timeline
        guard !t.stepEnds.isEmpty else { return 0 }
        func step(of frame: Int) -> Int { (t.stepEnds.firstIndex { frame <= $0 } ?? t.stepEnds.count - 1) + 1 }
        if let v = t.violations.first(where: { $0.frame > 0 }) { return step(of: v.frame) }
        var counts = [Int](repeating: 0, count: t.stepEnds.count + 1)
        for f in t.frames where f.index > 0 {
            for e in f.events {
                switch e {
                case .exchange, .commit: counts[step(of: f.index)] += 1
                default: break
                }
            }
        }
        if let best = counts.indices.max(by: { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }),
           counts[best] > 0 {
            return best
        }
        return t.stepEnds.count
    }

    /// A board of one profile's walkthrough (drawn by `scene`, on this thread or another) and its step
    /// pictures (drawn by a scene of their own on another: a ``Scene`` keeps what it worked out as it
    /// draws, so two threads do not share one). The same pictures as drawn one after the other: each
    /// is a function of the run.
    func drawnApart(_ run: ScenarioRun, scene: Scene, threads: Int) -> (walkthrough: String, stills: [String]) {
        let scene = SceneHandedOver(scene: scene)
        let steps = run.scenario.script.steps.count
        let parts = Parallel.map([0, 1], jobs: min(threads, 2)) { part -> [String] in
            switch part {
            // Only this part draws with `scene`; its owner uses it again once every part is done.
            case 0: return [WalkthroughSVG.render(scene.scene)]
            default:
                let own = Scene(run)
                return (0...steps).map { FrameSVG.step(own, index: $0) }
            }
        }
        return (parts[0][0], parts[1])
    }

    /// A scene handed to the one thread that draws with it while its owner waits for the parts.
    private struct SceneHandedOver: @unchecked Sendable {
        let scene: Scene
    }

    /// The figure of `run` (its real timeline: the table shows real offsets), drawn by `scene`.
    /// Times the player seeks to come from the walkthrough's own clock (``WalkthroughClock``).
    /// `walkthroughBody`: ``WalkthroughSVG/body(_:)`` of `scene`, if already drawn; `drawn`: the
    /// walkthrough and the step pictures, if already drawn (``drawnApart(_:scene:threads:)``).
    func figureContext(_ run: ScenarioRun, scene: Scene, dir: String, inline: Bool,
                       walkthroughBody: String? = nil, drawn: (walkthrough: String, stills: [String])? = nil) -> FigureContext {
        let scenario = run.scenario
        let t = run.timeline
        let clock = WalkthroughClock(scene)
        let walkthrough = drawn?.walkthrough ?? WalkthroughSVG.render(scene, body: walkthroughBody)
        func playback(_ frame: Int) -> ClockTime { ClockTime(clock.time(ofFrame: frame)) }
        var steps: [StepContext] = []
        var rows: [OrderRow] = []
        for i in 0...scenario.script.steps.count {
            let frameIndex = i == 0 ? 0 : t.stepEnds[i - 1]
            let frame = t.frames[frameIndex]
            let caption = i == 0 ? "Before the first step" : "\(i). \(scenario.script.steps[i - 1].text)"
            let note = i == 0 ? "" : scenario.script.steps[i - 1].note ?? ""
            steps.append(StepContext(
                number: i, file: stepFile(i), anchor: ElementID.step(board: scenario.id, number: i), caption: caption,
                hasNote: !note.isEmpty, note: note, time: frame.time, playbackTime: playback(frameIndex),
                inlineSVG: inline ? drawn?.stills[i] ?? FrameSVG.step(scene, index: i) : "",
                dir: dir, width: scene.canvas.width, height: scene.canvas.height))
            rows.append(carouselRow(run, frame: frame, caption: caption)  // carousels: the page, not the order
                ?? OrderRow(caption: caption, screen: OrderText.summary(frame.order, comparedWith: frame.data),
                            data: OrderText.summary(frame.data, comparedWith: frame.order),
                            differs: frame.order != frame.data,
                            comparison: Self.comparison(screen: frame.order, data: frame.data,
                                                        dragged: t.frames[...frameIndex].last { $0.lifted != nil }?.lifted)))
        }
        let violations = t.violations.map { v in
            let step = v.frame == 0 ? 0 : (t.stepEnds.firstIndex { v.frame <= $0 } ?? scenario.script.steps.count - 1) + 1
            return ViolationContext(rule: v.rule.rawValue, message: v.message, frame: v.frame,
                                    time: t.frames[v.frame].time, stepAnchor: ElementID.step(board: scenario.id, number: step),
                                    playbackTime: playback(v.frame))
        }
        let failures = run.expectationFailures
        let (statusClass, statusText): (String, String)
        if !failures.isEmpty {
            (statusClass, statusText) = ("fail", "expectations not met")
        } else if !violations.isEmpty {
            (statusClass, statusText) = ("warn", violations.count == 1 ? "1 violation" : "\(violations.count) violations")
        } else if run.expectation != nil {
            (statusClass, statusText) = ("ok", "expectations met")
        } else {
            (statusClass, statusText) = ("ok", "no violations")
        }
        var player = WalkthroughContext(
            pauseID: ElementID.pause(board: scenario.id), playID: ElementID.play(board: scenario.id),
            width: scene.canvas.width, height: scene.canvas.height,
            alt: "Animated walkthrough: " + WalkthroughSVG.describe(run),
            walkthroughSVG: NarrowArrangement.marked(ScopedIDs.scope(walkthrough, prefix: scenario.id), scene: scene,
                                                     scope: scenario.id),
            stillFile: stepFile(0), stillAlt: "Still: before the first step (step 0 of \(scenario.script.steps.count))",
            stillSVG: steps[0].inlineSVG, inlineStill: inline,
            duration: ClockTime(clock.duration), end: ClockTime(clock.end), fps: max(1, t.fps),
            stepTimes: ClockTimes(steps.map(\.playbackTime)), violationTimes: ClockTimes(violations.map(\.playbackTime)),
            frameTimes: WalkthroughContext.frameTimes(clock.seconds, fps: max(1, t.fps)))
        player.zoneLegend = ZoneLegend.text([run])
        player.hasZoneLegend = !player.zoneLegend.isEmpty
        player.marksLegend = MarksLegend.text([scene])
        player.hasMarksLegend = !player.marksLegend.isEmpty
        return FigureContext(
            id: scenario.id, title: scenario.title, profile: run.timeline.provenance.label, dir: dir,
            statusClass: statusClass, statusText: statusText, player: player, steps: steps, rows: rows,
            outcome: OutcomeContext(hasViolations: !violations.isEmpty, violations: violations,
                                    hasExpectFailures: !failures.isEmpty, expectFailures: failures),
            source: scenario.source, file: scenario.file, line: scenario.line, walkthroughFileSVG: walkthrough)
    }

    /// The table's last column for a frame showing `screen` while the data source
    /// holds `data`: "Same", or "Differs: " and the items placed differently, at
    /// most six and a count of the rest. First each screen slot whose item is not
    /// the one the data holds there, in screen order, with its position on screen
    /// and in the data ("none" where it is missing), then the items the data holds
    /// and the screen does not show. Slots are compared one by one, so an item that
    /// moved shows up with the items it displaced. `dragged` (the item lifted last)
    /// is never one of the rest: past the first five it takes the sixth place.
    ///
    /// Positions are index paths counted from 0, `[section, item]`, as the data strip
    /// numbers its slots and the event log writes moves (`[0,1] → [0,7]`): one way of
    /// counting on the page (it counted from 1 here, "C (screen 2, data 3)").
    static func comparison(screen: Order, data: Order, dragged: String? = nil) -> String {
        if screen == data { return "Same" }
        let screenSections = screen.arrays, dataSections = data.arrays
        func position(_ section: Int, _ item: Int) -> String { "[\(section),\(item)]" }
        func positions(_ sections: [[String]]) -> [String: String] {
            var found: [String: String] = [:]
            for (s, section) in sections.enumerated() {
                for (i, label) in section.enumerated() where found[label] == nil { found[label] = position(s, i) }
            }
            return found
        }
        let onScreen = positions(screenSections), inData = positions(dataSections)
        var named: [String] = []
        var count = 0
        var draggedText: String?
        func name(_ text: String, _ label: String) {
            count += 1
            if named.count < 6 { named.append(text) } else if label == dragged, draggedText == nil { draggedText = text }
        }
        for (s, section) in screenSections.enumerated() {
            let other = s < dataSections.count ? dataSections[s] : []
            for (i, label) in section.enumerated() where i >= other.count || other[i] != label {
                name("\(label) (screen \(position(s, i)), data \(inData[label] ?? "none"))", label)
            }
        }
        for (s, section) in dataSections.enumerated() {
            for (i, label) in section.enumerated() where onScreen[label] == nil {
                name("\(label) (screen none, data \(position(s, i)))", label)
            }
        }
        if count == 0 { return "Differs: the same items, in sections of other lengths" }
        if let draggedText { named[named.count - 1] = draggedText }
        return "Differs: " + named.joined(separator: ", ") + (count > named.count ? ", and \(count - named.count) more" : "")
    }

    /// The frame step `step` ends on (step 0: the first frame).
    static func stepFrame(_ run: ScenarioRun, step: Int) -> Int {
        step == 0 || run.timeline.stepEnds.isEmpty ? 0 : run.timeline.stepEnds[min(step, run.timeline.stepEnds.count) - 1]
    }

    /// The index's thumbnail: a ``thumbnailSize`` window of the still at its natural size (text
    /// stays readable), with the viewport's top-left corner at that frame 12 points in, so that a
    /// board which scrolled shows its viewport, not the faded content above it; kept on the canvas.
    static func thumbnailView(_ scene: Scene, frame: Int) -> ViewBox {
        let origin = scene.screenOrigin(scene.run.timeline.frames[frame].offset)
        let size = thumbnailSize
        let x = max(0, min(origin.x - 12, scene.canvas.width - size.width))
        let y = max(0, min(origin.y - 12, scene.canvas.height - size.height))
        return ViewBox(x: x, y: y, width: size.width, height: size.height)
    }

    /// The window an index card shows (its CSS box is 220 high and about 300 wide).
    static let thumbnailSize = Size(width: 300, height: 220)

    func stepFile(_ i: Int) -> String {
        i < 10 ? "step-0\(i).svg" : "step-\(i).svg"
    }
}
