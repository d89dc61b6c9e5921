/// The one conversion between seconds and ticks. A session advances in ticks
/// of `1/fps` seconds and records one frame per tick, so tick and frame
/// numbers are the same; the parser, both sessions and the walkthrough
/// convert through this type.
public struct FrameRate: Hashable, Sendable {
    /// Frames (ticks) per second, > 0.
    public var fps: Int

    public init(fps: Int) {
        self.fps = fps
    }

    /// The most ticks a duration converts to: 2⁴⁰, far past any script the
    /// parser accepts (see `BoardLimits`), so that a huge duration saturates
    /// rather than trapping.
    public static let maxTicks = 1 << 40

    /// Ticks for a duration in seconds: `n = max(1, round(D × fps))`, halves
    /// away from zero, so a positive duration always lasts at least one tick
    /// (`0.25` s at 30 fps is 7.5, so 8 ticks; `0.001` s at 60 fps is 1 tick).
    /// Saturates at ``maxTicks`` (NaN included); a negative or infinitely
    /// negative duration gives 1.
    ///
    /// - Complexity: O(1).
    public func ticks(_ seconds: Double) -> Int {
        let exact = (seconds * Double(fps)).rounded()
        guard exact < Double(Self.maxTicks) else { return Self.maxTicks }
        return Int(max(1, exact))
    }

    /// Seconds at the end of tick `n` since the start: `n / fps` (frame 0 is
    /// the start, at 0 s).
    ///
    /// - Complexity: O(1).
    public func seconds(_ ticks: Int) -> Double {
        Double(ticks) / Double(fps)
    }

    /// The time at the end of tick `n` as a `Duration`, for parts that keep
    /// exact timers: `n / fps` seconds, rounded down to the attosecond. Rounded
    /// down, so a part that wakes at a tick's instant is due in that tick.
    ///
    /// - Complexity: O(1).
    public func instant(_ ticks: Int) -> Duration {
        .seconds(ticks) / fps
    }
}
