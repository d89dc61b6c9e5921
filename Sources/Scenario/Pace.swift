/// How a walkthrough spends its playback time (docs/pacing.md).
public enum Pace: String, Sendable, CaseIterable {
    /// Story time: moments with events slowed, quiet stretches shortened, and
    /// the picture says where it departs from real time.
    case story
    /// Real time: one second of the session is one second of playback.
    case real
}
