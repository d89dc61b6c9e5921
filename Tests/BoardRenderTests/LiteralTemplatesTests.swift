import Foundation
import Mustache
import Parallel
import Scenario
import Testing
@testable import BoardRender

/// A template without tags (the built-in CSS and script) is its text: it is parsed only where
/// another template may include it (``Templates/literals``, ``Templates/mayInclude(_:_:)``).
@Suite struct LiteralTemplatesTests {
    @Test func theBuiltInStyleAndPlayerAreNotParsed() throws {
        let templates = try Templates()
        #expect(Set(templates.literals.keys) == ["style", "player"])
        #expect(templates.library.getTemplate(named: "style") == nil)
        #expect(templates.library.getTemplate(named: "player") == nil)
        #expect(templates.library.getTemplate(named: "walkthrough") != nil)
        // Rendered, each is its compacted text, as the library rendered it.
        let style = try #require(Templates.shipped["style"])
        #expect(templates.render(NoContext(), "style") == style)
        #expect(try Templates.parse(style, path: "style").get().render(TemplateText("")) == style)
    }

    /// The report of a folder written before the fields (`{{> style}}`, `{{> player}}`) gives what
    /// the built-in report gives: the partials are parsed because it names them.
    @Test func aReportThatNamesThemAsPartialsStillGetsThem() throws {
        let builtIn = try #require(Templates.builtIn["report"])
        #expect(builtIn.contains("<style>\n{{{styleSheet}}}</style>"))
        let old = builtIn.replacingOccurrences(of: "<style>\n{{{styleSheet}}}</style>", with: "<style>\n{{> style}}\n</style>")
            .replacingOccurrences(of: "<script>\n{{{playerScript}}}</script>", with: "<script>\n{{> player}}\n</script>")
        #expect(old != builtIn)
        let oldTemplates = try Templates(overriding: ["report": ("mine/report.mustache", old)])
        #expect(oldTemplates.library.getTemplate(named: "style") != nil)
        #expect(oldTemplates.library.getTemplate(named: "player") != nil)
        var report = ReportContext.sample
        let templates = try Templates()
        report.styleSheet = templates.render(report, "style")
        report.playerScript = templates.render(report, "player")
        let new = templates.render(report, "report")
        #expect(new.contains("<style>\n" + (Templates.shipped["style"] ?? "?") + "</style>"))
        #expect(oldTemplates.render(report, "report") == new)
    }

    /// A folder's style with tags is rendered in the report's context, as the partial was.
    @Test func aStyleWithTagsIsRenderedInTheReportsContext() throws {
        let templates = try Templates(overriding: ["style": ("mine/style.mustache", "/* {{title}} */\n")])
        #expect(templates.literals["style"] == nil)
        #expect(templates.render(ReportContext.sample, "style") == "/* title */\n")
    }

    @Test func whatMayIncludeATemplate() {
        for text in ["{{> style}}", "{{>style}}", "{{>\n\tstyle }}", "{{< style}}{{/style}}", "{{>*name}}",
                     "{{> *name}}", "{{<*name}}{{/name}}", "{{=<% %>=}}<%> style%>", "a {{> styles}}",
                     "{{>\u{A0}style}}"] {
            #expect(Templates.mayInclude(text, "style"), "\(text.debugDescription)")
        }
        for text in ["<style>{{x}}</style>", "{{> walkthrough}}", "{{! > style}}", "{{#style}}{{/style}}",
                     "{{{styleSheet}}}", "{ {> style}}", "{{> styl}}", "{{"] {
            #expect(!Templates.mayInclude(text, "style"), "\(text.debugDescription)")
        }
        // The built-in templates name neither.
        for (name, text) in Templates.builtIn {
            #expect(!Templates.mayInclude(text, "style") && !Templates.mayInclude(text, "player"), "\(name)")
        }
    }

    @Test func aTextWithoutTagsRendersAsItself() throws {
        // Each is tag-less (no "{{", not ending in "{"): the library renders it as itself, under
        // its own delimiters or the library's, which is what `render` returns without parsing it.
        for text in ["\nstarts with a line break", "  \n  {\n}", "a\r\nb\r\n", "x {\u{301}", "}}", "", "\n"] {
            #expect(Templates.literalDelimiters(text) != "", "\(text.debugDescription)")
            #expect(try Templates.parse(text, path: "t").get().render(TemplateText("")) == text, "\(text.debugDescription)")
            let templates = try Templates(overriding: ["index": ("mine/index.mustache", text)])
            #expect(templates.literals["index"] == text)
            #expect(templates.render(NoContext(), "index") == text)
        }
    }
}

/// The built-in templates parsed ahead (``Templates/parseBuiltInAhead()``, as `build` and `render`
/// start it before reading their arguments) are the templates parsed in place.
@Suite struct BuiltInParsesTests {
    @Test func theTemplatesParsedAheadRenderAsThoseParsedInPlace() throws {
        Templates.parseBuiltInAhead()
        #expect(BuiltInParses.shared.isStarted)
        let tagged = Templates.shipped.filter { Templates.literalDelimiters($0.value) == "" }
        #expect(Set(tagged.keys) == ["page", "figure", "walkthrough", "index", "report"])
        let library = MustacheLibrary(templates: try tagged.mapValues { try Templates.parse($0, path: "x").get() })
        let ahead = MustacheLibrary(templates: try tagged.keys.reduce(into: [:]) { templates, name in
            templates[name] = try #require(BuiltInParses.shared.parse(name)).get()
        })
        #expect(BuiltInParses.shared.parse("style") == nil)   // no tags: never parsed
        let samples: [(String, ContextBox)] = [
            ("report", ContextBox(ReportContext.sample)), ("figure", ContextBox(FigureContext.sample)),
            ("index", ContextBox(IndexContext.sample)), ("page", ContextBox(PageContext.sample))]
        for (name, box) in samples {
            let rendered = library.render(box, withTemplate: name)
            #expect(rendered?.isEmpty == false)
            #expect(ahead.render(box, withTemplate: name) == rendered, "\(name)")
        }
        // And Templates takes them: a build renders the same report either way.
        #expect(try Templates().render(ReportContext.sample, "report") == library.render(ContextBox(ReportContext.sample), withTemplate: "report"))
    }

    @Test func templatesOfTheBuiltInTextsWaitForTheParsesAtTheirFirstRender() throws {
        Templates.parseBuiltInAhead()
        // Every template with tags is parsed ahead: Templates waits for none of them until it renders.
        let templates = try Templates()
        #expect(templates.parsedLibrary.isPending)
        #expect(templates.render(FigureContext.sample, "figure").isEmpty == false)
        #expect(!templates.parsedLibrary.isPending)
        // A template of a folder's is not a built-in text: all are parsed at once, and its
        // syntax error is thrown then, not at the first render.
        let mine = try Templates(overriding: ["index": ("mine/index.mustache", "<p>{{title}}</p>")])
        #expect(!mine.parsedLibrary.isPending)
        #expect(throws: Diagnostics.self) { try Templates(overriding: ["index": ("mine/index.mustache", "{{#a}}")]) }
    }

    @Test func aPendingLibraryIsMadeOnceWhateverTheThreadsThatAsk() {
        let made = Counter()
        let pending = ParsedLibrary(later: {
            made.add()
            return MustacheLibrary(templates: ["t": try! MustacheTemplate(string: "{{x}}")])
        })
        Parallel.forEach(Array(0..<64), jobs: 8) { _ in _ = pending.library }
        #expect(made.value == 1)
        #expect(!pending.isPending)
    }
}

/// A count that threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

extension LiteralTemplatesTests {
    @Test func braceBytesJoinedByAMarkAreParsedAndRenderAsThemselves() throws {
        // The bytes hold "{{", the characters do not ("{" then "{" with U+0301): the text is parsed
        // under the library's delimiters (no U+0001 ones), finds no tag, and is itself.
        let text = "a {{\u{301} b }}"
        #expect(Templates.mayHaveTags(text) && Templates.literalDelimiters(text) == "")
        #expect(try Templates.parse(text, path: "t").get().render(TemplateText("")) == text)
        let templates = try Templates(overriding: ["index": ("mine/index.mustache", text)])
        #expect(templates.literals["index"] == nil)
        #expect(templates.render(NoContext(), "index") == text)
        #expect(!Templates.mayHaveTags("a { { b } }") && Templates.mayHaveTags("{{x}}"))
    }
}
