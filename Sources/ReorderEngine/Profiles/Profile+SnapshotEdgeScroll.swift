extension Profile {
    /// Seed 001, SPEasyCollectionView for iOS 8: one section; the long-press
    /// takes 2 s; the snapshot keeps the grab offset; any visible cell whose
    /// centre is within half a cell of the snapshot's centre becomes the target
    /// (on finger updates and on the auto-scroll's display link), reached by a
    /// chain of one-place moves animated for 0.25 − 0.11 × the auto-scroll's
    /// edge ratio; an edge auto-scroll with the original's formulas and quirks;
    /// the data gets one move at the end; cancel sends the snapshot back but
    /// leaves the screen reordered.
    public static let snapshotEdgeScroll = Profile(
        name: "snapshot-edge-scroll", pressDuration: 2.0, autoScroll: EdgeScroll(),
        requirements: Requirements(oneSection: true)
    ) {
        ProfileParts(snapshot: FingerMinusGrab(), targetRule: HalfSizeOverlap(), commitRule: MoveAtEnd(),
                     moves: AdjacentChain(base: 0.25, perRatio: 0.11),
                     drop: ScreenStays(release: .vanish, cancel: .back(scale: 1, alpha: 1, cellFadesIn: false)))
    }
}
