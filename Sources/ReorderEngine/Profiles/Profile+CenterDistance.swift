extension Profile {
    /// Seed 004, a SortModule-style grid for iOS 8: the cell hides; the snapshot
    /// lives in screen space while positions are read in content coordinates
    /// (so it is drawn off by the content offset once scrolled); it grows to
    /// 1.05 and goes to the finger over 0.25 s; the first visible item whose
    /// centre is within half the snapshot's width of its centre is the target,
    /// moved live on screen and in the data. End and cancel alike: the snapshot
    /// returns to the cell at scale 1 over 0.25 s, then the cell shows.
    public static let centerDistance = Profile(name: "center-distance") {
        let back = DropStyle.back(scale: 1, alpha: 1, cellFadesIn: false)
        return ProfileParts(snapshot: ScreenSpaceSnapshot(), targetRule: CentreWithinHalfWidth(),
                            commitRule: LiveMove(), drop: ScreenStays(release: back, cancel: back))
    }
}
