import CollectionLayout

extension Order {
    /// UIKit's `moveItemAt`: remove the label at `from`, insert it at `to`
    /// (at the section's end when `to.item` is past it).
    ///
    /// - Complexity: O(log n) for n labels in the sections involved.
    public mutating func move(from: IndexPath, to: IndexPath) {
        sections.move(from: from, to: to)
    }

    /// `exchangeObjectAtIndex:withObjectAtIndex:` across index paths.
    ///
    /// - Complexity: O(log n).
    public mutating func exchange(_ a: IndexPath, _ b: IndexPath) {
        let t = sections[a.section][a.item]
        sections[a.section][a.item] = sections[b.section][b.item]
        sections[b.section][b.item] = t
    }

    /// Applies a data-source edit.
    ///
    /// - Complexity: O(log n).
    public mutating func apply(_ edit: DataEdit) {
        switch edit.kind {
        case .move: move(from: edit.from, to: edit.to)
        case .exchange: exchange(edit.from, edit.to)
        }
    }

    /// Whether `path` names an existing entry.
    ///
    /// - Complexity: O(1).
    public func contains(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < count && path.item >= 0 && path.item < self[path.section].count
    }

    /// The index path of `label`, if present.
    ///
    /// - Complexity: O(n).
    public func indexPath(of label: String) -> IndexPath? {
        for (s, section) in enumerated() {
            if let i = section.firstIndex(of: label) { return IndexPath(section: s, item: i) }
        }
        return nil
    }
}

extension Array {
    /// UIKit's `moveItemAt` on any per-section table: remove at `from`, insert at `to`.
    ///
    /// - Complexity: O(log n) for n entries in the sections involved.
    mutating func move<T>(from: IndexPath, to: IndexPath) where Element == PersistentList<T> {
        let value = self[from.section].remove(at: from.item)
        self[to.section].insert(value, at: Swift.min(to.item, self[to.section].count))
    }
}

extension IndexPath {
    /// Where the entry at `self` ends up after `moveItemAt(from, to)`.
    /// The inverse of a move from `a` to `b` is the move from `b` to `a`.
    func afterMove(from: IndexPath, to: IndexPath) -> IndexPath {
        if self == from { return to }
        var p = self
        if p.section == from.section && p.item > from.item { p.item -= 1 }
        if p.section == to.section && p.item >= to.item { p.item += 1 }
        return p
    }
}
