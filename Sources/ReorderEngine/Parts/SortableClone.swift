import CollectionLayout

/// SortableJS's fallback clone (`_appendGhost`): a copy of the item at its
/// rect, opacity 0.8, translated by the pointer's travel since the press, so
/// it keeps the grab offset; the item itself stays drawn in the list as the
/// placeholder (class `sortable-ghost`, unstyled by default).
///
/// The first move only starts the drag: the clone is made in a zero-delay
/// timer after it (`_dragStarted`), at the item's rect, and `_onTouchMove`
/// translates it only from the next move on. So in the frame of the first
/// move the clone stands on the slot.
public struct SortableClone: SnapshotModel {
    var moves = 0

    public init() {}

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center, alpha: 0.8), cellStays: true)
    }

    public mutating func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        moves += 1
        return moves == 1 ? centre : finger - grab
    }
}
