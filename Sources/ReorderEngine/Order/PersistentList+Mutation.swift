extension PersistentList {
    /// Inserts `element` so that it ends up at index `i`; elements from `i` on
    /// move up by one.
    ///
    /// - Precondition: `0 <= i <= count`.
    /// - Complexity: O(log n): the path to the leaf is copied if it is shared,
    ///   and a full node splits in two.
    public mutating func insert(_ element: Element, at i: Int) {
        precondition(i >= 0 && i <= count, "insert at index \(i), outside 0...\(count)")
        makeRootUnique()
        if let sibling = root.insert(element, hash: element.stableHash, at: i) {
            root = Node(branch: [root, sibling])
        }
    }

    /// Adds `element` at the end.
    ///
    /// - Complexity: O(log n).
    public mutating func append(_ element: Element) {
        insert(element, at: count)
    }

    /// Removes and returns the element at `i`; elements after it move down by one.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n): the path to the leaf is copied if it is shared,
    ///   and a node left less than half full borrows from or merges with a
    ///   neighbour.
    @discardableResult
    public mutating func remove(at i: Int) -> Element {
        precondition(i >= 0 && i < count, "remove at index \(i), outside 0..<\(count)")
        makeRootUnique()
        let (element, _) = root.remove(at: i)
        if root.height > 0 && root.children.count == 1 {
            root = root.children[0]
        }
        return element
    }

    /// Replaces the element at `i`, returning the one it replaced.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    mutating func replace(at i: Int, with element: Element) -> Element {
        precondition(i >= 0 && i < count, "index \(i) outside 0..<\(count)")
        makeRootUnique()
        return root.replace(at: i, with: element, hash: element.stableHash).element
    }

    private mutating func makeRootUnique() {
        if !isKnownUniquelyReferenced(&root) { root = Node(copying: root) }
    }
}

extension PersistentList.Node {
    /// Makes child `k` uniquely referenced, copying it if another node or
    /// list holds it too.
    func makeChildUnique(_ k: Int) {
        if !isKnownUniquelyReferenced(&children[k]) {
            children[k] = PersistentList.Node(copying: children[k])
        }
    }

    /// Inserts `element` (whose stable hash is `hash`) at `i` within this
    /// subtree. Returns the new right-hand sibling when this node overflowed
    /// and split; the caller puts it next to this one.
    func insert(_ element: Element, hash: UInt64, at i: Int) -> PersistentList.Node? {
        digest &+= hash
        if height == 0 {
            elements.insert(element, at: i)
            count += 1
        } else {
            // Into the child holding i, or the end of the last child.
            let k = child(containing: max(0, i - 1))
            makeChildUnique(k)
            if let sibling = children[k].insert(element, hash: hash, at: i - start(of: k)) {
                children.insert(sibling, at: k + 1)
            }
            refreshEnds(from: k)
        }
        return slots > capacity ? splitOff() : nil
    }

    /// Removes the element at `i` within this subtree; returns it and its stable hash.
    func remove(at i: Int) -> (element: Element, hash: UInt64) {
        if height == 0 {
            let element = elements.remove(at: i)
            let hash = element.stableHash
            count -= 1
            digest &-= hash
            return (element, hash)
        }
        let k = child(containing: i)
        makeChildUnique(k)
        let removed = children[k].remove(at: i - start(of: k))
        digest &-= removed.hash
        if children[k].slots < children[k].minimum {
            rebalance(k)
        } else {
            refreshEnds(from: k)
        }
        return removed
    }

    /// Replaces the element at `i` within this subtree; returns the old one and its stable hash.
    func replace(at i: Int, with element: Element, hash: UInt64) -> (element: Element, hash: UInt64) {
        let old: (element: Element, hash: UInt64)
        if height == 0 {
            old = (elements[i], elements[i].stableHash)
            elements[i] = element
        } else {
            let k = child(containing: i)
            makeChildUnique(k)
            old = children[k].replace(at: i - start(of: k), with: element, hash: hash)
        }
        digest = digest &- old.hash &+ hash
        return old
    }

    /// Moves the upper half of this node's slots into a new node and returns it.
    func splitOff() -> PersistentList.Node {
        let half = slots / 2
        let right: PersistentList.Node
        if height == 0 {
            right = PersistentList.Node(leaf: Array(elements[half...]))
            elements.removeSubrange(half...)
            count -= right.count
        } else {
            right = PersistentList.Node(branch: Array(children[half...]))
            children.removeSubrange(half...)
            refreshEnds(from: 0)
        }
        digest &-= right.digest
        return right
    }

    /// Child `k` is less than half full: merge it with a neighbour when the two
    /// fit in one node, otherwise share the neighbour's slots evenly between them.
    /// Either way both end at least half full, and this node's totals are unchanged.
    func rebalance(_ k: Int) {
        precondition(children.count >= 2, "every branch has at least two children")
        let l = k > 0 ? k - 1 : k
        makeChildUnique(l)
        makeChildUnique(l + 1)
        let left = children[l], right = children[l + 1]
        if left.slots + right.slots <= left.capacity {
            left.absorb(right)
            children.remove(at: l + 1)
        } else {
            left.even(with: right)
        }
        refreshEnds(from: l)
    }

    /// Appends all of `right`'s slots (a node of the same height) to this node.
    func absorb(_ right: PersistentList.Node) {
        if height == 0 {
            elements += right.elements
            count += right.count
        } else {
            children += right.children
            refreshEnds(from: 0)
        }
        digest &+= right.digest
    }

    /// Moves slots between this node and its right-hand neighbour `right` so
    /// that this one holds half (rounded down) of their slots.
    func even(with right: PersistentList.Node) {
        let target = (slots + right.slots) / 2
        var moved: UInt64 = 0
        if height == 0 {
            if slots < target {
                let m = target - slots
                for e in right.elements[..<m] { moved &+= e.stableHash }
                elements += right.elements[..<m]
                right.elements.removeFirst(m)
                digest &+= moved
                right.digest &-= moved
            } else {
                for e in elements[target...] { moved &+= e.stableHash }
                right.elements.insert(contentsOf: elements[target...], at: 0)
                elements.removeSubrange(target...)
                digest &-= moved
                right.digest &+= moved
            }
            count = elements.count
            right.count = right.elements.count
        } else {
            if slots < target {
                let m = target - slots
                for c in right.children[..<m] { moved &+= c.digest }
                children += right.children[..<m]
                right.children.removeFirst(m)
                digest &+= moved
                right.digest &-= moved
            } else {
                for c in children[target...] { moved &+= c.digest }
                right.children.insert(contentsOf: children[target...], at: 0)
                children.removeSubrange(target...)
                digest &-= moved
                right.digest &+= moved
            }
            refreshEnds(from: 0)
            right.refreshEnds(from: 0)
        }
    }
}
