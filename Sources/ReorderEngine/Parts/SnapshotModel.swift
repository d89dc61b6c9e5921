import CollectionLayout

/// Where the lifted snapshot goes and how it follows the finger.
public protocol SnapshotModel: Sendable {
    /// The snapshot when the item lifts. `cell` is the cell's frame and
    /// `finger` the finger, content coordinates.
    func lift(cell: Rect, finger: Point) -> SnapshotLift
    /// The snapshot when the item lifts, with the content `offset`, in a layout that stacks its
    /// rows as blocks or not (``TargetContext/stacksRows``). By default ``lift(cell:finger:)``.
    func lift(cell: Rect, finger: Point, offset: Point, stacksRows: Bool) -> SnapshotLift
    /// The snapshot's centre after the finger moved from `previous` to `finger`
    /// (content coordinates). `grab` is the finger minus the cell's centre at lift.
    /// Mutating, so a model may keep state for the session (the runner keeps
    /// the fresh copy the recipe made); most need none.
    mutating func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point
    /// Where a centre in the model's coordinates is drawn, in content coordinates.
    func drawn(_ centre: Point, offset: Point) -> Point
    /// Whether the lift animation animates the centre as it follows the finger
    /// (a centre set mid-flight heads there from where it is drawn), or only
    /// the scale and opacity, the centre jumping to each new value at once (an
    /// animation of the transform alone, the centre set outside it). By
    /// default, animated.
    var animatesCentre: Bool { get }
}

extension SnapshotModel {
    public func lift(cell: Rect, finger: Point, offset: Point, stacksRows: Bool) -> SnapshotLift {
        lift(cell: cell, finger: finger)
    }

    public func drawn(_ centre: Point, offset: Point) -> Point { centre }

    public var animatesCentre: Bool { true }
}

/// UIKit interactive movement: the item's centre is the finger, exactly (no grab offset).
public struct CentredOnFinger: SnapshotModel {
    public init() {}

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: finger))
    }

    public func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point { finger }
}

/// Seed 000: the snapshot takes the cell's frame and then moves by the finger's
/// delta since the previous event, so the grab offset is kept.
public struct MovesWithFingerDelta: SnapshotModel {
    public init() {}

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center))
    }

    public func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        centre + (finger - previous)
    }
}

/// Seed 001: the snapshot takes the cell's frame; its centre is the finger minus
/// the grab offset measured at lift.
public struct FingerMinusGrab: SnapshotModel {
    public init() {}

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center))
    }

    public func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        finger - grab
    }
}

/// Seed 002: a row snapshot appears on the cell's centre, transparent, and over
/// 0.25 s moves to the finger's y, grows to 1.05 and fades to 0.98 while the
/// cell fades out. Then its y is the finger's and its x moves by the finger's
/// horizontal delta.
public struct TableRowSnapshot: SnapshotModel {
    public init() {}

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center, scale: 1, alpha: 0),
                     to: Pose(centre: Point(x: cell.midX, y: finger.y), scale: 1.05, alpha: 0.98),
                     seconds: 0.25, cellFade: 0.25)
    }

    public func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        Point(x: centre.x + finger.x - previous.x, y: finger.y)
    }
}

/// Seed 004: the snapshot takes the cell's frame but lives in *screen* space,
/// while every position is read in content coordinates; over 0.25 s it grows to
/// 1.05 and its centre goes to the finger. Drawn, it is off by the content
/// offset once the content is scrolled (the quirk).
public struct ScreenSpaceSnapshot: SnapshotModel {
    public init() {}

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center), to: Pose(centre: finger, scale: 1.05), seconds: 0.25)
    }

    public func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point { finger }

    /// Screen-space numbers drawn on screen: in content coordinates, shifted by the offset.
    public func drawn(_ centre: Point, offset: Point) -> Point { centre + offset }
}
