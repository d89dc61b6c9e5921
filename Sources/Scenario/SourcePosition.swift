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
