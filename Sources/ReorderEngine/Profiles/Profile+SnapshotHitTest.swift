extension Profile {
    /// Seed 000, the pre-iOS 9 solution: the cell hides under a snapshot that
    /// moves by the finger's delta; the item under the finger is the target, and
    /// over empty space the end of the current section (a nil index path read as
    /// zeros); every update moves the data, then the screen; end and cancel drop
    /// the snapshot at once and undo nothing. It never asks `canMoveItemAt`.
    public static let snapshotHitTest = Profile(name: "snapshot-hit-test") {
        ProfileParts(snapshot: MovesWithFingerDelta(), targetRule: ItemUnderFingerElseSectionEnd(),
                     commitRule: LiveMove(), drop: ScreenStays(release: .vanish, cancel: .vanish))
    }
}
