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
