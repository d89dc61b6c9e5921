import CollectionLayout
import Testing
@testable import ReorderEngine

// SortableJS's options that change when the drag starts (fallbackTolerance,
// delay, touchStartThreshold), the axis (direction), whether it scrolls
// (scroll) and the Swap plugin (swap). Boards: a list of 300 × 44 pt rows,
// A at y 0…44, B 44…88, C 88…132, D 132…176, …, in a 300 × 220 viewport at
// 60 fps; tick n is at n/60 s, so a 50 ms interval is exactly 3 ticks.
// B is pressed at its centre (150, 66) in tick 1.

private func rows(_ steps: [GestureStep], _ options: SortableOptions = SortableOptions(),
                  items: [String] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]) -> Timeline {
    var sizes: [String: Size] = [:]
    for label in items { sizes[label] = Size(width: 300, height: 44) }
    let viewport = Size(width: 300, height: 220)
    return ReorderSession(SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [items], sizes: sizes, viewport: viewport,
        fps: 60, profile: .sortable(options), steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })).run()
}

private func liftFrames(_ t: Timeline) -> [Int] {
    t.frames.filter { $0.events.contains { if case .lift = $0 { true } else { false } } }.map(\.index)
}

private func options(_ change: (inout SortableOptions) -> Void) -> SortableOptions {
    var o = SortableOptions()
    change(&o)
    return o
}

/// B pressed, then moved to (150, 120) over 30 ticks: at tick 1 + j the
/// pointer is at y = 66 + 54j/30 = 66 + 1.8j.
private let downToC: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30), .release]

@Test func fallbackToleranceStartsTheDragAtTheFirstMoveThatFarFromThePressAndShiftsTheTick() {
    // fallbackTolerance 10: a move nearer than 10 px on both axes is ignored
    // (`_onTouchMove` returns). 1.8j ≥ 10 first at j = 6 (y = 76.8): the drag
    // starts and B lifts in tick 7, not 2. Its 50 ms interval, armed then, fires
    // in ticks 10, 13, 16, … (the defaults': 5, 8, …, 17), each with the pointer
    // of the tick before (j = tick − 2). C's regular zone is 88 < y < 132:
    // 66 + 1.8j > 88 ⇔ j ≥ 13, so tick ≥ 15: the first fire is tick 16 (y = 91.2),
    // where the defaults swap at tick 17 (y = 93).
    let t = rows(downToC, options { $0.fallbackTolerance = 10 })
    #expect(liftFrames(t) == [7])
    #expect(t.frames[6].liftedFrame == nil)
    // The clone stands on B's slot in the lifting move's frame, and follows from the next:
    // frame 8's pointer is 66 + 12.6, so its top is 44 + 12.6.
    #expect(t.frames[7].liftedFrame?.minY == 44)
    #expect(abs((t.frames[8].liftedFrame?.minY ?? 0) - 56.6) < 1e-9)
    #expect(exchanges(t).map(\.frame) == [16])
    #expect(exchanges(rows(downToC)).map(\.frame) == [17])
}

@Test func theLiftRuleReadsFallbackToleranceOnEitherAxis() {
    // Chebyshev distance from the press (100, 60): 9.9 across is not 10; 10 down is.
    let rule = SortableFirstMoveLift(fallbackTolerance: 10)
    #expect(rule.move(press: Point(x: 100, y: 60), finger: Point(x: 109.9, y: 69.9), elapsed: .seconds(1)) == .waits)
    #expect(rule.move(press: Point(x: 100, y: 60), finger: Point(x: 100, y: 70), elapsed: .seconds(1)) == .lifts)
    #expect(rule.move(press: Point(x: 100, y: 60), finger: Point(x: 90, y: 60), elapsed: .seconds(1)) == .lifts)
}

@Test func duringTheDelayAMoveOfAWholePixelLetsTheItemGoCountedAsTheMouseEventHasIt() {
    // delay 100 ms, touchStartThreshold 1 (floor 1). Press at (100, 60).
    let rule = SortableFirstMoveLift(delay: 100)
    let press = Point(x: 100, y: 60)
    // 0.9 px down: the pointer event has 0.9, the mouse event y 60 (its integer part): 0 < 1.
    #expect(rule.move(press: press, finger: Point(x: 100, y: 60.9), elapsed: .milliseconds(50)) == .waits)
    // 0.5 px up: the pointer event has 0.5, but the mouse event's y is 59, 1 px off: cancelled.
    #expect(rule.move(press: press, finger: Point(x: 100, y: 59.5), elapsed: .milliseconds(50)) == .letsGo)
    // At 100 ms the timer has run (it is due then): the same move starts the drag.
    #expect(rule.move(press: press, finger: Point(x: 100, y: 59.5), elapsed: .milliseconds(100)) == .lifts)
    // touchStartThreshold 4.7 is floored to 4: 3.9 px waits, 4 px cancels.
    let loose = SortableFirstMoveLift(delay: 100, touchStartThreshold: 4.7)
    #expect(loose.move(press: press, finger: Point(x: 103.9, y: 60), elapsed: .milliseconds(99)) == .waits)
    #expect(loose.move(press: press, finger: Point(x: 104, y: 60), elapsed: .milliseconds(99)) == .letsGo)
    // Without a delay the threshold does nothing.
    #expect(SortableFirstMoveLift(touchStartThreshold: 0).move(press: press, finger: press, elapsed: .zero) == .lifts)
}

@Test func aDelayedDragStartsAtTheFirstMoveOnceTheDelayHasRun() {
    // delay 100 ms: the press (tick 1, t = 1/60 s) arms a timer due at 1/60 + 0.1 = 7/60 s,
    // tick 7. Held for 5 ticks (2…6), the first move is in tick 7: the timer ran before it,
    // so it starts the drag there. B is then 1.8 px from the press at every tick
    // (y = 66 + 1.8(n − 6)), and the interval armed in tick 7 fires in 10, 13, …;
    // 66 + 1.8(n − 1 − 6) > 88 ⇔ n ≥ 20: the swap is in tick 22 (y = 93).
    let held: [GestureStep] = [.press(.item("B")), .hold(ticks: 5),
                               .move(to: .point(Point(x: 150, y: 120)), ticks: 30), .release]
    let t = rows(held, options { $0.delay = 100 })
    #expect(liftFrames(t) == [7])
    #expect(exchanges(t).map(\.frame) == [22])
}

@Test func aMoveDuringTheDelayCancelsTheDragForTheWholeGesture() {
    // delay 100 ms, held 4 ticks (2…5): the first move is in tick 6 (t − press = 5/60 s
    // < 0.1 s), 1.8 px from the press: ≥ 1, the delayed drag is cancelled. Nothing lifts,
    // however far the pointer goes, and the order stays.
    let early: [GestureStep] = [.press(.item("B")), .hold(ticks: 4),
                                .move(to: .point(Point(x: 150, y: 120)), ticks: 30), .release]
    let t = rows(early, options { $0.delay = 100 })
    #expect(liftFrames(t).isEmpty)
    #expect(exchanges(t).isEmpty && commits(t).isEmpty)
    #expect(t.frames.last?.data == [["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]])
    // touchStartThreshold 5: the moves of ticks 6 (1.8 px; the mouse event's 67, 1 px) wait,
    // and tick 7's (3.6 px), at 100 ms, starts the drag.
    let tolerant = rows(early, options { $0.delay = 100; $0.touchStartThreshold = 5 })
    #expect(liftFrames(tolerant) == [7])
}

@Test func directionHorizontalOnAListForcesTheThresholdToOne() {
    // swapThreshold 0.2. Detected (block rows: vertical), C's zone is the middle fifth,
    // 88 + 44 × 0.8/2 = 105.6 < y < 114.4: 66 + 1.8j > 105.6 ⇔ j ≥ 23, tick ≥ 25; the first
    // fire (5, 8, …) from there is 26 (y = 109.2).
    // direction: horizontal: the zones lie along x, and B and C share no top, bottom or
    // middle (`_dragElInRowColumn` across y), so every row is "another row": threshold 1,
    // 0 < x = 150 < 300 holds anywhere the hit test finds C. Chromium's hit test overlaps the
    // 1 × 1 px square at the pointer with the rows (SortableDragOver.hitBox): at tick 14 the
    // pointer of tick 13 is at y = 66 + 1.8 × 12 = 87.6, and the square 87.59375…88.59375
    // overlaps C (88…132), later than B: C is hit, and B goes after it at tick 14, three ticks
    // before the defaults' 17 (y = 93). The real SortableJS 1.14.0 swaps at frame 14 too
    // (Tests/Conformance/gestures/sortablejs/edge-pixel-list-horizontal.md).
    #expect(exchanges(rows(downToC, options { $0.swapThreshold = 0.2 })).map(\.frame) == [26])
    #expect(exchanges(rows(downToC, options { $0.swapThreshold = 0.2; $0.direction = .vertical })).map(\.frame) == [26])
    #expect(exchanges(rows(downToC, options { $0.swapThreshold = 0.2; $0.direction = .horizontal })).map(\.frame) == [14])
}

@Test func scrollFalseScrollsNothingAndDrawsNoEdgeZone() {
    // Twenty rows (880 pt of content), B dragged to 4 pt above the bottom edge (y = 216,
    // within scrollSensitivity 30) and held: the defaults scroll, scroll: false never does.
    let twenty = (0..<20).map { String(UnicodeScalar(65 + $0)!) }
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 216)), ticks: 10),
                                .hold(ticks: 30), .release]
    let scrolled = { (t: Timeline) in t.frames.contains { $0.events.contains { if case .scroll = $0 { true } else { false } } } }
    #expect(scrolled(rows(steps, items: twenty)))
    let off = rows(steps, options { $0.scroll = false }, items: twenty)
    #expect(!scrolled(off))
    #expect(off.frames.allSatisfy { $0.offset == .zero })
    #expect(off.provenance.edgeZone == 0)
}

@Test func swapExchangesWithTheLastItemUnderThePointerAtTheDropAndMovesNothingBefore() {
    // B moved to (150, 160) over 30 ticks (y = 66 + 94j/30), held 3 ticks (32…34), released
    // in tick 35. Nothing moves while dragging. The 50 ms ticks (5, 8, …, 32, 35) note the item
    // under the pointer of the tick before: tick 32 and 35 see y = 160, D (132…176).
    // The drop exchanges B (1) and D (3): the data in one edit, the screen in two moves,
    // B to 3 and D, then beside it at 2, to 1; C keeps its place.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 160)), ticks: 30),
                                .hold(ticks: 3), .release]
    let t = rows(steps, options { $0.swap = true })
    #expect((1...34).allSatisfy { t.frames[$0].order == [["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]] })
    #expect(commits(t).map(\.frame) == [35])
    #expect(exchanges(t).map(\.frame) == [35, 35])
    #expect(exchanges(t).map(\.item) == ["B", "D"])
    #expect(exchanges(t).map(\.from) == [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2)])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 3), IndexPath(section: 0, item: 1)])
    #expect(t.frames[35].order == [["A", "D", "C", "B", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames.last?.data == t.frames.last?.order)
    // Both slide to their new slots over 150 ms (9 ticks); C does not move.
    #expect(t.frames[35].displaced["B"] != nil && t.frames[35].displaced["D"] != nil)
    #expect(t.frames[35].displaced["C"] == nil)
    #expect(t.violations.isEmpty)
}

@Test func swapKeepsAnItemThePointerLeftForTheDrop() {
    // B to (150, 100) over 12 ticks (y = 66 + 34j/12): tick 11 sees tick 10's y = 91.5, over
    // C. Back to B's centre over 12 ticks (14…25), held 3, released in tick 29: the pointer is
    // over B itself, which changes nothing (`dragEl.contains(target)` returns first), so C is
    // still the one: A C B D ….
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 100)), ticks: 12),
                                .move(to: .point(Point(x: 150, y: 66)), ticks: 12), .hold(ticks: 3), .release]
    let t = rows(steps, options { $0.swap = true })
    #expect(commits(t).map(\.frame) == [29])
    #expect(t.frames.last?.data == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    // A press released without a move over another item exchanges nothing.
    let still = rows([.press(.item("B")), .move(to: .point(Point(x: 150, y: 70)), ticks: 10), .release],
                     options { $0.swap = true })
    #expect(commits(still).isEmpty && exchanges(still).isEmpty)
}

@Test func swapWithANeighbourIsOneScreenMove() {
    // As above, B and C are neighbours: moving B to C's place (1 → 2) already puts C at 1.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 100)), ticks: 12),
                                .move(to: .point(Point(x: 150, y: 66)), ticks: 12), .hold(ticks: 3), .release]
    let t = rows(steps, options { $0.swap = true })
    #expect(exchanges(t).map(\.item) == ["B"])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 2)])
}
