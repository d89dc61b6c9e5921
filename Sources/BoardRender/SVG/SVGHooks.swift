/// The `data-*` attributes the drawings carry for scripts and tests (`data-item="B"`,
/// `data-holds`, `data-event`, a still's `data-time`: docs/data-strip.md), taken out of an SVG
/// written as a file of its own.
///
/// A page's script reaches the SVG inlined in the page, never a file shown by `<img>`, opened
/// on its own or attached to an issue: there the attributes are bytes nobody reads (a sixth of
/// the walkthrough of ten rows). Pages, reports and `render`'s figures keep them; `build --hooks`
/// keeps them in the files too. Taking them out changes nothing drawn: they are neither
/// presentation attributes nor referenced by any.
enum SVGHooks {
    /// `svg` without the `data-*` attributes of its tags: each goes with the whitespace before
    /// it. Text and every other attribute stay byte for byte; a value's quotes (either kind)
    /// are honoured, so " data-x=" inside another attribute's value stays.
    ///
    /// The bytes between two attributes that go are copied as one run, in the string's own
    /// storage: byte by byte into an array, and the string copied to an array first, this was
    /// 1.9 % of a release build's CPU, now 1.1 % (`perf`, the 100-board site, `--jobs 1`).
    ///
    /// - Complexity: O(n) in the bytes of `svg`.
    static func stripped(_ svg: String) -> String {
        var svg = svg
        return svg.withUTF8 { bytes in
            let n = bytes.count
            return String(unsafeUninitializedCapacity: n) { out in
                var written = 0
                var copied = 0  // bytes before this are in `out` or skipped
                func copy(upTo end: Int) {
                    let run = end - copied
                    if run > 0 {
                        _ = UnsafeMutableBufferPointer(rebasing: out[written..<(written + run)])
                            .initialize(from: UnsafeBufferPointer(rebasing: bytes[copied..<end]))
                        written += run
                    }
                }
                var i = 0
                var inTag = false
                var quote: UInt8 = 0  // the quote of the attribute value being read, 0 outside one
                while i < n {
                    let b = bytes[i]
                    if quote != 0 {
                        if b == quote { quote = 0 }
                    } else if !inTag {
                        if b == UInt8(ascii: "<") { inTag = true }
                    } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                        quote = b
                    } else if b == UInt8(ascii: ">") {
                        inTag = false
                    } else if b == UInt8(ascii: " ") && Self.isMarker(bytes, at: i) {
                        // The name, then `="value"`: skipped whole (a name alone, `data-x`, goes too).
                        var j = i + Self.marker.count
                        while j < n, bytes[j] != UInt8(ascii: "="), bytes[j] != UInt8(ascii: " "),
                              bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/") { j += 1 }
                        if j < n && bytes[j] == UInt8(ascii: "=") && j + 1 < n
                            && (bytes[j + 1] == UInt8(ascii: "\"") || bytes[j + 1] == UInt8(ascii: "'")) {
                            let q = bytes[j + 1]
                            j += 2
                            while j < n && bytes[j] != q { j += 1 }
                            j += 1
                        }
                        copy(upTo: i)
                        i = min(j, n)
                        copied = i
                        continue
                    }
                    i += 1
                }
                copy(upTo: n)
                return written
            }
        }
    }

    /// ` data-`, the start of a hook's name with the space before it.
    static let marker = Array(" data-".utf8)

    static func isMarker(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i + marker.count <= bytes.count else { return false }
        for k in 1..<marker.count where bytes[i + k] != marker[k] { return false }
        return true
    }
}
