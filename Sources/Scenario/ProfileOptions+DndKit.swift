import ReorderEngine

extension ProfileOptions {
    /// `dnd-kit`'s options: `@dnd-kit/core` 6.3.1's and `@dnd-kit/sortable` 10.0.0's
    /// (clauderic/dnd-kit at `e9215e8`; paths under `packages/`), and two things an app
    /// builds with them (a `DragOverlay`, a droppable container), which streamlit-sortables
    /// 0.3.1, the conformance suite's bundle, does.
    public static let dndKit = ProfileOptions(DndKitOptions(), [
        .choice("collision-detection", library: "collisionDetection", \.collisionDetection,
                summary: "which droppable is over: the nearest centre, the nearest corners (their mean distance), "
                    + "the largest intersection over union (none over empty space), or those holding the pointer; "
                    + "the library's default is rect-intersection, the profile's closest-center, as its sortable preset",
                source: "core/src/components/DndContext/DndContext.tsx:144, core/src/utilities/algorithms/*.ts"),
        .choice("strategy", library: "strategy", \.strategy,
                summary: "how the others make room (SortableContext): rect, vertical-list and horizontal-list show "
                    + "arrayMove(items, active, over), each item drawn where its transform puts its slot (rect: onto "
                    + "its neighbour's rect, scaled to it; the lists: along their axis only); rect-swapping exchanges "
                    + "the item and the one over, and the drop swaps them (arraySwap)",
                source: "sortable/src/components/SortableContext.tsx:50, sortable/src/strategies/*.ts"),
        .optionalNumber("distance", library: "activationConstraint.distance", range: 0...10_000, unit: "px", \.distance,
                        summary: "the press waits until the pointer is more than this from it (straight line); "
                            + "the move that starts the drag moves nothing; none: the drag starts at the press",
                        source: "core/src/sensors/pointer/AbstractPointerSensor.ts:144, 224"),
        .optionalNumber("delay", library: "activationConstraint.delay", range: 0...60_000, unit: "ms", \.delay,
                        summary: "the drag starts this long after the press, by itself, unless a move passed the tolerance first",
                        source: "core/src/sensors/pointer/AbstractPointerSensor.ts:135, 229"),
        .optionalNumber("tolerance", library: "activationConstraint.tolerance", range: 0...10_000, unit: "px", \.tolerance,
                        summary: "a move more than this from the press before the drag starts aborts it (with delay, "
                            + "which requires it, or distance)",
                        source: "core/src/sensors/pointer/AbstractPointerSensor.ts:217, 230"),
        .number("threshold", library: "autoScroll.threshold", range: 0...1, \.threshold,
                summary: "the auto-scroll zone at each edge, a share of the container's size (x and y alike)",
                source: "core/src/utilities/scroll/getScrollDirectionAndSpeed.ts:7, 29"),
        .number("acceleration", library: "autoScroll.acceleration", range: 0...100_000, unit: "px", \.acceleration,
                summary: "how far each 5 ms auto-scroll step goes at the zone's outer edge (0 at its inner line)",
                source: "core/src/utilities/scroll/getScrollDirectionAndSpeed.ts:16, 37"),
        .boolean("drag-overlay", library: "DragOverlay", \.dragOverlay,
                 summary: "a copy follows the pointer while the item stays in the list; at the end the copy glides "
                    + "to the item's slot over 250 ms ease",
                 source: "core/src/components/DragOverlay/hooks/useDropAnimation.ts:150, 227"),
        .boolean("container-droppable", library: "useDroppable", \.containerDroppable,
                 summary: "the list's container is a droppable too (streamlit-sortables): over it nothing moves, and "
                    + "the app's arrayMove(items, active, -1) puts the item last",
                 source: "core/src/hooks/useDroppable.ts, streamlit-sortables SortableComponent.tsx"),
    ]) { Profile.dndKit($0) }
}

extension OptionBinding {
    /// A number that may be left out, which is not the same as any number (`distance`: no
    /// constraint at all, where 0 waits for a move): `none` then, in the trace and the docs.
    static func optionalNumber(_ name: String, library: String, range: ClosedRange<Double>, unit: String? = nil,
                               _ field: WritableKeyPath<Settings, Double?> & Sendable,
                               summary: String, source: String) -> Self {
        Self(name: name, option: { defaults in
            ProfileOption(name: name, libraryName: library, kind: .number(range: range, unit: unit),
                          defaultText: defaults[keyPath: field].map { OptionValue.number($0).description } ?? "none",
                          summary: summary, source: source)
        }, apply: { settings, value in
            if case .number(let number) = value { settings[keyPath: field] = number }
        }, current: { $0[keyPath: field].map { OptionValue.number($0).description } ?? "none" })
    }
}
