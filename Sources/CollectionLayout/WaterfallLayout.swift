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

    /// - Complexity: O(n × c) for n items and c columns.
    public func prepare(sections: [[Size]]) -> PreparedLayout {
        var stack = SectionStack(direction: .vertical, collectionSize: collectionSize,
                                 sectionInset: sectionInset, headerLength: headerLength,
                                 footerLength: footerLength, sectionCount: sections.count)
        let c = max(1, columns)
        let width = max(0, (stack.available - Double(c - 1) * itemSpacing) / Double(c))
        // Column starts accumulated rather than `left + k × (cw + s)`, so that
        // each column starts at or after the end of the previous one even after
        // rounding (the two agree in exact arithmetic).
        var xs: [Double] = []
        xs.reserveCapacity(c)
        var x = stack.insets.crossStart
        for _ in 0..<c {
            xs.append(x)
            x = x + width + itemSpacing
        }

        func height(_ size: Size) -> Double { size.width > 0 ? size.height * width / size.width : size.height }
        for sizes in sections {
            let top = stack.openSection()
            if usesGrids, let first = sizes.first.map(height), sizes.allSatisfy({ height($0) == first }) {
                // Equal heights: after each row every column has the same bottom
                // (each ran the same sums), so items fill the columns row by row.
                stack.closeSection(grid: Grid(
                    direction: .vertical, count: sizes.count, perLine: c, top: top, alongLength: first,
                    spacing: lineSpacing, crossStarts: xs, acrossLength: width))
                continue
            }
            var bottoms = [Double](repeating: top, count: c)
            var frames: [Rect] = []
            frames.reserveCapacity(sizes.count)
            var index = xs.map { Column(start: $0, end: $0 + width, items: []) }
            // The lowest item bottom: in exact arithmetic the tallest column's
            // bottom minus one line spacing, without the rounding of adding the
            // spacing and taking it away again.
            var bodyEnd = top
            for (i, size) in sizes.enumerated() {
                var k = 0
                for j in 1..<c where bottoms[j] < bottoms[k] { k = j }
                let frame = Rect(x: xs[k], y: bottoms[k], width: width, height: height(size))
                frames.append(frame)
                index[k].items.append(i)
                bottoms[k] = frame.maxY + lineSpacing
                bodyEnd = max(bodyEnd, frame.maxY)
            }
            stack.closeSection(bodyEnd: bodyEnd, items: frames, lines: [], columns: index)
        }
        return stack.prepared()
    }
}
