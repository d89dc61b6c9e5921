/// A layout turns per-section item sizes into frames.
///
/// Conformers are value types that hold their configuration; `prepare` does the
/// arithmetic once and returns an immutable ``PreparedLayout`` that answers the
/// queries (frames, item under a point, items in a rectangle).
public protocol Layout: Sendable {
    /// Lays out `sections`, each a list of item sizes in points, and returns
    /// every frame in content coordinates.
    func prepare(sections: [[Size]]) -> PreparedLayout
}
