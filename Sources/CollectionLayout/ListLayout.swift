/// The layout of a `UITableView`: one item per line.
///
/// Words below are for the vertical direction; the horizontal direction is the
/// same with the axes swapped (rows become columns spanning the height between
/// the top and bottom insets, as wide as their items, stacked rightwards).
///
/// - Every row spans the collection's width between the section insets:
///   x = left inset, width = collection width − left inset − right inset. The
///   item's width is ignored; its height is the row's height.
/// - Rows are stacked downwards, `lineSpacing` apart.
/// - A section is: header (full collection width), top inset, rows, bottom
///   inset, footer, as in ``FlowLayout``. Frames are not rounded.
///
/// Each row is one ``Line`` of its section.
public struct ListLayout: Layout, Hashable {
    public var direction: ScrollDirection
    /// The visible size of the collection (the viewport), in points.
    public var collectionSize: Size
    /// Spacing between rows, in points (a table view's rows touch: 0).
    public var lineSpacing: Double
    public var sectionInset: Insets
    /// Header height (vertical) or width (horizontal); 0 for none.
    public var headerLength: Double
    /// Footer height (vertical) or width (horizontal); 0 for none.
    public var footerLength: Double
    /// Whether sections of rows of one height are kept as a ``Grid`` (the default).
    var usesGrids = true

    public init(direction: ScrollDirection = .vertical, collectionSize: Size,
                lineSpacing: Double = 0, sectionInset: Insets = .zero,
                headerLength: Double = 0, footerLength: Double = 0) {
        self.direction = direction
        self.collectionSize = collectionSize
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.headerLength = headerLength
        self.footerLength = footerLength
    }

    /// How the layout lays itself out again after a move.
    var relayout = RelayoutTuning()

    /// - Complexity: O(n) for n items.
    public func prepare(sections: [[Size]]) -> PreparedLayout {
        var stack = makeStack(sectionCount: sections.count)
        for sizes in sections { layOutSection(sizes, into: &stack) }
        return stack.prepared()
    }

    /// Re-lays out only the rows between the two places of a move (see
    /// ``LineBody/replacing(sizes:edit:rule:chunkLength:)``) and moves the
    /// sections after a section that grew or shrank; a section that was a grid,
    /// had no rows or comes to have rows of one height is laid out afresh.
    public func prepare<Sizes: RandomAccessCollection & Sendable>(sections: [Sizes], after move: LayoutMove,
                                                       previous: PreparedLayout) -> PreparedLayout
        where Sizes.Element == Size, Sizes.Index == Int {
        guard previous.isWorthRelayingOut(for: sections, tuning: relayout) else {
            return prepare(sections: sections.map { Array($0) })
        }
        let stack = makeStack(sectionCount: 1)
        return previous.replacing(after: move, counts: sections.map(\.count)) { s, edit, old in
            var stack = stack.starting(at: stack.axes.start(old.bounds))
            if let body = old.items.body, body.count > 0, !sections[s].isEmpty {
                let replaced = body.replacing(sizes: sections[s], edit: edit, rule: ListLineRule(stack, lineSpacing: lineSpacing),
                                              chunkLength: relayout.lineChunkLength(forItems: sections[s].count))
                // Rows that come to have one height are a grid, as a fresh layout makes them.
                if !usesGrids || replaced.uniformSize == nil, let end = replaced.bodyEnd {
                    _ = stack.openSection()
                    stack.closeSection(bodyEnd: end, body: replaced)
                    return stack.lastSection
                }
            }
            layOutSection(Array(sections[s]), into: &stack)
            return stack.lastSection
        }
    }

    private func makeStack(sectionCount: Int) -> SectionStack {
        SectionStack(direction: direction, collectionSize: collectionSize, sectionInset: sectionInset,
                     headerLength: headerLength, footerLength: footerLength, sectionCount: sectionCount)
    }

    /// Lays out one section at the stack's cursor.
    private func layOutSection(_ sizes: [Size], into stack: inout SectionStack) {
        let axes = stack.axes
        let cursor = stack.openSection()
        if usesGrids, let first = sizes.first, sizes.allSatisfy({ axes.along($0) == axes.along(first) }) {
            stack.closeSection(grid: Grid(
                direction: direction, count: sizes.count, perLine: 1, top: cursor,
                alongLength: axes.along(first), spacing: lineSpacing, crossStarts: [stack.insets.crossStart],
                acrossLength: stack.available))
            return
        }
        let (body, end) = ListLineRule(stack, lineSpacing: lineSpacing)
            .layOutBody(sizes, top: cursor, chunkLength: relayout.lineChunkLength(forItems: sizes.count))
        stack.closeSection(bodyEnd: end ?? cursor, body: body)
    }
}

/// The rows of ``ListLayout``: one item per line, across the whole width
/// between the insets.
struct ListLineRule: LineRule {
    let axes: Axes
    let crossStart: Double
    let available: Double
    let lineSpacing: Double

    init(_ stack: SectionStack, lineSpacing: Double) {
        axes = stack.axes
        crossStart = stack.insets.crossStart
        available = stack.available
        self.lineSpacing = lineSpacing
    }

    func layOutLine<Sizes: RandomAccessCollection>(_ sizes: Sizes, from first: Int, at start: Double,
                                                   into frames: inout [Rect]) -> (end: Int, length: Double)
        where Sizes.Element == Size, Sizes.Index == Int {
        let length = axes.along(sizes[first])
        frames.append(axes.rect(along: start, across: crossStart, alongLength: length, acrossLength: available))
        return (first + 1, length)
    }
}
