import Scenario

/// The input of `shuffleboard render`: a Markdown document, or one bare board, maybe
/// cut out of a larger file by a docs tool.
///
/// **Document or bare board.** The text is a Markdown document when it holds a
/// ```` ```board ```` block (cmark decides, as for `build`). Otherwise it is one bare
/// board (the YAML of a block, without its fence) when its first non-blank line is a
/// YAML key (`viewport: 375x667`, `title: …`: a letter, then letters, digits, `-` or
/// `_`, then `:` and a space or the end of the line). Anything else is an error: no board.
///
/// **Lines.** `firstLine` is the line of the author's file where the text's line 1 is
/// written (`--source-name PATH:LINE`: LINE is the line of the fence's first content
/// line). Every line the parser reports, in diagnostics and as ``Board/line``, is moved
/// by `firstLine − 1`: an error at line 3, column 5 of the text is at `PATH:(LINE+2):5`.
/// Columns are left as they are. A bare board's ``Board/line`` is that of its fence,
/// the line before its first (`LINE − 1`; line 1 when that would be 0).
///
/// **Limits.** A document is held to ``BoardLimits/proseBytes`` outside its code blocks,
/// as for `build`; a bare board is all board, held to ``BoardLimits/boardBytes`` alone.
/// A byte-order mark before the first line (editors on Windows write one) is not part
/// of the text.
extension PageParser {
    /// Parses `text`, a document or a bare board, named `file` and starting at `firstLine`.
    ///
    /// - Parameter fallbackTitle: the title of a board with no `title:` and no heading
    ///   above it.
    /// - Throws: ``Diagnostics``, every line moved as above.
    public static func parse(input text: String, file: String, firstLine: Int = 1, fallbackTitle: String,
                             catalog: Catalog = .standard) throws(Diagnostics) -> Page {
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        // A document when it holds a board block; else a bare board, which holds none. Told
        // apart before the document's limit on prose, which a bare board is not held to.
        var shift = firstLine - 1
        var page = Page(file: file, title: fallbackTitle, blocks: [])
        if Markdown.outline(of: text, isBoard: isBoard(info:)).holdsBoard {
            do {
                page = try parse(markdown: text, file: file, catalog: catalog, fallbackTitle: fallbackTitle)
            } catch {
                throw error.movingLines(by: shift)
            }
        }
        if page.boards.isEmpty {
            guard let first = text.sourceLines.first(where: { !$0.allSatisfy(\.isWhitespace) }),
                  isYAMLKeyLine(first) else {
                throw Diagnostics([Diagnostic(
                    "no board: the input holds no ```board block, and its first line is not a board key "
                        + "(a bare board starts like 'viewport: 375x667')",
                    at: SourcePosition(file: file, line: firstLine, column: 1))])
            }
            // The board in a block of its own, its fence on the line before the text
            // (longer than any run of backticks the text starts a line with).
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
            let markdown = fence + "board\n" + text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n") + fence + "\n"
            shift -= 1
            do {
                page = try parse(markdown: markdown, file: file, catalog: catalog, fallbackTitle: fallbackTitle)
            } catch {
                throw error.movingLines(by: shift)
            }
        }
        page.blocks = page.blocks.map { block in
            guard case .board(let board) = block else { return block }
            return .board(board.movingLines(by: shift))
        }
        return page
    }

    /// Whether `line` starts a YAML mapping at column 1: `key:` then a space or nothing.
    static func isYAMLKeyLine(_ line: Substring) -> Bool {
        let scalars = Array(line.unicodeScalars)
        guard let first = scalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        var i = 1
        while i < scalars.count, scalars[i].isASCII,
              scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) || scalars[i] == "-" || scalars[i] == "_" {
            i += 1
        }
        guard i < scalars.count, scalars[i] == ":" else { return false }
        return i + 1 == scalars.count || scalars[i + 1] == " " || scalars[i + 1] == "\r"
    }

    /// The longest run of backticks in `text`.
    static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0, run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}

extension Diagnostics {
    /// The diagnostics with every line moved by `shift` (at least line 1): their
    /// positions, and the lines their messages name ("… at line 4, column 1)" of a
    /// YAML error's context, "the board on line 9" of a duplicate id).
    func movingLines(by shift: Int) -> Diagnostics {
        guard shift != 0 else { return self }
        return Diagnostics(diagnostics.map { d in
            var d = d
            d.position.line = Self.moved(d.position.line, by: shift)
            d.message = Self.movingLines(in: d.message, by: shift)
            return d
        })
    }

    /// Line `line` moved by `shift`: at least 1, and at most `Int.max` rather than past it.
    static func moved(_ line: Int, by shift: Int) -> Int {
        let (sum, overflow) = line.addingReportingOverflow(shift)
        return overflow ? (shift > 0 ? Int.max : 1) : max(1, sum)
    }

    /// `message` with the number after each "at line " (before ", column") and
    /// "board on line " moved by `shift`.
    static func movingLines(in message: String, by shift: Int) -> String {
        var out = ""
        var rest = Substring(message)
        while let found = ["at line ", "board on line "].compactMap({ rest.range(of: $0) })
            .min(by: { $0.lowerBound < $1.lowerBound }) {
            out += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let line = Int(digits) else { continue }
            let after = rest.dropFirst(digits.count)
            let isPosition = message[found].hasPrefix("board") || after.hasPrefix(", column")
            out += isPosition ? String(moved(line, by: shift)) : String(digits)
            rest = after
        }
        return out + rest
    }
}

extension Board {
    /// The board with its line and every place in it moved by `shift` lines: its steps', its
    /// `expect:` entries' and its recordings' entries'. What a run finds later (an unmet
    /// `expect:`, a recording that cannot be read) is reported at these, so they are moved with
    /// the diagnostics.
    func movingLines(by shift: Int) -> Board {
        guard shift != 0 else { return self }
        func move(_ p: SourcePosition) -> SourcePosition {
            var p = p
            p.line = Diagnostics.moved(p.line, by: shift)
            return p
        }
        var board = self
        board.line = Diagnostics.moved(line, by: shift)
        board.stepPositions = stepPositions.map(move)
        board.expect = expect.map { var e = $0; e.position = move(e.position); return e }
        board.profileExpect = profileExpect.mapValues { var e = $0; e.position = move(e.position); return e }
        board.recordings = recordings.mapValues { var r = $0; r.position = move(r.position); return r }
        return board
    }
}
