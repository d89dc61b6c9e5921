import CollectionLayout
import ReorderEngine

/// A run from the recording a board names (`profiles: [sortablejs, {observed: recorded/list.json}]`):
/// its frames as the trace holds them, its steps' ends found in them, its violations checked here
/// (the rules that hold of any run, not only the engine's), drawn in the board's geometry or,
/// when the page was laid out otherwise, in its own.
extension ScenarioRun {
    /// The run of `variant`'s recording, as a run of `scenario`; refused with a ``RecordedRunError``
    /// when its trace was not read or does not fit the board (another frame rate, a label the board
    /// does not have, an item twice).
    ///
    /// - Complexity: O(frames × sections + distinct orders × items).
    public init(_ scenario: Scenario, recordedVariant variant: RecordedVariant) throws(RecordedRunError) {
        guard let trace = variant.trace else { throw .notRead(variant.path) }
        guard trace.fps == scenario.script.fps else { throw .frameRate(trace.fps, expected: scenario.script.fps) }
        guard !trace.frames.isEmpty else { throw .noFrames }
        let stepEnds = Self.recordedStepEnds(trace.frames, script: scenario.script)
        var run: ScenarioRun
        if let geometry = RecordedGeometry(trace, differingFrom: scenario.stage) {
            // The page's own geometry: its viewport, and each order's items in the page's slots.
            var own = scenario
            own.stage.viewport = trace.viewport
            let (placed, layouts) = try Self.placing(trace.frames, in: scenario.stage, layout: geometry.layout)
            let timeline = Timeline(fps: trace.fps, layouts: layouts, frames: placed, stepEnds: stepEnds, violations: [],
                                    provenance: .recorded(trace.recording, name: variant.name,
                                                          direction: scenario.stage.direction))
            run = try ScenarioRun(own, recorded: timeline)
        } else {
            run = try ScenarioRun(scenario, recording: trace.recording, name: variant.name, frames: trace.frames,
                                  stepEnds: stepEnds)
        }
        run.timeline.violations = Timeline.recordedViolations(run.timeline, items: scenario.stage.order,
                                                              viewport: run.scenario.stage.viewport)
        self = run
    }

    /// For each of the script's steps, the frame that ends it in a recording. A recorder's press
    /// may last other than the engine's, so the steps are found from the release back: the first
    /// `release` or `cancel` ends at the first frame without a finger after one with it (the engine
    /// applies it at the start of that tick), each step before it `n` frames before the step after it
    /// (a move's or a hold's `n`), the press at what remains; the steps after it follow it forward, a
    /// later release one frame after the step before. Without a finger at all, everything counts
    /// forward from frame 0, the press lasting the board's press. The last step ends at the last
    /// frame, as the engine's does after it settles; every end is kept within the frames, in order.
    static func recordedStepEnds(_ frames: [Frame], script: Script) -> [Int] {
        let steps = script.steps.map(\.gesture)
        guard !steps.isEmpty else { return [] }
        func ticks(_ g: GestureStep) -> Int {
            switch g {
            case .move(_, let n), .moveBy(_, _, let n), .hold(let n), .wait(let n): max(1, n)
            case .press: script.pressTicks ?? 1
            case .release, .cancel: 1
            }
        }
        var ends = Array(repeating: 0, count: steps.count)
        let touched = frames.firstIndex { $0.finger != nil }
        let lifted = touched.flatMap { t in frames[t...].firstIndex { $0.finger == nil } }
        let anchor = steps.firstIndex { $0 == .release || $0 == .cancel }
        if let lifted, let anchor {
            ends[anchor] = lifted
            var end = lifted - 1
            for k in stride(from: anchor - 1, through: 0, by: -1) {
                ends[k] = end
                end -= ticks(steps[k])   // back to the step's start
            }
            for k in (anchor + 1)..<max(anchor + 1, steps.count) {
                ends[k] = ends[k - 1] + ticks(steps[k])
            }
        } else {
            var end = 0
            for (k, g) in steps.enumerated() {
                end += ticks(g)
                ends[k] = end
            }
        }
        let last = frames.count - 1
        var previous = 0
        for k in ends.indices {
            ends[k] = min(max(ends[k], previous), last)
            previous = ends[k]
        }
        ends[ends.count - 1] = last
        return ends
    }
}
