import Foundation
import Testing

/// `shuffleboard build --fragment`, run the way a user runs it (see ``CLI``).
@Suite struct FragmentCLITests {
    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Every `src="…"` and `href="…"` value in the HTML, in-page anchors left out.
    static func assetURLs(_ html: String) -> [String] {
        var urls: [String] = []
        for attribute in ["src=\"", "href=\""] {
            for piece in html.components(separatedBy: attribute).dropFirst() {
                let url = String(piece.prefix { $0 != "\"" })
                if !url.hasPrefix("#") { urls.append(url) }
            }
        }
        return urls
    }

    /// The figure of board `id` in a page's HTML, with the page's asset prefix
    /// (the text before `walkthrough.svg` in its full-size link's `href`) taken out of every URL.
    static func figure(_ id: String, inPage page: String) -> String? {
        guard let start = page.range(of: "<figure class=\"board\" id=\"\(id)\">")
                ?? page.range(of: "<figure class=\"board wide\" id=\"\(id)\">"),
              let end = page.range(of: "</figure>\n", range: start.upperBound..<page.endIndex) else { return nil }
        let figure = String(page[start.lowerBound..<end.upperBound])
        guard let walkthrough = figure.range(of: "walkthrough.svg\""),
              let src = figure[..<walkthrough.lowerBound].range(of: "href=\"", options: .backwards) else { return nil }
        let prefix = String(figure[src.upperBound..<walkthrough.lowerBound])
        return prefix.isEmpty ? figure : figure.replacingOccurrences(of: "=\"" + prefix, with: "=\"")
    }

    @Test func fragmentsAreTheFigureAloneWithAssetsNextToIt() throws {
        let out = try CLI.temporaryDirectory(), site = try CLI.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: site)
        }
        let result = try CLI.run(["build", "examples", "--fragment", "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("figure.html"))
        #expect(try CLI.run(["build", "examples", "--out", site.path]).status == 0)

        let fm = FileManager.default
        // The top level holds the CSS and the boards (and the writer's hidden files): no index, no pages.
        #expect(try fm.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }.sorted()
            == ["boards", "shuffleboard.css", "shuffleboard.js"])
        let css = try Self.read(out.appendingPathComponent("shuffleboard.css"))
        #expect(css.contains("figure.board .walkthrough"))
        #expect(!css.contains(":root") && !css.contains("\nbody {") && !css.contains("\nmain {"))

        // The same boards as the full site, each with its figure and the same assets byte for byte.
        let boards = try fm.contentsOfDirectory(atPath: out.appendingPathComponent("boards").path).sorted()
        #expect(boards == (try fm.contentsOfDirectory(atPath: site.appendingPathComponent("boards").path).sorted()))
        #expect(boards.count >= 12)
        for id in boards {
            let dir = out.appendingPathComponent("boards/\(id)")
            let siteDir = site.appendingPathComponent("boards/\(id)")
            let names = try fm.contentsOfDirectory(atPath: dir.path).sorted()
            #expect(names == (try fm.contentsOfDirectory(atPath: siteDir.path) + ["figure.html"]).sorted())
            for name in names where name != "figure.html" {
                #expect(fm.contents(atPath: dir.appendingPathComponent(name).path)
                    == fm.contents(atPath: siteDir.appendingPathComponent(name).path), "boards/\(id)/\(name) differs")
            }
            let figure = try Self.read(dir.appendingPathComponent("figure.html"))
            // A board of several profiles is a wide figure (its panels stand two abreast).
            #expect(figure.hasPrefix("<figure class=\"board\" id=\"\(id)\">")
                    || figure.hasPrefix("<figure class=\"board wide\" id=\"\(id)\">"), "boards/\(id)/figure.html")
            #expect(figure.hasSuffix("</figure>\n"))
            for tag in ["<html", "<head", "<body", "<!DOCTYPE", "<style", "<script", "<link"] {
                #expect(!figure.contains(tag), "boards/\(id)/figure.html has \(tag)")
            }
            // Every asset URL is a file name in the fragment's own folder, and that file exists.
            let urls = Self.assetURLs(figure)
            #expect(urls.contains("walkthrough.svg") && urls.contains("step-00.svg"))
            #expect(urls.contains("report.html") && urls.contains("trace.json"))
            for url in urls {
                #expect(!url.contains("/"), "boards/\(id)/figure.html: \(url) is not relative to its folder")
                #expect(fm.fileExists(atPath: dir.appendingPathComponent(url).path), "boards/\(id): no \(url)")
            }
            // Its page shows the same figure, but for the asset URLs' prefix.
            let pages = try fm.contentsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }
            let shown = try pages.contains {
                Self.figure(id, inPage: try Self.read(site.appendingPathComponent($0))) == figure
            }
            #expect(shown, "boards/\(id)/figure.html is not the figure its page shows")
        }
    }

    @Test func assetBaseIsWhereTheIncludingSiteServesTheOutput() throws {
        let out = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["build", "examples/grid-reorder.md", "--fragment",
                                  "--asset-base", "/assets/shuffle board/&co", "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let figure = try Self.read(out.appendingPathComponent("boards/grid-reorder/figure.html"))
        let base = "/assets/shuffle%20board/&amp;co/boards/grid-reorder/"
        #expect(figure.contains("href=\"\(base)walkthrough.svg\""))
        #expect(figure.contains("src=\"\(base)step-04.svg\""))
        #expect(figure.contains("href=\"\(base)report.html\""))
        #expect(figure.contains("href=\"\(base)trace.json\""))
        #expect(Self.assetURLs(figure).allSatisfy { $0.hasPrefix(base) })

        let relative = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: relative) }
        #expect(try CLI.run(["build", "examples/grid-reorder.md", "--fragment", "--asset-base", "../shuffleboard",
                             "--out", relative.path]).status == 0)
        let urls = Self.assetURLs(try Self.read(relative.appendingPathComponent("boards/grid-reorder/figure.html")))
        #expect(urls.contains("../shuffleboard/boards/grid-reorder/walkthrough.svg"))
    }

    @Test func assetBaseWithoutFragmentIsRefusedAndWritesNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("site")
        let result = try CLI.run(["build", "examples", "--asset-base", "/x/", "--out", out.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--fragment"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func fragmentsAreByteForByteRepeatable() throws {
        let a = try CLI.temporaryDirectory(), b = try CLI.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        #expect(try CLI.run(["build", "examples", "--fragment", "--out", a.path]).status == 0)
        #expect(try CLI.run(["build", "examples", "--fragment", "--out", b.path]).status == 0)
        CLI.expectSameTree(a, b)
    }
}
