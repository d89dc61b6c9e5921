import Scenario
import Yams

extension BoardParser {
    /// The values of the board's profile options (``ProfileEntry/options``), by name, each of
    /// its option's kind (``ProfileOption/Kind``). An option none of the board's profiles has is
    /// reported, naming the profiles that do; a value of the wrong kind, or out of its range,
    /// is reported naming what it takes.
    mutating func profileOptions(_ fields: [String: Field], profiles: [String]) -> [String: OptionValue] {
        // An option any of the board's profiles has (each profile reads those of its own).
        let own = profiles.flatMap { name in
            catalog.profile(named: name)?.options?.boardKeyOptions ?? []
        }
        let profile = profiles.count == 1 ? "profile is '\(profiles[0])'"
            : "profiles are " + profiles.map { "'\($0)'" }.joined(separator: ", ")
        var values: [String: OptionValue] = [:]
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
            let readers = catalog.profiles.filter { entry in
                entry.options?.boardKeyOptions.contains { $0.name == key } ?? false
            }
            guard !readers.isEmpty else { continue }
            guard let option = own.first(where: { $0.name == key }) else {
                let names = readers.map { "'\($0.name)'" }.joined(separator: ", ")
                report("\(key): only profile \(names) reads it; this board's \(profile)", at: field.key)
                continue
            }
            if let value = optionValue(field.value, option: option) { values[key] = value }
        }
        return values
    }

    /// `node` as a value of `option`, or nil (reported).
    mutating func optionValue(_ node: Node, option: ProfileOption) -> OptionValue? {
        let key = option.name
        switch option.kind {
        case .boolean:
            return boolean(node, key: key).map(OptionValue.boolean)
        case .choice(let words):
            return choice(node, key: key, among: words).map(OptionValue.choice)
        case .number(let range, _):
            let expected = "expected a number " + (range.upperBound.isInfinite ? "" : "from ") + option.valuesText
            guard let text = node.text, let value = ValueSyntax.number(text) else {
                report("\(key): \(expected), found \(node.found)", at: node)
                return nil
            }
            guard range.lowerBound != 0 || value >= 0 else {
                report("\(key): must not be negative, found \(text.quoted)", at: node)
                return nil
            }
            guard range.contains(value) else {
                report("\(key): \(expected), found \(text.quoted)", at: node)
                return nil
            }
            return .number(value)
        }
    }
}
