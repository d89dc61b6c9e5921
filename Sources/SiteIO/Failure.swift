import BoardFormat
import Foundation

/// A failure whose message is already compiler-style text; printed to stderr, exit 1.
public struct Failure: Error {
    public var message: String
    public init(_ message: String) { self.message = message }
}

extension Failure {
    /// Prints the message to standard error and returns the exit code to throw.
    ///
    /// Every control character but the line feeds that separate its diagnostics is
    /// escaped visibly (`\u{1B}`), whatever part of the message it came from: no text
    /// of the user's can move the cursor or erase a line. The parts a message quotes
    /// (file names, labels) are escaped line feeds and all where it is built.
    public func report() -> ExitCodeLike {
        StandardStreams.writeError(message.escapingTerminalControls(keepingNewlines: true) + "\n")
        return .failure
    }
}

public enum ExitCodeLike { case failure }
