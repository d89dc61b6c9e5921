import CollectionLayout

/// The zone of the droppable dnd-kit's collision detection picks, for the pictures.
extension DndKitCollision {
    /// The zone of `slot` (the picked droppable's rect at drag start, the item that stood at
    /// `target`) for the collision rect `collision`, not yet passing: the whole slot, or under
    /// `rectIntersection` the part of it the collision rect overlaps (the whole slot when they
    /// do not overlap: the dragged item's own slot over nothing); under `closestCenter` the
    /// collision rect's centre is the probe.
    func zone(of slot: Rect, collision: Rect, target: IndexPath) -> DecidingZone {
        var rects = [slot]
        var probe: Point?
        let test: DecidingZone.Test
        switch detection {
        case .closestCenter:
            test = .closestCentre
            probe = collision.center
        case .closestCorners:
            test = .closestCorners
        case .rectIntersection:
            test = .rectIntersection
            let left = max(slot.minX, collision.minX), top = max(slot.minY, collision.minY)
            let right = min(slot.maxX, collision.maxX), bottom = min(slot.maxY, collision.maxY)
            if left < right && top < bottom { rects = [Rect(x: left, y: top, width: right - left, height: bottom - top)] }
        case .pointerWithin:
            test = .pointerWithin
        }
        var zone = DecidingZone(test: test, target: target, item: slot, rects: rects, probe: probe, passed: false)
        zone.atLift = true
        return zone
    }
}
