import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Foundation
import Testing
@testable import BoardRender
import TestSupport

/// The data strip: which slots it draws, what they hold, where it marks data
/// and screen apart, and the edits it draws.
@Suite struct DataStripTests {
    /// A board of `examples/`, run.
    static func example(_ file: String, _ id: String) throws -> ScenarioRun {
        let text = try String(contentsOf: Fixtures.examples.appendingPathComponent(file), encoding: .utf8)
        let page = try PageParser.parse(markdown: text, file: "examples/\(file)")
        let board = try #require(page.boards.first { $0.id == id })
        return ScenarioRun(board.scenario())
    }

    /// What the cells of a still hold, in slot order: [(slot, label)].
    static func held(_ svg: String) -> [String] {
        svg.components(separatedBy: "<g data-slot=\"").dropFirst().map { part in
            let slot = part.prefix { $0 != "\"" }
            let label = part.components(separatedBy: "data-holds=\"")[1].prefix { $0 != "\"" }
            return "\(slot) \(label)"
        }
    }

    @Test func tableFlickMarksTheTwoRowsWhereDataAndScreenPart() throws {
        // table-flick: rows of 44 pt, Bluetooth (row 1) flicked to Energy (row 4) in two frames.
        // First event: the finger is on Display (row 3): the data *exchanges* rows 1 and 3
        // ([A, D, C, B, E, F]); the screen *moves* B to 3 ([A, C, D, B, E, F]).
        // Second event, on Energy: the data exchanges 3 and 4 ([A, D, C, E, B, F]); the
        // screen moves B to 4 ([A, C, D, E, B, F]). They differ at rows 1 (D / C) and 2 (C / D).
        let scene = Scene(try Self.example("table-exchange.md", "table-flick"))
        let strip = try #require(scene.strip)
        // A list scrolls vertically: the strip is to the right, 16 pt past the 320-pt region
        // drawn at x = 24, and shows its 6 rows whole.
        #expect(strip.placement == .right)
        #expect(strip.frame.minX == 24 + 320 + 16)
        #expect(strip.windows == [[0..<6]])
        #expect(strip.edits.map { "\($0.kind) \($0.from) \($0.to)" }
                == ["exchange [0,1] [0,3]", "exchange [0,3] [0,4]"])
        // Three runs of data: before the flick, after the first exchange, after the second.
        #expect(strip.runs.count == 3)

        let t = scene.run.timeline
        let afterFlick = t.frames[t.stepEnds[1]]
        #expect(strip.marks(order: afterFlick.order, data: afterFlick.data)
                == [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2)])
        let still = FrameSVG.step(scene, index: 2)
        #expect(Self.held(still) == ["0,0 Airplane", "0,1 Display", "0,2 Cellular", "0,3 Energy", "0,4 Bluetooth",
                                     "0,5 Focus"])
        #expect(still.contains("data ≠ screen"))
        // Slots 1 and 2 adjoin: one dashed outline around both and one "≠". The cells start 46
        // below the strip's top (24), a row of 20 apart, 18 high, at x 360 + 30 = 390, 116 wide:
        // slot 1 at y 90, slot 2 at 110; 1.5 outside them: x 388.5, y 88.5, 119 wide, and
        // 110 + 18 − 90 + 3 = 41 high.
        #expect(still.contains("<g data-marks=\"0,1 0,2\""))
        #expect(still.contains("<rect x=\"388.5\" y=\"88.5\" width=\"119\" height=\"41\" rx=\"4\"/>"))
        #expect(still.components(separatedBy: ">≠</text>").count - 1 == 1)
        #expect(still.contains("data-edit=\"exchange\" data-from=\"0,1\" data-to=\"0,3\""))

        // After the press nothing has moved: the strip holds the items as listed, no marks.
        let pressed = FrameSVG.step(scene, index: 1)
        #expect(Self.held(pressed) == ["0,0 Airplane", "0,1 Bluetooth", "0,2 Cellular", "0,3 Display",
                                       "0,4 Energy", "0,5 Focus"])
        #expect(pressed.contains("data = screen"))
        #expect(!pressed.contains(">≠</text>"))
        #expect(!pressed.contains("data-edit"))
    }

    /// The "≠" signs are one text, an `x` per glyph; a baseline they share is written once (a
    /// glyph without its own `y` stays on the line of the one before). A middle at y puts a
    /// 13-point sign's baseline at y + 0.35 × 13 = y + 4.55, rounded: 104.55 → 105, 124.55 → 125.
    @Test func theSignsShareOneTextAndABaselineTheyShare() {
        #expect(DataStrip.signs(at: [Point(x: 10, y: 100), Point(x: 570, y: 100), Point(x: 1130, y: 100)])
            == "<text x=\"10 570 1130\" y=\"105\">≠≠≠</text>")
        #expect(DataStrip.signs(at: [Point(x: 10, y: 100), Point(x: 570, y: 120)])
            == "<text x=\"10 570\" y=\"105 125\">≠≠</text>")
        #expect(DataStrip.signs(at: []) == "")
    }

    @Test func theWalkthroughDrawsACellPerSlotAndItemItHolds() throws {
        // table-slow: Bluetooth trades places with Cellular, Display, Energy, one exchange
        // each: [A, B, C, D, E, F] → [A, C, B, D, E, F] → [A, C, D, B, E, F] → [A, C, D, E, B, F].
        // A cell per item, six, not four runs × six. The strip starts at the padding, y = 24;
        // its slots 46 lower, 20 apart: slot i at y = 24 + 46 + 20 i. B starts in slot 1 (90)
        // and moves by 20, 40, 60 (to slots 2, 3, 4), one discrete animation of a group;
        // C, D and E each move up one slot (by -20), each at its own commit: three groups
        // more; A and F never move, and get no animation.
        let run = try Self.example("table-exchange.md", "table-slow")
        let svg = WalkthroughSVG.render(run)
        #expect(svg.components(separatedBy: "<g data-holds=\"").count - 1 == 6)
        #expect(svg.contains("<g data-holds=\"Bluetooth\" transform=\"translate(390,90)\">"))
        #expect(svg.contains("values=\"0,0;0,20;0,40;0,60\""))
        #expect(svg.components(separatedBy: "values=\"0,0;0,-20\"").count - 1 == 3)
        #expect(!svg.contains("data-slot=\""))
        #expect(svg.components(separatedBy: "<g data-edit=\"exchange\"").count - 1 == 3)
        #expect(!svg.contains("<script"))
    }

    @Test func aLongListShowsWindowsAroundTheDragAndElidesTheRest() {
        // 1,000 rows of 44 pt, no spacing, scrolled to row 500 (y = 22,000); a 300-pt viewport
        // shows rows 500…506 (506 spans 22,264–22,308). Press I500, drag it two rows down.
        // Slots kept: the head 0..<3; the lift at 500 ± 2; the commit (500 → 501 or 502, ± 2);
        // the rows on screen, 500…506 (499 too if the query counts a touching edge);
        // the tail 998..<1000. Merged: 0..<3, 498..<507, 998..<1000: 14 slots, and
        // 3..<498 (495) and 507..<998 (491) elided.
        let labels = (0..<1_000).map { "I\($0)" }
        let board = Board(id: "long", title: "Long", file: "long.md", line: 1, source: "", layout: .list,
                          viewport: Size(width: 320, height: 300), offset: Point(x: 0, y: 22_000),
                          itemSize: Size(width: 320, height: 44), lineSpacing: 0,
                          sections: [BoardSection(items: labels.map { BoardItem(label: $0) })],
                          steps: [ScriptStep(gesture: .press(.item("I500")), text: "press"),
                                  ScriptStep(gesture: .move(to: .item("I502"), ticks: 30), text: "move"),
                                  ScriptStep(gesture: .release, text: "release")])
        let scene = Scene(ScenarioRun(board.scenario()))
        guard let strip = scene.strip else { Issue.record("no strip"); return }
        #expect(strip.windows == [[0..<3, 498..<507, 998..<1_000]])
        #expect(strip.cells.count == 14)
        #expect(strip.gaps.map(\.slots) == [3..<498, 507..<998])
        let svg = WalkthroughSVG.render(scene)
        #expect(svg.contains(">…(495)…</text>"))
        #expect(svg.contains(">…(491)…</text>"))
        // The finger ends on I502's centre: the drop commits a move of I500 to 502, so
        // slots 500, 501 and 502 then hold I501, I502, I500: the same 14 items as before,
        // a cell each, not 2,000; three of them move (one animation each).
        #expect(strip.edits.map { "\($0.kind) \($0.from) \($0.to)" } == ["move [0,500] [0,502]"])
        #expect(svg.components(separatedBy: "<g data-holds=\"").count - 1 == 14)
        #expect(svg.components(separatedBy: "calcMode=\"discrete\"").count - 1 >= 3)
    }

    @Test func aBoardOfManySectionsShowsThoseThatMatter() {
        // 20 sections of two 40-pt rows, no headers or spacing: section s spans y = 80 s to
        // 80 s + 80. A 130-pt viewport at offset 0 shows sections 0 and 1 (rows to y = 130).
        // S0_0 is dragged onto S1_0 (centre y = 100) and dropped into section 1.
        // Kept, at most 6: the lift's and the commit's sections (0, 1), those on screen
        // (0, 1), then the first and the last (0, 19). Sections 2…18 are elided: 17.
        let sections = (0..<20).map { s in BoardSection(title: "S\(s)", items: [BoardItem(label: "S\(s)_0"),
                                                                                BoardItem(label: "S\(s)_1")]) }
        let board = Board(id: "many", title: "Many", file: "many.md", line: 1, source: "", layout: .list,
                          viewport: Size(width: 240, height: 130), itemSize: Size(width: 240, height: 40),
                          lineSpacing: 0, sections: sections,
                          steps: [ScriptStep(gesture: .press(.item("S0_0")), text: "press"),
                                  ScriptStep(gesture: .move(to: .item("S1_0"), ticks: 30), text: "move"),
                                  ScriptStep(gesture: .release, text: "release")])
        let scene = Scene(ScenarioRun(board.scenario()))
        guard let strip = scene.strip else { Issue.record("no strip"); return }
        #expect(strip.windows.enumerated().filter { !$0.element.isEmpty }.map(\.offset) == [0, 1, 19])
        #expect(strip.skipped.map(\.count) == [17])
        #expect(WalkthroughSVG.render(scene).contains(">…(17 sections)…</text>"))
    }

    @Test func aCarouselHasNoStrip() throws {
        // Its data is its items repeated, never edited; the page indicator marks the page.
        let scene = Scene(try Self.example("carousel.md", "carousel-drag"))
        #expect(scene.strip == nil)
        #expect(!WalkthroughSVG.render(scene).contains("data-strip"))
        #expect(!FrameSVG.step(scene, index: 1).contains("data-strip"))
    }
}
