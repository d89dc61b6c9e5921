import CollectionLayout

/// The candidate `closestCenter` picks, for the pictures.
extension ClosestCenter {
    /// The droppable the call in `context` picks: its slot at drag start (the rect the
    /// algorithm measures, not where the item is drawn), with the collision rect's centre as
    /// the probe, from which the picture draws a line to the slot's centre. It passes when the
    /// pick is another item's slot than the dragged item's own: the screen then shows the item
    /// there (`arrayMove(items, active, over)`).
    public func zone(in context: TargetContext) -> DecidingZone? {
        // Before the first call, the rule would measure now (no move comes before it).
        let section = self.slots == nil ? context.current.section : self.section
        let original = self.slots == nil ? context.current.item : self.original
        let slots = self.slots ?? (0..<context.layout.sections[section].items.count).map {
            context.layout.frame(at: IndexPath(section: section, item: $0))
        }
        guard !slots.isEmpty else { return nil }
        let c = context.snapshotCentre
        var best = 0
        var nearest = Double.infinity
        for (i, slot) in slots.enumerated() {
            let dx = slot.midX - c.x, dy = slot.midY - c.y
            let d = (dx * dx + dy * dy).squareRoot()
            if d < nearest {   // strictly nearer, as ``target(in:)``: a tie keeps the earlier item
                nearest = d
                best = i
            }
        }
        // The droppable picked is the item that stood there at drag start.
        var zone = DecidingZone(test: .closestCentre, target: IndexPath(section: section, item: best),
                                item: slots[best], rects: [slots[best]], probe: c, passed: best != original)
        zone.atLift = true
        return zone
    }
}
