import CollectionLayout
import Testing
@testable import ReorderEngine

// The zone each target rule tests (``DecidingZone``), as frames carry it (``Frame/zone``).
// The SortableJS and dnd-kit boards are lists of 300 × 44 pt rows (A 0…44, B 44…88, C 88…132,
// D 132…176, …) in a 300 × 220 viewport; the jQuery UI board is 200 × 40 pt rows (A 0…40,
// B 40…80, C 80…120, …) in 200 × 240. All at 60 fps.

private let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

private func board(_ steps: [GestureStep], profile: Profile, row: Size = Size(width: 300, height: 44),
                   viewport: Size = Size(width: 300, height: 220)) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in letters { sizes[label] = row }
    return SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [letters], sizes: sizes, viewport: viewport,
        fps: 60, profile: profile, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

/// The frames whose zone differs from the frame before's, with it.
private func zoneChanges(_ t: Timeline) -> [(frame: Int, zone: DecidingZone?)] {
    t.frames.indices.compactMap { f in f > 0 && sameTest(t.frames[f].zone, t.frames[f - 1].zone) ? nil : (f, t.frames[f].zone) }
}

/// Whether two frames show one test (wherever each draws it: a passed zone follows its item while it slides).
private func sameTest(_ a: DecidingZone?, _ b: DecidingZone?) -> Bool {
    a?.label == b?.label && a?.test == b?.test && a?.passed == b?.passed && a?.pending == b?.pending
}

@Suite struct DecidingZoneTests {
    // MARK: SortableJS

    @Test func sortableDefaultsShowTheWholeTargetAsTheSwapZoneAtTheTickThatSwaps() {
        // As SortableJSTests: B pressed at (150, 66), moved to (150, 120) over 30 ticks, so the
        // timer's call in tick n (5, 8, 11, …) sees y = 66 + 1.8(n − 2). Up to tick 11 (y 82.2)
        // the pointer is over B itself: no zone. Tick 14 (y 87.6) is B's too, or C's where the hit
        // test takes the pixel below the pointer (Chromium's 1 px box): then C's zone shows,
        // failing, as 87.6 is not inside it. Tick 17 sees y 93, inside C (88…132):
        // swapThreshold 1 makes the zone all of C, 88 + 44 × (1 − 1)/2 = 88 to 132 − 0 = 132,
        // the pointer is strictly inside, the test passes and B goes after C in that frame.
        // Between calls a frame shows the zone the next call would test, not yet tested
        // (`pending`): the finger after tick n is at 66 + 1.8(n − 1), so frame 13 (87.6, C's by
        // the hit test's pixel, not strictly inside) shows it failing, and frames 15 and 16
        // (91.2, 93) inside: the next call passes.
        let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                    .release]
        let t = ReorderSession(board(steps, profile: .sortablejs)).run()
        #expect(exchanges(t).map(\.frame) == [17])
        #expect((0...12).allSatisfy { t.frames[$0].zone == nil })
        #expect(t.frames[13].zone?.pending == true && t.frames[13].zone?.passed == false)
        #expect(t.frames[14].zone?.pending == false && t.frames[14].zone?.passed == false)
        #expect((15...16).allSatisfy { t.frames[$0].zone?.pending == true && t.frames[$0].zone?.passed == true })
        let zone = t.frames[17].zone
        #expect(zone?.label == "C")
        #expect(zone?.test == .swap(threshold: 1))
        #expect(zone?.rects == [Rect(x: 0, y: 88, width: 300, height: 44)])
        #expect(zone?.item == Rect(x: 0, y: 88, width: 300, height: 44))
        #expect(zone?.passed == true)
        // After the release nothing is lifted: no zone.
        #expect(t.frames.last?.zone == nil)
    }

    @Test func sortableHalfThresholdShowsTheMiddleHalfFailingUntilThePointerIsInIt() {
        // swapThreshold 0.5: the zone on C is 88 + 44 × 0.25 = 99 to 132 − 11 = 121, across its
        // 300. The calls see y = 66 + 1.8(n − 2): tick 17 y 93 and tick 20 y 98.4 are in C but
        // not past 99: the zone shows, failing, from frame 17 (from 14 where the hit test finds C
        // at y 87.6, as above). Tick 23 sees 103.8: it passes, and B goes after C in frame 23,
        // not at 17 as with the defaults. Between the calls (ticks 17, 20, 23) the frames show
        // the zone not yet tested, with the finger after tick n at 66 + 1.8(n − 1): 96.6 and 98.4
        // in frames 18 and 19, short of 99; 102 and 103.8 in frames 21 and 22, inside: the move
        // waits for the call in tick 23.
        let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                    .release]
        let t = ReorderSession(board(steps, profile: .sortable(SortableOptions(swapThreshold: 0.5)))).run()
        #expect(exchanges(t).map(\.frame) == [23])
        let band = Rect(x: 0, y: 99, width: 300, height: 22)
        let failing = DecidingZone(test: .swap(threshold: 0.5), target: IndexPath(section: 0, item: 2),
                                   item: Rect(x: 0, y: 88, width: 300, height: 44), rects: [band], passed: false)
        var labelled = failing
        labelled.label = "C"
        #expect((0...12).allSatisfy { t.frames[$0].zone == nil })
        var waiting = labelled
        waiting.pending = true
        #expect(t.frames[13].zone == waiting)
        #expect([14, 17, 20].allSatisfy { t.frames[$0].zone == labelled })
        #expect([15, 16, 18, 19].allSatisfy { t.frames[$0].zone == waiting })
        waiting.passed = true
        #expect([21, 22].allSatisfy { t.frames[$0].zone == waiting })
        var passing = labelled
        passing.passed = true
        #expect(t.frames[23].zone == passing)
    }

    @Test func sortableInvertSwapShowsOnlyTheFarEndBand() {
        // invertSwap with invertedSwapThreshold 0.5: bands of 44 × 0.5 / 2 = 11 at each end of C,
        // 88…99 (the item before C) and 121…132 (after it). B stands just before C, so the near
        // band would put it where it is: only the far one is drawn. Moving to (150, 126) over 30
        // ticks, the call in tick n sees y = 66 + 2(n − 2): tick 14 sees 90, in C: the zone shows,
        // failing; tick 29 sees 120, still short of 121; tick 32 sees the move's end, 126 > 121:
        // it passes and B goes after C then. Frame 13 (the finger after tick n at 66 + 2(n − 1):
        // 90) shows the zone not yet tested; frame 31 (126) too, inside: the call in 32 passes.
        let options = SortableOptions(swapThreshold: 1, invertSwap: true, invertedSwapThreshold: 0.5)
        let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 126)), ticks: 30),
                                    .hold(ticks: 5), .release]
        let t = ReorderSession(board(steps, profile: .sortable(options))).run()
        #expect(exchanges(t).map(\.frame) == [32])
        for f in [13, 14, 29, 31] {
            #expect(t.frames[f].zone?.test == .inverted(threshold: 0.5))
            #expect(t.frames[f].zone?.rects == [Rect(x: 0, y: 121, width: 300, height: 11)])
            #expect(t.frames[f].zone?.passed == (f == 31))
            #expect(t.frames[f].zone?.pending == (f == 13 || f == 31))
        }
        #expect(t.frames[32].zone?.passed == true)
        #expect(t.frames[32].zone?.label == "C")
    }

    @Test func sortableZonePassesExactlyWhenTheRuleMoves() {
        // Whatever the options, a zone that a call newly tests passes in the frames where the
        // rule moves the item, and only then (a zone shown again unchanged is no new test). A
        // timer's call in the tick of the release may move it too: that frame has no lift, so
        // no zone (the drop ends what the mark explains).
        let gestures: [[GestureStep]] = [
            [.press(.item("B")), .move(to: .point(Point(x: 150, y: 205)), ticks: 60), .hold(ticks: 30), .release],
            [.press(.item("E")), .move(to: .point(Point(x: 150, y: 30)), ticks: 45),
             .move(to: .point(Point(x: 150, y: 150)), ticks: 45), .release],
        ]
        let options = [SortableOptions(), SortableOptions(swapThreshold: 0.2), SortableOptions(swapThreshold: 0.65),
                       SortableOptions(invertSwap: true), SortableOptions(swapThreshold: 0.5, invertedSwapThreshold: 0.2),
                       SortableOptions(animation: 0), { var o = SortableOptions(); o.direction = .vertical; return o }()]
        for o in options {
            for steps in gestures {
                let t = ReorderSession(board(steps, profile: .sortable(o))).run()
                let moved = Set(exchanges(t).map(\.frame))
                for (f, zone) in zoneChanges(t) where zone?.passed == true && zone?.pending == false {
                    #expect(moved.contains(f), "\(o): frame \(f) passes without a move")
                }
                for f in moved where t.frames[f].lifted != nil {
                    #expect(t.frames[f].zone?.passed == true, "\(o): frame \(f) moves without a passing zone")
                }
            }
        }
    }

    // MARK: jQuery UI

    @Test func jqueryIntersectShowsTheLowerHalfGoingDown() {
        // B (40…80) pressed at (100, 60), moved to (100, 120) over 30 ticks: the pointer at tick
        // 1 + j is 60 + 2j, whole pixels. The drag starts at tick 2 (y 62, over B itself: no
        // zone). From y 80 (tick 11) the pointer is over C (80…120), moving down: C's lower half,
        // 100…120 across its 200, fails until y 100 (tick 21), where it passes and the
        // placeholder goes after C.
        let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 100, y: 120)), ticks: 30),
                                    .release]
        let t = ReorderSession(board(steps, profile: .jqueryUISortable, row: Size(width: 200, height: 40),
                                     viewport: Size(width: 200, height: 240))).run()
        #expect(exchanges(t).map(\.frame) == [21])
        #expect((0...10).allSatisfy { t.frames[$0].zone == nil })
        let half = [Rect(x: 0, y: 100, width: 200, height: 20)]
        for f in 11...20 {
            #expect(t.frames[f].zone?.test == .intersect(down: true))
            #expect(t.frames[f].zone?.rects == half)
            #expect(t.frames[f].zone?.passed == false)
        }
        #expect(t.frames[21].zone?.label == "C")
        #expect(t.frames[21].zone?.rects == half)
        #expect(t.frames[21].zone?.passed == true)
    }

    @Test func jqueryZonePassesExactlyWhenTheRuleMoves() {
        // As for SortableJS: under either tolerance, with the auto-scroll's steps, a newly tested
        // zone passes in the frames where the placeholder moves, and only then.
        let gestures: [[GestureStep]] = [
            [.press(.item("B")), .move(to: .point(Point(x: 100, y: 239)), ticks: 30), .hold(ticks: 30), .release],
            [.press(.item("F")), .move(to: .point(Point(x: 100, y: 5)), ticks: 40),
             .move(to: .point(Point(x: 100, y: 130)), ticks: 40), .release],
        ]
        var pointer = JQueryUIOptions()
        pointer.tolerance = .pointer
        var slow = JQueryUIOptions()
        slow.scrollSpeed = 5
        var alongY = JQueryUIOptions()
        alongY.axis = .y
        for o in [JQueryUIOptions(), pointer, slow, alongY] {
            for steps in gestures {
                let t = ReorderSession(board(steps, profile: .jqueryUI(o), row: Size(width: 200, height: 40),
                                             viewport: Size(width: 200, height: 240))).run()
                let moved = Set(exchanges(t).filter { t.frames[$0.frame].lifted != nil }.map(\.frame))
                #expect(!moved.isEmpty)
                for (f, zone) in zoneChanges(t) where zone?.passed == true {
                    #expect(moved.contains(f), "\(o): frame \(f) passes without a move")
                }
                for f in moved {
                    #expect(t.frames[f].zone?.passed == true, "\(o): frame \(f) moves without a passing zone")
                }
            }
        }
    }

    @Test func jqueryPointerToleranceShowsTheWholeItemAndPasses() {
        // tolerance: pointer, B (index 1) dragged down to the first whole pixel inside C (y 80):
        // the zone is all of C, 80…120, and it passes at once.
        let rows = ListLayout(collectionSize: Size(width: 200, height: 240))
            .prepare(sections: [Array(repeating: Size(width: 200, height: 40), count: 10)])
        let zone = JQueryUIIntersect.zone(pointer: Point(x: 100, y: 80), down: true, current: IndexPath(section: 0, item: 1),
                                          layout: rows, pointerTolerance: true)
        #expect(zone?.test == .pointer)
        #expect(zone?.rects == [Rect(x: 0, y: 80, width: 200, height: 40)])
        #expect(zone?.passed == true)
        // Moving up over A's upper half (0…20) with B at index 1: A's half is 0…20, it passes.
        let up = JQueryUIIntersect.zone(pointer: Point(x: 100, y: 19), down: false, current: IndexPath(section: 0, item: 1),
                                        layout: rows, pointerTolerance: false)
        #expect(up?.rects == [Rect(x: 0, y: 0, width: 200, height: 20)])
        #expect(up?.passed == true)
        // axis: y, the pointer beside the list at (300, 110), moving down, B at index 1: the
        // rows across the visible 0…200 at y 110 hold C (80…120), whose lower half, 100…120,
        // holds 110: it passes. Without the axis nothing is under (300, 110): no zone.
        let beside = Point(x: 300, y: 110), b = IndexPath(section: 0, item: 1)
        let alongY = JQueryUIIntersect.zoneAlongY(pointer: beside, down: true, current: b, layout: rows,
                                                  visible: Rect(x: 0, y: 0, width: 200, height: 240),
                                                  pointerTolerance: false)
        #expect(alongY?.target == IndexPath(section: 0, item: 2))
        #expect(alongY?.rects == [Rect(x: 0, y: 100, width: 200, height: 20)])
        #expect(alongY?.passed == true)
        #expect(JQueryUIIntersect.zone(pointer: beside, down: true, current: b, layout: rows, pointerTolerance: false) == nil)
        // Moving down over A (just before B): no move can come of it, so no zone.
        #expect(JQueryUIIntersect.zone(pointer: Point(x: 100, y: 30), down: true, current: IndexPath(section: 0, item: 1),
                                       layout: rows, pointerTolerance: false) == nil)
    }

    // MARK: dnd-kit

    @Test func dndKitShowsTheSlotClosestCenterPicksWithTheCollisionCentre() {
        // As DndKitTests: B pressed at (150, 66), moved to (150, 120) over 30 ticks; the collision
        // centre at tick 1 + j is (150, 66 + 1.8j). Tick 13 (y 87.6): B's own slot (44…88,
        // centre 66) is nearest, 21.6 against C's 22.4: the pick is B's, no ✓. Tick 14 (y 89.4):
        // C's slot (88…132, centre 110) at 20.6 against 23.4: C, and the screen shows B there.
        // Tick 20 (y 100.2): still C's slot at drag start, still passing; B now stands in it, and
        // the mark names it so, as the events name a slot by what the screen shows there.
        let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                    .release]
        let t = ReorderSession(board(steps, profile: .dndKit)).run()
        #expect(exchanges(t).map(\.frame) == [14])
        #expect(t.frames[0].zone == nil)
        #expect(t.frames[13].zone?.label == "B")
        #expect(t.frames[13].zone?.rects == [Rect(x: 0, y: 44, width: 300, height: 44)])
        #expect(t.frames[13].zone?.passed == false)
        #expect(t.frames[14].zone?.label == "C")
        #expect(t.frames[14].zone?.rects == [Rect(x: 0, y: 88, width: 300, height: 44)])
        #expect(abs((t.frames[14].zone?.probe?.y ?? 0) - 89.4) < 1e-9)
        #expect(t.frames[14].zone?.passed == true)
        #expect(t.frames[20].zone?.label == "B")
        #expect(t.frames[20].zone?.rects == [Rect(x: 0, y: 88, width: 300, height: 44)])
        #expect(t.frames[20].zone?.passed == true)
        #expect(t.frames.last?.zone == nil)
    }

    @Test func dndKitRectIntersectionShowsTheOverlapWithThePickedSlot() {
        // 100 × 100 cells three to a line, no spacing: A (0,0) B (100,0) C (200,0) / D (0,100)
        // E (100,100) F (200,100). A dragged, its 100 × 100 collision rect centred at (160, 140):
        // 110…210 × 90…190. Overlaps: B 90 × 10 = 900, C 10 × 10 = 100, E 90 × 90 = 8100,
        // F 10 × 90 = 900; E's ratio 8100 / (10000 + 10000 − 8100) = 0.6807 is the largest: E,
        // index 4, and the zone is the overlap 110…200 × 100…190, passing (not A's own slot).
        let grid = FlowLayout(collectionSize: Size(width: 300, height: 300), lineSpacing: 0, itemSpacing: 0)
            .prepare(sections: [Array(repeating: Size(width: 100, height: 100), count: 6)])
        func context(centre: Point, finger: Point) -> TargetContext {
            TargetContext(occasion: .fingerMoved, time: .zero, tick: 0, previousTarget: nil, layout: grid,
                          finger: finger, snapshotCentre: centre, snapshotSize: Size(width: 100, height: 100),
                          current: IndexPath(section: 0, item: 0), visible: Rect(x: 0, y: 0, width: 300, height: 300))
        }
        let zone = DndKitCollision(.rectIntersection).zone(in: context(centre: Point(x: 160, y: 140),
                                                                       finger: Point(x: 160, y: 140)))
        #expect(zone?.test == .rectIntersection)
        #expect(zone?.target == IndexPath(section: 0, item: 4))
        #expect(zone?.item == Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(zone?.rects == [Rect(x: 110, y: 100, width: 90, height: 90)])
        #expect(zone?.passed == true)
        // pointerWithin with the pointer beside the grid (350, 50): no droppable holds it, over is
        // null and the screen shows the original order: A's own slot, not passing.
        let outside = DndKitCollision(.pointerWithin).zone(in: context(centre: Point(x: 350, y: 50),
                                                                        finger: Point(x: 350, y: 50)))
        #expect(outside?.target == IndexPath(section: 0, item: 0))
        #expect(outside?.rects == [Rect(x: 0, y: 0, width: 100, height: 100)])
        #expect(outside?.passed == false)
    }

    // MARK: Rules without a zone

    @Test func aRuleWithoutAZoneLeavesEveryFrameWithout() {
        let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 150)), ticks: 20), .release]
        let t = ReorderSession(board(steps, profile: .system)).run()
        #expect(!exchanges(t).isEmpty)
        #expect(t.frames.allSatisfy { $0.zone == nil })
    }
}

/// ItemTouchHelper's zone (LeadingEdgePassesFarEdge): 200 × 40 rows A 0…40, B 40…80, C 80…120,
/// D 120…160, …; B (index 1) dragged, its view 200 × 40.
@Test func itemTouchHelperShowsTheRowWhoseFarEdgeTheLeadingEdgeMustPass() {
    let rows = ListLayout(collectionSize: Size(width: 200, height: 240))
        .prepare(sections: [Array(repeating: Size(width: 200, height: 40), count: 6)])
    func asked(top: Double) -> TargetContext {
        TargetContext(occasion: .fingerMoved, time: .zero, tick: 0, previousTarget: nil, layout: rows,
                      finger: Point(x: 100, y: top + 20), snapshotCentre: Point(x: 100, y: top + 20),
                      snapshotSize: Size(width: 200, height: 40), current: IndexPath(section: 0, item: 1),
                      visible: Rect(x: 0, y: 0, width: 200, height: 240))
    }
    // The view's top at 10.5 + 40 = 50.5, y = 50: 10 from B's top, under the gate's 20 (40 × 0.5): none.
    var rule = LeadingEdgePassesFarEdge()
    #expect(rule.zone(in: asked(top: 50.5)) == nil)
    // Top 62.3, y = 62: 22 ≥ 20. The view, 62…102, touches only C (80…120). Moving down (dy 22),
    // C's bottom 120 is not above the view's bottom 102: no winner. The zone is C, not passing,
    // with the leading edge, the middle of the view's bottom (100, 102), as the probe.
    let short = rule.zone(in: asked(top: 62.3))
    #expect(short?.test == .farEdge)
    #expect(short?.target == IndexPath(section: 0, item: 2))
    #expect(short?.rects == [Rect(x: 0, y: 80, width: 200, height: 40)])
    #expect(short?.probe == Point(x: 100, y: 102))
    #expect(short?.passed == false)
    #expect(rule.target(in: asked(top: 62.3)) == nil)
    // Top 81: the view 81…121 touches C and D (D's top 120 ≤ 121). C's bottom 120 is above 121
    // and below B's bottom 80: it scores 1; D's 160 is not above 121. C wins, and passes.
    let past = rule.zone(in: asked(top: 81))
    #expect(past?.target == IndexPath(section: 0, item: 2))
    #expect(past?.probe == Point(x: 100, y: 121))
    #expect(past?.passed == true)
    #expect(rule.target(in: asked(top: 81)) == IndexPath(section: 0, item: 2))
}
