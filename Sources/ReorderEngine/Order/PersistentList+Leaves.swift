extension PersistentList {
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
    /// Calls `body` with each leaf, in order.
    func forEachLeafNode(_ body: (PersistentList.Node) throws -> Void) rethrows {
        if height == 0 {
            try body(self)
        } else {
            for child in children { try child.forEachLeafNode(body) }
        }
    }
}

extension PersistentList {
    /// Calls `body` with each leaf holding positions in `range`, in order: its
    /// token (as ``forEachLeaf(_:)``), the position of its first element, and
    /// its elements (all of them, also those outside `range`).
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(log n + k / leaf size) calls for k positions in `range`.
    public func forEachLeaf(in range: Range<Int>,
                            _ body: (_ token: AnyObject, _ start: Int, _ elements: [Element]) throws -> Void) rethrows {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside 0..<\(count)")
        guard !range.isEmpty else { return }
        try root.forEachLeafNode(overlapping: range.lowerBound, range.upperBound, offset: 0) {
            try body($0, $1, $0.elements)
        }
    }
}

extension PersistentList.Node {
    /// Calls `body` with each leaf holding positions `lower..<upper` of this
    /// subtree (non-empty), and its first position plus `offset`.
    func forEachLeafNode(overlapping lower: Int, _ upper: Int, offset: Int,
                         _ body: (PersistentList.Node, Int) throws -> Void) rethrows {
        if height == 0 {
            try body(self, offset)
            return
        }
        var k = child(containing: lower)
        while k < children.count {
            let start = start(of: k)
            guard start < upper else { break }
            try children[k].forEachLeafNode(overlapping: max(lower, start) - start, min(upper, ends[k]) - start,
                                            offset: offset + start, body)
            k += 1
        }
    }
}
