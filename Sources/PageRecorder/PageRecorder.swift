import BrowserPipe
import CollectionLayout
import ReorderEngine
import Scenario

/// `shuffleboard record`'s work (docs/record.md): a board's steps played on a real page in
/// headless Chromium, one virtual frame at a time at the board's fps, and what the page did
/// recorded as a run of the board (``ScenarioRun/init(_:recording:name:frames:stepEnds:violations:)``),
/// which the trace writes with `"profile": "observed"` and its `source`.
///
/// The frames follow the engine's (`StepPlayer`): frame 0 is the page before the first step,
/// a press is its first frame plus the rest of the press duration, `move … over D` is
/// n = max(1, round(D × fps)) moves in the next n frames, `hold` and `wait` are frames without
/// input, `release` and `cancel` come in the next frame; after the steps, frames run while
/// the page is still busy (a timer, an animation frame or an animation to come), at most ten
/// seconds of them, as the engine settles. So frame k of a recording and of a model's trace of
/// the same board are the same moment, and the two can be compared frame by frame.
public enum PageRecorder {
    /// What to record: the page, its items and container, and the browser.
    public struct Options: Sendable {
        public var url: String
        /// The CSS selector of the items, matched once after the page loaded.
        public var items: String
        /// The CSS selector of the container; the first item's parent when `nil`.
        public var container: String?
        /// The Chromium to start.
        public var browser: String
        /// Seconds the page may take to load, and the browser to answer any one command.
        public var timeout: Double
        /// Touch input instead of the mouse (`--touch`): a touch screen emulated, the press a
        /// `touchStart`, the moves `touchMove`, the release `touchEnd` (a cancel `touchCancel`).
        public var touch: Bool

        public init(url: String, items: String, container: String? = nil, browser: String = ChromiumProcess.debian,
                    timeout: Double = 10, touch: Bool = false) {
            self.url = url
            self.items = items
            self.container = container
            self.browser = browser
            self.timeout = timeout
            self.touch = touch
        }

        /// The options a recording keeps, to be recorded again the same way (the trace's
        /// `source`): the browser's path only when it is not the default one, since a path on this
        /// machine says something of it and a trace is shared (a bug report attaches it).
        public var replay: Recording.Replay {
            Recording.Replay(container: container, touch: touch,
                             browserPath: browser == ChromiumProcess.debian ? nil : browser)
        }

        /// The options `recording` was recorded with, to record it again; `nil` when it does not
        /// keep them or names no items. Its page's load limit is `timeout`.
        public init?(again recording: Recording, timeout: Double = 10) {
            guard let replay = recording.replay, let items = recording.items else { return nil }
            self.init(url: recording.from, items: items, container: replay.container,
                      browser: replay.browserPath ?? ChromiumProcess.debian, timeout: timeout, touch: replay.touch)
        }
    }

    /// A recording and what the page did that the user should hear of.
    public struct Result {
        public var run: ScenarioRun
        public var warnings: [String]
        /// Seconds (wall clock) each part took: the browser's start, the page's load and
        /// measuring, the frames.
        public var timings: Timings
    }

    /// Where a recording's time went (`record --timings`; issue 32's budget counts the
    /// browser's start on its own).
    public struct Timings: Sendable {
        public var browserStart = 0.0
        public var load = 0.0
        public var frames = 0.0
        public var frameCount = 0
    }

    /// Records `scenario`'s steps on the page. The URL is checked before anything starts.
    public static func record(_ scenario: Scenario, _ options: Options) throws(RecordFailure) -> Result {
        do throws(LocalURL.Refusal) {
            try LocalURL.check(options.url)
        } catch {
            throw .notLocal(error.why)
        }
        guard !scenario.isCarousel else { throw .board("board '\(scenario.id)' is a carousel; record takes reorder boards") }
        guard scenario.stage.sections.count == 1 else {
            throw .board("board '\(scenario.id)' has \(scenario.stage.sections.count) sections; record takes boards of one")
        }
        var timings = Timings()
        let started = ContinuousClock.now
        let page = try RecordedPage(program: options.browser, fps: scenario.script.fps, limit: options.timeout)
        page.touch = options.touch
        defer { page.close() }
        let browserStarted = ContinuousClock.now
        try page.load(options.url)
        let library = try measure(page, scenario, options)
        let loaded = ContinuousClock.now
        var player = StepRecorder(page: page, scenario: scenario)
        try player.play()
        timings.browserStart = seconds(browserStarted - started)
        timings.load = seconds(loaded - browserStarted)
        timings.frames = seconds(ContinuousClock.now - loaded)
        timings.frameCount = player.frames.count
        let recording = Recording(from: options.url, browser: page.version, items: options.items, library: library,
                                  replay: options.replay)
        do throws(RecordedRunError) {
            let run = try ScenarioRun(scenario, recording: recording, frames: player.frames, stepEnds: player.stepEnds)
            return Result(run: run, warnings: page.warnings, timings: timings)
        } catch {
            throw .run(error)
        }
    }

    /// Finds the items and the container, checks the items are the board's, parks the mouse
    /// outside the container and returns the library, when the page names one.
    static func measure(_ page: RecordedPage, _ scenario: Scenario, _ options: Options) throws(RecordFailure) -> String? {
        let setup = try page.evaluate("window.__record.setup(\(json(options.items)), \(options.container.map(json) ?? "null"))")
        guard let answer = setup as? [String: Any] else { throw .page("\(options.url): the recorder did not start on the page") }
        if let error = answer["error"] as? String { throw .page("\(options.url): \(error)") }
        guard let labels = answer["labels"] as? [String], let origin = PageSnapshot.numbers(answer["origin"]),
              origin.count == 2 else { throw .page("\(options.url): the recorder did not measure the page") }
        page.origin = Point(x: origin[0], y: origin[1])
        var seen = Set<String>()
        for label in labels where !seen.insert(label).inserted {
            throw .page("\(options.url): two items of the page are named '\(label)' (by data-id, else by their text)")
        }
        let board = scenario.stage.order.flatMap { $0 }
        if Set(labels) != Set(board) {
            throw .page("\(options.url): the page's items are \(list(labels)) (--items '\(options.items)'); "
                        + "board '\(scenario.id)' has \(list(board))")
        }
        // Parked below and right of the container, as the conformance suite parks it (a touch
        // screen has no pointer until a finger is down).
        let viewport = scenario.stage.viewport
        if page.touch { return answer["library"] as? String }
        try page.send(.move(Point(x: min(viewport.width + 20, 799 - page.origin.x),
                                  y: min(viewport.height + 20, 599 - page.origin.y)), down: false))
        return answer["library"] as? String
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func list(_ labels: [String]) -> String { "[" + labels.joined(separator: ", ") + "]" }

    /// `text` as a JavaScript string literal.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value >= 0x7F || scalar == "<":
                out += scalar.utf16.map(format16).joined()
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func format16(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
