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
///
/// An immutable reference type: a query reads one section out of the layout's
/// array, and copying a struct of several arrays would retain each of them
/// (most of the cost of a hit test); a reference is retained once. Equality
/// compares the geometry, not the identity.
public final class SectionGeometry: Hashable, Sendable {
    /// The header's frame, or `nil` when headers have zero length.
    public let header: Rect?
    /// The footer's frame, or `nil` when footers have zero length.
    public let footer: Rect?
    /// The whole extent of the section, header to footer, full cross-axis length.
    public let bounds: Rect
    /// The item frames, in index order.
    public let items: ItemFrames
    /// Lines (rows for vertical flow, columns for horizontal), in order along the
    /// scroll axis. Empty for layouts indexed by `columns`.
    public let lines: LineList
    /// Columns along the scroll axis, in order across it. Empty for layouts
    /// indexed by `lines`.
    public let columns: [Column]

    public static func == (a: SectionGeometry, b: SectionGeometry) -> Bool {
        a === b || (a.header == b.header && a.footer == b.footer && a.bounds == b.bounds
                    && a.items == b.items && a.lines == b.lines && a.columns == b.columns)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(header)
        hasher.combine(footer)
        hasher.combine(bounds)
        hasher.combine(items)
        hasher.combine(lines)
        hasher.combine(columns)
    }

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

    /// A flow or list section of items of different sizes, in `body`.
    init(header: Rect?, footer: Rect?, bounds: Rect, body: LineBody) {
        self.header = header
        self.footer = footer
        self.bounds = bounds
        self.items = ItemFrames(.body(body))
        self.lines = LineList(.body(body))
        self.columns = []
    }

    /// A section built from the parts of another.
    init(header: Rect?, footer: Rect?, bounds: Rect, items: ItemFrames, lines: LineList, columns: [Column]) {
        self.header = header
        self.footer = footer
        self.bounds = bounds
        self.items = items
        self.lines = lines
        self.columns = columns
    }

    /// The grid the section's items are on, if they all have one size.
    var grid: Grid? {
        items.grid
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
