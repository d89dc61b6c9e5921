import BoardFormat
import Foundation

/// Why a command stopped, in one type: each case holds the parts of its message and formats it
/// the compiler's way (``message``); ``report()`` prints it to standard error and the command exits 1.
///
/// - ``at(_:_:)``: a problem with one place the user named (a file, `file:line:col`, a folder, an
///   entry of the output folder, `<stdin>`): `PLACE: error: WHAT`.
/// - ``plain(_:)``: a problem with no place of its own (standard output closed, a missing tool):
///   `error: WHAT`.
/// - ``diagnostics(_:)``: problems the board parser or a check already wrote as diagnostics, one
///   per line, each `file:line:col: error: …` (``Diagnostics``).
/// - ``warning(_:_:)``: not a stop, a `PLACE: warning: WHAT` printed the same way (serve's).
/// - ``notice(_:)``: a line of serve's about a failed build (`serve: nothing built yet; …`).
///
/// The places are escaped where a message is built (file names may hold anything); ``report()``
/// escapes the whole again, so no text of the user's reaches the terminal as a control.
public enum Failure: Error, Sendable, CustomStringConvertible {
    case at(String, String)
    case plain(String)
    case diagnostics(String)
    case warning(String, String)
    case notice(String)

    /// The text printed.
    public var message: String {
        switch self {
        case .at(let place, let what): "\(place): error: \(what)"
        case .plain(let what): "error: \(what)"
        case .diagnostics(let lines): lines
        case .warning(let place, let what): "\(place): warning: \(what)"
        case .notice(let line): line
        }
    }

    public var description: String { message }

    /// The same failure with `old` replaced by `new` in what it says (not in its place).
    public func replacing(_ old: String, with new: String) -> Failure {
        switch self {
        case .at(let place, let what): .at(place, what.replacingOccurrences(of: old, with: new))
        case .plain(let what): .plain(what.replacingOccurrences(of: old, with: new))
        case .diagnostics(let lines): .diagnostics(lines.replacingOccurrences(of: old, with: new))
        case .warning(let place, let what): .warning(place, what.replacingOccurrences(of: old, with: new))
        case .notice(let line): .notice(line.replacingOccurrences(of: old, with: new))
        }
    }
}

extension Failure {
    /// Prints ``message`` to standard error.
    ///
    /// Every control character but the line feeds that separate its diagnostics is
    /// escaped visibly (`\u{1B}`), whatever part of the message it came from: no text
    /// of the user's can move the cursor or erase a line. The parts a message quotes
    /// (file names, labels) are escaped line feeds and all where it is built.
    public func report() {
        StandardStreams.writeError(message.escapingTerminalControls(keepingNewlines: true) + "\n")
    }
}
