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
