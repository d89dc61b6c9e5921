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

/// One item moved: removed at `from`, then inserted at `to` (as `moveItemAt`).
/// Within a section the items between the two places shift by one; across
/// sections the source section loses an item and the destination gains one.
public struct LayoutMove: Hashable, Sendable {
    public var from: IndexPath
    public var to: IndexPath

    public init(from: IndexPath, to: IndexPath) {
        self.from = from
        self.to = to
    }
}

extension PreparedLayout {
    /// Whether the layout of `sections` after a move is worth working out
    /// from this one, the layout before it: it has as many sections, and the
    /// board has at least the tuning's threshold of items (below that a fresh
    /// layout costs tens of microseconds and is exact, whatever the lengths).
    func isWorthRelayingOut<Sizes: Collection>(for sections: [Sizes], tuning: RelayoutTuning) -> Bool {
        self.sections.count == sections.count && sections.reduce(0, { $0 + $1.count }) >= tuning.threshold
    }
}

/// How a layout lays itself out again after a move. Internal: tests shrink
/// both numbers so that small boards reach every path.
struct RelayoutTuning: Hashable, Sendable {
    /// Boards with fewer items than this are laid out afresh after a move:
    /// cheap at that size, and exact.
    var threshold = 4096
    /// Items per chunk; `nil` for the default (for lines, growing with the
    /// section: see ``LineBody/chunkLength(forItems:)``; for a waterfall,
    /// ``WaterfallBody/defaultChunkSize``).
    var chunkLength: Int?

    /// The chunk length of a section of `n` items kept in lines.
    func lineChunkLength(forItems n: Int) -> Int { chunkLength ?? LineBody.chunkLength(forItems: n) }
}
