import Scenario

/// The limits checked on a board's text before it is composed into YAML nodes, so that a
/// board with millions of entries fails in a single pass over its bytes instead of
/// building millions of nodes first (docs/limits.md).
extension YAMLSource {
    /// The body's size, its nesting against ``BoardLimits/nesting`` (``NestingScanner``),
    /// and every list against ``BoardLimits/items``: no list a valid
    /// board can hold (items, a section, `locked`, an order in `expect`) is longer.
    ///
    /// Lists are counted in the text: a flow list `[a, b, …]` by its commas, a block list
    /// by its `- ` lines at one indentation. Quotes and comments are skipped; anything
    /// this count gets wrong is left to the exact checks after composing.
    func checkLimits() throws(Diagnostic) {
        let byteCount = text.utf8.count
        guard byteCount <= BoardLimits.boardBytes else {
            throw Diagnostic("the board's YAML is \(byteCount) bytes, over the limit of \(BoardLimits.boardBytes) "
                             + "bytes per board" + BoardLimits.seeDocs, at: fence)
        }
        if let tooDeep = NestingScanner.firstTooDeep(in: text, limit: BoardLimits.nesting) {
            let through = tooDeep.alias.map { " (through the alias *\($0))" } ?? ""
            throw Diagnostic("a list or mapping nested \(tooDeep.depth) deep\(through) exceeds the limit of "
                             + "\(BoardLimits.nesting) levels of nesting per board" + BoardLimits.seeDocs,
                             at: map.position(utf8Offset: tooDeep.offset))
        }
        let overLimit = ListScanner.firstListOverLimit(in: text, limit: BoardLimits.items)
        if let overLimit {
            let key = overLimit.key.map { "\($0): " } ?? ""
            throw Diagnostic("\(key)a list of \(overLimit.entries) entries exceeds the limit of \(BoardLimits.items) "
                             + "items per board" + BoardLimits.seeDocs,
                             at: map.position(bodyLine: overLimit.line - 1, scalar: overLimit.column - 1))
        }
    }
}
