/// One scripted gesture step. Durations are in ticks (1/fps seconds), already
/// converted with `n = max(1, round(D × fps))`.
public enum GestureStep: Hashable, Sendable {
    /// Put the finger down at the target; lasts the profile's press duration.
    case press(Target)
    /// Move the finger in a straight line to the target over `ticks`.
    case move(to: Target, ticks: Int)
    /// Move the finger by a delta (points) over `ticks`.
    case moveBy(dx: Double, dy: Double, ticks: Int)
    /// Let `ticks` pass with no finger movement.
    case hold(ticks: Int)
    /// Let `ticks` pass with no finger down (the carousel's timer runs).
    case wait(ticks: Int)
    /// Lift the finger: the drop. Takes no time.
    case release
    /// Cancel the gesture. Takes no time.
    case cancel
}
