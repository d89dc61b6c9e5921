/// The result of laying out a collection: every frame, the content size, and
/// the queries a reorder engine needs.
///
/// All frames are in content coordinates. Sections follow one another along the
/// scroll axis and all span the content across it. Queries binary-search over
/// sections along the scroll axis and then over each section's index (its lines,
/// or its columns), so they do not scan every item.
public struct PreparedLayout: Hashable, Sendable {
    public let direction: ScrollDirection
    public let sections: [SectionGeometry]
    /// The size of the scrollable content.
    public let contentSize: Size
    /// Where each section ends along the scroll axis: the key of the search
    /// over sections, kept apart so that the search reads plain numbers.
    private let sectionEnds: [Double]

    public init(direction: ScrollDirection, sections: [SectionGeometry], contentSize: Size) {
        self.direction = direction
        self.sections = sections
        self.contentSize = contentSize
        let axes = Axes(direction: direction)
        sectionEnds = sections.map { axes.end($0.bounds) }
    }

    /// The frame of the item at `indexPath`.
    /// - Precondition: `indexPath` exists.
    public func frame(at indexPath: IndexPath) -> Rect {
        // Through a buffer pointer: `sections[s]` would copy the section (and
        // retain its arrays) before reading one frame.
        sections.withUnsafeBufferPointer { $0[indexPath.section].items[indexPath.item] }
    }

    /// The number of items in every section.
    public var itemCounts: [Int] { sections.map(\.items.count) }

    /// The item whose frame contains `point` (content coordinates, half-open).
    ///
    /// - Complexity: O(log s) for s sections, plus within the section O(log l + k)
    ///   for l lines and k items on the line, or O(log c + log m) for c columns
    ///   and m items in the column.
    public func item(at point: Point) -> IndexPath? {
        let axes = Axes(direction: direction)
        let along = axes.along(point)
        let s = firstSection(endingAfter: along)
        guard s < sections.count,
              let i = sections.withUnsafeBufferPointer({ sections -> Int? in
                  guard axes.start(sections[s].bounds) <= along else { return nil }
                  return sections[s].item(at: point, axes: axes)
              }) else { return nil }
        return IndexPath(section: s, item: i)
    }

    /// The items whose frames intersect `rect`, in index order.
    ///
    /// - Complexity: O(log n + k) for k items (with lines: items on lines)
    ///   overlapping the rectangle along the scroll axis; with columns, the
    ///   merge into index order adds a factor log c for c columns.
    public func items(in rect: Rect) -> [IndexPath] {
        let axes = Axes(direction: direction)
        var result: [IndexPath] = []
        sections.withUnsafeBufferPointer { sections in
            var s = firstSection(endingAfter: axes.start(rect))
            while s < sections.count, axes.start(sections[s].bounds) < axes.end(rect) {
                result += sections[s].items(in: rect, axes: axes).map { IndexPath(section: s, item: $0) }
                s += 1
            }
        }
        return result
    }

    /// The first section whose end lies after `v` along the scroll axis.
    func firstSection(endingAfter v: Double) -> Int {
        partitionPoint(sectionEnds.count) { sectionEnds[$0] <= v }
    }
}
