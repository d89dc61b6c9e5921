/// Small text helpers shared by the parsers. No Foundation needed.

/// A word of a string and where it starts, in UTF-8 bytes from the string's start.
struct Word: Hashable, Sendable {
    var text: Substring
    var offset: Int
}

extension StringProtocol {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let string = String(self)
        let scalars = string.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }),
              let last = scalars.lastIndex(where: { !$0.isSpace }) else { return "" }
        return String(string[first...last])
    }

    /// The lines, split at `\n`, `\r\n` or `\r` as CommonMark and YAML do.
    /// (Scanned as UTF-8 bytes rather than characters: a board may be megabytes long.)
    var sourceLines: [SubSequence] {
        var lines: [SubSequence] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(self[start..<index])
            index = bytes.index(after: index)
            if byte == UInt8(ascii: "\r"), index != bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
                index = bytes.index(after: index)
            }
            start = index
        }
        lines.append(self[start..<endIndex])
        return lines
    }

    /// The whitespace-separated words, with their UTF-8 offsets.
    func words() -> [Word] {
        let whole = Substring(self)
        var result: [Word] = []
        var index = whole.startIndex
        while index < whole.endIndex {
            guard !whole[index].isWhitespace else {
                index = whole.index(after: index)
                continue
            }
            let start = index
            while index < whole.endIndex, !whole[index].isWhitespace { index = whole.index(after: index) }
            let offset = whole.utf8.distance(from: whole.startIndex, to: start)
            result.append(Word(text: whole[start..<index], offset: offset))
        }
        return result
    }
}

extension Unicode.Scalar {
    fileprivate var isSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}

extension String {
    /// The 32-bit FNV-1a hash of the UTF-8 bytes: stable across runs and platforms
    /// (unlike `hashValue`), for names that must not change from one build to the next.
    var fnv1a32: UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }

    /// The last path component without its extension: `docs/drag.md` → `drag`.
    var fileStem: String {
        let name = split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? self
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The string in single quotes, for messages; long values are shortened.
    var quoted: String {
        // Foundation's replacingOccurrences (UTF-16) only where there is a line feed: every step's
        // text is quoted as it is parsed, for its diagnostics (1% of a one-board build's CPU).
        let oneLine = utf8.contains(UInt8(ascii: "\n")) ? replacingOccurrences(of: "\n", with: "⏎") : self
        let shown = oneLine.count > 40 ? oneLine.prefix(39) + "…" : Substring(oneLine)
        return "'\(shown)'"
    }

    private func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
