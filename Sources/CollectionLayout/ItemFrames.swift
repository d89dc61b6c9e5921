/// A section's item frames, in index order: stored one by one, or computed
/// from a ``Grid`` when every item of the section has one size.
///
/// Two values are equal when they hold the same frames, however they are kept.
public struct ItemFrames: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    enum Storage: Hashable, Sendable {
        case frames([Rect])
        case grid(Grid)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    public init(_ frames: [Rect]) { storage = .frames(frames) }

    public init(arrayLiteral elements: Rect...) { storage = .frames(elements) }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .frames(let frames): frames.count
        case .grid(let grid): grid.count
        }
    }

    /// The frame of item `i`. O(1).
    public subscript(i: Int) -> Rect {
        switch storage {
        case .frames(let frames): return frames[i]
        case .grid(let grid):
            precondition(i >= 0 && i < grid.count, "item \(i) is not in 0..<\(grid.count)")
            return grid.frame(i)
        }
    }

    public static func == (a: ItemFrames, b: ItemFrames) -> Bool {
        if case .frames(let x) = a.storage, case .frames(let y) = b.storage { return x == y }
        if case .grid(let x) = a.storage, case .grid(let y) = b.storage, x == y { return true }
        return a.elementsEqual(b)
    }

    /// Hashes the count and the first and last frames: equal values agree on
    /// those whatever their storage, and hashing stays O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(first)
        hasher.combine(last)
    }

    /// The bytes held by the storage's arrays.
    var storageBytes: Int {
        switch storage {
        case .frames(let frames): frames.capacity * MemoryLayout<Rect>.stride
        case .grid(let grid): grid.storageBytes
        }
    }
}

/// A section's lines, in order along the scroll axis: stored one by one, or
/// computed from a ``Grid``. Empty for sections indexed by columns.
///
/// Two values are equal when they hold the same lines, however they are kept.
public struct LineList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    enum Storage: Hashable, Sendable {
        case lines([Line])
        case grid(Grid)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    public init(_ lines: [Line]) { storage = .lines(lines) }

    public init(arrayLiteral elements: Line...) { storage = .lines(elements) }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .lines(let lines): lines.count
        case .grid(let grid): grid.lineCount
        }
    }

    /// Line `l`. O(1).
    public subscript(l: Int) -> Line {
        switch storage {
        case .lines(let lines): return lines[l]
        case .grid(let grid):
            precondition(l >= 0 && l < grid.lineCount, "line \(l) is not in 0..<\(grid.lineCount)")
            return grid.line(l)
        }
    }

    public static func == (a: LineList, b: LineList) -> Bool {
        if case .lines(let x) = a.storage, case .lines(let y) = b.storage { return x == y }
        if case .grid(let x) = a.storage, case .grid(let y) = b.storage, x == y { return true }
        return a.elementsEqual(b)
    }

    /// Hashes the count and the first and last lines (O(1)); see ``ItemFrames``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(first)
        hasher.combine(last)
    }

    /// The bytes held by stored lines (a grid's are counted with its items).
    var storageBytes: Int {
        switch storage {
        case .lines(let lines): lines.capacity * MemoryLayout<Line>.stride
        case .grid: 0
        }
    }
}
