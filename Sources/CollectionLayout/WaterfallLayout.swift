/// The waterfall layout of `CHTCollectionViewWaterfallLayout`: items of one
/// width in columns, each item going to the shortest column. Vertical only.
///
/// - `c` = `columns` (at least 1); `available` = collection width − left
///   inset − right inset; the column width is
///   `cw = (available − (c − 1) × itemSpacing) / c` (0 if that is negative).
///   Column k starts at x = left inset + k × (cw + itemSpacing).
/// - Every item is `cw` wide and keeps its aspect ratio:
///   height = item height × cw / item width (an item of zero width keeps its
///   height).
/// - Items go in index order into the shortest column — the one whose bottom is
///   smallest, the leftmost of equals — at y = that bottom, which then grows by
///   the item's height plus `lineSpacing`.
/// - A section is: header (full collection width), top inset, the columns, bottom
///   inset, footer, as in ``FlowLayout``. Column bottoms start after the top
///   inset; the columns end at the tallest column's bottom minus one
///   `lineSpacing` (the bottom of the lowest item). A section without items is
///   header, top inset, bottom inset, footer. Frames are not rounded.
///
/// Sections are indexed by ``Column``s, not lines.
public struct WaterfallLayout: Layout, Hashable {
    /// The visible size of the collection (the viewport), in points.
    public var collectionSize: Size
    /// The number of columns, at least 1 (`prepare` counts a smaller number as 1).
    public var columns: Int
    /// Vertical spacing between the items of a column, in points (CHT's
    /// `minimumInteritemSpacing`).
    public var lineSpacing: Double
    /// Horizontal spacing between columns, in points (CHT's `minimumColumnSpacing`).
    public var itemSpacing: Double
    public var sectionInset: Insets
    /// Header height; 0 for none.
    public var headerLength: Double
    /// Footer height; 0 for none.
    public var footerLength: Double
    /// Whether sections of items of one height are kept as a ``Grid`` (the default).
    var usesGrids = true

    public init(collectionSize: Size, columns: Int = 2, lineSpacing: Double = 10,
                itemSpacing: Double = 10, sectionInset: Insets = .zero,
                headerLength: Double = 0, footerLength: Double = 0) {
        self.collectionSize = collectionSize
        self.columns = columns
        self.lineSpacing = lineSpacing
        self.itemSpacing = itemSpacing
        self.sectionInset = sectionInset
        self.headerLength = headerLength
        self.footerLength = footerLength
    }

    /// How the layout lays itself out again after a move.
    var relayout = RelayoutTuning()

    /// - Complexity: O(n × c) for n items and c columns.
    public func prepare(sections: [[Size]]) -> PreparedLayout {
        var stack = makeStack(sectionCount: sections.count)
        for sizes in sections { layOutSection(sizes, into: &stack) }
        return stack.prepared()
    }

    /// Keeps the sections before a move and the items before it in its
    /// section, and lays out the rest lazily (see ``WaterfallBody``): only as
    /// far as queries look. A section is laid out to its end only when
    /// sections follow it (their tops are worked out as a fresh layout works
    /// them out, so that their columns are the same), and the last one when
    /// the content size is asked for. A section of one height is a grid,
    /// laid out afresh (O(rows)).
    public func prepare<Sizes: RandomAccessCollection & Sendable>(sections: [Sizes], after move: LayoutMove,
                                                                  previous: PreparedLayout) -> PreparedLayout
        where Sizes.Element == Size, Sizes.Index == Int {
        guard previous.isWorthRelayingOut(for: sections, tuning: relayout) else {
            return prepare(sections: sections.map { Array($0) })
        }
        var edits: [Int: Int] = [:]   // section: the first item whose size may have changed
        edits[move.from.section] = move.from.item
        edits[move.to.section] = min(move.to.item, edits[move.to.section] ?? .max)
        let first = min(move.from.section, move.to.section)
        let old = previous.sections
        var result = Array(old[..<first])
        var stack = makeStack(sectionCount: sections.count - first)
            .starting(at: old[first].start(axes: Axes(direction: .vertical)))
        var lazyEnd: DeferredEnd?
        for s in first..<sections.count {
            let top = stack.openSection()
            let sizes = sections[s]
            if let lazy = old[s].lazyWaterfall, !sizes.isEmpty,
               edits[s] == nil || move.from.section == move.to.section || !oneHeight(sizes, width: lazy.body.parameters.width) {
                // The items before the edit keep their frames (all of them, in a
                // section the move did not touch), unless the section starts
                // elsewhere now: then it is laid out afresh from its new top.
                let body = lazy.body.replacing(sizes: sizes, from: edits[s] ?? sizes.count, top: top)
                let last = s == sections.count - 1
                stack.closeSection(waterfall: body, eager: !last)
                if last { lazyEnd = stack.lastSection.lazyWaterfall }
            } else if edits[s] == nil, let grid = old[s].grid, grid.top == top {
                stack.closeSection(grid: grid)
            } else {
                // A grid, an empty section, or a section that comes to have one height.
                stack.closeSection(sizes: Array(sizes), top: top, layout: self)
            }
            result.append(stack.lastSection)
        }
        if let lazyEnd {
            return PreparedLayout(direction: .vertical, sections: result, endingWith: lazyEnd)
        }
        return stack.prepared(after: result.dropLast(stack.sectionCount))
    }

    /// Whether every item of `sizes` is as tall in columns `width` wide (and
    /// grids are in use). Stops at the first that is not.
    private func oneHeight<Sizes: RandomAccessCollection>(_ sizes: Sizes, width: Double) -> Bool
        where Sizes.Element == Size {
        guard usesGrids, let first = sizes.first.map({ Self.height($0, width: width) }) else { return false }
        return sizes.allSatisfy { Self.height($0, width: width) == first }
    }

    /// An item's height in columns `width` wide: it keeps its aspect ratio
    /// (an item of zero width keeps its height).
    static func height(_ size: Size, width: Double) -> Double {
        size.width > 0 ? size.height * width / size.width : size.height
    }

    private func makeStack(sectionCount: Int) -> SectionStack {
        SectionStack(direction: .vertical, collectionSize: collectionSize, sectionInset: sectionInset,
                     headerLength: headerLength, footerLength: footerLength, sectionCount: sectionCount)
    }

    /// Lays out one section at the stack's cursor.
    private func layOutSection(_ sizes: [Size], into stack: inout SectionStack) {
        let top = stack.openSection()
        stack.closeSection(sizes: sizes, top: top, layout: self)
    }

    /// The body of a section of `sizes` whose columns start at `top`: a grid
    /// when every item is as tall (or grids are off), else a waterfall body,
    /// laid out now.
    func closeSection(_ sizes: [Size], top: Double, into stack: inout SectionStack) {
        let parameters = bodyParameters(top: top)
        let (xs, width, c) = (parameters.xs, parameters.width, parameters.xs.count)
        if oneHeight(sizes, width: width), let first = sizes.first.map({ Self.height($0, width: width) }) {
            // Equal heights: after each row every column has the same bottom
            // (each ran the same sums), so items fill the columns row by row;
            // unless items and spacing add nothing, when every bottom stays
            // where it was and every item goes to the leftmost column.
            let fills = first + lineSpacing > 0
            stack.closeSection(grid: Grid(
                direction: .vertical, count: sizes.count, perLine: fills ? c : 1, top: top, alongLength: first,
                spacing: lineSpacing, crossStarts: fills ? xs : [xs[0]], acrossLength: width))
            return
        }
        let body = relayout.chunkLength.map { WaterfallBody(sizes: sizes, parameters: parameters, chunkSize: $0) }
            ?? WaterfallBody(sizes: sizes, parameters: parameters)
        stack.closeSection(waterfall: body, eager: true)
    }
}
