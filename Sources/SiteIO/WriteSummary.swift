/// What a build did to its output folder, file by file (the manifest not counted).
public struct WriteSummary: Sendable, Equatable {
    /// Files the folder did not hold before.
    public var added = 0
    /// Files whose bytes changed.
    public var changed = 0
    /// Files whose bytes were already there: left as they were (same inode, same times).
    public var unchanged = 0
    /// Files of an earlier build that this one no longer writes, removed.
    public var removed = 0
    /// Files of other inputs' `--merge` builds, kept as they were.
    public var keptFromOthers = 0
    /// Whether the output folder was left untouched: nothing written, nothing swapped.
    public var untouched = false

    /// One line for the terminal: `nothing changed in DIR/` or what changed.
    public func describe(_ out: String) -> String {
        if untouched { return "Nothing changed: \(out)/ left as it was" }
        var parts = ["\(added) added", "\(changed) changed", "\(removed) removed", "\(unchanged) as they were"]
        if keptFromOthers > 0 { parts.append("\(keptFromOthers) of other inputs kept") }
        return "Files: " + parts.joined(separator: ", ")
    }
}
