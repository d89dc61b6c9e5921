/// A repeating timer for parts that wake between ticks: started at `start`,
/// it fires at `start + k × period`, k = 1, 2, … (as `setInterval` or a
/// repeating `Timer` would). Exact: times are `Duration`s, compared to the
/// attosecond, so a 24 ms timer at 60 fps never drifts onto or off a frame.
public struct IntervalTimer: Hashable, Sendable {
    /// Time between fires, > 0.
    public var period: Duration
    /// When the timer was started, since the session's start.
    public var start: Duration

    public init(period: Duration, start: Duration = .zero) {
        self.period = period
        self.start = start
    }

    /// The first fire later than `time`: what a part returns from `nextWake(after:)`.
    ///
    /// - Complexity: O(1).
    public func nextFire(after time: Duration) -> Duration {
        guard time >= start else { return start + period }
        let p = Self.attoseconds(period)
        let elapsed = Self.attoseconds(time - start)
        return start + Self.duration((elapsed / p + 1) * p)
    }

    private static let scale: Int128 = 1_000_000_000_000_000_000

    private static func attoseconds(_ d: Duration) -> Int128 {
        Int128(d.components.seconds) * scale + Int128(d.components.attoseconds)
    }

    private static func duration(_ attoseconds: Int128) -> Duration {
        Duration(secondsComponent: Int64(attoseconds / scale), attosecondsComponent: Int64(attoseconds % scale))
    }
}
