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
