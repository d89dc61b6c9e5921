import Foundation
import Scenario
import TestSupport
import Testing
@testable import BoardRender
#if canImport(FoundationXML)
import FoundationXML
#endif

/// SVG files drop their `data-*` attributes (``SVGHooks``) unless `build --hooks`: nothing else
/// of them may change, and pages keep them.
@Suite struct SVGHooksTests {
    @Test func theDataAttributesOfTagsGoAndNothingElse() {
        // Each with the space before it; a self-closing tag and a value in single quotes too.
        #expect(SVGHooks.stripped("<g data-item=\"B\" transform=\"translate(1,2)\"><use href=\"#c\"/></g>")
            == "<g transform=\"translate(1,2)\"><use href=\"#c\"/></g>")
        #expect(SVGHooks.stripped("<rect width=\"2\" data-viewport=\"\"/>") == "<rect width=\"2\"/>")
        #expect(SVGHooks.stripped("<g data-a='x' data-b=\"y\" fill=\"#123\">") == "<g fill=\"#123\">")
        // Text is not a tag; a value holding the marker is a value.
        #expect(SVGHooks.stripped("<desc> data-item=\"B\" </desc>") == "<desc> data-item=\"B\" </desc>")
        #expect(SVGHooks.stripped("<g aria-label=' data-x=\"1\"' data-y=\"2\">") == "<g aria-label=' data-x=\"1\"'>")
        // Other names that only start alike stay.
        #expect(SVGHooks.stripped("<g metadata-x=\"1\" data=\"2\">") == "<g metadata-x=\"1\" data=\"2\">")
        #expect(SVGHooks.stripped("") == "")
    }

    /// Every example board's files: with `--hooks` the pages' pictures as they were; without,
    /// the same elements, in the same order, with the same attributes but the `data-*` ones and
    /// the same text, and the pages the same either way.
    @Test func theFilesOfEveryExampleLoseTheirHooksAndNothingElse() throws {
        var hooked = SiteBuilder(templates: try Templates())
        hooked.hooks = true
        let plain = SiteBuilder(templates: try Templates())
        var compared = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path).sorted()
        where file.hasSuffix(".md") {
            let markdown = try String(contentsOf: Fixtures.examples.appendingPathComponent(file), encoding: .utf8)
            for runs in try TraceVariantsTests.runs(markdown, file: "examples/" + file) {
                let (withHooks, figureWith) = hooked.boardFiles(runs[0], others: Array(runs.dropFirst()), dir: "", pageFile: file)
                let (without, figureWithout) = plain.boardFiles(runs[0], others: Array(runs.dropFirst()), dir: "", pageFile: file)
                #expect(withHooks.map(\.0) == without.map(\.0))
                #expect(hooked.templates.render(figureWith, "figure") == plain.templates.render(figureWithout, "figure"))
                for ((name, a), (_, b)) in zip(withHooks, without) where name.hasSuffix(".svg") {
                    #expect(a.contains(" data-"), "\(file) \(name): the hooked file has no hooks")
                    #expect(!Self.elements(b).contains { $0.attributes.contains { $0.name.hasPrefix("data-") } })
                    let expected = Self.elements(a).map { e in
                        Element(name: e.name, attributes: e.attributes.filter { !$0.name.hasPrefix("data-") }, text: e.text)
                    }
                    #expect(Self.elements(b) == expected, "\(file) \(name)")
                    #expect(b.utf8.count < a.utf8.count)
                    compared += 1
                }
            }
        }
        #expect(compared > 50)
    }

    struct Attribute: Equatable { var name: String, value: String }
    struct Element: Equatable { var name: String, attributes: [Attribute], text: String }

    /// The elements of `svg` in document order, read by an XML parser, each with its attributes
    /// (sorted by name: the parser gives them unordered) and the text read until the next element starts.
    static func elements(_ svg: String) -> [Element] {
        final class Reader: NSObject, XMLParserDelegate {
            var elements: [Element] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                let sorted = attributes.map { Attribute(name: $0.key, value: $0.value) }.sorted { $0.name < $1.name }
                elements.append(Element(name: name, attributes: sorted, text: ""))
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if !elements.isEmpty { elements[elements.count - 1].text += string }
            }
        }
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed")
        return reader.elements
    }
}
