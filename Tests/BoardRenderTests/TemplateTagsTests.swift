import Foundation
import Mustache
import Scenario
import Testing
import TestSupport
@testable import BoardRender

/// ``TemplateTags`` reads the tags as swift-mustache does, and ``Templates/parse(_:path:)`` hands
/// the library a text whose tags start with `\u{1}{` (issue 29: a large style sheet of one tag
/// parsed in quadratic time): every template must render, and fail, as the text as written does.
@Suite struct TemplateTagsTests {
    /// The text as the library reads it, after what ``Templates`` put first before issue 29: the
    /// content type, and for a text without tags the delimiters that make it its text.
    static func prefix(_ text: String) -> String { Templates.escaping + Templates.literalDelimiters(text) }

    static func direct(_ text: String) -> Result<MustacheTemplate, Error> {
        Result { try MustacheTemplate(string: prefix(text) + text) }
    }

    static var context: [String: Any] {
        ["a": "x<\"y\"", "b": true, "n": false, "list": [["a": "1"], ["a": "2", "b": false]], "empty": [String]()]
    }

    static func render(_ template: MustacheTemplate) -> String {
        let partial = try! MustacheTemplate(string: "[p {{a}}]")
        let library = MustacheLibrary(templates: ["p": partial])
        return template.render(context, library: library)
    }

    /// Pieces a seeded generator joins: text with braces, every kind of tag, lone and unbalanced braces.
    static let pieces = [
        "x", " ", "\n", "\r\n", "  \n", "{", "}", "{}", "}}", ".c{color:red}", "é", "e\u{301}", "{\u{301}",
        "{{a}}", "{{ a }}", "{{{a}}}", "{{&a}}", "{{! c {{ }}", "{{#b}}", "{{/b}}", "{{^n}}", "{{/n}}",
        "{{#list}}", "{{/list}}", "{{> p}}", "{{>p}}\n", "  {{#b}}\n", "{{/b}}\n", "{{a", "{{}}", "{{{a}}",
        "{{% CONTENT_TYPE: TEXT}}", "{{#empty}}", "{{/empty}}", "{{$blk}}", "{{/blk}}", "{{<p}}", "{{/p}}",
        "{{=<% %>=}}", "<%a%>", "\u{1}",
    ]

    @Test func markedTextsRenderAndFailAsTheTextsAsWritten() throws {
        var generator = SplitMix64(seed: 29)
        var compared = 0, failed = 0
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...12, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let ours = Templates.parse(text, path: "t.mustache", markingFrom: 0)
            switch (Self.direct(text), ours) {
            case (.success(let a), .success(let b)):
                #expect(Self.render(a) == Self.render(b), "\(text.debugDescription)")
                compared += 1
            case (.failure(let error as MustacheTemplate.ParserError), .failure(let diagnostic)):
                let line = error.context.lineNumber, column = error.context.columnNumber
                let expected = line == 1 ? column - Self.prefix(text).count : column
                #expect(diagnostic.position.line == line, "\(text.debugDescription)")
                #expect(diagnostic.position.column == max(1, expected), "\(text.debugDescription)")
                failed += 1
            case (let a, let b):
                Issue.record("\(text.debugDescription): library \(a), ours \(b)")
            }
        }
        #expect(compared > 200 && failed > 200)
    }

    @Test func includesAreFoundWhereTheLibraryReadsThem() {
        let tags = TemplateTags("<p>{{> page}}\n{{! {{> no}} }}{{#x}}\n  {{>*dyn}}{{/x}}{{=<% %>=}}<%<index%><%/index%>")
        #expect(tags.includes == [
            .init(name: "page", dynamic: false, line: 1, column: 4),
            .init(name: "dyn", dynamic: true, line: 3, column: 3),
            .init(name: "index", dynamic: false, line: 3, column: 29),   // 2 + 9 + 6 + 11 Characters before it
        ])
        #expect(tags.setsDelimiters && tags.complete)
        #expect(tags.starts.count == 6)   // the tags up to the one that changes the delimiters
    }

    @Test func aLastBraceIsRefusedAtItsPlace() throws {
        let text = "{{a}}\n.c{color:red}\n{"
        let library = try #require(Self.direct(text).failureValue as? MustacheTemplate.ParserError)
        let ours = try #require(Templates.parse(text, path: "t", markingFrom: 0).failureValue)
        #expect(ours.position == SourcePosition(file: "t", line: 3, column: 1))
        #expect(library.context.lineNumber == 3 && library.context.columnNumber == 1)
        #expect(ours.message == "template syntax: the text ends inside a tag, or with a '{' that would start one in '{'")
    }

    @Test func theBuiltInTemplatesIncludeNoneOfThemselves() throws {
        let sources = Templates.names.map { (name: $0, path: Templates.builtInPath($0), text: Templates.builtIn[$0]!) }
        try Templates.checkIncludes(sources)
        #expect(TemplateTags(Templates.builtIn["page"]!).includes.map(\.name) == ["figure"])
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
