/// A section's item frames, in index order: stored one by one, or computed
/// from a ``Grid`` when every item of the section has one size.
public typealias ItemFrames = GridBackedList<Rect>

/// A section's lines, in order along the scroll axis: stored one by one, or
/// computed from a ``Grid``. Empty for sections indexed by columns.
public typealias LineList = GridBackedList<Line>

/// What a ``Grid`` can compute: its item frames, or its lines.
public protocol GridDerived: Hashable, Sendable {
    /// How many elements `grid` has.
    static func count(in grid: Grid) -> Int
    /// Element `i` of `grid`, for `i` in `0..<count(in: grid)`.
    static func element(_ i: Int, of grid: Grid) -> Self
    /// How many elements `body` has.
    static func count(in body: LineBody) -> Int
    /// Element `i` of `body`.
    static func element(_ i: Int, of body: LineBody) -> Self
    /// How many elements a waterfall `body` has.
    static func count(in body: WaterfallBody) -> Int
    /// Element `i` of a waterfall `body`.
    static func element(_ i: Int, of body: WaterfallBody) -> Self
}

extension Rect: GridDerived {
    public static func count(in grid: Grid) -> Int { grid.count }
    public static func element(_ i: Int, of grid: Grid) -> Rect { grid.frame(i) }
    public static func count(in body: LineBody) -> Int { body.count }
    public static func element(_ i: Int, of body: LineBody) -> Rect { body.frame(i) }
    public static func count(in body: WaterfallBody) -> Int { body.count }
    public static func element(_ i: Int, of body: WaterfallBody) -> Rect { body.frame(i) }
}

extension Line: GridDerived {
    public static func count(in grid: Grid) -> Int { grid.lineCount }
    public static func element(_ i: Int, of grid: Grid) -> Line { grid.line(i) }
    public static func count(in body: LineBody) -> Int { body.lineCount }
    public static func element(_ i: Int, of body: LineBody) -> Line { body.line(i) }
    /// A waterfall has columns, not lines.
    public static func count(in body: WaterfallBody) -> Int { 0 }
    public static func element(_ i: Int, of body: WaterfallBody) -> Line {
        preconditionFailure("a waterfall section has no lines")
    }
}

/// A random-access list kept as an array, as a ``Grid`` that computes each
/// element, or as the chunks of a ``LineBody``: a section's frames or lines.
///
/// Two values are equal when they hold the same elements, however they are kept.
public struct GridBackedList<Element: GridDerived>: RandomAccessCollection, Hashable, Sendable,
                                                     ExpressibleByArrayLiteral {
    enum Storage: Sendable {
        case stored([Element])
        case grid(Grid)
        case body(LineBody)
        case waterfall(WaterfallBody)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    public init(_ elements: [Element]) { storage = .stored(elements) }

    public init(arrayLiteral elements: Element...) { storage = .stored(elements) }

    public var startIndex: Int { 0 }

    // `if case` one by one rather than a `switch`, which copies the storage
    // whole first: these run on every frame read.

    public var endIndex: Int {
        if case .stored(let elements) = storage { return elements.count }
        if case .grid(let grid) = storage { return Element.count(in: grid) }
        if case .body(let body) = storage { return Element.count(in: body) }
        if case .waterfall(let body) = storage { return Element.count(in: body) }
        preconditionFailure("unreachable")
    }

    /// Element `i`. O(1) stored or on a grid; O(log s) in a line body of s
    /// segments; in a waterfall body, O(1) once its chunk is laid out.
    public subscript(i: Int) -> Element {
        if case .stored(let elements) = storage { return elements[i] }
        if case .grid(let grid) = storage {
            precondition(i >= 0 && i < Element.count(in: grid), "index \(i) is not in 0..<\(Element.count(in: grid))")
            return Element.element(i, of: grid)
        }
        if case .body(let body) = storage { return Element.element(i, of: body) }
        if case .waterfall(let body) = storage { return Element.element(i, of: body) }
        preconditionFailure("unreachable")
    }

    public static func == (a: GridBackedList, b: GridBackedList) -> Bool {
        if case .stored(let x) = a.storage, case .stored(let y) = b.storage { return x == y }
        if case .grid(let x) = a.storage, case .grid(let y) = b.storage, x == y { return true }
        if case .body(let x) = a.storage, case .body(let y) = b.storage, x === y { return true }
        return a.elementsEqual(b)
    }

    /// Hashes the count and the first and last elements: equal values agree on
    /// those whatever their storage, and hashing stays O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(first)
        hasher.combine(last)
    }

    /// The bytes held by stored elements (a grid's arrays and a body's chunks
    /// are counted once, by ``PreparedLayout/storageBytes``).
    var storedBytes: Int {
        switch storage {
        case .stored(let elements): elements.capacity * MemoryLayout<Element>.stride
        case .grid, .body, .waterfall: 0
        }
    }

    /// The body the elements come from, if any.
    var body: LineBody? {
        if case .body(let body) = storage { return body }
        return nil
    }

    /// The waterfall body the elements come from, if any.
    var waterfall: WaterfallBody? {
        if case .waterfall(let body) = storage { return body }
        return nil
    }

    /// The grid the elements come from, if any.
    var grid: Grid? {
        if case .grid(let grid) = storage { return grid }
        return nil
    }
}
