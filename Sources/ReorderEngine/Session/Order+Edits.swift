import CollectionLayout

extension Array {
    /// UIKit's `moveItemAt` on any per-section table: remove at `from`, insert at `to`.
    mutating func move<T>(from: IndexPath, to: IndexPath) where Element == [T] {
        let value = self[from.section].remove(at: from.item)
        self[to.section].insert(value, at: Swift.min(to.item, self[to.section].count))
    }
}

extension Array where Element == [String] {
    /// The index path of `label`, if present.
    func indexPath(of label: String) -> IndexPath? {
        for (s, section) in enumerated() {
            if let i = section.firstIndex(of: label) { return IndexPath(section: s, item: i) }
        }
        return nil
    }

    /// Whether `path` names an existing entry.
    func contains(_ path: IndexPath) -> Bool {
        path.section >= 0 && path.section < count && path.item >= 0 && path.item < self[path.section].count
    }

    /// `exchangeObjectAtIndex:withObjectAtIndex:` across index paths.
    mutating func exchange(_ a: IndexPath, _ b: IndexPath) {
        let t = self[a.section][a.item]
        self[a.section][a.item] = self[b.section][b.item]
        self[b.section][b.item] = t
    }

    /// Applies a data-source edit.
    mutating func apply(_ edit: DataEdit) {
        switch edit.kind {
        case .move: move(from: edit.from, to: edit.to)
        case .exchange: exchange(edit.from, edit.to)
        }
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
