import Scenario
import Mustache

/// The Mustache templates of the site: those built into the program (``builtIn``, the
/// package's `templates/` when it was built), each replaceable by a file of a `--templates` folder.
///
/// Names: `page`, `figure` (partial), `walkthrough` (partial: the player, in figures and
/// reports), `index`, `report`, `style` (partial: the CSS),
/// `player` (partial: the player's script, a file of the site and inline in the report).
public struct Templates: Sendable {
    public static let names = ["page", "figure", "walkthrough", "index", "report", "style", "player"]
    let library: MustacheLibrary
    /// Whether the report and figure templates place the stills' shared parts (`{{{sharedHTML}}}`,
    /// ``SharedDrawings``). A `--templates` folder written before them does not: its stills are then
    /// inline whole, as it expects.
    let sharesDrawings: Bool

    /// Parses the templates' texts. `sources` maps a name to (file path, text).
    /// Throws ``Diagnostics`` with the template file, line and column of a syntax error.
    public init(sources: [String: (path: String, text: String)]) throws {
        var templates: [String: MustacheTemplate] = [:]
        var problems: [Diagnostic] = []
        for name in Self.names {
            guard let (path, text) = sources[name] else {
                problems.append(Diagnostic("missing template '\(name).mustache'",
                                           at: SourcePosition(file: "templates", line: 1, column: 1)))
                continue
            }
            do {
                templates[name] = try MustacheTemplate(string: Self.escaping + text)
            } catch let error as MustacheTemplate.ParserError {
                let line = error.context.lineNumber
                let column = error.context.columnNumber - (line == 1 ? Self.escaping.count : 0)
                var text = error.context.line
                if line == 1, text.hasPrefix(Self.escaping) { text.removeFirst(Self.escaping.count) }
                problems.append(Diagnostic(
                    "template syntax: \(Self.describe(error.error)) in '\(text.trimmingWhitespace)'",
                    at: SourcePosition(file: path, line: line, column: max(1, column))))
            } catch {
                problems.append(Diagnostic("template syntax: \(error)",
                                           at: SourcePosition(file: path, line: 1, column: 1)))
            }
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
        library = MustacheLibrary(templates: templates)
        sharesDrawings = ["report", "figure"].allSatisfy { sources[$0]?.text.contains("sharedHTML") == true }
    }

    /// Put before every template: `{{x}}` escapes with ``Escape/xml(_:)`` (scalar by scalar)
    /// instead of the library's default, which compares whole Characters and so leaves a
    /// quote alone when a combining mark follows it (`"\u{301} onload=…` would end an
    /// attribute and start another).
    static let escaping: String = {
        MustacheContentTypes.register(EscapedHTML(), named: "SHUFFLEBOARD_HTML")
        return "{{% CONTENT_TYPE: SHUFFLEBOARD_HTML}}"
    }()

    func render(_ context: Any, _ name: String) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    static func describe(_ error: Error) -> String {
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
