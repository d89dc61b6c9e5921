import CollectionLayout
import Testing
@testable import ReorderEngine

// The `dnd-kit` profile's options (DndKitOptions), worked by hand from dnd-kit's source
// (@dnd-kit/core 6.3.1). The list is streamlit-sortables' conformance page: a 200 × 240
// viewport of 200 × 40 rows, A 0…40, B 40…80, C 80…120, D 120…160, E 160…200, F 200…240.

private let rows = ["A", "B", "C", "D", "E", "F"]

private func slots(_ n: Int, height: Double = 40) -> [Rect] {
    (0..<n).map { Rect(x: 0, y: Double($0) * height, width: 200, height: height) }
}

private func listBoard(_ steps: [GestureStep], options: DndKitOptions, items: [String] = rows,
                       viewport: Size = Size(width: 200, height: 240)) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in items { sizes[label] = Size(width: 200, height: 40) }
    return SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [items], sizes: sizes, viewport: viewport,
        fps: 60, profile: .dndKit(options), steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

/// streamlit-sortables' setup (the conformance suite's bundle).
private var bundle: DndKitOptions {
    var o = DndKitOptions()
    o.collisionDetection = .rectIntersection
    o.distance = 10
    o.dragOverlay = true
    o.containerDroppable = true
    return o
}

// MARK: - Collision detections

@Test func closestCenterTiesGoToTheFirstRegisteredDroppable() {
    // dnd-kit#1128: equal distances. Four 100 × 100 cells A (0,0) B (100,0) C (0,100)
    // D (100,100); a 100 × 100 collision rect at (50, 50) has its centre (100, 100) on the
    // corner they share, √(50² + 50²) = 70.71 from every centre: the stable sort keeps
    // registration order, A. One point right, (101, 100): B and D are √(49² + 50²) = 70.01,
    // A and C √(51² + 50²) = 71.42: B, the earlier of the two.
    let cells = [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100),
                 Rect(x: 0, y: 100, width: 100, height: 100), Rect(x: 100, y: 100, width: 100, height: 100)]
    let at = { (x: Double) in Rect(x: x, y: 50, width: 100, height: 100) }
    #expect(DndKitCollision.over(.closestCenter, collision: at(50), pointer: .zero, droppables: cells) == 0)
    #expect(DndKitCollision.over(.closestCenter, collision: at(51), pointer: .zero, droppables: cells) == 1)
}

@Test func closestCornersLinesUpCornersWhereClosestCenterTakesTheCentre() {
    // A large droppable X (0, 0, 300, 300), centre (150, 150), and a small one Y
    // (160, 160, 50, 50). The collision rect (125, 125, 50, 50) has its centre on X's:
    // closestCenter takes X (0 against √(35² + 35²) = 49.50).
    // closestCorners: to X's corners (0,0) (300,0) (0,300) (300,300) from (125,125)
    // (175,125) (125,175) (175,175) each is √(125² + 125²) = 176.7767, mean 176.7767; to Y's
    // (160,160) (210,160) (160,210) (210,210) each is √(35² + 35²) = 49.4975: Y.
    let droppables = [Rect(x: 0, y: 0, width: 300, height: 300), Rect(x: 160, y: 160, width: 50, height: 50)]
    let collision = Rect(x: 125, y: 125, width: 50, height: 50)
    #expect(DndKitCollision.over(.closestCenter, collision: collision, pointer: .zero, droppables: droppables) == 0)
    #expect(DndKitCollision.over(.closestCorners, collision: collision, pointer: .zero, droppables: droppables) == 1)
}

@Test func rectIntersectionTakesTheLargestShareOfTheUnion() {
    // B's 200 × 40 rect moved down 30: y 70…110. B's slot (40…80) shares 10 × 200 = 2000 of a
    // union 8000 + 8000 − 2000 = 14000: 0.1429; C's (80…120) 6000 of 10000: 0.6; D's nothing.
    // The container (the visible rect, 200 × 240) holds all of it: 8000 of 48000 = 0.1667. C.
    let container = Rect(x: 0, y: 0, width: 200, height: 240)
    let collision = Rect(x: 0, y: 70, width: 200, height: 40)
    #expect(DndKitCollision.intersectionRatio(slots(6)[1], collision) == 0.1429)
    #expect(DndKitCollision.intersectionRatio(container, collision) == 0.1667)
    #expect(DndKitCollision.over(.rectIntersection, collision: collision, pointer: .zero,
                                 droppables: slots(6) + [container]) == 2)
    // Rects that only touch share no area: ratio 0, no collision (y 240…280 under F).
    #expect(DndKitCollision.over(.rectIntersection, collision: Rect(x: 0, y: 240, width: 200, height: 40),
                                 pointer: .zero, droppables: slots(6)) == nil)
}

@Test func rectIntersectionPrefersTheContainerWhenTheLastRowIsBarelyCovered() {
    // A 200 × 320 container under six rows (0…240). The container holds a 200 × 40 rect
    // whole: 8000 / 64000 = 0.125. Over F (200…240) by f px, F scores 200f / (16000 − 200f):
    // 8 px: 1600 / 14400 = 0.1111 < 0.125, the container (index 6); 9 px: 1800 / 14200 =
    // 0.1268, F (index 5). Past the rows only the container collides.
    let droppables = slots(6) + [Rect(x: 0, y: 0, width: 200, height: 320)]
    let at = { (y: Double) in Rect(x: 0, y: y, width: 200, height: 40) }
    #expect(DndKitCollision.over(.rectIntersection, collision: at(232), pointer: .zero, droppables: droppables) == 6)
    #expect(DndKitCollision.over(.rectIntersection, collision: at(231), pointer: .zero, droppables: droppables) == 5)
    #expect(DndKitCollision.over(.rectIntersection, collision: at(260), pointer: .zero, droppables: droppables) == 6)
}

@Test func pointerWithinScoresTheRectsHoldingThePointerByTheirCorners() {
    // On the line between B and C (y 80) both hold the pointer (edges count). From (100, 80)
    // B's corners (0,40) (200,40) (0,80) (200,80) are √(100² + 40²) = 107.7033 twice and 100
    // twice, mean 103.8517; C's the same: a tie, B. At (100, 81): B's are √(100² + 41²) =
    // 108.0787 twice and √(100² + 1) = 100.0050 twice, mean 104.0418; C's 100.0050 and
    // √(100² + 39²) = 107.3359 twice, mean 103.6705: C. Below the rows, nothing: nil.
    let collision = Rect(x: 0, y: 0, width: 200, height: 40)
    #expect(DndKitCollision.over(.pointerWithin, collision: collision, pointer: Point(x: 100, y: 80),
                                 droppables: slots(6)) == 1)
    #expect(DndKitCollision.over(.pointerWithin, collision: collision, pointer: Point(x: 100, y: 81),
                                 droppables: slots(6)) == 2)
    #expect(DndKitCollision.over(.pointerWithin, collision: collision, pointer: Point(x: 100, y: 260),
                                 droppables: slots(6)) == nil)
}

// MARK: - Activation constraints

@Test func distanceStartsTheDragOnlyPastItAndToleranceAbortsIt() {
    // hasExceededDistance: √(dx² + dy²) > distance. (6, 8) is exactly 10: not more, it
    // waits; (6, 9) is √117 = 10.82: it starts. With tolerance 5 checked first, (3, 4) = 5
    // waits and (3, 5) = √34 = 5.83 aborts.
    let press = Point(x: 100, y: 60)
    let distance = DndKitActivation(distance: 10)
    #expect(!distance.liftsAtPress)
    #expect(distance.move(press: press, finger: Point(x: 106, y: 68), elapsed: .zero) == .waits)
    #expect(distance.move(press: press, finger: Point(x: 106, y: 69), elapsed: .zero) == .lifts)
    let tolerant = DndKitActivation(distance: 10, tolerance: 5)
    #expect(tolerant.move(press: press, finger: Point(x: 103, y: 64), elapsed: .zero) == .waits)
    #expect(tolerant.move(press: press, finger: Point(x: 103, y: 65), elapsed: .zero) == .letsGo)
    // A delay never starts on a move; a move past its tolerance aborts it.
    let delay = DndKitActivation(delay: 250, tolerance: 5)
    #expect(delay.liftDelay == .milliseconds(250))
    #expect(delay.move(press: press, finger: Point(x: 100, y: 65), elapsed: .zero) == .waits)
    #expect(delay.move(press: press, finger: Point(x: 100, y: 66), elapsed: .zero) == .letsGo)
    #expect(DndKitActivation().liftsAtPress)
}

@Test func theMoveThatMeetsTheDistanceLeavesTheItemInItsSlot() {
    // Press B at (100, 60), tick 1: pending, nothing lifted. Tick 2: 6 px down, not more
    // than 10: still nothing. Tick 3: 12 px from the press: the drag starts, as of the press,
    // and that move does not reach onMove: B is drawn at its slot, y 40. Tick 4: 18 px:
    // translate (0, 18), B at 58.
    var o = DndKitOptions()
    o.distance = 10
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 6, ticks: 1), .moveBy(dx: 0, dy: 6, ticks: 1),
                                .moveBy(dx: 0, dy: 6, ticks: 1), .release]
    let t = ReorderSession(listBoard(steps, options: o)).run()
    #expect(t.frames[1].liftedFrame == nil)
    #expect(t.frames[2].liftedFrame == nil)
    #expect(t.frames[3].liftedFrame == Rect(x: 0, y: 40, width: 200, height: 40))
    #expect(t.frames[4].liftedFrame == Rect(x: 0, y: 58, width: 200, height: 40))
}

@Test func aMoveShorterThanTheDistanceIsAClickThatDragsNothing() {
    // 8 px down and released: never more than 10 from the press, nothing lifts or moves.
    var o = DndKitOptions()
    o.distance = 10
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 8, ticks: 4), .release]
    let t = ReorderSession(listBoard(steps, options: o)).run()
    #expect(t.frames.allSatisfy { $0.liftedFrame == nil })
    #expect(t.frames[t.frames.count - 1].data == [rows])
}

@Test func theDelayStartsTheDragByItselfAndATolerantMoveKeepsIt() {
    // delay 250 ms: the press in tick 1 (t 16.67 ms) arms the timer for 266.67 ms = t(16):
    // B lifts in frame 16, with the pointer still. With tolerance 5, a 4 px move in tick 2
    // keeps it pending (4 ≤ 5) and the timer still starts it in frame 16.
    var o = DndKitOptions()
    o.delay = 250
    o.tolerance = 5
    let still = ReorderSession(listBoard([.press(.item("B")), .hold(ticks: 20), .release], options: o)).run()
    #expect(still.frames[15].liftedFrame == nil)
    #expect(still.frames[16].liftedFrame == Rect(x: 0, y: 40, width: 200, height: 40))
    let small = ReorderSession(listBoard([.press(.item("B")), .moveBy(dx: 0, dy: 4, ticks: 1), .hold(ticks: 20),
                                          .release], options: o)).run()
    #expect(small.frames[16].liftedFrame != nil)
    // A 6 px move in tick 2 is more than the tolerance: aborted, nothing ever lifts.
    let moved = ReorderSession(listBoard([.press(.item("B")), .moveBy(dx: 0, dy: 6, ticks: 1), .hold(ticks: 20),
                                          .release], options: o)).run()
    #expect(moved.frames.allSatisfy { $0.liftedFrame == nil })
}

// MARK: - The container droppable

@Test func overTheContainerNothingMovesAndTheDropPutsTheItemLast() {
    // streamlit-sortables' setup in a 200 × 320 container of six rows. Press B at (100, 60);
    // 12 px a tick for 20 ticks to (100, 300). The first move, 12 px, starts the drag and
    // holds B at its slot; from tick 3 its rect is y 40 + 12j at tick 1 + j (grab 0). At the end,
    // y 280…320: no row, only the container: over the container, overIndex −1, nothing is
    // displaced (the screen shows A…F). The drop: arrayMove(items, 1, −1) = A C D E F B.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 100, y: 300)), ticks: 20),
                                .hold(ticks: 5), .release]
    let t = ReorderSession(listBoard(steps, options: bundle, viewport: Size(width: 200, height: 320))).run()
    let releaseFrame = 1 + 20 + 5 + 1
    #expect(t.frames[releaseFrame - 1].order == [rows])
    #expect(t.frames[releaseFrame - 1].liftedFrame == Rect(x: 0, y: 280, width: 200, height: 40))
    #expect(t.frames[releaseFrame].data == [["A", "C", "D", "E", "F", "B"]])
    #expect(t.frames[releaseFrame].order == [["A", "C", "D", "E", "F", "B"]])
    #expect(t.violations.isEmpty)
}

@Test func outsideEveryDroppableTheDropChangesNothing() {
    // rect-intersection without the container: at (100, 300) B's rect (y 280…320) meets no
    // row: over is null, nothing is displaced, and the drop leaves A…F.
    var o = bundle
    o.containerDroppable = false
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 100, y: 300)), ticks: 20),
                                .hold(ticks: 5), .release]
    let t = ReorderSession(listBoard(steps, options: o, viewport: Size(width: 200, height: 320))).run()
    #expect(t.frames[t.frames.count - 1].data == [rows])
}

// MARK: - DragOverlay

@Test func theOverlayGlidesFromThePointerToTheSlotOver250Milliseconds() {
    // streamlit-sortables' setup. Press B at (100, 60); 2 px a tick for 33 ticks. The move of
    // tick 7 is the first more than 10 px from the press (12): it starts the drag and B stays
    // at its slot; from tick 8 B's rect is y 40 + 2j at tick 1 + j, so at tick 34 y 106…146.
    // rectIntersection: C (80…120) shares 14 × 200 = 2800 of 16000 − 2800: 0.2121; D (120…160)
    // 5200 of 10800: 0.4815; the container 8000 of 48000: 0.1667. Over D: B shows at index 3,
    // y 120. The release, tick 35: the data is A C D B E F, and the overlay, a Web Animation of
    // 250 ms = 15 ticks, shows its first keyframe (y 106) in that frame, then eases down
    // (ease: every frame lower, never past 120) and is gone 15 frames later, frame 50.
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 66, ticks: 33), .release]
    let t = ReorderSession(listBoard(steps, options: bundle)).run()
    #expect(t.frames[6].liftedFrame == nil)
    #expect(t.frames[7].liftedFrame == Rect(x: 0, y: 40, width: 200, height: 40))
    #expect(t.frames[34].liftedFrame == Rect(x: 0, y: 106, width: 200, height: 40))
    #expect(t.frames[34].order == [["A", "C", "D", "B", "E", "F"]])
    #expect(t.frames[35].data == [["A", "C", "D", "B", "E", "F"]])
    #expect(t.frames[35].liftedFrame == Rect(x: 0, y: 106, width: 200, height: 40))
    let ys = (35...49).compactMap { t.frames[$0].liftedFrame?.minY }
    #expect(ys.count == 15)
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 } && ys[14] < 120)
    #expect(t.frames[50].liftedFrame == nil)
}

@Test func anOverlayAlreadyOnItsSlotGoesAtOnce() {
    // B down 40 px (2 a tick, 20 ticks) to C's place exactly, over C (IoU 1), shown at y 80,
    // its slot: the drop animation's two keyframes are equal, there is none; in the release
    // frame, 22, nothing is lifted.
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 40, ticks: 20), .release]
    let t = ReorderSession(listBoard(steps, options: bundle)).run()
    #expect(t.frames[21].liftedFrame == Rect(x: 0, y: 80, width: 200, height: 40))
    #expect(t.frames[22].liftedFrame == nil)
    #expect(t.frames[22].data == [["A", "C", "B", "D", "E", "F"]])
}

// MARK: - rectSwappingStrategy

@Test func rectSwappingExchangesTheItemWithTheOneOverAndSwapsAtTheDrop() {
    // closestCenter, strategy rect-swapping. Press B at its centre (100, 60), no constraint:
    // lifted at tick 1. 2 px a tick for 40 ticks: at tick 1 + j the collision centre is at
    // y 60 + 2j. Row centres A 20, B 60, C 100, D 140. C is strictly nearer than B once
    // y > 80, j = 11, tick 12: B and C exchange, A C B D E F. D once y > 120, j = 31,
    // tick 32: C goes back and D comes: A D C B E F (rect's arrayMove would show A C D B E F).
    // The release (tick 42): arraySwap(items, 1, 3), the data A D C B E F, what is shown.
    var o = DndKitOptions()
    o.strategy = .rectSwapping
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 80, ticks: 40), .release]
    let t = ReorderSession(listBoard(steps, options: o)).run()
    #expect(t.frames[11].order == [rows])
    #expect(t.frames[12].order == [["A", "C", "B", "D", "E", "F"]])
    #expect(t.frames[31].order == [["A", "C", "B", "D", "E", "F"]])
    #expect(t.frames[32].order == [["A", "D", "C", "B", "E", "F"]])
    #expect(t.frames[41].data == [rows])
    #expect(commits(t).map(\.frame) == [42])
    #expect(t.frames[t.frames.count - 1].data == [["A", "D", "C", "B", "E", "F"]])
    #expect(t.violations.isEmpty)
}

@Test func rectSwappingCancelledPutsBothBack() {
    // As above to tick 32 (A D C B E F on screen), then cancel: the exchange undone, A…F,
    // and the data never changed.
    var o = DndKitOptions()
    o.strategy = .rectSwapping
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 62, ticks: 31), .cancel]
    let t = ReorderSession(listBoard(steps, options: o)).run()
    #expect(t.frames[32].order == [["A", "D", "C", "B", "E", "F"]])
    #expect(t.frames[t.frames.count - 1].order == [rows])
    #expect(t.frames[t.frames.count - 1].data == [rows])
    #expect(commits(t).isEmpty)
}
