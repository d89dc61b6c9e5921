import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// The edge auto-scroll's zones, drawn as lightly tinted bands inside the viewport,
/// at the two edges across the scroll axis, each with its inner edge dashed. Found by scripts/fuzz-engine.py (seed
/// 41): a viewport less than two zones high once gave side bands a negative
/// height, which SVG rejects.
@Suite struct EdgeZoneTests {
    @Test func aVerticalListGetsBandsAtTheTopAndBottomOnly() {
        // zone 10 in 100 × 100 at the origin, content scrolling vertically: top (0,0,100,10)
        // and bottom (0,100 − 10,100,10) = (0,90,100,10); no side bands (the content
        // cannot scroll sideways, so they would only hide the rows).
        let svg = SVGParts.edgeZones(viewport: Size(width: 100, height: 100), zone: 10, origin: Point(x: 0, y: 0),
                                     vertical: true)
        // Inner edges dashed: y = 0 + 10 and y = 90, across the 100.
        #expect(svg == band(0, 0, 100, 10) + band(0, 90, 100, 10) + edges("M0 10h100M0 90h100"))
    }

    @Test func aHorizontalStripGetsBandsAtTheLeftAndRightOnly() {
        // zone 10 in 200 × 50 at (24, 24), scrolling horizontally: left (24,24,10,50),
        // right (24 + 200 − 10, 24, 10, 50) = (214,24,10,50).
        let svg = SVGParts.edgeZones(viewport: Size(width: 200, height: 50), zone: 10, origin: Point(x: 24, y: 24),
                                     vertical: false)
        // Inner edges dashed: x = 24 + 10 = 34 and x = 214, down the 50.
        #expect(svg == band(24, 24, 10, 50) + band(214, 24, 10, 50) + edges("M34 24v50M214 24v50"))
    }

    @Test func bandsAreCutToAViewportSmallerThanAZone() {
        // zone 10 in 88 × 3 at (24, 24), vertical: both bands min(10, 3) = 3 high, the bottom
        // one at 24 + 3 − 3 = 24. In 4 × 50, horizontal: both min(10, 4) = 4 wide, the right
        // one at 0 + 4 − 4 = 0.
        let low = SVGParts.edgeZones(viewport: Size(width: 88, height: 3), zone: 10, origin: Point(x: 24, y: 24),
                                     vertical: true)
        #expect(low == band(24, 24, 88, 3) + band(24, 24, 88, 3) + edges("M24 27h88M24 24h88"))
        let narrow = SVGParts.edgeZones(viewport: Size(width: 4, height: 50), zone: 10, origin: Point(x: 0, y: 0),
                                        vertical: false)
        #expect(narrow == band(0, 0, 4, 50) + band(0, 0, 4, 50) + edges("M4 0v50M0 0v50"))
    }

    @Test func aLineBreaksAtTheGapsAlongIt() {
        // zone 10 in 100 × 100, vertical, gaps 40…60 and 90…120 (past the end: cut to it): each line
        // runs 0…40 and 60…90, M0 10h40M60 10h30, then the same at y = 90.
        let svg = SVGParts.edgeZones(viewport: Size(width: 100, height: 100), zone: 10, origin: .zero,
                                     vertical: true, gaps: [40...60, 90...120])
        #expect(svg == band(0, 0, 100, 10) + band(0, 90, 100, 10) + edges("M0 10h40M60 10h30M0 90h40M60 90h30"))
        // Horizontal, at (24, 24), 200 × 50, a gap 20…30 down the lines: x = 34 and 214, y from 24 to
        // 44 and from 54 to 74.
        let across = SVGParts.edgeZones(viewport: Size(width: 200, height: 50), zone: 10, origin: Point(x: 24, y: 24),
                                        vertical: false, gaps: [20...30])
        #expect(across == band(24, 24, 10, 50) + band(214, 24, 10, 50) + edges("M34 24v20M34 54v20M214 24v20M214 54v20"))
        // A gap over the whole line leaves the bands alone.
        let none = SVGParts.edgeZones(viewport: Size(width: 100, height: 100), zone: 10, origin: .zero,
                                      vertical: true, gaps: [-5...105])
        #expect(none == band(0, 0, 100, 10) + band(0, 90, 100, 10))
    }

    @Test func edgeScrollsLinesBreakBehindTheRowsLabels() throws {
        // edge-scroll: rows 240 wide in a 240-wide viewport, labels of one letter, centred at x = 120.
        // A card 240 × 50 has labels of min(16, max(11, 50 × 0.32)) = 16 points; one letter is
        // estimated 16 × 0.62 = 9.92 wide, 115.04…124.96, and 4 more on each side: 111.04…128.96.
        let run = try DataStripTests.example("edge-scroll.md", "edge-scroll")
        let scene = Scene(run)
        let gaps = scene.edgeZoneGaps
        #expect(gaps.count == 1)
        #expect(abs(gaps[0].lowerBound - 111.04) < 1e-9 && abs(gaps[0].upperBound - 128.96) < 1e-9)
        // Both pictures break both lines there: 0…111.04 and 128.96…240 (a length of 111.04).
        let broken = "h111.04M128.96 "
        #expect(WalkthroughSVG.render(run).components(separatedBy: broken).count - 1 == 2)
        for k in 0...run.scenario.script.steps.count {
            #expect(FrameSVG.step(scene, index: k).components(separatedBy: broken).count - 1 == 2, "step \(k)")
        }
        // A board without edge zones has no gaps.
        #expect(Scene(try DataStripTests.example("list.md", "list-reorder")).edgeZoneGaps.isEmpty)
    }

    /// A band as SVGParts.rect writes it (a zero coordinate is SVG's default, left out).
    func band(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
        "<rect" + (x == 0 ? "" : " x=\"\(x)\"") + (y == 0 ? "" : " y=\"\(y)\"")
            + " width=\"\(w)\" height=\"\(h)\" fill=\"\(Palette.edgeZone)\" opacity=\".12\"/>"
    }

    @Test func anEdgeScrollBoardInATinyViewportDrawsNoNegativeSize() {
        let board = Board(id: "tiny", title: "Tiny", file: "t.md", line: 1, source: "",
                          viewport: Size(width: 88, height: 3), profile: "snapshot-edge-scroll",
                          sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                          steps: [ScriptStep(gesture: .press(.item("A")), text: "press A"),
                                  ScriptStep(gesture: .release, text: "release")])
        let run = ScenarioRun(board.scenario())
        let pictures = [WalkthroughSVG.render(run)] + (0...board.steps.count).map { FrameSVG.step(run, index: $0) }
        for svg in pictures {
            #expect(svg.contains("fill=\"\(Palette.edgeZone)\""))  // the zones are drawn
            #expect(!svg.contains("height=\"-"))
            #expect(!svg.contains("width=\"-"))
        }
    }
}

extension EdgeZoneTests {
    /// The dashed inner edges as SVGParts.edgeZones writes them.
    func edges(_ d: String) -> String {
        "<path d=\"\(d)\" stroke=\"\(Palette.edgeZone)\" stroke-width=\"1.5\" stroke-dasharray=\"5 4\" fill=\"none\"/>"
    }
}
