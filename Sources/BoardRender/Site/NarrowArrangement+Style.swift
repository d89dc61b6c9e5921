import CollectionLayout

/// The style sheet's part of the narrow arrangement: the rules that give the marked pictures
/// their narrow sizes and moves at a phone's width.
///
/// The pictures carry their narrow sizes and moves as attributes (``NarrowArrangement``); the
/// style sheet cannot read a number out of an attribute in every browser (typed `attr()`, which
/// read them, is Chromium's alone: a 390 px page in Firefox kept the wide picture and scrolled
/// sideways), but it can match one. So the generator, which drew the pictures and knows every
/// value they carry, writes a rule per value: `[data-narrow-width="368"][data-narrow-height="712"]`
/// takes 368 by 712 px, `[data-narrow-x="-192"][data-narrow-y="400"]` moves by −192, 400. The
/// rules go into the site's style sheet (`shuffleboard.css`, one rule per distinct value of the
/// site's pictures), a fragment build's, a report's and `render`'s figure's own, so that a page
/// needs no style attribute and no inline `<style>` (`default-src 'self'`), nor JavaScript.
/// Matching the values, not the figures' ids, a rule serves every picture that carries its
/// value, on any page, under any id (`render --id`); the rules are sorted by value, so the same
/// pictures give the same bytes.
extension NarrowArrangement {
    /// What marks a narrow picture's own text panel (``WalkthroughSVG/panel(_:clock:narrow:)``).
    static let ownPanelMark = "data-text-panel=\"narrow\""
    /// What marks a side-by-side narrow picture's own "Where they part" (``WalkthroughSVG/partingBlock(_:width:narrow:)``).
    static let ownPartingsMark = "data-partings=\"narrow\""

    /// The window width at and under which a page shows the narrow arrangement.
    static let media = "@media (max-width: 640px)"

    /// The rules that arrange `svgs` (page copies of walkthroughs, ``marked(_:scene:scope:)`` and
    /// ``markedSideBySide(_:scenes:scope:)``), in one `@media` block; empty when none is marked.
    ///
    /// - Complexity: O(total length of `svgs`).
    static func styleSheet(for svgs: [String]) -> String {
        var sizes = Set<Pair>(), moves = Set<Pair>()
        for svg in svgs where svg.utf8.count > 0 {
            let (s, m) = marks(in: svg)
            sizes.formUnion(s)
            moves.formUnion(m)
        }
        guard !sizes.isEmpty || !moves.isEmpty else { return "" }
        let picture = ".walkthrough .stage>svg[data-narrow]"
        var out = "/* The narrow arrangement's sizes and moves, one rule per value the pictures carry (NarrowArrangement+Style.swift). */\n"
        out += media + "{\n"
        for size in sizes.sorted() {
            let match = "[data-narrow-width=\"\(size.a)\"][data-narrow-height=\"\(size.b)\"]"
            out += "\(picture)\(match),\(picture) rect\(match){width:\(size.a)px;height:\(size.b)px}\n"
        }
        for move in moves.sorted() {
            out += "\(picture) [data-narrow-x=\"\(move.a)\"][data-narrow-y=\"\(move.b)\"]"
                + "{transform:translate(\(move.a)px,\(move.b)px)}\n"
        }
        if svgs.contains(where: { $0.contains(hiddenMark) }) {
            out += "\(picture) [\(hiddenMark.prefix { $0 != "=" })]{display:none}\n"
        }
        // A narrow picture's own text panel and "Where they part", drawn with display="none"
        // (NarrowArrangement.marked, markedSideBySide).
        for mark in [ownPanelMark, ownPartingsMark] where svgs.contains(where: { $0.contains(mark) }) {
            out += "\(picture) [\(mark)]{display:inline}\n"
        }
        out += "}\n"
        // The hint under a picture that scrolls sideways, where the window is narrower than the
        // picture and the page's margins around its stage (``hintMargin``): by each root's width.
        for width in Set(roots(in: svgs)).sorted(by: { (Double($0) ?? 0) < (Double($1) ?? 0) }) {
            let below = (Double(width) ?? 0) + hintMargin
            out += "@media (max-width: \(format(below))px){.walkthrough:has(>.stage>svg[data-narrow-width=\"\(width)\"])"
                + " .scroll-hint{display:block}}\n"
        }
        return out
    }

    /// The window's width beyond a phone page's stage: the page's padding, .6rem a side
    /// (style.mustache, under 600 px: the stage takes the figure's padding and border), less a
    /// pixel. A picture W wide scrolls in a window under W + 19.2 px.
    static let hintMargin = 18.2

    /// The narrow widths of the pictures' roots (`<svg data-narrow="" data-narrow-width="W"`).
    static func roots(in svgs: [String]) -> [String] {
        let key = "data-narrow=\"\" data-narrow-width=\""
        return svgs.compactMap { svg in
            guard let r = svg.range(of: key) else { return nil }
            return String(svg[r.upperBound...].prefix { $0 != "\"" })
        }
    }

    /// Two numbers as the pictures print them (``format(_:places:)``): a size or a move.
    struct Pair: Hashable, Comparable {
        var a: String, b: String

        /// By value, then by text (`1` and `1.0` cannot both occur: one printer wrote them).
        static func < (l: Pair, r: Pair) -> Bool {
            let (la, lb, ra, rb) = (Double(l.a) ?? 0, Double(l.b) ?? 0, Double(r.a) ?? 0, Double(r.b) ?? 0)
            if la != ra { return la < ra }
            if lb != rb { return lb < rb }
            return (l.a, l.b) < (r.a, r.b)
        }
    }

    /// The sizes (` data-narrow-width="W" data-narrow-height="H"`) and moves
    /// (` data-narrow-x="X" data-narrow-y="Y"`) that `svg` carries, as ``narrowSize(_:)`` and
    /// ``move(_:)`` write them: always the two attributes together, in that order.
    static func marks(in svg: String) -> (sizes: Set<Pair>, moves: Set<Pair>) {
        var svg = svg
        return svg.withUTF8 { bytes in
            var sizes = Set<Pair>(), moves = Set<Pair>()
            let key = Array(" data-narrow-".utf8)
            var i = 0
            while i + key.count <= bytes.count {
                guard bytes[i] == key[0], key.indices.allSatisfy({ bytes[i + $0] == key[$0] }) else {
                    i += 1
                    continue
                }
                i += key.count
                if let (a, b, end) = pair(bytes, at: i, first: "width=\"", second: "\" data-narrow-height=\"") {
                    sizes.insert(Pair(a: a, b: b))
                    i = end
                } else if let (a, b, end) = pair(bytes, at: i, first: "x=\"", second: "\" data-narrow-y=\"") {
                    moves.insert(Pair(a: a, b: b))
                    i = end
                }
            }
            return (sizes, moves)
        }
    }

    /// `first`, a number, `second`, a number and `"` at `i` in `bytes`: the two numbers and the
    /// index after the closing quote; nil when `bytes` reads otherwise there.
    private static func pair(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, first: String,
                             second: String) -> (String, String, Int)? {
        func literal(_ text: String, at i: Int) -> Int? {
            let t = Array(text.utf8)
            guard i + t.count <= bytes.count, t.indices.allSatisfy({ bytes[i + $0] == t[$0] }) else { return nil }
            return i + t.count
        }
        func number(at i: Int) -> (String, Int)? {
            var j = i
            while j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: ".")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) { j += 1 }
            guard j > i else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self), j)
        }
        guard let s = literal(first, at: i), let (a, afterA) = number(at: s),
              let t = literal(second, at: afterA), let (b, afterB) = number(at: t),
              let end = literal("\"", at: afterB) else { return nil }
        return (a, b, end)
    }
}
