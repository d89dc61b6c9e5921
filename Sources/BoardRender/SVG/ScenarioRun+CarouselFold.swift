import Scenario
import CollectionLayout
import ReorderEngine

extension ScenarioRun {
    /// The run as the pictures draw it.
    ///
    /// The pictures show the part of the content a session visits, with the
    /// viewport moving over it. A carousel's content is its items repeated
    /// 500 times, and the jump from the last page back to page 0 would make
    /// that part the whole strip, thousands of pages wide. But the strip looks
    /// the same every `count` pages (a period), so a carousel is drawn on a
    /// short strip of a few periods instead:
    ///
    /// - the frames are cut into runs wherever the offset jumps by a period or
    ///   more in one tick (the wrap is such a jump);
    /// - a run that reaches the last page keeps its distance to the content's
    ///   end, so the strip ends where the real content ends;
    /// - any other run keeps its distance to the start of the period it
    ///   starts in, so it is drawn in the strip's first periods;
    /// - the strip is as many periods as the runs need.
    ///
    /// Continuous motion stays continuous; only jumps, which already are jumps,
    /// land elsewhere. The trace is written from the real timeline; other
    /// boards are drawn as they are.
    var foldedForDrawing: ScenarioRun {
        guard case .carousel(let configuration) = scenario.subject, !configuration.items.isEmpty,
              !timeline.frames.isEmpty, let real = timeline.layouts.first, let pageCount = real.itemCounts.first
        else { return self }
        let items = configuration.items
        let vertical = configuration.direction == .vertical
        let page = vertical ? configuration.viewport.height : configuration.viewport.width
        let period = Double(items.count) * page
        let repeats = pageCount / items.count
        guard page > 0, repeats > 1 else { return self }
        let contentEnd = Double(pageCount) * page
        func along(_ p: Point) -> Double { vertical ? p.y : p.x }

        // The runs, and for each whether it reaches the last page.
        var runs: [(range: Range<Int>, low: Double, high: Double)] = []
        var start = 0
        let frames = timeline.frames
        for i in frames.indices.dropFirst() + [frames.count] {
            guard i == frames.count || abs(along(frames[i].offset) - along(frames[i - 1].offset)) >= period
            else { continue }
            let values = frames[start..<i].map { along($0.offset) }
            runs.append((start..<i, values.min() ?? 0, values.max() ?? 0))
            start = i
        }
        func reachesEnd(_ high: Double) -> Bool { high + page > contentEnd - page / 2 }

        // How many periods the strip needs.
        var periods = 1
        for run in runs {
            let need = reachesEnd(run.high)
                ? (contentEnd - run.low) / period
                : (run.high - (run.low / period).rounded(.down) * period + page) / period
            periods = max(periods, Int(need.rounded(.up)))
        }
        guard periods < repeats else { return self }

        var drawn = frames
        let stripEnd = Double(periods) * period
        for run in runs {
            let shift = reachesEnd(run.high) ? contentEnd - stripEnd : (run.low / period).rounded(.down) * period
            for i in run.range {
                if vertical { drawn[i].offset.y -= shift } else { drawn[i].offset.x -= shift }
            }
        }
        var strip = configuration
        strip.repeats = periods
        let order: Order = [strip.pages]
        for i in drawn.indices {
            drawn[i].order = order
            drawn[i].data = order
            drawn[i].layoutIndex = 0
        }
        var folded = timeline
        folded.layouts = [strip.layout.prepare(sections: [Array(repeating: strip.viewport, count: order[0].count)])]
        folded.frames = drawn
        return ScenarioRun(scenario: scenario, timeline: folded)
    }
}
