import Synchronization

/// The body of one waterfall section (its items, between the top and bottom
/// insets) laid out lazily, in chunks of consecutive items, so that a version
/// after an edit shares every chunk before the edit and computes the rest only
/// as far as someone asks.
///
/// The rule is ``WaterfallLayout``'s: items in index order go to the column
/// with the smallest bottom (the leftmost of equals), at y = that bottom, which
/// then becomes the item's bottom plus `lineSpacing`. Frames equal that
/// layout's bit for bit (same operations in the same order).
///
/// Why laziness is sound: the frame of item i depends only on the column
/// bottoms before it and on size i, and those bottoms only on sizes 0…i − 1.
/// So the frames of items 0…i depend only on sizes 0…i: a chunk computed from
/// the bottoms the previous chunk left is exact whenever it is computed, and a
/// version whose sizes agree before `start` keeps every chunk ending at or
/// before `start` unchanged.
///
/// Why queries need not scan: a column's bottom never decreases and its items
/// follow one another downwards, so a query finds by binary search the first
/// chunk after which a column ends below a y (each chunk keeps the column
/// bottoms it leaves), then searches that chunk's items in the column. And
/// item tops never decrease with the index (an item starts at the minimum
/// bottom, which never decreases), so a query near y computes chunks only
/// until the columns it looks at pass y.
///
/// Lengths are assumed non-negative (sizes' heights, `lineSpacing`), as in
/// ``WaterfallLayout``; otherwise items overlap and the searches do not apply.
///
/// Immutable from outside and `Sendable`: the chunks are computed under a
/// lock, are immutable once made, and are shared between the versions
/// (``replacing(sizes:from:)``) of a body.
///
/// Public only as a name (``GridDerived`` mentions it); its members are internal.
public final class WaterfallBody: Sendable {
    /// Where the columns are and where they start.
    struct Parameters: Hashable, Sendable {
        /// Where each column starts across (x), in order; at least one.
        var xs: [Double]
        /// The columns' width: every item's width.
        var width: Double
        /// The vertical spacing between consecutive items of a column.
        var lineSpacing: Double
        /// The y where every column starts: the body's top.
        var top: Double
    }

    /// Items per chunk when not told otherwise: a chunk costs O(B × c) to
    /// compute, and a new version copies O(n / (64 B)) references.
    static let defaultChunkSize = 256

    /// The sizes, the parameters and the chunks computed so far.
    private let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A body of `sizes` (item i has size `sizes[sizes.startIndex + i]`) laid
    /// out with `parameters`, in chunks of `chunkSize` items.
    ///
    /// - Complexity: O(1): keeps `sizes` (an array or a persistent list is
    ///   shared, not copied); chunks are computed when a query needs them.
    init<S: RandomAccessCollection & Sendable>(sizes: S, parameters: Parameters,
                                               chunkSize: Int = defaultChunkSize)
    where S.Element == Size, S.Index == Int {
        storage = Storage(sizes: sizes, parameters: parameters, chunkSize: chunkSize,
                          chunks: WaterfallChunkList())
    }

    var parameters: Parameters { storage.parameters }

    /// The number of items.
    var count: Int { storage.count }

    /// How many items are computed now: the items of the chunks computed so far,
    /// always the first ones.
    var computedCount: Int { storage.computed.withLock { $0.end } }

    /// The body of `sizes`, given that they agree with this body's sizes before
    /// `start`: it shares this body's computed chunks that end at or before
    /// `start`, and computes the later ones when asked. Keeps the parameters,
    /// and the chunk size.
    ///
    /// - Precondition: `0 <= start <= min(count, sizes.count)`.
    /// - Complexity: O(n / (64 B) + 64) reference copies for chunk size B; no
    ///   item is laid out.
    func replacing<S: RandomAccessCollection & Sendable>(sizes: S, from start: Int) -> WaterfallBody
    where S.Element == Size, S.Index == Int {
        precondition(start >= 0 && start <= min(count, sizes.count),
                     "edit at \(start) outside 0...\(min(count, sizes.count))")
        let kept = storage.computed.withLock { $0.prefix(min($0.count, start / storage.chunkSize)) }
        return WaterfallBody(storage: Storage(sizes: sizes, parameters: parameters,
                                              chunkSize: storage.chunkSize, chunks: kept))
    }

    /// The body of `sizes` (which agree with this body's before `start`) with
    /// its columns starting at `top`: ``replacing(sizes:from:)`` when that is
    /// where they start now, else a body laid out afresh from `top`, lazily.
    /// (Moving the frames instead would not give the layout of the new top:
    /// column bottoms that tie when summed from one top may not tie when
    /// summed from another, and a tie decides the column of every later
    /// item.) O(1) plus what `replacing` copies.
    func replacing<S: RandomAccessCollection & Sendable>(sizes: S, from start: Int, top: Double) -> WaterfallBody
    where S.Element == Size, S.Index == Int {
        if top == parameters.top { return replacing(sizes: sizes, from: start) }
        var parameters = self.parameters
        parameters.top = top
        return WaterfallBody(sizes: sizes, parameters: parameters, chunkSize: storage.chunkSize)
    }

    /// The frame of item `i`, computing the chunks up to its own if needed.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(1) when its chunk is computed; else O(k × c) for the k
    ///   items from ``computedCount`` to the end of its chunk.
    func frame(_ i: Int) -> Rect {
        precondition(i >= 0 && i < count, "item \(i) outside 0..<\(count)")
        let list = storage.chunks { $0.end > i }
        let chunk = list[i / storage.chunkSize]
        return chunk.frames[i - chunk.start]
    }

    /// The lowest item bottom, or the top when there are no items. Computes every chunk.
    var bodyEnd: Double { bodyEnd(reaching: .infinity) }

    /// ``bodyEnd`` when it is at most `y`; otherwise some value at least `y`
    /// and at most ``bodyEnd``: the lowest bottom of the items computed up to
    /// the first chunk where it passes `y`. Computes no further than that.
    func bodyEnd(reaching y: Double) -> Double {
        let last = storage.chunks { $0.lowestBottom > y }.last
        return last?.lowestBottom ?? parameters.top
    }

    /// The bytes held by the chunks computed so far (shared chunks counted
    /// in every body that holds them).
    var storedBytes: Int {
        let list = storage.computed.withLock { $0 }
        return (0..<list.count).reduce(0) { $0 + list[$1].storedBytes }
    }

    // MARK: - Shared with the searches

    /// The chunks computed so far, after computing more (see ``Storage/chunks(until:)``).
    func chunks(until isEnough: (WaterfallChunk) -> Bool) -> WaterfallChunkList {
        storage.chunks(until: isEnough)
    }

    /// The sizes, parameters and computed chunks of one version of a body.
    private final class Storage: Sendable {
        let count: Int
        let size: @Sendable (Int) -> Size
        let parameters: Parameters
        let chunkSize: Int
        let computed: Mutex<WaterfallChunkList>
        /// Every chunk, once all are computed: read without the lock.
        private let complete = AtomicLazyReference<Complete>()

        private final class Complete: Sendable {
            let list: WaterfallChunkList
            init(_ list: WaterfallChunkList) { self.list = list }
        }

        convenience init<S: RandomAccessCollection & Sendable>(sizes: S, parameters: Parameters, chunkSize: Int,
                                                               chunks: WaterfallChunkList)
        where S.Element == Size, S.Index == Int {
            let first = sizes.startIndex
            self.init(count: sizes.count, size: { sizes[first + $0] }, parameters: parameters,
                      chunkSize: chunkSize, chunks: chunks)
        }

        init(count: Int, size: @escaping @Sendable (Int) -> Size, parameters: Parameters, chunkSize: Int,
             chunks: WaterfallChunkList) {
            precondition(!parameters.xs.isEmpty, "a waterfall needs at least one column")
            precondition(chunkSize >= 1 && chunkSize <= Int(Int32.max), "chunk size \(chunkSize)")
            self.count = count
            self.size = size
            self.parameters = parameters
            self.chunkSize = chunkSize
            computed = Mutex(chunks)
        }

        /// The chunks computed so far, after computing more, one chunk at a
        /// time, until `isEnough` holds for the last one or every item is
        /// computed. A copy (sharing the chunks) that the caller reads without the lock.
        func chunks(until isEnough: (WaterfallChunk) -> Bool) -> WaterfallChunkList {
            if let done = complete.load() { return done.list }
            let list = computed.withLock { list in
                while list.end < count {
                    if let last = list.last, isEnough(last) { break }
                    list.append(nextChunk(after: list.last))
                }
                return list
            }
            if list.end == count { _ = complete.storeIfNil(Complete(list)) }
            return list
        }

        /// The chunk after `previous` (the first when `nil`), laid out from
        /// the bottoms `previous` left.
        private func nextChunk(after previous: WaterfallChunk?) -> WaterfallChunk {
            let start = previous?.end ?? 0
            return WaterfallChunk(
                start: start, count: min(chunkSize, count - start),
                bottomsBefore: previous?.bottomsAfter ?? Array(repeating: parameters.top, count: parameters.xs.count),
                lowestBottom: previous?.lowestBottom ?? parameters.top,
                parameters: parameters, size: size)
        }
    }
}
