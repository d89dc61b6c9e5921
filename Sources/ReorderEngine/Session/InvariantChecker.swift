import CollectionLayout

/// Checks the invariants of PROFILES.md on every frame and reports those that
/// broke *at* that frame (a rule that keeps failing is reported once, when it
/// starts failing, and again if it fails anew after holding).
///
/// The orders are re-read only on frames where they changed (or, for
/// `data-matches-view`, where the screen just settled), so a frame that
/// changes nothing costs O(1) whatever the number of items.
///
/// `data-matches-view` compares the screen order with the data with
/// ``Order``'s `==`, which skips the sections' shared subtrees: when the two
/// went through the same edits from the same start, that costs O(edits × log n).
///
/// `no-lost-items` compares, on every change, each order's item count and
/// multiset hash (the wrapping sum of a stable 64-bit hash of every label,
/// kept up to date in every node of the sections) with the initial order's:
/// O(number of sections). Equal counts and hashes mean the same labels, up to
/// a collision chance of about 2⁻⁶⁴. The full check — every label sorted and
/// compared with the initial labels, O(n log n) — runs on the first frame, on
/// the last (``finish(frame:)``) and whenever a count or hash disagrees; it
/// decides, and it writes the message (what is missing, what is there more
/// than once).
struct InvariantChecker: Sendable {
    /// The initial labels, sorted.
    private let expected: [String]
    /// The initial order's multiset hash.
    private let expectedHash: UInt64
    private var failing: Set<InvariantRule> = []
    private var wasSettled = false
    private var mismatch: String?
    private var lost: String?

    init(items: Order) {
        expected = items.flatMap { $0 }.sorted()
        expectedHash = items.multisetHash
    }

    /// - Parameters:
    ///   - settled: no gesture in progress and no drop or cancel animation running.
    ///   - orderChanged, dataChanged: whether the screen order or the data changed since the last call.
    mutating func check(frame: Frame, settled: Bool, orderChanged: Bool, dataChanged: Bool,
                        contentSize: Size, viewport: Size) -> [Violation] {
        var broken: [InvariantRule: String] = [:]
        if settled && (orderChanged || dataChanged || !wasSettled) {
            mismatch = frame.order == frame.data ? nil
                : "the screen shows \(describe(frame.order)) but the data source holds \(describe(frame.data))"
        }
        wasSettled = settled
        if settled, let mismatch { broken[.dataMatchesView] = mismatch }
        if orderChanged || dataChanged {
            lost = lostItems(in: frame, full: frame.index == 0)
        }
        if let lost { broken[.noLostItems] = lost }
        if let outside = Self.offsetOutOfBounds(frame.offset, contentSize: contentSize, viewport: viewport) {
            broken[.offsetInBounds] = outside
        }
        return report(broken, at: frame.index)
    }

    /// `offset-in-bounds`, the one check both sessions use: `nil` when the
    /// content offset lies in [0, content size − viewport] on both axes (in
    /// [0, 0] on an axis where the content is no larger than the viewport),
    /// otherwise the message, which quotes the offset and the bounds
    /// (`content offset 0,650 is outside [0, 0] × [0, 600]`).
    ///
    /// - Complexity: O(1).
    static func offsetOutOfBounds(_ offset: Point, contentSize: Size, viewport: Size) -> String? {
        let maxX = max(0, contentSize.width - viewport.width)
        let maxY = max(0, contentSize.height - viewport.height)
        let o = offset
        guard o.x < 0 || o.y < 0 || o.x > maxX || o.y > maxY else { return nil }
        return "content offset \(format(o.x, places: nil)),\(format(o.y, places: nil)) is outside "
            + "[0, \(format(maxX, places: nil))] × [0, \(format(maxY, places: nil))]"
    }

    /// The last frame, already checked: `no-lost-items` once more with the
    /// full comparison, whatever the counts and hashes said.
    mutating func finish(frame: Frame) -> [Violation] {
        guard lost == nil, let found = lostItems(in: frame, full: true) else { return [] }
        lost = found
        failing.insert(.noLostItems)
        return [Violation(frame: frame.index, rule: .noLostItems, message: found)]
    }

    /// What the screen or the data lost or doubled, or `nil` when both hold
    /// the initial labels. Unless `full`, an order whose count and multiset
    /// hash match the initial ones is taken to hold them.
    private func lostItems(in frame: Frame, full: Bool) -> String? {
        for (what, order) in [("screen", frame.order), ("data source", frame.data)] {
            guard full || order.itemCount != expected.count || order.multisetHash != expectedHash else { continue }
            let all = order.flatMap { $0 }
            if all.count != expected.count || all.sorted() != expected {
                return lostMessage(all, in: what)
            }
        }
        return nil
    }

    /// The rules broken at `frame` that were holding before.
    private mutating func report(_ broken: [InvariantRule: String], at frame: Int) -> [Violation] {
        var result: [Violation] = []
        for rule in InvariantRule.allCases {
            if let message = broken[rule] {
                if !failing.contains(rule) {
                    result.append(Violation(frame: frame, rule: rule, message: message))
                }
                failing.insert(rule)
            } else {
                failing.remove(rule)
            }
        }
        return result
    }

    private func lostMessage(_ all: [String], in what: String) -> String {
        var counts: [String: Int] = [:]
        for label in all { counts[label, default: 0] += 1 }
        let missing = expected.filter { counts[$0] == nil }
        let doubled = counts.filter { $0.value > 1 }.keys.sorted()
        var parts: [String] = []
        if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
        if !doubled.isEmpty { parts.append("more than once: \(doubled.joined(separator: ", "))") }
        return "the \(what) has \(parts.joined(separator: "; "))"
    }
}

func describe(_ order: Order) -> String {
    "[" + order.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]"
}
