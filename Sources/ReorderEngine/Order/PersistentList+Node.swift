extension PersistentList {
    /// One node of the tree: a leaf (``height`` 0) holding elements, or a
    /// branch holding children one level lower.
    ///
    /// The mutating methods here assume the node is uniquely referenced (the
    /// caller has checked, or has just made it) and make each child unique
    /// before descending into it, so a shared node is never changed.
    final class Node {
        /// 0 for a leaf; a branch's children all have height `height - 1`.
        let height: Int
        /// A leaf's elements; empty in a branch.
        var elements: [Element]
        /// A branch's children; empty in a leaf.
        var children: [Node]
        /// A branch's cumulative counts: `ends[k]` is the number of elements in
        /// `children[0...k]`. Empty in a leaf.
        var ends: [Int]
        /// The number of elements in this subtree.
        var count: Int
        /// The wrapping sum of the stable hashes of the elements in this subtree.
        var digest: UInt64

        init(leaf elements: [Element]) {
            height = 0
            self.elements = elements
            children = []
            ends = []
            count = elements.count
            digest = elements.reduce(0) { $0 &+ $1.stableHash }
        }

        /// A branch over `children`, which must be non-empty and of one height.
        init(branch children: [Node]) {
            height = children[0].height + 1
            elements = []
            self.children = children
            ends = []
            count = 0
            digest = 0
            refreshEnds(from: 0)
            digest = children.reduce(0) { $0 &+ $1.digest }
        }

        /// A copy sharing `other`'s children (and, until one is changed, its arrays).
        init(copying other: Node) {
            height = other.height
            elements = other.elements
            children = other.children
            ends = other.ends
            count = other.count
            digest = other.digest
        }

        /// Elements in a leaf, children in a branch.
        var slots: Int { height == 0 ? elements.count : children.count }

        /// The most slots a node of this height holds.
        var capacity: Int { height == 0 ? PersistentList.leafCapacity : PersistentList.branchCapacity }

        /// The fewest slots a node of this height holds, unless it is the root.
        var minimum: Int { capacity / 2 }

        /// The index of child `k`'s first element within this subtree.
        func start(of k: Int) -> Int { k == 0 ? 0 : ends[k - 1] }

        /// The child holding index `i` (the last child when `i == count`).
        ///
        /// - Complexity: O(log b) for b children.
        func child(containing i: Int) -> Int {
            var low = 0, high = ends.count - 1
            while low < high {
                let mid = (low + high) / 2
                if ends[mid] > i { high = mid } else { low = mid + 1 }
            }
            return low
        }

        /// Recomputes `ends` (and `count`) from child `k` on, after the
        /// children from `k` on changed size or were inserted or removed.
        ///
        /// - Complexity: O(b) for b children.
        func refreshEnds(from k: Int) {
            if ends.count > children.count { ends.removeLast(ends.count - children.count) }
            while ends.count < children.count { ends.append(0) }
            var total = start(of: k)
            for j in k..<children.count {
                total += children[j].count
                ends[j] = total
            }
            count = total
        }

        /// The element at `i` within this subtree.
        ///
        /// - Complexity: O(log n).
        func element(at i: Int) -> Element {
            var node = self
            var i = i
            while node.height > 0 {
                let k = node.child(containing: i)
                i -= node.start(of: k)
                node = node.children[k]
            }
            return node.elements[i]
        }

        /// Calls `body` with each leaf's elements, in order.
        ///
        /// - Complexity: O(n / leaf size) calls.
        func forEachLeaf(_ body: ([Element]) throws -> Void) rethrows {
            if height == 0 {
                try body(elements)
            } else {
                for child in children { try child.forEachLeaf(body) }
            }
        }
    }
}

// Checked by hand: a node is written only while uniquely referenced, so a node
// that another list, frame or thread can reach is never written again.
extension PersistentList.Node: @unchecked Sendable where Element: Sendable {}
