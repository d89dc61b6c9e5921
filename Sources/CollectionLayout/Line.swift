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
