import CollectionLayout
import Testing
@testable import BoardRender

/// Exchange arrows keep clear of the labels at the slots' centres.
@Suite struct ArrowPathTests {
    @Test func slotsInOneColumnGetAStraightArrow() {
        // From (38, 191) down to (38, 243): a vertical shaft, then the head at the tip (its
        // ends 9 back along the shaft and 4.95 to each side); no elbow.
        let d = SVGParts.arrowPath(from: Point(x: 38, y: 191), to: Point(x: 38, y: 243))
        #expect(d.hasPrefix("M38 191V243m"))
        #expect(!d.contains("H") && !d.contains("L"))
    }

    @Test func slotsInAnotherRowAndColumnGetAnL() {
        // Grid slots 80 wide with corners at (24, 24) and (128, 128): their arrow ends
        // (14 in from the corner, Scene.arrowEnd) are (38, 38) and (142, 142). A straight
        // line between them is the cards' diagonal, through the first card's centre (64, 64)
        // and its label; the L goes along y = 38 to x = 142 (the top band of the row), then
        // down x = 142 to y = 142 (the left band of the column), the head pointing down.
        let a = Scene.arrowEnd(Rect(x: 24, y: 24, width: 80, height: 80))
        let b = Scene.arrowEnd(Rect(x: 128, y: 128, width: 80, height: 80))
        #expect(a == Point(x: 38, y: 38) && b == Point(x: 142, y: 142))
        let d = SVGParts.arrowPath(from: a, to: b)
        #expect(d.hasPrefix("M38 38H142V142m"))
        #expect(!d.contains("L"))
        // The head's ends lie above the tip (y − 9), one left and one right of x = 142.
        #expect(d.contains("V142m-") && d.hasSuffix("-9"))
    }
}
