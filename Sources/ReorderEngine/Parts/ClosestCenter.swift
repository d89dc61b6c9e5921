import CollectionLayout

/// dnd-kit's `closestCenter` collision detection (`@dnd-kit/core` 6.3.1,
/// `utilities/algorithms/closestCenter.ts`) as `@dnd-kit/sortable` uses it:
/// the droppable whose centre is nearest, in a straight line, to the centre
/// of the collision rect wins, and its index in the original order is where
/// the item goes.
///
/// - The collision rect is the dragged item's rect as measured at drag start,
///   translated by the pointer's travel (`DndContext.tsx`: `collisionRect =
///   getAdjustedRect(draggingNodeRect, modifiedTranslate)`), not the pointer.
///   In content coordinates it also moves with the scroll, as the snapshot
///   does: its centre is the snapshot's centre (``FingerMinusGrab``).
/// - The droppables are the slots at drag start (``DragStartSlots``).
/// - There is no threshold: over empty space or outside the list the nearest
///   centre still wins, so `over` is never empty.
/// - Ties: the collisions are sorted with `Array.prototype.sort`, stable, in
///   the droppables' registration order (the items' order), so of equal
///   distances the first in the original order wins.
/// - `over` names an index in the original order, and the sortable strategy
///   shows `arrayMove(items, active, over)`: that index is the place on screen.
///
/// React renders, and so `closestCenter` runs, on every pointer move and
/// every scroll event (the auto-scroll's, once a frame): the rule answers
/// finger updates and the display-link ticks of ``DndKitAutoScroll``.
///
/// Its zone, for the pictures, is the slot it picks (the rect the algorithm measures, not
/// where the item is drawn), with the collision rect's centre as the probe, from which the
/// picture draws a line to the slot's centre. It passes when the pick is another item's slot
/// than the dragged item's own: the screen then shows the item there.
public struct ClosestCenter: ZoneReportingRule {
    var measured: DragStartSlots?

    public init() {}

    public func answers(_ occasion: TargetOccasion) -> Bool {
        occasion == .fingerMoved || occasion == .displayLink
    }

    public mutating func decide(in context: TargetContext) -> TargetDecision {
        let measured = self.measured ?? DragStartSlots(measuring: context)
        self.measured = measured
        let c = context.snapshotCentre
        guard let best = Self.nearest(to: c, among: measured.slots) else { return TargetDecision(target: nil, zone: nil) }
        // The droppable picked is the item that stood there at drag start.
        var zone = DecidingZone(test: .closestCentre, target: measured.path(best), item: measured.slots[best],
                                rects: [measured.slots[best]], probe: c, passed: best != measured.original)
        zone.atLift = true
        return TargetDecision(target: measured.path(best), zone: zone)
    }

    /// The index of the rect in `droppables` whose centre is nearest `centre` in a straight
    /// line, or `nil` when there is none; of equal distances the first (the stable sort).
    static func nearest(to centre: Point, among droppables: [Rect]) -> Int? {
        var best: Int?
        var nearest = Double.infinity
        for (i, rect) in droppables.enumerated() {
            let dx = rect.midX - centre.x, dy = rect.midY - centre.y
            let d = (dx * dx + dy * dy).squareRoot()
            // Strictly nearer: a tie keeps the earlier one.
            if d < nearest {
                nearest = d
                best = i
            }
        }
        return best
    }
}
