import Scenario
import Yams

/// A board's YAML body and where it sits in the Markdown file: turns Yams marks
/// (relative to the body) into positions in the Markdown document.
///
/// Yams marks are 1-based and count Unicode scalars and libyaml's lines; ``SourcePosition``
/// counts the Markdown file's lines and, in columns, its UTF-8 bytes, as cmark does.
/// ``SourceMap`` turns one into the other.
struct YAMLSource {
    let file: String
    /// The body, as cmark gives it (the fence's indentation removed).
    let text: String
    /// The opening fence's line and column in the Markdown file.
    let fence: SourcePosition
    /// Where the body's places are written in the Markdown file.
    let map: SourceMap

    /// - Parameter markdownLines: every line of the Markdown file, as written.
    init(file: String, text: String, fenceLine: Int, fenceColumn: Int, markdownLines: [Substring]) {
        self.file = file
        self.text = text
        self.fence = SourcePosition(file: file, line: fenceLine, column: fenceColumn)
        self.map = SourceMap(file: file, body: text, fenceLine: fenceLine, markdownLines: markdownLines)
    }

    /// The Markdown position of a 1-based YAML line and 1-based scalar column, as Yams counts them.
    func position(line: Int, column: Int) -> SourcePosition {
        map.position(yamlLine: line, column: column)
    }

    func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return fence }
        return position(line: mark.line, column: mark.column)
    }

    /// Where a node starts in the Markdown file.
    func position(of node: Node) -> SourcePosition { position(node.mark) }

    /// The position of the byte `utf8Offset` inside a scalar's value, when the scalar is
    /// written on one line exactly as its value reads (plain, or quoted without escapes;
    /// a NUL byte reads as U+FFFD, as cmark gives it); otherwise the scalar's own position.
    func position(of node: Node, utf8Offset: Int) -> SourcePosition {
        let start = position(of: node)
        guard case .scalar(let scalar) = node, let rest = map.writtenText(from: start) else { return start }
        let quote: Unicode.Scalar?
        switch scalar.style {
        case .plain: quote = nil
        case .singleQuoted: quote = "'"
        case .doubleQuoted: quote = "\""
        default: return start
        }
        var written = Substring(rest).unicodeScalars[...]
        if let quote {
            guard written.first == quote else { return start }
            written = written.dropFirst()
        }
        // Walk the value and the text as written side by side, to the offset and past the value.
        var valueBytes = 0, writtenBytes = 0
        var offsetInWritten: Int?
        for value in scalar.string.unicodeScalars {
            if valueBytes == utf8Offset { offsetInWritten = writtenBytes }
            guard let next = written.first, next == value || (next == "\0" && value == "\u{FFFD}") else {
                return start
            }
            written = written.dropFirst()
            valueBytes += value.utf8.count
            writtenBytes += next.utf8.count
        }
        if valueBytes == utf8Offset { offsetInWritten = writtenBytes }
        if let quote, written.first != quote { return start }
        guard let offsetInWritten else { return start }
        var position = start
        position.column += (quote == nil ? 0 : 1) + offsetInWritten
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
    ///
    /// With `Resolver.basic`, not Yams' default: the board parser reads each scalar's text and
    /// style, never a resolved tag (`Node.tag`, `int`, `bool`, `==` on nodes), and composing
    /// resolves none, so the tree is the same. The default resolver is a static whose first use
    /// compiles seven `NSRegularExpression`s (ICU's static sets first): about a twentieth of a
    /// one-board build's CPU (issue 17), for rules nothing here applies.
    func compose() throws(Diagnostic) -> Node? {
        try checkLimits()
        do {
            return try Yams.compose(yaml: text, .basic)
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
        map.scalar(at: position(mark))
    }

    /// The position of the `offset`-th character of the body.
    private func position(characterOffset offset: Int) -> SourcePosition {
        let index = text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
        return map.position(utf8Offset: text.utf8.distance(from: text.startIndex, to: index))
    }
}
