/// A sequence with value semantics whose copies share structure: copying one
/// is O(1), and changing a copy costs O(log n), not O(n), because only the
/// path from the root to the changed element is copied; every other node stays
/// shared with the original.
///
/// The engine keeps every frame's screen order and data order, and each
/// reordering tick changes one of them by a single move. With arrays, that
/// tick copied the whole section the frames shared (11 ms at a million
/// items); with this list it copies a few nodes.
///
/// The shape is a B+tree rope:
/// - Leaves hold up to ``leafCapacity`` elements in a contiguous array;
///   branches hold up to ``branchCapacity`` children and, for each child, the
///   number of elements up to and including it (cumulative counts), so that
///   finding the leaf of index `i` is a binary search per level.
/// - All leaves are at the same depth. A node that overflows splits in two
///   halves; one that underflows (below half its capacity) merges with a
///   neighbour or, if the two would overflow, the pair is evened out. The root
///   alone may be smaller; a root branch left with one child is replaced by
///   it. So every node but the root is at least half full, and the height is
///   at most `1 + log₁₆(n / 64)` levels of branches above the leaves.
/// - Every node also keeps its element count and the wrapping sum of its
///   elements' ``StableHashable/stableHash``: the *multiset hash*
///   (``multisetHash``), updated along the path on every change.
///
/// Nodes are final classes. A node is changed in place only when
/// `isKnownUniquelyReferenced` says no other list (or node) holds it;
/// otherwise it is copied first. Once shared, a node is never changed again,
/// which is what makes the list `Sendable`.
///
/// - Complexity: copy O(1); ``subscript(_:)`` get and set, ``insert(_:at:)``
///   and ``remove(at:)`` O(log n); building from an array O(n); iteration
///   O(n) for the whole list.
public struct PersistentList<Element: StableHashable> {
    var root: Node

    /// The most elements a leaf holds.
    static var leafCapacity: Int { 64 }
    /// The most children a branch holds.
    static var branchCapacity: Int { 32 }

    /// An empty list.
    public init() {
        root = Node(leaf: [])
    }

    init(root: Node) {
        self.root = root
    }

    /// The number of elements.
    ///
    /// - Complexity: O(1).
    public var count: Int { root.count }

    /// The wrapping sum of every element's ``StableHashable/stableHash``:
    /// equal for lists that hold the same elements, in any order. Two lists
    /// with different multiset hashes differ as multisets (up to the caveat on
    /// canonically equivalent strings in ``StableHashable``); equal ones are
    /// the same multiset up to a collision chance of about 2⁻⁶⁴.
    ///
    /// - Complexity: O(1).
    public var multisetHash: UInt64 { root.digest }

    /// Levels of branches above the leaves: 0 while everything fits in one leaf.
    ///
    /// - Complexity: O(1).
    var height: Int { root.height }
}

extension PersistentList: Sendable where Element: Sendable {}

extension PersistentList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension PersistentList: CustomStringConvertible {
    /// Written as an array is: `["A", "B"]`.
    public var description: String { Array(self).description }
}
