/// Byte-level tests on text whose every character is one Unicode scalar (all ASCII text but
/// `\r\n`, and nearly all text this program writes: its markup is ASCII, and a label or a
/// caption's `▶` is a character of one scalar). There, looking for ASCII bytes gives the answer
/// that comparing `Character`s does: an ASCII byte never occurs inside a longer scalar's UTF-8,
/// no mark or joiner makes one character of an ASCII character and what follows it, and no
/// scalar is canonically equivalent to an ASCII one that the callers look for (the only ones
/// that are, U+037E, U+1FEF and U+212A, stand for `;`, `` ` `` and `K`). The callers keep their
/// `Character` path for any other text, so that what they return is the same for every input.
/// With the package's other imports, `StringProtocol.contains(_:)` is Foundation's
/// `range(of:)`, which copies the text into UTF-16 and moves an index a character at a time: a
/// still's lines tested that way were a seventh of a site build's CPU (issue 17).
enum ASCIIText {
    /// `text`'s UTF-8 bytes given to `body` when each of its characters is one scalar (checked by
    /// bytes when it is ASCII, else by counting); nil otherwise (or when the text is not stored
    /// contiguously, which no native string is not).
    static func withBytes<T>(_ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> T? in
            isASCII(bytes) && !bytes.contains(UInt8(ascii: "\r")) || text.count == text.unicodeScalars.count
                ? body(bytes) : nil
        } ?? nil
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        return any < 0x80
    }

    /// Whether `bytes` holds `needle`'s bytes at some offset.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0 else { return true }
        guard bytes.count >= count else { return false }
        let first = needle.utf8Start[0]
        var i = 0
        while i <= bytes.count - count {
            if bytes[i] == first && matches(bytes, at: i, needle) { return true }
            i += 1
        }
        return false
    }

    /// Whether `bytes` holds `needle`'s bytes at offset `at`.
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard at >= 0, at + count <= bytes.count else { return false }
        let start = needle.utf8Start
        for k in 0..<count where bytes[at + k] != start[k] { return false }
        return true
    }

    /// Whether `text` (any text) holds `needle` (ASCII, none of `;`, `` ` ``, `K`), as
    /// `text.contains(needle)` answers: by bytes when each of its characters is one scalar, else
    /// through `fallback`, the caller's own `contains`.
    static func contains(_ text: String, _ needle: StaticString, fallback: (String) -> Bool) -> Bool {
        withBytes(text[...]) { contains($0, needle) } ?? fallback(text)
    }
}
