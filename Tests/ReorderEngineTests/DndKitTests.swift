import CollectionLayout
import Testing
@testable import ReorderEngine

// The `dnd-kit` profile (@dnd-kit/sortable 10.0.0, @dnd-kit/core 6.3.1,
// closestCenter, PointerSensor without a constraint, no DragOverlay).
// The list boards are 300 × 44 pt rows, A at y 0…44, B 44…88, C 88…132,
// D 132…176, E 176…220, …, J 396…440, in a 300 × 220 viewport at 60 fps:
// the content is 440 tall, so the offset runs 0…220, and the auto-scroll's
// zone is 0.2 × 220 = 44 pt: the top line is y = 44, the bottom line y = 176.

private let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

private func listBoard(_ steps: [GestureStep], heights: [String: Double] = [:]) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in letters { sizes[label] = Size(width: 300, height: heights[label] ?? 44) }
    let viewport = Size(width: 300, height: 220)
    return SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [letters], sizes: sizes, viewport: viewport,
        fps: 60, profile: .dndKit, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

/// A grid of 100 × 100 cells, no spacing, three to a line in a 300 × 300
/// viewport: A (0,0) B (100,0) C (200,0) / D (0,100) E (100,100) F (200,100).
private let gridLabels = ["A", "B", "C", "D", "E", "F"]
private let grid = FlowLayout(collectionSize: Size(width: 300, height: 300), lineSpacing: 0, itemSpacing: 0)

private func gridBoard(_ steps: [GestureStep]) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in gridLabels { sizes[label] = Size(width: 100, height: 100) }
    return SessionConfiguration(
        layout: grid, sections: [gridLabels], sizes: sizes, viewport: Size(width: 300, height: 300),
        fps: 60, profile: .dndKit, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

private func ask(_ rule: inout ClosestCenter, _ layout: PreparedLayout, centre: Point, current: Int) -> Int? {
    let context = TargetContext(
        occasion: .fingerMoved, time: .zero, tick: 0, previousTarget: nil, layout: layout, finger: centre,
        snapshotCentre: centre, snapshotSize: Size(width: 100, height: 100),
        current: IndexPath(section: 0, item: current), visible: Rect(x: 0, y: 0, width: 300, height: 300))
    return rule.target(in: context)?.item
}

private func scrollsByFrame(_ t: Timeline) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for f in t.frames {
        for e in f.events {
            if case .scroll(_, let dy) = e { result[f.index, default: 0] += dy }
        }
    }
    return result
}

// MARK: - closestCenter

@Test func closestCenterPicksTheNearestSlotCentreInAList() {
    // Row centres: A 22, B 66, C 110, D 154. A collision centre at y 100:
    // |100 − 66| = 34 (B), |100 − 110| = 10 (C), |100 − 154| = 54 (D): C, index 2.
    // At y 88 (the line between B and C) both are 22 away: the tie goes to
    // the earlier, B (index 1). At y 88.5: B 22.5, C 21.5: C.
    let rows = ListLayout(collectionSize: Size(width: 300, height: 220))
        .prepare(sections: [Array(repeating: Size(width: 300, height: 44), count: 10)])
    var rule = ClosestCenter()
    #expect(ask(&rule, rows, centre: Point(x: 150, y: 100), current: 1) == 2)
    #expect(ask(&rule, rows, centre: Point(x: 150, y: 88), current: 1) == 1)
    #expect(ask(&rule, rows, centre: Point(x: 150, y: 88.5), current: 1) == 2)
    // Far below the list (no threshold: the nearest centre wins anywhere): J (418).
    #expect(ask(&rule, rows, centre: Point(x: 150, y: 900), current: 1) == 9)
}

@Test func closestCenterBreaksAGridTieToTheEarliestItem() {
    // Cell centres: A (50,50) B (150,50) C (250,50) D (50,150) E (150,150) F (250,150).
    // (100, 100) is √(50² + 50²) = 70.71 from A, B, D and E alike: A, index 0.
    // (200, 150) is 50 from E and from F (and √(50² + 100²) = 111.8 from B, C): E, index 4.
    // (160, 140): E is √(10² + 10²) = 14.1 away, B √(10² + 90²) = 90.6: E.
    let cells = grid.prepare(sections: [Array(repeating: Size(width: 100, height: 100), count: 6)])
    #expect(cells.frame(at: IndexPath(section: 0, item: 4)) == Rect(x: 100, y: 100, width: 100, height: 100))
    var rule = ClosestCenter()
    #expect(ask(&rule, cells, centre: Point(x: 100, y: 100), current: 5) == 0)
    #expect(ask(&rule, cells, centre: Point(x: 200, y: 150), current: 0) == 4)
    #expect(ask(&rule, cells, centre: Point(x: 160, y: 140), current: 0) == 4)
}

@Test func closestCenterMeasuresTheSlotsOnceAtDragStart() {
    // A is 88 tall, the others 44. At drag start: A 0…88 (centre 44), B 88…132
    // (110), C 132…176 (154). The first call sees that layout.
    // A collision centre at y 150 is 4 from C: index 2.
    // Then the screen shows A after C: B 0…44 (22), C 44…88 (66), A 88…176.
    // At y 70 the drag-start slots give A 26, B 40, C 84: A's own slot, index 0.
    // (Measured on the interim layout, slot 1, centre 66, would be 4 away.)
    var heights = Array(repeating: Size(width: 300, height: 44), count: 4)
    heights[0] = Size(width: 300, height: 88)
    let list = ListLayout(collectionSize: Size(width: 300, height: 220))
    let start = list.prepare(sections: [heights])
    let interim = list.prepare(sections: [[heights[1], heights[2], heights[0], heights[3]]])
    var rule = ClosestCenter()
    #expect(ask(&rule, start, centre: Point(x: 150, y: 150), current: 0) == 2)
    #expect(ask(&rule, interim, centre: Point(x: 150, y: 70), current: 2) == 0)
}

// MARK: - The drag: shifts on screen, data at the drop

@Test func dndKitShiftsTheNextRowAndMovesTheDataOnlyAtTheDrop() {
    // Press B at its centre (150, 66): no activation constraint, so tick 1
    // lifts it. Move to (150, 120) over 30 ticks: at tick 1 + j the pointer,
    // and with it the collision centre (grab offset 0), is at y = 66 + 1.8j.
    // C (centre 110) is nearer than B (66) once y > 88: 1.8j > 22 ⇔ j ≥ 13,
    // tick 14. At y = 120 (tick 31) C is 10 away, D 34: still C.
    // verticalListSortingStrategy: C shifts by −(44 + gap 0) = −44, to 44…88,
    // over `transform 200ms ease` = 12 ticks: drawn off its slot in frames
    // 14…24 (elapsed 1…11), on it from frame 25.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                .release]
    let t = ReorderSession(listBoard(steps)).run()
    #expect(exchanges(t).map(\.frame) == [14])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 2)])
    #expect(t.frames[13].order == [letters])
    #expect(t.frames[14].order == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    #expect((14...24).allSatisfy { t.frames[$0].displaced["C"] != nil })
    #expect(t.frames[25].displaced["C"] == nil)
    let c = t.frames[14].displaced["C"]?.minY ?? 0
    #expect(c > 44 && c < 88)
    // The data: untouched through the drag (frame 31 is the last move),
    // one arrayMove(1 → 2) in the release frame, 32.
    #expect(t.frames[31].data == [letters])
    #expect(commits(t).map(\.frame) == [32])
    #expect(commits(t).map(\.from) == [IndexPath(section: 0, item: 1)])
    #expect(commits(t).map(\.to) == [IndexPath(section: 0, item: 2)])
    #expect(t.frames[32].data == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    #expect(t.violations.isEmpty)
}

@Test func dndKitJumpsIntoTheSlotAtTheDrop() {
    // As above: at the release B is drawn at y 120 − 22 = 98 (its top), its
    // slot is 88…132. No DragOverlay, no drop animation: in the release
    // frame B is in its slot, drawn nowhere else, nothing lifted.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                .release]
    let t = ReorderSession(listBoard(steps)).run()
    #expect(t.frames[31].liftedFrame == Rect(x: 0, y: 98, width: 300, height: 44))
    #expect(t.frames[32].lifted == nil)
    #expect(t.frames[32].displaced["B"] == nil)
}

@Test func dndKitGridShowsArrayMoveOfActiveAndOver() {
    // Press A at (50, 50); move to (150, 150) over 10 ticks: the collision
    // centre ends on E's centre (distance 0), over = E, index 4.
    // rectSortingStrategy: arrayMove([A…F], 0, 4) = [B, C, D, E, A, F]:
    // B → slot 0 (−100, 0), C → slot 1 (−100, 0), D → slot 2 (+200, −100),
    // E → slot 3 (−100, 0), A's place is slot 4, F stays.
    // Hold 20 ticks (past the 12-tick transitions), then release.
    let steps: [GestureStep] = [.press(.item("A")), .move(to: .point(Point(x: 150, y: 150)), ticks: 10),
                                .hold(ticks: 20), .release]
    let t = ReorderSession(gridBoard(steps)).run()
    let last = t.frames[t.frames.count - 1]
    #expect(last.order == [["B", "C", "D", "E", "A", "F"]])
    #expect(last.data == [["B", "C", "D", "E", "A", "F"]])
    let settled = t.layouts[last.layoutIndex]
    #expect(settled.frame(at: IndexPath(section: 0, item: 2)) == Rect(x: 200, y: 0, width: 100, height: 100))
    #expect(settled.frame(at: IndexPath(section: 0, item: 3)) == Rect(x: 0, y: 100, width: 100, height: 100))
    #expect(commits(t).count == 1)
}

// MARK: - Auto-scroll

private func scrollContext(y: Double, x: Double = 150, offset: Double = 0, ms: Int = 0,
                           press: Point = Point(x: 150, y: 100)) -> AutoScrollContext {
    AutoScrollContext(offset: Point(x: 0, y: offset), viewport: Size(width: 300, height: 220),
                      contentSize: Size(width: 300, height: 440), snapshot: nil, finger: Point(x: x, y: y),
                      direction: .vertical, time: .milliseconds(ms), pressFinger: press)
}

@Test func dndKitScrollSpeedGrowsWithTheDepthPastTheLine() {
    // Bottom line 220 − 44 = 176. A move down from the press (y 100) to y 200:
    // speed = 10 × |176 − 200| / 44 = 240/44 = 5.4545… pt a step.
    // At the edge (220): 10 × 44/44 = 10. Past it (242): 10 × 66/44 = 15.
    // Chromium keeps the offset whole at DPR 1 (round half up): from 0 the steps scroll
    // 5, 10 and 15.
    for (y, step) in [(200.0, 5.0), (220, 10), (242, 15)] {
        var model = DndKitAutoScroll()
        model.fingerMoved(scrollContext(y: y))
        #expect(model.isRunning)
        #expect(model.nextWake(after: .zero) == .milliseconds(5))
        #expect(model.wake(scrollContext(y: y, ms: 5)).y == step)
    }
    // Top zone: offset 100, a move up from 100 to y 11: 10 × (44 − 11)/44 = 7.5 up,
    // to 92.5, kept as 93: a step of −7.
    var model = DndKitAutoScroll()
    model.fingerMoved(scrollContext(y: 11, offset: 100))
    #expect(model.wake(scrollContext(y: 11, offset: 100, ms: 5)).y == -7)
}

@Test func dndKitScrollsOnlyTowardAnEdgeThePointerMovedToward() {
    // Pressed at y 215 (in the bottom zone) and moved up to 210: the intent
    // has only "up"; the bottom zone asks for down: nothing runs.
    var model = DndKitAutoScroll()
    model.fingerMoved(scrollContext(y: 210, press: Point(x: 150, y: 215)))
    #expect(!model.isRunning)
    // A sideways move keeps y: no vertical intent is added, still nothing.
    model.fingerMoved(scrollContext(y: 210, x: 160, press: Point(x: 150, y: 215)))
    #expect(!model.isRunning)
    // Now 2 pt down, to 212: "down" is allowed from here on:
    // 10 × (212 − 176)/44 = 360/44 = 8.1818… a step, 8 from offset 0 in whole pixels.
    model.fingerMoved(scrollContext(y: 212, x: 160, ms: 50, press: Point(x: 150, y: 215)))
    #expect(model.isRunning)
    #expect(model.nextWake(after: .milliseconds(50)) == .milliseconds(55))
    #expect(model.wake(scrollContext(y: 212, x: 160, ms: 55)).y == 8)
    // Back up to 200, still in the zone: the intent holds, speed 240/44 = 5.45: 5.
    model.fingerMoved(scrollContext(y: 200, x: 160, ms: 60))
    #expect(model.wake(scrollContext(y: 200, x: 160, ms: 65)).y == 5)
}

@Test func dndKitStartsPastTheTwentyPercentLineAndStopsOnIt() {
    // A move down onto the line (176) is in the zone (>=) at speed 0: no
    // interval. One point past it, 177: 10 × 1/44 = 0.23 a step, which Chromium's
    // whole-pixel offset rounds away (0.23 → 0: the interval runs, nothing
    // scrolls). Back onto 176: speed 0 again, the interval is cleared.
    var model = DndKitAutoScroll()
    model.fingerMoved(scrollContext(y: 176))
    #expect(!model.isRunning)
    model.fingerMoved(scrollContext(y: 177, ms: 20))
    #expect(model.isRunning)
    #expect(abs(model.velocity.y - 10.0 / 44) < 1e-12)
    #expect(model.wake(scrollContext(y: 177, ms: 25)).y == 0)
    model.fingerMoved(scrollContext(y: 176, ms: 40))
    #expect(!model.isRunning)
    #expect(model.nextWake(after: .milliseconds(40)) == nil)
    // At the end of the content (offset 220 = 440 − 220) the bottom zone does
    // not count: a move to the edge starts nothing.
    model.fingerMoved(scrollContext(y: 220, offset: 220, ms: 60))
    #expect(!model.isRunning)
    #expect(model.edgeZone == 44)
}

@Test func dndKitStepsEveryFiveMillisecondsFromThePointerMoveAndClampsAtTheEnd() {
    // Press E at its centre (150, 198), in the zone but with no intent: tick
    // 1 lifts it, nothing scrolls. Move to (150, 220) in one tick (tick 2,
    // t = 33.33 ms): "down", speed 10 × 44/44 = 10 pt a step; the interval
    // starts then and fires at 38.33, 43.33, 48.33 | 53.33, 58.33, 63.33 |
    // 68.33, 73.33, 78.33, 83.33 | … ms. Tick n takes the steps in
    // (t(n−1), t(n)], t(n) = 16.67n ms, and 33.33 + 50 = 83.33 = t(5) exactly:
    // tick 3: 3 steps (30), tick 4: 3 (60), tick 5: 4 (100), tick 6: 3 (130),
    // tick 7: 3 (160), tick 8: 4 (200), tick 9: 20 left of the 220 (clamped).
    let steps: [GestureStep] = [.press(.item("E")), .move(to: .point(Point(x: 150, y: 220)), ticks: 1),
                                .hold(ticks: 12), .release]
    let t = ReorderSession(listBoard(steps)).run()
    let s = scrollsByFrame(t)
    #expect(s[1] == nil && s[2] == nil)
    #expect([3, 4, 5, 6, 7, 8, 9].map { s[$0] ?? 0 } == [30, 30, 40, 30, 30, 40, 20])
    #expect(t.frames[9].offset.y == 220)
    #expect(s[10] == nil)
    // The collision centre rides the scroll: 198 + 22 + 220 = 440 at the end,
    // nearest J (418): E ends last, moved there once, at the drop.
    let last = t.frames[t.frames.count - 1]
    #expect(last.data == [["A", "B", "C", "D", "F", "G", "H", "I", "J", "E"]])
    #expect(commits(t).count == 1)
}
