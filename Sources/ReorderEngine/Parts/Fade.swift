/// A cell's opacity going from one value to another (a table row fading out
/// under its snapshot, or back in).
struct Fade: Sendable {
    var from: Double
    var to: Double
    var elapsed: Int
    var duration: Int
    var curve: TimingCurve

    var current: Double { from + (to - from) * curve(Double(elapsed) / Double(max(1, duration))) }
    var isFinished: Bool { elapsed >= duration }
}
