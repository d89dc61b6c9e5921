import CollectionLayout

/// An item (or snapshot) travelling from one frame to another over a fixed number of ticks.
struct ItemAnimation: Hashable, Sendable {
    var from: Rect
    var to: Rect
    /// The animated item's index path in the screen order (kept up to date as the order changes).
    var path: IndexPath
    /// Ticks elapsed so far (0 when created; the creating tick advances it to 1).
    var elapsed: Int
    var duration: Int
    var curve: TimingCurve
    /// True for drop and cancel animations: the screen has not settled while they run.
    var settling: Bool

    var isFinished: Bool { elapsed >= duration }

    /// The frame as drawn now.
    var current: Rect {
        let p = curve(Double(elapsed) / Double(max(1, duration)))
        return Rect(x: from.minX + (to.minX - from.minX) * p,
                    y: from.minY + (to.minY - from.minY) * p,
                    width: from.width + (to.width - from.width) * p,
                    height: from.height + (to.height - from.height) * p)
    }
}
