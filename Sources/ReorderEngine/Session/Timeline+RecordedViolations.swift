import CollectionLayout

extension Timeline {
    /// The invariants a run the engine did not make is held to (a recording of a real page),
    /// checked frame by frame as the engine checks its own (``InvariantChecker``), from frame 0:
    ///
    /// - `no-lost-items`: the screen and the data hold `items`' labels, each once;
    /// - `offset-in-bounds`: the offset lies within the content the frame's layout has;
    /// - `data-matches-view` where the run is at rest: no finger down and nothing lifted (a
    ///   recording does not say when the page's animations end, so a frame at rest is one
    ///   without a gesture).
    ///
    /// `out-of-range` is not checked: it is what an app's data source is asked, which a
    /// recording of the page does not show.
    ///
    /// - Complexity: O(frames + changes × sections), as the engine's check.
    public static func recordedViolations(_ timeline: Timeline, items: Order, viewport: Size) -> [Violation] {
        var checker = InvariantChecker(items: items)
        var violations: [Violation] = []
        var previous: Frame?
        for frame in timeline.frames {
            let settled = frame.finger == nil && frame.lifted == nil
            violations += checker.check(frame: frame, settled: settled,
                                        orderChanged: previous.map { $0.order != frame.order } ?? true,
                                        dataChanged: previous.map { $0.data != frame.data } ?? true,
                                        contentSize: timeline.layouts[frame.layoutIndex].contentSize, viewport: viewport)
            previous = frame
        }
        if let last = timeline.frames.last { violations += checker.finish(frame: last) }
        return violations
    }
}
