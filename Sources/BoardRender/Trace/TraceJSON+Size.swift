import Scenario
import CollectionLayout
import ReorderEngine

extension TraceJSON {
    /// At least as many bytes as ``board(_:)`` writes for `run`, worked out from the timeline
    /// without writing any of it, so that a trace too large to write is refused first
    /// (``BoardLimits/traceBytes``).
    ///
    /// The v1 trace writes the whole screen and data order in frame 0, in every frame where
    /// one changed and at the end: every order holds the same labels, so each costs the same
    /// bytes. The v2 trace writes a change that is one move or exchange as that edit (a few
    /// dozen bytes), and any other change as the whole order (``TraceChange``). Each item's frame is counted as written; each frame's fields, events and pinned
    /// headers, and each violation, at their longest (numbers of up to 19 characters), with
    /// version 2's keys and spaces (version 3 writes fewer), and points and rects in the
    /// version's shape (objects, or from version 3 arrays).
    ///
    /// - Complexity: O(n + f + e) for n items, f frames and e events: comparing two
    ///   consecutive frames' persistent orders (and, in v2, finding the edit between
    ///   them) costs about the edits between them.
    public static func maximumBytes(_ run: ScenarioRun, version: TraceVersion = .current) -> Int {
        let t = run.timeline
        let b = run.scenario
        let number = 19  // "-123456789012.1234": longer than any length or offset a board can have
        // `{"x": , "y": , "width": , "height": }` up to version 2, `[,,,]` from version 3.
        let j = JSONStyle(version)
        let rect = (j.arrays ? 5 : 42) + 4 * number
        let point = (j.arrays ? 3 : 14) + 2 * number
        var labels = 0, longest = 0, count = 0
        for section in t.frames[0].order {
            for label in section {
                let length = Escape.jsonLength(label)
                labels += length
                longest = max(longest, length)
                count += 1
            }
        }
        // "[" + sections of "[" labels "," … "]" joined by "," + "]".
        let order = labels + count + 3 * t.frames[0].order.count + 2
        var bytes = 400 + Escape.jsonLength(b.id) + Escape.jsonLength(b.title) + Escape.jsonLength(b.file)
            + Escape.jsonLength(t.provenance.profile) + source(t.provenance, j).utf8.count
        // "items": label: rect, … (each rect as written: one short string at a time).
        let initial = t.layouts[t.frames[0].layoutIndex]
        for (s, section) in t.frames[0].order.enumerated() {
            for i in section.indices {
                bytes += 4 + self.rect(initial.frame(at: IndexPath(section: s, item: i)), j).utf8.count
            }
        }
        bytes += labels
        var previous: Frame?
        for f in t.frames {
            bytes += 120 + 3 * point + rect + longest
            for (before, now) in [(previous?.order, f.order), (previous?.data, f.data)] {
                switch TraceChange(from: before, to: now, version: version) {
                case .none: break
                case .whole: bytes += 12 + order
                // `, "orderEdit": ` and the edit, as written.
                case .edit(let e): bytes += 15 + edit(e).utf8.count
                }
            }
            if let headers = f.headers, previous == nil || previous?.headers != headers {
                bytes += 16 + headers.count * (30 + rect)
            }
            bytes += f.page == nil ? 0 : 30
            bytes += f.events.count * (100 + longest + 4 * number)
            previous = f
        }
        bytes += 60 + 2 * order + point
        for v in t.violations { bytes += 60 + Escape.jsonLength(v.message) + number }
        return bytes
    }
}
