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

    /// - Complexity: O(n) for n items.
    public func prepare(sections: [[Size]]) -> PreparedLayout {
        var stack = SectionStack(direction: direction, collectionSize: collectionSize,
                                 sectionInset: sectionInset, headerLength: headerLength,
                                 footerLength: footerLength, sectionCount: sections.count)
        let axes = stack.axes
        let (crossStart, available) = (stack.insets.crossStart, stack.available)

        for sizes in sections {
            var cursor = stack.openSection()
            if usesGrids, let first = sizes.first, sizes.allSatisfy({ axes.along($0) == axes.along(first) }) {
                stack.closeSection(grid: Grid(
                    direction: direction, count: sizes.count, perLine: 1, top: cursor,
                    alongLength: axes.along(first), spacing: lineSpacing, crossStarts: [crossStart],
                    acrossLength: available))
                continue
            }
            var frames: [Rect] = []
            var lines: [Line] = []
            frames.reserveCapacity(sizes.count)
            lines.reserveCapacity(sizes.count)
            for (i, size) in sizes.enumerated() {
                if i > 0 { cursor += lineSpacing }
                let length = axes.along(size)
                frames.append(axes.rect(along: cursor, across: crossStart,
                                        alongLength: length, acrossLength: available))
                lines.append(Line(items: i..<(i + 1), start: cursor, end: cursor + length))
                cursor += length
            }
            stack.closeSection(bodyEnd: cursor, items: frames, lines: lines)
        }
        return stack.prepared()
    }
}
