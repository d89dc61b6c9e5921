import SitePlan
import Scenario
import BoardFormat
import Foundation
import Testing
@testable import BoardRender
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Labels, titles, notes, ids, prose and file names written to break out: the
/// output stays well-formed, starts no script and keeps its structure.
/// (The browser test loads the same kind of input from Tests/Fixtures/hostile/.)
@Suite struct HostileInputTests {
    /// Text meant to end an attribute, open a tag or a CDATA section, or hide in
    /// a grapheme cluster (`"` + U+0301 is one Character but two scalars).
    static let payloads = [
        "<script>window.__pwned=1</script>",
        "\"><svg onload=window.__pwned=2>",
        "'><img src=x onerror=window.__pwned=3>",
        "\"\u{301} onload=window.__pwned=4 x=\"",
        "'\u{301} onload=window.__pwned=5 x='",
        "<\u{301}script>window.__pwned=6</script>",
        "]]><![CDATA[",
        "&amp; &#x3c; &",
        "\u{1}\u{2}\u{7}\u{1B}\u{7F}\u{0}",
        "\u{202E}RTL \u{200B}zw 🧨👩‍👩‍👧",
        "javascript:window.__pwned=7",
        "\u{FFFE}\u{FFFF}",
    ]

    /// YAML double-quoted form of a payload.
    static func yaml(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value >= 0xFFFE && scalar.value <= 0xFFFF {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static var markdown: String {
        let labels = payloads.enumerated().map { yaml("\($0.offset)\($0.element)") }
        let notes = payloads.map { "  - {do: hold 0.1s, note: \(yaml($0))}" }.joined(separator: "\n")
        return """
            # \(payloads[0]) heading \(payloads[1]) \(payloads[3])

            Prose \(payloads[0]) \(payloads[2]) [x](javascript:window.__pwned=8) [y](data:text/html,<script>1</script>)

            ```board
            id: hostile
            title: \(yaml(payloads.joined(separator: " ")))
            viewport: 300x300
            item-size: 90x40
            sections:
              - title: \(yaml(payloads[1] + payloads[3]))
                items: [\(labels.prefix(6).joined(separator: ", "))]
              - title: \(yaml(payloads[0] + payloads[6]))
                items: [\(labels.dropFirst(6).joined(separator: ", "))]
            steps:
              - press \(yaml("0" + payloads[0]).dropFirst().dropLast())
              - {do: \(yaml("move to 3" + payloads[3] + " over 0.3s")), note: \(yaml(payloads[3] + payloads[1]))}
            \(notes)
              - release
            ```
            """
    }

    static func site() throws -> [(path: String, contents: String)] {
        let page = try PageParser.parse(markdown: markdown, file: "a\"b'<c>#?% .md")
        return SiteBuilder(templates: try FragmentBuilderTests.templates())
            .build([SitePage(document: page.document(), path: SitePath.pagePath("javascript:x\"<y> #?%"))]).texts
    }

    @Test func everySVGIsWellFormedXML() throws {
        let svgs = try Self.site().filter { $0.path.hasSuffix(".svg") }
        #expect(svgs.count >= 3)
        for (path, svg) in svgs {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(path): \(String(describing: parser.parserError))")
            #expect(!svg.contains("<script"), "\(path)")
            #expect(!svg.contains("<![CDATA["), "\(path)")
        }
    }

    @Test func theTraceIsValidJSONWithTheLabelsIntact() throws {
        let trace = try #require(try Self.site().first { $0.path.hasSuffix("trace.json") })
        let object = try JSONSerialization.jsonObject(with: Data(trace.contents.utf8))
        let boards = try #require((object as? [String: Any])?["boards"] as? [[String: Any]])
        let items = try #require(boards.first?["items"] as? [String: Any])
        #expect(items.keys.contains("1" + Self.payloads[1]))
        #expect(items.keys.contains("3" + Self.payloads[3]))
        #expect(!trace.contents.contains("<"))
    }

    /// The bodies of the `<script>` elements of an HTML text.
    static func scripts(_ text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "<script"), let close = rest.range(of: "</script>", range: open.upperBound..<rest.endIndex) {
            found.append(String(rest[open.lowerBound..<close.upperBound]))
            rest = rest[close.upperBound...]
        }
        return found
    }

    @Test func noHTMLFileHasAScriptOrAnEventHandler() throws {
        let html = try Self.site().filter { $0.path.hasSuffix(".html") }
        #expect(html.count == 3)   // the page, the index, the report
        // The only scripts allowed are the player: a page loads it from the site's file, the
        // report inlines it exactly as the template has it. No user text can be inside it.
        let player = try String(contentsOf: Fixtures.templates.appendingPathComponent("player.mustache"),
                                encoding: .utf8)
        let ours = ["<script src=\"shuffleboard.js\" defer></script>",
                    "<script>\n" + player.trimmingWhitespace + "\n</script>"]
        for (path, text) in html {
            for script in Self.scripts(text) {
                #expect(ours.contains(script), "\(path) has a script that is not the player: \(script.prefix(80))")
            }
            let tags = Self.tags(text)
            #expect(tags.count > 20, "\(path)")
            for tag in tags {
                #expect(!["iframe", "object", "embed", "base", "meta http-equiv"].contains(tag.name),
                        "\(path): <\(tag.name)>")
                for (name, value) in tag.attributes {
                    #expect(!name.hasPrefix("on"), "\(path): <\(tag.name) \(name)=\(value)>")
                    #expect(name.allSatisfy { $0.isASCII }, "\(path): <\(tag.name)> has attribute \(name.debugDescription)")
                    if ["href", "src"].contains(name) {
                        let scheme = value.lowercased().prefix { $0 != ":" && $0 != "/" && $0 != "#" && $0 != "?" }
                        #expect(value == "data:," || !value.contains(":") || !scheme.allSatisfy(\.isLetter)
                                    || scheme.isEmpty, "\(path): <\(tag.name) \(name)=\(value)>")
                    }
                }
            }
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" },
                    "\(path) has a control character")
        }
    }

    @Test func theIndexLinksToThePageByAPathNotAScheme() throws {
        let index = try #require(try Self.site().first { $0.path == "index.html" }).contents
        #expect(index.contains("href=\"./javascript%3Ax%22%3Cy%3E%20%23%3F%25.html\""))
        #expect(index.contains("href=\"./javascript%3Ax%22%3Cy%3E%20%23%3F%25.html#hostile\""))
    }

    @Test func templatesEscapeByScalarNotByCharacter() throws {
        // Swift sees `"` + U+0301 as one Character, which the Mustache library's own
        // escaping compares whole and so would leave alone.
        let templates = try FragmentBuilderTests.templates()
        let page = try PageParser.parse(markdown: "# \"\u{301} onload=x a=\"\n\ntext\n", file: "p.md")
        let html = templates.render(PageContext(title: page.title, version: "1", root: "", blocks: []), "page")
        #expect(html.contains("<title>&quot;\u{301} onload=x a=&quot; · Shuffleboard</title>"))
        #expect(Escape.xml("\"\u{301}'\u{301}<\u{301}") == "&quot;\u{301}&#39;\u{301}&lt;\u{301}")
    }

    @Test func templateErrorsStillPointAtTheirOwnLineAndColumn() {
        var sources: [String: (path: String, text: String)] = [:]
        for name in Templates.names { sources[name] = ("\(name).mustache", "ok") }
        sources["page"] = ("page.mustache", "ab{{#x}}")
        #expect(throws: Diagnostics.self) { try Templates(sources: sources) }
        do {
            _ = try Templates(sources: sources)
        } catch let d as Diagnostics {
            #expect(d.diagnostics.first?.position.line == 1)
            #expect(d.description.contains("in 'ab{{#x}}'"), "\(d.description)")
            #expect(!d.description.contains("CONTENT_TYPE"))
        } catch {}
    }

    @Test(arguments: [
        ("guide/grid", "guide/grid"),
        ("../../etc/passwd", "_.._/_.._/etc/passwd"),
        ("/abs/path", "abs/path"),
        ("//double", "double"),
        ("a//b", "a/_/b"),
        ("", "_"),
        (".", "_._"),
        ("..", "_.._"),
        ("a\\..\\b", "a/_.._/b"),
        ("nul\u{0}byte", "nul_byte"),
        ("CON", "CON_"),
        ("sub/con.txt", "sub/con.txt_"),
        ("Com1", "Com1_"),
        ("lpt9", "lpt9_"),
        ("console", "console"),
        ("trailing.", "trailing._"),
        ("index", "index_"),
        ("docs/index", "docs/index"),
        ("boards/x/report", "boards_/x/report"),
        ("boards", "boards"),
        ("javascript:alert(1)", "javascript:alert(1)"),
        ("tab\there", "tab_here"),
    ])
    func pagePathsStayInsideTheOutputFolder(raw: String, expected: String) {
        let path = SitePath.pagePath(raw)
        #expect(path == expected)
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        #expect(!path.hasPrefix("/"))
        #expect(parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." })
        #expect(!path.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func hrefsAreRelativePathsWithTheSpecialCharactersEncoded() {
        #expect(SitePath.href("javascript:alert(1).html") == "./javascript%3Aalert%281%29.html")
        #expect(SitePath.href("a b/#?%\"'<>.html", fragment: "x") == "./a%20b/%23%3F%25%22%27%3C%3E.html#x")
        #expect(SitePath.href("é.html") == "./%C3%A9.html")
        #expect(SitePath.href("guide/grid.html") == "./guide/grid.html")
    }

    // MARK: - A small HTML tag scanner (start tags and their attributes, as browsers tokenize them)

    struct Tag { var name: String; var attributes: [(String, String)] }

    static func tags(_ html: String) -> [Tag] {
        let s = Array(html.unicodeScalars)
        var tags: [Tag] = []
        var i = 0
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{C}" }
        var rawTextEnd: String?
        while i < s.count {
            if let end = rawTextEnd {   // <style>/<title>: text until its end tag
                var j = i
                while j < s.count, !String(String.UnicodeScalarView(s[j..<min(s.count, j + end.count)])).lowercased()
                    .hasPrefix(end) { j += 1 }
                i = j
                rawTextEnd = nil
                continue
            }
            guard s[i] == "<", i + 1 < s.count else { i += 1; continue }
            if s[i + 1] == "!" {   // comment or doctype
                let rest = String(String.UnicodeScalarView(s[i...]))
                if rest.hasPrefix("<!--"), let r = rest.range(of: "-->") {
                    i += rest.unicodeScalars.distance(from: rest.startIndex, to: r.upperBound)
                } else {
                    while i < s.count, s[i] != ">" { i += 1 }
                }
                continue
            }
            guard s[i + 1].properties.isAlphabetic, s[i + 1].isASCII else { i += 1; continue }
            i += 1
            var name = ""
            while i < s.count, !isSpace(s[i]), s[i] != ">", s[i] != "/" { name.unicodeScalars.append(s[i]); i += 1 }
            var attributes: [(String, String)] = []
            while i < s.count, s[i] != ">" {
                if isSpace(s[i]) || s[i] == "/" { i += 1; continue }
                var attr = ""
                repeat { attr.unicodeScalars.append(s[i]); i += 1 }
                while i < s.count && !isSpace(s[i]) && s[i] != "=" && s[i] != ">" && s[i] != "/"
                var value = ""
                while i < s.count, isSpace(s[i]) { i += 1 }
                if i < s.count, s[i] == "=" {
                    i += 1
                    while i < s.count, isSpace(s[i]) { i += 1 }
                    if i < s.count, s[i] == "\"" || s[i] == "'" {
                        let quote = s[i]
                        i += 1
                        while i < s.count, s[i] != quote { value.unicodeScalars.append(s[i]); i += 1 }
                        i += 1
                    } else {
                        while i < s.count, !isSpace(s[i]), s[i] != ">" { value.unicodeScalars.append(s[i]); i += 1 }
                    }
                }
                attributes.append((attr.lowercased(), value))
            }
            i += 1
            let lowered = name.lowercased()
            tags.append(Tag(name: lowered, attributes: attributes))
            if ["style", "title", "textarea", "script"].contains(lowered) { rawTextEnd = "</\(lowered)" }
        }
        return tags
    }
}
