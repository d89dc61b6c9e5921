/// A board key a profile reads (beside `profile:`), and what values it takes.
public struct ProfileOption: Hashable, Sendable {
    /// What a key's value may be.
    public enum Kind: Hashable, Sendable {
        /// A number from 0 to 1.
        case fraction
        /// A number ≥ 0, in `unit`.
        case nonNegative(unit: String)
        /// `true` or `false` (given to the profile as 1 or 0).
        case boolean
    }

    public var key: String
    public var kind: Kind

    public init(_ key: String, _ kind: Kind) {
        self.key = key
        self.kind = kind
    }
}
