import CollectionLayout

/// How the screen takes the lifted item to its target: the `moveItemAt` calls
/// (one exchange event each) and the animation of the items pushed aside.
public struct ScreenMove: Hashable, Sendable {
    /// The moves, in order: each one's `to` is the next one's `from`, the
    /// first starts where the item is and the last ends at the target.
    public var hops: [Hop]
    /// Seconds the items pushed aside take to reach their new slots.
    public var seconds: Double
    public var curve: TimingCurve

    public init(hops: [Hop], seconds: Double, curve: TimingCurve) {
        self.hops = hops
        self.seconds = seconds
        self.curve = curve
    }

    /// One `moveItemAt` call.
    public struct Hop: Hashable, Sendable {
        public var from: IndexPath
        public var to: IndexPath

        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }
}
