import CollectionLayout
import Testing
@testable import ReorderEngine

// jQuery UI Sortable's options (issue 31) on the rows of JQueryUISortableTests: 200 × 40 pt rows,
// A 0…40, B 40…80, C 80…120, D 120…160, …, a 200 × 240 viewport, B pressed at (100, 60).

private let rows: PreparedLayout = {
    let sizes = Array(repeating: Size(width: 200, height: 40), count: 10)
    return ListLayout(collectionSize: Size(width: 200, height: 240)).prepare(sections: [sizes])
}()

private func moved(to y: Double, current: Int, offset: Double = 0) -> TargetContext {
    TargetContext(occasion: .fingerMoved, time: .zero, tick: 0, previousTarget: nil, layout: rows,
                  finger: Point(x: 100, y: y + offset), snapshotCentre: Point(x: 100, y: y + offset),
                  snapshotSize: Size(width: 200, height: 40), current: IndexPath(section: 0, item: current),
                  visible: Rect(x: 0, y: offset, width: 200, height: 240), pressFinger: Point(x: 100, y: 60))
}

@Test func jqueryPointerToleranceMovesThePlaceholderOnceThePointerIsOverARow() {
    // Default (intersect): moving down into C (80…120) at 81 asks for C's lower half
    // (≥ 100): nothing; at 100 the placeholder goes after C (index 2).
    // tolerance: pointer skips the half (`_mouseDrag` 479): at 81 the pointer is over C,
    // moving down, and `placeholder.prev()` is A, not C: after C, index 2, nineteen pixels sooner.
    var intersect = JQueryUIIntersect()
    #expect(intersect.target(in: moved(to: 70, current: 1)) == nil)   // starts the drag, inside B
    #expect(intersect.target(in: moved(to: 81, current: 1)) == nil)
    #expect(intersect.target(in: moved(to: 100, current: 1)) == IndexPath(section: 0, item: 2))
    var pointer = JQueryUIIntersect(pointerTolerance: true)
    #expect(pointer.target(in: moved(to: 70, current: 1)) == nil)
    #expect(pointer.target(in: moved(to: 81, current: 1)) == IndexPath(section: 0, item: 2))
    // Now A C ▢ D…: C 40…80, the placeholder 80…120. At 105 (down) the pointer is over the
    // placeholder itself: nothing, either way. Up to 75, over C: intersect wants C's upper
    // half (40…60), nothing; pointer puts the placeholder before C, index 1 again.
    #expect(intersect.target(in: moved(to: 105, current: 2)) == nil)
    #expect(pointer.target(in: moved(to: 105, current: 2)) == nil)
    #expect(intersect.target(in: moved(to: 75, current: 2)) == nil)
    #expect(pointer.target(in: moved(to: 75, current: 2)) == IndexPath(section: 0, item: 1))
    #expect(intersect.target(in: moved(to: 59, current: 2)) == IndexPath(section: 0, item: 1))
}

@Test func jqueryDistanceHoldsTheStartUntilTheThreshold() {
    // distance 20: press at (100, 60); a move to y 79.9 is pixel 79, 19 px away: nothing
    // (19 < 20); y 80 is 20 px: the drag starts, replaying the press (60) then the move (80).
    var mouse = JQueryUIMouse(distance: 20)
    let press = Point(x: 100, y: 60)
    #expect(mouse.move(to: Point(x: 100, y: 79.9), press: press).isEmpty)
    #expect(mouse.move(to: Point(x: 100, y: 80), press: press).map(\.pointer) == [press, Point(x: 100, y: 80)])
    // Sideways counts too: 20 px across is the larger difference.
    var sideways = JQueryUIMouse(distance: 20)
    #expect(sideways.move(to: Point(x: 120, y: 61), press: press).count == 2)
    // The lift waits as long: JQueryUIDistanceLift runs the same test.
    #expect(!JQueryUIDistanceLift(distance: 20).startsDrag(press: press, finger: Point(x: 100, y: 79.9)))
    #expect(JQueryUIDistanceLift(distance: 20).startsDrag(press: press, finger: Point(x: 100, y: 80)))
    #expect(JQueryUIDistanceLift().startsDrag(press: press, finger: Point(x: 100, y: 61)))
}

@Test func jqueryScrollFalseScrollsNothingAndDrawsNoZone() {
    // The pointer at y 230 (240 − 230 = 10 < 20) scrolls +20 by default on the move that
    // starts the drag: the press replay (60) does not, the move (230) does.
    var scroll = JQueryUIScroll()
    var off = JQueryUIScroll(scroll: false)
    let context = AutoScrollContext(offset: .zero, viewport: Size(width: 200, height: 240),
                                    contentSize: Size(width: 200, height: 400), snapshot: nil,
                                    finger: Point(x: 100, y: 230), direction: .vertical,
                                    pressFinger: Point(x: 100, y: 60))
    scroll.fingerMoved(context)
    off.fingerMoved(context)
    #expect(scroll.tick(context) == Point(x: 0, y: 20))
    #expect(off.tick(context) == .zero)
    #expect(scroll.edgeZone == 20 && off.edgeZone == 0)
    // scroll-sensitivity 40 and scroll-speed 30: y 210 (240 − 210 = 30 < 40) scrolls 30.
    var wide = JQueryUIScroll(scrollSensitivity: 40, scrollSpeed: 30)
    var near = context
    near.finger = Point(x: 100, y: 210)
    wide.fingerMoved(near)
    #expect(wide.tick(near) == Point(x: 0, y: 30))
}
