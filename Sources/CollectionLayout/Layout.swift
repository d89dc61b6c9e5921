/// A layout turns per-section item sizes into frames.
///
/// Conformers are value types that hold their configuration; `prepare` does the
/// arithmetic once and returns an immutable ``PreparedLayout`` that answers the
/// queries (frames, item under a point, items in a rectangle).
public protocol Layout: Sendable {
    /// Lays out `sections`, each a list of item sizes in points, and returns
    /// every frame in content coordinates.
    func prepare(sections: [[Size]]) -> PreparedLayout

    /// Lays out `sections`, the sizes after `move`, given `previous`: this
    /// layout's preparation of the sizes before the move.
    ///
    /// The result answers every query as `prepare(sections:)` of the same
    /// sizes would, up to rounding in the last bits of positions: flow and
    /// list move the lines after the ones a move disturbs instead of summing
    /// them again, which is exact when the sums are (whole or half points, say);
    /// a waterfall sums them again and is always exact. It shares with
    /// `previous` what the move left in place, so that a move costs about the
    /// items it displaces, not all of them. The default prepares the sizes afresh.
    func prepare<Sizes: RandomAccessCollection & Sendable>(sections: [Sizes], after move: LayoutMove,
                                                previous: PreparedLayout) -> PreparedLayout
        where Sizes.Element == Size, Sizes.Index == Int
}

extension Layout {
    public func prepare<Sizes: RandomAccessCollection & Sendable>(sections: [Sizes], after move: LayoutMove,
                                                       previous: PreparedLayout) -> PreparedLayout
        where Sizes.Element == Size, Sizes.Index == Int {
        prepare(sections: sections.map { Array($0) })
    }
}
