/// The step stills of a self-contained report (or `shuffleboard render`'s figure), each part
/// drawn once (issue 17).
///
/// A board's stills differ only in what moved: the background, the items that kept their
/// place, the viewport's veil, the data strip's frame are the same lines in every still, and
/// the walkthrough's still (step 0) is step 0's picture again. Inline in one HTML file, each
/// such part is written once, as a `<g id>` in a hidden `<svg><defs>` (``defsHTML``), and
/// every still shows it with `<use href="#id"/>`:
///
/// - a line of a still that recurs, whole, in the same or another still becomes a `<use>`;
/// - a line `<g ATTRS>INNER</g>` whose INNER recurs (an item's card, moved elsewhere: only
///   its `transform` differs) keeps its `<g ATTRS>`, which still places it, around a `<use>`
///   of INNER. The `<use>`'s copy inherits from the `<g>` and the still's `<svg>`, as INNER did.
///
/// Only lines that are whole elements are parts (one top-level element or several, every tag
/// closed on the line; the stills write one or a few elements a line), never the `<svg>`,
/// `<title>` or `<desc>` (the still's own name and description), and never one that holds
/// an id or a reference to one. A part is shared only where that takes fewer bytes than
/// writing it out each time. Replacing every `<use href="#id"/>` by its part's text gives
/// back the stills byte for byte (``expanded(_:)``).
///
/// The ids are the board's (``ElementID/stillPart(board:number:)``), numbered in the order
/// the parts first appear, so the output is the same on every run.
struct SharedDrawings: Sendable {
    /// `<div class="shared-drawings" hidden><svg …><defs>…</defs></svg></div>`, holding every
    /// shared part (a line each); empty when nothing is shared.
    var defsHTML: String
    /// The stills, in the order given, their shared parts replaced by `<use>`.
    var stills: [String]
    /// Each shared part's id and text, in the order of their numbers.
    var parts: [(id: String, text: String)]

    init(_ stills: [String], board: String) {
        // Each line of each still: the part it could be shared as, and what stays around it. A part
        // is numbered when first met (its text hashed once: the lines are hashed once each, not at
        // every question asked of them, which was a tenth of a site build's CPU), and counted,
        // asked about and shared by number. The same text, a whole line here and a group's inside
        // there, is one part. Texts are the same when their bytes are (``Bytes``).
        struct Line {
            var text: Substring
            /// The part: the whole line, or INNER of `<g ATTRS>INNER</g>`; nil if not a part.
            var whole: Int?
            var inner: Substring?
            var innerPart: Int?
        }
        var numbers: [Bytes: Int] = [:]
        var texts: [String] = []
        func number(_ text: String) -> Int {
            if let n = numbers[Bytes(text)] { return n }
            numbers[Bytes(text)] = texts.count
            texts.append(text)
            return texts.count - 1
        }
        var lines: [[Line]] = []
        for still in stills {
            var parsed: [Line] = []
            for text in Self.lines(still) {
                var line = Line(text: text)
                if let part = Self.part(text) {
                    line.whole = number(String(text))
                    line.inner = part.inner
                    line.innerPart = part.inner.map { number(String($0)) }
                }
                parsed.append(line)
            }
            lines.append(parsed)
        }
        var counts = [Int](repeating: 0, count: texts.count)
        for line in lines.joined() { if let whole = line.whole { counts[whole] += 1 } }
        // A group's inside counts where the whole line does not recur (where it does, the line is shared).
        for line in lines.joined() where line.whole.map({ counts[$0] < 2 }) ?? true {
            if let inner = line.innerPart { counts[inner] += 1 }
        }
        // The part a line shows: the whole line when it recurs, else its group's inside.
        var ids = [String?](repeating: nil, count: texts.count)
        // Parts found not worth sharing: they stay so, as parts are added (an id only gets longer).
        var unshared = [Bool](repeating: false, count: texts.count)
        var parts: [(id: String, text: String)] = []
        func use(_ n: Int) -> String? {
            if let id = ids[n] { return "<use href=\"#\(id)\"/>" }
            if unshared[n] { return nil }
            let part = texts[n]
            let id = Escape.xml(ElementID.stillPart(board: board, number: parts.count))  // a board id needs none
            let count = counts[n]
            // Written out `count` times, or once in the defs (`<g id="…">…</g>` and a line feed)
            // and `count` uses.
            let useBytes = "<use href=\"#\(id)\"/>".utf8.count
            let defBytes = "<g id=\"\(id)\"></g>\n".utf8.count + part.utf8.count
            guard count >= 2, count * part.utf8.count > defBytes + count * useBytes else {
                unshared[n] = true
                return nil
            }
            ids[n] = id
            parts.append((id, part))
            return "<use href=\"#\(id)\"/>"
        }
        self.stills = lines.map { still in
            still.map { line -> String in
                if let whole = line.whole, counts[whole] >= 2, let shown = use(whole) { return shown }
                if let inner = line.inner, let n = line.innerPart, let shown = use(n) {
                    return line.text[..<inner.startIndex] + shown + "</g>"
                }
                return String(line.text)
            }.joined(separator: "\n")
        }
        self.parts = parts
        defsHTML = parts.isEmpty ? "" : "<div class=\"shared-drawings\" hidden><svg xmlns=\"http://www.w3.org/2000/svg\" "
            + "aria-hidden=\"true\"><defs>\n" + parts.map { "<g id=\"\($0.id)\">\($0.text)</g>\n" }.joined()
            + "</defs></svg></div>"
    }

    /// A part's text as a key: the same as another when their bytes are, hashed as bytes.
    /// Not String's `==`, which is canonical equivalence: two lines that differ only in how an
    /// accent is written ("é" or "e" and U+0301) were one part, and a still showed the other's
    /// bytes, so ``expanded(_:)`` did not give the stills back byte for byte. And a String that
    /// holds any non-ASCII character (a "≠", a label) is hashed through its normalization, which
    /// was a tenth of a site build's CPU (issue 17).
    struct Bytes: Hashable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (a: Bytes, b: Bytes) -> Bool {
            let x = a.text.utf8, y = b.text.utf8
            guard x.count == y.count else { return false }
            // Byte by byte in the strings' own storage (a dictionary compares every key it finds).
            let same = x.withContiguousStorageIfAvailable { p in
                y.withContiguousStorageIfAvailable { q in
                    for i in 0..<p.count where p[i] != q[i] { return false }
                    return true
                }
            }
            return (same ?? nil) ?? x.elementsEqual(y)
        }

        func hash(into hasher: inout Hasher) {
            let hashed = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
        }
    }

    /// The lines of `still`, as `still.split(separator: "\n", omittingEmptySubsequences: false)`
    /// gives them, found by bytes: a line feed is a character of its own unless a carriage return
    /// comes before it (`\r\n` is one character), so a still without one splits at the same places.
    static func lines(_ still: String) -> [Substring] {
        // The offsets of the line feeds, in one pass; nil at a carriage return.
        let feeds = still.utf8.withContiguousStorageIfAvailable { bytes -> [Int]? in
            var feeds: [Int] = []
            for i in bytes.indices {
                if bytes[i] == UInt8(ascii: "\n") { feeds.append(i) } else if bytes[i] == UInt8(ascii: "\r") { return nil }
            }
            return feeds
        } ?? nil
        guard let feeds else { return still.split(separator: "\n", omittingEmptySubsequences: false) }
        let utf8 = still.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(feeds.count + 1)
        var start = utf8.startIndex
        for feed in feeds {
            let end = utf8.index(utf8.startIndex, offsetBy: feed)
            lines.append(still[start..<end])
            start = utf8.index(after: end)
        }
        lines.append(still[start...])
        return lines
    }

    /// Whether `line` can be a part (``isPart(_:)``) and, if so, its group's inside (``innerOfGroup(_:)``).
    /// A line whose every character is one scalar (every line of the program's stills: their
    /// markup is ASCII, a label rarely holds a combining mark) is read as bytes, in one pass,
    /// with the answer those two give (``ASCIIText``); any other through them.
    static func part(_ line: Substring) -> (whole: Substring, inner: Substring?)? {
        guard let found = ASCIIText.withBytes(line, asciiPart) else {
            return isPart(line) ? (line, innerOfGroup(line)) : nil
        }
        guard let inner = found else { return nil }
        guard let inner else { return (line, nil) }
        let utf8 = line.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: inner.lowerBound)
        return (line, line[start..<utf8.index(start, offsetBy: inner.count)])
    }

    /// ``isPart(_:)`` and ``innerOfGroup(_:)`` of a line's bytes (one scalar a character): nil when it is not a part,
    /// else the byte offsets of its group's inside (nil when it has none).
    static func asciiPart(_ line: UnsafeBufferPointer<UInt8>) -> Range<Int>?? {
        func starts(_ prefix: StaticString) -> Bool { ASCIIText.matches(line, at: 0, prefix) }
        guard starts("<"), !starts("<svg"), !starts("</"), !starts("<title"), !starts("<desc"),
              !holdsIDOrReference(line),
              let depths = asciiDepths(line), depths.tags > 0, depths.last == 0 else { return nil }
        // innerOfGroup: `<g ATTRS>INNER</g>`, its first tag open until the last (every depth before
        // the last above 0), INNER not empty.
        guard starts("<g ") || starts("<g>"), ASCIIText.matches(line, at: line.count - 4, "</g>"),
              let open = line.firstIndex(of: UInt8(ascii: ">")), line[open - 1] != UInt8(ascii: "/"),
              depths.openUntilLast else { return .some(nil) }
        let inner = (open + 1)..<(line.count - 4)
        return .some(inner.isEmpty ? nil : inner)
    }

    /// Whether a line's bytes hold ` id="`, `href=` or `url(`: ``isPart(_:)``'s three questions
    /// asked in one pass over the line, not three.
    static func holdsIDOrReference(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in line.indices {
            switch line[i] {
            case UInt8(ascii: " "): if ASCIIText.matches(line, at: i, " id=\"") { return true }
            case UInt8(ascii: "h"): if ASCIIText.matches(line, at: i, "href=") { return true }
            case UInt8(ascii: "u"): if ASCIIText.matches(line, at: i, "url(") { return true }
            default: break
            }
        }
        return false
    }

    /// ``depths(_:)`` of a line's bytes (one scalar a character), told by what its callers ask: how many tags, the
    /// depth after the last, and whether every depth before the last is above 0.
    static func asciiDepths(_ text: UnsafeBufferPointer<UInt8>) -> (tags: Int, last: Int, openUntilLast: Bool)? {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        var depth = 0, tags = 0, openUntilLast = true
        var i = 0
        while i < text.count {
            guard text[i] == lt else { i += 1; continue }
            let start = i
            var end = start + 1
            while end < text.count && text[end] != gt { end += 1 }
            guard end < text.count else { return nil }
            if tags > 0 && depth <= 0 { openUntilLast = false }   // the depth after the tag before
            let second = text[start + 1]   // a byte of the tag: `end` > `start`
            if second == slash {
                depth -= 1
            } else if second == UInt8(ascii: "!") || second == UInt8(ascii: "?") {
                return nil
            } else if !(end - 1 > start && text[end - 1] == slash) {
                depth += 1
            }
            if depth < 0 { return nil }
            tags += 1
            i = end + 1
        }
        return (tags, depth, openUntilLast)
    }

    /// Whether a line of a still can be a part: whole elements, every tag closed on the line,
    /// not the still's `<svg>`, `<title>` or `<desc>`, holding no id and no reference to one.
    static func isPart(_ line: Substring) -> Bool {
        guard line.hasPrefix("<"), !line.hasPrefix("<svg"), !line.hasPrefix("</"),
              !line.hasPrefix("<title"), !line.hasPrefix("<desc"),
              !line.contains(" id=\""), !line.contains("href="), !line.contains("url(") else { return false }
        return depths(line)?.last == 0
    }

    /// INNER of a line `<g ATTRS>INNER</g>` that is one group, INNER being whole elements.
    static func innerOfGroup(_ line: Substring) -> Substring? {
        guard line.hasPrefix("<g ") || line.hasPrefix("<g>"), line.hasSuffix("</g>"),
              let open = line.firstIndex(of: ">"), line[line.index(before: open)] != "/",
              let depths = depths(line), depths.dropLast().allSatisfy({ $0 > 0 }) else { return nil }
        let inner = line[line.index(after: open)..<line.index(line.endIndex, offsetBy: -4)]
        return inner.isEmpty ? nil : inner
    }

    /// The depth of nesting after each tag of `text`, or nil when a tag closes what is not open
    /// or is not an element's (`<!--`, `<?`). The program's text holds `<` and `>` only in tags
    /// (``Escape/xml(_:)``).
    static func depths(_ text: Substring) -> [Int]? {
        var depth = 0
        var out: [Int] = []
        var rest = text[...]
        while let start = rest.firstIndex(of: "<") {
            guard let end = rest[start...].firstIndex(of: ">") else { return nil }
            let tag = rest[start...end]
            if tag.hasPrefix("</") {
                depth -= 1
            } else if tag.hasPrefix("<!") || tag.hasPrefix("<?") {
                return nil
            } else if !tag.hasSuffix("/>") {
                depth += 1
            }
            if depth < 0 { return nil }
            out.append(depth)
            rest = rest[rest.index(after: end)...]
        }
        return out
    }

    /// `text` with every `<use href="#id"/>` of these parts replaced by the part: the stills as drawn.
    func expanded(_ text: String) -> String {
        var out = text
        // A part holds no `<use>` (the stills have none), so one pass per part does it.
        for part in parts {
            out = out.replacingOccurrences(of: "<use href=\"#\(part.id)\"/>", with: part.text)
        }
        return out
    }
}
