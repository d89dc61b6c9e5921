import BoardFormat

/// Fragment mode (`shuffleboard build --fragment`): per board only the figure's
/// HTML and its assets, for inclusion by another static site generator.
///
/// ```
/// shuffleboard.css                    the figure's CSS, scoped to figure.board
/// boards/<id>/figure.html             the <figure> alone, from the `figure` partial
/// boards/<id>/walkthrough.svg, step-NN.svg, report.html, trace.json
/// ```
///
/// The figure is rendered from the same `figure` template as on a page, so the
/// two never drift; only its `dir` (the prefix of its asset URLs) differs.
extension SiteBuilder {
    /// The file the fragments' CSS is written to, at the output root.
    public static let fragmentStylesheet = "shuffleboard.css"

    /// Every file of fragment mode, by relative path, in a stable order.
    ///
    /// - Parameters:
    ///   - assetBase: where the including site serves the output folder
    ///     (`/assets/shuffleboard/`, `../shuffleboard/`): a figure's asset URLs are
    ///     then `<assetBase>boards/<id>/walkthrough.svg`. `nil`: relative to the
    ///     figure's own folder (`walkthrough.svg`), for a page that sits there.
    ///   - runs: boards already run, by id; the others are run here.
    public func buildFragments(_ pages: [SitePage], assetBase: String? = nil,
                               runs: [String: BoardRun] = [:]) -> [(path: String, contents: String)] {
        var files: [(String, String)] = [
            (Self.fragmentStylesheet, ScopedCSS.scope(templates.render(NoContext(), "style"), under: "figure.board")),
        ]
        for sitePage in pages {
            for case .board(let board) in sitePage.page.blocks {
                let run = runs[board.id] ?? BoardRun(board: board)
                let dir = SitePath.boardFolder(board.id)
                let figure = figureContext(run, dir: Self.fragmentAssetPrefix(base: assetBase, id: board.id))
                files.append((dir + "figure.html", templates.render(figure, "figure")))
                files += boardFiles(run, figure: figureContext(run, dir: "", inline: true), dir: dir,
                                    pageFile: sitePage.page.file)
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The prefix of a fragment's asset URLs: "" (next to figure.html) without a
    /// base, else the base, URL-encoded and ending in "/", then `boards/<id>/`.
    /// HTML escaping is the template's (`{{dir}}`).
    static func fragmentAssetPrefix(base: String?, id: String) -> String {
        guard let base else { return "" }
        var prefix = URLText.encode(base)
        if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
        return prefix + SitePath.boardFolder(id)
    }
}

/// The context of a template that reads no values (the `style` partial).
struct NoContext {}

/// URL text a user typed, made valid for an `src`/`href`.
enum URLText {
    /// Percent-encodes (UTF-8) every character that may not appear in a URL —
    /// spaces, quotes, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`, controls and
    /// non-ASCII — and keeps the rest, `%` included, so that an already encoded
    /// URL is unchanged.
    static func encode(_ s: String) -> String {
        var out = ""
        for byte in s.utf8 {
            if isAllowed(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    private static func isAllowed(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            // RFC 3986 unreserved and reserved characters, and "%".
            return "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(b)
        }
    }
}

/// A stylesheet confined to one element, so that it can be linked from a page
/// whose own styles it must leave alone.
///
/// Every selector is put under the root selector (`a` → `figure.board a`);
/// `:root`, `html` and `body` become the root itself, so the page's custom
/// properties and base colours apply to the figure only. Selectors inside
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
        for document in [":root", "html", "body"] where s == document || s.hasPrefix(document + " ") {
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
