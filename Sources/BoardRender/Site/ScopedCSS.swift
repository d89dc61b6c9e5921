/// A stylesheet confined to one element, so that it can be linked from a page
/// whose own styles it must leave alone.
///
/// Every selector is put under the root selector (`a` → `figure.board a`);
/// `:root`, `html` and `body` become the root itself, so the page's custom
/// properties and base colours apply to the figure only. So do they followed by
/// `:is(…)` or `:where(…)`, which is how the style sheet says "under an ancestor
/// switch": `body:where(.dark, .dark *)` → `figure.board:where(.dark, .dark *)`, the
/// figure when it or an element around it (the including site's `<html>` or `<body>`)
/// has the class `dark`. Selectors inside
/// `@media`, `@supports`, `@container`, `@layer` and `@scope` blocks are scoped
/// the same way; other at-rules (`@keyframes`, `@font-face`, `@import` …) and
/// every declaration are copied unchanged. Comments and strings are respected.
enum ScopedCSS {
    /// Read by byte when the text is ASCII (the built-in style sheet: `render` scopes it at every
    /// call, and by `Character` it took a tenth of a call's time), else by `Character`. The two
    /// read ASCII alike: a `Character` of it is one byte, but for CR LF, which is whitespace and
    /// ends no string either way.
    static func scope(_ css: String, under root: String) -> String {
        if css.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(css.utf8)
            return block(bytes, 0..<bytes.count, root: root)
        }
        return scopeByCharacter(css, under: root)
    }

    /// ``scope(_:under:)`` read by `Character`, whatever the text.
    static func scopeByCharacter(_ css: String, under root: String) -> String {
        let chars = Array(css)
        return block(chars, 0..<chars.count, root: root)
    }

    /// At-rules whose block holds rules (whose selectors are scoped in turn).
    private static let groupingRules: Set<String> = ["media", "supports", "container", "layer", "scope", "document"]

    private static func block<Unit: CSSUnit>(_ c: [Unit], _ range: Range<Int>, root: String) -> String {
        var out = ""
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            // Whitespace and comments between rules, as they are.
            if c[i].isWhitespace {
                var next = i + 1
                while next < end && c[next].isWhitespace { next += 1 }
                out += Unit.text(c[i..<next])
                i = next
                continue
            }
            if let after = commentEnd(c, i, end) {
                out += Unit.text(c[i..<after])
                i = after
                continue
            }
            // The prelude runs to a top-level "{" (a rule) or ";" (a statement at-rule).
            guard let stop = scan(c, from: i, to: end, stop: .ruleOrStatement) else {
                out += Unit.text(c[i..<end])  // an unfinished tail: left as it is
                break
            }
            let prelude = Unit.text(c[i..<stop])
            if c[stop] == .semicolon {
                out += prelude + ";"
                i = stop + 1
                continue
            }
            let close = scan(c, from: stop + 1, to: end, stop: .blockEnd) ?? end
            let body = (stop + 1)..<close
            if prelude.hasPrefix("@") {
                let name = String(prelude.dropFirst().prefix { $0.isLetter || $0 == "-" }).lowercased()
                out += prelude + "{"
                out += groupingRules.contains(name) ? block(c, body, root: root) : Unit.text(c[body])
            } else {
                out += selectors(c, i..<stop, root: root) + "{" + Unit.text(c[body])
            }
            if close < end { out += "}" }
            i = close + 1
        }
        return out
    }

    /// The selector list of a rule (`c[prelude]`), each under `root`; trailing whitespace kept.
    static func selectors<Unit: CSSUnit>(_ c: [Unit], _ prelude: Range<Int>, root: String) -> String {
        var start = prelude.lowerBound, end = prelude.upperBound
        while start < end && c[start].isWhitespace { start += 1 }
        while end > start && c[end - 1].isWhitespace { end -= 1 }
        let trailing = Unit.text(c[end..<prelude.upperBound])
        var parts: [String] = []
        while start <= end {
            let comma = scan(c, from: start, to: end, stop: .comma) ?? end
            parts.append(Unit.text(c[start..<comma]).trimmingWhitespace)
            start = comma + 1
        }
        return parts.map { selector($0, root: root) }.joined(separator: ", ") + trailing
    }

    static func selector(_ s: String, root: String) -> String {
        if s.isEmpty || s == root || s.hasPrefix(root + " ") || s.hasPrefix(root + ":")
            || s.hasPrefix(root + ".") || s.hasPrefix(root + ">") || s.hasPrefix(root + "[") {
            return s
        }
        for document in [":root", "html", "body"]
        where s == document || s.hasPrefix(document + " ")
            || s.hasPrefix(document + ":is(") || s.hasPrefix(document + ":where(") {
            return root + s.dropFirst(document.count)
        }
        return root + " " + s
    }

    /// What ``scan(_:from:to:stop:)`` looks for.
    enum Stop {
        /// `{` (a rule's block) or `;` (a statement at-rule's end).
        case ruleOrStatement
        /// `}`.
        case blockEnd
        /// `,` (between selectors).
        case comma
    }

    /// The index of the first `stop` at nesting depth 0 (outside strings,
    /// comments, parentheses, brackets and braces opened after `from`), or nil.
    private static func scan<Unit: CSSUnit>(_ c: [Unit], from: Int, to end: Int, stop: Stop) -> Int? {
        var depth = 0
        var i = from
        while i < end {
            let ch = c[i]
            if let after = commentEnd(c, i, end) {
                i = after
                continue
            }
            if depth == 0 {
                switch stop {
                case .ruleOrStatement: if ch == .openBrace || ch == .semicolon { return i }
                case .blockEnd: if ch == .closeBrace { return i }
                case .comma: if ch == .comma { return i }
                }
            }
            if ch == .quote || ch == .apostrophe {
                i += 1
                while i < end && c[i] != ch {
                    if c[i] == .backslash { i += 1 }
                    i += 1
                }
            } else if ch == .backslash {
                i += 1
            } else if ch == .openParenthesis || ch == .openBracket || ch == .openBrace {
                depth += 1
            } else if ch == .closeParenthesis || ch == .closeBracket || ch == .closeBrace {
                depth = max(0, depth - 1)
            }
            i += 1
        }
        return nil
    }

    /// The index after a comment that starts at `i`, or nil when none starts there.
    private static func commentEnd<Unit: CSSUnit>(_ c: [Unit], _ i: Int, _ end: Int) -> Int? {
        guard i + 1 < end, c[i] == .slash, c[i + 1] == .asterisk else { return nil }
        var j = i + 2
        while j + 1 < end && !(c[j] == .asterisk && c[j + 1] == .slash) { j += 1 }
        return min(j + 2, end)
    }
}

/// What ``ScopedCSS`` reads a style sheet as: its `Character`s, or (ASCII) its bytes.
protocol CSSUnit: Equatable {
    init(ascii: Unicode.Scalar)
    var isWhitespace: Bool { get }
    static func text(_ units: ArraySlice<Self>) -> String
}

extension CSSUnit {
    static var openBrace: Self { Self(ascii: "{") }
    static var closeBrace: Self { Self(ascii: "}") }
    static var semicolon: Self { Self(ascii: ";") }
    static var comma: Self { Self(ascii: ",") }
    static var quote: Self { Self(ascii: "\"") }
    static var apostrophe: Self { Self(ascii: "'") }
    static var backslash: Self { Self(ascii: "\\") }
    static var openParenthesis: Self { Self(ascii: "(") }
    static var closeParenthesis: Self { Self(ascii: ")") }
    static var openBracket: Self { Self(ascii: "[") }
    static var closeBracket: Self { Self(ascii: "]") }
    static var slash: Self { Self(ascii: "/") }
    static var asterisk: Self { Self(ascii: "*") }
}

extension Character: CSSUnit {
    init(ascii: Unicode.Scalar) { self.init(ascii) }
    static func text(_ units: ArraySlice<Character>) -> String { String(units) }
}

/// An ASCII byte: whitespace as `Character.isWhitespace` has it for ASCII (tab to carriage return, space).
extension UInt8: CSSUnit {
    var isWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
    static func text(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}
