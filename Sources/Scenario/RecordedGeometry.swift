import CollectionLayout
import ReorderEngine

/// The geometry of a recorded page laid out otherwise than its board: the slots its items held
/// at frame 0 (the trace's `items`, by frame 0's order), so that an order is drawn with its
/// section's i-th item in that section's i-th slot, as a page of rows or cells shows it.
///
/// The trace carries the page's rects only at frame 0, not a layout. A page whose items keep
/// their slots (a list, a grid of equal cells) is drawn exactly; one whose items differ in
/// size and reflow when they move is drawn with each item in the slot of its place, the size
/// of the item that was there at frame 0. A section holding more items than it had slots (a
/// move across sections) continues its last step.
struct RecordedGeometry {
    let direction: ScrollDirection
    let contentSize: Size
    /// Each section's slots, in index order.
    let slots: [[Rect]]

    /// The page's geometry, or `nil` when it is the board's: the same viewport, and each item of
    /// frame 0 where the board's layout puts it (within the trace's four decimals).
    init?(_ trace: RecordedTrace, differingFrom stage: Stage) {
        guard let first = trace.frames.first else { return nil }
        let order = first.order
        var slots: [[Rect]] = []
        for section in order {
            var rects: [Rect] = []
            for label in section {
                guard let rect = trace.items[label] else { return nil }   // refused by the run's checks
                rects.append(rect)
            }
            slots.append(rects)
        }
        direction = stage.direction
        contentSize = trace.contentSize
        self.slots = slots
        if Self.close(trace.viewport, stage.viewport) {
            guard order.allSatisfy({ $0.allSatisfy { stage.sizes[$0] != nil } }) else { return nil }
            let sizes = order.map { $0.map { stage.sizes[$0] ?? Size(width: 0, height: 0) } }
            let board = stage.layout.prepare(sections: sizes)
            let same = slots.enumerated().allSatisfy { s, rects in
                rects.enumerated().allSatisfy { i, r in Self.close(r, board.frame(at: IndexPath(section: s, item: i))) }
            }
            if same { return nil }
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.001 }
    static func close(_ a: Size, _ b: Size) -> Bool { close(a.width, b.width) && close(a.height, b.height) }
    static func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    /// `order` laid out in the page's slots.
    func layout(_ order: Order) -> PreparedLayout {
        let vertical = direction == .vertical
        var sections: [SectionGeometry] = []
        var end = 0.0   // where the sections so far end along the scroll axis
        for (s, section) in order.enumerated() {
            let own = s < slots.count ? slots[s] : []
            let rects = section.indices.map { slot(own, $0, after: end) }
            // Lines: consecutive slots that start at one place along the scroll axis.
            var lines: [Line] = []
            for (i, r) in rects.enumerated() {
                let start = vertical ? r.minY : r.minX, stop = vertical ? r.maxY : r.maxX
                if let last = lines.last, last.start == start {
                    lines[lines.count - 1] = Line(items: last.items.lowerBound..<(i + 1), start: start, end: max(last.end, stop))
                } else {
                    lines.append(Line(items: i..<(i + 1), start: start, end: stop))
                }
            }
            let startAlong = min(end, lines.first?.start ?? end)
            let endAlong = max(startAlong, lines.map(\.end).max() ?? startAlong)
            let bounds = vertical
                ? Rect(x: 0, y: startAlong, width: contentSize.width, height: endAlong - startAlong)
                : Rect(x: startAlong, y: 0, width: endAlong - startAlong, height: contentSize.height)
            sections.append(SectionGeometry(header: nil, footer: nil, bounds: bounds, items: rects, lines: lines))
            end = endAlong
        }
        return PreparedLayout(direction: direction, sections: sections, contentSize: contentSize)
    }

    /// Slot `i` of a section with slots `own`: its own, or past the last one by the last step
    /// between two (by the last slot's length when it has one; at `after` when it has none).
    private func slot(_ own: [Rect], _ i: Int, after: Double) -> Rect {
        if i < own.count { return own[i] }
        guard let last = own.last else {
            let size = slots.lazy.flatMap { $0 }.first?.size ?? Size(width: 0, height: 0)
            let along = after + Double(i) * (direction == .vertical ? size.height : size.width)
            return direction == .vertical ? Rect(x: 0, y: along, width: size.width, height: size.height)
                : Rect(x: along, y: 0, width: size.width, height: size.height)
        }
        let previous = own.count > 1 ? own[own.count - 2] : nil
        let dx = previous.map { last.minX - $0.minX } ?? (direction == .vertical ? 0 : last.width)
        let dy = previous.map { last.minY - $0.minY } ?? (direction == .vertical ? last.height : 0)
        let k = Double(i - own.count + 1)
        return Rect(x: last.minX + dx * k, y: last.minY + dy * k, width: last.width, height: last.height)
    }
}
