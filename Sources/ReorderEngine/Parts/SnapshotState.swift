import CollectionLayout

/// Where a snapshot is and how it looks: its centre, its scale and its opacity.
public struct Pose: Hashable, Sendable {
    /// The centre, in the snapshot model's own coordinates (content coordinates
    /// for every model but one that, as a quirk, lives in screen space).
    public var centre: Point
    public var scale: Double
    public var alpha: Double

    public init(centre: Point, scale: Double = 1, alpha: Double = 1) {
        self.centre = centre
        self.scale = scale
        self.alpha = alpha
    }

    func interpolated(to other: Pose, _ p: Double) -> Pose {
        Pose(centre: centre + (other.centre - centre) * p,
             scale: scale + (other.scale - scale) * p,
             alpha: alpha + (other.alpha - alpha) * p)
    }
}

/// How a snapshot appears when the item lifts.
public struct SnapshotLift: Hashable, Sendable {
    /// The pose it appears in.
    public var from: Pose
    /// The pose it animates to (equal to `from` when it does not animate).
    public var to: Pose
    /// Seconds of that animation (0 for none).
    public var seconds: Double
    /// Seconds over which the cell fades out under it (0: the cell hides at once).
    public var cellFade: Double

    public init(from: Pose, to: Pose? = nil, seconds: Double = 0, cellFade: Double = 0) {
        self.from = from
        self.to = to ?? from
        self.seconds = seconds
        self.cellFade = cellFade
    }
}

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

    var isAnimating: Bool { elapsed < duration }

    /// The pose as drawn now.
    var current: Pose {
        isAnimating ? from.interpolated(to: to, curve(Double(elapsed) / Double(max(1, duration)))) : to
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
