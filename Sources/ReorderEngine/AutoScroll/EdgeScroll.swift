import CollectionLayout

/// Seed 001's edge auto-scroll (SPEasyCollectionView for iOS 8): edge
/// detection on every finger update picks a drag direction and a step; a
/// display link then adds that step to the content offset on every tick, along
/// the layout's scroll axis, until a finger update finds no edge or the gesture
/// ends.
///
/// Edge detection, with S the snapshot frame and O the content offset (content
/// coordinates), V the viewport and C the content size; the first case that
/// holds wins and fixes the drag direction:
///
/// | case  | condition                              | i (overlap)                    |
/// | ----- | -------------------------------------- | ------------------------------ |
/// | left  | `S.minX − O.x < 10`, `O.x > 0`         | `10 − (S.minX − O.x)`, then *raised* to at least 20 |
/// | up    | `S.minY − O.y < 10`, `O.y > 0`         | `min(10 − (S.minY − O.y), 20)` |
/// | right | `S.maxX + 10 > O.x + V.w`, `O.x + V.w < C.w` | `min(10 − (O.x + V.w − S.maxX), 20)` |
/// | down  | `S.maxY + 10 > O.y + V.h`, `O.y + V.h < C.h` | `min(10 − (O.y + V.h − S.maxY), 20)` |
///
/// `ratio = i / 20`; the step is `floorf(−2 − ratio × 2 × 5)` toward the start
/// (left, up) and `floorf(2 + ratio × 2 × 5)` toward the end (right, down).
/// No case: the ratio becomes 0 and the display link stops.
///
/// The quirks kept from the original:
/// - The left case clamps the wrong way (`i < 20 ? 20 : i`), so its ratio is
///   never below 1 and grows without bound as the snapshot passes the edge.
/// - The link only re-checks the edge on finger updates: a finger held still
///   keeps the last step, whatever the offset does meanwhile.
/// - A tick is skipped only when the offset is *already* past the limit
///   (`O + inset.start < 0` toward the start, `O > C − (V − inset.start)`
///   toward the end), so the last tick that runs carries the offset past 0 or
///   past its maximum, by up to one step.
/// - Those two skips only look at a drag direction along the scroll axis. A
///   match on the other axis (possible only when the cross-axis offset is out
///   of bounds) still adds its step to the scroll-axis offset, and nothing
///   stops it.
///
/// `floorf` rounds to single precision before flooring; that is kept too.
public struct EdgeScroll: AutoScrollModel, EdgeProximity {
    /// The seed's drag direction: which edge case matched last.
    public enum DragDirection: Hashable, Sendable {
        case left, up, right, down
    }

    /// Distance from the visible edge, in points, at which scrolling starts (`edgeRange`).
    public static let edgeRange = 10.0
    /// How much the overlap ratio speeds the step up (`velocityRatio`).
    public static let velocity = 5.0
    /// The step's magnitude at ratio 0 (`baseOffset`).
    public static let base = 2.0

    /// The collection view's content inset; the display link reads its top
    /// (vertical) or left (horizontal) value. Boards have none.
    public var contentInset: Insets

    public private(set) var isRunning = false
    public private(set) var ratio = 0.0
    /// Points added to the offset per tick while the link runs (`edgeIntersectionOffset`).
    public private(set) var step = 0.0
    /// The direction of the last edge match; kept when the link stops, as in the seed.
    public private(set) var dragDirection: DragDirection?

    public init(contentInset: Insets = .zero) {
        self.contentInset = contentInset
    }

    public var name: String { "snapshot-edge-scroll" }
    public var edgeZone: Double { Self.edgeRange }

    /// Edge detection: sets the direction, ratio and step, and starts the link
    /// (a running link keeps running with the new step); with no edge, stops it.
    public mutating func fingerMoved(_ context: AutoScrollContext) {
        guard let s = context.snapshot else { return stopLink() }
        let o = context.offset, v = context.viewport, c = context.contentSize
        let edge = Self.edgeRange
        if s.minX - o.x < edge && o.x > 0 {
            var i = edge - (s.minX - o.x)
            i = i < 2 * edge ? 2 * edge : i        // sic: the original's clamp points the wrong way
            start(.left, overlap: i)
        } else if s.minY - o.y < edge && o.y > 0 {
            start(.up, overlap: min(edge - (s.minY - o.y), 2 * edge))
        } else if s.maxX + edge > o.x + v.width && o.x + v.width < c.width {
            start(.right, overlap: min(edge - (o.x + v.width - s.maxX), 2 * edge))
        } else if s.maxY + edge > o.y + v.height && o.y + v.height < c.height {
            start(.down, overlap: min(edge - (o.y + v.height - s.maxY), 2 * edge))
        } else {
            stopLink()
        }
    }

    /// One display-link tick: the step along the scroll axis, or nothing when
    /// the drag direction on that axis finds the offset already past its limit.
    public mutating func tick(_ context: AutoScrollContext) -> Point {
        guard isRunning else { return .zero }
        let o = context.offset, v = context.viewport, c = context.contentSize
        switch context.direction {
        case .vertical:
            if dragDirection == .up && o.y + contentInset.top < 0 { return .zero }
            if dragDirection == .down && o.y > c.height - (v.height - contentInset.top) { return .zero }
            return Point(x: 0, y: step)
        case .horizontal:
            if dragDirection == .left && o.x + contentInset.left < 0 { return .zero }
            if dragDirection == .right && o.x > c.width - (v.width - contentInset.left) { return .zero }
            return Point(x: step, y: 0)
        }
    }

    /// The gesture ended or was cancelled: the link stops and the step and ratio reset.
    public mutating func stop() {
        stopLink()
        step = 0
    }

    private mutating func start(_ direction: DragDirection, overlap i: Double) {
        ratio = i / (2 * Self.edgeRange)
        let base = Self.base
        let raw = direction == .left || direction == .up
            ? base * -1 - ratio * base * Self.velocity
            : base + ratio * base * Self.velocity
        step = Double(Float(raw).rounded(.down))   // floorf
        dragDirection = direction
        isRunning = true
    }

    private mutating func stopLink() {
        ratio = 0
        isRunning = false
    }
}
