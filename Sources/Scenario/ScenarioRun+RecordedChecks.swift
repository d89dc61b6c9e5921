import CollectionLayout
import ReorderEngine

/// What `check` says of a recorded run: the expectations it misses, each with the frame from
/// which the recording shows what it ends with, and the invariants it breaks, each at its frame.
/// An engine's run is checked against `expect:` only (its violations are its profile's quirks,
/// drawn, not failures); a recording is a page under test, so a broken invariant fails it too.
extension ScenarioRun {
    /// ``expectationFailureLines``, and for a recording one more line each: from which frame it
    /// shows the final order it was compared by (`the page shows it from frame 4 (0.4 s) to the end`).
    public var checkedExpectationLines: [[String]] {
        let failures = expectationFailureLines
        guard isRecorded, let expect = expectation else { return failures }
        var aspects: [String] = []
        if let order = expect.order, order != finalOrder { aspects.append("screen") }
        if let data = expect.data, data != finalData { aspects.append("data") }
        return zip(failures, aspects).map { lines, aspect in
            let k = settledFrame { aspect == "screen" ? $0.order : $0.data }
            return lines + ["  the page shows its final \(aspect) order from \(describeFrame(k)) to the end"]
        }
    }

    /// For a recording, each invariant it breaks, at the frame where it starts to: `frame 4 (0.4 s):
    /// no-lost-items: the screen has missing B`. Nothing for an engine's run.
    public var checkedViolationLines: [[String]] {
        guard isRecorded else { return [] }
        return timeline.violations.map { ["\(describeFrame($0.frame)): \($0.rule.rawValue): \($0.message)"] }
    }

    /// `frame 4 (0.4 s)`.
    func describeFrame(_ k: Int) -> String {
        "frame \(k) (\(format(FrameRate(fps: timeline.fps).seconds(k), places: 3)) s)"
    }

    /// The first frame from which `value` keeps its last frame's value.
    func settledFrame(_ value: (Frame) -> Order) -> Int {
        let frames = timeline.frames
        guard let last = frames.last else { return 0 }
        let final = value(last)
        var k = frames.count - 1
        while k > 0 && value(frames[k - 1]) == final { k -= 1 }
        return k
    }
}
