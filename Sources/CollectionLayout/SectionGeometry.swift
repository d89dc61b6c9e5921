/// The geometry of one section after layout, in content coordinates, with the
/// index that lets ``PreparedLayout``'s queries find items without scanning them.
///
/// A layout fills one of the two indexes: `lines` when its items come in lines
/// across the scroll axis (flow, list), `columns` when they come in columns
/// along it (waterfall). Queries use `columns` when it is non-empty and `lines`
/// otherwise.
///
/// A section whose items all have one size is kept as a ``Grid`` in every
/// layout: its frames and lines are computed, not stored (a waterfall of equal
/// items fills its columns row by row, so it too is indexed by lines: its rows).
public struct SectionGeometry: Hashable, Sendable {
    /// The header's frame, or `nil` when headers have zero length.
    public var header: Rect?
    /// The footer's frame, or `nil` when footers have zero length.
    public var footer: Rect?
    /// The whole extent of the section, header to footer, full cross-axis length.
    public var bounds: Rect
    /// The item frames, in index order.
    public var items: ItemFrames
    /// Lines (rows for vertical flow, columns for horizontal), in order along the
    /// scroll axis. Empty for layouts indexed by `columns`.
    public var lines: LineList
    /// Columns along the scroll axis, in order across it. Empty for layouts
    /// indexed by `lines`.
    public var columns: [Column]

    public init(header: Rect?, footer: Rect?, bounds: Rect, items: [Rect], lines: [Line],
                columns: [Column] = []) {
        self.header = header
        self.footer = footer
        self.bounds = bounds
        self.items = ItemFrames(items)
        self.lines = LineList(lines)
        self.columns = columns
    }

    /// A section of items of one size, on `grid`.
    init(header: Rect?, footer: Rect?, bounds: Rect, grid: Grid) {
        self.header = header
        self.footer = footer
        self.bounds = bounds
        self.items = ItemFrames(.grid(grid))
        self.lines = LineList(.grid(grid))
        self.columns = []
    }

    /// The grid the section's items are on, if they all have one size.
    var grid: Grid? {
        if case .grid(let grid) = items.storage { return grid }
        return nil
    }
}

/// One line of a section: consecutive items sharing an extent along the scroll axis.
///
/// A section's lines are in index order and do not overlap along the scroll axis.
public struct Line: Hashable, Sendable {
    /// The indices (within the section) of the items on this line.
    public var items: Range<Int>
    /// Where the line starts along the scroll axis (y for vertical, x for horizontal).
    public var start: Double
    /// Where it ends along the scroll axis: `start` + the tallest item's length.
    public var end: Double

    public init(items: Range<Int>, start: Double, end: Double) {
        self.items = items
        self.start = start
        self.end = end
    }
}

/// One column of a section: a strip along the scroll axis (a column of a
/// vertical waterfall) holding items one after another.
///
/// A section's columns are in order across the scroll axis and do not overlap.
/// Within a column, items are in increasing index order and follow one another
/// along the scroll axis without overlapping, so both their starts and their
/// ends increase (or stay equal, for items of zero length): queries
/// binary-search them.
public struct Column: Hashable, Sendable {
    /// Where the column starts across the scroll axis (x for vertical).
    public var start: Double
    /// Where it ends across the scroll axis.
    public var end: Double
    /// The indices (within the section) of the items in this column, increasing.
    public var items: [Int]

    public init(start: Double, end: Double, items: [Int]) {
        self.start = start
        self.end = end
        self.items = items
    }
}
