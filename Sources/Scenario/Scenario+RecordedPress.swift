import ReorderEngine

extension Scenario {
    /// Ticks of a `press` when the board's steps are played on a page (`record`): the board's
    /// `press-duration`, else its first model's (a recording the board names has no press of its
    /// own), else one, so that a recording's frames line up with that model's.
    public var recordedPressTicks: Int {
        let model = variants.first { $0.recorded == nil }
        return script.pressTicks ?? model.map { FrameRate(fps: script.fps).ticks($0.profile.pressDuration) } ?? 1
    }
}
