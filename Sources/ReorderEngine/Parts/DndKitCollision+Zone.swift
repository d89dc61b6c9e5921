import CollectionLayout

/// The candidate dnd-kit's collision detection picks, for the pictures.
extension DndKitCollision {
    /// The droppable the call in `context` picks (``over(_:collision:pointer:droppables:)`` on
    /// the same rects as ``target(in:)``): its slot at drag start; under `rectIntersection`
    /// the part of it the collision rect overlaps, and under `closestCenter` the collision
    /// rect's centre as the probe. Over nothing or over the container, the screen shows the
    /// original order: the zone is the dragged item's own slot, not passing. It passes when
    /// the pick is another item's slot.
    public func zone(in context: TargetContext) -> DecidingZone? {
        // Before the first call, the rule would measure now (no move comes before it).
        let section = self.slots == nil ? context.current.section : self.section
        let original = self.slots == nil ? context.current.item : self.original
        let slots = self.slots ?? (0..<context.layout.sections[section].items.count).map {
            context.layout.frame(at: IndexPath(section: section, item: $0))
        }
        guard !slots.isEmpty else { return nil }
        let collision = Rect(x: context.snapshotCentre.x - context.snapshotSize.width / 2,
                             y: context.snapshotCentre.y - context.snapshotSize.height / 2,
                             width: context.snapshotSize.width, height: context.snapshotSize.height)
        let droppables = containerDroppable ? slots + [context.visible] : slots
        let found = Self.over(detection, collision: collision, pointer: context.finger, droppables: droppables)
        let pick = found.flatMap { $0 < slots.count ? $0 : nil } ?? original
        let slot = slots[pick]
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
        var zone = DecidingZone(test: test, target: IndexPath(section: section, item: pick), item: slot,
                                rects: rects, probe: probe, passed: pick != original)
        zone.atLift = true
        return zone
    }
}
