import BoardFormat
import CollectionLayout
import Foundation
import ReorderEngine
import Scenario
import Testing
@testable import BoardRender

/// A run from elsewhere (``RunSource/recorded(_:)``), built by hand: drawn, traced, checked
/// against `expect:` and compared with the engine's run of the same board like any profile's.
///
/// The board: rows 320 × 50 with no spacing, so A is y 0…50, B 50…100, C 100…150; 10 fps,
/// so frame k is at k / 10 s; a press of one frame; the move to B's centre (160, 75) over
/// 0.2 s is two frames.
///
/// The engine under `system`: A lifts in frame 1 (the press); the finger is at y = 50 in
/// frame 2 (half-way from 25 to 75), in B (half-open rows), so A moves below B on screen
/// then; 75 in frame 3; the release in frame 4 commits the move to the data, then it settles.
///
/// The recording, a page with a bug: it moves A only when the finger passes B's centre
/// (frame 3, not 2), and its data source never hears of the move (data [A, B, C] to the end).
/// Six frames, 0…5; its steps end at frames 1 (press), 3 (the move's last) and 5 (release).
/// So the runs part on screen at frame 2 (engine [B, A, C], page [A, B, C]) and in the data
/// at frame 4 (the engine's release commits, the page's does not); offset and violations never.
@Suite struct RecordedRunTests {
    static let markdown = """
        ```board
        id: r
        title: Recorded
        layout: list
        viewport: 320x200
        item-size: 320x50
        line-spacing: 0
        fps: 10
        press-duration: 1 frames
        profile: system
        items: [A, B, C]
        steps: [press A, move to B over 0.2s, release]
        expect:
          order: [B, A, C]
          data: [B, A, C]
        ```
        """

    static let recording = Recording(from: "file:///srv/list.html", browser: "Chromium 120", items: "li",
                                     library: "SortableJS 1.14.0")

    static func scenario() throws -> Scenario {
        try #require(try PageParser.parse(markdown: markdown, file: "r.md").document().scenarios.first)
    }

    /// The recording's frames, as the page showed them.
    static func frames() -> [Frame] {
        let rate = FrameRate(fps: 10)
        let abc = Order([["A", "B", "C"]]), bac = Order([["B", "A", "C"]])
        func frame(_ k: Int, finger: Point?, lifted: Rect?, order: Order, events: [TimelineEvent] = []) -> Frame {
            Frame(index: k, time: rate.seconds(k), offset: .zero, finger: finger, lifted: lifted == nil ? nil : "A",
                  liftedFrame: lifted, layoutIndex: 0, order: order, data: abc, events: events)
        }
        // The snapshot keeps the press's grab (the finger 25 below its top): its top is finger.y - 25.
        return [
            frame(0, finger: nil, lifted: nil, order: abc),
            frame(1, finger: Point(x: 160, y: 25), lifted: Rect(x: 0, y: 0, width: 320, height: 50), order: abc,
                  events: [.lift(item: "A")]),
            frame(2, finger: Point(x: 160, y: 50), lifted: Rect(x: 0, y: 25, width: 320, height: 50), order: abc),
            frame(3, finger: Point(x: 160, y: 75), lifted: Rect(x: 0, y: 50, width: 320, height: 50), order: bac,
                  events: [.exchange(item: "A", from: IndexPath(section: 0, item: 0), to: IndexPath(section: 0, item: 1))]),
            frame(4, finger: nil, lifted: nil, order: bac, events: [.release(item: "A")]),
            frame(5, finger: nil, lifted: nil, order: bac),
        ]
    }

    static func recorded(_ scenario: Scenario) throws -> ScenarioRun {
        try ScenarioRun(scenario, recording: recording, frames: frames(), stepEnds: [1, 3, 5])
    }

    /// issue.md's board source names the recording a board needs, so the reader knows to save the
    /// attached file at its path: without it `render board.md` fails. The path is the board's text,
    /// escaped for the HTML of `<summary>`; a board naming none says nothing of recordings.
    @Test func issueMarkdownAsksForTheRecordingsTheBoardNames() throws {
        let named = Self.markdown.replacingOccurrences(
            of: "profile: system", with: #"profiles: [system, {observed: "rec/a<b>&c.json"}]"#)
        let scenario = try #require(try PageParser.parse(markdown: named, file: "r.md").document().scenarios.first)
        let md = IssueMarkdown.render([ScenarioRun(scenario), try Self.recorded(scenario)], fps: 10)
        #expect(md.contains("save it as <code>board.md</code>, the recording it names (attached to this issue) beside it "
            + "as <code>rec/a&lt;b&gt;&amp;c.json</code>, and run <code>shuffleboard render board.md</code>"), "\(md)")
        let plain = IssueMarkdown.render(ScenarioRun(try Self.scenario()), fps: 10)
        #expect(plain.contains("save it as <code>board.md</code> and run <code>shuffleboard render board.md</code>"))
    }

    /// issue.md says what `expect:` asked that a run did not do, as `check` says it: the reason the
    /// report is filed. The page's data stays [A, B, C] where the board expects [B, A, C]; the engine's
    /// run meets both expectations, so its line says nothing of them.
    @Test func issueMarkdownSaysWhatTheExpectationAskedThatARunDidNotDo() throws {
        let scenario = try Self.scenario()
        let md = IssueMarkdown.render([ScenarioRun(scenario), try Self.recorded(scenario)], fps: 10)
        let lines = md.split(separator: "\n")
        let engine = try #require(lines.first { $0.hasPrefix("- `system`") })
        let page = try #require(lines.first { $0.hasPrefix("- `observed") })
        #expect(!engine.contains("Expectation"))
        #expect(page.hasSuffix(" **Expectation not met:** expected final data order \\[\\[B, A, C\\]\\], "
            + "got \\[\\[A, B, C\\]\\]."), "\(page)")
    }

    @Test func aRecordedRunSaysWhereItCameFromAndKeepsItsFrames() throws {
        let run = try Self.recorded(try Self.scenario())
        #expect(run.isRecorded)
        #expect(run.timeline.provenance.recording == Self.recording)
        #expect(run.timeline.provenance.profile == "observed")
        #expect(run.timeline.provenance.label == "observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0)")
        #expect(run.timeline.frames.map(\.order) == Self.frames().map(\.order))
        // Two distinct screen orders, two layouts: [A, B, C] for frames 0…2, [B, A, C] from 3.
        #expect(run.timeline.frames.map(\.layoutIndex) == [0, 0, 0, 1, 1, 1])
        // B's slot in the second: the first row, y 0…50.
        #expect(run.timeline.drawnFrame(of: "B", at: run.timeline.frames[3]) == Rect(x: 0, y: 0, width: 320, height: 50))
        #expect(!ScenarioRun(try Self.scenario()).isRecorded)
    }

    @Test func whatTheRendererCannotDrawIsRefused() throws {
        let scenario = try Self.scenario()
        var frames = Self.frames()
        #expect(throws: RecordedRunError.stepEnds(count: 2, steps: 3)) {
            try ScenarioRun(scenario, recording: Self.recording, frames: frames, stepEnds: [1, 3])
        }
        #expect(throws: RecordedRunError.stepEnd(step: 3, frame: 6)) {
            try ScenarioRun(scenario, recording: Self.recording, frames: frames, stepEnds: [1, 3, 6])
        }
        frames[2].order = Order([["A", "Z", "C"]])
        #expect(throws: RecordedRunError.unknownItem("Z", frame: 2)) {
            try ScenarioRun(scenario, recording: Self.recording, frames: frames, stepEnds: [1, 3, 5])
        }
        frames[2].order = Order([["A", "A", "C"]])
        #expect(throws: RecordedRunError.repeatedItem("A", "screen", frame: 2)) {
            try ScenarioRun(scenario, recording: Self.recording, frames: frames, stepEnds: [1, 3, 5])
        }
        frames = Self.frames()
        frames[4].time = 0.5
        #expect(throws: RecordedRunError.frameTime(4, found: 0.5)) {
            try ScenarioRun(scenario, recording: Self.recording, frames: frames, stepEnds: [1, 3, 5])
        }
        // An engine timeline is not a recording.
        #expect(throws: RecordedRunError.notRecorded) { try ScenarioRun(scenario, recorded: ScenarioRun(scenario).timeline) }
    }

    @Test func itIsDrawnFromItsOwnFrames() throws {
        let run = try Self.recorded(try Self.scenario())
        let svg = WalkthroughSVG.render(run)
        // The description is of the recording: where from, its last frame's orders.
        #expect(svg.contains("3 steps recorded from file:///srv/list.html, 0.5 s."))
        #expect(svg.contains("Final screen order: [[B, A, C]]. Final data order: [[A, B, C]]."))
        #expect(svg.contains("data-lifted=\"A\""))
        // Step 2's still is frame 3: B in the first row (y 0), A's snapshot at its recorded
        // rect (y 50); step 1's is frame 1: B still in the second row (y 50).
        let scene = Scene(run)
        let after = FrameSVG.step(scene, index: 2), before = FrameSVG.step(scene, index: 1)
        let b0 = try #require(Self.translate(of: "data-item=\"B\"", in: after))
        let b1 = try #require(Self.translate(of: "data-item=\"B\"", in: before))
        let lifted = try #require(Self.translate(of: "data-lifted=\"A\"", in: after))
        #expect(b1.y - b0.y == 50)
        #expect(lifted.y - b0.y == 50)
        #expect(b0.x == lifted.x)
    }

    @Test func itsTraceCarriesItsFramesAndSaysItWasRecorded() throws {
        let scenario = try Self.scenario()
        let run = try Self.recorded(scenario)
        let text = TraceJSON.document([run])
        #expect(text.contains("\"profile\":\"observed\",\"source\":{\"kind\":\"recorded\",\"from\":\"file:///srv/list.html\","
            + "\"browser\":\"Chromium 120\",\"items\":\"li\",\"library\":\"SortableJS 1.14.0\"},\"fps\":10,\n"))
        // Frame 2: the finger and snapshot moved, the order did not; frame 3: the page's move.
        #expect(text.contains("\n{\"index\":2,\"time\":0.2,\"finger\":[160,50],\"liftedFrame\":[0,25,320,50]},\n"))
        #expect(text.contains("\n{\"index\":3,\"time\":0.3,\"finger\":[160,75],\"liftedFrame\":[0,50,320,50],"
            + "\"orderEdit\":{\"kind\":\"move\",\"from\":[0,0],\"to\":[0,1]},"
            + "\"events\":[{\"type\":\"exchange\",\"item\":\"A\",\"from\":[0,0],\"to\":[0,1]}]},\n"))
        #expect(text.contains("\"final\":{\"order\":[[\"B\",\"A\",\"C\"]],\"data\":[[\"A\",\"B\",\"C\"]],\"offset\":[0,0]}"))
        // Version 2's spacing, and what it could not tell as null.
        var unknown = run
        unknown.timeline.provenance = .recorded(Recording(from: "r.json"))
        #expect(TraceJSON.document([unknown], version: .v2).contains(
            "\"profile\": \"observed\", \"source\": {\"kind\": \"recorded\", \"from\": \"r.json\", \"browser\": null, "
            + "\"items\": null, \"library\": null}, \"fps\": 10,\n"))
        // Beside the engine's run, as a variant; the engine's entry has no source.
        let both = TraceJSON.document(boards: [[ScenarioRun(scenario), run]])
        #expect(both.contains("\n{\"profile\":\"observed\",\"source\":{\"kind\":\"recorded\","))
        #expect(both.components(separatedBy: "\"source\"").count == 2)
        #expect(!TraceJSON.document([ScenarioRun(scenario)]).contains("\"source\""))
        #expect(TraceJSON.maximumBytes(run) >= text.utf8.count - 40)
    }

    @Test func itIsCheckedAgainstExpect() throws {
        var scenario = try Self.scenario()
        // The board's expect: order [B, A, C] holds (frame 5's screen), data [B, A, C] does not.
        let run = try Self.recorded(scenario)
        #expect(run.expectationFailures == ["expected final data order [[B, A, C]], got [[A, B, C]]\n"
            + "  section 0: expected [[B, A, C]], got [[A, B, C]]"])
        #expect(ScenarioRun(scenario).expectationFailures.isEmpty)
        // The recording's own expect: (by the name the board gives it), the screen only: it holds.
        let position = try #require(scenario.expectation?.position)
        scenario.profileExpectations["observed"] = Expectation(order: Order([["B", "A", "C"]]), position: position)
        #expect(try Self.recorded(scenario).expectationFailures.isEmpty)
    }

    @Test func itPartsFromTheEnginesRunWhereTheyDiffer() throws {
        let scenario = try Self.scenario()
        let engine = ScenarioRun(scenario)
        let partings = Parting.find([engine, try Self.recorded(scenario)])
        #expect(partings.map(\.frame) == [2, 4, nil, nil])
        #expect(partings[0].shown == ["[[B, A, C]]", "[[A, B, C]]"])
        #expect(partings[1].shown == ["[[B, A, C]]", "[[A, B, C]]"])
    }

    @Test func sideBySideItsPanelIsHeadedRecorded() throws {
        let scenario = try Self.scenario()
        let runs = [ScenarioRun(scenario), try Self.recorded(scenario)]
        let scenes = Scene.onOneClock(runs)
        let svg = WalkthroughSVG.sideBySide(scenes, bodies: scenes.map { WalkthroughSVG.body($0) },
                                            partings: Parting.find(runs))
        #expect(svg.contains("data-panel=\"observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0)\""))
        #expect(svg.contains("Screen order: frame 2, 0.2 s"))
        #expect(svg.contains("Data order: frame 4, 0.4 s"))
    }

    @Test func besideTheEnginesRunItsFigureNamesItAndTheTableSaysWhereTheyPart() throws {
        let scenario = try Self.scenario()
        let builder = SiteBuilder(templates: try FragmentBuilderTests.templates())
        let figure = builder.boardFiles(ScenarioRun(scenario), others: [try Self.recorded(scenario)], dir: "",
                                        pageFile: "r.md").figure
        #expect(figure.profile == "system, observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0)")
        // 10 fps: frame 2 is 0.2 s, frame 4 0.4 s.
        #expect(figure.partings.map(\.when) == ["frame 2 (0.2 s)", "frame 4 (0.4 s)", "never", "never"])
        // The recording's data never changed: the board's expect: fails under it alone.
        #expect(figure.statusText == "expectations not met under observed (recorded from file:///srv/list.html in Chromium 120, SortableJS 1.14.0)")
    }

    /// The `translate(x,y)` of the first element with `attribute`.
    static func translate(of attribute: String, in svg: String) -> (x: Double, y: Double)? {
        guard let at = svg.range(of: attribute),
              let open = svg[at.upperBound...].range(of: "translate("),
              let close = svg[open.upperBound...].firstIndex(of: ")") else { return nil }
        let numbers = svg[open.upperBound..<close].split(separator: ",").compactMap { Double($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
}
