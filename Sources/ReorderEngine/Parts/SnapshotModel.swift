import CollectionLayout

/// Where the lifted snapshot is drawn.
public protocol SnapshotModel: Sendable {
    /// The snapshot's frame when the item lifts. `cell` is the item's frame and
    /// `finger` the finger, both content coordinates.
    func lift(cell: Rect, finger: Point) -> Rect
    /// The snapshot's frame after the finger moved from `previous` to `finger`
    /// (content coordinates).
    func follow(snapshot: Rect, previous: Point, finger: Point) -> Rect
}

/// UIKit interactive movement: the item's centre is the finger, exactly (no grab offset).
public struct CentredOnFinger: SnapshotModel {
    public init() {}

    public func lift(cell: Rect, finger: Point) -> Rect {
        Rect(center: finger, size: cell.size)
    }

    public func follow(snapshot: Rect, previous: Point, finger: Point) -> Rect {
        Rect(center: finger, size: snapshot.size)
    }
}
