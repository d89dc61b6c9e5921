extension PersistentList {
    /// The elements at the positions `range`, in order, read leaf by leaf
    /// (where looking each index up would cost O(log n) apiece).
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(log n + k) for k elements in `range`.
    public func elements(in range: Range<Int>) -> [Element] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside 0..<\(count)")
        var result: [Element] = []
        result.reserveCapacity(range.count)
        root.collect(range.lowerBound, range.upperBound, into: &result)
        return result
    }

    /// Calls `body` with each leaf's elements, in order, and a token standing for
    /// that leaf: lists that share a leaf (a version and one made from it by a few
    /// edits share all but O(edits) leaves) pass the same token, and the elements
    /// of a leaf never change while anything holds its token. So a caller can
    /// remember what it made of a leaf by the token's `ObjectIdentifier` (keeping
    /// the token, so that the identifier is not reused).
    ///
    /// - Complexity: O(n / leaf size) calls.
    public func forEachLeaf(_ body: (_ token: AnyObject, _ elements: [Element]) throws -> Void) rethrows {
        try root.forEachLeafNode { try body($0, $0.elements) }
    }
}

extension PersistentList.Node {
    /// Appends the elements at positions `lower..<upper` of this subtree.
    func collect(_ lower: Int, _ upper: Int, into result: inout [Element]) {
        guard lower < upper else { return }
        if height == 0 {
            result.append(contentsOf: elements[lower..<upper])
            return
        }
        var k = child(containing: lower)
        while k < children.count {
            let start = start(of: k)
            guard start < upper else { break }
            children[k].collect(max(lower, start) - start, min(upper, ends[k]) - start, into: &result)
            k += 1
        }
    }

    /// Calls `body` with each leaf, in order.
    func forEachLeafNode(_ body: (PersistentList.Node) throws -> Void) rethrows {
        if height == 0 {
            try body(self)
        } else {
            for child in children { try child.forEachLeafNode(body) }
        }
    }
}
