import Scenario
import ReorderEngine
import Yams

/// `locked:` and `expect:`: lists that refer to item labels.
/// `known` is `nil` when the items themselves had problems; references are then not checked.
extension BoardParser {
    /// `locked: [A, B]` (a single label is accepted too).
    mutating func lockedLabels(_ node: Node, known: Set<String>?) -> [String]? {
        let nodes = node.listItems ?? [node]
        var labels: [String] = []
        var isValid = true
        for element in nodes {
            guard let label = element.text?.trimmingSpaces(), !label.isEmpty else {
                report("locked: expected a list of item labels like [A, B], found \(element.found)", at: element)
                isValid = false
                continue
            }
            if let known, !known.contains(label) {
                report("locked: unknown item \(label.quoted)", at: element)
                isValid = false
            } else if !labels.contains(label) {
                labels.append(label)
            }
        }
        return isValid ? labels : nil
    }

    /// `expect: {order: [[…], […]], data: [[…], […]]}`; on a board with `profiles:`, also a
    /// key per profile with its own `order` and/or `data` (`expect: {table-exchange: {data: […]}}`),
    /// which replace the board's for that profile's runs, and a key per entry named with `as:`
    /// (`{sortablejs: {swap-threshold: 0.5}, as: half}`: `expect: {half: {order: …}}`), which
    /// replaces the profile's and the board's for that entry's run.
    ///
    /// - Parameters:
    ///   - profiles: the profiles written under `profiles:`; `nil` for a board of one.
    ///   - entries: the names entries give themselves with `as:`.
    /// - Returns: the board's expectation (`nil` when it gives neither order nor data) and each
    ///   profile's; `nil` when anything is wrong.
    mutating func expectation(_ field: Field, known: Set<String>?, sectionCount: Int?,
                              profiles: [String]? = nil,
                              entries: [String] = []) -> (all: Expectation?, byProfile: [String: Expectation])? {
        let node = field.value
        let keys = ["order", "data"]
        guard let pairs = node.mappingPairs, !pairs.isEmpty else {
            report("expect: expected a mapping with 'order' and/or 'data' like {order: [[A, C], [B]]}, "
                   + "found \(node.found)", at: node)
            return nil
        }
        var orders: [String: Order] = [:]
        var byProfile: [String: Expectation] = [:]
        var isValid = true
        for (key, value) in pairs {
            let name = key.text ?? ""
            if profiles?.contains(name) == true || entries.contains(name) {
                if byProfile[name] != nil {
                    report("duplicate key '\(name)' in expect", at: key)
                    isValid = false
                } else if let own = expectedOrders(value, in: "expect: \(name)", known: known, sectionCount: sectionCount) {
                    byProfile[name] = Expectation(order: own["order"], data: own["data"], position: source.position(of: key))
                } else {
                    isValid = false
                }
            } else if !keys.contains(name) {
                let named = entries.isEmpty ? "" : " or an entry's name (\(entries.joined(separator: ", ")))"
                // Each profile once: one may be listed several times with different options.
                let expected = profiles.map { all in
                    let once = all.enumerated().filter { !all[..<$0.offset].contains($0.element) }.map(\.element)
                    return "order, data\(named.isEmpty ? " or" : ",") a profile of the board (\(once.joined(separator: ", ")))"
                        + named
                }
                    ?? "order or data"
                report("unknown key \(name.quoted) in expect; expected \(expected)"
                       + name.suggestion(among: keys + (profiles ?? []) + entries), at: key)
                isValid = false
            } else if orders[name] != nil {
                report("duplicate key '\(name)' in expect", at: key)
                isValid = false
            } else if let order = order(value, key: "expect: \(name)", known: known, sectionCount: sectionCount) {
                orders[name] = order
            } else {
                isValid = false
            }
        }
        guard isValid else { return nil }
        let all = orders.isEmpty ? nil
            : Expectation(order: orders["order"], data: orders["data"], position: source.position(of: field.key))
        return (all, byProfile)
    }

    /// A profile's own `{order: …, data: …}` under `expect:`.
    private mutating func expectedOrders(_ node: Node, in context: String, known: Set<String>?,
                                         sectionCount: Int?) -> [String: Order]? {
        let keys = ["order", "data"]
        guard let pairs = node.mappingPairs, !pairs.isEmpty else {
            report("\(context): expected a mapping with 'order' and/or 'data' like {data: [[A, C], [B]]}, "
                   + "found \(node.found)", at: node)
            return nil
        }
        var orders: [String: Order] = [:]
        var isValid = true
        for (key, value) in pairs {
            let name = key.text ?? ""
            if !keys.contains(name) {
                report("unknown key \(name.quoted) in \(context); expected order or data" + name.suggestion(among: keys),
                       at: key)
                isValid = false
            } else if orders[name] != nil {
                report("duplicate key '\(name)' in \(context)", at: key)
                isValid = false
            } else if let order = order(value, key: "\(context): \(name)", known: known, sectionCount: sectionCount) {
                orders[name] = order
            } else {
                isValid = false
            }
        }
        return isValid ? orders : nil
    }

    /// A list of sections, each a list of labels; a flat list of labels is one section.
    /// Every item must appear exactly once, in as many sections as the board has.
    private mutating func order(_ node: Node, key: String, known: Set<String>?, sectionCount: Int?) -> Order? {
        let shape = "a list of sections, each a list of labels, like [[A, C], [B]]"
        guard let elements = node.listItems else {
            report("\(key): expected \(shape), found \(node.found)", at: node)
            return nil
        }
        let lists = elements.compactMap(\.listItems)
        let sectionNodes: [[Node]]
        if elements.allSatisfy({ $0.text != nil }) {
            sectionNodes = elements.isEmpty ? [] : [elements]
        } else if lists.count == elements.count {
            sectionNodes = lists
        } else {
            let odd = elements.first { $0.listItems == nil } ?? node
            report("\(key): expected \(shape), found \(odd.found) among the sections", at: odd)
            return nil
        }

        var order: [[String]] = []
        var seen: Set<String> = []
        var isValid = true
        for section in sectionNodes {
            var labels: [String] = []
            for element in section {
                guard let label = element.text?.trimmingSpaces(), !label.isEmpty else {
                    report("\(key): expected an item label, found \(element.found)", at: element)
                    isValid = false
                    continue
                }
                if let known, !known.contains(label) {
                    report("\(key): unknown item \(label.quoted)", at: element)
                    isValid = false
                } else if !seen.insert(label).inserted {
                    report("\(key): item \(label.quoted) appears more than once", at: element)
                    isValid = false
                }
                labels.append(label)
            }
            order.append(labels)
        }
        guard isValid else { return nil }
        if let sectionCount, order.count != sectionCount {
            report("\(key): expected \(sectionCount) section\(sectionCount == 1 ? "" : "s"), as the board has, "
                   + "found \(order.count)", at: node)
            return nil
        }
        if let known, seen.count < known.count {
            let missing = known.subtracting(seen).sorted()
            let listed = missing.prefix(5).map(\.quoted).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
            report("\(key): every item must appear once; missing \(listed)", at: node)
            return nil
        }
        return Order(order)
    }
}
