import SitePlan
import Scenario
import BoardFormat
import Foundation
import Testing
@testable import BoardRender
import TestSupport

/// Fragment mode of ``SiteBuilder``: the figure alone, its assets, and CSS
/// that leaves the including page alone.
@Suite struct FragmentBuilderTests {
    /// The package's own templates/ folder.
    static func templates() throws -> Templates {
        let folder = Fixtures.templates
        var sources: [String: (path: String, text: String)] = [:]
        for name in Templates.names {
            let url = folder.appendingPathComponent("\(name).mustache")
            sources[name] = (url.path, try String(contentsOf: url, encoding: .utf8))
        }
        return try Templates(sources: sources)
    }

    static let markdown = """
        # Two boards

        Some prose.

        ```board
        id: first
        title: First <one>
        viewport: 200x100
        items: [A, B, C]
        steps: [press A, move to C, release]
        ```

        ```board
        id: second
        viewport: 200x100
        items: [A, B]
        steps: [press B, move to A, release]
        ```
        """

    static func pages() throws -> [SitePage] {
        [SitePage(document: (try PageParser.parse(markdown: markdown, file: "two.md")).document(), path: "two")]
    }

    @Test func writesTheCSSAndPerBoardTheFigureAndItsAssetsOnly() throws {
        let files = SiteBuilder(templates: try Self.templates()).buildFragments(try Self.pages())
        let paths = files.map(\.path)
        #expect(paths == paths.sorted())
        #expect(paths.first == "boards/first/figure.html")
        #expect(paths.contains("shuffleboard.css"))
        for id in ["first", "second"] {
            for name in ["figure.html", "walkthrough.svg", "step-00.svg", "step-03.svg", "report.html", "trace.json"] {
                #expect(paths.contains("boards/\(id)/\(name)"), "missing boards/\(id)/\(name)")
            }
        }
        #expect(!paths.contains("index.html") && !paths.contains("two.html"))
        #expect(paths.filter { $0.hasSuffix(".html") }.allSatisfy { $0.hasPrefix("boards/") })
    }

    /// The figure of board `id` in a page's HTML, with the page's asset prefix
    /// (the text before `walkthrough.svg` in its full-size link's `href`) taken out of every URL.
    static func figure(_ id: String, inPage page: String) -> String? {
        guard let start = page.range(of: "<figure class=\"board\" id=\"\(id)\">"),
              let end = page.range(of: "</figure>\n", range: start.upperBound..<page.endIndex) else { return nil }
        let figure = String(page[start.lowerBound..<end.upperBound])
        guard let walkthrough = figure.range(of: "walkthrough.svg\""),
              let src = figure[..<walkthrough.lowerBound].range(of: "href=\"", options: .backwards) else { return nil }
        let prefix = String(figure[src.upperBound..<walkthrough.lowerBound])
        return prefix.isEmpty ? figure : figure.replacingOccurrences(of: "=\"" + prefix, with: "=\"")
    }

    @Test func theFigureIsThePagesFigureWithItsOwnAssetPrefix() throws {
        let builder = SiteBuilder(templates: try Self.templates())
        let pages = try Self.pages()
        let page = try #require(builder.build(pages).first { $0.path == "two.html" }?.contents)
        // Asset prefixes aside, the fragment is, byte for byte, the figure in the page.
        for id in ["first", "second"] {
            let fragment = try #require(builder.buildFragments(pages)
                .first { $0.path == "boards/\(id)/figure.html" }?.contents)
            #expect(fragment.hasPrefix("<figure class=\"board\" id=\"\(id)\">"))
            #expect(fragment.hasSuffix("</figure>\n"))
            #expect(Self.figure(id, inPage: page) == fragment)
        }
        // Without a base, the asset URLs are relative to figure.html's folder.
        let relative = try #require(builder.buildFragments(pages).first { $0.path == "boards/first/figure.html" }?
            .contents)
        #expect(relative.contains("href=\"walkthrough.svg\""))
        #expect(relative.contains("src=\"step-00.svg\""))
        #expect(relative.contains("href=\"report.html\""))
        #expect(relative.contains("href=\"trace.json\""))
        #expect(!relative.contains("boards/"))
        #expect(relative.contains("<h2>First &lt;one&gt;</h2>"))
        for tag in ["<html", "<head", "<body", "<!DOCTYPE", "<style", "<script"] {
            #expect(!relative.contains(tag))
        }
    }

    @Test func theAssetBaseIsURLEncodedThenHTMLEscaped() throws {
        #expect(SiteBuilder.fragmentAssetPrefix(base: nil, id: "b") == "")
        #expect(SiteBuilder.fragmentAssetPrefix(base: "", id: "b") == "boards/b/")
        #expect(SiteBuilder.fragmentAssetPrefix(base: "/assets/sb", id: "b") == "/assets/sb/boards/b/")
        #expect(SiteBuilder.fragmentAssetPrefix(base: "../sb/", id: "b") == "../sb/boards/b/")
        #expect(SiteBuilder.fragmentAssetPrefix(base: "https://cdn.example/x%20y/", id: "b")
            == "https://cdn.example/x%20y/boards/b/")   // already encoded: unchanged
        #expect(URLText.encode("/a b/\"q\"/<t>/é/{|}\\^`") == "/a%20b/%22q%22/%3Ct%3E/%C3%A9/%7B%7C%7D%5C%5E%60")
        let files = SiteBuilder(templates: try Self.templates())
            .buildFragments(try Self.pages(), assetBase: "/docs/a&b \"c\"/")
        let figure = try #require(files.first { $0.path == "boards/second/figure.html" }?.contents)
        #expect(figure.contains("href=\"/docs/a&amp;b%20%22c%22/boards/second/walkthrough.svg\""))
        #expect(figure.contains("href=\"/docs/a&amp;b%20%22c%22/boards/second/report.html\""))
    }

    @Test func theStylesheetIsScopedToTheFigure() throws {
        let files = SiteBuilder(templates: try Self.templates()).buildFragments(try Self.pages())
        let css = try #require(files.first { $0.path == "shuffleboard.css" }?.contents)
        #expect(css.contains("figure.board {"))
        #expect(css.contains("figure.board .badge"))
        #expect(!css.contains(":root"))
        // Every rule's selectors start at the figure (at-rule blocks aside).
        for line in css.split(separator: "\n") where line.hasSuffix("{") || line.contains("{ ") {
            let prelude = line.prefix { $0 != "{" }.trimmingCharacters(in: .whitespaces)
            guard !prelude.isEmpty, !prelude.hasPrefix("@"), !prelude.hasPrefix("--") else { continue }
            // Split at the commas of the list, not those inside :where(…).
            var depth = 0
            let list = prelude.map { c -> Character in
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                return c == "," && depth > 0 ? ";" : c
            }
            for selector in String(list).split(separator: ",") {
                #expect(selector.trimmingCharacters(in: .whitespaces).hasPrefix("figure.board"), "\(line)")
            }
        }
    }

    @Test func scopingPutsEverySelectorUnderTheRoot() {
        let css = """
            /* a { b } */
            :root { --x: 1; }
            body { margin: 0; }
            * { box-sizing: border-box; }
            a, pre:is(.x, .y) { content: "}{,"; }
            figure.board h2 { margin: 0; }
            @media (prefers-color-scheme: dark) {
              :root { --x: 2; }
              .a > .b ~ .c { color: red; }
            }
            @keyframes spin { from { opacity: 0; } to { opacity: 1; } }
            @import url("x.css");
            """
        #expect(ScopedCSS.scope(css, under: "figure.board") == """
            /* a { b } */
            figure.board { --x: 1; }
            figure.board { margin: 0; }
            figure.board * { box-sizing: border-box; }
            figure.board a, figure.board pre:is(.x, .y) { content: "}{,"; }
            figure.board h2 { margin: 0; }
            @media (prefers-color-scheme: dark) {
              figure.board { --x: 2; }
              figure.board .a > .b ~ .c { color: red; }
            }
            @keyframes spin { from { opacity: 0; } to { opacity: 1; } }
            @import url("x.css");
            """)
    }
}
