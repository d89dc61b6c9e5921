import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// The edge auto-scroll's zones, drawn as translucent bands inside the viewport.
/// Found by scripts/fuzz-engine.py (seed 41): a viewport less than two zones
/// high gave the side bands a negative height, which SVG rejects.
@Suite struct EdgeZoneTests {
    @Test func aViewportTwentyPointsHighOrMoreGetsFourBands() {
        // zone 10 in 100 × 100 at the origin: top (0,0,100,10), bottom (0,90,100,10),
        // and between them, 100 − 2 × 10 = 80 high, left (0,10,10,80) and right (90,10,10,80).
        let svg = SVGParts.edgeZones(viewport: Size(width: 100, height: 100), zone: 10, origin: Point(x: 0, y: 0))
        let band = { (x: Int, y: Int, w: Int, h: Int) in
            // A zero coordinate is SVG's default, left out.
            "<rect" + (x == 0 ? "" : " x=\"\(x)\"") + (y == 0 ? "" : " y=\"\(y)\"")
                + " width=\"\(w)\" height=\"\(h)\" fill=\"#f59e0b\" opacity=\"0.28\"/>"
        }
        #expect(svg == band(0, 0, 100, 10) + band(0, 90, 100, 10) + band(0, 10, 10, 80) + band(90, 10, 10, 80))
    }

    @Test func aViewportLowerThanTwoZonesGetsNoSideBandsAndBandsCutToIt() {
        // zone 10 in 88 × 3 at (24, 24): the top and bottom bands are min(10, 3) = 3 high,
        // the bottom one at 24 + 3 − 3 = 24; between them 3 − 20 < 0, so no side bands.
        let svg = SVGParts.edgeZones(viewport: Size(width: 88, height: 3), zone: 10, origin: Point(x: 24, y: 24))
        let band = "<rect x=\"24\" y=\"24\" width=\"88\" height=\"3\" fill=\"#f59e0b\" opacity=\"0.28\"/>"
        #expect(svg == band + band)
    }

    @Test func aViewportNarrowerThanAZoneGetsSideBandsCutToIt() {
        // zone 10 in 4 × 50: top (0,0,4,10), bottom (0,40,4,10); between them 30 high,
        // the side bands min(10, 4) = 4 wide: left at 0, right at 4 − 4 = 0.
        let svg = SVGParts.edgeZones(viewport: Size(width: 4, height: 50), zone: 10, origin: Point(x: 0, y: 0))
        #expect(svg.contains("<rect y=\"10\" width=\"4\" height=\"30\""))   // x = 0, the default
        #expect(!svg.contains("x=\"-"))
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
            #expect(svg.contains("fill=\"#f59e0b\""))  // the zones are drawn
            #expect(!svg.contains("height=\"-"))
            #expect(!svg.contains("width=\"-"))
        }
    }
}
