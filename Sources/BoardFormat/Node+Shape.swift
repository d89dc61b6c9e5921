import Yams

/// What a YAML node is, in the words the diagnostics use.
extension Node {
    /// True for an empty value, `~` or `null` written without quotes.
    var isNull: Bool {
        guard case .scalar(let scalar) = self else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// The text of a scalar that is not null; `nil` for lists, mappings and nulls.
    var text: String? {
        guard case .scalar(let scalar) = self, !isNull else { return nil }
        return scalar.string
    }

    /// How the node reads in a "found …" message: `'abc'`, `a list`, `a mapping`, `nothing`.
    var found: String {
        switch self {
        case .scalar(let scalar): return isNull ? "nothing" : scalar.string.quoted
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The items of a list; `nil` when the node is not a list.
    var listItems: [Node]? {
        guard case .sequence(let sequence) = self else { return nil }
        return Array(sequence)
    }

    /// The key/value pairs of a mapping, in order, duplicates kept; `nil` when not a mapping.
    var mappingPairs: [(key: Node, value: Node)]? {
        guard case .mapping(let mapping) = self else { return nil }
        return Array(mapping)
    }
}
