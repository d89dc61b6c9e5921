import Scenario

/// Why `record` made no recording, each case in words for one message.
public enum RecordFailure: Error, Sendable, CustomStringConvertible {
    /// The URL is not a local page (``BrowserPipe/LocalURL``); nothing was started.
    case notLocal(String)
    /// The board cannot be recorded as it is (several sections, a carousel).
    case board(String)
    /// The browser could not be started, died or stopped answering.
    case browser(String)
    /// The page did not load, or is not what the board describes (its items).
    case page(String)
    /// The frames cannot be drawn as a run of the board.
    case run(RecordedRunError)

    public var description: String {
        switch self {
        case .notLocal(let why), .board(let why), .browser(let why), .page(let why): why
        case .run(let error): "the recording cannot be a run of the board: \(error)"
        }
    }
}
