import ReorderEngine

/// A scenario's gesture.
public struct Script: Sendable {
    public var steps: [ScriptStep]
    /// Where each step is written, parallel to `steps`.
    public var positions: [SourcePosition]
    public var fps: Int
    /// Ticks of a press; `nil` means the profile's own press duration.
    public var pressTicks: Int?
    /// How the walkthrough plays it (`pace:`); `nil` when the board does not say,
    /// and the build's `--pace` (story by default) decides.
    public var pace: Pace?

    public init(steps: [ScriptStep], positions: [SourcePosition] = [], fps: Int = 60, pressTicks: Int? = nil,
                pace: Pace? = nil) {
        self.steps = steps
        self.positions = positions
        self.fps = fps
        self.pressTicks = pressTicks
        self.pace = pace
    }
}
