import CollectionLayout
import Testing
@testable import ReorderEngine

// The two web profiles whose press only chooses the item (LiftRule.liftsAtPress
// false): SortableJS lifts at the first pointer move, jQuery UI at the first
// move of a whole pixel; and the element SortableJS's AutoScroll plugin is
// given on a pointer move (the item drawn under the pointer, by label).
// Boards: lists of rows as wide as the viewport, at 60 fps; tick n ends at
// n/60 s.

private func listBoard(_ steps: [GestureStep], profile: Profile, items: [String], row: Size,
                       viewport: Size) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in items { sizes[label] = row }
    return SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [items], sizes: sizes, viewport: viewport,
        fps: 60, profile: profile, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

private let tenLetters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

private func lifts(_ t: Timeline) -> [Int] {
    t.frames.filter { $0.events.contains { if case .lift = $0 { true } else { false } } }.map(\.index)
}

private func releases(_ t: Timeline) -> [String?] {
    t.frames.flatMap { $0.events.compactMap { if case .release(let item) = $0 { item } else { nil } } }
}

@Test func liftRulesSayWhenTheDragStarts() {
    // UIKit-style rules lift at the press.
    #expect(AnyItemLifts().liftsAtPress && UnlockedItemsLift().liftsAtPress)
    // SortableJS: `fallbackTolerance` 0, so any move starts it, even one to
    // the press's own point.
    #expect(!SortableFirstMoveLift().liftsAtPress)
    #expect(SortableFirstMoveLift().startsDrag(press: Point(x: 100, y: 60), finger: Point(x: 100, y: 60)))
    // jQuery UI: press at (100, 60.2), whole pixels (100, 60).
    // (100.9, 60.95) → (100, 60): 0 px, no. (100.9, 61.0) → (100, 61): 1 px, yes.
    // (99.99, 60.2) → (99, 60): 1 px to the left, yes (either axis, either way).
    let rule = JQueryUIDistanceLift(), press = Point(x: 100, y: 60.2)
    #expect(!rule.liftsAtPress)
    #expect(!rule.startsDrag(press: press, finger: Point(x: 100.9, y: 60.95)))
    #expect(rule.startsDrag(press: press, finger: Point(x: 100.9, y: 61.0)))
    #expect(rule.startsDrag(press: press, finger: Point(x: 99.99, y: 60.2)))
}

@Test func sortableLiftsAtTheFirstMoveOnTheSlotAndNotAtThePress() {
    // Rows 300 × 44 (B at 44…88), viewport 300 × 220. Press B at its centre
    // (150, 66): tick 1. The press only chooses B: frame 1 has the finger and
    // nothing lifted (the page has no clone there). Move to (150, 120) over
    // 30 ticks: the first move (tick 2, y = 66 + 54/30 = 67.8) lifts B, and
    // the clone, made after that move, stands on B's slot: (0, 44, 300, 44).
    // From the second move (tick 3, y = 69.6) it follows: top 44 + 3.6.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                .release]
    let t = ReorderSession(listBoard(steps, profile: .sortablejs, items: tenLetters,
                                     row: Size(width: 300, height: 44), viewport: Size(width: 300, height: 220))).run()
    #expect(t.frames[1].finger == Point(x: 150, y: 66))
    #expect(t.frames[1].lifted == nil && t.frames[1].liftedFrame == nil)
    #expect(lifts(t) == [2])
    #expect(t.frames[2].lifted == "B")
    #expect(t.frames[2].liftedFrame == Rect(x: 0, y: 44, width: 300, height: 44))
    #expect(abs((t.frames[3].liftedFrame?.minY ?? 0) - 47.6) < 1e-9)
    // The 50 ms tick is still armed by the first move (tick 2): B goes after C
    // at tick 17, as before (SortableJSTests).
    #expect(exchanges(t).map(\.frame) == [17])
}

@Test func sortablePressAndReleaseWithoutAMoveLiftsNothing() {
    // Press B, hold 10 ticks, release: no move, so the drag never starts: no
    // frame has a lifted item, and the release finds none.
    let steps: [GestureStep] = [.press(.item("B")), .hold(ticks: 10), .release]
    let t = ReorderSession(listBoard(steps, profile: .sortablejs, items: tenLetters,
                                     row: Size(width: 300, height: 44), viewport: Size(width: 300, height: 220))).run()
    #expect(t.frames.allSatisfy { $0.lifted == nil && $0.liftedFrame == nil })
    #expect(lifts(t).isEmpty)
    #expect(releases(t) == [nil])
}

@Test func jqueryLiftsAtTheFirstMoveOfAWholePixel() {
    // Rows 200 × 40 (B at 40…80, centre (100, 60)), viewport 200 × 240.
    // Press at (100, 60.2), tick 1: B is captured, nothing lifted.
    // Tick 2, to (100.5, 60.9): whole pixels (100, 60), 0 px from the press's
    // (100, 60): still nothing lifted (no helper on the page).
    // Tick 3, to (100.5, 61.4): (100, 61), 1 px: the drag starts, B lifts.
    // The helper: slot centre (100, 60) + pixel travel (0, 1) = (100, 61), so
    // its frame is (0, 41, 200, 40).
    // Release in tick 4: B never left its row (61 is in its own 40…80): no
    // move, no commit.
    let steps: [GestureStep] = [.press(.point(Point(x: 100, y: 60.2))),
                                .move(to: .point(Point(x: 100.5, y: 60.9)), ticks: 1),
                                .move(to: .point(Point(x: 100.5, y: 61.4)), ticks: 1), .release]
    let t = ReorderSession(listBoard(steps, profile: .jqueryUISortable, items: tenLetters,
                                     row: Size(width: 200, height: 40), viewport: Size(width: 200, height: 240))).run()
    #expect(t.frames[1].lifted == nil && t.frames[2].lifted == nil)
    #expect(t.frames[2].liftedFrame == nil)
    #expect(lifts(t) == [3])
    #expect(t.frames[3].liftedFrame == Rect(x: 0, y: 41, width: 200, height: 40))
    #expect(commits(t).isEmpty)
    #expect(releases(t) == ["B"])
    #expect(t.frames.last?.data == [tenLetters])
}

@Test func jqueryPressReleasedWithinItsPixelLiftsNothing() {
    // Press at (100, 60.2), move to (100.9, 60.95) (still pixel (100, 60)),
    // release: `_mouseStart` never runs, so nothing is ever lifted.
    let steps: [GestureStep] = [.press(.point(Point(x: 100, y: 60.2))),
                                .move(to: .point(Point(x: 100.9, y: 60.95)), ticks: 1), .release]
    let t = ReorderSession(listBoard(steps, profile: .jqueryUISortable, items: tenLetters,
                                     row: Size(width: 200, height: 40), viewport: Size(width: 200, height: 240))).run()
    #expect(t.frames.allSatisfy { $0.lifted == nil })
    #expect(releases(t) == [nil])
}

@Test func sortableAutoScrollIsGivenTheItemDrawnUnderThePointerNotTheSlot() {
    // Rows 300 × 44: C 88…132, D 132…176, E 176…220. B is current at 1 (not
    // animating). D (index 3) is sliding up from 132…176 to its new slot
    // 88…132 and is drawn at 110…154. At y 160 the slot is D's (132…176), but
    // D is drawn elsewhere and nothing else is drawn there: no item (the page's
    // `elementFromPoint` gives the list). The default answer, the slot, is D.
    // At y 150 D is drawn: D.
    let layout = ListLayout(collectionSize: Size(width: 300, height: 220))
        .prepare(sections: [Array(repeating: Size(width: 300, height: 44), count: 10)])
    let d = IndexPath(section: 0, item: 3)
    let motion = ItemMotion(from: Rect(x: 0, y: 132, width: 300, height: 44),
                            drawn: Rect(x: 0, y: 110, width: 300, height: 44),
                            to: Rect(x: 0, y: 88, width: 300, height: 44))
    let context = TargetContext(occasion: .fingerMoved, time: .milliseconds(100), tick: 6, previousTarget: nil,
                                layout: layout, finger: Point(x: 150, y: 160), snapshotCentre: Point(x: 150, y: 160),
                                snapshotSize: Size(width: 300, height: 44), current: IndexPath(section: 0, item: 1),
                                visible: Rect(x: 0, y: 0, width: 300, height: 220), moving: [d: motion])
    #expect(SortableDragOver().itemDrawn(at: Point(x: 150, y: 160), in: context) == nil)
    #expect(ItemUnderFinger().itemDrawn(at: Point(x: 150, y: 160), in: context) == d)
    #expect(SortableDragOver().itemDrawn(at: Point(x: 150, y: 150), in: context) == d)
}

@Test func sortableEdgeHoldRestartsTheScrollIntervalWhenTheRowsSlideAwayFromThePointer() {
    // The conformance gesture `sortable-hold-bottom`: 20 rows 200 × 40 (A…T),
    // viewport 200 × 240 (content 800, offset 0…560). Press B (100, 60) in
    // tick 1; move to (100, 239) over 30 ticks: tick n has y = 60 + 179(n − 1)/30;
    // hold. Times in ms, tick n at 16.667n.
    //
    // Drag-over (50 ms interval armed at the first move, tick 2: fires in
    // ticks 5, 8, 11, …, each seeing the pointer of tick m = k − 1): B goes
    // after the next row once that pointer is strictly inside it (zone 1).
    // C (80…120): 60 + 179(m − 1)/30 > 80 ⇔ m − 1 > 3.35 ⇔ m ≥ 5, so k ≥ 6:
    // tick 8. D (then 120…160): m − 1 > 10.06, m ≥ 12, k ≥ 13: tick 14.
    // E (160…200): m − 1 > 16.76, k ≥ 19: tick 20. F (200…240): m − 1 >
    // 23.46, k ≥ 26: tick 26. So B goes after F at tick 26 (433.3):
    // F slides from 200…240 up to 160…200, B (in the list) from 160…200 down
    // to 200…240, 150 ms, CSS ease.
    //
    // AutoScroll: its throttled calls run on moves 3, 5, 7, … (30 ms window,
    // moves 16.7 ms apart). The zone is 240 − y ≤ 30 ⇔ y ≥ 210: tick 26 has
    // 209.17 (no), tick 27 215.13 (yes).
    // - Tick 27 (450): runs. Element: the item drawn at 215.13. F is 16.7 ms
    //   into its slide: ease(1/9) ≈ 0.11 (cubic-bezier(.25,.1,.25,1): x(s) =
    //   0.75s(1 − s) + s³ = 1/9 at s ≈ 0.17, y(s) ≈ 0.11), so it is drawn at
    //   195.5…235.5: F. Arms the 24 ms interval (steps 474, 498, …), throttle
    //   until 480, and the 10 ms re-check.
    // - Tick 28 (466.7, 221.1): throttled; the pointer moved, so the re-check
    //   restarts at 466.7 (476.7: throttled).
    // - 474 (tick 29's wake): step, offset 10.
    // - Tick 29 (483.3, 227.07 + 10 = 237.07 in the content): runs. F and B are
    //   50 ms into their slides: ease(1/3) ≈ 0.57 (x(s) = 1/3 at s ≈ 0.526,
    //   y ≈ 0.574): F drawn at 177…217, B at 183…223; G's slot starts at 240.
    //   Nothing is drawn at 237.07: the list. A new element: the interval is
    //   cleared and armed again at 483.3 (steps 507.3, 531.3, …): no step at
    //   498. (By slot, 215.13 and 237.07 are both in slot 5, B's: the same
    //   element, and the 498 step would land in tick 30, a frame early.)
    //   Throttle until 513.3; re-check restarts.
    // - Tick 30 (500, 243.03: G): throttled. 507.3: step, 20 (tick 31).
    // - Tick 31 (516.7, 239 + 20 = 259: G, not sliding): runs; list → G: armed
    //   again at 516.7 (step 540.7, tick 33: 30); throttle until 546.7.
    // - 546.7: the throttle's timeout (armed at 516.7) runs before the
    //   re-check (re-armed at 536.7); the re-check runs with the list: G →
    //   list, armed again at 546.7. From then on every re-check passes the
    //   list, the same element: the steps keep that phase: 570.7, 594.7,
    //   618.7, 642.7, 666.7, 690.7.
    // Steps by tick (tick n takes the wakes in (16.667(n − 1), 16.667n]):
    // 474 → 29, 507.3 → 31, 540.7 → 33, 570.7 → 35, 594.7 → 36, 618.7 → 38,
    // 642.7 → 39, 666.7 → 40, 690.7 → 42: offsets 10, 20, …, 90. These are
    // the frames at which the real page scrolled (docs/conformance.md).
    let items = (0..<20).map { String(UnicodeScalar(UInt8(65 + $0))) }
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 100, y: 239)), ticks: 30),
                                .hold(ticks: 120), .release]
    let t = ReorderSession(listBoard(steps, profile: .sortablejs, items: items,
                                     row: Size(width: 200, height: 40), viewport: Size(width: 200, height: 240))).run()
    #expect(Array(exchanges(t).map(\.frame).prefix(4)) == [8, 14, 20, 26])
    var scrolls: [Int] = []
    for f in t.frames { for case .scroll(_, let dy) in f.events where dy == 10 { scrolls.append(f.index) } }
    #expect(Array(scrolls.prefix(9)) == [29, 31, 33, 35, 36, 38, 39, 40, 42])
    #expect(t.frames[30].offset == Point(x: 0, y: 10))
    #expect(t.frames[42].offset == Point(x: 0, y: 90))
}
