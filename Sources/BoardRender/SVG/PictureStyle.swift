import Foundation
import Scenario

/// The `<style>` that gives a picture file its dark scheme: one rule per colour the picture
/// draws, mapping it to its dark value (``Palette/darkValues``), written once after the root's
/// `<title>` and `<desc>`.
///
/// A rule such as `[fill="#123"]{fill:#e6e8ec}` outweighs the presentation attribute it
/// matches (CSS over attributes, SVG 2 § 6.6), and the picture is drawn once, in its light
/// colours, for every scheme: the dark one is a pass over the finished text, as the hooks'
/// stripping is (docs/architecture.md). Under ``PictureScheme/auto`` the rules sit in
/// `@media (prefers-color-scheme: dark)`, which Chromium and Firefox apply inside `<img>`;
/// librsvg skips an `@media` rule whole, so `export` would draw such a file light anyway.
/// Only colours the picture uses get a rule: a still of three cards needs a dozen.
///
/// A picture inlined in a page has none: a `<style>` there would reach the whole page, and the
/// figure around it follows the site's own switches (docs/theming.md), not the picture's.
enum PictureStyle {
    /// `svg` as its file holds it under `scheme`.
    static func applying(_ scheme: PictureScheme, to svg: String) -> String {
        let rules = darkRules(for: svg)
        guard scheme != .light, !rules.isEmpty else { return svg }
        let style = scheme == .dark ? "<style>\(rules)</style>\n"
            : "<style>@media (prefers-color-scheme:dark){\(rules)}</style>\n"
        return svg.inserting(style, at: headEnd(of: svg))
    }

    /// The rules that turn `svg`'s colours dark, in ``Palette/darkValues``'s order (so the
    /// bytes are stable): fills, then strokes, then the shadow's.
    static func darkRules(for svg: String) -> String {
        let used = paints(in: svg)
        var rules = ""
        for property in ["fill", "stroke"] {
            for (light, dark) in Palette.darkValues where used.contains(property + "=" + light) {
                rules += "[\(property)=\"\(light)\"]{\(property):\(dark)}"
            }
        }
        if svg.contains(" opacity=\".22\"") {
            rules += "\(Palette.shadowSelector){fill:#000;opacity:.5}"
        }
        return rules
    }

    /// The `fill` and `stroke` values of `svg`'s tags that are colours (`#…`), as
    /// `fill=#123`, `stroke=#fff`.
    ///
    /// - Complexity: O(n) in the bytes of `svg`.
    static func paints(in svg: String) -> Set<String> {
        var found: Set<String> = []
        var svg = svg
        svg.withUTF8 { bytes in
            let n = bytes.count
            var i = 0
            while i < n {
                // ` fill="#` or ` stroke="#`: the name follows a space, its value a quote.
                if bytes[i] == UInt8(ascii: "=") && i + 2 < n && bytes[i + 1] == UInt8(ascii: "\"")
                    && bytes[i + 2] == UInt8(ascii: "#") {
                    for name in names where i >= name.count && matches(bytes, name, endingAt: i) {
                        var j = i + 2
                        while j < n && bytes[j] != UInt8(ascii: "\"") && j - i < 12 { j += 1 }
                        found.insert(String(decoding: name.dropFirst(), as: UTF8.self) + "="
                                     + String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 2)..<j]), as: UTF8.self))
                    }
                    i += 3
                    continue
                }
                i += 1
            }
        }
        return found
    }

    static let names = [Array(" fill".utf8), Array(" stroke".utf8)]

    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ name: [UInt8], endingAt end: Int) -> Bool {
        for k in 0..<name.count where bytes[end - name.count + k] != name[k] { return false }
        return true
    }

    /// Where the style goes: after the root's `<desc>` line, or after the root's tag when the
    /// picture has none (a film's frame).
    static func headEnd(of svg: String) -> String.Index {
        if let desc = svg.range(of: "</desc>\n") { return desc.upperBound }
        return svg.firstIndex(of: "\n").map { svg.index(after: $0) } ?? svg.endIndex
    }
}

extension String {
    fileprivate func inserting(_ text: String, at index: Index) -> String {
        String(self[..<index]) + text + self[index...]
    }
}
