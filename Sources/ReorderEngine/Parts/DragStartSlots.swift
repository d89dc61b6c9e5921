import CollectionLayout

/// dnd-kit's droppables as `@dnd-kit/sortable` measures them: every item of the dragged
/// item's section, the dragged one included, at its rect when the drag starts, in the items'
/// order (their registration order), with transforms ignored (`getTransformAgnosticClientRect`,
/// `MeasuringStrategy.WhileDragging`): the items shifted aside are tested where they stood,
/// not where they are drawn. ``ClosestCenter`` and ``DndKitCollision`` measure at their first
/// call (no move can come before it) and keep the slots for the drag.
struct DragStartSlots: Hashable, Sendable {
    /// The slots in the original order.
    var slots: [Rect]
    /// Their section.
    var section: Int
    /// The dragged item's index in the original order.
    var original: Int

    /// The slots of the section of `context`'s lifted item, in the layout it shows now.
    init(measuring context: TargetContext) {
        section = context.current.section
        original = context.current.item
        let section = self.section
        slots = (0..<context.layout.sections[section].items.count).map {
            context.layout.frame(at: IndexPath(section: section, item: $0))
        }
    }

    /// The item at `index` of the original order.
    func path(_ index: Int) -> IndexPath { IndexPath(section: section, item: index) }
}
