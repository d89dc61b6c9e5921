import Testing
@testable import BoardRender
import CollectionLayout

/// A label covered by the lifted snapshot or a sliding card is drawn again above it (issue 34).
@Suite struct CoveredLabelsTests {
    @Test func aLabelUnderTheSnapshotIsDrawnAgainAndOneInTheOpenIsNot() {
        // 60-point cards: labels of 16 points (0.32 × 60 = 19.2, at most 16), "D" 0.62 × 16 = 9.92
        // wide, centred: x 25.04 to 34.96, y 22 to 38. A's snapshot at (20, 20) covers it; A's own
        // label (x 45.04 to 54.96, y 42 to 58) does not touch it. F at (100, 0) is in the open.
        let d = (label: "D", text: "D", rect: Rect(x: 0, y: 0, width: 60, height: 60))
        let f = (label: "F", text: "F", rect: Rect(x: 100, y: 0, width: 60, height: 60))
        #expect(CoveredLabels.box("D", in: d.rect) == Rect(x: 25.04, y: 22, width: 9.92, height: 16))
        let svg = CoveredLabels.svg([d, f], lifted: ("A", "A", Rect(x: 20, y: 20, width: 60, height: 60)))
        #expect(svg.contains("data-covered=\"D\""))
        #expect(!svg.contains("data-covered=\"F\""))
        #expect(svg.contains("paint-order=\"stroke\""))
        // Nothing lifted and nothing over D: nothing drawn again.
        #expect(CoveredLabels.svg([d, f], lifted: nil) == "")
        // A later card over D's label (drawn after it) covers it too.
        let e = (label: "E", text: "E", rect: Rect(x: 20, y: 20, width: 60, height: 60))
        #expect(CoveredLabels.svg([d, e], lifted: nil).contains("data-covered=\"D\""))
    }

    @Test func edgeScrollCancelsSecondStillLabelsDAndEUnderA() throws {
        // The still: at step 2 D and E slide under the lifted A.
        let scene = Scene(try DataStripTests.example("edge-scroll-cancel.md", "edge-scroll-cancel"))
        let still = FrameSVG.step(scene, index: 2)
        #expect(still.contains("data-covered=\"D\""))
        #expect(still.contains("data-covered=\"E\""))
        #expect(!still.contains("data-covered=\"A\""))
    }
}
