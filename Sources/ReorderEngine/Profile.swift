/// A reorder implementation, modelled exactly.
public struct Profile: Sendable {
    /// The names boards may use with `profile:`.
    public static let knownNames: [String] = ["system"]
    /// The names boards may use with `autoscroll:` (besides the profile's own, by default).
    public static let knownAutoScrollNames: [String] = ["none"]
}
