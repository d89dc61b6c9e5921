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
    ///
    /// Works on the text's UTF-8 bytes, which gives what working on its scalars gives: every
    /// character it looks for is ASCII, an ASCII byte never occurs inside a longer scalar's UTF-8,
    /// and what it removes or adds (whitespace, comments, a `;`) lies between whole scalars. It was
    /// a `Set` built per character and an array of scalars: 8% of a one-board build's CPU (issue 17).
    static func css(_ text: String) -> String {
        let c = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(c.count)
        var pendingSpace = false
        var i = 0
        func emit(_ s: UInt8) {
            if pendingSpace, let last = out.last, !isTight(last), !isTight(s) || s == UInt8(ascii: ":") {
                out.append(UInt8(ascii: " "))
            }
            pendingSpace = false
            if s == UInt8(ascii: "}"), out.last == UInt8(ascii: ";") { out.removeLast() }
            out.append(s)
        }
        while i < c.count {
            let s = c[i]
            if s == UInt8(ascii: "/"), i + 1 < c.count, c[i + 1] == UInt8(ascii: "*") {
                // A comment: gone (it separates tokens as whitespace does).
                var j = i + 2
                while j + 1 < c.count, !(c[j] == UInt8(ascii: "*") && c[j + 1] == UInt8(ascii: "/")) { j += 1 }
                guard j + 1 < c.count else { return text }
                pendingSpace = true
                i = j + 2
            } else if s == UInt8(ascii: "\"") || s == UInt8(ascii: "'") {
                // A string, as written.
                var j = i + 1
                while j < c.count, c[j] != s, c[j] != UInt8(ascii: "\n") { j += c[j] == UInt8(ascii: "\\") ? 2 : 1 }
                guard j < c.count, c[j] == s else { return text }
                emit(s)
                out.append(contentsOf: c[(i + 1)...j])
                i = j + 1
            } else if s == UInt8(ascii: " ") || s == UInt8(ascii: "\n") || s == UInt8(ascii: "\t") || s == UInt8(ascii: "\r") || s == 0x0C {
                pendingSpace = true
                i += 1
            } else {
                emit(s)
                i += 1
            }
        }
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `{`, `}`, `;`, `,` and `:`: no space is needed after them, nor before any but `:`.
    private static func isTight(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "{") || b == UInt8(ascii: "}") || b == UInt8(ascii: ";") || b == UInt8(ascii: ",") || b == UInt8(ascii: ":")
    }

    /// JavaScript without its comment lines and blank lines, each line without the
    /// whitespace around it. Line breaks stay where they were (automatic semicolon insertion
    /// reads them), so every token is as before. Unchanged when the script has what this
    /// does not follow: a template literal (`` ` `` outside a comment line: one may span
    /// lines, and a line of it that starts with `//` is text), a block comment (`/*`), or a
    /// line ending in `\` (a string continued on the next line).
    ///
    /// A text whose every character is one Unicode scalar is done on its UTF-8 bytes (``ASCIIText``
    /// says why that gives the same answer; U+1FEF, which stands for `` ` ``, goes the slow way), one
    /// pass over them: `contains` here was Foundation's `range(of:)` in UTF-16, 9% of a one-board
    /// build's CPU (issue 17). Any other text goes by `Character` as before.
    static func script(_ text: String) -> String {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
        guard isASCII || !text.unicodeScalars.contains("\u{1FEF}") && text.count == text.unicodeScalars.count
        else { return scriptByCharacter(text) }
        let c = Array(text.utf8)
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), cr = UInt8(ascii: "\r"), slash = UInt8(ascii: "/")
        // Each line's code: from its first byte that is no space or tab to its last that is none of those or `\r`.
        var lines: [Range<Int>] = []
        var start = 0
        for i in 0...c.count where i == c.count || c[i] == UInt8(ascii: "\n") {
            var a = start, b = i
            while a < b, c[a] == space || c[a] == tab { a += 1 }
            while b > a, c[b - 1] == space || c[b - 1] == tab || c[b - 1] == cr { b -= 1 }
            lines.append(a..<b)
            start = i + 1
        }
        func isComment(_ r: Range<Int>) -> Bool { r.count >= 2 && c[r.lowerBound] == slash && c[r.lowerBound + 1] == slash }
        let blockComment = c.indices.dropLast().contains { c[$0] == slash && c[$0 + 1] == UInt8(ascii: "*") }
        let unfollowed = blockComment || lines.contains { r in
            (!r.isEmpty && c[r.upperBound - 1] == UInt8(ascii: "\\"))
                || (!isComment(r) && c[r].contains(UInt8(ascii: "`")))
        }
        if unfollowed { return text }
        var out: [UInt8] = []
        out.reserveCapacity(c.count)
        for r in lines where !r.isEmpty && !isComment(r) {
            out.append(contentsOf: c[r])
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``script(_:)`` by `Character`, for a text where a character is more than one scalar.
    static func scriptByCharacter(_ text: String) -> String {
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
