import Scenario
import CollectionLayout
import ReorderEngine

/// What the pictures draw on top of the collection: arrows for exchanges,
/// the auto-scroll's edge zones and speed, event lines and violation badges.
extension Scene {
    /// How far inside the viewport's edges the board's auto-scroll starts (0: none).
    var edgeZone: Double { run.timeline.provenance.edgeZone }

    /// The exchanges of frames `range`, each from its slot in the previous
    /// frame's layout to its slot in that frame's.
    func exchangeArrows(in range: ClosedRange<Int>) -> [ExchangeArrow] {
        let t = run.timeline
        var arrows: [ExchangeArrow] = []
        for f in range where f > 0 && f < t.frames.count {
            for event in t.frames[f].events {
                guard case .exchange(let item, let from, let to) = event else { continue }
                let before = t.layouts[t.frames[f - 1].layoutIndex], after = t.layouts[t.frames[f].layoutIndex]
                guard before.sections.indices.contains(from.section),
                      before.sections[from.section].items.indices.contains(from.item),
                      after.sections.indices.contains(to.section),
                      after.sections[to.section].items.indices.contains(to.item) else { continue }
                arrows.append(ExchangeArrow(frame: f, label: item,
                                            from: Self.arrowEnd(canvasRect(before.frame(at: from))),
                                            to: Self.arrowEnd(canvasRect(after.frame(at: to)))))
            }
        }
        return arrows
    }

    /// Where an exchange arrow starts or ends on a slot: near its top-left
    /// corner (a quarter of its size in, at most 14 points), off the label at its
    /// centre, so arrows between slots in a row or a column cross no label.
    static func arrowEnd(_ slot: Rect) -> Point {
        Point(x: slot.minX + min(14, slot.width / 4), y: slot.minY + min(14, slot.height / 4))
    }

    /// The scroll of frame `f`, if the content scrolled then.
    func scroll(at f: Int) -> Point? {
        for event in run.timeline.frames[f].events {
            if case .scroll(let dx, let dy) = event { return Point(x: dx, y: dy) }
        }
        return nil
    }

    /// The event log's entry for frame `f`, without its time: what changed on
    /// the screen ("screen: B to G's slot") and in the data ("data: move B [0,1] → [0,6]"),
    /// lifts, drops, a scroll starting or stopping, and the rules broken then;
    /// `nil` when nothing new happens.
    func logEntry(at f: Int) -> String? {
        let t = run.timeline
        var parts: [String] = []
        for event in t.frames[f].events {
            switch event {
            case .lift(let item): parts.append("\(text(of: item)) lifts")
            case .exchange(let item, _, let to):
                parts.append("screen: \(text(of: item)) to " + slotName(to, in: f > 0 ? t.frames[f - 1].order : nil))
            case .commit(let item, let from, let to, let kind):
                let before = f > 0 ? t.frames[f - 1].data : nil
                parts.append(kind == .move ? "data: move \(text(of: item)) \(from) → \(to)"
                                           : "data: exchange \(text(of: item)) \(from) ↔ "
                                               + "\(itemName(at: to, in: before).map { "\($0) " } ?? "")\(to)")
            case .release(let item): parts.append("release" + (item.map { ", \(text(of: $0)) drops" } ?? ""))
            case .cancel: parts.append("cancel")
            case .scroll: break
            }
        }
        let scrolls = scroll(at: f) != nil, scrolled = f > 0 && scroll(at: f - 1) != nil
        if scrolls && !scrolled, let d = scroll(at: f) { parts.append("scroll starts \(SVGParts.direction(d))") }
        if scrolled && !scrolls { parts.append("scroll stops") }
        for v in t.violations where v.frame == f { parts.append("⚠ \(v.rule.rawValue)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Routine moves kept as their own entries at the start of a steady scroll;
    /// the rest of the run is one entry (``eventLog()``).
    static let routineKept = 3

    /// The event log: each frame's ``logEntry(at:)`` with its real time
    /// ("0.52 s screen: B to G's slot"), except *routine* moves: a frame whose
    /// only events are screen moves while the content scrolls at a steady speed
    /// (the same step as the frame before). The first ``routineKept`` of a steady
    /// scroll are entries; the rest, when they span more than ``StoryTime/quiet``,
    /// become one entry at the last of them ("2.73–42.47 s 573 more moves,
    /// screen: 2 to 578's slot"), so the stretch between is quiet and story time
    /// skips it (docs/pacing.md).
    func eventLog() -> [(frame: Int, text: String)] {
        let t = run.timeline
        var log: [(frame: Int, text: String)] = []
        var routine: [Int] = []   // routine frames of the current steady scroll, beyond those kept
        var kept = 0
        func flush() {
            guard let last = routine.last else { return }
            let moves = routine.count, first = routine[0]
            // Too short to skip: each its own entry.
            if last - first < FrameRate(fps: t.fps).ticks(StoryTime.quiet) {
                for f in routine { log.append((f, "\(format(t.frames[f].time)) s " + (logEntry(at: f) ?? ""))) }
                routine = []
                return
            }
            let text = logEntry(at: last) ?? ""
            log.append((last, "\(format(t.frames[first].time))–\(format(t.frames[last].time)) s "
                        + "\(moves) more move\(moves == 1 ? "" : "s"), " + text))
            routine = []
        }
        for f in t.frames.indices {
            let steady = f > 0 && scroll(at: f) != nil && scroll(at: f) == scroll(at: f - 1)
            if !steady {
                flush()
                kept = 0
            }
            guard let text = logEntry(at: f) else { continue }
            let onlyMoves = t.frames[f].events.allSatisfy {
                switch $0 {
                case .exchange, .scroll: true
                default: false
                }
            } && !t.violations.contains { $0.frame == f }
            if steady && onlyMoves {
                if kept < Self.routineKept {
                    kept += 1
                } else {
                    routine.append(f)
                    continue
                }
            } else {
                flush()
            }
            log.append((f, "\(format(t.frames[f].time)) s \(text)"))
        }
        flush()
        return log
    }

    /// "G's slot": the item that held index path `path` in `order`, or the path itself.
    private func slotName(_ path: IndexPath, in order: Order?) -> String {
        itemName(at: path, in: order).map { "\($0)'s slot" } ?? "\(path)"
    }

    /// The text of the item at `path` in `order`, if there is one.
    private func itemName(at path: IndexPath, in order: Order?) -> String? {
        guard let order, path.section < order.count, path.item < order[path.section].count else { return nil }
        return text(of: order[path.section][path.item])
    }
}
