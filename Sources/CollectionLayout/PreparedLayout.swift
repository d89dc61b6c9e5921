/// The result of laying out a collection: every frame, the content size, and
/// the queries a reorder engine needs.
///
/// All frames are in content coordinates. Queries binary-search over sections
/// and lines along the scroll axis, so they do not scan every item.
public struct PreparedLayout: Hashable, Sendable {
    public var direction: ScrollDirection
    public var sections: [SectionGeometry]
    /// The size of the scrollable content.
    public var contentSize: Size

    public init(direction: ScrollDirection, sections: [SectionGeometry], contentSize: Size) {
        self.direction = direction
        self.sections = sections
        self.contentSize = contentSize
    }

    /// The frame of the item at `indexPath`.
    /// - Precondition: `indexPath` exists.
    public func frame(at indexPath: IndexPath) -> Rect {
        sections[indexPath.section].items[indexPath.item]
    }

    /// The number of items in every section.
    public var itemCounts: [Int] { sections.map(\.items.count) }

    /// The item whose frame contains `point` (content coordinates, half-open).
    ///
    /// - Complexity: O(log s + log l + k) for s sections, l lines in the section
    ///   and k items on the line.
    public func item(at point: Point) -> IndexPath? {
        let along = direction == .vertical ? point.y : point.x
        guard let s = sectionIndex(containing: along) else { return nil }
        let section = sections[s]
        guard let l = lineIndex(in: section, containing: along) else { return nil }
        for i in section.lines[l].items where section.items[i].contains(point) {
            return IndexPath(section: s, item: i)
        }
        return nil
    }

    /// The items whose frames intersect `rect`, in index order.
    ///
    /// - Complexity: O(log n + k) for k lines overlapping the rectangle.
    public func items(in rect: Rect) -> [IndexPath] {
        let (lo, hi) = direction == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var result: [IndexPath] = []
        var s = firstSection(endingAfter: lo)
        while s < sections.count {
            let section = sections[s]
            if axisStart(section.bounds) >= hi { break }
            var l = firstLine(in: section, endingAfter: lo)
            while l < section.lines.count {
                let line = section.lines[l]
                if line.start >= hi { break }
                for i in line.items where section.items[i].intersects(rect) {
                    result.append(IndexPath(section: s, item: i))
                }
                l += 1
            }
            s += 1
        }
        return result
    }

    // MARK: - Binary searches along the scroll axis

    private func axisStart(_ r: Rect) -> Double { direction == .vertical ? r.minY : r.minX }
    private func axisEnd(_ r: Rect) -> Double { direction == .vertical ? r.maxY : r.maxX }

    /// The first section whose end lies after `v`.
    private func firstSection(endingAfter v: Double) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if axisEnd(sections[mid].bounds) <= v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private func sectionIndex(containing v: Double) -> Int? {
        let s = firstSection(endingAfter: v)
        guard s < sections.count, axisStart(sections[s].bounds) <= v else { return nil }
        return s
    }

    /// The first line of `section` whose end lies after `v`.
    private func firstLine(in section: SectionGeometry, endingAfter v: Double) -> Int {
        var lo = 0, hi = section.lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if section.lines[mid].end <= v { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private func lineIndex(in section: SectionGeometry, containing v: Double) -> Int? {
        let l = firstLine(in: section, endingAfter: v)
        guard l < section.lines.count, section.lines[l].start <= v else { return nil }
        return l
    }
}
