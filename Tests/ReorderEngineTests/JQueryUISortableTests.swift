import CollectionLayout
import Testing
@testable import ReorderEngine

// The `jquery-ui-sortable` profile (jQuery UI 1.13.2 Sortable, defaults).
// Boards here are lists of 200 × 40 pt rows, A at y 0…40, B 40…80, C 80…120,
// D 120…160, E 160…200, F 200…240, G 240…280, …, in a 200 × 240 viewport at
// 60 fps: ten rows make 400 of content, so the offset runs from 0 to 160.

private let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

private func jqueryBoard(_ steps: [GestureStep], items: [String] = letters) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in items { sizes[label] = Size(width: 200, height: 40) }
    let viewport = Size(width: 200, height: 240)
    return SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [items], sizes: sizes, viewport: viewport,
        fps: 60, profile: .jqueryUISortable, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

private let rows: PreparedLayout = {
    let sizes = Array(repeating: Size(width: 200, height: 40), count: 10)
    return ListLayout(collectionSize: Size(width: 200, height: 240)).prepare(sections: [sizes])
}()

/// A finger update with the finger at `y` (viewport and content alike: offset 0), B pressed at (100, 60).
private func moved(to y: Double, current: Int) -> TargetContext {
    TargetContext(occasion: .fingerMoved, time: .zero, tick: 0, previousTarget: nil, layout: rows,
                  finger: Point(x: 100, y: y), snapshotCentre: Point(x: 100, y: y),
                  snapshotSize: Size(width: 200, height: 40), current: IndexPath(section: 0, item: current),
                  visible: Rect(x: 0, y: 0, width: 200, height: 240), pressFinger: Point(x: 100, y: 60))
}

@Test func jqueryTheDragStartsAtTheFirstMoveOfAWholePixelAndReplaysThePress() {
    // Press at (100, 60.2): the mouse event says (100, 60). A move to
    // (100.9, 60.95) is still (100, 60): distance 0 < 1, nothing. A move to
    // (100.9, 61.0) is (100, 61): max(|0|, |1|) = 1 ≥ 1, the drag starts, and
    // `_mouseStart` runs `_mouseDrag` with the press (60, previous 60), then
    // the move (61, previous 60). After that one `_mouseDrag` per move, each
    // with the previous move's pixel.
    var mouse = JQueryUIMouse()
    let press = Point(x: 100, y: 60.2)
    #expect(mouse.move(to: Point(x: 100.9, y: 60.95), press: press).isEmpty)
    #expect(!mouse.started)
    let start = mouse.move(to: Point(x: 100.9, y: 61.0), press: press)
    #expect(start.map(\.pointer) == [Point(x: 100, y: 60), Point(x: 100, y: 61)])
    #expect(start.map(\.previous) == [Point(x: 100, y: 60), Point(x: 100, y: 60)])
    let next = mouse.move(to: Point(x: 99.5, y: 64.7), press: press)
    #expect(next.map(\.pointer) == [Point(x: 99, y: 64)])
    #expect(next.map(\.previous) == [Point(x: 100, y: 61)])
    // A sideways pixel alone also starts it (the larger of the two distances).
    var sideways = JQueryUIMouse()
    #expect(sideways.move(to: Point(x: 101, y: 60.9), press: press).count == 2)
}

@Test func jqueryTheHelperFollowsTheWholePixelPointerFromTheSlot() {
    // B's slot is 0…200 × 40…80, centre (100, 60). Pressed at (100.7, 60.6):
    // the click offset is (100, 60) − (0, 40) = (100, 20) in whole pixels, so
    // the helper's top-left is the pointer's pixel − (100, 20), its centre the
    // pixel − (100, 20) + (100, 20) = the slot's centre + (pixel − (100, 60)).
    // Finger (103.2, 65.9) → pixel (103, 65) → centre (103, 65).
    // Finger (100.99, 60.99) → pixel (100, 60) → back on the slot, (100, 60).
    var helper = JQueryUIHelper()
    let lift = helper.lift(cell: Rect(x: 0, y: 40, width: 200, height: 40), finger: Point(x: 100.7, y: 60.6))
    #expect(lift.from.centre == Point(x: 100, y: 60))
    #expect(!lift.cellStays && lift.seconds == 0)
    let grab = Point(x: 0.7, y: 0.6)
    #expect(helper.follow(centre: Point(x: 100, y: 60), grab: grab, previous: Point(x: 100.7, y: 60.6),
                          finger: Point(x: 103.2, y: 65.9)) == Point(x: 103, y: 65))
    #expect(helper.follow(centre: Point(x: 103, y: 65), grab: grab, previous: Point(x: 103.2, y: 65.9),
                          finger: Point(x: 100.99, y: 60.99)) == Point(x: 100, y: 60))
}

@Test func jqueryMovingDownTheLowerHalfOfTheNextRowMovesThePlaceholder() {
    // B (index 1) pressed at y 60. First move to 70: the drag starts; the
    // press replay has no direction, the move goes down (70 > 60) but 70 is
    // in B's own rectangle (40…80): nothing. 99 is in C (80…120), moving
    // down, but C's lower half starts at 80 + 20 = 100: nothing ("intersect"
    // wants the half in the direction of the move). 100: C's lower half, so
    // the placeholder goes after C, index 1 → 2.
    var rule = JQueryUIIntersect()
    #expect(rule.target(in: moved(to: 70, current: 1)) == nil)
    #expect(rule.target(in: moved(to: 99, current: 1)) == nil)
    #expect(rule.target(in: moved(to: 100, current: 1)) == IndexPath(section: 0, item: 2))
}

@Test func jqueryTheDirectionOfTheLastMoveDecidesNotWhereTheItemCameFrom() {
    // B is at index 2 (screen A C B D …: A 0…40, C 40…80, B 80…120).
    // The pointer jumps up to y 30, inside A's lower half (20…40), moving up:
    // "up" wants the upper half, nothing. Then one pixel *down*, to 31, still
    // in A's lower half: moving down over A's lower half puts the placeholder
    // right after A, index 1, in front of C: B moved up by a downward move.
    // From there, one more pixel down (32) changes nothing: the placeholder
    // already follows A (`placeholder.prev()` is A).
    var rule = JQueryUIIntersect()
    #expect(rule.target(in: moved(to: 100, current: 2)) == nil)  // starts the drag inside B itself
    #expect(rule.target(in: moved(to: 30, current: 2)) == nil)
    #expect(rule.target(in: moved(to: 31, current: 2)) == IndexPath(section: 0, item: 1))
    #expect(rule.target(in: moved(to: 32, current: 1)) == nil)
    // And moving up into A's upper half (19 < 20) puts it before A: index 0.
    #expect(rule.target(in: moved(to: 19, current: 1)) == IndexPath(section: 0, item: 0))
}

@Test func jqueryScrollsTwentyWithinTwentyOfAnEdgeOnAMove() {
    // Viewport 200 × 240, content 200 × 400 (offset 0…160). Far edge: 240 − y
    // < 20 ⇔ y > 220, so y 221 scrolls +20 and y 220 does not; past the edge
    // (300) it still scrolls. Near edge: y < 20, so 19 scrolls −20 and 20 does
    // not. The browser clamps: 150 + 20 → 160, 10 − 20 → 0. Across, the
    // content is as wide as the viewport: x 195 (200 − 195 < 20) asks for +20
    // and the clamp keeps 0.
    let size = Size(width: 200, height: 240), content = Size(width: 200, height: 400)
    func scrolled(_ o: Double, _ x: Double, _ y: Double) -> Point {
        JQueryUIMouse.scrolled(Point(x: 0, y: o), pointer: Point(x: x, y: y), viewport: size, content: content,
                               sensitivity: 20, speed: 20)
    }
    #expect(scrolled(40, 100, 221) == Point(x: 0, y: 60))
    #expect(scrolled(40, 100, 220) == Point(x: 0, y: 40))
    #expect(scrolled(40, 100, 300) == Point(x: 0, y: 60))
    #expect(scrolled(40, 100, 19) == Point(x: 0, y: 20))
    #expect(scrolled(40, 100, 20) == Point(x: 0, y: 40))
    #expect(scrolled(150, 100, 230) == Point(x: 0, y: 160))
    #expect(scrolled(10, 100, 5) == Point(x: 0, y: 0))
    #expect(scrolled(0, 195, 100) == Point(x: 0, y: 0))
}

@Test func jqueryScrollsOnMovesOnlyAndCommitsAtTheDrop() {
    // Press B at (100, 60) (tick 1: captured, not lifted), move to (100, 239)
    // over 6 ticks (2…7; the first, 29 px, starts the drag and lifts B):
    // y = 60 + 179j/6 → 89.83, 119.67, 149.5, 179.33, 209.17, 239; whole
    // pixels 89, 119, 149, 179, 209, 239, all moving down.
    // Tick 2 (89): C (80…120), upper half: nothing.
    // Tick 3 (119): C's lower half (≥ 100): B after C, index 2 (A C B D …).
    // Tick 4 (149): D, now at 120…160, lower half from 140: B after D, index 3.
    // Tick 5 (179): E at 160…200, lower half from 180: no. Tick 6 (209): F
    // 200…240, from 220: no.
    // Tick 7 (239): 240 − 239 = 1 < 20: the move scrolls +20 first, then the
    // pointer is at 239 + 20 = 259 in the content: G (240…280), lower half
    // from 260: no. Only tick 7 is within 20 of the edge (y > 220).
    // Hold 10 ticks (8…17): no move, so no scroll (no timer).
    // Release in tick 18: the data gets one move, B 1 → 3, then.
    // The helper: top-left 40 + (239 − 60) = 219 on screen, + 20 of offset.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 100, y: 239)), ticks: 6),
                                .hold(ticks: 10), .release]
    let t = ReorderSession(jqueryBoard(steps)).run()
    #expect(exchanges(t).map(\.frame) == [3, 4])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 2), IndexPath(section: 0, item: 3)])
    var scrolls: [Int: Double] = [:]
    for f in t.frames { for case .scroll(_, let dy) in f.events { scrolls[f.index, default: 0] += dy } }
    #expect(scrolls == [7: 20])
    #expect(t.frames[17].offset == Point(x: 0, y: 20))
    #expect(t.frames[1].lifted == nil && t.frames[2].lifted == "B")
    #expect(t.frames[17].liftedFrame == Rect(x: 0, y: 239, width: 200, height: 40))
    #expect(t.frames[17].order == [["A", "C", "D", "B", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames[17].data == [letters])
    #expect(commits(t).map(\.frame) == [18])
    #expect(t.frames[18].data == [["A", "C", "D", "B", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames[18].lifted == nil)
    #expect(t.violations.isEmpty)
}

@Test func jqueryTheFirstMoveAlsoScrollsForThePress() {
    // `_mouseStart` replays the press as a `_mouseDrag`, and `_scroll` reads
    // its position too. The list starts at offset 40 (rows B…G on screen,
    // G at 200…240 on screen). Press at screen y 225, inside G: 240 − 225 =
    // 15 < 20, but the press itself scrolls nothing (the drag has not
    // started). The first move, to y 226, scrolls twice: once for the
    // replayed press, once for itself: 40 → 80. The next move (227) scrolls
    // once: 100.
    var config = jqueryBoard([.press(.point(Point(x: 100, y: 225))),
                              .move(to: .point(Point(x: 100, y: 226)), ticks: 1),
                              .move(to: .point(Point(x: 100, y: 227)), ticks: 1), .release])
    config.offset = Point(x: 0, y: 40)
    let t = ReorderSession(config).run()
    #expect(t.frames[1].offset == Point(x: 0, y: 40))
    #expect(t.frames[2].offset == Point(x: 0, y: 80))
    #expect(t.frames[3].offset == Point(x: 0, y: 100))
}
