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
    /// The curve of that animation and of the fade.
    public var curve: TimingCurve
    /// Whether the cell stays drawn in its slot, fully opaque, while the
    /// snapshot is up (a web library's placeholder), instead of hiding.
    public var cellStays: Bool

    public init(from: Pose, to: Pose? = nil, seconds: Double = 0, cellFade: Double = 0,
                curve: TimingCurve = .easeInOut, cellStays: Bool = false) {
        self.from = from
        self.to = to ?? from
        self.seconds = seconds
        self.cellFade = cellFade
        self.curve = curve
        self.cellStays = cellStays
    }
}
