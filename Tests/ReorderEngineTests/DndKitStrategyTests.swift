import CollectionLayout
import Testing
@testable import ReorderEngine

// dnd-kit's sorting strategies as drawn (DndKitSorting, @dnd-kit/sortable 10.0.0
// strategies/*.ts), worked by hand from the rules, closestCenter, no activation constraint,
// no DragOverlay unless said. The transform is drawn about the item's centre (CSS's default
// transform-origin): centre = its slot's centre + the translation, size = the target's.

/// examples/dnd-kit-collisions.md's grid: a 300-wide flow without spacing, A and F 200 × 100,
/// the others 100 × 100. A (0,0,200,100) B (200,0) / C (0,100) D (100,100) E (200,100) /
/// F (0,200,200,100) G (200,200).
private let mixed = ["A", "B", "C", "D", "E", "F", "G"]

private func mixedBoard(_ steps: [GestureStep], options: DndKitOptions = DndKitOptions()) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in mixed { sizes[label] = Size(width: label == "A" || label == "F" ? 200 : 100, height: 100) }
    let viewport = Size(width: 300, height: 300)
    return SessionConfiguration(
        layout: FlowLayout(collectionSize: viewport, lineSpacing: 0, itemSpacing: 0), sections: [mixed], sizes: sizes,
        viewport: viewport, fps: 60, profile: .dndKit(options), steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

/// Six 100 × 100 cells three to a line: A (0,0) B (100,0) C (200,0) / D (0,100) E (100,100) F (200,100).
private let six = ["A", "B", "C", "D", "E", "F"]

private func gridBoard(_ steps: [GestureStep], options: DndKitOptions) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in six { sizes[label] = Size(width: 100, height: 100) }
    let viewport = Size(width: 300, height: 300)
    return SessionConfiguration(
        layout: FlowLayout(collectionSize: viewport, lineSpacing: 0, itemSpacing: 0), sections: [six], sizes: sizes,
        viewport: viewport, fps: 60, profile: .dndKit(options), steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

private func drawn(_ t: Timeline, _ label: String, at frame: Int) -> Rect? {
    frame < t.frames.count ? t.drawnFrame(of: label, at: t.frames[frame]) : nil
}

private func cell(_ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 100) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

// MARK: - rectSortingStrategy, items of different sizes

/// C pressed at its centre (50, 150) and moved down 5 pt a tick for 20 ticks: at tick 1 + j
/// its collision centre is (50, 150 + 5j). F's centre (100, 250) is nearer than C's own once
/// 50² + (100 − 5j)² < (5j)², 12,500 < 1000j, j > 12.5: tick 14 (D (150,150) and the rest
/// are farther). arrayMove(rects, 5, 2) gives C F's rect, D C's, E D's, F E's; A, B, G stay.
private let cOverF: [GestureStep] = [.press(.item("C")), .moveBy(dx: 0, dy: 100, ticks: 20), .hold(ticks: 30)]

@Test func rectSortingWithMixedSizesPutsEachItemOnItsNeighboursRectScaledAboutItsCentre() {
    let t = ReorderSession(mixedBoard(cOverF + [.release])).run()
    #expect(t.frames[13].order == [mixed])
    #expect(t.frames[14].order == [["A", "B", "D", "E", "F", "C", "G"]])
    // Tick 50, the 200 ms transitions over: D translated by (−100, 0), E by (−100, 0).
    #expect(drawn(t, "D", at: 50) == cell(0, 100))
    #expect(drawn(t, "E", at: 50) == cell(100, 100))
    // F (0,200,200,100) onto E's (200,100,100,100): translate (200, −100), scale (0.5, 1);
    // its centre (100, 250) + (200, −100) = (300, 150), 100 × 100: x 250…350.
    #expect(drawn(t, "F", at: 50) == cell(250, 100))
    // G stays (a re-layout would have wrapped F to the third line and G to a fourth).
    #expect(drawn(t, "G", at: 50) == cell(200, 200))
    #expect(drawn(t, "A", at: 50) == cell(0, 0, 200))
    // The dragged C follows the pointer, centre (50, 250), scaled to F's 200 × 100.
    #expect(t.frames[50].liftedFrame == cell(-50, 200, 200, 100))
    // Mid-transition (tick 20, 7 of 12 ticks): F lies between its slot and (250, 100).
    let f = drawn(t, "F", at: 20)!
    #expect(f.minX > 0 && f.minX < 250 && f.width > 100 && f.width < 200)
    // The release (tick 52): the data A B D E F C G, and the screen its layout at once: D E on
    // the second line, F (200 wide) wraps to the third, C beside it, G to a fourth line.
    #expect(t.frames[52].data == [["A", "B", "D", "E", "F", "C", "G"]])
    #expect(t.frames[52].displaced.filter { $0.key != "C" }.isEmpty)
    #expect(drawn(t, "F", at: 52) == cell(0, 200, 200))
    #expect(drawn(t, "C", at: t.frames.count - 1) == cell(200, 200))
    #expect(drawn(t, "G", at: 52) == cell(0, 300))
    #expect(t.violations.isEmpty)
}

@Test func rectSortingWithMixedSizesCancelledGoesBackOverTheTransition() {
    // As above to tick 50, then Escape: everything transitions back to its slot over 200 ms
    // (12 ticks), F from (250, 100, 100, 100) to (0, 200, 200, 100).
    let t = ReorderSession(mixedBoard(cOverF + [.cancel])).run()
    let last = t.frames.count - 1
    #expect(t.frames[last].order == [mixed])
    #expect(t.frames[last].data == [mixed])
    #expect(drawn(t, "F", at: last) == cell(0, 200, 200))
    #expect(drawn(t, "D", at: last) == cell(100, 100))
    let back = drawn(t, "F", at: 53)!
    #expect(back.minX > 0 && back.minX < 250)
}

@Test func rectSortingFrameRoundsTheTranslationAndScalesAboutTheCentre() {
    // A 50 × 40 slot at (0.5, 0) taking a 100 × 20 slot at (101, 50.5): translate
    // (Math.round(100.5), Math.round(50.5)) = (101, 51), halves up; centre (25.5, 20) + that =
    // (126.5, 71), 100 × 20: (76.5, 61).
    let slots = [Rect(x: 0.5, y: 0, width: 50, height: 40), Rect(x: 101, y: 50.5, width: 100, height: 20)]
    let r = DndKitSorting(.rect).frame(ofItemAt: 0, active: 1, over: 0, slots: slots)
    #expect(r == Rect(x: 76.5, y: 61, width: 100, height: 20))
    #expect(DndKitSorting.jsRound(-100.5) == -100)
    // arrayMove(rects, over 3, active 1) = [0, 3, 1, 2, 4]: item 2 takes rect 1, item 3 rect 2.
    #expect((0..<5).map { DndKitSorting.arrayMoveSource($0, moving: 3, to: 1) } == [0, 3, 1, 2, 4])
}

// MARK: - verticalListSortingStrategy across its axis

@Test func verticalListOnAWrappingGridMovesOnlyTheLineStartsUpALine() {
    // A pressed at (50, 50), moved (5, 5) a tick for 20 ticks: centre (50 + 5j, 50 + 5j). At
    // j = 10, (100, 100), every centre is 70.71 away and A, the first, keeps it; at j = 11
    // E is √2 × 45 = 63.6 away, B and D √(45² + 55²) = 71.1, A 77.8: over E (4), tick 12.
    // verticalListSorting with active 0, over 4: items 1…4 move by −(100 + gap), the gap to the
    // previous rect's bottom: B and C and E follow a rect on their own line, gap −100, 0;
    // D follows C (bottom 100) at top 100, gap 0: up 100, onto A's slot. F stays.
    var o = DndKitOptions()
    o.strategy = .verticalList
    let t = ReorderSession(gridBoard([.press(.item("A")), .moveBy(dx: 100, dy: 100, ticks: 20), .hold(ticks: 20),
                                      .release], options: o)).run()
    #expect(t.frames[11].order == [six])
    #expect(t.frames[12].order == [["B", "C", "D", "E", "A", "F"]])
    #expect(drawn(t, "B", at: 40) == cell(100, 0))
    #expect(drawn(t, "C", at: 40) == cell(200, 0))
    #expect(drawn(t, "D", at: 40) == cell(0, 0))
    #expect(drawn(t, "E", at: 40) == cell(100, 100))
    #expect(drawn(t, "F", at: 40) == cell(200, 100))
    // The drop (tick 42): B C D E A F laid out, each in its slot at once.
    #expect(t.frames[42].data == [["B", "C", "D", "E", "A", "F"]])
    #expect(drawn(t, "B", at: 42) == cell(0, 0))
    #expect(drawn(t, "E", at: 42) == cell(0, 100))
}

@Test func listStrategiesMoveTheOverlaysPlaceholderToOversEdge() {
    // The grid's slots, verticalList with a DragOverlay: the placeholder A (active 0) over E
    // (4) lines its bottom up with E's: y 0 + (200 − 100) = 100, x unchanged: (0, 100).
    // Over A itself nothing moves. horizontalList in a 200-wide column of 40-pt rows, B
    // (1) over D (3): C and D move by −(200 + gap), their gap to the previous rect's right
    // edge 0 − 200: 0; the placeholder B by D's right − B's right = 0: nothing moves sideways.
    let grid = (0..<6).map { cell(Double($0 % 3) * 100, Double($0 / 3) * 100) }
    let vertical = DndKitSorting(.verticalList, overlay: true)
    #expect(vertical.frame(ofItemAt: 0, active: 0, over: 4, slots: grid) == cell(0, 100))
    #expect((0..<6).map { vertical.frame(ofItemAt: $0, active: 0, over: 0, slots: grid) } == grid)
    let column = (0..<4).map { Rect(x: 0, y: Double($0) * 40, width: 200, height: 40) }
    let horizontal = DndKitSorting(.horizontalList, overlay: true)
    #expect((0..<4).map { horizontal.frame(ofItemAt: $0, active: 1, over: 3, slots: column) } == column)
}

@Test func horizontalListOnAListLeavesTheRowsWhereTheyWere() {
    // Rows 200 × 40: A 0…40, B 40…80, C 80…120, D 120…160. B pressed at (100, 60) and moved
    // down 2 pt a tick for 40 ticks: closestCenter puts it over C at tick 12 and over D at
    // tick 32 (DndKitOptionTests' worked rows). horizontalListSorting moves C and D along x by
    // −200 − gap, gap −200 (the previous row's right edge is their own): 0. The order changes,
    // the rows do not move; the dragged B keeps its 200 × 40 (D's size).
    var o = DndKitOptions()
    o.strategy = .horizontalList
    var sizes: [String: Size] = [:]
    let rows = ["A", "B", "C", "D", "E", "F"]
    for label in rows { sizes[label] = Size(width: 200, height: 40) }
    let viewport = Size(width: 200, height: 240)
    let config = SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [rows], sizes: sizes, viewport: viewport, fps: 60,
        profile: .dndKit(o), steps: [GestureStep.press(.item("B")), .moveBy(dx: 0, dy: 80, ticks: 40), .release]
            .map { ScriptStep(gesture: $0, text: "\($0)") })
    let t = ReorderSession(config).run()
    #expect(t.frames[32].order == [["A", "C", "D", "B", "E", "F"]])
    #expect(drawn(t, "C", at: 40) == Rect(x: 0, y: 80, width: 200, height: 40))
    #expect(drawn(t, "D", at: 40) == Rect(x: 0, y: 120, width: 200, height: 40))
    #expect(t.frames[40].liftedFrame == Rect(x: 0, y: 118, width: 200, height: 40))
    #expect(t.frames[42].data == [["A", "C", "D", "B", "E", "F"]])
    #expect(drawn(t, "C", at: 42) == Rect(x: 0, y: 40, width: 200, height: 40))
}

// MARK: - rectSwappingStrategy, items of different sizes

@Test func rectSwappingWithMixedSizesScalesTheTwoOntoEachOthersRects() {
    // The mixed grid's slots, C (2) over F (5): C's (0,100,100,100) onto F's (0,200,200,100):
    // translate (0, 100), scale (2, 1), centre (50, 250), 200 × 100: (−50, 200). F onto C's:
    // translate (0, −100), scale (0.5, 1), centre (100, 150), 100 × 100: (50, 100). D stays.
    let slots = [cell(0, 0, 200), cell(200, 0), cell(0, 100), cell(100, 100), cell(200, 100), cell(0, 200, 200),
                 cell(200, 200)]
    let swapping = RectSwapping(overlay: true)
    #expect(swapping.frame(ofItemAt: 2, active: 2, over: 5, slots: slots) == cell(-50, 200, 200))
    #expect(swapping.frame(ofItemAt: 5, active: 2, over: 5, slots: slots) == cell(50, 100))
    #expect(swapping.frame(ofItemAt: 3, active: 2, over: 5, slots: slots) == cell(100, 100))
    // Without a DragOverlay the dragged item itself takes over's size about its centre; with one, its own.
    let drawn = cell(10, 160)
    #expect(RectSwapping().dragged(drawn, active: 2, over: 5, slots: slots) == cell(-40, 160, 200))
    #expect(swapping.dragged(drawn, active: 2, over: 5, slots: slots) == drawn)
}
