/// The names of the invariants, as they appear in traces.
public enum InvariantRule: String, Hashable, Sendable, CaseIterable {
    case dataMatchesView = "data-matches-view"
    case noLostItems = "no-lost-items"
    case offsetInBounds = "offset-in-bounds"
    /// The data source was asked for an index path it does not have (the app would raise).
    case outOfRange = "out-of-range"
}
