extension Profile {
    /// `@dnd-kit/sortable` 10.0.0 on `@dnd-kit/core` 6.3.1 with
    /// `collisionDetection: closestCenter`, the strategy that fits the layout
    /// (`verticalListSortingStrategy` for a list, `rectSortingStrategy` for a
    /// grid), the default sensors (the `PointerSensor` with no activation
    /// constraint: the drag starts at the press), no `DragOverlay`, and the
    /// app's `onDragEnd` doing `arrayMove(items, active, over)`:
    /// - the item itself follows the pointer at the grab offset (its transform);
    /// - ``ClosestCenter`` picks `over` from the slots as they were at drag start;
    /// - the strategy shifts the others to show `arrayMove(items, active, over)`,
    ///   a CSS transition of 200 ms `ease` (`useSortable`'s `defaultTransition`);
    /// - the data changes once, at the drop (``MoveAtEnd``);
    /// - at the drop the item jumps into its slot: the drop animation belongs
    ///   to `DragOverlay`, and `useSortable` turns the transition off for the
    ///   frame the items change (clauderic/dnd-kit#565);
    /// - on cancel (Escape) everything transitions back over 200 ms `ease`;
    /// - the edge auto-scroll is ``DndKitAutoScroll``.
    public static let dndKit = Profile(name: "dnd-kit", pressDuration: 0, autoScroll: DndKitAutoScroll(),
                                       requirements: Requirements(oneSection: true)) {
        ProfileParts(snapshot: FingerMinusGrab(), targetRule: ClosestCenter(), commitRule: MoveAtEnd(),
                     moves: SingleMove(animations: .dndKit), drop: CellIntoSlot(animations: .dndKit))
    }
}

extension AnimationSet {
    /// `@dnd-kit/sortable`'s `defaultTransition` (`hooks/defaults.ts`):
    /// `transform 200ms ease` for the items shifted aside and for everything on
    /// cancel; none for the dragged item at the drop.
    public static let dndKit = AnimationSet(displacement: 0.2, drop: 0, cancel: 0.2, curve: .cssEase)
}
