/// One problem in a user's input, printed compiler-style:
/// `docs/board.md:12:5: error: unknown item 'Z' in 'press Z'`.
///
/// Its ``description`` is one line whatever the message quotes: every control
/// character of the file name and the message (line feeds too) is written out
/// visibly, so that user text cannot move the cursor, erase the line or fake
/// another message on a terminal.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var position: SourcePosition
    public var message: String

    public init(_ message: String, at position: SourcePosition) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): error: \(message.escapingTerminalControls())" }
}

/// Every problem found in one run, in source order.
public struct Diagnostics: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted { $0.position < $1.position }
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
