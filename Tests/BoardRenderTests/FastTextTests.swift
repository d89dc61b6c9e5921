import Foundation
import Mustache
import Testing
@testable import BoardRender

/// The one-pass text helpers of issue 17 give the same text as the passes they replace.
@Suite struct FastTextTests {
    @Test func scopingPutsThePrefixAfterEachPatternOnly() {
        // Each of the three patterns once, one at the very end, near misses (" id=" without the
        // quote, "href=\"#" without the leading space, " href=\"" without "#") and text outside ASCII.
        let svg = "<g id=\"v\"><use href=\"#c0\"/><use xlink:href=\"#x\"/><a href=\"x\"/><g clip-path=\"url(#v)\">"
            + "<text data-id=\"no\"> id= é,href=\"#no</text><a x=\"1\" id=\""
        let expected = "<g id=\"b-1.v\"><use href=\"#b-1.c0\"/><use xlink:href=\"#x\"/><a href=\"x\"/><g clip-path=\"url(#b-1.v)\">"
            + "<text data-id=\"no\"> id= é,href=\"#no</text><a x=\"1\" id=\"b-1."
        #expect(ScopedIDs.scope(svg, prefix: "b-1") == expected)
        #expect(WalkthroughSVG.scoped(svg, prefix: "b-1") == expected)
        #expect(ScopedIDs.scope("", prefix: "b") == "")
        #expect(ScopedIDs.scope(" id=\"", prefix: "b") == " id=\"b.")
        #expect(ScopedIDs.scope(" id=", prefix: "b") == " id=")
    }

    @Test func scopingAWalkthroughMatchesTheFoundationPasses() {
        let svg = WalkthroughSVG.render(threeItemRun([.press(.item("A")), .move(to: .item("B"), ticks: 15), .release]))
        #expect(svg.contains(" id=\"") && svg.contains(" href=\"#") && svg.contains(" clip-path=\"url(#"))
        for prefix in ["t", "café-été", "板"] {
            // The oracle: Foundation's three replacements, which the one pass replaced. (It compared
            // with WalkthroughSVG.scoped, which forwards to ScopedIDs.scope: it could not fail.)
            var expected = svg
            for pattern in [" id=\"", " href=\"#", " clip-path=\"url(#"] {
                expected = expected.replacingOccurrences(of: pattern, with: pattern + prefix + ".")
            }
            #expect(ScopedIDs.scope(svg, prefix: prefix) == expected)
            #expect(WalkthroughSVG.scoped(svg, prefix: prefix) == expected)
        }
    }

    @Test func xmlEscapingKeepsPlainTextAndStillEscapesTheRest() {
        // Nothing to escape: the same text back (ASCII, accents, CJK, emoji, U+FFFD itself).
        for plain in ["", "Item 3", "Café crème", "板を動かす", "🧩 done", "bad \u{FFFD} byte"] {
            #expect(!Escape.mayNeedEscaping(plain, specials: true) || plain.contains("\u{FFFD}"))
            #expect(Escape.xml(plain) == plain)
            #expect(Escape.markup(plain) == plain)
        }
        // U+FFFE and U+FFFF (UTF-8 EF BF BE, EF BF BF) and DEL are forbidden; markup keeps <&>.
        #expect(Escape.xml("a\u{FFFE}b\u{FFFF}c\u{7F}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(Escape.markup("<p>a\u{FFFF}</p>") == "<p>a\u{FFFD}</p>")
        #expect(Escape.markup("<p>a & b</p>") == "<p>a & b</p>")
        #expect(Escape.xml("x'y") == "x&#39;y")
        // Text content keeps apostrophes, not double quotes: scoping a page's inlined
        // walkthrough must leave a label reading ` id="b"` as it is.
        #expect(Escape.text("x'y") == "x'y")
        #expect(Escape.text("a id=\"b\"") == "a id=&quot;b&quot;")
        let label = "<text>" + Escape.text("a id=\"b\" href=\"#c\"") + "</text>"
        #expect(ScopedIDs.scope(label, prefix: "board") == label)
        #expect(Escape.mayNeedEscaping("a<b", specials: true))
        #expect(!Escape.mayNeedEscaping("a<b", specials: false))
        #expect(Escape.mayNeedEscaping("a\u{01}b", specials: false))
    }

    @Test func aTemplateWithoutTagsRendersAsItselfUnderItsOwnDelimiters() throws {
        // CSS-like text: braces, a line of only "}", blank lines, a line of only "{", text that
        // looks like a tag's end ("}}"), a first line that starts with text.
        let css = "a { color: red; }\n  }\n\n.b{x:1}}\n{\n{ x }\n}"
        #expect(Templates.literalDelimiters(css) != "")
        #expect(Templates.literalDelimiters("a {{b}}") == "")
        // A text ending in "{" is a syntax error to the library (it reads two characters there):
        // it keeps the library's delimiters, and its error.
        #expect(Templates.literalDelimiters("a {") == "")
        let template = try Templates.parse(css, path: "t.mustache").get()
        #expect(template.render(TemplateText("")) == css)
        // And the result is the same as the library's own parse of the text, delimiters unchanged.
        let plain = try MustacheTemplate(string: Templates.escaping + css)
        #expect(plain.render(TemplateText("")) == css)
    }

    /// A still's lines classified by bytes (``SharedDrawings/part(_:)``) as ``SharedDrawings/isPart(_:)``
    /// and ``SharedDrawings/innerOfGroup(_:)`` classify them, on lines that take each branch.
    @Test func aStillsLinesAreSortedByBytesAsByCharacters() {
        let lines: [Substring] = [
            "<rect width=\"1\"/>", "<g transform=\"translate(1,2)\"><rect/><text>A</text></g>",
            "<g><rect/></g>", "<g></g>", "<g/>", "<g x=\"1\"/></g>", "<g x=\"1\"><rect/></g><rect/>",
            "<g a=\"/\"><rect/></g>", "<g a=\"1\"/><rect/></g>", "<svg width=\"1\">", "</svg>",
            "<title>t</title>", "<desc>d</desc>", "<rect id=\"x\"/>", "<use href=\"#x\"/>",
            "<rect fill=\"url(#x)\"/>", "<g>", "</g>", "<rect/></g>", "<!-- c -->", "<?xml?>", "<rect",
            "text", "", "<>", "<></>", "<text>a > b</text>", "<gx><rect/></gx>", "<g>text</g>",
            "<g\t><rect/></g>", "<text>\u{301}x</text>", "<g a=\"é\"><rect/></g>", "<text>K</text>",
            // One scalar a character (read as bytes), and marks that join a `>` or `<` (not).
            "<text>▶</text><text>0.5 s A lifts</text>", "<g a=\"板\"><text>é</text></g>",
            "<g a=\"1\">\u{301}<rect/></g>", "<g a=\"1\"><rect/>\u{301}</g>", "<\u{301}g><rect/></g>",
            "<g>\u{200D}<rect/></g>", "<rect/>\r\n<rect/>",
        ]
        for line in lines {
            let part = SharedDrawings.part(line)
            #expect((part != nil) == SharedDrawings.isPart(line), "\(line)")
            if part != nil {
                #expect(part?.inner == SharedDrawings.innerOfGroup(line), "\(line)")
                #expect(part?.whole == line)
            }
        }
        // Worked out by hand: a group's inside, a line of one element, a line that is not a part.
        #expect(SharedDrawings.part("<g a=\"1\"><rect/><text>A</text></g>")?.inner == "<rect/><text>A</text>")
        #expect(SharedDrawings.part("<rect/>").map { $0.inner == nil } == true)
        #expect(SharedDrawings.part("<g>") == nil)
        // Lines: split at each line feed, blank lines kept; a still with `\r\n` split by characters.
        for still in ["a\nb\n\nc\n", "", "\n", "a\r\nb\nc", "é\n\u{301}x\n"] {
            #expect(SharedDrawings.lines(still) == still.split(separator: "\n", omittingEmptySubsequences: false))
        }
        #expect(SharedDrawings.lines("a\nb\n\nc\n") == ["a", "b", "", "c", ""])
        #expect(SharedDrawings.lines("a\r\nb\nc") == ["a\r\nb", "c"])
        #expect(ASCIIText.contains("x {{y}}", "{{", fallback: { _ in false }))
        #expect(!ASCIIText.contains("x { y }", "{{", fallback: { _ in true }))
        #expect(ASCIIText.contains("é {{y}}", "{{", fallback: { _ in false }))   // é is one scalar: bytes
        #expect(ASCIIText.contains("e\u{301} {y}", "{{", fallback: { _ in true }))   // a mark: the fallback's answer
        #expect(!ASCIIText.contains("{\u{301}{y}", "{{", fallback: { $0.contains("{{") }))
    }
}
