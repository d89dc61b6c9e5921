extension PersistentList {
    /// Walks the elements in order, one leaf array at a time: O(1) per
    /// element, plus O(1) amortised per leaf to find the next leaf.
    public struct Iterator: IteratorProtocol {
        /// The branches above the current leaf, each with the index of the
        /// child being walked.
        private var path: [(node: Node, child: Int)] = []
        private var leaf: [Element]
        private var position: Int

        /// An iterator at the first element of the subtree under `root`.
        ///
        /// - Complexity: O(log n).
        init(root: Node) {
            var node = root
            while node.height > 0 {
                path.append((node, 0))
                node = node.children[0]
            }
            leaf = node.elements
            position = 0
        }

        public mutating func next() -> Element? {
            if position == leaf.count {
                guard advanceLeaf() else { return nil }
            }
            defer { position += 1 }
            return leaf[position]
        }

        /// Moves to the first element of the next leaf; false at the end.
        /// Leaves below a branch are never empty, so the next leaf has one.
        private mutating func advanceLeaf() -> Bool {
            while var top = path.popLast() {
                top.child += 1
                guard top.child < top.node.children.count else { continue }
                path.append(top)
                var node = top.node.children[top.child]
                while node.height > 0 {
                    path.append((node, 0))
                    node = node.children[0]
                }
                leaf = node.elements
                position = 0
                return true
            }
            return false
        }
    }
}

extension PersistentList.Iterator: Sendable where Element: Sendable {}
