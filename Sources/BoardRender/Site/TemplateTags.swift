/// The tags of one template's text, found as swift-mustache 2.1's parser finds them, without
/// parsing it: which templates it includes (`{{> name}}`, `{{< name}}`) and where, how deeply
/// its sections nest, and where each tag starts. ``Templates`` reads this before the library
/// parses anything, to refuse a template that includes itself (its render would recurse until
/// the stack overflows, issue 29) or nests past ``Templates/nestingLimit`` (the library's parser
/// and renderer recurse once per section), and to hand the library a text it reads in linear
/// time (``Templates/parse(_:path:markingFrom:)``).
///
/// The library reads a text Character by Character: outside a tag, every Character equal to the
/// first of the start delimiter starts a tag if the delimiter follows there; inside a tag it
/// reads what the tag's sigil allows and then the end delimiter. This walk does the same; where
/// the library would refuse a tag it stops (``complete`` is false) and leaves the message to
/// the library. Lines and columns count Characters, as the library's syntax errors do; a line
/// ends at `\n` or `\r\n`.
struct TemplateTags {
    /// A `{{> name}}` or `{{< name}}` tag: `dynamic` for `{{>*name}}`, whose name is a value.
    struct Include: Equatable {
        var name: String
        var dynamic: Bool
        var line: Int
        var column: Int
    }

    private(set) var includes: [Include] = []
    /// Where each tag's start delimiter begins, while the delimiters are the library's (`{{`, `}}`).
    private(set) var starts: [String.Index] = []
    /// Whether the text sets other delimiters (`{{=<% %>=}}`): ``starts`` then ends at that tag.
    private(set) var setsDelimiters = false
    /// Where a lone start delimiter's first Character ends the text (a last `{`): the library
    /// refuses it, for want of the Characters it compares with the delimiter.
    private(set) var overflow: String.Index?
    /// Where sections first nest `nestingLimit + 1` deep (line, column of the opening tag).
    private(set) var tooDeep: (line: Int, column: Int)?
    /// How many tags the text has (set-delimiter tags and comments too), and where the one past
    /// `tagLimit` starts.
    private(set) var count = 0
    private(set) var tooMany: (line: Int, column: Int)?
    /// Where a section with nothing in it (or a line end alone) closes while the start delimiter is
    /// one Character (`{{=| |=}}|#a||/a|`): the library takes its text from two Characters before
    /// the close tag, before the section began, and traps on the range (issue 29's fuzzing).
    private(set) var emptySection: (line: Int, column: Int)?
    /// False when the walk stopped at a tag the library refuses.
    private(set) var complete = true

    init(_ text: String, nestingLimit: Int = .max, tagLimit: Int = .max) {
        var c = Cursor(text)
        var start: String = "{{", end: String = "}}"
        var depth = 0
        var bodies: [String.Index] = []   // where each open section's text begins
        scan: while !c.atEnd {
            guard c.current == start.first else {
                c.step()
                continue
            }
            let tagStart = c.i, line = c.line, column = c.column
            switch c.match(start) {
            case nil:
                if !setsDelimiters { overflow = tagStart }
                complete = false
                break scan
            case false?:
                c.step()
                continue
            case true?:
                break
            }
            if !setsDelimiters { starts.append(tagStart) }
            count += 1
            if count > tagLimit, tooMany == nil { tooMany = (line, column) }
            c.skip(start.count)
            guard let sigil = c.current else { break }   // the library ends there, without a tag
            var ok = true
            switch sigil {
            case "#", "^", "$":
                c.step()
                ok = c.name(end)
                bodies.append(c.i)
                depth += 1
                if depth > nestingLimit, tooDeep == nil { tooDeep = (line, column) }
            case "/":
                if start.count == 1, let body = bodies.last, Self.isBlank(text[body..<tagStart]), emptySection == nil {
                    emptySection = (line, column)
                }
                c.step()
                ok = c.name(end)
                if !bodies.isEmpty { bodies.removeLast() }
                depth -= 1
            case "!":
                c.step()
                ok = c.comment(end)
            case "{":
                c.step()
                ok = c.name(end) && c.current == "}"
                c.step()
            case "&":
                c.step()
                ok = c.name(end)
            case ">":
                c.step()
                c.skipWhitespace()
                var dynamic = false
                if c.current == "*" {
                    dynamic = true
                    c.step()
                }
                let name = c.partialName(end)
                ok = name != nil
                if let name { includes.append(Include(name: name, dynamic: dynamic, line: line, column: column)) }
            case "<":
                c.step()
                c.skipWhitespace()
                let name = c.partialName(end)
                ok = name != nil
                if let name {
                    let dynamic = name.first == "*"
                    includes.append(Include(name: dynamic ? String(name.dropFirst()) : name, dynamic: dynamic,
                                            line: line, column: column))
                }
                bodies.append(c.i)
                depth += 1
                if depth > nestingLimit, tooDeep == nil { tooDeep = (line, column) }
            case "=":
                c.step()
                setsDelimiters = true
                if let (s, e) = c.delimiters(end) {
                    start = s
                    end = e
                } else {
                    ok = false
                }
            case "%":
                c.step()
                ok = c.configuration(end)
            default:
                ok = c.name(end)
            }
            guard ok else {
                complete = false
                break
            }
        }
    }

    /// Whether `text` is at most spaces and tabs and one line end: what the library may take as a
    /// standalone tag's line, leaving a section's text empty.
    static func isBlank(_ text: Substring) -> Bool {
        var rest = text.drop { $0 == " " || $0 == "\t" }
        if let c = rest.first, c.isNewline { rest = rest.dropFirst() }
        return rest.isEmpty
    }

    /// A position in the text, with its line and column.
    private struct Cursor {
        let text: String
        var i: String.Index
        var line = 1
        var column = 1

        init(_ text: String) {
            self.text = text
            i = text.startIndex
        }

        var atEnd: Bool { i == text.endIndex }
        var current: Character? { atEnd ? nil : text[i] }

        mutating func step() {
            guard !atEnd else { return }
            let c = text[i]
            i = text.index(after: i)
            if c == "\n" || c == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        mutating func skip(_ count: Int) {
            for _ in 0..<count { step() }
        }

        /// Whether `string` follows, compared as the library compares it (the next
        /// `string.count` Characters as one string); nil when fewer Characters are left.
        func match(_ string: String) -> Bool? {
            var j = i
            for _ in 0..<string.count {
                guard j < text.endIndex else { return nil }
                j = text.index(after: j)
            }
            return text[i..<j] == string
        }

        /// Reads `string` if it follows; false (and not moved) if not.
        mutating func read(_ string: String) -> Bool {
            guard match(string) == true else { return false }
            skip(string.count)
            return true
        }

        mutating func skipWhitespace() {
            while let c = current, c.isWhitespace { step() }
        }

        mutating func read(while allowed: Set<Character>) -> String {
            let from = i
            while let c = current, allowed.contains(c) { step() }
            return String(text[from..<i])
        }

        /// A variable's or section's name and the end delimiter.
        mutating func name(_ end: String) -> Bool {
            skipWhitespace()
            _ = read(while: Self.nameCharacters)
            skipWhitespace()
            return read(end)
        }

        /// A partial's name and the end delimiter; nil if the delimiter does not follow.
        mutating func partialName(_ end: String) -> String? {
            skipWhitespace()
            let name = read(while: Self.partialNameCharacters)
            skipWhitespace()
            return read(end) ? name : nil
        }

        /// Past the first `end` as the library finds it: a Character unlike the next one of
        /// `end` starts the match over from the following Character.
        mutating func comment(_ end: String) -> Bool {
            let wanted = Array(end)
            var k = 0
            while let c = current {
                if c == wanted[k] {
                    k += 1
                    if k == wanted.count {
                        step()
                        return true
                    }
                } else {
                    k = 0
                }
                step()
            }
            return false
        }

        /// `{{=start end=}}`: the new delimiters, read as the library reads them.
        mutating func delimiters(_ end: String) -> (String, String)? {
            skipWhitespace()
            guard let start = read(until: { $0.isWhitespace }) else { return nil }
            skipWhitespace()
            guard let newEnd = read(until: { $0 == "=" || $0.isWhitespace }) else { return nil }
            skipWhitespace()
            guard current == "=" else { return nil }
            step()
            guard read(end), !start.isEmpty, !newEnd.isEmpty else { return nil }
            return (start, newEnd)
        }

        /// The Characters up to the first that `stop` takes; nil if none does.
        mutating func read(until stop: (Character) -> Bool) -> String? {
            var j = i
            while j < text.endIndex, !stop(text[j]) { j = text.index(after: j) }
            guard j < text.endIndex else { return nil }
            let from = i
            while i < j { step() }
            return String(text[from..<j])
        }

        /// `{{% NAME: VALUE}}`.
        mutating func configuration(_ end: String) -> Bool {
            skipWhitespace()
            let variable = read(while: Self.plainNameCharacters)
            skipWhitespace()
            guard current == ":" else { return false }
            step()
            skipWhitespace()
            let value = read(while: Self.plainNameCharacters)
            skipWhitespace()
            return read(end) && !variable.isEmpty && !value.isEmpty
        }

        // The library's sets of name characters (Template+Parser.swift).
        static let plainNameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
        static let nameCharacters = plainNameCharacters.union("()")
        static let partialNameCharacters = nameCharacters.union("/")
    }
}
