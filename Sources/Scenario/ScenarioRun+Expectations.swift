import ReorderEngine

extension ScenarioRun {
    /// What the scenario's `expect:` asked that did not hold, one readable message each.
    public var expectationFailures: [String] {
        expectationFailureLines.map { $0.joined(separator: "\n") }
    }

    /// What `expect:` asks of this run: its entry's own (`as:`), else its profile's, else the board's.
    public var expectation: Expectation? {
        scenario.expectation(for: timeline.provenance.profile, entry: entryName)
    }

    /// ``expectationFailures``, each as its lines: a line may quote labels, which
    /// may hold line breaks of their own, so text for a terminal is escaped line by line.
    public var expectationFailureLines: [[String]] {
        guard let expect = expectation else { return [] }
        var failures: [[String]] = []
        if let order = expect.order, order != finalOrder {
            failures.append(difference(what: "screen order", expected: order, actual: finalOrder))
        }
        if let data = expect.data, data != finalData {
            failures.append(difference(what: "data order", expected: data, actual: finalData))
        }
        return failures
    }

    private func difference(what: String, expected: Order, actual: Order) -> [String] {
        var lines = ["expected final \(what) \(OrderText.summary(expected, comparedWith: actual)), "
            + "got \(OrderText.summary(actual, comparedWith: expected))"]
        for s in 0..<max(expected.count, actual.count) {
            let e = s < expected.count ? expected[s] : nil
            let a = s < actual.count ? actual[s] : nil
            if e != a {
                lines.append("  section \(s): expected \(e.map { OrderText.summary(alone($0), comparedWith: a.map(alone)) } ?? "no section"), "
                    + "got \(a.map { OrderText.summary(alone($0), comparedWith: e.map(alone)) } ?? "no section")")
            }
        }
        return lines
    }

    /// An order of this one section.
    private func alone(_ section: Order.Section) -> Order { Order(sections: [section]) }
}
