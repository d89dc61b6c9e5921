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
    private let content: Content
    /// Where each section ends along the scroll axis, for the settled sections
    /// before the first whose end is not known yet (see
    /// ``SectionGeometry/isSettled``): the key of the search over sections,
    /// kept apart so that the search reads plain numbers.
    private let sectionEnds: [Double]

    /// The size of the content: known, or where the last section (a
    /// waterfall laid out lazily) ends, worked out when first asked for.
    private enum Content: Sendable {
        case known(Size)
        case lastSectionEnd(DeferredEnd)
    }

    public init(direction: ScrollDirection, sections: [SectionGeometry], contentSize: Size) {
        self.init(direction: direction, sections: sections, content: .known(contentSize))
    }

    /// A layout whose last section is a waterfall laid out lazily (`last`):
    /// the content ends where it does, worked out when first asked for.
    init(direction: ScrollDirection, sections: [SectionGeometry], endingWith last: DeferredEnd) {
        self.init(direction: direction, sections: sections, content: .lastSectionEnd(last))
    }

    private init(direction: ScrollDirection, sections: [SectionGeometry], content: Content) {
        self.direction = direction
        self.sections = sections
        self.content = content
        let axes = Axes(direction: direction)
        var ends: [Double] = []
        ends.reserveCapacity(sections.count)
        for section in sections {
            guard section.isSettled else { break }
            ends.append(axes.end(section.bounds))
        }
        sectionEnds = ends
    }

    /// The size of the scrollable content. For a layout after a move among
    /// items of different heights in a waterfall, the first call lays out the
    /// rest of the section; see ``contentSize(reaching:)``.
    public var contentSize: Size {
        switch content {
        case .known(let size): size
        case .lastSectionEnd(let last):
            Axes(direction: direction).size(along: last.close.contentEnd(bodyEnd: last.body.bodyEnd),
                                            across: last.close.cross)
        }
    }

    /// The content size, except that along the scroll axis a length beyond `v`
    /// may come out as any length between `v` and the true one: enough to
    /// decide whether the content reaches past `v`, without laying out items
    /// far beyond it.
    public func contentSize(reaching v: Double) -> Size {
        guard case .lastSectionEnd(let last) = content, sectionEnds.count < sections.count
        else { return contentSize }
        let axes = Axes(direction: direction)
        // The content ends at least where its first unsettled section does.
        if sections[sectionEnds.count].ends(after: v, axes: axes) {
            return axes.size(along: v, across: last.close.cross)
        }
        return contentSize
    }

    public static func == (a: PreparedLayout, b: PreparedLayout) -> Bool {
        a.direction == b.direction && a.sections == b.sections && a.contentSize == b.contentSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(direction)
        hasher.combine(sections)
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
                  guard sections[s].start(axes: axes) <= along else { return nil }
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
            while s < sections.count, sections[s].start(axes: axes) < axes.end(rect) {
                result += sections[s].items(in: rect, axes: axes).map { IndexPath(section: s, item: $0) }
                s += 1
            }
        }
        return result
    }

    /// The first section whose end lies after `v` along the scroll axis.
    /// Lays out sections not settled yet only as far as it takes to tell.
    func firstSection(endingAfter v: Double) -> Int {
        let s = partitionPoint(sectionEnds.count) { sectionEnds[$0] <= v }
        guard s == sectionEnds.count else { return s }
        let axes = Axes(direction: direction)
        return s + (sections[s...].firstIndex { $0.ends(after: v, axes: axes) } ?? sections.count) - s
    }
}
