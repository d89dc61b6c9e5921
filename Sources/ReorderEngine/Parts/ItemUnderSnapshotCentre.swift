import CollectionLayout

/// LXReorderableCollectionViewFlowLayout's rule (`invalidateLayoutIfNecessary`,
/// `LXReorderableCollectionViewFlowLayout.m` lines 172-183): the item whose
/// frame contains the snapshot's centre (`indexPathForItemAtPoint:` at
/// `currentView.center`, content coordinates, the model value), in the
/// interim layout; over a gap, or over its own slot, the target stays. Asked
/// on finger updates only: the library's display link never calls it (its
/// issue #66).
public struct ItemUnderSnapshotCentre: TargetRule {
    public init() {}

    public func target(in context: TargetContext) -> IndexPath? {
        context.layout.item(at: context.snapshotCentre)
    }
}
