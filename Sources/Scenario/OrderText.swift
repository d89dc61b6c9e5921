import ReorderEngine

/// Orders as people read them: `[[A, B, C], [D]]`, shortened for long sections.
public enum OrderText {
    /// Sections up to this many items are written out whole.
    public static let limit = 24

    /// The whole order, however long.
    public static func full(_ order: Order) -> String {
        "[" + order.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
    }

    /// The order with long sections shortened. Where a section differs from the
    /// same section of `other`, the part that differs is kept (with a little
    /// context); otherwise its start and end are kept. `…(n)…` stands for n
    /// items left out.
    public static func summary(_ order: Order, comparedWith other: Order? = nil) -> String {
        var sections: [String] = []
        for (s, section) in order.enumerated() {
            guard section.count > limit else {
                sections.append("[" + section.joined(separator: ", ") + "]")
                continue
            }
            var keep: [Range<Int>] = [0..<6, (section.count - 3)..<section.count]
            if let other, s < other.count, let window = differing(section, other[s]) {
                keep.append(max(0, window.lowerBound - 2)..<min(section.count, window.upperBound + 2))
            }
            sections.append("[" + render(section, keeping: merge(keep)) + "]")
        }
        return "[" + sections.joined(separator: ", ") + "]"
    }

    /// The range of indices where `a` and `b` differ, capped to a readable length.
    static func differing(_ a: Order.Section, _ b: Order.Section) -> Range<Int>? {
        // Equal sections (the usual case) compare without reading what they share.
        if a == b { return nil }
        let a = Array(a), b = Array(b)
        let common = min(a.count, b.count)
        guard let first = (0..<common).first(where: { a[$0] != b[$0] }) ?? (a.count == b.count ? nil : common)
        else { return nil }
        var last = first
        var i = min(a.count, b.count) - 1
        while i > first {
            if a[i] != b[i] { last = i; break }
            i -= 1
        }
        return first..<min(last + 1, first + limit)
    }

    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged
    }

    static func render(_ section: Order.Section, keeping ranges: [Range<Int>]) -> String {
        var parts: [String] = []
        var next = 0
        for r in ranges {
            if r.lowerBound > next { parts.append("…(\(r.lowerBound - next))…") }
            parts += section[r]
            next = r.upperBound
        }
        if next < section.count { parts.append("…(\(section.count - next))…") }
        return parts.joined(separator: ", ")
    }
}
