import SitePlan
import Foundation
import Testing
@testable import BoardRender
import TestSupport

/// The figure's colours are custom properties, dark under the OS preference and under a
/// site's own switch (issue 15, "Themeable figure"); in a fragment or a `render` figure the
/// switch rules survive scoping under `figure.board`. (The browser tests check the computed
/// colours under each switch: Tests/Browser/theme_tests.py.)
@Suite struct ThemeTests {
    // Material for MkDocs' body says its scheme, "" without a palette: light unless slate.
    static let lightSwitches = "[data-md-color-scheme], [data-md-color-scheme] *, "
        + "[data-theme=light], [data-theme=light] *, .light, .light *"
    static let darkSwitches = "[data-md-color-scheme=slate], [data-md-color-scheme=slate] *, "
        + "[data-theme=dark], [data-theme=dark] *, .dark, .dark *"

    /// The custom properties a rule sets (`--bg: #fff` → ["--bg": "#fff"]), from the first
    /// rule whose selector is `selector`.
    static func properties(of selector: String, in css: String) throws -> [String: String] {
        let start = try #require(css.range(of: selector + " {"), "no rule \(selector)")
        let end = try #require(css[start.upperBound...].firstIndex(of: "}"))
        var found: [String: String] = [:]
        for declaration in css[start.upperBound..<end].split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            // `--pl` and `--pd` are the inline pictures' toggles, not colours (InlinePictureStyleTests).
            if parts.count == 2, parts[0].hasPrefix("--"), parts[0] != "--pl", parts[0] != "--pd" { found[parts[0]] = parts[1] }
        }
        return found
    }

    @Test func anAncestorSwitchIsScopedToTheFigureAndItsAncestors() {
        #expect(ScopedCSS.selector("body:where(.dark, .dark *)", root: "figure.board")
                == "figure.board:where(.dark, .dark *)")
        #expect(ScopedCSS.selector(":root:is([data-theme=dark], [data-theme=dark] *)", root: "figure.board")
                == "figure.board:is([data-theme=dark], [data-theme=dark] *)")
        // The comma inside :where() does not split the selector list.
        #expect(ScopedCSS.scope("body:where(.a, .a *) { --x: 1; }", under: "figure.board")
                == "figure.board:where(.a, .a *) { --x: 1; }")
        // Other compounds on the document are not the figure: unchanged behaviour.
        #expect(ScopedCSS.selector("body.dark a", root: "figure.board") == "figure.board body.dark a")
    }

    @Test func everySwitchSetsTheSameValuesAsTheSchemeItChooses() throws {
        let templates = try FragmentBuilderTests.templates()
        let page = templates.render(NoContext(), "style")
        let css = SiteBuilder.figureCSS(templates)
        let light = try Self.properties(of: "figure.board", in: css)
        let media = try #require(css.range(of: "prefers-color-scheme: dark"))
        let osDark = try Self.properties(of: "figure.board", in: String(css[media.lowerBound...]))
        let lightSwitch = try Self.properties(of: "figure.board:where(\(Self.lightSwitches))", in: css)
        let darkSwitch = try Self.properties(of: "figure.board:where(\(Self.darkSwitches))", in: css)
        #expect(light.count == 10 && light["--bg"] == "#ffffff")
        #expect(osDark["--bg"] == "#14161b")
        #expect(lightSwitch == light)
        #expect(darkSwitch == osDark)
        #expect(Set(osDark.keys) == Set(light.keys))
        // The site's own pages carry the same rules on body (they inherit to every figure).
        #expect(try Self.properties(of: "body:where(\(Self.darkSwitches))", in: page) == osDark)
        // Order: the dark switch after the light one (dark wins when a page has both), both
        // after the OS preference (a light switch wins over it).
        let order = [css.range(of: "prefers-color-scheme: dark"), css.range(of: Self.lightSwitches),
                     css.range(of: Self.darkSwitches)].map { $0?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!)
    }

    @Test func theDocumentedPropertiesAreTheOnesTheStyleSheetSets() throws {
        let css = SiteBuilder.figureCSS(try FragmentBuilderTests.templates())
        let doc = try String(contentsOf: Fixtures.templates.deletingLastPathComponent()
            .appendingPathComponent("docs/theming.md"), encoding: .utf8)
        for (name, value) in try Self.properties(of: "figure.board", in: css) {
            #expect(doc.contains("`\(name)`") && doc.contains(value), "docs/theming.md lacks \(name) \(value)")
        }
    }

    @Test func aBoardFolderOfAnotherScriptIsPercentEncodedInLinks() {
        // 拖 is E6 8B 96 in UTF-8, 放 E6 94 BE.
        #expect(SiteBuilder.fragmentAssetPrefix(base: "/a/", id: "拖放") == "/a/boards/%E6%8B%96%E6%94%BE/")
        #expect(SitePath.encode(SitePath.boardFolder("réordonner")) == "boards/r%C3%A9ordonner/")
        #expect(SitePath.encode(SitePath.boardFolder("drag-b_2")) == "boards/drag-b_2/")   // ASCII ids: as before
    }
}
