import CollectionLayout

/// The hit test of the snapshot's centre, for the pictures.
extension ItemUnderSnapshotCentre {
    /// The item whose frame (in the interim layout) holds the snapshot's centre, with the
    /// centre as the probe; it passes when that item is not the lifted one's own place.
    /// `nil` over a gap.
    public func zone(in context: TargetContext) -> DecidingZone? {
        guard let path = context.layout.item(at: context.snapshotCentre) else { return nil }
        return DecidingZone(test: .centreHit, target: path, item: context.layout.frame(at: path),
                            rects: [context.layout.frame(at: path)],
                            probe: context.snapshotCentre, passed: path != context.current)
    }
}
