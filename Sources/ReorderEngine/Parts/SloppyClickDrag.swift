import CollectionLayout

/// @hello-pangea/dnd's mouse sensor (`src/view/use-sensor-marshal/sensors/use-mouse-sensor.ts`):
/// a press only makes the drag pending; the drag starts at the first move
/// that takes the pointer 5 px or more from the press on either axis
/// (`sloppyClickThreshold` = 5, line 27; `isSloppyClickThresholdExceeded`,
/// lines 29-37, `>=` on `|dx|` or `|dy|`), and it lifts *at that point*
/// (`fluidLift(point)`, line 109: "to prevent the draggable item from jumping
/// by the sloppyClickThreshold"). So the item stays in its slot until then,
/// and from then on moves by the pointer's travel since that move: it trails
/// the pointer by the threshold. No scale, no opacity change (the library
/// styles nothing; the app's own lift styling is not modelled), and the item
/// itself leaves its slot (`position: fixed`), which stays empty.
public struct SloppyClickDrag: SnapshotModel {
    /// `sloppyClickThreshold`, in px (= pt).
    public static let threshold = 5.0

    /// The pointer minus the item's centre when the drag started; `nil` while pending.
    var grabAtStart: Point?

    public init() {}

    /// Whether a pointer at `current` is far enough from the press at `press` to start the drag.
    public static func exceeded(press: Point, current: Point) -> Bool {
        abs(current.x - press.x) >= threshold || abs(current.y - press.y) >= threshold
    }

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        SnapshotLift(from: Pose(centre: cell.center))
    }

    public mutating func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        if let grabAtStart { return finger - grabAtStart }
        // Pending: the item has not moved, so the press was its centre plus the grab at lift.
        if Self.exceeded(press: centre + grab, current: finger) { grabAtStart = finger - centre }
        return centre
    }
}
