import CollectionLayout
import Testing
@testable import ReorderEngine

// The `sortablejs` profile near the corners of grid cells (issue 31's corner gestures,
// Tests/Conformance/gestures/sortablejs/corner-*.md). The grid is the conformance page's: 4
// columns of 80 × 80 pt cells in a 320 × 320 viewport, no spacing, A…P row by row: A 0…80 ×
// 0…80, B 80…160 × 0…80, …, E 0…80 × 80…160, F 80…160 × 80…160, … Every number below was
// measured on the real SortableJS 1.14.0 in Chromium first (the conformance harness); the
// working is the rule's.

private let labels = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P"]
private let viewport = Size(width: 320, height: 320)
private let grid = FlowLayout(collectionSize: viewport, lineSpacing: 0, itemSpacing: 0)
private let cells: PreparedLayout = grid.prepare(sections: [Array(repeating: Size(width: 80, height: 80), count: 16)])

private func cornerBoard(_ steps: [GestureStep]) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in labels { sizes[label] = Size(width: 80, height: 80) }
    return SessionConfiguration(layout: grid, sections: [labels], sizes: sizes, viewport: viewport, fps: 60,
                                profile: .sortablejs, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

private func wake(_ rule: inout SortableDragOver, at point: Point) -> IndexPath? {
    // Two finger updates start the drag and record the pointer (A is index 0); then the 50 ms tick.
    func context(_ occasion: TargetOccasion, ms: Int) -> TargetContext {
        TargetContext(occasion: occasion, time: .milliseconds(ms), tick: 0, previousTarget: nil, layout: cells,
                      finger: point, snapshotCentre: point, snapshotSize: Size(width: 80, height: 80),
                      current: IndexPath(section: 0, item: 0), visible: Rect(x: 0, y: 0, width: 320, height: 320))
    }
    _ = rule.target(in: context(.fingerMoved, ms: 33))
    _ = rule.target(in: context(.fingerMoved, ms: 50))
    return rule.target(in: context(.wake, ms: 83))
}

@Test func sortableHitsTheCellBelowFromLessThanAPixelAboveItsEdge() {
    // Chromium's elementFromPoint overlaps a 1 × 1 px square with each box. At (30, 79.09):
    // 79.09 × 64 = 5061.76, floored to 5061 / 64 = 79.078125, so the square is 30…31 ×
    // 79.078125…80.078125. It overlaps A (y < 80) and E (y > 80); E comes later in the list and
    // is painted over A, so E is hit although the point lies in A. A and E are in different rows
    // (tops 0 and 80), so the threshold is 1: x = 30 lies strictly inside E's 0…80, A is before
    // E, the direction is +1 and A goes after E, index 4 (the real page, with A pressed at 10,70
    // and moved to 120,120 over 1.1 s, does it at frame 14, whose tick sees 30, 79.0909).
    var rule = SortableDragOver()
    #expect(wake(&rule, at: Point(x: 30, y: 79.09)) == IndexPath(section: 0, item: 4))
    // At y = 79 the square is 79…80, which only touches E's top edge: over A itself, nothing.
    var still = SortableDragOver()
    #expect(wake(&still, at: Point(x: 30, y: 79)) == nil)
    // 79.0155 × 64 = 5056.99 floors to 5056, 79.0: nothing; 79.016 × 64 = 5057.02 floors to
    // 5057, 79.015625: E. (Measured: the same boundary on the page.)
    #expect(SortableDragOver.hitBox(Point(x: 30, y: 79.0155)).minY == 79)
    #expect(SortableDragOver.hitBox(Point(x: 30, y: 79.016)).minY == 79.015625)
}

@Test func sortableFindsTheRightHandCellNearACornerAndDoesNothingOutsideIt() {
    // At (79.09, 88.18), in E near its right edge, the square is 79.078125…80.078125 ×
    // 88.171875…89.171875: it overlaps E and F (x > 80), and F, later, is hit. A (0…80 × 0…80)
    // and F (80…160 × 80…160) are in different rows, threshold 1, but x = 79.09 is not
    // strictly inside F's 80…160: the direction is 0 and nothing moves. A rule hit-testing the
    // point would have found E and put A after it.
    var rule = SortableDragOver()
    #expect(wake(&rule, at: Point(x: 79.09, y: 88.18)) == nil)
}

@Test func sortableTicksSeeTheItemsWhereThePreviousFrameDrewThem() {
    // Press (60, 60) in A, move to (100, 130) over 8 ticks: at tick 1 + j the pointer is at
    // (60 + 5j, 60 + 8.75j). The 50 ms tick, armed at the first move (tick 2), runs in ticks 5,
    // 8, 11, … with the pointer of the tick before (j = 3, 6, 8, …).
    // Tick 5 (83.3 ms), (75, 86.25): over E (0…80 × 80…160), another row, x inside E: A goes
    // after E, index 4 (B C D E A F …). E slides from 0,80 to its new slot 240,0, both axes.
    // Tick 8 (133.3 ms), (90, 112.5): the page drew E last at the end of tick 7 (116.7 ms),
    // 33.3 ms into its 150 ms: CSS ease(2/9) = 0.346, so E is drawn at x 83.0…163.0,
    // y 52.3…132.3 and covers the pointer: an item animating on both axes, nothing happens.
    // (Drawn at the tick's own 50 ms, ease(1/3) = 0.576, E would be at x 138.2…, the pointer
    // over F, and A would go after F at tick 8.)
    // Tick 11 (183.3 ms), (100, 130): E was drawn at 66.7 ms, ease(4/9) = 0.741, x ≥ 177.9: the
    // pointer is over F, static in its slot 80…160 × 80…160, in A's new row (A at 0…80 ×
    // 80…160): threshold 1, x = 100 inside, A before F: A goes after F, index 5.
    // The real page: the order changed at frames 5 and 11, B C D E A F … then B C D E F A ….
    let steps: [GestureStep] = [.press(.point(Point(x: 60, y: 60))), .move(to: .point(Point(x: 100, y: 130)), ticks: 8),
                                .hold(ticks: 18), .release]
    let t = ReorderSession(cornerBoard(steps)).run()
    #expect(exchanges(t).map(\.frame) == [5, 11])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 4), IndexPath(section: 0, item: 5)])
    #expect(t.frames.last?.data == [["B", "C", "D", "E", "F", "A", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P"]])
}
