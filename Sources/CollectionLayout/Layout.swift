/// A layout turns per-section item sizes into frames.
///
/// Conformers are value types that hold their configuration; `prepare` does the
/// arithmetic once and returns an immutable ``PreparedLayout`` that answers the
/// queries (frames, item under a point, items in a rectangle).
public protocol Layout: Sendable {
    /// Lays out `sections`, each a list of item sizes in points, and returns
    /// every frame in content coordinates.
    func prepare(sections: [[Size]]) -> PreparedLayout
}

/// The geometry of one section after layout, in content coordinates.
public struct SectionGeometry: Hashable, Sendable {
    /// The header's frame, or `nil` when headers have zero length.
    public var header: Rect?
    /// The footer's frame, or `nil` when footers have zero length.
    public var footer: Rect?
    /// The whole extent of the section, header to footer, full cross-axis length.
    public var bounds: Rect
    /// The item frames, in index order.
    public var items: [Rect]
    /// Lines (rows for vertical flow, columns for horizontal), in order along the
    /// scroll axis. Queries binary-search over them.
    public var lines: [Line]

    public init(header: Rect?, footer: Rect?, bounds: Rect, items: [Rect], lines: [Line]) {
        self.header = header
        self.footer = footer
        self.bounds = bounds
        self.items = items
        self.lines = lines
    }
}

/// One line of a section: consecutive items sharing an extent along the scroll axis.
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
