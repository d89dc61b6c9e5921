import CollectionLayout

/// Checks the invariants of PROFILES.md on one frame and reports those that
/// broke *at* this frame (a rule that keeps failing is reported once, when it
/// starts failing, and again if it fails anew after holding).
struct InvariantChecker {
    private let expected: [String]
    private var failing: Set<InvariantRule> = []

    init(items: Order) {
        expected = items.flatMap { $0 }.sorted()
    }

    /// - Parameters:
    ///   - settled: no gesture in progress and no drop or cancel animation running.
    mutating func check(frame: Frame, settled: Bool, contentSize: Size, viewport: Size) -> [Violation] {
        var broken: [InvariantRule: String] = [:]
        if settled && frame.order != frame.data {
            broken[.dataMatchesView] =
                "the screen shows \(describe(frame.order)) but the data source holds \(describe(frame.data))"
        }
        for (what, order) in [("screen", frame.order), ("data source", frame.data)] {
            let all = order.flatMap { $0 }
            if all.sorted() != expected {
                broken[.noLostItems] = lostMessage(all, in: what)
                break
            }
        }
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
