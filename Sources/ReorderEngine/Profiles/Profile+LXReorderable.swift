extension Profile {
    /// LXReorderableCollectionViewFlowLayout 0.2.1 (lxcid/
    /// LXReorderableCollectionViewFlowLayout at `6a51b29`,
    /// `LXReorderableCollectionViewFlowLayout.m`), with a data source that
    /// implements the move and no veto: a `UILongPressGestureRecognizer` at
    /// its default 0.5 s lifts the item under the finger (lines 87-89, 301);
    /// the cell hides under a snapshot that grows to 1.1 over 0.3 s and keeps
    /// the grab offset (``GrowingSnapshot``); on every pan change the item
    /// under the snapshot's *centre* becomes the target
    /// (``ItemUnderSnapshotCentre``), and the data source and the screen move
    /// at once (`willMoveToIndexPath`, then `performBatchUpdates` with a delete
    /// and an insert); the edge auto-scroll is ``ConstantEdgeScroll`` (5 pt a
    /// frame within 50 pt of an edge, no re-targeting on its ticks, issue
    /// #66); release and cancel alike send the snapshot back to the item's
    /// slot at scale 1 over 0.3 s, then the cell shows.
    public static let lxReorderable = lxFlowLayout(LXReorderableOptions())

    /// The layout with its two public properties set to `options` (a board's
    /// `{lx-reorderable: {…}}`): they reach only the edge auto-scroll.
    public static func lxFlowLayout(_ options: LXReorderableOptions) -> Profile {
        Profile(name: "lx-reorderable", pressDuration: 0.5,
                autoScroll: ConstantEdgeScroll(speed: options.scrollingSpeed, inset: options.scrollingTriggerEdgeInsets),
                parts: lxParts)
    }

    private static let lxParts: @Sendable () -> ProfileParts = {
        let animations = AnimationSet(displacement: AnimationSet.uikit.displacement, drop: 0.3, cancel: 0.3,
                                      curve: .easeInOut)
        let back = DropStyle.back(scale: 1, alpha: 1, cellFadesIn: false)
        return ProfileParts(snapshot: GrowingSnapshot(scale: 1.1, seconds: 0.3),
                            targetRule: ItemUnderSnapshotCentre(), commitRule: LiveMove(),
                            moves: SingleMove(animations: animations),
                            drop: ScreenStays(release: back, cancel: back, animations: animations))
    }
}

/// LXReorderableCollectionViewFlowLayout's public properties (`LXReorderableCollectionViewFlowLayout.h`
/// lines 12-13), at the defaults `setDefaults` gives them (`.m` lines 81-84).
public struct LXReorderableOptions: Hashable, Sendable {
    /// `scrollingSpeed`, points per second: a display-link step is `rint(speed / fps)`.
    public var scrollingSpeed: Double = ConstantEdgeScroll.defaultSpeed
    /// `scrollingTriggerEdgeInsets`, the same on every side (`UIEdgeInsetsMake(v, v, v, v)`):
    /// how far inside an edge the snapshot's centre starts the auto-scroll.
    public var scrollingTriggerEdgeInsets: Double = ConstantEdgeScroll.defaultInset

    public init() {}
}
