extension Profile {
    /// `@dnd-kit/sortable` 10.0.0 on `@dnd-kit/core` 6.3.1 as its docs set it
    /// up: `collisionDetection: closestCenter`, the default sensors (the
    /// `PointerSensor` with no activation constraint: the drag starts at the
    /// press), the strategy that fits the layout, no `DragOverlay`, and the
    /// app's `onDragEnd` doing `arrayMove(items, active, over)`:
    /// - the item itself follows the pointer at the grab offset (its transform);
    /// - ``ClosestCenter`` picks `over` from the slots as they were at drag start;
    /// - the strategy shows `arrayMove(items, active, over)`, each item where its
    ///   transform puts its slot (``DndKitSorting``: with items of different sizes, scaled
    ///   onto its neighbour's rect), a CSS transition of 200 ms `ease` (`useSortable`'s
    ///   `defaultTransition`);
    /// - the data changes once, at the drop (``MoveAtEnd``);
    /// - at the drop the item jumps into its slot: the drop animation belongs
    ///   to `DragOverlay`, and `useSortable` turns the transition off for the
    ///   frame the items change (clauderic/dnd-kit#565);
    /// - on cancel (Escape) everything transitions back over 200 ms `ease`;
    /// - the edge auto-scroll is ``DndKitAutoScroll``.
    public static let dndKit = dndKit(DndKitOptions())

    /// dnd-kit with `options` (a board's `{dnd-kit: {…}}`): the collision detection
    /// (``DndKitCollision``; ``ClosestCenter`` at the default), the activation constraint
    /// (``DndKitActivation``), the auto-scroller's threshold and acceleration, and the app's
    /// `DragOverlay` (``DndKitOverlayDrop``) and container droppable.
    public static func dndKit(_ options: DndKitOptions) -> Profile {
        let o = options
        return Profile(name: "dnd-kit", pressDuration: 0,
                       autoScroll: DndKitAutoScroll(threshold: o.threshold, acceleration: o.acceleration),
                       requirements: Requirements(oneSection: true)) {
            let activation = DndKitActivation(distance: o.distance, delay: o.delay, tolerance: o.tolerance)
            // ClosestCenter at the default (its zone is drawn, ClosestCenter+Zone.swift).
            var target: any TargetRule = ClosestCenter()
            if o.collisionDetection != .closestCenter || o.containerDroppable {
                target = DndKitCollision(o.collisionDetection, containerDroppable: o.containerDroppable)
            }
            // rectSwappingStrategy: two items exchanged on screen, arraySwap at the drop.
            var commit: any CommitRule = MoveAtEnd()
            // The strategy draws each item where its transform puts its slot (DndKitSorting).
            var moves: any MoveStyle = DndKitSorting(o.strategy, overlay: o.dragOverlay)
            if o.strategy == .rectSwapping {
                commit = SwapAtEnd()
                moves = RectSwapping(overlay: o.dragOverlay)
            }
            var drop: any DropRule = CellIntoSlot(animations: .dndKit)
            if o.dragOverlay { drop = DndKitOverlayDrop() }
            return ProfileParts(lift: activation,
                                snapshot: DndKitDragged(activatesOnMove: o.distance != nil, overlay: o.dragOverlay),
                                targetRule: target, commitRule: commit, moves: moves, drop: drop)
        }
    }
}

extension AnimationSet {
    /// `@dnd-kit/sortable`'s `defaultTransition` (`hooks/defaults.ts`):
    /// `transform 200ms ease` for the items shifted aside and for everything on
    /// cancel; none for the dragged item at the drop.
    public static let dndKit = AnimationSet(displacement: 0.2, drop: 0, cancel: 0.2, curve: .cssEase)
}

/// dnd-kit's options that the `dnd-kit` profile models (`@dnd-kit/core` 6.3.1,
/// `@dnd-kit/sortable` 10.0.0), at the profile's defaults: the docs' sortable preset
/// (`closestCenter`, no activation constraint), which are not all the library's own
/// (`DndContext` defaults to `rectIntersection`).
public struct DndKitOptions: Hashable, Sendable {
    /// `collisionDetection`: which droppable is `over`.
    public enum CollisionDetection: String, CaseIterable, Hashable, Sendable {
        case closestCenter = "closest-center"
        case closestCorners = "closest-corners"
        case rectIntersection = "rect-intersection"
        case pointerWithin = "pointer-within"
    }

    /// `SortableContext`'s `strategy`: how the others make room.
    public enum Strategy: String, CaseIterable, Hashable, Sendable {
        case rect
        case verticalList = "vertical-list"
        case horizontalList = "horizontal-list"
        case rectSwapping = "rect-swapping"
    }

    public var collisionDetection: CollisionDetection = .closestCenter
    public var strategy: Strategy = .rect
    /// The activation constraint's `distance`, px; `nil`: none.
    public var distance: Double?
    /// The activation constraint's `delay`, ms; `nil`: none.
    public var delay: Double?
    /// The activation constraint's `tolerance`, px; `nil`: none.
    public var tolerance: Double?
    /// `autoScroll.threshold`, both axes: the zone, a fraction of the container.
    public var threshold: Double = 0.2
    /// `autoScroll.acceleration`: px a step at the zone's outer edge.
    public var acceleration: Double = 10
    /// Whether the app renders a `DragOverlay` (with its default drop animation).
    public var dragOverlay = false
    /// Whether the app makes the list's container a droppable too (`useDroppable`), as
    /// streamlit-sortables does.
    public var containerDroppable = false

    public init() {}
}
