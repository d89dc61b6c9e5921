/// Durations and a curve for the animations of a move style and a drop rule
/// (``SingleMove``, ``CellIntoSlot``, ``ScreenStays``).
public struct AnimationSet: Hashable, Sendable {
    /// Items pushed aside by the interim layout.
    public var displacement: Double
    /// The dropped item going into its slot.
    public var drop: Double
    /// Everything going back on cancel.
    public var cancel: Double
    public var curve: TimingCurve

    public init(displacement: Double, drop: Double, cancel: Double, curve: TimingCurve) {
        self.displacement = displacement
        self.drop = drop
        self.cancel = cancel
        self.curve = curve
    }

    /// UIKit's defaults: 0.25 s, ease-in-out, for everything.
    public static let uikit = AnimationSet(displacement: 0.25, drop: 0.25, cancel: 0.25, curve: .easeInOut)

    /// RecyclerView's defaults: `DefaultItemAnimator.getMoveDuration()` (250 ms)
    /// for the items moved aside and for `ItemTouchHelper`'s `RecoverAnimation`
    /// (`getAnimationDuration` with an item animator), with `ValueAnimator`'s
    /// default accelerate-decelerate interpolator.
    public static let android = AnimationSet(displacement: 0.25, drop: 0.25, cancel: 0.25,
                                             curve: .accelerateDecelerate)
}
