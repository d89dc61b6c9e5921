/// One option of a profile, as a board writes it: the library's own option under its own
/// name in kebab case, the values it takes, its default, and where the library reads it.
///
/// A profile's options are declared once, in its ``ProfileOptions``; the parser (the key,
/// "did you mean", the value's type and range), `shuffleboard list --options` and the
/// option tables of docs/profiles.md all come from that declaration.
public struct ProfileOption: Hashable, Sendable {
    /// What values the option takes.
    public enum Kind: Hashable, Sendable {
        /// A number within `range`, in `unit` (`ms`, `pt`; `nil`: a plain number).
        case number(range: ClosedRange<Double>, unit: String?)
        /// `true` or `false`.
        case boolean
        /// One of these words.
        case choice([String])
    }

    /// The board key: the library's option name in kebab case (`swap-threshold`).
    public var name: String
    /// The library's own spelling (`swapThreshold`).
    public var libraryName: String
    public var kind: Kind
    /// The library's default, as a board would write it (`1`, `false`, `150`), or what stands
    /// for it (`swap-threshold`'s value).
    public var defaultText: String
    /// What it does, in a sentence.
    public var summary: String
    /// Where the library reads it: file and line of the version modelled.
    public var source: String

    public init(name: String, libraryName: String, kind: Kind, defaultText: String, summary: String, source: String) {
        self.name = name
        self.libraryName = libraryName
        self.kind = kind
        self.defaultText = defaultText
        self.summary = summary
        self.source = source
    }

    /// The values it takes, in words: `0 to 1`, `≥ 0 ms`, `true or false`, `vertical or horizontal`.
    public var valuesText: String {
        switch kind {
        case .number(let range, let unit):
            let unit = unit.map { " " + $0 } ?? ""
            return range.upperBound.isInfinite
                ? "≥ \(OptionValue.format(range.lowerBound))\(unit)"
                : "\(OptionValue.format(range.lowerBound)) to \(OptionValue.format(range.upperBound))\(unit)"
        case .boolean:
            return "true or false"
        case .choice(let words):
            return words.count < 2 ? words.joined()
                : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
        }
    }
}

/// A value a board gives an option (``ProfileOption``), of the option's kind.
public enum OptionValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case boolean(Bool)
    case choice(String)

    /// As a board writes it: `0.5`, `150`, `true`, `pointer`.
    public var description: String {
        switch self {
        case .number(let value): Self.format(value)
        case .boolean(let value): value ? "true" : "false"
        case .choice(let word): word
        }
    }

    /// A number as a board writes it: whole numbers without a fraction (`150`, not `150.0`).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
