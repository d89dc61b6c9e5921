import Scenario
import Yams

/// `profile:` and `profiles:`: which reorder profiles run the board, in order.
extension BoardParser {
    /// A profile name as written and where.
    struct ProfileName {
        var name: String
        var node: Node
    }

    /// The profiles the board names: `profile: system`, or `profiles: [system, table-exchange]`
    /// (a list of catalog names, each checked like `profile:`, none twice). Both keys at once
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
            return choice(field.value, key: "profile", among: catalog.profileNames)
                .map { [ProfileName(name: $0, node: field.value)] }
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
            guard let name = choice(node, key: "profile", among: catalog.profileNames) else {
                isValid = false
                continue
            }
            if let first = names.first(where: { $0.name == name }) {
                let position = source.position(of: first.node)
                report("profiles: '\(name)' is listed twice (first at line \(position.line), column \(position.column))",
                       at: node)
                isValid = false
            } else {
                names.append(ProfileName(name: name, node: node))
            }
        }
        return isValid ? names : nil
    }
}
