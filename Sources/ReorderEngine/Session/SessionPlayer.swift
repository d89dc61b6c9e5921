/// Plays a session one step at a time (for tools that drive a real collection
/// view, and for measuring single ticks). ``ReorderSession/run()`` is this with
/// the configuration's steps.
public struct SessionPlayer: Sendable {
    private var runner: SessionRunner

    public init(_ configuration: SessionConfiguration) {
        runner = SessionRunner(configuration)
        runner.record()
    }

    /// Runs the ticks of one step (a zero-time step waits for the next tick).
    public mutating func perform(_ gesture: GestureStep) {
        runner.play(gesture)
    }

    /// The number of frames recorded so far (frame 0 included).
    public var frameCount: Int { runner.frames.count }

    /// Lets pending steps apply and animations finish, and returns the timeline.
    public mutating func finish() -> Timeline { runner.finish() }
}
