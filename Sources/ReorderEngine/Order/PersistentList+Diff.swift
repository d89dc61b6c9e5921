extension PersistentList where Element: Equatable {
    /// How many elements at the start of this list equal those at the start of `other`.
    ///
    /// A subtree the two lists share at the same position is skipped without
    /// being read, so a version compared with one made from it by a few edits
    /// reads about the edited paths (the trace uses this to write an order
    /// change as the edit, not as the whole order).
    ///
    /// - Complexity: O(k log n) for k nodes along the way that are not shared
    ///   (about the edits between the two), plus the elements compared in
    ///   leaves that are not shared; O(n) at worst.
    public func commonPrefixCount(with other: Self) -> Int {
        commonCount(with: other, fromEnd: false)
    }

    /// How many elements at the end of this list equal those at the end of `other`
    /// (as ``commonPrefixCount(with:)``, from the other end).
    public func commonSuffixCount(with other: Self) -> Int {
        commonCount(with: other, fromEnd: true)
    }

    private func commonCount(with other: Self, fromEnd: Bool) -> Int {
        let limit = Swift.min(count, other.count)
        var k = 0   // elements matched so far
        while k < limit {
            let p = fromEnd ? count - 1 - k : k
            let q = fromEnd ? other.count - 1 - k : k
            let left = root.path(to: p), right = other.root.path(to: q)
            // The highest node both reach at the same offset: all of it is common.
            var skipped = false
            for l in left {
                guard let r = right.first(where: { $0.node.height == l.node.height }) else { continue }
                if l.node === r.node && p - l.start == q - r.start {
                    k += fromEnd ? p - l.start + 1 : l.start + l.node.count - p
                    skipped = true
                    break
                }
            }
            if skipped { continue }
            // Two different leaves: compare element by element up to the nearer leaf end.
            let a = left[left.count - 1], b = right[right.count - 1]
            var i = p - a.start, j = q - b.start
            var matched = 0
            while i >= 0 && j >= 0 && i < a.node.elements.count && j < b.node.elements.count
                    && k + matched < limit {
                guard a.node.elements[i] == b.node.elements[j] else { return k + matched }
                matched += 1
                i += fromEnd ? -1 : 1
                j += fromEnd ? -1 : 1
            }
            k += matched
        }
        return limit
    }
}

extension PersistentList.Node {
    /// The nodes from this one down to the leaf holding index `i`, each with
    /// the index of its first element within this subtree.
    ///
    /// - Complexity: O(log n).
    func path(to i: Int) -> [(node: PersistentList.Node, start: Int)] {
        var result = [(node: self, start: 0)]
        var node = self, start = 0
        while node.height > 0 {
            let k = node.child(containing: i - start)
            start += node.start(of: k)
            node = node.children[k]
            result.append((node, start))
        }
        return result
    }
}
