/// The items of a section whose items all have one size, kept as arithmetic
/// instead of one frame per item.
///
/// Every layout here puts such a section on a grid: lines of `perLine` items
/// (the last one possibly shorter), each line `alongLength` long and one
/// spacing after the previous one, and item `k` of every line at the same
/// cross-axis position `crossStarts[k]`. A flow section has `perLine` = its
/// line capacity, a list section 1, and a waterfall section its number of
/// columns (equal heights fill the columns row by row: after each row every
/// column has the same bottom, so the next item goes to the leftmost one).
///
/// Line starts are kept exactly as the layouts accumulate them
/// (`start₀ = top`, `startₗ₊₁ = (startₗ + alongLength) + spacing`, rounded at
/// each step). When every accumulated start equals `top + l × pitch` computed
/// directly (lengths such as 44, 80 or 12.5 are exact in binary), no start is
/// stored at all; otherwise they are stored, one `Double` per line. So frames
/// are bit-for-bit those of the item-by-item path, and a section of a million
/// items of one size holds at most one number per line.
///
/// Public only as a name (``GridDerived`` mentions it); its members are internal.
public struct Grid: Hashable, Sendable {
    var direction: ScrollDirection
    /// The number of items.
    var count: Int
    /// Items per line, at least 1.
    var perLine: Int
    /// The item's length along the scroll axis: also the line's length.
    var alongLength: Double
    /// The item's length across the scroll axis.
    var acrossLength: Double
    /// Where item `k` of a line starts across the scroll axis, for `k` in `0..<perLine`.
    var crossStarts: [Double]
    /// Where the first line starts along the scroll axis.
    var top: Double
    /// `alongLength + spacing`: the distance from one line's start to the next.
    var pitch: Double
    /// Every line's start, when `top + l × pitch` does not give them exactly; else empty.
    var storedStarts: [Double]
    /// Added to every line start after the grid's own sums: a grid moved along
    /// the scroll axis (a section after one that grew) keeps them.
    var shift = 0.0

    /// Lays out `count` items on lines of `perLine` from `top`, accumulating the
    /// line starts as the item-by-item layouts do.
    ///
    /// - Complexity: O(count / perLine) time; O(perLine) memory when the starts
    ///   are exact multiples of the pitch, O(count / perLine) otherwise.
    init(direction: ScrollDirection, count: Int, perLine: Int, top: Double, alongLength: Double,
         spacing: Double, crossStarts: [Double], acrossLength: Double) {
        precondition(perLine >= 1, "a grid needs at least one item per line, not \(perLine)")
        self.direction = direction
        self.count = count
        self.perLine = perLine
        self.alongLength = alongLength
        self.acrossLength = acrossLength
        self.crossStarts = crossStarts
        self.top = top
        self.pitch = alongLength + spacing
        self.storedStarts = []
        let lines = count == 0 ? 0 : (count - 1) / perLine + 1
        var start = top
        var stored: [Double]?
        for l in 0..<lines {
            if l > 0 { start = (start + alongLength) + spacing }
            if stored == nil, start != top + Double(l) * pitch {
                // The first start that the direct formula misses: keep them all.
                stored = (0..<l).map { top + Double($0) * pitch }
                stored!.reserveCapacity(lines)
            }
            stored?.append(start)
        }
        storedStarts = stored ?? []
    }

    var axes: Axes { Axes(direction: direction) }

    /// The number of lines.
    var lineCount: Int { count == 0 ? 0 : (count - 1) / perLine + 1 }

    /// Where line `l` starts along the scroll axis.
    @inline(__always)
    func lineStart(_ l: Int) -> Double {
        rawStart(l) + shift
    }

    /// Where line `l` starts before the shift.
    @inline(__always)
    private func rawStart(_ l: Int) -> Double {
        storedStarts.isEmpty ? top + Double(l) * pitch : storedStarts[l]
    }

    /// The grid moved by `d` along the scroll axis. O(1).
    func shifted(by d: Double) -> Grid {
        var grid = self
        grid.shift += d
        return grid
    }

    /// Where line `l` ends along the scroll axis: the end of each of its items.
    @inline(__always)
    func lineEnd(_ l: Int) -> Double { lineStart(l) + alongLength }

    /// The item indices on line `l`.
    func items(onLine l: Int) -> Range<Int> { (l * perLine)..<min(count, (l + 1) * perLine) }

    /// Where the items end along the scroll axis (`top` when there are none).
    var bodyEnd: Double { count == 0 ? top : lineEnd(lineCount - 1) }

    /// The frame of item `i`. O(1).
    func frame(_ i: Int) -> Rect {
        axes.rect(along: lineStart(i / perLine), across: crossStarts[i % perLine],
                  alongLength: alongLength, acrossLength: acrossLength)
    }

    /// The line `l` as a ``Line``.
    func line(_ l: Int) -> Line {
        let start = lineStart(l)
        return Line(items: items(onLine: l), start: start, end: start + alongLength)
    }

    /// The bytes held by the grid's arrays.
    var storageBytes: Int {
        (crossStarts.capacity + storedStarts.capacity) * MemoryLayout<Double>.stride
    }

    // MARK: - Queries

    /// The item whose frame contains `point`, half-open as ``Rect/contains(_:)``.
    /// O(1) for exact starts; O(log d) probes of the stored starts otherwise,
    /// for a first guess d lines off (d is 0 or 1 for evenly spaced lines).
    func item(at point: Point) -> Int? {
        let along = axes.along(point), across = axes.across(point)
        let l = firstLine(endingAfter: along)
        guard l < lineCount, lineStart(l) <= along else { return nil }
        let line = items(onLine: l)
        let k = partitionPoint(line.count) { crossStarts[$0] + acrossLength <= across }
        guard k < line.count, crossStarts[k] <= across else { return nil }
        let i = line.lowerBound + k
        return frame(i).contains(point) ? i : nil
    }

    /// The items whose frames intersect `rect`, in index order.
    /// O(log l + log perLine) per line overlapping the rectangle, plus the items found.
    func items(in rect: Rect) -> [Int] {
        let axes = self.axes
        let (lo, hi) = (axes.start(rect), axes.end(rect))
        let (crossLo, crossHi) = (axes.crossStart(rect), axes.crossEnd(rect))
        var result: [Int] = []
        var l = firstLine(endingAfter: lo)
        while l < lineCount, lineStart(l) < hi {
            let line = items(onLine: l)
            var k = partitionPoint(line.count) { crossStarts[$0] + acrossLength <= crossLo }
            while k < line.count, crossStarts[k] < crossHi {
                let i = line.lowerBound + k
                if frame(i).intersects(rect) { result.append(i) }
                k += 1
            }
            l += 1
        }
        return result
    }

    /// The first line whose end lies after `v` along the scroll axis.
    @inline(__always)
    func firstLine(endingAfter v: Double) -> Int {
        interpolatedPartition(lineCount, below: v) { lineEnd($0) }
    }
}
