import SitePlan
import BoardFormat
import Foundation
import Testing
@testable import BoardRender
import TestSupport

/// A self-contained report stores each drawing once (issue 17): its step stills share their
/// repeated parts through `<use>`, and expanding the uses gives back the stills as drawn.
@Suite struct SharedDrawingsTests {
    static let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"80\">"
    /// 80 bytes: shared when it occurs twice (see ``aLineIsSharedOnlyWhereThatSavesBytes``).
    static let card = "<rect width=\"320\" height=\"44\" rx=\"6\" fill=\"#bfdbfe\" stroke=\"#3b82f6\" stroke-width=\"1.5\"/>"

    static func still(_ title: String, _ body: [String]) -> String {
        ([open, "<title>\(title)</title>", "<desc>\(title)</desc>"] + body + ["</svg>", ""]).joined(separator: "\n")
    }

    @Test func aLineInTwoStillsIsWrittenOnceAndUsedByBoth() throws {
        let a = Self.still("one", [Self.card, "<circle r=\"1\"/>"])
        let b = Self.still("two", [Self.card])
        let shared = SharedDrawings([a, b], board: "b")
        #expect(shared.parts.map(\.id) == ["b.still-0"])
        #expect(shared.parts.first?.text == Self.card)
        #expect(shared.stills[0] == Self.still("one", ["<use href=\"#b.still-0\"/>", "<circle r=\"1\"/>"]))
        #expect(shared.stills[1] == Self.still("two", ["<use href=\"#b.still-0\"/>"]))
        #expect(shared.defsHTML == "<div class=\"shared-drawings\" hidden><svg xmlns=\"http://www.w3.org/2000/svg\" "
            + "aria-hidden=\"true\"><defs>\n<g id=\"b.still-0\">\(Self.card)</g>\n</defs></svg></div>")
        #expect(shared.stills.map(shared.expanded) == [a, b])
    }

    /// Two lines that are canonically equivalent but not the same bytes ("é" written as one
    /// scalar, and as "e" and U+0301) are two parts: a still shows its own bytes. (String's `==`
    /// calls them equal; they were one part, and the second still showed the first one's bytes.)
    @Test func linesAreTheSameWhenTheirBytesAre() throws {
        let composed = "<text x=\"1\" y=\"2\" font-size=\"14\">Caf\u{E9} au lait, with sugar and milk</text>"
        let decomposed = "<text x=\"1\" y=\"2\" font-size=\"14\">Cafe\u{301} au lait, with sugar and milk</text>"
        #expect(composed == decomposed && Array(composed.utf8) != Array(decomposed.utf8))
        let a = Self.still("one", [composed, composed]), b = Self.still("two", [decomposed, decomposed])
        let shared = SharedDrawings([a, b], board: "b")
        // Each is 74 bytes and occurs twice: 148 written out, against 97 in the defs (`<g id="b.still-0">`,
        // `</g>` and a line feed around it) and two 24-byte uses, 145: each is shared.
        #expect(shared.parts.map { Array($0.text.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
        #expect(shared.stills.map { Array(shared.expanded($0).utf8) } == [Array(a.utf8), Array(b.utf8)])
    }

    @Test func aMovedGroupKeepsItsPlaceAndSharesWhatItHolds() throws {
        // The same card at two places: only the group's transform differs.
        let at0 = "<g data-item=\"A\" transform=\"translate(24,24)\">\(Self.card)<text>A</text></g>"
        let at1 = "<g data-item=\"A\" transform=\"translate(24,76)\">\(Self.card)<text>A</text></g>"
        let shared = SharedDrawings([Self.still("one", [at0]), Self.still("two", [at1])], board: "b")
        #expect(shared.parts.map(\.text) == [Self.card + "<text>A</text>"])
        #expect(shared.stills[0].contains("\n<g data-item=\"A\" transform=\"translate(24,24)\"><use href=\"#b.still-0\"/></g>\n"))
        #expect(shared.stills[1].contains("\n<g data-item=\"A\" transform=\"translate(24,76)\"><use href=\"#b.still-0\"/></g>\n"))
        #expect(shared.stills.map(shared.expanded) == [Self.still("one", [at0]), Self.still("two", [at1])])
    }

    @Test func aLineIsSharedOnlyWhereThatSavesBytes() throws {
        // With id "b.still-0" (9 bytes) a use is `<use href="#b.still-0"/>`, 12 + 9 + 3 = 24 bytes, and
        // the part's entry in the defs `<g id="b.still-0">` + part + `</g>` and a line feed,
        // 7 + 9 + 2 + L + 4 + 1 = 23 + L. A line of L bytes written twice is shared when
        // 2L > 23 + L + 2 × 24, that is L > 71.
        let line71 = "<rect width=\"1\" height=\"2\" fill=\"#000000\" stroke=\"#111111\" data-x=\"1\"/>"
        let line72 = "<rect width=\"1\" height=\"2\" fill=\"#000000\" stroke=\"#111111\" data-x=\"12\"/>"
        #expect(line71.utf8.count == 71 && line72.utf8.count == 72)
        #expect(SharedDrawings([Self.still("a", [line71]), Self.still("b", [line71])], board: "b").parts.isEmpty)
        #expect(SharedDrawings([Self.still("a", [line72]), Self.still("b", [line72])], board: "b").parts.count == 1)
        // Three times: 3L > 23 + L + 3 × 24, L > 47.5: 71 bytes are shared.
        #expect(SharedDrawings([Self.still("a", [line71, line71]), Self.still("b", [line71])], board: "b").parts.count == 1)
    }

    @Test func theNameTheDescriptionAndWhatIsNotWholeElementsStay() throws {
        let long = String(repeating: "x", count: 90)
        let title = "<title>\(long)</title>", desc = "<desc>\(long)</desc>"
        let unclosed = "<g data-a=\"\(long)\">", withID = "<rect id=\"\(long)\"/>", url = "<rect fill=\"url(#\(long))\"/>"
        let body = [unclosed, "</g>", withID, url]
        let a = ([Self.open, title, desc] + body + ["</svg>", ""]).joined(separator: "\n")
        let shared = SharedDrawings([a, a], board: "b")
        #expect(shared.parts.isEmpty && shared.defsHTML.isEmpty)
        #expect(shared.stills == [a, a])
    }

    /// A site built from a board: its report's stills, their uses expanded, are its step files
    /// byte for byte (less a file's dark style, which a board of `scheme: light` has none of); no drawing line of its stills is stored twice; the walkthrough's still is step 0's.
    @Test func theReportStoresEachDrawingOnceAndLosesNothing() throws {
        let markdown = """
            # A board

            ```board
            id: ten
            scheme: light
            layout: list
            viewport: 320x600
            item-size: 320x44
            line-spacing: 8
            items: [A, B, C, D, E, F, G, H, I, J]
            steps:
              - press C
              - move by 0,52 over 0.3s
              - move by 0,52 over 0.3s
              - release
            ```
            """
        let page = SitePage(document: try PageParser.parse(markdown: markdown, file: "a.md").document(), path: "a")
        // With the files' hooks, as the report's stills have them (``SVGHooks``), and without their
        // dark style (`scheme: light`), which the report's inline stills never carry (``PictureStyle``).
        var builder = SiteBuilder(templates: try FragmentBuilderTests.templates())
        builder.hooks = true
        let files = Dictionary(builder.build([page]).texts, uniquingKeysWith: { a, _ in a })
        let report = try #require(files["boards/ten/report.html"])
        let defs = try #require(report.firstRange(of: "<div class=\"shared-drawings\" hidden>"))
        let defsEnd = try #require(report[defs.upperBound...].firstRange(of: "</div>"))
        var parts: [(id: String, text: String)] = []
        for line in report[defs.upperBound..<defsEnd.lowerBound].split(separator: "\n") where line.hasPrefix("<g id=\"") {
            let id = line.dropFirst(7).prefix { $0 != "\"" }
            parts.append((String(id), String(line.dropFirst(7 + id.count + 2).dropLast(4))))
        }
        #expect(parts.count > 10)
        var expanded = report
        for part in parts { expanded = expanded.replacingOccurrences(of: "<use href=\"#\(part.id)\"/>", with: part.text) }
        // Steps 0 to 4 (before the first step, then after each of the four).
        for n in 0...4 {
            let file = try #require(files["boards/ten/step-0\(n).svg"])
            #expect(expanded.contains(file), "step-0\(n).svg is not in the report, uses expanded")
        }
        let step0 = try #require(files["boards/ten/step-00.svg"])
        #expect(expanded.components(separatedBy: step0).count - 1 == 2, "step 0's still and the paused still")
        // In the report as written, no line of the stills (an `<svg>` with `data-frame`, as a step
        // file's; the walkthrough has none) of 64 bytes or more is written twice.
        let stills = report.components(separatedBy: "<svg ").dropFirst().filter {
            $0.prefix { $0 != ">" }.contains(" data-frame=\"")
        }
        #expect(stills.count == 6, "steps 0 to 4 and the paused still")
        // (Whole elements only: a group's opening tag alone on its line, as the cards' group, is no drawing.)
        let svgLines = stills.flatMap { $0.components(separatedBy: "</svg>")[0].split(separator: "\n") }.filter {
            $0.utf8.count >= 64 && ($0.hasPrefix("<g ") || $0.hasPrefix("<rect") || $0.hasPrefix("<text"))
                && ($0.hasSuffix("</g>") || $0.hasSuffix("/>") || $0.hasSuffix("</text>"))
        }
        let repeated = Dictionary(grouping: svgLines, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(repeated.isEmpty, "written twice: \(repeated.prefix(2))")
        // Sharing saves about a quarter of this report (less as the drawings' lines got shorter:
        // whole-point baselines), a fifth at the least.
        #expect(report.utf8.count < expanded.utf8.count * 4 / 5)
    }

    /// A `--templates` folder from before: its report does not place the shared parts, so its
    /// stills are written whole (a `<use>` of a part it never shows would draw nothing).
    @Test func aReportTemplateWithoutTheSharedPartsGetsWholeStills() throws {
        var sources: [String: (path: String, text: String)] = [:]
        for name in Templates.names {
            let url = Fixtures.templates.appendingPathComponent("\(name).mustache")
            sources[name] = (url.path, try String(contentsOf: url, encoding: .utf8))
        }
        let report0 = try #require(sources["report"])
        sources["report"] = (report0.path, report0.text.replacingOccurrences(of: "{{{sharedHTML}}}", with: ""))
        // `scheme: light`: the files without their dark style, as the report's stills are.
        let markdown = "```board\nid: b\nscheme: light\nviewport: 200x100\nitems: [A, B, C]\nsteps: [press A, move to C, release]\n```\n"
        let page = SitePage(document: try PageParser.parse(markdown: markdown, file: "a.md").document(), path: "a")
        var builder = SiteBuilder(templates: try Templates(sources: sources))
        builder.hooks = true  // the files' hooks, as the report's stills have them
        let files = Dictionary(builder.build([page]).texts, uniquingKeysWith: { a, _ in a })
        let report = try #require(files["boards/b/report.html"])
        #expect(!report.contains("<use href=\"#b.still-"))
        for n in 0...3 {
            #expect(report.contains(try #require(files["boards/b/step-0\(n).svg"])), "step-0\(n).svg")
        }
    }
}
