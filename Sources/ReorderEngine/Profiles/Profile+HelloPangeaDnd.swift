extension Profile {
    /// @hello-pangea/dnd (react-beautiful-dnd ≥ 12) on its mouse sensor, one
    /// vertical or horizontal Droppable, default options: the press makes the
    /// drag pending and it starts 5 px away, lifting where the pointer is then
    /// (``SloppyClickDrag``); the siblings move out of the way when the
    /// dragged item's edge crosses their displaced centre
    /// (``EdgeCrossesDisplacedCentre``), with a 0.2 s `cubic-bezier(0.2, 0, 0, 1)`
    /// transform (`src/animation.ts` `outOfTheWay`); the data changes once,
    /// at the drop (`onDragEnd`); the item animates into its slot over
    /// 0.33-0.55 s by distance (``DistanceTimedDrop``); the fluid auto-scroller
    /// (``FluidAutoScroll``).
    public static let helloPangeaDnd = pangea(PangeaAutoScrollerOptions())

    /// The library with `autoScrollerOptions` (a board's `{hello-pangea-dnd: {…}}`): they reach
    /// only the auto-scroller.
    public static func pangea(_ autoScrollerOptions: PangeaAutoScrollerOptions) -> Profile {
        Profile(name: "hello-pangea-dnd", pressDuration: 0, autoScroll: FluidAutoScroll(options: autoScrollerOptions),
                requirements: Requirements(oneSection: true, oneLine: true), parts: pangeaParts)
    }

    private static let pangeaParts: @Sendable () -> ProfileParts = {
        let outOfTheWay = AnimationSet(displacement: 0.2, drop: DistanceTimedDrop.minDropTime,
                                       cancel: DistanceTimedDrop.minDropTime, curve: .cubicBezier(0.2, 0, 0, 1))
        return ProfileParts(snapshot: SloppyClickDrag(), targetRule: EdgeCrossesDisplacedCentre(),
                            commitRule: MoveAtEnd(), moves: SingleMove(animations: outOfTheWay),
                            drop: DistanceTimedDrop())
    }
}
