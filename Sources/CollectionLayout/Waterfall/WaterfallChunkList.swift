/// The chunks of a ``WaterfallBody`` computed so far, in index order, kept in
/// groups of `groupSize` so that a version sharing a prefix copies one
/// reference per group and at most one partial group, not one per chunk.
///
/// Every group but the last is full: chunk j is `groups[j / groupSize][j % groupSize]`.
struct WaterfallChunkList: Sendable {
    static let groupSize = 64

    private var groups: [[WaterfallChunk]] = []
    /// Per group, every chunk's `bottomsAfter` one after another (c numbers a
    /// chunk): the keys of the searches over chunks, read without touching
    /// the chunks themselves.
    private var groupBottoms: [[Double]] = []
    /// The number of chunks.
    private(set) var count = 0

    /// Column `k`'s bottom after chunk `j` (its `bottomsAfter[k]`), for `columns`
    /// columns. O(1).
    @inline(__always)
    func bottom(after j: Int, column k: Int, columns: Int) -> Double {
        groupBottoms[j / Self.groupSize][(j % Self.groupSize) * columns + k]
    }

    /// Chunk `j`. O(1).
    subscript(j: Int) -> WaterfallChunk {
        groups[j / Self.groupSize][j % Self.groupSize]
    }

    var last: WaterfallChunk? { count == 0 ? nil : self[count - 1] }

    /// One past the index of the last item computed.
    var end: Int { last?.end ?? 0 }

    /// Adds `chunk` after the others. Amortised O(1): a group shared with
    /// another list is copied (at most `groupSize` references) the first time.
    mutating func append(_ chunk: WaterfallChunk) {
        if count % Self.groupSize == 0 {
            groups.append([])
            groups[groups.count - 1].reserveCapacity(Self.groupSize)
            groupBottoms.append([])
            groupBottoms[groupBottoms.count - 1].reserveCapacity(Self.groupSize * chunk.bottomsAfter.count)
        }
        groups[groups.count - 1].append(chunk)
        groupBottoms[groupBottoms.count - 1] += chunk.bottomsAfter
        count += 1
    }

    /// The first `m` chunks, sharing the full groups.
    ///
    /// - Complexity: O(m / groupSize + groupSize).
    func prefix(_ m: Int) -> WaterfallChunkList {
        precondition(m >= 0 && m <= count, "prefix \(m) of \(count) chunks")
        var result = WaterfallChunkList()
        let (full, rest) = m.quotientAndRemainder(dividingBy: Self.groupSize)
        result.groups = Array(groups[..<full])
        result.groupBottoms = Array(groupBottoms[..<full])
        if rest > 0 {
            result.groups.append(Array(groups[full][..<rest]))
            let columns = groupBottoms[full].count / groups[full].count
            result.groupBottoms.append(Array(groupBottoms[full][..<(rest * columns)]))
        }
        result.count = m
        return result
    }
}
