import Scenario
import CollectionLayout
import ReorderEngine

/// What the data source holds (``Frame/data``), drawn as a strip of slots
/// beside the screen, per section: the pictures show the screen and the data
/// side by side, so a viewer sees where they part.
///
/// **Placement.** A board that scrolls vertically (a list, a grid, a
/// waterfall: tall) gets the strip to the right of the drawn region, one slot
/// per row; one that scrolls horizontally (wide) gets it below, one slot per
/// column. Carousels get none: their data is their items repeated and no
/// commit ever edits it, the page indicator already marks the page, and a
/// strip would widen the widest picture of all.
///
/// **Windowing.** A section of up to ``OrderText/limit`` slots (the most it
/// holds in any frame) is drawn whole. A longer one is drawn as a few windows
/// of slots, the rest elided as "…(n)…", as ``OrderText/summary(_:comparedWith:)``
/// shortens text: around where each lift starts and ends, around every commit's
/// two slots, around the slots on screen at the first and the last frame, and
/// the section's head and tail, at most ``maximumSlots`` slots a section, in that
/// order of priority. A board of more than ``maximumSections`` sections shows
/// that many: those with a lift, a commit or items on screen, then the first and
/// the last; "…(n sections)…" stands for the others. The windows are the same for the whole session, so a slot
/// keeps its place in the strip while what it holds changes.
///
/// **Cost.** The data changes only at commits: the strip keeps one state per
/// run of frames holding the same data (``runs``), and the pictures draw each
/// run's cells once. Where screen and data disagree is compared on the drawn
/// slots only, once per distinct pair of screen layout and data run.
struct DataStrip {
    enum Placement { case right, below }

    /// Frames `frames` hold the same data, `data`.
    struct Run {
        var frames: ClosedRange<Int>
        var data: Order
    }

    /// A commit, drawn in the strip from its frame to the end of its step, and
    /// for at least ``DataStrip/linger`` seconds.
    struct Edit {
        var frame: Int
        /// The first frame it is no longer drawn on.
        var until: Int
        /// Which of the concurrent edits it is: its arc bulges further out.
        var lane = 0
        var item: String
        var from: IndexPath
        var to: IndexPath
        var kind: CommitKind
    }

    /// "…(n)…" for the slots `slots` of `section`, drawn in `rect`.
    struct Gap {
        var section: Int
        var slots: Range<Int>
        var rect: Rect
    }

    /// Seconds an edit stays drawn at least.
    static let linger = 0.6
    /// At most this many edits drawn at once (the latest ones).
    static let concurrentEdits = 4
    /// At most this many sections drawn; the others are elided as "…(n sections)…".
    static let maximumSections = 6
    /// At most this many slots drawn per section.
    static let maximumSlots = 40
    /// Slots of context kept on each side of a slot that matters.
    static let context = 2
    static let gap = 16.0
    static let width = 176.0
    static let rowHeight = 20.0
    static let cellHeight = 18.0
    static let columnWidth = 72.0

    let placement: Placement
    /// The panel, canvas coordinates.
    let frame: Rect
    let runs: [Run]
    /// The run of each frame.
    let runOfFrame: [Int]
    /// The drawn slots of each section: ascending, disjoint ranges.
    let windows: [[Range<Int>]]
    /// Each drawn slot's cell, canvas coordinates.
    let cells: [IndexPath: Rect]
    let gaps: [Gap]
    /// Section titles, where a board has more than one section or titles them.
    let titles: [(section: Int, text: String, at: Point)]
    /// Runs of sections left out, each "…(n sections)…" at a point.
    let skipped: [(count: Int, at: Point)]
    let edits: [Edit]

    /// The strip of `run` (as drawn), placed beside `region` (drawn at the
    /// canvas's padding); `nil` for a carousel. With `length` (a camera's picture, less its
    /// padding: ``CameraFrame``), each section's slots and gaps fit that many points along
    /// the scroll axis, so that the strip is no longer than the picture however long the list.
    init?(_ run: ScenarioRun, region: Rect, length: Double? = nil) {
        let t = run.timeline
        guard !run.scenario.isCarousel, !t.frames.isEmpty else { return nil }
        placement = t.layouts[0].direction == .vertical ? .right : .below

        // Runs of equal data (equal orders sharing structure compare in O(log n)).
        var runs: [Run] = []
        var runOfFrame: [Int] = []
        runOfFrame.reserveCapacity(t.frames.count)
        // By index, each frame's field read in place (not a copy of the whole frame per frame).
        for f in t.frames.indices {
            if let last = runs.last, last.data == t.frames[f].data {
                runs[runs.count - 1].frames = last.frames.lowerBound...f
            } else {
                runs.append(Run(frames: f...f, data: t.frames[f].data))
            }
            runOfFrame.append(runs.count - 1)
        }
        self.runs = runs
        self.runOfFrame = runOfFrame

        var edits: [Edit] = []
        for f in t.frames.indices {
            for event in t.frames[f].events {
                guard case .commit(let item, let from, let to, let kind) = event else { continue }
                edits.append(Edit(frame: f, until: t.frames.count, item: item, from: from, to: to, kind: kind))
            }
        }
        // Each stays to the end of its step, and at least ``linger`` seconds;
        // at most ``concurrentEdits`` at once, each in its own lane.
        let linger = FrameRate(fps: t.fps).ticks(DataStrip.linger)
        var step = 0
        for k in edits.indices {
            let f = edits[k].frame
            while step < t.stepEnds.count, t.stepEnds[step] < f { step += 1 }
            let stepEnd = step < t.stepEnds.count ? t.stepEnds[step] : t.frames.count - 1
            var until = min(t.frames.count, max(stepEnd + 1, f + linger))
            if k + DataStrip.concurrentEdits < edits.count {
                until = min(until, max(f + 1, edits[k + DataStrip.concurrentEdits].frame))
            }
            edits[k].until = until
            edits[k].lane = k % DataStrip.concurrentEdits
        }
        self.edits = edits

        // Rows (or columns) a camera's picture has room for: the heading and status take 46
        // points and the foot 10 (or the heading line 26 and a column's margin 8).
        let beside = placement == .right
        let room = length.map { length in
            beside ? Int((length - 56) / DataStrip.rowHeight)
                : max(8, Int((length - 8) / (DataStrip.columnWidth + 4)))  // the strip may be wider than the picture
        }
        let (windows, kept) = DataStrip.windows(run, runs: runs, edits: edits, room: room)
        self.windows = windows
        let titled = windows.count > 1 || run.scenario.stage.sections.contains { $0.title != nil }
        let origin = placement == .right
            ? Point(x: Scene.padding + region.width + DataStrip.gap, y: Scene.padding)
            : Point(x: Scene.padding, y: Scene.padding + region.height + DataStrip.gap)
        var cells: [IndexPath: Rect] = [:]
        var gaps: [Gap] = []
        var titles: [(Int, String, Point)] = []
        var skipped: [(count: Int, at: Point)] = []
        var size = Size.zero
        switch placement {
        case .right:
            // Heading, status, then per section: its title, its slots and gaps, one per row.
            var y = origin.y + 46
            let x = origin.x + 30, cellWidth = DataStrip.width - 30 - 30
            var elided = 0
            func skip() {
                guard elided > 0 else { return }
                skipped.append((elided, Point(x: origin.x + 8, y: y + 9)))
                y += DataStrip.rowHeight + 6
                elided = 0
            }
            for (s, window) in windows.enumerated() {
                guard kept.contains(s) else { elided += 1; continue }
                skip()
                if titled {
                    titles.append((s, FrameSVG.sectionTitle(run.scenario, s), Point(x: origin.x + 8, y: y + 9)))
                    y += DataStrip.rowHeight
                }
                var next = 0
                for range in window {
                    if range.lowerBound > next {
                        gaps.append(Gap(section: s, slots: next..<range.lowerBound,
                                        rect: Rect(x: x, y: y, width: cellWidth, height: DataStrip.cellHeight)))
                        y += DataStrip.rowHeight
                    }
                    for i in range {
                        cells[IndexPath(section: s, item: i)] = Rect(x: x, y: y, width: cellWidth,
                                                                      height: DataStrip.cellHeight)
                        y += DataStrip.rowHeight
                    }
                    next = range.upperBound
                }
                y += 6
            }
            skip()
            size = Size(width: DataStrip.width, height: y - origin.y + 4)
        case .below:
            // Heading and status on one line, then per section a line: its title, its slots and gaps.
            var y = origin.y + 26
            var right = origin.x + 260.0
            let step = DataStrip.columnWidth + 4
            var elided = 0
            func skip() {
                guard elided > 0 else { return }
                skipped.append((elided, Point(x: origin.x + 8, y: y + 9)))
                y += DataStrip.rowHeight
                elided = 0
            }
            for (s, window) in windows.enumerated() {
                guard kept.contains(s) else { elided += 1; continue }
                skip()
                var x = origin.x + 8
                if titled {
                    titles.append((s, FrameSVG.sectionTitle(run.scenario, s), Point(x: x, y: y + 14 + 9)))
                    x += 96
                }
                var next = 0
                for range in window {
                    if range.lowerBound > next {
                        gaps.append(Gap(section: s, slots: next..<range.lowerBound,
                                        rect: Rect(x: x, y: y + 14, width: DataStrip.columnWidth,
                                                   height: DataStrip.cellHeight)))
                        x += step
                    }
                    for i in range {
                        cells[IndexPath(section: s, item: i)] = Rect(x: x, y: y + 14, width: DataStrip.columnWidth,
                                                                      height: DataStrip.cellHeight)
                        x += step
                    }
                    next = range.upperBound
                }
                right = max(right, x + 4)
                y += 14 + DataStrip.cellHeight + 18
            }
            skip()
            size = Size(width: right - origin.x, height: y - origin.y)
        }
        self.cells = cells
        self.gaps = gaps
        self.titles = titles
        self.skipped = skipped
        frame = Rect(origin: origin, size: size)
    }

    /// The drawn region and the strip together: side by side or stacked.
    func enclosing(_ region: Size) -> Size {
        switch placement {
        case .right: Size(width: region.width + DataStrip.gap + frame.width, height: max(region.height, frame.height))
        case .below: Size(width: max(region.width, frame.width), height: region.height + DataStrip.gap + frame.height)
        }
    }

    /// The slots drawn per section (see the type's note on windowing).
    ///
    /// - Complexity: O(f + r log r) for f frames and r ranges of interest
    ///   (lifts, commits), plus two range queries of the layout.
    /// With `room`, the rows (or columns) the kept sections share, each section's slots and
    /// gaps (and its title, where sections are titled) take at most their share of it, at least 5.
    static func windows(_ run: ScenarioRun, runs: [Run], edits: [Edit],
                        room: Int? = nil) -> (windows: [[Range<Int>]], kept: Set<Int>) {
        let t = run.timeline
        let sectionCount = runs.map(\.data.count).max() ?? 0
        var counts = Array(repeating: 0, count: sectionCount)
        for r in runs {
            for (s, section) in r.data.enumerated() { counts[s] = max(counts[s], section.count) }
        }
        // Slots that matter, most important first.
        var interest: [[Range<Int>]] = Array(repeating: [], count: sectionCount)
        var priority: [Int] = []  // sections, in the order they matter
        func around(_ path: IndexPath) {
            guard path.section < sectionCount else { return }
            interest[path.section].append(max(0, path.item - context)..<(path.item + context + 1))
            priority.append(path.section)
        }
        for (f, frame) in t.frames.enumerated() {
            guard let path = frame.liftedPath else { continue }
            let starts = f == 0 || t.frames[f - 1].lifted != frame.lifted
            let ends = f == t.frames.count - 1 || t.frames[f + 1].lifted != frame.lifted
            if starts || ends { around(path) }
        }
        for edit in edits {
            around(edit.from)
            around(edit.to)
        }
        let viewport = run.scenario.stage.viewport
        for frame in [t.frames[0], t.frames[t.frames.count - 1]] {
            let shown = t.layouts[frame.layoutIndex].items(in: Rect(origin: frame.offset, size: viewport))
            for s in Set(shown.map(\.section)).sorted() where s < sectionCount {
                let items = shown.filter { $0.section == s }.map(\.item)
                let low = items.min() ?? 0
                interest[s].append(low..<min((items.max() ?? low) + 1, low + 10))
                priority.append(s)
            }
        }
        // Sections: all of a board of a few, else those that matter, first and last.
        var kept = Set<Int>()
        if sectionCount <= maximumSections {
            kept = Set(0..<sectionCount)
        } else {
            for s in priority + [0, sectionCount - 1] where kept.count < maximumSections {
                kept.insert(s)
            }
        }
        let keptCount = kept.count
        let windows = counts.enumerated().map { s, count -> [Range<Int>] in
            if !kept.contains(s) { return [] }
            let share = room.map { max(5, $0 / max(1, keptCount) - (keptCount > 1 ? 1 : 0)) }
            if count <= min(OrderText.limit, share ?? count) { return count == 0 ? [] : [0..<count] }
            var kept: [Range<Int>] = []
            // Within a camera's room the first and last slots come first: the strip then always
            // shows where the data ends, whatever the slots around the drag take.
            let ends = share == nil ? [] : [0..<1, (count - 1)..<count]
            for range in ends + interest[s] + [0..<3, (count - 2)..<count] {
                let clipped = range.clamped(to: 0..<count)
                let merged = merge(kept + [clipped])
                let slots = merged.reduce(0, { $0 + $1.count })
                if let share {
                    // Each gap ("…(n)…") takes a row too.
                    let gaps = merged.count - 1 + (merged.first?.lowerBound == 0 ? 0 : 1)
                        + (merged.last?.upperBound == count ? 0 : 1)
                    if slots + gaps > share { continue }
                } else if slots > maximumSlots {
                    continue
                }
                kept = merged
            }
            return kept
        }
        return (windows, kept)
    }

    /// Ascending, disjoint ranges covering the same slots as `ranges`.
    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !r.isEmpty {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged
    }
}
