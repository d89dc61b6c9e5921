import CollectionLayout

/// The lifted snapshot while it exists: its size, and an animation from one
/// pose to another whose target keeps following the finger (the way a UIView
/// animation's model value does when the app sets `center` mid-flight).
struct SnapshotState: Sendable {
    var size: Size
    var from: Pose
    /// The model value: where the app last put the snapshot. Target rules read it.
    var to: Pose
    var elapsed: Int
    var duration: Int
    var curve: TimingCurve
    /// Finger minus the cell's centre at lift, content coordinates.
    var grab: Point
    /// Set while the snapshot returns to its cell after a drop or cancel: it
    /// disappears when the animation ends.
    var returning = false
    /// The cell stays drawn in its slot while the snapshot is up (``SnapshotLift/cellStays``).
    var cellStays = false

    var isAnimating: Bool { elapsed < duration }

    /// The pose as drawn now.
    var current: Pose {
        isAnimating ? from.interpolated(to: to, curve(Double(max(0, elapsed)) / Double(max(1, duration)))) : to
    }

    /// Starts a new animation from where it is drawn now.
    mutating func animate(to pose: Pose, ticks: Int, curve: TimingCurve) {
        from = current
        to = pose
        elapsed = 0
        duration = ticks
        self.curve = curve
    }

    /// Moves the whole snapshot (both ends of a running animation) by `d`.
    mutating func translate(by d: Point) {
        from.centre = from.centre + d
        to.centre = to.centre + d
    }
}
