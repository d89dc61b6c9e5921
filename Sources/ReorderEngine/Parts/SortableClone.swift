import CollectionLayout

/// SortableJS's fallback clone (`_appendGhost`): a copy of the item at its
/// rect, opacity 0.8, translated by the pointer's travel since the press, so
/// it keeps the grab offset; the item itself stays drawn in the list as the
/// placeholder (class `sortable-ghost`, unstyled by default).
public struct SortableClone: SnapshotModel {
    public init() {}

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center, alpha: 0.8), cellStays: true)
    }

    public func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        finger - grab
    }
}
