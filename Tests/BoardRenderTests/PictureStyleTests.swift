import BoardFormat
import CollectionLayout
import ReorderEngine
import Scenario
import Testing
@testable import BoardRender

/// A picture file turns dark itself (``PictureStyle``): one `<style>` after its description,
/// a rule for each colour it draws, under `prefers-color-scheme: dark` unless pinned.
@Suite struct PictureStyleTests {
    static let picture = "<svg xmlns=\"http://www.w3.org/2000/svg\" fill=\"#123\">\n<title>T</title>\n<desc>D</desc>\n"
        + "<rect width=\"9\" height=\"9\" fill=\"#fff\" stroke=\"#26e\"/><rect width=\"2\" height=\"2\" fill=\"none\"/>"
        + "<text>fill=\"#567\"</text></svg>\n"

    @Test func eachColourDrawnGetsOneRuleAfterTheDescription() {
        // Fills in the palette's order (#fff content, then #123 text), then strokes (#26e viewport);
        // "none" is no colour, and a text's words are no tag's.
        let rules = "[fill=\"#fff\"]{fill:#1d2027}[fill=\"#123\"]{fill:#e6e8ec}[stroke=\"#26e\"]{stroke:#7aa2ff}"
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" fill=\"#123\">\n<title>T</title>\n<desc>D</desc>\n"
        let rest = String(Self.picture.dropFirst(head.count))
        #expect(PictureStyle.applying(.auto, to: Self.picture)
                == head + "<style>@media (prefers-color-scheme:dark){" + rules + "}</style>\n" + rest)
        #expect(PictureStyle.applying(.dark, to: Self.picture) == head + "<style>" + rules + "</style>\n" + rest)
        #expect(PictureStyle.applying(.light, to: Self.picture) == Self.picture)
    }

    @Test func aShadowIsDrawnBlackInTheDark() {
        let svg = "<svg fill=\"#123\">\n<rect x=\"3\" y=\"5\" width=\"9\" height=\"9\" opacity=\".22\"/></svg>"
        #expect(PictureStyle.darkRules(for: svg) == "[fill=\"#123\"]{fill:#e6e8ec}[opacity=\".22\"]{fill:#000;opacity:.5}")
    }

    /// A film's frame has no title or description: the style follows the root's tag.
    @Test func aPictureWithoutADescriptionHasItsStyleAfterTheRoot() {
        let svg = "<svg fill=\"#123\">\n<rect fill=\"#fff\"/></svg>"
        #expect(PictureStyle.applying(.dark, to: svg)
                == "<svg fill=\"#123\">\n<style>[fill=\"#fff\"]{fill:#1d2027}[fill=\"#123\"]{fill:#e6e8ec}</style>\n<rect fill=\"#fff\"/></svg>")
    }

    static func run(scheme: PictureScheme) -> [ScenarioRun] {
        let steps: [GestureStep] = [.press(.item("A")), .move(to: .item("B"), ticks: 15), .release]
        var board = Board(id: "t", title: "T", file: "t.md", line: 1, source: "", viewport: Size(width: 200, height: 100),
                          sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                          steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
        board.scheme = scheme
        return [ScenarioRun(board.scenario())]
    }

    /// The files carry the style once each, by the board's `scheme:`; the page's inline pictures none.
    @Test func theFilesCarryTheStyleOnceAndThePageNone() throws {
        let builder = SiteBuilder(templates: try Templates())
        for scheme in PictureScheme.allCases {
            let runs = Self.run(scheme: scheme)
            let (files, figure) = builder.boardFiles(runs[0], others: [], dir: "", pageFile: "t.md")
            let svgs = files.texts.filter { $0.0.hasSuffix(".svg") }
            #expect(svgs.count == 5, "the walkthrough and steps 0 (before the press) to 3")
            for (name, text) in svgs {
                let styles = text.components(separatedBy: "<style>").count - 1
                #expect(styles == (scheme == .light ? 0 : 1), "\(scheme) \(name)")
                #expect(text.contains("prefers-color-scheme") == (scheme == .auto), "\(scheme) \(name)")
            }
            let page = builder.templates.render(figure, "figure")
            #expect(!page.contains("prefers-color-scheme:dark){["), "\(scheme): the page's pictures have no style")
        }
    }

    /// `export`'s film and sheet stay light unless the board pins dark.
    @Test func exportsAreLightUnlessPinnedDark() {
        for scheme in PictureScheme.allCases {
            let runs = Self.run(scheme: scheme)
            let film = WalkthroughFrames(runs, fps: 10)
            #expect(film.shots.allSatisfy { $0.svg.contains("<style>") == (scheme == .dark) }, "\(scheme)")
            #expect(StepSheet.svg(runs).contains("<style>[fill=") == (scheme == .dark), "\(scheme)")
        }
    }
}

/// The pictures inlined in a page take their dark colours from the page's CSS, under the
/// figure's own switches (templates/style.mustache): the same colour for colour as the files'.
@Suite struct InlinePictureStyleTests {
    @Test func thePagesCSSMapsEveryColourAsTheFilesDo() throws {
        let css = try #require(Templates.builtIn["style"])
        for (light, dark) in Palette.darkValues {
            #expect(css.contains("[fill=\"\(light)\"]{fill:var(--pl,\(dark)) var(--pd,\(light))}"), "fill \(light)")
        }
        // Every stroke rule it has, as the palette maps it; the strokes the pictures draw among them.
        for stroke in [Palette.content, Palette.contentStroke, Palette.viewport, Palette.text, Palette.mutedText,
                       Palette.finger, Palette.violation, Palette.arrow, Palette.edgeZone, Palette.zone] {
            let dark = Palette.dark(stroke)
            #expect(css.contains("[stroke=\"\(stroke)\"]{stroke:var(--pl,\(dark)) var(--pd,\(stroke))}"), "stroke \(stroke)")
        }
        // The toggles: light in the base and the light switch, dark under the OS's preference and the dark switch.
        #expect(css.components(separatedBy: "--pl: ; --pd: initial;").count - 1 >= 2)
        #expect(css.components(separatedBy: "--pl: initial; --pd: ;").count - 1 >= 2)
    }
}
