import CollectionLayout
import Testing
@testable import ReorderEngine

// The checker driven directly with doctored frames: orders the engine itself
// never produces (it only moves and exchanges), so that no-lost-items has
// something to find.

private let initial: Order = [["A", "B", "C"], ["D"]]
private let viewport = Size(width: 100, height: 100)

/// A frame at offset 0 of a board exactly the viewport's size (offset-in-bounds holds).
private func frame(_ index: Int, order: Order, data: Order) -> Frame {
    Frame(index: index, time: Double(index) / 60, offset: .zero, finger: nil, lifted: nil, liftedFrame: nil,
          layoutIndex: 0, order: order, data: data)
}

private func check(_ checker: inout InvariantChecker, _ f: Frame, changed: Bool = true,
                   settled: Bool = false) -> [Violation] {
    checker.check(frame: f, settled: settled, orderChanged: changed, dataChanged: changed,
                  contentSize: viewport, viewport: viewport)
}

@Test func anOrderThatLosesAnItemBreaksNoLostItems() {
    var checker = InvariantChecker(items: initial)
    #expect(check(&checker, frame(0, order: initial, data: initial)).isEmpty)
    let lost: Order = [["A", "C"], ["D"]]
    let violations = check(&checker, frame(1, order: initial, data: lost))
    #expect(violations == [Violation(frame: 1, rule: .noLostItems, message: "the data source has missing B")])
}

@Test func aLabelReplacedByAnotherWithTheSameCountIsFoundByTheHash() {
    // Same number of items, so only the multiset hash tells: B became a second A.
    var checker = InvariantChecker(items: initial)
    #expect(check(&checker, frame(0, order: initial, data: initial)).isEmpty)
    let doubled: Order = [["A", "A", "C"], ["D"]]
    #expect(doubled.itemCount == initial.itemCount)
    let violations = check(&checker, frame(1, order: doubled, data: initial))
    #expect(violations == [Violation(frame: 1, rule: .noLostItems,
                                     message: "the screen has missing B; more than once: A")])
}

@Test func aLossIsReportedWhenItStartsAndAgainAfterItHeld() {
    var checker = InvariantChecker(items: initial)
    let lost: Order = [["A", "B"], ["D"]]
    #expect(check(&checker, frame(0, order: initial, data: initial)).isEmpty)
    #expect(check(&checker, frame(1, order: lost, data: initial)).map(\.frame) == [1])
    #expect(check(&checker, frame(2, order: lost, data: initial)).isEmpty)   // still failing
    #expect(check(&checker, frame(3, order: initial, data: initial)).isEmpty)   // holds again
    #expect(check(&checker, frame(4, order: lost, data: initial)).map(\.frame) == [4])
}

@Test func theLastFrameGetsTheFullComparison() {
    var checker = InvariantChecker(items: initial)
    #expect(check(&checker, frame(0, order: initial, data: initial)).isEmpty)
    // A frame the per-change check does not look at (told nothing changed):
    // only the final full comparison can find what it lost.
    let lost: Order = [["A", "B", "C"], []]
    let last = frame(1, order: lost, data: initial)
    #expect(check(&checker, last, changed: false).isEmpty)
    #expect(checker.finish(frame: last) == [Violation(frame: 1, rule: .noLostItems, message: "the screen has missing D")])
    // Reported once.
    #expect(checker.finish(frame: last).isEmpty)
}

@Test func theLastFrameAddsNothingWhenNothingIsLost() {
    var checker = InvariantChecker(items: initial)
    let moved: Order = [["C", "A"], ["D", "B"]]
    #expect(check(&checker, frame(0, order: initial, data: initial)).isEmpty)
    #expect(check(&checker, frame(1, order: moved, data: moved)).isEmpty)
    #expect(checker.finish(frame: frame(1, order: moved, data: moved)).isEmpty)
}

@Test func aSettledScreenThatDiffersFromTheDataBreaksDataMatchesView() {
    var checker = InvariantChecker(items: initial)
    let screen: Order = [["B", "A", "C"], ["D"]]
    let violations = check(&checker, frame(0, order: screen, data: initial), settled: true)
    #expect(violations == [Violation(
        frame: 0, rule: .dataMatchesView,
        message: "the screen shows [[B, A, C], [D]] but the data source holds [[A, B, C], [D]]")])
}

@Test func aSessionEndsWithoutLostItems() {
    // B dragged onto F and dropped (worked out in crossSectionMoveCommitsOnceAtTheEnd):
    // the final full comparison finds every item.
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("F"), ticks: 12), .release])).run()
    #expect(t.frames.last?.data == [["A", "C", "D"], ["E", "B", "F"]])
    #expect(t.violations.isEmpty)
}

@Test func theOffsetMayRunFromZeroToContentSizeMinusViewport() {
    // Content 300 × 1000 in a 300 × 400 viewport: x in [0, 300 − 300] = [0, 0],
    // y in [0, 1000 − 400] = [0, 600]; both ends are in bounds.
    let content = Size(width: 300, height: 1000), screen = Size(width: 300, height: 400)
    func outside(_ x: Double, _ y: Double) -> String? {
        InvariantChecker.offsetOutOfBounds(Point(x: x, y: y), contentSize: content, viewport: screen)
    }
    #expect(outside(0, 0) == nil)
    #expect(outside(0, 600) == nil)
    #expect(outside(0, 600.5) == "content offset 0,600.5 is outside [0, 0] × [0, 600]")
    #expect(outside(-1, 0) == "content offset -1,0 is outside [0, 0] × [0, 600]")
    #expect(outside(0, -0.0) == nil)   // −0 is not below 0
    // Content smaller than the viewport: max(0, 200 − 400) = 0 on y, so only 0 is allowed.
    #expect(InvariantChecker.offsetOutOfBounds(Point(x: 0, y: 1), contentSize: Size(width: 300, height: 200),
                                               viewport: screen) == "content offset 0,1 is outside [0, 0] × [0, 0]")
}
