/// The searches inside one section behind ``PreparedLayout/item(at:)`` and
/// ``PreparedLayout/items(in:)``: binary searches over `lines` along the scroll
/// axis, or over `columns` across it and then over a column's items along it.
extension SectionGeometry {
    /// The index of the item whose frame contains `point` (half-open), if any.
    ///
    /// - Complexity: O(log l + k) for l lines and k items on the line found;
    ///   O(log c + log m) for c columns and m items in the column found.
    @inline(__always)
    func item(at point: Point, axes: Axes) -> Int? {
        // `if case` one by one: a `switch` over the storage copies it whole
        // first (an outlined copy, most of the cost of a hit).
        if case .grid(let grid) = items.storage { return grid.item(at: point) }
        if case .body(let body) = items.storage { return body.item(at: point) }
        if case .waterfall(let body) = items.storage { return body.item(at: point) }
        let along = axes.along(point)
        if columns.isEmpty {
            let l = firstLine(endingAfter: along)
            guard l < lines.count, lines[l].start <= along else { return nil }
            return lines[l].items.first { items[$0].contains(point) }
        }
        let c = firstColumn(endingAfter: axes.across(point))
        guard c < columns.count, columns[c].start <= axes.across(point) else { return nil }
        let column = columns[c].items
        // Later items start no earlier than this one ends, so if this one does
        // not contain the point, none does.
        let k = first(in: column, endingAfter: along, axes: axes)
        guard k < column.count, items[column[k]].contains(point) else { return nil }
        return column[k]
    }

    /// The indices of the items whose frames intersect `rect`, in index order.
    ///
    /// - Complexity: O(log l + k) for l lines and k items on the lines that
    ///   overlap the rectangle along the scroll axis; with columns,
    ///   O(c' log m + k log c') for c' columns overlapping the rectangle, m items
    ///   in a column and k items found.
    func items(in rect: Rect, axes: Axes) -> [Int] {
        // `if case` one by one: a `switch` over the storage copies it whole first.
        if case .grid(let grid) = items.storage { return grid.items(in: rect) }
        if case .body(let body) = items.storage { return body.items(in: rect) }
        if case .waterfall(let body) = items.storage { return body.items(in: rect) }
        let (lo, hi) = (axes.start(rect), axes.end(rect))
        if columns.isEmpty {
            var result: [Int] = []
            var l = firstLine(endingAfter: lo)
            while l < lines.count, lines[l].start < hi {
                result += lines[l].items.filter { items[$0].intersects(rect) }
                l += 1
            }
            return result
        }
        var runs: [[Int]] = []
        var c = firstColumn(endingAfter: axes.crossStart(rect))
        while c < columns.count, columns[c].start < axes.crossEnd(rect) {
            let column = columns[c].items
            var run: [Int] = []
            var k = first(in: column, endingAfter: lo, axes: axes)
            while k < column.count, axes.start(items[column[k]]) < hi {
                if items[column[k]].intersects(rect) { run.append(column[k]) }
                k += 1
            }
            if !run.isEmpty { runs.append(run) }
            c += 1
        }
        return Self.merge(runs)
    }

    // MARK: - Binary searches

    /// The first line whose end lies after `v` along the scroll axis.
    private func firstLine(endingAfter v: Double) -> Int {
        interpolatedPartition(lines.count, below: v) { lines[$0].end }
    }

    /// The first column whose end lies after `v` across the scroll axis.
    private func firstColumn(endingAfter v: Double) -> Int {
        partitionPoint(columns.count) { columns[$0].end <= v }
    }

    /// The position in `column` of its first item whose end lies after `v`
    /// along the scroll axis.
    private func first(in column: [Int], endingAfter v: Double, axes: Axes) -> Int {
        interpolatedPartition(column.count, below: v) { axes.end(items[column[$0]]) }
    }

    /// Merges runs of increasing indices into one increasing list, pairwise, so
    /// that each index is copied O(log runs) times.
    private static func merge(_ runs: [[Int]]) -> [Int] {
        var runs = runs
        while runs.count > 1 {
            var merged: [[Int]] = []
            merged.reserveCapacity((runs.count + 1) / 2)
            for pair in stride(from: 0, to: runs.count, by: 2) {
                merged.append(pair + 1 < runs.count ? mergeTwo(runs[pair], runs[pair + 1]) : runs[pair])
            }
            runs = merged
        }
        return runs.first ?? []
    }

    private static func mergeTwo(_ a: [Int], _ b: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if a[i] < b[j] {
                result.append(a[i]); i += 1
            } else {
                result.append(b[j]); j += 1
            }
        }
        result += a[i...]
        result += b[j...]
        return result
    }
}

/// The first index in `0..<count` for which `isBefore` is false, given that it
/// is true for a prefix of the indices and false for the rest.
func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var lo = 0, hi = count
    while lo < hi {
        let mid = (lo + hi) / 2
        if isBefore(mid) { lo = mid + 1 } else { hi = mid }
    }
    return lo
}

/// The first index in `0..<count` whose key is greater than `v`, for keys that
/// never decrease with the index.
///
/// Starts from the index interpolated between the first and last keys and
/// gallops outwards, then binary-searches the bracket it found: keys that grow
/// evenly (lines of one height, columns of similar items) take O(1) probes, a
/// guess d places off takes O(log d), and any keys at worst O(log n). Random
/// probes into a large array miss the cache; few probes matter at a million items.
func interpolatedPartition(_ count: Int, below v: Double, key: (Int) -> Double) -> Int {
    guard count > 0 else { return 0 }
    if v.isNaN { return 0 }
    let first = key(0), last = key(count - 1)
    if v < first { return 0 }
    if v >= last { return count }
    guard last > first else { return partitionPoint(count) { key($0) <= v } }
    let guess = min(count - 1, max(0, Int((v - first) / (last - first) * Double(count - 1))))
    var lo: Int, hi: Int   // the answer lies in lo...hi
    if key(guess) <= v {
        lo = guess + 1
        var bound = 1
        while lo + bound - 1 < count, key(lo + bound - 1) <= v {
            lo += bound
            bound *= 2
        }
        hi = min(count, lo + bound - 1)
    } else {
        hi = guess
        var bound = 1
        while hi - bound >= 0, key(hi - bound) > v {
            hi -= bound
            bound *= 2
        }
        lo = max(0, hi - bound + 1)
    }
    return lo + partitionPoint(hi - lo) { key(lo + $0) <= v }
}
