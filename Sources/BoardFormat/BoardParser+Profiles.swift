import Foundation
import Scenario
import Yams

/// `profile:` and `profiles:`: which reorder profiles run the board, in order.
extension BoardParser {
    /// A profile as written and where: its name, and the options its entry gives
    /// (`{sortablejs: {swap-threshold: 0.5}}`; none for a bare name).
    struct ProfileName {
        var name: String
        var node: Node
        var options: [String: OptionValue] = [:]
        /// The entry's own name for `expect:`, `{sortablejs: {…}, as: half}` (``entryName(_:)``).
        var entryName: String?
        /// For `{observed: PATH}`, the path as written (``observedEntry(_:pairs:)``).
        var recording: String?
    }

    /// The profiles the board names: `profile: system`, or `profiles: [system, table-exchange]`
    /// (a list of catalog names, each checked like `profile:`). Each entry is a name or a name with
    /// the library's options, `{sortablejs: {swap-threshold: 0.5}}` (``entry(_:key:)``); one library
    /// may be listed several times with different options, never twice the same. Both keys at once
    /// is an error at the second written. `[]` when a name is wrong (reported) or neither key
    /// is written (the caller runs `system`).
    mutating func profileNames(_ fields: [String: Field]) -> [ProfileName]? {
        if let one = fields["profile"], let many = fields["profiles"] {
            let (first, second) = source.position(of: one.key) < source.position(of: many.key)
                ? (one, many) : (many, one)
            let firstName = first.key.text ?? "profile"
            report("'profile' and 'profiles' cannot both be given (\(firstName) on line "
                   + "\(source.position(of: first.key).line)); list every profile under 'profiles'", at: second.key)
            return nil
        }
        if let field = fields["profile"] {
            return entry(field.value, key: "profile").map { [$0] }
        }
        guard let field = fields["profiles"] else { return [] }
        guard let nodes = field.value.listItems, !nodes.isEmpty else {
            let found = field.value.listItems == nil ? field.value.found : "an empty list"
            report("profiles: expected a list of profiles like [system, table-exchange], found \(found)",
                   at: field.value)
            return nil
        }
        var names: [ProfileName] = []
        var isValid = true
        for node in nodes {
            guard let entry = entry(node, key: "profiles") else {
                isValid = false
                continue
            }
            if let name = entry.entryName, let first = names.first(where: { $0.entryName == name }) {
                let position = source.position(of: first.node)
                report("profiles: the name '\(name)' is given to two entries (first at line \(position.line), "
                       + "column \(position.column))", at: node)
                isValid = false
            } else if let first = names.first(where: { same($0, entry) }) {
                let position = source.position(of: first.node)
                let what = entry.recording.map { "the recording \($0.quoted)" }
                    ?? (entry.options.isEmpty ? "'\(entry.name)'" : "'\(entry.name)' with these options")
                report("profiles: \(what) is listed twice (first at line \(position.line), column \(position.column))",
                       at: node)
                isValid = false
            } else {
                names.append(entry)
            }
        }
        return isValid ? names : nil
    }

    /// Whether two entries run the same profile with the same options in force (an option given
    /// its default value is the same as one left out).
    private func same(_ a: ProfileName, _ b: ProfileName) -> Bool {
        guard a.name == b.name else { return false }
        if a.recording != nil || b.recording != nil { return a.recording == b.recording }
        guard let entry = catalog.profile(named: a.name), entry.options != nil else { return true }
        return entry.profile(values: a.options).settings == entry.profile(values: b.options).settings
    }

    /// One entry of `profile:` or `profiles:`: a profile's name, or a mapping of one name to the
    /// library's options, `{sortablejs: {swap-threshold: 0.2, invert-swap: true}}`, each option
    /// checked against the profile's declaration (``ProfileOptions``): an unknown one with "did you
    /// mean", one another profile has naming that profile, a value of the wrong kind or out of range
    /// naming what it takes. `nil` when anything is wrong (reported).
    mutating func entry(_ node: Node, key: String) -> ProfileName? {
        guard let pairs = node.mappingPairs else {
            if node.text == Self.observed, catalog.profile(named: Self.observed) == nil {
                reportBareObserved(node, key: key)
                return nil
            }
            return choice(node, key: "profile", among: catalog.profileNames).map { ProfileName(name: $0, node: node) }
        }
        if let observed = observedEntry(node, pairs: pairs) { return observed }
        let named = pairs.filter { $0.key.text == Self.entryNameKey }
        let profilePairs = pairs.filter { $0.key.text != Self.entryNameKey }
        guard profilePairs.count == 1, named.count <= 1 else {
            let what = named.count > 1 ? "'as' twice"
                : "a mapping of \(profilePairs.count) keys" + (named.isEmpty ? "" : " besides 'as'")
            report("\(key): expected a profile name, or one name with its options like "
                   + "{sortablejs: {swap-threshold: 0.5}}, found \(what)", at: named.count > 1 ? named[1].key : node)
            return nil
        }
        var entryName: String?
        if let (_, value) = named.first {
            guard let name = self.entryName(value) else { return nil }
            entryName = name
        }
        let (nameNode, optionsNode) = profilePairs[0]
        guard let name = choice(nameNode, key: "profile", among: catalog.profileNames),
              let profile = catalog.profile(named: name) else { return nil }
        guard let declared = profile.options else {
            let takers = catalog.profiles.filter { $0.options != nil }.map { "'\($0.name)'" }
            report("profile '\(name)' takes no options; \(takers.count == 1 ? "the profile that does is" : "the profiles that do are") "
                   + takers.joined(separator: ", "), at: optionsNode)
            return nil
        }
        let written: [(key: Node, value: Node)]
        if let options = optionsNode.mappingPairs {
            written = options
        } else if optionsNode.isNull {
            written = []
        } else {
            report("\(name): expected its options as a mapping like {\(declared.options[0].name): "
                   + "\(declared.options[0].defaultText)}, found \(optionsNode.found)", at: optionsNode)
            return nil
        }
        var values: [String: OptionValue] = [:]
        var seen: [String: Node] = [:]
        var isValid = true
        for (optionKey, valueNode) in written {
            guard let option = optionKey.text else {
                report("\(name): expected an option name like '\(declared.options[0].name)', found \(optionKey.found)",
                       at: optionKey)
                isValid = false
                continue
            }
            if let first = seen[option] {
                report("\(name): option '\(option)' is given twice (first on line \(source.position(of: first).line))",
                       at: optionKey)
                isValid = false
                continue
            }
            seen[option] = optionKey
            guard let declaration = declared.option(named: option) else {
                let readers = catalog.profiles.filter { $0.options?.option(named: option) != nil }.map { "'\($0.name)'" }
                if readers.isEmpty {
                    report("unknown option '\(option)' for \(name)"
                           + option.suggestion(among: declared.options.map(\.name)), at: optionKey)
                } else {
                    report("option '\(option)' is not one of \(name)'s; "
                           + "\(readers.count == 1 ? "profile" : "profiles") \(readers.joined(separator: ", ")) "
                           + "\(readers.count == 1 ? "has" : "have") it", at: optionKey)
                }
                isValid = false
                continue
            }
            if let value = optionValue(valueNode, option: declaration) {
                values[option] = value
            } else {
                isValid = false
            }
        }
        return isValid ? ProfileName(name: name, node: node, options: values, entryName: entryName) : nil
    }

    /// The key of an entry's own name, `{sortablejs: {swap-threshold: 0.5}, as: half}`.
    static let entryNameKey = "as"

    /// An entry's `as:` value: a word of letters, digits, `-` and `_` that starts with a letter
    /// and is neither `order`, `data` nor a profile's name (each is an `expect:` key already);
    /// `nil` when it is not (reported at the value).
    private mutating func entryName(_ node: Node) -> String? {
        guard let text = node.text, let first = text.unicodeScalars.first, CharacterSet.letters.contains(first),
              text.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" })
        else {
            report("as: expected a name for the entry like 'half' (letters, digits, '-' and '_', starting with a "
                   + "letter), found \(node.found)", at: node)
            return nil
        }
        if ["order", "data"].contains(text) || catalog.profile(named: text) != nil {
            report("as: '\(text)' is already an expect: key (\(["order", "data"].contains(text) ? "the board's" : "a profile's") "
                   + "name); give the entry a name of its own", at: node)
            return nil
        }
        return text
    }
}
