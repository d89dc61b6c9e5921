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

    /// The run-copying pass (``SVGHooks/stripped(_:)``) gives the bytes the byte-by-byte one it
    /// replaced gave (``byteByByte(_:)``, kept here as the oracle), on texts made of the pieces the
    /// pass reads: tags, both quotes, the marker, `=`, `/`, spaces, text outside ASCII, cut anywhere.
    @Test func strippingByRunsGivesTheBytesOfStrippingByBytes() {
        let pieces = ["<", ">", "\"", "'", " data-", " data-x=\"1\"", " data-y='2'", "=", "/", " ", "x", "é", "≠",
                      "<g", " id=\"v\"", "</g>", "data-", " metadata-z=\"3\""]
        var random = SplitMix64(seed: 30)
        for _ in 0..<5_000 {
            let svg = (0..<random.int(0...24)).map { _ in pieces[random.below(pieces.count)] }.joined()
            #expect(SVGHooks.stripped(svg) == Self.byteByByte(svg), "\(svg)")
        }
        let walkthrough = WalkthroughSVG.render(threeItemRun([.press(.item("A")), .move(to: .item("B"), ticks: 15), .release]))
        #expect(walkthrough.contains(" data-"))
        #expect(SVGHooks.stripped(walkthrough) == Self.byteByByte(walkthrough))
    }

    /// ``SVGHooks/stripped(_:)`` as it was before it copied runs: a byte at a time.
    static func byteByByte(_ svg: String) -> String {
        let marker = Array(" data-".utf8)
        let bytes = Array(svg.utf8)
        let n = bytes.count
        var out: [UInt8] = []
        var i = 0
        var inTag = false
        var quote: UInt8 = 0
        while i < n {
            let b = bytes[i]
            if quote != 0 {
                if b == quote { quote = 0 }
            } else if !inTag {
                if b == UInt8(ascii: "<") { inTag = true }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                inTag = false
            } else if b == marker[0] && i + marker.count <= n && bytes[i..<(i + marker.count)].elementsEqual(marker) {
                var j = i + marker.count
                while j < n, bytes[j] != UInt8(ascii: "="), bytes[j] != UInt8(ascii: " "),
                      bytes[j] != UInt8(ascii: ">"), bytes[j] != UInt8(ascii: "/") { j += 1 }
                if j < n && bytes[j] == UInt8(ascii: "=") && j + 1 < n
                    && (bytes[j + 1] == UInt8(ascii: "\"") || bytes[j + 1] == UInt8(ascii: "'")) {
                    let q = bytes[j + 1]
                    j += 2
                    while j < n && bytes[j] != q { j += 1 }
                    j += 1
                }
                i = j
                continue
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
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
                #expect(withHooks.map(\.path) == without.map(\.path))
                #expect(hooked.templates.render(figureWith, "figure") == plain.templates.render(figureWithout, "figure"))
                for ((name, a), (_, b)) in zip(withHooks.texts, without.texts) where name.hasSuffix(".svg") {
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
