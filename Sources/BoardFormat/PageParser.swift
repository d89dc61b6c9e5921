import Scenario

/// Reads a Markdown document with ```` ```board ```` blocks (board format v1) into a ``Page``.
///
/// ```swift
/// let page = try PageParser.parse(markdown: text, file: "docs/drag.md")
/// for board in page.boards { print(board.id, board.viewport) }
/// ```
public enum PageParser {
    /// At most this many diagnostics are reported for one document.
    public static let maxDiagnostics = 50

    /// Parses a Markdown document.
    ///
    /// Each fenced code block whose info string's first word is `board` becomes a ``Board``;
    /// everything else is prose, rendered by cmark with its safe defaults (raw HTML dropped,
    /// unsafe links emptied). Consecutive prose blocks are joined into one
    /// ``PageBlock/prose(html:)``, so prose and boards appear in document order.
    ///
    /// A board written in a list item or a block quote is a board too, where it is written:
    /// the list or quote is split around it (a page shows a board between blocks of prose;
    /// the rest of the item follows it as plain blocks, and the list goes on at the next item).
    ///
    /// - Parameters:
    ///   - markdown: the document's text.
    ///   - file: the path as given by the user; used in diagnostics and ``Board/file``.
    /// - Returns: the page, when every board is valid.
    /// - Throws: ``Diagnostics`` holding every problem found in every board (at most
    ///   ``maxDiagnostics``), in source order, each pointing into the Markdown file; or, before
    ///   anything is parsed, the one diagnostic of a file over ``BoardLimits/proseBytes``.
    ///   - catalog: what boards may name (layouts, profiles, auto-scroll models).
    ///   - fallbackTitle: the title of a board with no `title:` and no heading above it
    ///     (default: the page's title).
    public static func parse(markdown: String, file: String, catalog: Catalog = .standard,
                             fallbackTitle: String? = nil) throws(Diagnostics) -> Page {
        // Before cmark parses the prose, whose worst case grows with the square of its length.
        let proseBytes = Markdown.proseBytes(of: markdown)
        if proseBytes > BoardLimits.proseBytes {
            throw Diagnostics([Diagnostic(
                "the text outside code blocks, \(proseBytes) bytes, exceeds the limit of \(BoardLimits.proseBytes) bytes "
                    + "per Markdown file" + BoardLimits.seeDocs,
                at: SourcePosition(file: file, line: 1, column: 1))])
        }
        let blocks = Markdown.blocks(of: markdown, lifting: isBoard(info:))
        let markdownLines = markdown.sourceLines
        let pageTitle = blocks.lazy.compactMap { block -> String? in
            if case .heading(1, let text) = block.kind, !text.isEmpty { text } else { nil }
        }.first ?? file.fileStem

        var pageBlocks: [PageBlock] = []
        var diagnostics: [Diagnostic] = []
        var prose = ""
        var nearestHeading: String?
        var boardCount = 0
        var boardsByID: [String: Board] = [:]

        for block in blocks {
            guard case .codeBlock(let info, let literal) = block.kind, isBoard(info: info) else {
                if case .heading(_, let text) = block.kind, !text.isEmpty { nearestHeading = text }
                prose += block.html
                continue
            }
            if !prose.isEmpty { pageBlocks.append(.prose(html: prose)) }
            prose = ""
            boardCount += 1

            let source = YAMLSource(file: file, text: literal, fenceLine: block.line, fenceColumn: block.column,
                                    markdownLines: markdownLines)
            var parser = BoardParser(source: source, catalog: catalog)
            let board = parser.parse(defaultTitle: nearestHeading ?? fallbackTitle ?? pageTitle, index: boardCount)
            diagnostics += parser.diagnostics
            guard let board else { continue }
            if let first = boardsByID[board.id] {
                diagnostics.append(Diagnostic(
                    "duplicate board id '\(board.id)' (also used by the board on line \(first.line)); "
                        + "give one of them its own 'id:'",
                    at: parser.idPosition ?? source.fence))
            } else {
                boardsByID[board.id] = board
            }
            pageBlocks.append(.board(board))
        }
        if !prose.isEmpty { pageBlocks.append(.prose(html: prose)) }

        guard diagnostics.isEmpty else {
            throw Diagnostics(Array(Diagnostics(diagnostics).diagnostics.prefix(maxDiagnostics)))
        }
        return Page(file: file, title: pageTitle, blocks: pageBlocks)
    }

    /// Whether a code block with this info string is a board: its first word is `board`.
    static func isBoard(info: String) -> Bool { info.words().first?.text == "board" }
}
