import BoardFormat
import ReorderEngine

/// A board and the session computed from it.
public struct BoardRun: Sendable {
    public var board: Board
    public var timeline: Timeline

    public init(board: Board, timeline: Timeline) {
        self.board = board
        self.timeline = timeline
    }

    /// Runs the board's script.
    public init(board: Board) {
        self.board = board
        self.timeline = board.runSession()
    }
}
