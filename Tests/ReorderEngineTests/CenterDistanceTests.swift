import CollectionLayout
import Testing
@testable import ReorderEngine

/// One section A…F in the 200-wide grid of `board(_:)`: A B C at y 0…50
/// (centres x = 25, 100, 175), D E F at y 60…110. fps 60: press 30 ticks,
/// 0.25 s = 15 ticks.
func grid(_ steps: [GestureStep], viewport: Size = Size(width: 200, height: 400),
          offset: Point = .zero) -> Timeline {
    let labels: Order = [["A", "B", "C", "D", "E", "F"]]
    var sizes: [String: Size] = [:]
    for label in labels[0] { sizes[label] = Size(width: 50, height: 50) }
    return ReorderSession(SessionConfiguration(
        layout: FlowLayout(collectionSize: viewport, lineSpacing: 10, itemSpacing: 10), sections: labels,
        sizes: sizes, viewport: viewport, offset: offset, profile: .centerDistance,
        steps: steps.map { ScriptStep(gesture: $0, text: "") })).run()
}

@Test func theSnapshotIsDrawnOffByTheContentOffset() throws {
    // Viewport 200 × 100 scrolled to y = 40 (content 110 tall: the valid range is
    // 0…10, so offset-in-bounds is flagged too — the quirk needs a scrolled view).
    // E's centre (100,85) is (100,45) on screen. The snapshot's numbers are content
    // coordinates but it lives in screen space, so it is drawn at (100, 85 + 40):
    // 40 points below the finger, from the first frame of the lift.
    // When the lift animation ends (frame 30 + 14 = 44) it is 52.5 wide, centred
    // on (100,125): (73.75, 98.75).
    let t = grid([.press(.item("E")), .hold(ticks: 20), .release],
                 viewport: Size(width: 200, height: 100), offset: Point(x: 0, y: 40))
    let first = try #require(t.frames[30].liftedFrame)
    #expect(first.center == Point(x: 100, y: 125))
    #expect(t.frames[30].finger == Point(x: 100, y: 45))
    let done = try #require(t.frames[44].liftedFrame)
    #expect(abs(done.minX - 73.75) < 1e-9 && abs(done.minY - 98.75) < 1e-9 && abs(done.width - 52.5) < 1e-9)
}

@Test func theFirstItemWithinHalfAWidthIsTheTarget() {
    // A (25,25) → (95,30) over 14 ticks: x = 25 + 5j, y = 25 + 5j/14.
    // B's centre is (100,25); the radius is half the unscaled width, 25.
    // j = 10: (75, 28.57): dx = 25 → distance > 25, no. j = 11: (80, 28.93):
    // sqrt(20² + 3.93²) = 20.4 < 25 → B [0,1], frame 41: A and B swap places, live
    // in the data too. Then B's new centre (25,25) is far, C's (175,25) is 80+ away.
    let t = grid([.press(.item("A")), .move(to: .point(Point(x: 95, y: 30)), ticks: 14), .release])
    #expect(exchanges(t).map(\.frame) == [41])
    #expect(commits(t).map(\.frame) == [41])
    #expect(t.frames.last?.order == [["B", "A", "C", "D", "E", "F"]])
    #expect(t.frames.last?.data == [["B", "A", "C", "D", "E", "F"]])
    #expect(t.violations.isEmpty)
}

@Test func onReleaseTheSnapshotReturnsThenTheCellShows() {
    // Release at frame 45 (30 + 14 + 1); the snapshot returns to A's slot centre
    // (100,25) at scale 1 over 15 ticks and disappears at frame 59.
    let t = grid([.press(.item("A")), .move(to: .point(Point(x: 95, y: 30)), ticks: 14), .release])
    #expect(t.frames[58].lifted == "A")
    #expect(t.frames[59].lifted == nil)
    #expect(t.frames.count == 60)
    #expect(t.drawnFrame(of: "A", at: t.frames[59]) == Rect(x: 75, y: 0, width: 50, height: 50))
}
