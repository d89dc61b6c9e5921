/// Byte-level tests on text that is all ASCII, where comparing bytes gives the answer that
/// comparing `Character`s does (in ASCII only `\r\n` is one character of two bytes, which the
/// callers look for, and two ASCII texts are canonically equivalent only when their bytes are
/// equal). The callers keep their `Character` path for any other text, so that what they return
/// is the same for every input. With the package's other
/// imports, `StringProtocol.contains(_:)` is Foundation's `range(of:)`, which copies the text
/// into UTF-16 and moved an index a character at a time: a still's lines tested that way were
/// a seventh of a site build's CPU (issue 17).
enum ASCIIText {
    /// `text`'s UTF-8 bytes given to `body` when every one is ASCII; nil otherwise (or when the
    /// text is not stored contiguously, which no native string is not).
    static func withBytes<T>(_ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> T? in
            isASCII(bytes) ? body(bytes) : nil
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

    /// Whether `text` (any text) holds `needle` (ASCII), as `text.contains(needle)` answers: by
    /// bytes when `text` is ASCII, else through `fallback`, the caller's own `contains`.
    static func contains(_ text: String, _ needle: StaticString, fallback: (String) -> Bool) -> Bool {
        withBytes(text[...]) { contains($0, needle) } ?? fallback(text)
    }
}
