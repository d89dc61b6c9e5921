import CollectionLayout

/// How the screen takes the lifted item to its target: the `moveItemAt` calls
/// (one exchange event each) and the animation of the items pushed aside.
public struct ScreenMove: Hashable, Sendable {
    /// The moves, in order: each one's `to` is the next one's `from`, the
    /// first starts where the item is and the last ends at the target.
    public var steps: [LayoutMove]
    /// Seconds the items pushed aside take to reach their new slots.
    public var seconds: Double
    public var curve: TimingCurve

    public init(steps: [LayoutMove], seconds: Double, curve: TimingCurve) {
        self.steps = steps
        self.seconds = seconds
        self.curve = curve
    }
}
