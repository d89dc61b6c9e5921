import CollectionLayout

/// jQuery UI 1.13.2 Sortable's helper with `helper: "original"`: the item
/// itself, made `position: absolute` when the drag starts (`_mouseStart`),
/// at the whole-pixel pointer minus the click offset (`_generatePosition`),
/// so its top-left is the item's place at the press plus the whole-pixel
/// pointer's travel since the press. Its containing block is the page, not
/// the scrolling list, so on screen it stays under the pointer while the
/// list scrolls: in content coordinates it moves with the offset. No
/// opacity, no animation; its place in the list is a hidden placeholder of
/// its size (the cell hides).
///
/// Before the drag starts (the press, and moves within the press's pixel)
/// the whole-pixel travel is zero, so it stands on its slot.
///
/// With `axis: "y"` `_mouseDrag` sets only the helper's `top` (sortable.js
/// 417-422): its `left` stays `auto`, its static position, the list's left
/// edge (content x 0), from the start: in a list that is where its slot is; in
/// a flow, an absolutely positioned flex item's static position is the
/// container's start, so it jumps to the first column. So it moves only up
/// and down. (A board's section inset would be the page's padding, and the
/// static position the inset: not modelled, the conformance page has none.)
///
/// With `axis: "x"` only `left` is set: `top` stays at the static position, and the helper
/// moves only left and right. In a flow (a flex container) that is the container's start, the
/// first row, from the start. In a list (blocks) it is below the in-flow siblings before the
/// helper in the DOM: at the lift the items before it, so its own slot; later the placeholder
/// too when it stands before the helper, which the target rule works out and places
/// (``JQueryUIIntersect``, ``TargetDecision/snapshotCentre``). Here the helper keeps the `y`
/// it was last given. Chromium lays the static position out in the list unscrolled and does
/// not move it when the list scrolls (the helper's containing block is the page): on screen
/// it stands where the list shows that position at offset 0, so in content coordinates it is
/// that plus the offset, and moves with it, as the runner moves a snapshot when it scrolls.
public struct JQueryUIHelper: SnapshotModel {
    /// `axis`: `.y` keeps the helper's x where the lift found it, `.x` its y.
    public var axis: JQueryUIOptions.Axis
    /// The centre at the lift and the press, content coordinates.
    var origin: (centre: Point, press: Point)?

    public init(axis: JQueryUIOptions.Axis = .none) {
        self.axis = axis
    }

    public func lift(cell: Rect, finger: Point) -> SnapshotLift {
        lift(cell: cell, finger: finger, offset: .zero, stacksRows: false)
    }

    /// With `axis: "x"` the static top at the lift, unscrolled: in a list (`stacksRows`) the
    /// item's own slot (the placeholder is after it, `_createPlaceholder`), in a flow the first
    /// row; in content coordinates, that plus the `offset`.
    public func lift(cell: Rect, finger: Point, offset: Point, stacksRows: Bool) -> SnapshotLift {
        switch axis {
        case .none: SnapshotLift(from: Pose(centre: cell.center))
        case .y: SnapshotLift(from: Pose(centre: Point(x: cell.width / 2, y: cell.midY)))
        case .x: SnapshotLift(from: Pose(centre: Point(x: cell.midX, y: offset.y + (stacksRows ? cell.midY : cell.height / 2))))
        }
    }

    /// `finger` is in content coordinates; the offset is whole pixels (jQuery
    /// UI scrolls 20 px at a time), so its whole-pixel part is the mouse
    /// event's plus the offset.
    public mutating func follow(centre: Point, grab: Point, previous: Point, finger: Point) -> Point {
        let o = origin ?? (centre, centre + grab)
        origin = o
        var travel = JQueryUIMouse.pixel(finger) - JQueryUIMouse.pixel(o.press)
        if axis == .y { travel.x = 0 }
        if axis == .x { return Point(x: o.centre.x + travel.x, y: centre.y) }
        return o.centre + travel
    }

}
