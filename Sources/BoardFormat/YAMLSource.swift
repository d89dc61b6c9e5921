import Yams

/// A board's YAML body and where it sits in the Markdown file: turns Yams marks
/// (relative to the body) into positions in the Markdown document.
///
/// Yams marks are 1-based and count Unicode scalars; ``SourcePosition`` columns count
/// UTF-8 bytes, as cmark does. The body starts on the line after the fence, and cmark
/// removes up to the fence's indentation from each body line, so both are added back.
struct YAMLSource {
    let file: String
    /// The body, as cmark gives it (the fence's indentation removed).
    let text: String
    /// The opening fence's line and column in the Markdown file.
    let fence: SourcePosition
    private let lines: [Substring]
    /// How many bytes cmark removed from the start of each body line.
    private let removedIndent: [Int]
    /// Each body line's scalar columns in bytes, found without walking the line (a board
    /// may list a hundred thousand items on one line, each needing its position).
    private let columns: [ColumnIndex]

    /// - Parameter markdownLines: every line of the Markdown file, to see the indentation.
    init(file: String, text: String, fenceLine: Int, fenceColumn: Int, markdownLines: [Substring]) {
        self.file = file
        self.text = text
        self.fence = SourcePosition(file: file, line: fenceLine, column: fenceColumn)
        self.lines = text.sourceLines
        self.columns = lines.map(ColumnIndex.init)
        let fenceIndent = max(0, fenceColumn - 1)
        self.removedIndent = lines.indices.map { index in
            let rawIndex = fenceLine + index  // 0-based index of the Markdown line fenceLine + index + 1
            guard rawIndex < markdownLines.count else { return 0 }
            let leading = markdownLines[rawIndex].prefix { $0 == " " }.count
            return min(fenceIndent, leading)
        }
    }

    /// The Markdown position of a 1-based YAML line and 1-based scalar column.
    func position(line: Int, column: Int) -> SourcePosition {
        let markdownLine = fence.line + max(1, line)
        guard line >= 1, line <= lines.count else {
            return SourcePosition(file: file, line: markdownLine, column: max(1, column) + fence.column - 1)
        }
        let bytes = columns[line - 1].byteOffset(ofScalar: column - 1)
        return SourcePosition(file: file, line: markdownLine, column: removedIndent[line - 1] + bytes + 1)
    }

    func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return fence }
        return position(line: mark.line, column: mark.column)
    }

    /// Where a node starts in the Markdown file.
    func position(of node: Node) -> SourcePosition { position(node.mark) }

    /// The position of the byte `utf8Offset` inside a scalar's value, when the scalar is
    /// written on one line exactly as its value reads (plain, or quoted without escapes);
    /// otherwise the scalar's own position.
    func position(of node: Node, utf8Offset: Int) -> SourcePosition {
        let start = position(of: node)
        guard case .scalar(let scalar) = node, let mark = scalar.mark,
              mark.line >= 1, mark.line <= lines.count else { return start }
        let lineStart = start.column - removedIndent[mark.line - 1] - 1
        let rest = lines[mark.line - 1].utf8.dropFirst(lineStart)
        let quote: UInt8?
        switch scalar.style {
        case .plain: quote = nil
        case .singleQuoted: quote = UInt8(ascii: "'")
        case .doubleQuoted: quote = UInt8(ascii: "\"")
        default: return start
        }
        var written = rest[...]
        if let quote {
            guard written.first == quote else { return start }
            written = written.dropFirst()
        }
        let value = Array(scalar.string.utf8)
        guard written.starts(with: value) else { return start }
        if let quote, written.dropFirst(value.count).first != quote { return start }
        var position = start
        position.column += (quote == nil ? 0 : 1) + utf8Offset
        return position
    }

    /// True when the node is a list or mapping written in flow style (`[a, b]`, `{a: b}`).
    /// (Yams 5 does not keep the style of composed collections, so look at the text.)
    func isFlowCollection(_ node: Node) -> Bool {
        guard let mark = node.mark, let first = character(at: mark) else { return false }
        return first == "[" || first == "{"
    }

    /// Composes the body into a node tree (`nil` for an empty body), turning Yams'
    /// errors into a diagnostic that points into the Markdown file.
    func compose() throws(Diagnostic) -> Node? {
        try checkLimits()
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw diagnostic(for: error)
        } catch {
            throw Diagnostic("invalid YAML: \(error)", at: fence)
        }
    }

    private func diagnostic(for error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if problem == "but found another document" {
                return Diagnostic("invalid YAML: a board is one YAML document; found a second one", at: position(mark))
            }
            var message = "invalid YAML: \(problem)"
            if let context {
                let at = position(context.mark)
                message += " (\(context.text) at line \(at.line), column \(at.column))"
            }
            if character(at: mark) == "\t" {
                message += "; YAML indents with spaces, not tabs"
            }
            return Diagnostic(message, at: position(mark))
        case .reader(let problem, let offset, _, _):
            return Diagnostic("invalid YAML: \(problem)", at: position(characterOffset: offset ?? 0))
        default:
            return Diagnostic("invalid YAML", at: fence)
        }
    }

    /// The character a mark points at, if it is inside the body.
    private func character(at mark: Mark) -> Unicode.Scalar? {
        guard mark.line >= 1, mark.line <= lines.count, mark.column >= 1,
              mark.column <= columns[mark.line - 1].scalarCount else { return nil }
        let line = lines[mark.line - 1]
        let byte = columns[mark.line - 1].byteOffset(ofScalar: mark.column - 1)
        return line.unicodeScalars[line.utf8.index(line.utf8.startIndex, offsetBy: byte)]
    }

    /// The position of the `offset`-th character of the body.
    private func position(characterOffset offset: Int) -> SourcePosition {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character.isNewline { line += 1; column = 1 } else { column += 1 }
        }
        return position(line: line, column: column)
    }
}
