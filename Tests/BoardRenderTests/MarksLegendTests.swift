import Testing
@testable import BoardRender

/// The legend under a walkthrough names the marks its picture draws, and only those (issue 34).
@Suite struct MarksLegendTests {
    @Test func aCancelledDragIsToldItsArrowsAndSignsButNoEdit() throws {
        // cancelled-drag: the screen reorders live as A passes B–F (exchanges, so arrows), the
        // screen then differs from the data (≠), and the data source is never told (no edit).
        let legend = MarksLegend.text([Scene(try DataStripTests.example("cancelled-drag.md", "cancelled-drag"))])
        #expect(legend.contains("a purple arrow on the screen"))
        #expect(legend.contains("≠"))
        #expect(!legend.contains("told to change"))
    }

    @Test func anEdgeScrollIsToldItsEdgeZones() throws {
        let scene = Scene(try DataStripTests.example("edge-scroll.md", "edge-scroll"))
        #expect(scene.edgeZone > 0)
        #expect(MarksLegend.text([scene]).contains("edge zones"))
    }
}
