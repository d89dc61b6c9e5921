/// A place in a source file. Lines and columns are 1-based; columns count
/// UTF-8 bytes, as cmark does.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    /// `file:line:column`, the file's control characters escaped
    /// (``Swift/String/escapingTerminalControls(keepingNewlines:)``).
    public var description: String { "\(file.escapingTerminalControls()):\(line):\(column)" }
}

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
