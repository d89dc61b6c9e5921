/// A walkthrough's ids scoped by a board's id, for a page or report that inlines it: the same
/// text as ``WalkthroughSVG/scoped(_:prefix:)`` (`prefix.` put after every ` id="`, ` href="#`
/// and ` clip-path="url(#`), in one pass over the UTF-8 bytes. That function makes three passes
/// through Foundation's `replacingOccurrences`, which works in UTF-16 and was a tenth of a site
/// build's CPU (issue 17).
///
/// One pass gives the same text as three because the patterns start with a space and hold no
/// other, so no two overlap, and what is put in (a board id and a dot: no space, ``SitePath``)
/// cannot make a match where there was none.
enum ScopedIDs {
    static let patterns: [[UInt8]] = [" id=\"", " href=\"#", " clip-path=\"url(#"].map { Array($0.utf8) }

    static func scope(_ svg: String, prefix: String) -> String {
        let insert = Array(prefix.utf8) + [UInt8(ascii: ".")]
        var svg = svg
        return svg.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 16)
            var start = 0, i = 0
            search: while i < bytes.count {
                if bytes[i] == UInt8(ascii: " ") {
                    for pattern in patterns where i + pattern.count <= bytes.count
                        && pattern.indices.allSatisfy({ bytes[i + $0] == pattern[$0] }) {
                        i += pattern.count
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                        out.append(contentsOf: insert)
                        start = i
                        continue search
                    }
                }
                i += 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return String(decoding: out, as: UTF8.self)
        }
    }
}
