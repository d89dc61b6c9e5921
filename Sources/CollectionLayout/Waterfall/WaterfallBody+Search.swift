/// The queries of a ``WaterfallBody``: the column search of
/// ``SectionGeometry``'s `item(at:axes:)` and `items(in:axes:)`, run over the
/// chunks. Each computes chunks only until the columns it looks at pass the
/// y it looks for.
///
/// In column k, chunk j's items end at or above `bottomsAfter[k]` (an item's
/// bottom plus a non-negative spacing), and the column's later items start at
/// or below it. So the column's first item ending below y is in the first chunk
/// whose `bottomsAfter[k]` exceeds y, or in none that can contain y.
extension WaterfallBody {
    /// The item whose frame contains `point` (half-open, as ``Rect/contains(_:)``), if any.
    ///
    /// - Complexity: O(log c + log(n / B) + log B) for c columns, chunk size B,
    ///   once the chunks up to where the point's column passes the point are computed.
    func item(at point: Point) -> Int? {
        let p = parameters
        let (x, y) = (point.x, point.y)
        guard !x.isNaN, !y.isNaN else { return nil }
        let k = partitionPoint(p.xs.count) { p.xs[$0] + p.width <= x }
        guard k < p.xs.count, p.xs[k] <= x else { return nil }
        let list = chunks { $0.bottomsAfter[k] > y }
        let c = p.xs.count
        var j = partitionPoint(list.count) { list.bottom(after: $0, column: k, columns: c) <= y }
        while j < list.count {
            let chunk = list[j], column = chunk.column(k)
            let q = column.startIndex + partitionPoint(column.count) {
                chunk.frames[Int(column[column.startIndex + $0])].maxY <= y
            }
            if q < column.endIndex {
                // The column's first item ending below y: it holds the point or none does.
                let position = Int(column[q])
                return chunk.frames[position].contains(point) ? chunk.start + position : nil
            }
            j += 1
        }
        return nil
    }

    /// The items whose frames intersect `rect` (as ``Rect/intersects(_:)``), in index order.
    ///
    /// - Complexity: for each of the c' columns the rectangle overlaps,
    ///   O(log(n / B) + log B) plus the chunks and items it spans, then a sort
    ///   of the k items found. Computes the chunks until those columns pass the
    ///   rectangle's bottom.
    func items(in rect: Rect) -> [Int] {
        let p = parameters
        let (lo, hi) = (rect.minY, rect.maxY)
        guard !lo.isNaN, !hi.isNaN, !rect.minX.isNaN, !rect.maxX.isNaN else { return [] }
        let first = partitionPoint(p.xs.count) { p.xs[$0] + p.width <= rect.minX }
        var end = first
        while end < p.xs.count, p.xs[end] < rect.maxX { end += 1 }
        guard first < end else { return [] }
        let list = chunks { chunk in (first..<end).allSatisfy { chunk.bottomsAfter[$0] >= hi } }
        var result: [Int] = []
        for k in first..<end {
            var j = partitionPoint(list.count) { list.bottom(after: $0, column: k, columns: p.xs.count) <= lo }
            // From a chunk where column k's bottom is at or below hi on, its items start there or lower.
            scan: while j < list.count, list[j].bottomsBefore[k] < hi {
                let chunk = list[j], column = chunk.column(k)
                var q = column.startIndex + partitionPoint(column.count) {
                    chunk.frames[Int(column[column.startIndex + $0])].maxY <= lo
                }
                while q < column.endIndex {
                    let frame = chunk.frames[Int(column[q])]
                    guard frame.minY < hi else { break scan }
                    if frame.intersects(rect) { result.append(chunk.start + Int(column[q])) }
                    q += 1
                }
                j += 1
            }
        }
        result.sort()
        return result
    }

    /// Every column with its items, as ``WaterfallLayout`` indexes a section.
    /// Computes every chunk.
    ///
    /// - Complexity: O(n × c) the first time (the layout), then O(n).
    var columns: [Column] {
        let p = parameters
        let list = chunks { _ in false }
        return p.xs.indices.map { k in
            var items: [Int] = []
            items.reserveCapacity(count / p.xs.count + 1)
            for j in 0..<list.count {
                let chunk = list[j]
                items += chunk.column(k).lazy.map { chunk.start + Int($0) }
            }
            return Column(start: p.xs[k], end: p.xs[k] + p.width, items: items)
        }
    }
}
