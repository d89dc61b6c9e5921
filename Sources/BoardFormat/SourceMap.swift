import Scenario

/// Where each place of a board's body (the text cmark gives for a ```` ```board ```` block)
/// is written in the Markdown file, so that diagnostics point at the file as written.
///
/// The body is not the file's text:
/// - cmark removes a prefix from each line: up to the fence's indentation, and for a
///   fence in a block quote or a list item, the `>` markers and the item's indentation.
///   The removed prefix is what the written line has more than the body line.
/// - cmark replaces each NUL byte with U+FFFD (three bytes): one scalar for one, so
///   columns are counted in scalars and turned into the written line's bytes last.
/// - The YAML parser (libyaml) also ends a line at U+0085 (NEL), U+2028 and U+2029, which
///   CommonMark does not; its lines are mapped back to the body's lines.
///
/// - Complexity: O(*n*) to build for a body of *n* bytes; a position in O(log *n*).
struct SourceMap {
    /// A line as the YAML parser counts them: on which body line it starts, after how many scalars.
    struct YAMLLine: Equatable {
        var bodyLine: Int
        var scalar: Int
    }

    let file: String
    /// The opening fence's line in the Markdown file.
    let fenceLine: Int
    /// The body's lines (split at `\n`, `\r\n` and `\r`, as cmark splits the file).
    private let bodyLines: [Substring]
    /// The UTF-8 offset in the body where each body line starts.
    private let bodyLineStarts: [Int]
    /// Each body line as written in the Markdown file, and its scalar columns.
    private let written: [ColumnIndex]
    /// How many scalars of each written line cmark removed before the body line.
    private let removed: [Int]
    /// The YAML parser's lines, in order; one per body line and one more after each
    /// NEL, LS and PS.
    let yamlLines: [YAMLLine]

    /// - Parameters:
    ///   - body: the block's text, as cmark gives it.
    ///   - fenceLine: the 1-based line of the opening fence.
    ///   - markdownLines: every line of the Markdown file.
    init(file: String, body: String, fenceLine: Int, markdownLines: [Substring]) {
        self.file = file
        self.fenceLine = fenceLine
        bodyLines = body.sourceLines
        let bytes = body.utf8
        bodyLineStarts = bodyLines.map { bytes.distance(from: bytes.startIndex, to: $0.startIndex) }
        var written: [ColumnIndex] = []
        var removed: [Int] = []
        var yamlLines: [YAMLLine] = []
        for (index, line) in bodyLines.enumerated() {
            let rawIndex = fenceLine + index  // the 0-based index of Markdown line fenceLine + index + 1
            // The line after the body (the closing fence, or none at the end of the file) is not written.
            let isLast = index == bodyLines.count - 1 && line.isEmpty
            let writtenLine = rawIndex < markdownLines.count && !isLast ? markdownLines[rawIndex] : line
            let columns = ColumnIndex(writtenLine)
            written.append(columns)
            removed.append(max(0, columns.scalarCount - line.unicodeScalars.count))
            yamlLines.append(YAMLLine(bodyLine: index, scalar: 0))
            if line.utf8.contains(where: { $0 == 0xC2 || $0 == 0xE2 }) {
                for (scalar, value) in line.unicodeScalars.enumerated()
                where value == "\u{85}" || value == "\u{2028}" || value == "\u{2029}" {
                    yamlLines.append(YAMLLine(bodyLine: index, scalar: scalar + 1))
                }
            }
        }
        self.written = written
        self.removed = removed
        self.yamlLines = yamlLines
    }

    /// The Markdown position of scalar `scalar` (0-based) of body line `line` (0-based).
    func position(bodyLine line: Int, scalar: Int) -> SourcePosition {
        let markdownLine = fenceLine + 1 + max(0, line)
        guard line >= 0, line < written.count else {
            return SourcePosition(file: file, line: markdownLine, column: max(0, scalar) + 1)
        }
        let byte = written[line].byteOffset(ofScalar: removed[line] + max(0, scalar))
        return SourcePosition(file: file, line: markdownLine, column: byte + 1)
    }

    /// The Markdown position of a 1-based YAML line and 1-based scalar column, as libyaml counts them.
    func position(yamlLine line: Int, column: Int) -> SourcePosition {
        guard line >= 1 else { return position(bodyLine: 0, scalar: column - 1) }
        guard line <= yamlLines.count else {
            return position(bodyLine: bodyLines.count - 1 + line - yamlLines.count, scalar: column - 1)
        }
        let start = yamlLines[line - 1]
        return position(bodyLine: start.bodyLine, scalar: start.scalar + column - 1)
    }

    /// The Markdown position of the byte `offset` (0-based) of the body.
    func position(utf8Offset offset: Int) -> SourcePosition {
        // The last body line that starts at or before the offset.
        var low = 0, high = bodyLineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if bodyLineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let line = bodyLines[low].utf8
        let end = line.index(line.startIndex, offsetBy: max(0, offset - bodyLineStarts[low]),
                             limitedBy: line.endIndex) ?? line.endIndex
        let scalars = line[line.startIndex..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return position(bodyLine: low, scalar: scalars)
    }

    /// The line as written in the Markdown file that holds `position`, from its column on
    /// (`nil` outside the body).
    func writtenText(from position: SourcePosition) -> Substring.UTF8View? {
        let line = position.line - fenceLine - 1
        guard line >= 0, line < written.count else { return nil }
        return written[line].text.utf8.dropFirst(position.column - 1)
    }

    /// The scalar written at a position inside the body, if any.
    func scalar(at position: SourcePosition) -> Unicode.Scalar? {
        let line = position.line - fenceLine - 1
        guard line >= 0, line < written.count else { return nil }
        let text = written[line].text
        let utf8 = text.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: position.column - 1, limitedBy: utf8.endIndex),
              index < utf8.endIndex else { return nil }
        return text.unicodeScalars[index]
    }
}
