/// SVG as the rasteriser (librsvg 2.54) reads it. librsvg places a text with
/// lists of `x` and `y` (one position per character, as the data strip numbers
/// its slots) on one line at the first position; browsers place each character.
/// Such a text becomes one `<text>` per character, each at its own position,
/// so the exported frames show what a browser shows.
public enum RasterSVG {
    /// `svg` with each positioned text split into a text per character. The search runs over the SVG's UTF-8 bytes: Foundation's `range(of:)` on a `Substring`
    /// walked the string's UTF-16 offsets on every call, 3.5 % of an export's processor time
    /// under `perf` (board-10x5).
    public static func prepared(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        let open = Array("<text x=\"".utf8), close = Array("</text>".utf8)
        guard var at = find(open, in: bytes, from: 0) else { return svg }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 4)
        var copied = 0   // bytes before this are in `out`
        while true {
            var next = at + open.count   // not split: search on past "<text x=\""
            if let end = find(close, in: bytes, from: at) {
                var element = Substring(String(decoding: bytes[at..<end + close.count], as: UTF8.self))
                if let split = splitText(&element) {
                    out += bytes[copied..<at]
                    out += split.utf8
                    copied = end + close.count
                    next = copied
                }
            }
            guard let found = find(open, in: bytes, from: next) else { break }
            at = found
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Where `needle` first occurs in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == first {
                var k = 1
                while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// If `rest` starts with `<text x="X…" y="Y…" attrs>chars</text>` whose `x` list holds a
    /// position per character, the texts it becomes, `rest` moved past it. A `y` list may be
    /// shorter (one baseline the signs of the data strip share is written once): a character
    /// without a `y` of its own stays on the line of the one before, at the list's last `y`.
    static func splitText(_ rest: inout Substring) -> String? {
        guard let tagEnd = rest.firstIndex(of: ">"), let close = rest.range(of: "</text>") else { return nil }
        let tag = rest[rest.startIndex..<tagEnd]
        let content = rest[rest.index(after: tagEnd)..<close.lowerBound]
        guard !content.contains("<"), let xs = attribute("x", in: tag), let ys = attribute("y", in: tag) else { return nil }
        let xList = xs.split(separator: " "), yList = ys.split(separator: " ")
        let chars = characters(content)
        guard xList.count > 1 || yList.count > 1, xList.count == chars.count, !yList.isEmpty,
              yList.count <= chars.count else { return nil }
        // The attributes after x and y, as written.
        guard let afterY = tag.range(of: "y=\"\(ys)\"") else { return nil }
        let others = tag[afterY.upperBound...]
        var out = ""
        for (i, c) in chars.enumerated() {
            out += "<text x=\"\(xList[i])\" y=\"\(yList[min(i, yList.count - 1)])\"\(others)>\(c)</text>"
        }
        rest = rest[close.upperBound...]
        return out
    }

    static func attribute(_ name: String, in tag: Substring) -> Substring? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return value[..<end]
    }

    /// The characters of escaped XML text, an entity (`&amp;`) counting as one.
    static func characters(_ text: Substring) -> [Substring] {
        var result: [Substring] = []
        var i = text.startIndex
        while i < text.endIndex {
            var end = text.index(after: i)
            if text[i] == "&", let semi = text[i...].firstIndex(of: ";") { end = text.index(after: semi) }
            result.append(text[i..<end])
            i = end
        }
        return result
    }
}
