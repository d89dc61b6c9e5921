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

private let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

/// A board of the rows above under `jquery-ui-sortable` with `options`, B pressed at (100, 60).
private func board(_ options: JQueryUIOptions, _ steps: [GestureStep]) -> Timeline {
    var sizes: [String: Size] = [:]
    for label in letters { sizes[label] = Size(width: 200, height: 40) }
    let viewport = Size(width: 200, height: 240)
    return ReorderSession(SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [letters], sizes: sizes, viewport: viewport,
        fps: 60, profile: .jqueryUI(options), steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })).run()
}

private func options(distance: Double = 1, delay: Double = 0, axis: JQueryUIOptions.Axis = .none) -> JQueryUIOptions {
    var o = JQueryUIOptions()
    o.distance = distance
    o.delay = delay
    o.axis = axis
    return o
}

@Test func jqueryDistanceZeroStartsTheDragAtThePress() {
    // `_mouseDown` asks `_mouseDistanceMet` of the press itself: max(0, 0) >= 0 holds, and with
    // no delay `_mouseStart` runs there. So B is the helper from the press frame (tick 1) on,
    // on its slot (0, 40), through the held ticks 2…4, until the release (tick 5). At the
    // default distance 1 nothing lifts without a move.
    #expect(JQueryUIDistanceLift(distance: 0).liftsAtPress)
    #expect(!JQueryUIDistanceLift(distance: 0, delay: 50).liftsAtPress)
    #expect(!JQueryUIDistanceLift().liftsAtPress)
    let steps: [GestureStep] = [.press(.point(Point(x: 100, y: 60))), .hold(ticks: 3), .release]
    let zero = board(options(distance: 0), steps)
    #expect(zero.frames[1].lifted == "B")
    #expect(zero.frames[1].liftedFrame == Rect(x: 0, y: 40, width: 200, height: 40))
    #expect(zero.frames[4].lifted == "B")
    #expect(zero.frames[5].lifted == nil)
    let one = board(options(), steps)
    #expect((1...5).allSatisfy { one.frames[$0].lifted == nil })
}

@Test func jqueryDelayIgnoresTheMovesBeforeIt() {
    // delay 90: the press (tick 1) arms a 90 ms timer that only sets `mouseDelayMet`. B is moved
    // to (100, 160) over 10 ticks (2…11): y = 60 + 10j at tick 1 + j, j/60 s after the press.
    // Ticks 2…6 (16.7…83.3 ms) start nothing, however far. Tick 7 (100 ms ≥ 90) starts the drag
    // at y 120: the press replayed (60), then 120, moving down, over D (120…160) but not in
    // its lower half (≥ 140); C, passed before the drag, is never asked. 130: no. 140: D's lower
    // half: B after D, index 3, in one move at tick 9.
    // Without the delay: the drag starts at tick 2 (70); 100 (tick 5) is C's lower half: B → 2;
    // then D (now 120…160) at 140 (tick 9): → 3.
    let steps: [GestureStep] = [.press(.point(Point(x: 100, y: 60))),
                                .move(to: .point(Point(x: 100, y: 160)), ticks: 10), .release]
    let delayed = board(options(delay: 90), steps)
    #expect(delayed.frames[6].lifted == nil && delayed.frames[7].lifted == "B")
    #expect(delayed.frames[7].liftedFrame == Rect(x: 0, y: 100, width: 200, height: 40))  // 40 + (120 − 60)
    #expect(exchanges(delayed).map(\.frame) == [9])
    #expect(exchanges(delayed).map(\.to) == [IndexPath(section: 0, item: 3)])
    let prompt = board(options(), steps)
    #expect(exchanges(prompt).map(\.frame) == [5, 9])
    #expect(exchanges(prompt).map(\.to) == [IndexPath(section: 0, item: 2), IndexPath(section: 0, item: 3)])
    // The lift rule alone: within the delay nothing, however far; after it, the distance decides.
    let lift = JQueryUIDistanceLift(delay: 90)
    let press = Point(x: 100, y: 60)
    #expect(lift.move(press: press, finger: Point(x: 100, y: 160), elapsed: .milliseconds(89)) == .waits)
    #expect(lift.move(press: press, finger: Point(x: 100, y: 160), elapsed: .milliseconds(90)) == .lifts)
    #expect(lift.move(press: press, finger: Point(x: 100.5, y: 60.5), elapsed: .milliseconds(200)) == .waits)
}

@Test func jqueryAxisYLeavesThePointersXOutOfTheHitTest() {
    // B pressed at (100, 60); the drag starts at (100, 70). Then the pointer at (260, 100),
    // right of the 200-wide list: by default no row is under it (`isOverElementWidth` false):
    // nothing. With axis y only its y is asked: C (80…120), moving down, in its lower half
    // (≥ 100): the placeholder after C, index 2. Then up to (260, 59) over C (now 40…80), in
    // its upper half: before C, index 1.
    func at(_ x: Double, _ y: Double, current: Int) -> TargetContext {
        var context = moved(to: y, current: current)
        context.finger = Point(x: x, y: y)
        return context
    }
    var plain = JQueryUIIntersect()
    #expect(plain.target(in: at(100, 70, current: 1)) == nil)
    #expect(plain.target(in: at(260, 100, current: 1)) == nil)
    var vertical = JQueryUIIntersect()
    vertical.axis = .y
    #expect(vertical.target(in: at(100, 70, current: 1)) == nil)
    #expect(vertical.target(in: at(260, 100, current: 1)) == IndexPath(section: 0, item: 2))
    #expect(vertical.target(in: at(260, 59, current: 2)) == IndexPath(section: 0, item: 1))
    // The helper keeps its x: `_mouseDrag` sets only `top`. Pressed at (100.7, 60.6), the
    // pointer at (153.2, 65.9): travel (53, 5) in whole pixels, the x dropped: centre (100, 65).
    var helper = JQueryUIHelper(axis: .y)
    _ = helper.lift(cell: Rect(x: 0, y: 40, width: 200, height: 40), finger: Point(x: 100.7, y: 60.6))
    #expect(helper.follow(centre: Point(x: 100, y: 60), grab: Point(x: 0.7, y: 0.6), previous: Point(x: 100.7, y: 60.6),
                          finger: Point(x: 153.2, y: 65.9)) == Point(x: 100, y: 65))
    // Its `left` is `auto`, the static position: the list's left edge, also for a cell of a flow's
    // second column (50…100 × 50…100): the helper stands at x 0…50 from the lift, centre (25, 75).
    #expect(JQueryUIHelper(axis: .y).lift(cell: Rect(x: 50, y: 50, width: 50, height: 50), finger: Point(x: 75, y: 75))
        .from.centre == Point(x: 25, y: 75))
    #expect(JQueryUIHelper().lift(cell: Rect(x: 50, y: 50, width: 50, height: 50), finger: Point(x: 75, y: 75))
        .from.centre == Point(x: 75, y: 75))
}

@Test func jqueryAxisYKeepsReorderingWithThePointerBesideTheList() {
    // B pressed at (100, 60) and moved to (260, 110) over 5 ticks: (100 + 32j, 60 + 10j).
    // j = 3 (196, 90): C's upper half. j = 4 (228, 100): C's lower half, but beside the list:
    // by default nothing, with axis y B → 2 at tick 5. The helper: by default its left follows
    // the pointer (0 + 160 at j = 5), with axis y it stays at 0.
    let steps: [GestureStep] = [.press(.point(Point(x: 100, y: 60))),
                                .move(to: .point(Point(x: 260, y: 110)), ticks: 5), .release]
    let plain = board(options(), steps)
    #expect(exchanges(plain).isEmpty)
    #expect(plain.frames[6].liftedFrame?.minX == 160)
    let vertical = board(options(axis: .y), steps)
    #expect(exchanges(vertical).map(\.frame) == [5])
    #expect(exchanges(vertical).map(\.to) == [IndexPath(section: 0, item: 2)])
    #expect(vertical.frames[6].liftedFrame == Rect(x: 0, y: 90, width: 200, height: 40))  // 40 + 50
}

@Test func jqueryAxisXAsksThePointersXAndTheHorizontalHalfFromTheLastRow() {
    // A 4-column grid of 50 × 50 cells: A B C D / E F G H / I J K L; F (index 5) dragged.
    // axis: x takes the items as floating and asks only the pointer's x: at x 130 the column
    // 100…150 holds C (2), G (6) and K (10), tried from the last, K.
    let grid = FlowLayout(collectionSize: Size(width: 200, height: 200), lineSpacing: 0, itemSpacing: 0)
        .prepare(sections: [Array(repeating: Size(width: 50, height: 50), count: 12)])
    let f = IndexPath(section: 0, item: 5)
    // The DOM as the drag starts: the placeholder right after F (the helper), nothing moved.
    func across(_ p: Point, dx: Double, dy: Double) -> DecidingZone? {
        JQueryUIIntersect.zoneAcross(pointer: p, dx: dx, dy: dy, placeholder: JQueryUIPlaceholder(helper: 5, count: 12),
                                     positions: 5, current: f, layout: grid, visible: Rect(x: 0, y: 0, width: 200, height: 200),
                                     pointerTolerance: false)?.zone
    }
    // Moving right (dx 1), the pointer at (130, 140): K's right half is x 125…150 and holds
    // 130: it passes, and the placeholder goes after K, index 10.
    let right = across(Point(x: 130, y: 140), dx: 1, dy: 0)
    #expect(right?.target == IndexPath(section: 0, item: 10))
    #expect(right?.test == .intersectAcross(right: true))
    #expect(right?.rects == [Rect(x: 125, y: 100, width: 25, height: 50)])
    #expect(right?.passed == true)
    // Moving left at x 120 (dy 0): K's left half, 100…125, holds it: passes (before K, index 9).
    let left = across(Point(x: 120, y: 20), dx: -1, dy: 0)
    #expect(left?.target == IndexPath(section: 0, item: 10))
    #expect(left?.passed == true)
    // Moving right at x 110, in K's left half: K fails, and the loop stops there (`break`):
    // C and G, earlier in the order, are never asked.
    let early = across(Point(x: 110, y: 20), dx: 1, dy: 0)
    #expect(early?.target == IndexPath(section: 0, item: 10))
    #expect(early?.passed == false)
    // Straight down (dx 0, dy 1) at (60, 120), in F's own column 50…100 (B 1, F 5, J 9): J
    // first; J's "lower half" is _isOverAxis(y, 100 + 25, 50), 125…175: 120 is not in it. The
    // zone drawn is that band, J's lower half and the upper half of the slot below.
    let down = across(Point(x: 60, y: 120), dx: 0, dy: 1)
    #expect(down?.target == IndexPath(section: 0, item: 9))
    #expect(down?.test == .intersect(down: true))
    #expect(down?.rects == [Rect(x: 50, y: 125, width: 50, height: 50)])
    #expect(down?.passed == false)
    // Straight up at (60, 120): not in that band passes (120 < 125); the zone is the rest of the
    // visible column, above 125 and from 175 on: 0…125 and 175…200.
    let up = across(Point(x: 60, y: 120), dx: 0, dy: -1)
    #expect(up?.rects == [Rect(x: 50, y: 0, width: 50, height: 125), Rect(x: 50, y: 175, width: 50, height: 25)])
    #expect(up?.passed == true)
    // No move at all: the intersection is 1 (before) and the sides test fails; under tolerance
    // pointer it is not asked, and J (the last in F's column, not beside the placeholder
    // before it) passes: the press itself moves the placeholder before J, index 8.
    #expect(across(Point(x: 60, y: 60), dx: 0, dy: 0)?.passed == false)
    var pointer = JQueryUIIntersect(pointerTolerance: true)
    pointer.axis = .x
    let press = TargetContext(occasion: .fingerMoved, time: .zero, tick: 0, previousTarget: nil, layout: grid,
                              finger: Point(x: 60, y: 60), snapshotCentre: Point(x: 75, y: 75),
                              snapshotSize: Size(width: 50, height: 50), current: f,
                              visible: Rect(x: 0, y: 0, width: 200, height: 200), pressFinger: Point(x: 60, y: 60))
    #expect(pointer.target(in: press) == nil)   // the press starts nothing (distance 1)
    var moved = press
    moved.finger = Point(x: 61, y: 60)
    // The move of 1 px starts the drag: the press's _mouseDrag (no direction, intersection 1:
    // before J, index 8), then the move's (right, intersection 2): the placeholder, now before
    // J, goes after it, index 9, the last rearrange of the update.
    #expect(pointer.target(in: moved) == IndexPath(section: 0, item: 9))
}

@Test func jqueryPlaceholderCountsTheHelperAsItsNeighbour() {
    // Five items, D (3) dragged: the DOM is A B C D ▢ E, the placeholder in gap 4, after the helper.
    var dom = JQueryUIPlaceholder(helper: 3, count: 5)
    #expect(dom.gap == 4 && dom.shown == 3 && !dom.beforeHelper)
    // Its `prev()` is the helper, not C: C, beside it on screen, is not passed over when the
    // intersection is 2 (after); its `next()` is E, which is passed over when it is 1.
    #expect(!dom.isBeside(2, after: true))
    #expect(dom.isBeside(4, after: false))
    // Past C going right: `insertBefore(placeholder, C.nextSibling)`, C's next sibling being the
    // helper: A B C ▢ D E, gap 3. On screen still fourth (3), but now before the helper.
    dom.insert(after: true, item: 2)
    #expect(dom.gap == 3 && dom.shown == 3 && dom.beforeHelper)
    // Before E: A B C D ▢ E, gap 4 again, shown 3, after the helper.
    dom.insert(after: false, item: 4)
    #expect(dom.gap == 4 && dom.shown == 3 && !dom.beforeHelper)
    // On screen, with the placeholder shown at 4 (the end), E (4) stands at 3; with it at 2, C (2)
    // stands at 3 and B (1) at 1.
    #expect(JQueryUIPlaceholder.screenIndex(of: 4, helper: 3, placeholder: 4) == 3)
    #expect(JQueryUIPlaceholder.screenIndex(of: 2, helper: 3, placeholder: 2) == 3)
    #expect(JQueryUIPlaceholder.screenIndex(of: 1, helper: 3, placeholder: 2) == 1)
}

@Test func jqueryAxisXOnAListSwingsThePlaceholderAcrossTheHelperAndItsTopFollows() {
    // Rows A…E of 200 × 40 (A 0…40, …, E 160…200) in a 200 × 200 list, axis x. D (3) pressed at
    // (100, 140) in tick 1, moved to (130, 140) over ticks 2…7 (x 105, 110, …, 130), then to
    // (40, 140) over ticks 8…13 (x 115, 100, 85, 70, 55, 40), released at tick 14. No edge is
    // within 20 px of the pointer, so nothing scrolls. Every row holds the pointer's x, so the
    // rows are tried from E up; the helper's `top` is static: below A, B, C (120), and 40 lower
    // (160) while the placeholder stands before it in the DOM.
    // Tick 2: the press replayed (no direction: intersection 1; E is the placeholder's next,
    // passed over; C fails the sides: nothing), then right (2): E's right half (x ≥ 100) holds
    // 105: after E, A B C E ▢, shown 4, still after the helper: top 120.
    // Tick 3: E is now the placeholder's prev, passed over; C's is not (the helper is between):
    // after C, that is before the helper: A B C ▢ D E, shown 3, top 160. Ticks 4…7 alternate.
    // Tick 8 (115) and 9 (100) move left in E's right half (left half: x < 100): E fails, break.
    // Tick 10 (85): before E: A B C D ▢ E, shown 3 (no change on screen), after the helper: 120.
    // Tick 11 (70): E is the next, passed over; before C: A B ▢ C D E, shown 2, top 160.
    // Tick 12: before E again (3, top 120); tick 13: before C (2, top 160). The drop: A B D C E.
    let labels = ["A", "B", "C", "D", "E"]
    let viewport = Size(width: 200, height: 200)
    var sizes: [String: Size] = [:]
    for label in labels { sizes[label] = Size(width: 200, height: 40) }
    let steps: [GestureStep] = [.press(.point(Point(x: 100, y: 140))), .move(to: .point(Point(x: 130, y: 140)), ticks: 6),
                                .move(to: .point(Point(x: 40, y: 140)), ticks: 6), .release]
    let timeline = ReorderSession(SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [labels], sizes: sizes, viewport: viewport,
        fps: 60, profile: .jqueryUI(options(axis: .x)), steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })).run()
    #expect(exchanges(timeline).map(\.frame) == [2, 3, 4, 5, 6, 7, 11, 12, 13])
    #expect(exchanges(timeline).map(\.to.item) == [4, 3, 4, 3, 4, 3, 2, 3, 2])
    // The helper's left follows the whole-pixel pointer (x − 100); its top is static.
    let tops: [Double] = [120, 160, 120, 160, 120, 160, 160, 160, 120, 160, 120, 160]
    for (k, top) in zip(2...13, tops) {
        let left = [105, 110, 115, 120, 125, 130, 115, 100, 85, 70, 55, 40][k - 2] - 100.0
        #expect(timeline.frames[k].liftedFrame == Rect(x: left, y: top, width: 200, height: 40), "tick \(k)")
    }
    #expect(timeline.frames.last?.order == [["A", "B", "D", "C", "E"]])
}

@Test func jqueryAxisXHelperStandsInItsSlotInAListAndInTheFirstRowOfAFlow() {
    // At the lift the placeholder is after the helper: in a list the static top is below the
    // items before it, its own slot (40…80 for B, centre y 60); in a flow, the first row
    // (a 50 × 50 cell of the second row, 50…100, stands at 0…50: centre y 25).
    let helper = JQueryUIHelper(axis: .x)
    #expect(helper.lift(cell: Rect(x: 0, y: 40, width: 200, height: 40), finger: Point(x: 100, y: 60), offset: .zero, stacksRows: true)
        .from.centre == Point(x: 100, y: 60))
    #expect(helper.lift(cell: Rect(x: 50, y: 50, width: 50, height: 50), finger: Point(x: 75, y: 75), offset: .zero, stacksRows: false)
        .from.centre == Point(x: 75, y: 25))
    // The static top with B (1) the helper of ten 40-pt rows: after it, 40; before it, 80.
    var dom = JQueryUIPlaceholder(helper: 1, count: 10)
    #expect(JQueryUIIntersect.staticTop(of: dom, laidOut: IndexPath(section: 0, item: 1), layout: rows, stacksRows: true) == 40)
    dom.insert(after: false, item: 0)
    #expect(JQueryUIIntersect.staticTop(of: dom, laidOut: IndexPath(section: 0, item: 0), layout: rows, stacksRows: true) == 80)
    #expect(JQueryUIIntersect.staticTop(of: dom, laidOut: IndexPath(section: 0, item: 0), layout: rows, stacksRows: false) == 0)
}
