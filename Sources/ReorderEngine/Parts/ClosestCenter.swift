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
/// - The droppables are every item, the dragged one included, at the rects
///   measured when the drag started without their transforms
///   (`getTransformAgnosticClientRect`, `MeasuringStrategy.WhileDragging`):
///   the items shifted aside are hit-tested where they stood, not where they
///   are drawn. The rule keeps the slots it sees at its first call (no move
///   can come before it).
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
public struct ClosestCenter: TargetRule {
    /// The slots at drag start, in the original order, their section, and the dragged item's index.
    var slots: [Rect]?
    var section = 0
    var original = 0

    public init() {}

    public func answers(_ occasion: TargetOccasion) -> Bool {
        occasion == .fingerMoved || occasion == .displayLink
    }

    public mutating func target(in context: TargetContext) -> IndexPath? {
        if slots == nil {
            section = context.current.section
            original = context.current.item
            let count = context.layout.sections[section].items.count
            slots = (0..<count).map { context.layout.frame(at: IndexPath(section: section, item: $0)) }
        }
        guard let slots, !slots.isEmpty else { return nil }
        let c = context.snapshotCentre
        var best = 0
        var nearest = Double.infinity
        for (i, slot) in slots.enumerated() {
            let dx = slot.midX - c.x, dy = slot.midY - c.y
            let d = (dx * dx + dy * dy).squareRoot()
            // Strictly nearer: a tie keeps the earlier item (the stable sort).
            if d < nearest {
                nearest = d
                best = i
            }
        }
        return IndexPath(section: section, item: best)
    }
}
