import CollectionLayout

/// Edits of the data source, checked against the data as it is.
extension SessionRunner {
    /// Applies a data-source edit, or records `out-of-range` when its index
    /// paths do not exist in the data (the app would raise).
    mutating func commit(_ edit: DataEdit, item: String) {
        let valid: Bool
        switch edit.kind {
        case .exchange:
            valid = data.contains(edit.from) && data.contains(edit.to)
        case .move:
            let room = edit.to.section >= 0 && edit.to.section < data.count
                ? data[edit.to.section].count - (edit.to.section == edit.from.section ? 1 : 0) : -1
            valid = data.contains(edit.from) && edit.to.item >= 0 && edit.to.item <= room
        }
        guard valid else {
            violations.append(Violation(
                frame: tick, rule: .outOfRange,
                message: "the data source was asked to \(edit.kind.rawValue) \(edit.from) → \(edit.to), "
                    + "which does not exist in \(describe(data)); left as it was"))
            return
        }
        data.apply(edit)
        dataChanged = true
        events.append(.commit(item: item, from: edit.from, to: edit.to, kind: edit.kind))
    }
}
