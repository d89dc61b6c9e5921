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
    static func scope(_ css: String, under root: String) -> String {
        let chars = Array(css)
        return block(chars, 0..<chars.count, root: root)
    }

    /// At-rules whose block holds rules (whose selectors are scoped in turn).
    private static let groupingRules: Set<String> = ["media", "supports", "container", "layer", "scope", "document"]

    private static func block(_ c: [Character], _ range: Range<Int>, root: String) -> String {
        var out = ""
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            // Whitespace and comments between rules, as they are.
            if c[i].isWhitespace {
                out.append(c[i])
                i += 1
                continue
            }
            if let after = commentEnd(c, i, end) {
                out += String(c[i..<after])
                i = after
                continue
            }
            // The prelude runs to a top-level "{" (a rule) or ";" (a statement at-rule).
            guard let stop = scan(c, from: i, to: end, stopAt: ["{", ";"]) else {
                out += String(c[i..<end])  // an unfinished tail: left as it is
                break
            }
            let prelude = String(c[i..<stop])
            if c[stop] == ";" {
                out += prelude + ";"
                i = stop + 1
                continue
            }
            let close = scan(c, from: stop + 1, to: end, stopAt: ["}"]) ?? end
            let body = (stop + 1)..<close
            if prelude.hasPrefix("@") {
                let name = String(prelude.dropFirst().prefix { $0.isLetter || $0 == "-" }).lowercased()
                out += prelude + "{"
                out += groupingRules.contains(name) ? block(c, body, root: root) : String(c[body])
            } else {
                out += selectors(prelude, root: root) + "{" + String(c[body])
            }
            if close < end { out += "}" }
            i = close + 1
        }
        return out
    }

    /// The selector list of a rule, each under `root`; trailing whitespace kept.
    static func selectors(_ prelude: String, root: String) -> String {
        let trimmed = prelude.trimmingWhitespace
        let trailing = String(prelude.reversed().prefix { $0.isWhitespace }.reversed())
        let chars = Array(trimmed)
        var parts: [String] = []
        var start = 0
        while start <= chars.count {
            let comma = scan(chars, from: start, to: chars.count, stopAt: [","]) ?? chars.count
            parts.append(String(chars[start..<comma]).trimmingWhitespace)
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

    /// The index of the first of `stops` at nesting depth 0 (outside strings,
    /// comments, parentheses, brackets and braces opened after `from`), or nil.
    private static func scan(_ c: [Character], from: Int, to end: Int, stopAt stops: Set<Character>) -> Int? {
        var depth = 0
        var i = from
        while i < end {
            let ch = c[i]
            if let after = commentEnd(c, i, end) {
                i = after
                continue
            }
            if depth == 0 && stops.contains(ch) { return i }
            switch ch {
            case "\"", "'":
                i += 1
                while i < end && c[i] != ch {
                    if c[i] == "\\" { i += 1 }
                    i += 1
                }
            case "\\": i += 1
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            default: break
            }
            i += 1
        }
        return nil
    }

    /// The index after a comment that starts at `i`, or nil when none starts there.
    private static func commentEnd(_ c: [Character], _ i: Int, _ end: Int) -> Int? {
        guard i + 1 < end, c[i] == "/", c[i + 1] == "*" else { return nil }
        var j = i + 2
        while j + 1 < end && !(c[j] == "*" && c[j + 1] == "/") { j += 1 }
        return min(j + 2, end)
    }
}
