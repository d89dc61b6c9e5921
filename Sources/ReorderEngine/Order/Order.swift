/// Item labels per section, in order: what the screen shows or what the data
/// source holds.
///
/// Each section is a ``PersistentList`` of labels, so an order is copied in
/// O(1) and a move or an exchange copies O(log n) of it: every frame of a
/// ``Timeline`` keeps its own order and data while sharing almost all of them
/// with the frames before. Write one as nested arrays (`[["A", "B"], ["C"]]`)
/// and read it back with ``arrays``.
public struct Order: Sendable {
    /// One section's labels.
    public typealias Section = PersistentList<String>

    /// The sections, in order.
    public internal(set) var sections: [Section]

    /// An order of these sections of labels.
    ///
    /// - Complexity: O(n) for n labels.
    public init(_ sections: [[String]]) {
        self.sections = sections.map { Section($0) }
    }

    /// An order of these sections (shared, not copied).
    ///
    /// - Complexity: O(number of sections).
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The labels per section, as arrays.
    ///
    /// - Complexity: O(n).
    public var arrays: [[String]] { sections.map { Array($0) } }

    /// The number of labels, all sections together.
    ///
    /// - Complexity: O(number of sections).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// The wrapping sum of every label's ``StableHashable/stableHash``, all
    /// sections together: equal for orders that hold the same labels,
    /// wherever they are (see ``PersistentList/multisetHash``).
    ///
    /// - Complexity: O(number of sections).
    public var multisetHash: UInt64 { sections.reduce(0) { $0 &+ $1.multisetHash } }
}

extension Order: RandomAccessCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }

    /// Section `s`.
    ///
    /// - Complexity: O(1).
    public subscript(s: Int) -> Section { sections[s] }
}

extension Order: ExpressibleByArrayLiteral {
    /// `[["A", "B"], ["C"]]`: two sections.
    public init(arrayLiteral sections: [String]...) {
        self.init(sections)
    }
}

extension Order: Hashable {
    /// Whether both have the same sections with the same labels in the same
    /// order. Sections that share structure are compared without reading what
    /// they share (see ``PersistentList``'s `==`), so comparing an order with
    /// one a few edits away costs O(edits × log n).
    public static func == (lhs: Order, rhs: Order) -> Bool {
        lhs.sections == rhs.sections
    }

    /// - Complexity: O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sections)
    }
}

extension Order: CustomStringConvertible {
    /// Written as the nested arrays are: `[["A", "B"], ["C"]]`.
    public var description: String { arrays.description }
}
