extension PersistentList: Equatable where Element: Equatable {
    /// Whether the two lists hold equal elements in the same order.
    ///
    /// Subtrees the two lists share are skipped without being read: the
    /// comparison walks both trees level by level, pairing nodes that start
    /// and end at the same index, and a pair that is one node (`===`) is equal
    /// by construction. So a version compared with the version it was made
    /// from by a few edits reads only the edited paths. Runs of nodes whose
    /// boundaries differ are compared one level further down, and leaves
    /// element by element.
    ///
    /// - Complexity: O(1) when the lists share their root or differ in count;
    ///   O(k log n) node visits (each reading up to one branch or leaf) when
    ///   they differ by k edited paths and have the same shape; O(n) at worst.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = [lhs.root], right = [rhs.root]
        // Bring both sides to one height (lists with different histories).
        while left[0].height > right[0].height { left = left.flatMap(\.children) }
        while right[0].height > left[0].height { right = right.flatMap(\.children) }
        return equal(left[...], right[...])
    }
}

extension PersistentList: Hashable where Element: Hashable {
    /// Hashes the count and every element in order, as an array would (the
    /// multiset hash cannot be used: it ignores order, and it may tell apart
    /// strings that `==` calls equal).
    ///
    /// - Complexity: O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        root.forEachLeaf { leaf in
            for element in leaf { hasher.combine(element) }
        }
    }
}

extension PersistentList where Element: Equatable {
    /// Whether two runs of nodes of one height, holding the same number of
    /// elements, hold equal elements.
    static func equal(_ xs: ArraySlice<Node>, _ ys: ArraySlice<Node>) -> Bool {
        var i = xs.startIndex, j = ys.startIndex
        // xs[i] and ys[j] start at the same index.
        while i < xs.endIndex && j < ys.endIndex {
            let x = xs[i], y = ys[j]
            if x.count == y.count {
                guard equal(x, y) else { return false }
                i += 1
                j += 1
                continue
            }
            // Extend both runs until they end at the same index.
            var ii = i, jj = j
            var endX = x.count, endY = y.count
            while endX != endY {
                if endX < endY {
                    ii += 1
                    endX += xs[ii].count
                } else {
                    jj += 1
                    endY += ys[jj].count
                }
            }
            if x.height == 0 {
                let a = xs[i...ii].lazy.flatMap(\.elements), b = ys[j...jj].lazy.flatMap(\.elements)
                if !a.elementsEqual(b) { return false }
            } else if !equal(xs[i...ii].flatMap(\.children)[...], ys[j...jj].flatMap(\.children)[...]) {
                return false
            }
            i = ii + 1
            j = jj + 1
        }
        return i == xs.endIndex && j == ys.endIndex
    }

    /// Whether two nodes of one height and count hold equal elements.
    static func equal(_ x: Node, _ y: Node) -> Bool {
        if x === y { return true }
        if x.height == 0 { return x.elements == y.elements }
        return equal(x.children[...], y.children[...])
    }
}
