import CollectionLayout

extension Order {
    /// The one move or exchange that turns this order into `new`, if there is one:
    /// `apply(edit)` on this order then gives `new`. `nil` when the two are equal or
    /// differ by more than one move or exchange (several edits in one frame, a
    /// replaced label, sections added or removed).
    ///
    /// A move is preferred to an exchange when both describe the change (two
    /// neighbours swapped); a move's `to` is the index path in `new`, as UIKit's
    /// `moveItemAt` takes it.
    ///
    /// - Complexity: O((k + w) log n): k the nodes the two orders do not share (about
    ///   the edits since one was made from the other, which is why a trace can afford
    ///   this on every frame), w the items between the two ends of the edit.
    public func singleEdit(to new: Order) -> DataEdit? {
        guard count == new.count else { return nil }
        let changed = indices.filter { self[$0] != new[$0] }
        switch changed.count {
        case 1:
            return Self.edit(within: changed[0], self[changed[0]], new[changed[0]])
        case 2:
            let (a, b) = (changed[0], changed[1])
            if self[a].count == new[a].count + 1 && self[b].count + 1 == new[b].count {
                return Self.move(from: a, self[a], new[a], to: b, self[b], new[b])
            }
            if self[b].count == new[b].count + 1 && self[a].count + 1 == new[a].count {
                return Self.move(from: b, self[b], new[b], to: a, self[a], new[a])
            }
            if self[a].count == new[a].count && self[b].count == new[b].count,
               let i = Self.onlyDifference(self[a], new[a]), let j = Self.onlyDifference(self[b], new[b]),
               self[a][i] == new[b][j] && self[b][j] == new[a][i] {
                return DataEdit(from: IndexPath(section: a, item: i), to: IndexPath(section: b, item: j), kind: .exchange)
            }
            return nil
        default:
            return nil
        }
    }

    /// A move or exchange within section `s`, which differs between `old` and `new`.
    static func edit(within s: Int, _ old: Section, _ new: Section) -> DataEdit? {
        let n = old.count
        guard n == new.count else { return nil }
        let p = old.commonPrefixCount(with: new)
        guard p < n else { return nil }
        let e = n - 1 - Swift.min(old.commonSuffixCount(with: new), n - p - 1)
        guard e > p else { return nil }
        let from = IndexPath(section: s, item: p), to = IndexPath(section: s, item: e)
        // Forward: old[p] goes to e, old[p+1…e] shift down one.
        if new[e] == old[p] && equal(old, p + 1 ..< e + 1, new, p) {
            return DataEdit(from: from, to: to, kind: .move)
        }
        // Backward: old[e] goes to p, old[p..<e] shift up one.
        if new[p] == old[e] && equal(old, p ..< e, new, p + 1) {
            return DataEdit(from: to, to: from, kind: .move)
        }
        if new[p] == old[e] && new[e] == old[p] && equal(old, p + 1 ..< e, new, p + 1) {
            return DataEdit(from: from, to: to, kind: .exchange)
        }
        return nil
    }

    /// The move of one item from section `a` (one shorter in `newA`) to section `b`
    /// (one longer in `newB`), if that is all that changed in the two.
    static func move(from a: Int, _ oldA: Section, _ newA: Section, to b: Int, _ oldB: Section, _ newB: Section) -> DataEdit? {
        let p = oldA.commonPrefixCount(with: newA)
        guard p + Swift.min(oldA.commonSuffixCount(with: newA), newA.count - p) == newA.count else { return nil }
        let q = oldB.commonPrefixCount(with: newB)
        guard q + Swift.min(oldB.commonSuffixCount(with: newB), oldB.count - q) == oldB.count,
              oldA[p] == newB[q] else { return nil }
        return DataEdit(from: IndexPath(section: a, item: p), to: IndexPath(section: b, item: q), kind: .move)
    }

    /// The one index at which two sections of one length differ, if they differ at one only.
    static func onlyDifference(_ old: Section, _ new: Section) -> Int? {
        let p = old.commonPrefixCount(with: new)
        guard p < old.count, p + old.commonSuffixCount(with: new) >= old.count - 1 else { return nil }
        return p
    }

    /// Whether `a[range]` equals `b[start ..< start + range.count]`.
    ///
    /// - Complexity: O(w + log n) for w = `range.count`.
    static func equal(_ a: Section, _ range: Range<Int>, _ b: Section, _ start: Int) -> Bool {
        guard !range.isEmpty else { return true }
        return a.elements(in: range) == b.elements(in: start ..< start + range.count)
    }
}

extension PersistentList {
    /// The elements at `range`, in order, copied one leaf at a time.
    ///
    /// - Complexity: O(log n + k) for k = `range.count`.
    public func elements(in range: Range<Int>) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(range.count)
        forEachLeaf(in: range) { _, start, elements in
            let low = Swift.max(range.lowerBound, start) - start
            let high = Swift.min(range.upperBound, start + elements.count) - start
            result.append(contentsOf: elements[low ..< high])
        }
        return result
    }
}
