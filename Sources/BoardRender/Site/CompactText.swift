/// The built-in style sheet and script as the site ships them: without comments and
/// indentation (issue 17, docs/performance.md "Bytes"). Every report inlines both, so
/// their bytes are paid once per board.
///
/// Only the package's own `style` and `player` are compacted (``Templates/shipped``):
/// a `--templates` folder's are used as written unless they are the built-in text byte for
/// byte, and `shuffleboard templates` writes the readable originals. Each function returns its input unchanged when it meets something
/// it does not handle, so what it changes is only what is obviously safe to change.
enum CompactText {
    /// CSS without comments, with each run of whitespace outside strings cut to one space,
    /// and to none next to `{`, `}`, `;`, `,` or after `:`; a `;` right before `}` goes.
    /// Ends in one newline. Unchanged when a comment or string is not closed.
    ///
    /// None of these changes what a browser reads: whitespace around those characters and
    /// after a declaration's colon is not significant (the space a descendant selector needs
    /// is kept: `a :hover` keeps it, being *before* the colon), and the last declaration of a
    /// block needs no `;`.
    static func css(_ text: String) -> String {
        let c = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        var i = 0
        func emit(_ s: Unicode.Scalar) {
            let tight: Set<Unicode.Scalar> = ["{", "}", ";", ",", ":"]
            if pendingSpace, let last = out.last, !tight.contains(last), !["{", "}", ";", ","].contains(s) {
                out.append(" ")
            }
            pendingSpace = false
            if s == "}", out.last == ";" { out.removeLast() }
            out.append(s)
        }
        while i < c.count {
            let s = c[i]
            if s == "/", i + 1 < c.count, c[i + 1] == "*" {
                // A comment: gone (it separates tokens as whitespace does).
                var j = i + 2
                while j + 1 < c.count, !(c[j] == "*" && c[j + 1] == "/") { j += 1 }
                guard j + 1 < c.count else { return text }
                pendingSpace = true
                i = j + 2
            } else if s == "\"" || s == "'" {
                // A string, as written.
                var j = i + 1
                while j < c.count, c[j] != s, c[j] != "\n" { j += c[j] == "\\" ? 2 : 1 }
                guard j < c.count, c[j] == s else { return text }
                emit(s)
                out.append(contentsOf: c[(i + 1)...j])
                i = j + 1
            } else if s == " " || s == "\n" || s == "\t" || s == "\r" || s == "\u{C}" {
                pendingSpace = true
                i += 1
            } else {
                emit(s)
                i += 1
            }
        }
        return String(out) + "\n"
    }

    /// JavaScript without its comment lines and blank lines, each line without the
    /// whitespace around it. Line breaks stay where they were (automatic semicolon insertion
    /// reads them), so every token is as before. Unchanged when the script has what this
    /// does not follow: a template literal (`` ` `` outside a comment line: one may span
    /// lines, and a line of it that starts with `//` is text), a block comment (`/*`), or a
    /// line ending in `\` (a string continued on the next line).
    static func script(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Spaces and tabs only: other whitespace (U+2028 ends a line in JavaScript) stays.
        func trimmed(_ line: Substring) -> Substring {
            var s = line
            while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
            while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
            return s
        }
        let unfollowed = text.contains("/*") || lines.contains { line in
            let code = trimmed(line)
            return code.hasSuffix("\\") || (code.contains("`") && !code.hasPrefix("//"))
        }
        if unfollowed { return text }
        var out = ""
        for line in lines {
            let code = trimmed(line)
            if code.isEmpty || code.hasPrefix("//") { continue }
            out += code
            out += "\n"
        }
        return out
    }
}
