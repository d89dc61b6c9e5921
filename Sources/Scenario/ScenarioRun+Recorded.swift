import CollectionLayout
import ReorderEngine

/// Runs from elsewhere: a timeline not made by the engine (a recording of a real page,
/// issue 32's `record`), given frame by frame for a scenario, and then drawn, traced,
/// checked against `expect:` and compared in "Where they part" like any profile's run.
///
/// The engine's timelines hold by construction what the renderer relies on; a recording
/// is checked for it here, once, and refused with a ``RecordedRunError`` otherwise.
extension ScenarioRun {
    /// A run of `scenario` whose frames were recorded: `frames` as given (their
    /// `layoutIndex` is ignored), the screen of each drawn in the stage's layout of its
    /// screen order, laid out once per distinct order. Items away from their slot (the
    /// page's own rects, a drop animation) are a frame's `displaced`.
    ///
    /// - Parameters:
    ///   - recording: where the frames come from (``Timeline/provenance`` says so).
    ///   - name: what the board calls the run: the trace's `profile`, the key of its own
    ///     `expect:`.
    ///   - stepEnds: for each of the script's steps, the index of the frame that ends it.
    ///   - violations: what broke, if the recorder checked.
    /// - Complexity: O(frames × sections + distinct orders × items).
    public init(_ scenario: Scenario, recording: Recording, name: String = "observed", frames: [Frame],
                stepEnds: [Int], violations: [Violation] = []) throws(RecordedRunError) {
        let stage = scenario.stage
        let (placed, layouts) = try Self.placing(frames, in: stage) { order in
            stage.layout.prepare(sections: order.map { section in section.map { stage.sizes[$0] ?? Size(width: 0, height: 0) } })
        }
        let timeline = Timeline(fps: scenario.script.fps, layouts: layouts, frames: placed, stepEnds: stepEnds,
                                violations: violations,
                                provenance: .recorded(recording, name: name, direction: scenario.stage.direction))
        try self.init(scenario, recorded: timeline)
    }

    /// A run of `scenario` whose timeline was recorded, layouts and all (a page drawn in
    /// its own geometry). Its provenance must say ``RunSource/recorded(_:)``.
    public init(_ scenario: Scenario, recorded timeline: Timeline) throws(RecordedRunError) {
        try Self.check(timeline, for: scenario)
        self.init(scenario: scenario, timeline: timeline)
    }

    /// `frames` with each one's `layoutIndex` naming the layout of its screen order, laid out by
    /// `layout` once per distinct order, in the order first seen; each order's labels checked
    /// against `stage` first.
    ///
    /// - Complexity: O(frames × sections + distinct orders × items).
    static func placing(_ frames: [Frame], in stage: Stage, layout: (Order) -> PreparedLayout)
        throws(RecordedRunError) -> (frames: [Frame], layouts: [PreparedLayout]) {
        var layouts: [PreparedLayout] = []
        var index: [Order: Int] = [:]
        var placed = frames
        for f in placed.indices {
            let order = placed[f].order
            if let i = index[order] {
                placed[f].layoutIndex = i
                continue
            }
            try check(order, "screen", frame: f, in: stage)
            index[order] = layouts.count
            placed[f].layoutIndex = layouts.count
            layouts.append(layout(order))
        }
        return (placed, layouts)
    }

    /// Whether this run's frames were recorded rather than computed by the engine.
    public var isRecorded: Bool { timeline.provenance.recording != nil }

    /// What the renderer relies on of a timeline, which the engine's hold by construction.
    static func check(_ t: Timeline, for scenario: Scenario) throws(RecordedRunError) {
        guard t.provenance.recording != nil else { throw .notRecorded }
        guard !t.frames.isEmpty else { throw .noFrames }
        // Every run of a board shares its frame rate: frame k is the same moment in each.
        guard t.fps == scenario.script.fps else { throw .frameRate(t.fps, expected: scenario.script.fps) }
        let rate = FrameRate(fps: t.fps)
        var checked = Set<Order>()
        for (k, f) in t.frames.enumerated() {
            guard f.index == k else { throw .frameIndex(k, found: f.index) }
            guard f.time == rate.seconds(k) else { throw .frameTime(k, found: f.time) }
            guard t.layouts.indices.contains(f.layoutIndex) else { throw .layoutIndex(k, found: f.layoutIndex) }
            for order in [f.order, f.data] where checked.insert(order).inserted {
                try check(order, order == f.order ? "screen" : "data", frame: k, in: scenario.stage)
            }
            for label in [f.lifted].compactMap({ $0 }) + f.displaced.keys.sorted() + f.itemAlpha.keys.sorted()
            where scenario.stage.sizes[label] == nil {
                throw .unknownItem(label, frame: k)
            }
        }
        let steps = scenario.script.steps.count
        guard t.stepEnds.count == steps else { throw .stepEnds(count: t.stepEnds.count, steps: steps) }
        var previous = 0
        for (i, end) in t.stepEnds.enumerated() {
            guard end >= previous, end < t.frames.count else { throw .stepEnd(step: i + 1, frame: end) }
            previous = end
        }
        for v in t.violations where !t.frames.indices.contains(v.frame) {
            throw .violationFrame(v.frame)
        }
    }

    /// An order of the stage's labels, each at most once (a recording may lose one: that
    /// is a finding, drawn as such; one it invented has no size to draw it at).
    static func check(_ order: Order, _ what: String, frame: Int, in stage: Stage) throws(RecordedRunError) {
        var seen = Set<String>()
        for section in order {
            for label in section {
                guard stage.sizes[label] != nil else { throw .unknownItem(label, frame: frame) }
                guard seen.insert(label).inserted else { throw .repeatedItem(label, what, frame: frame) }
            }
        }
    }
}

/// Why a recorded timeline cannot be drawn as a run of its scenario.
public enum RecordedRunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Its provenance says the engine made it.
    case notRecorded
    /// The board names a recording whose file was not read (a scenario made without `SiteIO`).
    case notRead(String)
    case noFrames
    case frameRate(Int, expected: Int)
    /// Frame at position k has another index.
    case frameIndex(Int, found: Int)
    /// Frame k's time is not k / fps.
    case frameTime(Int, found: Double)
    case layoutIndex(Int, found: Int)
    case unknownItem(String, frame: Int)
    case repeatedItem(String, String, frame: Int)
    case stepEnds(count: Int, steps: Int)
    case stepEnd(step: Int, frame: Int)
    case violationFrame(Int)

    public var description: String {
        switch self {
        case .notRecorded: "the timeline's provenance does not say it was recorded"
        case .notRead(let path): "the recording '\(path)' was not read"
        case .noFrames: "the recording has no frames"
        case .frameRate(let fps, let expected): "the recording is at \(fps) fps, the board at \(expected)"
        case .frameIndex(let k, let found): "frame \(k) says it is frame \(found)"
        case .frameTime(let k, let found): "frame \(k) is at \(found) s, not at its index over the frame rate"
        case .layoutIndex(let k, let found): "frame \(k) names layout \(found), which the recording does not have"
        case .unknownItem(let label, let frame): "frame \(frame) shows '\(label)', which is not an item of the board"
        case .repeatedItem(let label, let what, let frame): "frame \(frame)'s \(what) order holds '\(label)' twice"
        case .stepEnds(let count, let steps): "the recording ends \(count) steps, the board has \(steps)"
        case .stepEnd(let step, let frame): "step \(step) ends at frame \(frame), before the step before it or after the last frame"
        case .violationFrame(let frame): "a violation at frame \(frame), which the recording does not have"
        }
    }
}
