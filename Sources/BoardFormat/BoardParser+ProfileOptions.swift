import Scenario

extension BoardParser {
    /// The values of the board's profile-option keys (``ProfileEntry/options``),
    /// by key. A key the board's profile does not read is reported, naming the
    /// profiles that do; a value out of its range is reported.
    mutating func profileOptions(_ fields: [String: Field], profiles: [String]) -> [String: Double] {
        // A key any of the board's profiles reads (each profile reads those of its own).
        let own = profiles.flatMap { catalog.profile(named: $0)?.options?.keys ?? [] }
        let profile = profiles.count == 1 ? "profile is '\(profiles[0])'"
            : "profiles are " + profiles.map { "'\($0)'" }.joined(separator: ", ")
        var values: [String: Double] = [:]
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
            let readers = catalog.profiles.filter { $0.options?.keys.contains { $0.key == key } ?? false }
            guard !readers.isEmpty else { continue }
            guard let option = own.first(where: { $0.key == key }) else {
                let names = readers.map { "'\($0.name)'" }.joined(separator: ", ")
                report("\(key): only profile \(names) reads it; this board's \(profile)", at: field.key)
                continue
            }
            switch option.kind {
            case .boolean:
                if let value = boolean(field.value, key: key) { values[key] = value ? 1 : 0 }
            case .nonNegative:
                if let value = nonNegative(field.value, key: key) { values[key] = value }
            case .fraction:
                guard let value = nonNegative(field.value, key: key) else { continue }
                guard value <= 1 else {
                    report("\(key): expected a number from 0 to 1, found \(field.value.found)", at: field.value)
                    continue
                }
                values[key] = value
            }
        }
        return values
    }
}
