import Foundation
import Mustache
import Parallel
import Scenario

/// The Mustache templates of the site: those built into the program (``builtIn``, the
/// package's `templates/` when it was built), each replaceable by a file of a `--templates` folder.
///
/// Names: `page`, `figure` (partial), `walkthrough` (partial: the player, in figures and
/// reports), `index`, `report`, `style` (the CSS: shuffleboard.css, and inline in the report),
/// `player` (the player's script, a file of the site and inline in the report). The built-in
/// report places the last two as `{{{styleSheet}}}` and `{{{playerScript}}}` (each rendered in
/// the report's context); a folder's report may still name them as partials, `{{> style}}`.
public struct Templates: Sendable {
    public static let names = ["page", "figure", "walkthrough", "index", "report", "style", "player"]
    /// The parsed templates: at once, or (every one with tags a built-in one parsed ahead) on the first render.
    let parsedLibrary: ParsedLibrary
    var library: MustacheLibrary { parsedLibrary.library }
    /// The templates without a tag (no `{{`: the built-in CSS and script), by name: each renders as
    /// its text (``literalDelimiters(_:)``), so it is not parsed unless another template may include
    /// it (``mayInclude(_:_:)``). Parsing them was most of the templates' parsing, an eighth of a
    /// one-board build's CPU (issue 17): the built-in report takes them as fields (`{{{styleSheet}}}`,
    /// `{{{playerScript}}}`), no longer as partials.
    let literals: [String: String]
    /// Whether the report and figure templates place the stills' shared parts (`{{{sharedHTML}}}`,
    /// ``SharedDrawings``). A `--templates` folder written before them does not: its stills are then
    /// inline whole, as it expects.
    let sharesDrawings: Bool

    /// Parses the templates' texts. `sources` maps a name to (file path, text).
    /// Throws ``Diagnostics`` with the template file, line and column of a syntax error.
    public init(sources: [String: (path: String, text: String)]) throws {
        // Parsed on every processor, the longest first: swift-mustache's parser is quadratic in a
        // template's length for each `{` it meets (it measures what is left of the text), and the
        // CSS and the script are mostly braces: parsing was a fifth of a one-board build's CPU,
        // before its first board (issue 17). The outcome is the same in any order.
        _ = Self.escaping   // registers the content type once, before any thread parses
        let given = Self.names.compactMap { name in sources[name].map { (name, $0.path, $0.text) } }
        let literals = Dictionary(uniqueKeysWithValues: given.filter { Self.literalDelimiters($0.2) != "" }.map { ($0.0, $0.2) })
        let tagged = given.filter { literals[$0.0] == nil }
        // A template without tags is a partial all the same where a template with tags may name it.
        let toParse = given.filter { name, _, _ in
            literals[name] == nil || tagged.contains { Self.mayInclude($0.2, name) }
        }.sorted { $0.2.utf8.count > $1.2.utf8.count }
        // A built-in template's text whose parse was started ahead (``parseBuiltInAhead()``) is
        // taken from there once the others are parsed.
        let ahead = BuiltInParses.shared.isStarted ? toParse.filter { name, _, text in text == Self.shipped[name] } : []
        let own = toParse.filter { name, _, _ in !ahead.contains { $0.0 == name } }
        self.literals = literals
        sharesDrawings = ["report", "figure"].allSatisfy { name in
            sources[name].map { ASCIIText.contains($0.text, "sharedHTML", fallback: { $0.contains("sharedHTML") }) } == true
        }
        // Every template with tags is a built-in one parsed ahead: none can fail (a test parses them
        // all), so nothing is waited for here. The first render waits instead, by when a one-board
        // build has read its board, run it and drawn its pictures: it waited here for 3 of its 16 ms
        // (issue 17).
        if own.isEmpty, Self.names.allSatisfy({ name in literals[name] != nil || ahead.contains { $0.0 == name } }) {
            parsedLibrary = ParsedLibrary(later: {
                MustacheLibrary(templates: Dictionary(uniqueKeysWithValues: ahead.map { name, path, text in
                    switch BuiltInParses.shared.parse(name) ?? Self.parse(text, path: path) {
                    case .success(let template): return (name, template)
                    case .failure(let problem): preconditionFailure("a built-in template does not parse: \(problem)")
                    }
                }))
            })
            return
        }
        try Self.checkIncludes(toParse.map { (name: $0.0, path: $0.1, text: $0.2) })
        var parsed = Parallel.map(own, jobs: Parallel.processorCount) { name, path, text in
            (name, Self.parse(text, path: path))
        }
        for (name, path, text) in ahead {
            switch BuiltInParses.shared.parse(name) {
            case .success(let template)?: parsed.append((name, .success(template)))
            default: parsed.append((name, Self.parse(text, path: path)))   // a failure names its own path
            }
        }
        let byName = Dictionary(parsed, uniquingKeysWith: { a, _ in a })
        var templates: [String: MustacheTemplate] = [:]
        var problems: [Diagnostic] = []
        for name in Self.names {
            switch byName[name] {
            case nil where literals[name] != nil: break
            case nil:
                problems.append(Diagnostic("missing template '\(name).mustache'",
                                           at: SourcePosition(file: "templates", line: 1, column: 1)))
            case .success(let template)?: templates[name] = template
            case .failure(let problem)?: problems.append(problem)
            }
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
        parsedLibrary = ParsedLibrary(MustacheLibrary(templates: templates))
    }

    /// How deeply a template's sections (`{{#…}}`, `{{^…}}`, `{{$…}}`, `{{<…}}`) may nest: the
    /// library's parser and renderer recurse once per level (the built-in templates need 4).
    public static let nestingLimit = 64
    /// How many tags one template may have. The library's parser measures what is left of the text
    /// at each tag (linear time), so a template's parse costs about its tags times its length: 1,000
    /// tags in a 1 MiB template took 2.8 s, 10,000 took 13 s (issue 29). The built-in templates
    /// have at most 162; the bytes are bounded by `BoardLimits.templateBytes` when read.
    public static let tagLimit = 2_000

    /// Refuses, before any is parsed, templates that would make the library recurse without end:
    /// sections nested past ``nestingLimit``, a partial named by a value (`{{>*name}}`: a value
    /// may name the template itself), and templates that include themselves, directly or through
    /// others, in a section or not (`{{> page}}` in page.mustache, or figure and report naming
    /// each other). A Mustache partial may recur legitimately only over data that ends (a tree);
    /// no context of the site holds a value of its own kind, so here every such render recurses
    /// until the stack overflows (SIGSEGV, issue 29). A bound on the depth instead would need a
    /// hook the library does not have, and would fail while rendering, not where the file says it.
    /// Each cycle is named once, at the tag of its first template read from a `--templates` folder.
    static func checkIncludes(_ templates: [(name: String, path: String, text: String)]) throws {
        var problems: [Diagnostic] = []
        var edges: [String: [TemplateTags.Include]] = [:]
        let known = Set(templates.map(\.name))
        for (name, path, text) in templates {
            let tags = TemplateTags(text, nestingLimit: Self.nestingLimit, tagLimit: Self.tagLimit)
            if let at = tags.tooMany {
                problems.append(Diagnostic("the template has \(tags.count) tags, over the limit of \(Self.tagLimit) "
                                           + "tags per template (see docs/limits.md)",
                                           at: SourcePosition(file: path, line: at.line, column: at.column)))
                continue
            }
            if let at = tags.tooDeep {
                problems.append(Diagnostic("sections nested \(Self.nestingLimit + 1) deep exceed the limit of "
                                           + "\(Self.nestingLimit) levels of nesting per template (see docs/limits.md)",
                                           at: SourcePosition(file: path, line: at.line, column: at.column)))
                continue
            }
            if let at = tags.emptySection {
                problems.append(Diagnostic("a section of nothing but blanks, under a one-character start delimiter, "
                                           + "cannot be read; put something in it, or set a longer delimiter",
                                           at: SourcePosition(file: path, line: at.line, column: at.column)))
                continue
            }
            if let dynamic = tags.includes.first(where: \.dynamic) {
                problems.append(Diagnostic("template '\(name)' names a partial by a value ('*\(dynamic.name)'), which "
                                           + "may be the template itself; write the partial's own name",
                                           at: SourcePosition(file: path, line: dynamic.line, column: dynamic.column)))
                continue
            }
            edges[name] = tags.includes.filter { known.contains($0.name) }
        }
        let paths = Dictionary(templates.map { ($0.name, $0.path) }, uniquingKeysWith: { a, _ in a })
        var named: [Set<String>] = []
        for name in Self.names where paths[name].map({ $0 != Self.builtInPath(name) }) == true {
            guard let cycle = Self.shortestCycle(from: name, edges), !named.contains(Set(cycle.map(\.name))) else { continue }
            named.append(Set(cycle.map(\.name)))
            let first = cycle[0]
            let trail = (cycle.map(\.name) + [name]).joined(separator: " → ")
            problems.append(Diagnostic("template '\(name)' includes itself (\(trail))",
                                       at: SourcePosition(file: paths[name] ?? name, line: first.include.line,
                                                          column: first.include.column)))
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
    }

    /// The shortest way from template `start` back to it: each template on the way with the tag
    /// that leads on from it (its first naming the next); nil if there is none.
    static func shortestCycle(from start: String, _ edges: [String: [TemplateTags.Include]])
        -> [(name: String, include: TemplateTags.Include)]? {
        var cameFrom: [String: (name: String, include: TemplateTags.Include)] = [:]
        var queue = [start], next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            for include in edges[name] ?? [] {
                if include.name == start {
                    var way = [(name: name, include: include)]
                    while way[0].name != start, let back = cameFrom[way[0].name] { way.insert(back, at: 0) }
                    return way
                }
                guard cameFrom[include.name] == nil, include.name != start else { continue }
                cameFrom[include.name] = (name, include)
                queue.append(include.name)
            }
        }
        return nil
    }

    /// Whether template text `text` may include the template `name` (as a partial, `{{> name}}`,
    /// or a parent, `{{< name}}`): an over-approximation, so that a false answer is certain. True
    /// when a `{{` followed by `>` or `<`, then whitespace, is followed by `*` (a dynamic name) or by
    /// a name that starts with `name`, and whenever the text sets other delimiters (`{{=`). Read on
    /// UTF-8 bytes: every byte of a non-ASCII scalar is skipped as whitespace would be, so that
    /// every tag the library reads by `Character` (partial names are ASCII) is found here.
    static func mayInclude(_ text: String, _ name: String) -> Bool {
        let b = Array(text.utf8), n = Array(name.utf8)
        let open = UInt8(ascii: "{")
        var i = 0
        while i + 2 < b.count {
            defer { i += 1 }
            guard b[i] == open, b[i + 1] == open else { continue }
            let sigil = b[i + 2]
            if sigil == UInt8(ascii: "=") { return true }
            guard sigil == UInt8(ascii: ">") || sigil == UInt8(ascii: "<") else { continue }
            var j = i + 3
            while j < b.count, (0x09...0x0D).contains(b[j]) || b[j] == 0x20 || b[j] >= 0x80 { j += 1 }
            if j < b.count, b[j] == UInt8(ascii: "*") { return true }
            var k = 0
            while k < n.count, j + k < b.count, b[j + k] == n[k] { k += 1 }
            if k == n.count { return true }
        }
        return false
    }

    /// One template's text parsed, or the diagnostic of its syntax error (file `path`, its line and column).
    ///
    /// swift-mustache's parser measures what is left of the text (`String.distance`, linear) at
    /// each Character that may start a tag and at each tag's end: a large text of many `{` took
    /// quadratic time (a style sheet of one tag: 3.9 s at 373 KB, 7.1 s with denser rules; issue
    /// 29). So a text read under the library's delimiters (``TemplateTags``: it sets none of its
    /// own) is handed over with each tag's `{{` written `\u{1}{`, and a first line that makes
    /// `\u{1}{` the start delimiter: the parser then stops only at tags, and reads the same tags,
    /// in the same places, as in the text as written. Its syntax errors name the same line and
    /// column (a line is added before the text, and taken off again).
    ///
    /// A text of fewer than `markingFrom` braces outside `{{` (every built-in one has none) is
    /// handed over as written: the library's cost there is its cost per tag.
    static func parse(_ text: String, path: String, markingFrom: Int = 256) -> Result<MustacheTemplate, Diagnostic> {
        let literal = Self.literalDelimiters(text)
        if literal.isEmpty, Self.loneBraces(text, upTo: markingFrom) >= markingFrom, !text.unicodeScalars.contains("\u{1}") {
            let tags = TemplateTags(text)
            if !tags.setsDelimiters {
                var marked = ""
                marked.reserveCapacity(text.utf8.count + 64)
                var from = text.startIndex
                for start in tags.starts {
                    marked += text[from..<start]
                    marked += "\u{1}"
                    from = text.index(after: start)
                }
                if let overflow = tags.overflow {   // a last `{`: refused at the same place
                    marked += text[from..<overflow]
                    marked += "\u{1}"
                    from = text.index(after: overflow)
                }
                marked += text[from...]
                let result = parse(marked, prefix: Self.markedPrefix, path: path)
                // A walk that stopped where the library went on would have left tags unmarked.
                if case .success = result, !tags.complete { return parse(text, prefix: Self.escaping, path: path) }
                return result
            }
        }
        return parse(text, prefix: Self.escaping + literal, path: path)
    }

    /// The `{` bytes of `text` next to no other `{`, counted up to `limit`.
    static func loneBraces(_ text: String, upTo limit: Int) -> Int {
        var count = 0, run = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") {
                run += 1
                continue
            }
            if run == 1 {
                count += 1
                if count >= limit { return count }
            }
            run = 0
        }
        return run == 1 ? count + 1 : count
    }

    /// What ``parse(_:path:markingFrom:)`` puts before a text whose tags start with `\u{1}{`: a tag that sets
    /// the delimiters, alone on its line (so the line is dropped), then ``escaping`` as a text of
    /// the library's delimiters has it.
    static let markedPrefix = "{{=\u{1}{ }}=}}\n\u{1}" + Self.escaping.dropFirst()

    /// `text` parsed after `prefix`, whose lines but its last are taken off a syntax error's line.
    private static func parse(_ text: String, prefix: String, path: String) -> Result<MustacheTemplate, Diagnostic> {
        let lastLine = prefix.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        let extraLines = prefix.count { $0 == "\n" }
        do {
            return .success(try MustacheTemplate(string: prefix + text))
        } catch let error as MustacheTemplate.ParserError {
            let line = max(1, error.context.lineNumber - extraLines)
            let column = error.context.columnNumber - (line == 1 ? lastLine.count : 0)
            var text = error.context.line
            if line == 1, text.hasPrefix(lastLine) { text.removeFirst(lastLine.count) }
            if prefix == Self.markedPrefix { text = text.replacingOccurrences(of: "\u{1}", with: "{") }
            return .failure(Diagnostic(
                "template syntax: \(Self.describe(error.error)) in '\(text.trimmingWhitespace)'",
                at: SourcePosition(file: path, line: line, column: max(1, column))))
        } catch {
            return .failure(Diagnostic("template syntax: \(error)", at: SourcePosition(file: path, line: 1, column: 1)))
        }
    }

    /// For a text without `{{` (a template of no tag: the CSS, the script), a set-delimiter tag that
    /// makes U+0001 start a tag, so that the parser stops at no `{`; else "". Such a text renders as
    /// itself either way (no `{{`, so no tag, so no other delimiter set), but swift-mustache's parser
    /// measures the rest of the text at each character that may start a tag, and the CSS and the
    /// script are full of braces: they took most of the parsing, a fifth of a one-board build's CPU
    /// (issue 17). Two tags on the first line, before its text, are not standalone: they leave nothing.
    /// A text ending in `{` keeps the library's delimiters: the library finds a syntax error there.
    ///
    /// `{{` is looked for in the bytes, whatever the text: where a mark joins the second `{` the
    /// bytes hold `{{` and the library's characters do not, and such a text is parsed under the
    /// library's delimiters, where it has no tag either (comparing characters, for texts outside
    /// ASCII, walked every template's characters at each build).
    static func literalDelimiters(_ text: String) -> String {
        mayHaveTags(text) || text.hasSuffix("{") || text.unicodeScalars.contains("\u{1}") ? "" : "{{=\u{1}( )\u{1}=}}"
    }

    /// Whether the bytes of `text` hold `{{`: false means it has no tag.
    static func mayHaveTags(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") && previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// Put before every template: `{{x}}` escapes with ``Escape/xml(_:)`` (scalar by scalar)
    /// instead of the library's default, which compares whole Characters and so leaves a
    /// quote alone when a combining mark follows it (`"\u{301} onload=…` would end an
    /// attribute and start another).
    static let escaping: String = {
        MustacheContentTypes.register(EscapedHTML(), named: "SHUFFLEBOARD_HTML")
        return "{{% CONTENT_TYPE: SHUFFLEBOARD_HTML}}"
    }()

    /// Renders template `name` with `context` (a ``ContextBox`` of it, its names read once: see
    /// Contexts+Lookup.swift). A template without tags (``literals``) is its text.
    func render(_ context: some TemplateContext, _ name: String) -> String {
        if let text = literals[name] { return text }
        return library.render(ContextBox(context), withTemplate: name) ?? ""
    }

    static func describe(_ error: Error) -> String {
        // The library's reader runs out of text: in a tag, or at a last `{` it compares with `{{`.
        if "\(error)" == "overflow" { return "the text ends inside a tag, or with a '{' that would start one" }
        guard let e = error as? MustacheTemplate.Error else { return "\(error)" }
        switch e {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is never closed"
        case .invalidSetDelimiter: return "badly formed set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform is applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "illegal tag inside an inheritance section"
        case .textInsideInheritSection: return "text inside an inheritance section"
        case .invalidConfigVariableSyntax: return "badly formed configuration tag"
        case .unrecognisedConfigVariable: return "unknown configuration variable"
        }
    }
}

/// A ``Templates``' parsed library, or how to get it: made once, on the first thread that asks.
final class ParsedLibrary: @unchecked Sendable {
    private let lock = NSLock()
    private var made: MustacheLibrary?
    private var make: (@Sendable () -> MustacheLibrary)?

    init(_ library: MustacheLibrary) { made = library }

    init(later make: @escaping @Sendable () -> MustacheLibrary) { self.make = make }

    /// Whether the library is still to be made (for tests).
    var isPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return made == nil
    }

    var library: MustacheLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let library = make!()
        made = library
        make = nil
        return library
    }
}

/// HTML/XML text and attribute values (quoted either way), escaped by Unicode scalar.
struct EscapedHTML: MustacheContentType {
    func escapeText(_ text: String) -> String { Escape.xml(text) }
}

extension String {
    var trimmingWhitespace: String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
