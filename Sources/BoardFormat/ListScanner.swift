/// A list found too long by ``ListScanner``: where it starts (1-based line of the body,
/// split as cmark splits it; 1-based column in Unicode scalars) and the key it is the
/// value of, if any.
struct LongList: Equatable {
    var line: Int
    var column: Int
    var entries: Int
    var key: String?
}

/// One pass over a YAML text that counts the entries of its lists, without building nodes.
struct ListScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let limit: Int

    /// The first list in `text` with more than `limit` entries.
    static func firstListOverLimit(in text: String, limit: Int) -> LongList? {
        Array(text.utf8).withUnsafeBufferPointer { ListScanner(bytes: $0, limit: limit).firstListOverLimit() }
    }

    private struct FlowList {
        var isSequence: Bool
        var start: Int
        var line: Int
        var lineStart: Int
        var commas = 0
        var last: UInt8 = 0
    }

    private struct BlockList {
        var indent: Int
        var start: Int
        var line: Int
        var lineStart: Int
        var entries: Int
    }

    private func firstListOverLimit() -> LongList? {
        var flows: [FlowList] = []
        var blocks: [BlockList] = []
        var line = 1, lineStart = 0
        var index = 0
        var quote: UInt8 = 0  // the open quote, 0 outside quotes
        var previous: UInt8 = 0  // the last byte that is not a space, on this line
        let count = bytes.count

        while index < count {
            let byte = bytes[index]
            // The start of a line outside flow lists and quotes: a block list entry?
            if index == lineStart, quote == 0, flows.isEmpty {
                var column = index
                while column < count, bytes[column] == UInt8(ascii: " ") { column += 1 }
                let indent = column - index
                if column < count, !isBreak(bytes[column]), bytes[column] != UInt8(ascii: "#") {
                    let isEntry = bytes[column] == UInt8(ascii: "-")
                        && (column + 1 == count || isSpace(bytes[column + 1]) || isBreak(bytes[column + 1]))
                    while let top = blocks.last, top.indent > indent || (!isEntry && top.indent == indent) {
                        blocks.removeLast()
                    }
                    if isEntry {
                        if blocks.last?.indent == indent {
                            blocks[blocks.count - 1].entries += 1
                            if blocks[blocks.count - 1].entries > limit {
                                let list = blocks[blocks.count - 1]
                                return long(at: list.start, line: list.line, lineStart: list.lineStart,
                                            entries: countBlockEntries(list), key: nil)
                            }
                        } else {
                            blocks.append(BlockList(indent: indent, start: column, line: line, lineStart: lineStart,
                                                    entries: 1))
                        }
                    }
                }
            }
            if isBreak(byte) {
                if byte == UInt8(ascii: "\r"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                index += 1
                line += 1
                lineStart = index
                previous = 0
                continue
            }
            if quote != 0 {
                if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                    index += 2
                    continue
                }
                if byte == quote { quote = 0; previous = byte }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
                continue
            case UInt8(ascii: "#") where index == lineStart || isSpace(bytes[index - 1]):
                while index < count, !isBreak(bytes[index]) { index += 1 }
                continue
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                if [0, UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: ","), UInt8(ascii: "["),
                    UInt8(ascii: "{"), UInt8(ascii: "?")].contains(previous) {
                    quote = byte
                }
                if !flows.isEmpty { flows[flows.count - 1].last = byte }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if !flows.isEmpty { flows[flows.count - 1].last = byte }
                flows.append(FlowList(isSequence: byte == UInt8(ascii: "["), start: index, line: line,
                                      lineStart: lineStart))
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let list = flows.popLast(), list.isSequence {
                    let entries = list.commas + (list.last == 0 || list.last == UInt8(ascii: ",") ? 0 : 1)
                    if entries > limit {
                        return long(at: list.start, line: list.line, lineStart: list.lineStart, entries: entries,
                                    key: flows.isEmpty ? key(before: list.start, lineStart: list.lineStart) : nil)
                    }
                }
                if !flows.isEmpty { flows[flows.count - 1].last = byte }
            case UInt8(ascii: ","):
                if !flows.isEmpty {
                    if flows[flows.count - 1].isSequence { flows[flows.count - 1].commas += 1 }
                    flows[flows.count - 1].last = byte
                }
            default:
                // The last significant byte in the innermost list: a trailing ',' adds no entry.
                if !flows.isEmpty { flows[flows.count - 1].last = byte }
            }
            previous = byte
            index += 1
        }
        return nil
    }

    /// The entries of a block list too long already: counted to its end for the message.
    private func countBlockEntries(_ list: BlockList) -> Int {
        var entries = 0
        var index = list.lineStart
        let count = bytes.count
        while index < count {
            var column = index
            while column < count, bytes[column] == UInt8(ascii: " ") { column += 1 }
            let indent = column - index
            if column < count, !isBreak(bytes[column]), bytes[column] != UInt8(ascii: "#") {
                if indent < list.indent { break }
                if indent == list.indent {
                    guard bytes[column] == UInt8(ascii: "-") else { break }
                    entries += 1
                }
            }
            while index < count, !isBreak(bytes[index]) { index += 1 }
            if index < count, bytes[index] == UInt8(ascii: "\r"), index + 1 < count,
               bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            index += 1
        }
        return entries
    }

    /// `items` in `items: [`, when the list is a top-level key's value.
    private func key(before start: Int, lineStart: Int) -> String? {
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<start]), as: UTF8.self)
        let trimmed = prefix.trimmingSpaces()
        guard trimmed.hasSuffix(":"), !prefix.hasPrefix(" ") else { return nil }
        let name = trimmed.dropLast()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
        return String(name)
    }

    private func long(at start: Int, line: Int, lineStart: Int, entries: Int, key: String?) -> LongList {
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<start]), as: UTF8.self)
        return LongList(line: line, column: before.unicodeScalars.count + 1, entries: entries, key: key)
    }

    private func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
    private func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
