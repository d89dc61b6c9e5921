extension PersistentList {
    /// The first broken structural invariant, described, or `nil` when the
    /// tree is sound: every leaf at the same depth; every node but the root
    /// at least half full and none over capacity; a root branch with two
    /// children or more; every count, cumulative count and multiset hash
    /// equal to what it summarises. For tests.
    ///
    /// - Complexity: O(n).
    func invariantFailure() -> String? {
        if root.height > 0 && root.children.count < 2 { return "the root branch has one child" }
        return root.invariantFailure(isRoot: true)
    }
}

extension PersistentList.Node {
    func invariantFailure(isRoot: Bool) -> String? {
        if slots > capacity { return "a node of height \(height) holds \(slots) > \(capacity)" }
        if !isRoot && slots < minimum { return "a node of height \(height) holds \(slots) < \(minimum)" }
        if height == 0 {
            if !children.isEmpty || !ends.isEmpty { return "a leaf has children" }
            if count != elements.count { return "a leaf counts \(count), holds \(elements.count)" }
            if digest != elements.reduce(0, { $0 &+ $1.stableHash }) { return "a leaf's multiset hash is stale" }
            return nil
        }
        if !elements.isEmpty { return "a branch holds elements" }
        if ends.count != children.count { return "a branch has \(ends.count) ends for \(children.count) children" }
        var total = 0
        var sum: UInt64 = 0
        for (k, child) in children.enumerated() {
            if child.height != height - 1 { return "a child of height \(child.height) under height \(height)" }
            total += child.count
            sum &+= child.digest
            if ends[k] != total { return "end \(k) is \(ends[k]), expected \(total)" }
            if let failure = child.invariantFailure(isRoot: false) { return failure }
        }
        if count != total { return "a branch counts \(count), holds \(total)" }
        if digest != sum { return "a branch's multiset hash is stale" }
        return nil
    }
}
