import CollectionLayout

/// dnd-kit's collision detections (`@dnd-kit/core` 6.3.1, `utilities/algorithms/`) as
/// `@dnd-kit/sortable` uses them: every droppable is scored against the collision rect (or
/// the pointer), the collisions are sorted with a stable sort, and the first is `over`; its
/// index in the original order is where the item shows (`arrayMove(items, active, over)`).
///
/// - `closestCenter` (`closestCenter.ts` 25-49): the straight-line distance between the
///   collision rect's centre and each droppable's, ascending: ``ClosestCenter``'s
///   ``ClosestCenter/nearest(to:among:)``. ``ClosestCenter`` is this rule without the
///   container droppable; the profile uses it at its defaults.
/// - `closestCorners` (`closestCorners.ts` 10-37): the mean of the four distances between
///   the collision rect's corners and the droppable's (top-left to top-left, …), rounded to
///   four decimals (`toFixed(4)`), ascending.
/// - `rectIntersection` (`rectIntersection.ts` 9-62): the area the two share over the area
///   of their union (`intersectionArea / (targetArea + entryArea − intersectionArea)`),
///   four decimals; only droppables with a ratio above 0 collide; descending. Over empty
///   space nothing collides and `over` is `null`.
/// - `pointerWithin` (`pointerWithin.ts` 21-56): only droppables whose rect holds the
///   pointer (edges included) collide, scored by the mean distance from the pointer to
///   their four corners, four decimals, ascending. Between items, `over` is `null`.
///
/// The droppables are the slots at drag start (``DragStartSlots``; in content coordinates
/// they stay put), in their registration order: of equal scores the earlier wins. With
/// `containerDroppable` the list's container is one more droppable, registered after the
/// items (its `useDroppable` is in the items' parent, whose effects run after theirs). It
/// does not scroll with its content, so in content coordinates its rect is the visible rect.
///
/// When `over` is `null` or the container, `overIndex` is −1 and no item is displaced
/// (`useSortable`: `displaceItem` needs a valid `overIndex`): the screen shows the original
/// order. At the drop, `over` null leaves the order as it is; the container gives the app's
/// `onDragEnd` `items.indexOf(container) = −1`, and `arrayMove(items, active, −1)` puts the
/// item last (``placeAtDrop(_:)``), as streamlit-sortables 0.3.1 does.
public struct DndKitCollision: ZoneReportingRule {
    public var detection: DndKitOptions.CollisionDetection
    public var containerDroppable: Bool
    var measured: DragStartSlots?
    /// Whether `over` was the container when last asked.
    var overContainer = false

    public init(_ detection: DndKitOptions.CollisionDetection, containerDroppable: Bool = false) {
        self.detection = detection
        self.containerDroppable = containerDroppable
    }

    public func answers(_ occasion: TargetOccasion) -> Bool {
        occasion == .fingerMoved || occasion == .displayLink
    }

    /// `over` among the slots (and the container), the place it shows, and its zone: the
    /// picked droppable's slot at drag start; under `rectIntersection` the part of it the
    /// collision rect overlaps, and under `closestCenter` the collision rect's centre as the
    /// probe. Over nothing or over the container, the screen shows the original order: the
    /// zone is the dragged item's own slot, not passing. It passes when the pick is another
    /// item's slot.
    public mutating func decide(in context: TargetContext) -> TargetDecision {
        let measured = self.measured ?? DragStartSlots(measuring: context)
        self.measured = measured
        let slots = measured.slots
        guard !slots.isEmpty else { return TargetDecision(target: nil, zone: nil) }
        let collision = Rect(x: context.snapshotCentre.x - context.snapshotSize.width / 2,
                             y: context.snapshotCentre.y - context.snapshotSize.height / 2,
                             width: context.snapshotSize.width, height: context.snapshotSize.height)
        let droppables = containerDroppable ? slots + [context.visible] : slots
        let over = Self.over(detection, collision: collision, pointer: context.finger, droppables: droppables)
        overContainer = over == slots.count
        let pick = over.flatMap { $0 < slots.count ? $0 : nil } ?? measured.original
        var zone = zone(of: slots[pick], collision: collision, target: measured.path(pick))
        zone.passed = pick != measured.original
        return TargetDecision(target: measured.path(pick), zone: zone)
    }

    /// Over the container, the app's `arrayMove(items, active, −1)`: the last place.
    public func placeAtDrop(_ shown: IndexPath, count: Int) -> IndexPath {
        overContainer ? IndexPath(section: shown.section, item: count - 1) : shown
    }

    /// The index of the first collision among `droppables` (in registration order), or `nil`
    /// when none collides: the collision detection's sort, stable, and `getFirstCollision`.
    public static func over(_ detection: DndKitOptions.CollisionDetection, collision: Rect, pointer: Point,
                            droppables: [Rect]) -> Int? {
        if detection == .closestCenter { return ClosestCenter.nearest(to: collision.center, among: droppables) }
        var best: (index: Int, value: Double)?
        for (i, rect) in droppables.enumerated() {
            let value: Double
            switch detection {
            case .closestCenter:
                continue   // answered above, by ``ClosestCenter/nearest(to:among:)``
            case .closestCorners:
                let theirs = corners(rect), ours = corners(collision)
                value = toFixed4(zip(theirs, ours).map { distance($0, $1) }.reduce(0, +) / 4)
            case .rectIntersection:
                value = intersectionRatio(rect, collision)
                guard value > 0 else { continue }
            case .pointerWithin:
                guard rect.minY <= pointer.y, pointer.y <= rect.maxY, rect.minX <= pointer.x, pointer.x <= rect.maxX
                else { continue }
                value = toFixed4(corners(rect).map { distance(pointer, $0) }.reduce(0, +) / 4)
            }
            // Strictly better: a tie keeps the earlier droppable (the stable sort).
            let better = detection == .rectIntersection ? value > (best?.value ?? -.infinity)
                : value < (best?.value ?? .infinity)
            if better { best = (i, value) }
        }
        return best?.index
    }

    /// `getIntersectionRatio`: shared area over the union's, four decimals; 0 when they only touch.
    static func intersectionRatio(_ entry: Rect, _ target: Rect) -> Double {
        let top = max(target.minY, entry.minY), left = max(target.minX, entry.minX)
        let right = min(target.maxX, entry.maxX), bottom = min(target.maxY, entry.maxY)
        guard left < right, top < bottom else { return 0 }
        let shared = (right - left) * (bottom - top)
        return toFixed4(shared / (target.width * target.height + entry.width * entry.height - shared))
    }

    /// `cornersOfRectangle`: top-left, top-right, bottom-left, bottom-right.
    static func corners(_ r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `Number(x.toFixed(4))` for x ≥ 0: the nearest multiple of 0.0001, halves up.
    static func toFixed4(_ x: Double) -> Double {
        (x * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000
    }
}
