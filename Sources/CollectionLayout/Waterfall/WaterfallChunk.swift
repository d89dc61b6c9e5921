/// A run of consecutive items of a ``WaterfallBody``, laid out together from
/// the column bottoms the items before them left: their frames, an index of
/// them by column, and the state they leave for the next chunk.
///
/// Immutable once made, so chunks are shared between the versions of a body
/// that agree on every size up to the chunk's end.

final class WaterfallChunk: Sendable {
    /// The index of the first item.
    let start: Int
    /// The items' frames, in index order.
    let frames: [Rect]
    /// Every column's bottom before the first item: where the column's next
    /// item would start. Bottoms never decrease from one chunk to the next.
    let bottomsBefore: [Double]
    /// Every column's bottom after the last item.
    let bottomsAfter: [Double]
    /// The lowest bottom (maxY) of the items up to this chunk's last, or the
    /// body's top if higher: the body's end if no item followed.
    let lowestBottom: Double
    /// The positions in `frames` grouped by column, increasing within a column;
    /// column k's are `byColumn[columnBounds[k]..<columnBounds[k + 1]]`.
    private let byColumn: [Int32]
    private let columnBounds: [Int32]

    /// One past the index of the last item.
    var end: Int { start + frames.count }

    /// The bytes held by the chunk's arrays.
    var storedBytes: Int {
        frames.capacity * MemoryLayout<Rect>.stride
            + (byColumn.capacity + columnBounds.capacity) * MemoryLayout<Int32>.stride
            + (bottomsBefore.capacity + bottomsAfter.capacity) * MemoryLayout<Double>.stride
    }

    /// Lays out items `start..<start + count` from `bottomsBefore` with the greedy
    /// rule, step by step in the arithmetic of ``WaterfallLayout/prepare(sections:)``
    /// (so frames agree bit for bit with a layout of the whole section).
    ///
    /// - Complexity: O(count × c) for c columns, plus the size look-ups.
    init(start: Int, count: Int, bottomsBefore: [Double], lowestBottom: Double,
         parameters p: WaterfallBody.Parameters, size: (Int) -> Size) {
        let c = p.xs.count
        var bottoms = bottomsBefore
        var lowest = lowestBottom
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var columnOf: [Int32] = []
        columnOf.reserveCapacity(count)
        for i in start..<start + count {
            let size = size(i)
            var k = 0
            for j in 1..<c where bottoms[j] < bottoms[k] { k = j }
            let height = WaterfallLayout.height(size, width: p.width)
            let frame = Rect(x: p.xs[k], y: bottoms[k], width: p.width, height: height)
            frames.append(frame)
            columnOf.append(Int32(k))
            bottoms[k] = frame.maxY + p.lineSpacing
            lowest = max(lowest, frame.maxY)
        }
        // Counting sort by column: each column's positions stay increasing.
        var bounds = [Int32](repeating: 0, count: c + 1)
        for k in columnOf { bounds[Int(k) + 1] += 1 }
        for k in 0..<c { bounds[k + 1] += bounds[k] }
        var next = bounds
        var byColumn = [Int32](repeating: 0, count: count)
        for (position, k) in columnOf.enumerated() {
            byColumn[Int(next[Int(k)])] = Int32(position)
            next[Int(k)] += 1
        }
        self.start = start
        self.frames = frames
        self.bottomsBefore = bottomsBefore
        self.bottomsAfter = bottoms
        self.lowestBottom = lowest
        self.byColumn = byColumn
        self.columnBounds = bounds
    }

    /// The positions in `frames` of column `k`'s items, in index order.
    func column(_ k: Int) -> ArraySlice<Int32> {
        byColumn[Int(columnBounds[k])..<Int(columnBounds[k + 1])]
    }
}
