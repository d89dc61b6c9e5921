extension PreparedLayout {
    /// This layout after `move`, for sections of `counts` items: each section
    /// the move touches comes from `relayOut` (given its section index, where its
    /// sizes changed, and its old geometry, and laid out where the old section
    /// started); the sections after a section that grew or shrank are moved by
    /// as much. For flow and list layouts, whose sections hold no waterfall
    /// bodies (``WaterfallLayout`` lays out the sections after a move itself).
    ///
    /// - Complexity: O(s) for s sections, plus the work of `relayOut` and of
    ///   moving sections (O(1) for grids, O(segments) for line bodies, O(items)
    ///   for stored ones).
    func replacing(after move: LayoutMove, counts: [Int],
                   relayOut: (Int, SizeEdit, SectionGeometry) -> SectionGeometry) -> PreparedLayout {
        let (from, to) = (move.from, move.to)
        var edits: [Int: SizeEdit] = [:]
        if from.section == to.section {
            let (lo, hi) = (min(from.item, to.item), max(from.item, to.item) + 1)
            edits[from.section] = SizeEdit(start: lo, oldEnd: hi, newEnd: hi)
        } else {
            edits[from.section] = SizeEdit(start: from.item, oldEnd: from.item + 1, newEnd: from.item)
            edits[to.section] = SizeEdit(start: to.item, oldEnd: to.item, newEnd: to.item + 1)
        }
        let axes = Axes(direction: direction)
        var result = sections
        var delta = 0.0
        for s in sections.indices {
            let old = sections[s]
            if let edit = edits[s] {
                precondition(old.items.count - edit.oldEnd == counts[s] - edit.newEnd,
                             "section \(s) has \(counts[s]) items, not what the move leaves of \(old.items.count)")
                let new = relayOut(s, edit, old)
                result[s] = new.shifted(by: delta, axes: axes)
                delta += axes.end(new.bounds) - axes.end(old.bounds)
            } else if delta != 0 {
                result[s] = old.shifted(by: delta, axes: axes)
            }
        }
        let content = contentSize
        return PreparedLayout(direction: direction, sections: result,
                              contentSize: axes.size(along: axes.along(content) + delta, across: axes.across(content)))
    }
}

extension SectionGeometry {
    /// The section moved by `d` along the scroll axis, sharing its storage
    /// where it can: O(1) for a grid, O(segments) for a line body, O(n) for
    /// stored frames. (Not for waterfall bodies: see ``WaterfallBody/replacing(sizes:from:top:)``.)
    func shifted(by d: Double, axes: Axes) -> SectionGeometry {
        guard d != 0 else { return self }
        let items: ItemFrames, lines: LineList
        switch self.items.storage {
        case .grid(let grid):
            let moved = grid.shifted(by: d)
            (items, lines) = (ItemFrames(.grid(moved)), LineList(.grid(moved)))
        case .body(let body):
            let moved = body.shifted(by: d)
            (items, lines) = (ItemFrames(.body(moved)), LineList(.body(moved)))
        case .waterfall:
            preconditionFailure("a waterfall section is laid out again from its new top, not moved")
        case .stored(let frames):
            items = ItemFrames(frames.map { axes.offset($0, by: d) })
            lines = LineList(self.lines.map { Line(items: $0.items, start: $0.start + d, end: $0.end + d) })
        }
        return SectionGeometry(header: header.map { axes.offset($0, by: d) },
                               footer: footer.map { axes.offset($0, by: d) },
                               bounds: axes.offset(bounds, by: d), items: items, lines: lines, columns: columns)
    }
}

extension PreparedLayout {
    /// Whether the layout of `sections` after a move is worth working out
    /// from this one, the layout before it: it has as many sections, and the
    /// board has at least the tuning's threshold of items (below that a fresh
    /// layout costs tens of microseconds and is exact, whatever the lengths).
    func isWorthRelayingOut<Sizes: Collection>(for sections: [Sizes], tuning: RelayoutTuning) -> Bool {
        self.sections.count == sections.count && sections.reduce(0, { $0 + $1.count }) >= tuning.threshold
    }
}
