/// How deeply a YAML text nests its lists and mappings, found in one pass over its
/// bytes before the YAML parser sees it: Yams composes nodes recursively, so a board
/// nested a few thousand levels deep (`items: [[[[…` or `- - - -…`, 10 KB) would
/// overflow the stack.
///
/// The scan follows libyaml's scanner (the one Yams bundles) token by token, as far as
/// nesting goes: the flow level (`[`, `{`), the stack of block indentation (a block
/// list or mapping starts where an entry `- ` or a key is more indented than the
/// collection it is in), the lists written at their mapping's indentation, simple keys,
/// and where each scalar, comment, anchor and tag ends. Anything libyaml would reject
/// stops libyaml there, so after such a place the count may be wrong without harm; up
/// to it, the count is libyaml's.
///
/// An alias (`*name`) repeats the node its anchor (`&name`) was written on, so it nests
/// as deep as that node does: a chain `- &n1 [*n0]`, `- &n2 [*n1]`, … nests a level per
/// line. The node's depth is bounded by the deepest nesting between the anchor and the
/// alias (the node ends before its alias), less the depth at the anchor.
///
/// - Complexity: O(*n*) for a text of *n* bytes.
struct NestingScanner {
    /// The first place where the nesting passes the limit.
    struct TooDeep: Equatable {
        /// The depth there: the limit + 1.
        var depth: Int
        /// The UTF-8 offset in the text of what opens the collection too deep.
        var offset: Int
        /// The alias there, when an alias repeats the node nested too deep (`n7` for `*n7`).
        var alias: String?
    }

    /// The first place in `text` where lists and mappings nest deeper than `limit`.
    static func firstTooDeep(in text: String, limit: Int) -> TooDeep? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = NestingScanner(bytes: bytes, limit: limit)
            return scanner.scan()
        }
    }

    /// The deepest nesting of `text` (for tests).
    static func depth(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = NestingScanner(bytes: bytes, limit: .max)
            _ = scanner.scan()
            return scanner.deepest
        }
    }

    private struct Level {
        var column: Int
        var isMapping: Bool
        /// A list written at this mapping's indentation (`key:` then `- entry` under it).
        var hasIndentlessList = false
    }

    private struct SimpleKey {
        var isPossible = false
        var line = 0
        var column = 0
        var index = 0
        var offset = 0
        /// The deepest nesting inside the key (`[[a]]: b`): one more once it turns out a key
        /// and its mapping starts before it.
        var deepest = 0
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private(set) var deepest = 0

    // Where the scan is, as libyaml counts: lines end at \n, \r, \r\n, NEL, LS and PS;
    // columns and the index count characters.
    private var offset = 0
    private var line = 0
    private var column = 0
    private var index = 0

    private var levels: [Level] = []
    private var indentlessLists = 0
    /// The open flow collections: whether each is a list, and whether its entry is a
    /// mapping of one pair (`[a: b]`, `[? a]`), a level deeper.
    private var flows: [(isList: Bool, hasPair: Bool)] = []
    private var pairs = 0
    private var flowLevel: Int { flows.count }
    private var simpleKeys = [SimpleKey()]
    private var isSimpleKeyAllowed = true

    /// When each anchor was written (a count of depths seen) and the depth around it.
    private var anchors: [String: (time: Int, depth: Int)] = [:]
    /// The depths seen, each with its time, kept only while no later one is as deep: the
    /// deepest since any time is the first kept at or after it. (A decreasing stack.)
    private var deepestSince: [(time: Int, depth: Int)] = []
    private var time = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.bytes = bytes
        self.limit = limit
    }

    private var indent: Int { levels.last?.column ?? -1 }
    private var depth: Int { levels.count + indentlessLists + flowLevel + pairs }

    // MARK: Tokens

    private mutating func scan() -> TooDeep? {
        while true {
            skipToNextToken()
            forgetStaleSimpleKeys()
            unrollIndent(to: column)
            guard offset < bytes.count else { return nil }
            let start = offset
            let byte = bytes[offset]
            let next = self.byte(at: offset + 1)
            if column == 0, byte == UInt8(ascii: "%") {  // a directive
                unrollIndent(to: -1)
                removeSimpleKey()
                isSimpleKeyAllowed = false
                while !isBreakOrEnd(at: offset) { skip() }
                continue
            }
            if column == 0, isDocumentMarker(at: offset) {
                unrollIndent(to: -1)
                removeSimpleKey()
                isSimpleKeyAllowed = false
                skip(3)
                continue
            }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                saveSimpleKey()
                flows.append((isList: byte == UInt8(ascii: "["), hasPair: false))
                simpleKeys.append(SimpleKey())
                isSimpleKeyAllowed = true
                skip()
                if let tooDeep = checkDepth(at: start) { return tooDeep }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                removeSimpleKey()
                endPair()
                if flowLevel > 0 {
                    flows.removeLast()
                    simpleKeys.removeLast()
                }
                isSimpleKeyAllowed = false
                skip()
            case UInt8(ascii: ","):
                removeSimpleKey()
                endPair()
                isSimpleKeyAllowed = true
                skip()
            case UInt8(ascii: "-") where isBlankOrEnd(at: offset + 1):  // a block entry
                if flowLevel == 0 {
                    if indent < column {
                        levels.append(Level(column: column, isMapping: false))
                    } else if indent == column, let top = levels.last, top.isMapping, !top.hasIndentlessList {
                        levels[levels.count - 1].hasIndentlessList = true
                        indentlessLists += 1
                    }
                    if let tooDeep = checkDepth(at: start) { return tooDeep }
                }
                removeSimpleKey()
                isSimpleKeyAllowed = true
                skip()
            case UInt8(ascii: "?") where flowLevel > 0 || isBlankOrEnd(at: offset + 1):  // a key
                if let tooDeep = startMappingKey(column: column, at: start) { return tooDeep }
                if let tooDeep = startPair(at: start, keyDeepest: 0) { return tooDeep }
                removeSimpleKey()
                isSimpleKeyAllowed = flowLevel == 0
                skip()
            case UInt8(ascii: ":") where flowLevel > 0 || isBlankOrEnd(at: offset + 1):  // a value
                let key = simpleKeys[simpleKeys.count - 1]
                if key.isPossible {
                    let levelCount = levels.count
                    if let tooDeep = startMappingKey(column: key.column, at: key.offset) { return tooDeep }
                    // A mapping started before the key: what the key nests is a level deeper.
                    if levels.count > levelCount, key.deepest > 0,
                       let tooDeep = checkDepth(key.deepest + 1, at: key.offset, alias: nil) {
                        return tooDeep
                    }
                    if let tooDeep = startPair(at: key.offset, keyDeepest: key.deepest) { return tooDeep }
                    simpleKeys[simpleKeys.count - 1].isPossible = false
                    isSimpleKeyAllowed = false
                } else {
                    if let tooDeep = startMappingKey(column: column, at: start) { return tooDeep }
                    if let tooDeep = startPair(at: start, keyDeepest: 0) { return tooDeep }
                    isSimpleKeyAllowed = flowLevel == 0
                }
                skip()
            case UInt8(ascii: "*"), UInt8(ascii: "&"):  // an alias or an anchor
                saveSimpleKey()
                isSimpleKeyAllowed = false
                skip()
                while isAnchorCharacter(self.byte(at: offset)) { skip() }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<offset]), as: UTF8.self)
                if byte == UInt8(ascii: "&") {
                    anchors[name] = (time, depth)
                } else if let anchor = anchors[name] {
                    let repeated = max(0, deepest(since: anchor.time) - anchor.depth)
                    if let tooDeep = checkDepth(depth + repeated, at: start, alias: name) { return tooDeep }
                }
            case UInt8(ascii: "!"):  // a tag
                saveSimpleKey()
                isSimpleKeyAllowed = false
                skipTag()
            case UInt8(ascii: "|") where flowLevel == 0, UInt8(ascii: ">") where flowLevel == 0:
                removeSimpleKey()
                isSimpleKeyAllowed = true
                skipBlockScalar()
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                saveSimpleKey()
                isSimpleKeyAllowed = false
                skipQuotedScalar(quote: byte)
            default:
                let startsPlain = !Self.notPlainStarts.contains(byte)
                    || (byte == UInt8(ascii: "-") && !isBlank(next))
                    || (flowLevel == 0 && (byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":"))
                        && !isBlankOrEnd(at: offset + 1))
                if startsPlain {
                    saveSimpleKey()
                    isSimpleKeyAllowed = false
                    skipPlainScalar()
                } else {
                    skip()  // libyaml stops here: a character that cannot start any token
                }
            }
        }
    }

    /// The bytes a plain scalar cannot start with (some can when followed by a non-blank).
    private static let notPlainStarts: Set<UInt8> = Set("-?:,[]{}#&*!|>'\"%@`".utf8)

    /// A key at `column` in block context: a mapping starts there when it is more indented
    /// than the collection it is in; a key at a mapping's own indentation ends the list
    /// written at that indentation.
    private mutating func startMappingKey(column: Int, at start: Int) -> TooDeep? {
        guard flowLevel == 0 else { return nil }
        if indent < column {
            levels.append(Level(column: column, isMapping: true))
            return checkDepth(at: start)
        }
        if indent == column, let top = levels.last, top.isMapping, top.hasIndentlessList {
            levels[levels.count - 1].hasIndentlessList = false
            indentlessLists -= 1
        }
        return nil
    }

    /// A key in a flow list starts a mapping of one pair, to the end of the entry; what the
    /// key nests (`keyDeepest`, seen before its ':') is a level deeper.
    private mutating func startPair(at start: Int, keyDeepest: Int) -> TooDeep? {
        guard let flow = flows.last, flow.isList, !flow.hasPair else { return nil }
        flows[flows.count - 1].hasPair = true
        pairs += 1
        if let tooDeep = checkDepth(at: start) { return tooDeep }
        return keyDeepest > 0 ? checkDepth(keyDeepest + 1, at: start, alias: nil) : nil
    }

    private mutating func endPair() {
        guard let flow = flows.last, flow.hasPair else { return }
        flows[flows.count - 1].hasPair = false
        pairs -= 1
    }

    private mutating func checkDepth(at start: Int) -> TooDeep? { checkDepth(depth, at: start, alias: nil) }

    /// Notes a depth reached at `start`; too deep when past the limit.
    private mutating func checkDepth(_ reached: Int, at start: Int, alias: String?) -> TooDeep? {
        deepest = max(deepest, reached)
        for level in simpleKeys.indices where simpleKeys[level].isPossible {
            simpleKeys[level].deepest = max(simpleKeys[level].deepest, reached)
        }
        while let last = deepestSince.last, last.depth <= reached { deepestSince.removeLast() }
        deepestSince.append((time, reached))
        time += 1
        return reached > limit ? TooDeep(depth: reached, offset: start, alias: alias) : nil
    }

    /// The deepest nesting seen at or after `since`.
    private func deepest(since: Int) -> Int {
        var low = 0, high = deepestSince.count
        while low < high {
            let middle = (low + high) / 2
            if deepestSince[middle].time < since { low = middle + 1 } else { high = middle }
        }
        return low < deepestSince.count ? deepestSince[low].depth : 0
    }

    private mutating func unrollIndent(to column: Int) {
        guard flowLevel == 0 else { return }
        while let top = levels.last, top.column > column {
            if top.hasIndentlessList { indentlessLists -= 1 }
            levels.removeLast()
        }
    }

    private mutating func saveSimpleKey() {
        guard isSimpleKeyAllowed else { return }
        simpleKeys[simpleKeys.count - 1] = SimpleKey(isPossible: true, line: line, column: column, index: index,
                                                     offset: offset)
    }

    private mutating func removeSimpleKey() {
        simpleKeys[simpleKeys.count - 1].isPossible = false
    }

    /// A simple key is on one line and shorter than 1,024 characters.
    private mutating func forgetStaleSimpleKeys() {
        for level in simpleKeys.indices where simpleKeys[level].isPossible {
            if simpleKeys[level].line < line || simpleKeys[level].index + 1024 < index {
                simpleKeys[level].isPossible = false
            }
        }
    }

    // MARK: What tokens skip

    /// Spaces, tabs, comments and line breaks up to the next token.
    private mutating func skipToNextToken() {
        while offset < bytes.count {
            if column == 0, byte(at: offset) == 0xEF, byte(at: offset + 1) == 0xBB, byte(at: offset + 2) == 0xBF {
                skip()  // a byte order mark
            }
            while isBlank(byte(at: offset)) { skip() }
            if byte(at: offset) == UInt8(ascii: "#") {
                while !isBreakOrEnd(at: offset) { skip() }
            }
            guard breakWidth(at: offset) > 0 else { return }
            skipLineBreak()
            if flowLevel == 0 { isSimpleKeyAllowed = true }
        }
    }

    private mutating func skipTag() {
        skip()
        if byte(at: offset) == UInt8(ascii: "<") {
            while offset < bytes.count, byte(at: offset) != UInt8(ascii: ">"), !isBlankOrEnd(at: offset) { skip() }
            if byte(at: offset) == UInt8(ascii: ">") { skip() }
        } else {
            while !isBlankOrEnd(at: offset), !(flowLevel > 0 && byte(at: offset) == UInt8(ascii: ",")) { skip() }
        }
    }

    /// A plain scalar, over several lines when they are indented more than its collection.
    private mutating func skipPlainScalar() {
        let minimumColumn = indent + 1
        var endedAtBreak = false
        scalar: while true {
            if column == 0, isDocumentMarker(at: offset) { break }
            if byte(at: offset) == UInt8(ascii: "#") { break }
            while !isBlankOrEnd(at: offset) {
                let byte = byte(at: offset), next = self.byte(at: offset + 1)
                if flowLevel > 0, byte == UInt8(ascii: ":"), Self.flowIndicatorsAfterColon.contains(next) {
                    break scalar  // libyaml stops here: "found unexpected ':'"
                }
                if (byte == UInt8(ascii: ":") && isBlankOrEnd(at: offset + 1))
                    || (flowLevel > 0 && Self.flowIndicators.contains(byte)) {
                    break
                }
                skip()
                endedAtBreak = false
            }
            guard isBlank(byte(at: offset)) || breakWidth(at: offset) > 0 else { break }
            while isBlank(byte(at: offset)) || breakWidth(at: offset) > 0 {
                if isBlank(byte(at: offset)) {
                    skip()
                } else {
                    skipLineBreak()
                    endedAtBreak = true
                }
            }
            if flowLevel == 0, column < minimumColumn { break }
        }
        if endedAtBreak { isSimpleKeyAllowed = true }
    }

    private static let flowIndicators: Set<UInt8> = Set(",[]{}".utf8)
    private static let flowIndicatorsAfterColon: Set<UInt8> = Set(",?[]{}".utf8)

    /// A single- or double-quoted scalar, over as many lines as it takes.
    private mutating func skipQuotedScalar(quote: UInt8) {
        let isSingle = quote == UInt8(ascii: "'")
        skip()
        while offset < bytes.count {
            if column == 0, isDocumentMarker(at: offset) { return }  // libyaml stops here
            while !isBlankOrEnd(at: offset) {
                let byte = byte(at: offset)
                if isSingle, byte == quote, self.byte(at: offset + 1) == quote {
                    skip(2)
                } else if byte == quote {
                    skip()
                    return
                } else if !isSingle, byte == UInt8(ascii: "\\") {
                    skip()
                    if breakWidth(at: offset) > 0 { skipLineBreak() } else { skip() }
                } else {
                    skip()
                }
            }
            while isBlank(byte(at: offset)) || breakWidth(at: offset) > 0 {
                if isBlank(byte(at: offset)) { skip() } else { skipLineBreak() }
            }
        }
    }

    /// A literal (`|`) or folded (`>`) scalar: its header, then every line indented as
    /// much as its first (or as its indentation indicator says).
    private mutating func skipBlockScalar() {
        skip()
        var increment = 0
        if byte(at: offset) == UInt8(ascii: "+") || byte(at: offset) == UInt8(ascii: "-") {
            skip()
            if let digit = digit(at: offset) { increment = digit; skip() }
        } else if let digit = digit(at: offset) {
            increment = digit
            skip()
            if byte(at: offset) == UInt8(ascii: "+") || byte(at: offset) == UInt8(ascii: "-") { skip() }
        }
        while isBlank(byte(at: offset)) { skip() }
        if byte(at: offset) == UInt8(ascii: "#") {
            while !isBreakOrEnd(at: offset) { skip() }
        }
        guard isBreakOrEnd(at: offset) else { return }  // libyaml stops here
        if offset < bytes.count { skipLineBreak() }
        var blockIndent = increment > 0 ? (indent >= 0 ? indent + increment : increment) : 0
        guard skipBlockScalarBreaks(indent: &blockIndent) else { return }
        while column == blockIndent, offset < bytes.count {
            while !isBreakOrEnd(at: offset) { skip() }
            guard skipBlockScalarBreaks(indent: &blockIndent) else { return }
        }
    }

    /// The indentation and empty lines of a block scalar; works out its indentation when
    /// `indent` is 0. False where libyaml stops (a tab in the indentation).
    private mutating func skipBlockScalarBreaks(indent blockIndent: inout Int) -> Bool {
        var maximum = 0
        while true {
            while blockIndent == 0 || column < blockIndent, byte(at: offset) == UInt8(ascii: " ") { skip() }
            maximum = max(maximum, column)
            if blockIndent == 0 || column < blockIndent, byte(at: offset) == UInt8(ascii: "\t") { return false }
            guard breakWidth(at: offset) > 0 else { break }
            skipLineBreak()
        }
        if blockIndent == 0 { blockIndent = max(maximum, indent + 1, 1) }
        return true
    }

    // MARK: Bytes

    private func byte(at position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0 }

    private func digit(at position: Int) -> Int? {
        let byte = byte(at: position)
        return byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func isAnchorCharacter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The bytes of the line break at `position`: \r\n, \r, \n, NEL (C2 85), LS and PS
    /// (E2 80 A8, E2 80 A9); 0 when there is none.
    private func breakWidth(at position: Int) -> Int {
        switch byte(at: position) {
        case UInt8(ascii: "\r"): return byte(at: position + 1) == UInt8(ascii: "\n") ? 2 : 1
        case UInt8(ascii: "\n"): return 1
        case 0xC2: return byte(at: position + 1) == 0x85 ? 2 : 0
        case 0xE2:
            let last = byte(at: position + 2)
            return byte(at: position + 1) == 0x80 && (last == 0xA8 || last == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    private func isBreakOrEnd(at position: Int) -> Bool { position >= bytes.count || breakWidth(at: position) > 0 }

    private func isBlankOrEnd(at position: Int) -> Bool { isBlank(byte(at: position)) || isBreakOrEnd(at: position) }

    /// `---` or `...` followed by a blank, a break or the end.
    private func isDocumentMarker(at position: Int) -> Bool {
        let first = byte(at: position)
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return byte(at: position + 1) == first && byte(at: position + 2) == first && isBlankOrEnd(at: position + 3)
    }

    /// Moves past one character (a whole UTF-8 sequence) on the line, `count` times.
    private mutating func skip(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            let lead = bytes[offset]
            offset = min(bytes.count, offset + (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4))
            column += 1
            index += 1
        }
    }

    private mutating func skipLineBreak() {
        let width = breakWidth(at: offset)
        offset += width
        index += width == 2 && byte(at: offset - 2) == UInt8(ascii: "\r") ? 2 : 1
        line += 1
        column = 0
    }
}
