import CollectionLayout

/// An edge of the viewport.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right

    /// The point one point inside this edge of a viewport of `size`, keeping
    /// the other coordinate of `finger` (of the viewport's centre when no
    /// finger is down). Viewport coordinates.
    public func point(keeping finger: Point?, in size: Size) -> Point {
        var p = finger ?? Point(x: size.width / 2, y: size.height / 2)
        switch self {
        case .top: p.y = 1
        case .bottom: p.y = size.height - 1
        case .left: p.x = 1
        case .right: p.x = size.width - 1
        }
        return p
    }
}
