import CollectionLayout

/// Checks the invariants of PROFILES.md on every frame and reports those that
/// broke *at* that frame (a rule that keeps failing is reported once, when it
/// starts failing, and again if it fails anew after holding).
///
/// The orders are re-read only on frames where they changed (or, for
/// `data-matches-view`, where the screen just settled), so a frame that
/// changes nothing costs O(1) whatever the number of items.
///
/// `no-lost-items` sorts every label, O(n log n). Up to ``fullCheckLimit``
/// items it runs on every change; above, on the first frame and on frames
/// where the number of items per section changes — the engine changes orders
/// only by moves and exchanges between existing index paths, which keep the
/// items by construction, so on large boards the check guards the counts.
struct InvariantChecker: Sendable {
    static let fullCheckLimit = 20_000
    private let expected: [String]
    private var failing: Set<InvariantRule> = []
    private var wasSettled = false
    private var mismatch: String?
    private var lost: String?

    init(items: Order) {
        expected = items.flatMap { $0 }.sorted()
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
            let full = frame.index == 0 || expected.count <= Self.fullCheckLimit
            lost = nil
            for (what, order) in [("screen", frame.order), ("data source", frame.data)] {
                let count = order.reduce(0) { $0 + $1.count }
                if count != expected.count {
                    lost = lostMessage(order.flatMap { $0 }, in: what)
                    break
                }
                if full, order.flatMap({ $0 }).sorted() != expected {
                    lost = lostMessage(order.flatMap { $0 }, in: what)
                    break
                }
            }
        }
        if let lost { broken[.noLostItems] = lost }
        let maxX = max(0, contentSize.width - viewport.width)
        let maxY = max(0, contentSize.height - viewport.height)
        let o = frame.offset
        if o.x < 0 || o.y < 0 || o.x > maxX || o.y > maxY {
            broken[.offsetInBounds] =
                "content offset \(format(o.x)),\(format(o.y)) is outside [0, \(format(maxX))] × [0, \(format(maxY))]"
        }
        var result: [Violation] = []
        for rule in InvariantRule.allCases {
            if let message = broken[rule] {
                if !failing.contains(rule) {
                    result.append(Violation(frame: frame.index, rule: rule, message: message))
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

func format(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}
