/// SVG as the rasteriser (librsvg 2.54) reads it. librsvg places a text with
/// lists of `x` and `y` (one position per character, as the data strip numbers
/// its slots) on one line at the first position; browsers place each character.
/// Such a text becomes one `<text>` per character, each at its own position,
/// so the exported frames show what a browser shows.
public enum RasterSVG {
    public static func prepared(_ svg: String) -> String {
        guard svg.contains("<text x=\"") else { return svg }
        var out = ""
        out.reserveCapacity(svg.utf8.count)
        var rest = Substring(svg)
        while let open = rest.range(of: "<text x=\"") {
            out += rest[..<open.lowerBound]
            rest = rest[open.lowerBound...]
            guard let split = splitText(&rest) else {
                out += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            out += split
        }
        return out + rest
    }

    /// If `rest` starts with `<text x="X…" y="Y…" attrs>chars</text>` whose lists hold a
    /// position per character, the texts it becomes, `rest` moved past it.
    static func splitText(_ rest: inout Substring) -> String? {
        guard let tagEnd = rest.firstIndex(of: ">"), let close = rest.range(of: "</text>") else { return nil }
        let tag = rest[rest.startIndex..<tagEnd]
        let content = rest[rest.index(after: tagEnd)..<close.lowerBound]
        guard !content.contains("<"), let xs = attribute("x", in: tag), let ys = attribute("y", in: tag) else { return nil }
        let xList = xs.split(separator: " "), yList = ys.split(separator: " ")
        let chars = characters(content)
        guard xList.count > 1 || yList.count > 1, xList.count == chars.count, yList.count == chars.count else { return nil }
        // The attributes after x and y, as written.
        guard let afterY = tag.range(of: "y=\"\(ys)\"") else { return nil }
        let others = tag[afterY.upperBound...]
        var out = ""
        for (i, c) in chars.enumerated() {
            out += "<text x=\"\(xList[i])\" y=\"\(yList[i])\"\(others)>\(c)</text>"
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
