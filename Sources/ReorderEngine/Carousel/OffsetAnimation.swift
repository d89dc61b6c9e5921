import CollectionLayout

/// The content offset travelling to a page over a fixed number of ticks.
struct OffsetAnimation: Hashable, Sendable {
    var from: Point
    var to: Point
    /// Ticks elapsed so far (0 when created; the creating tick advances it to 1).
    var elapsed = 0
    var duration: Int
    var curve: TimingCurve

    var isFinished: Bool { elapsed >= duration }

    /// The offset now: `from + (to − from) × curve(elapsed / duration)`.
    var current: Point {
        if isFinished { return to }
        let p = curve(Double(elapsed) / Double(max(1, duration)))
        return Point(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }
}
