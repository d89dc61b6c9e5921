import CollectionLayout
import Testing
@testable import ReorderEngine

// Seed 001 (SPEasyCollectionView for iOS 8), profile `snapshot-edge-scroll`.
//
// The boards, worked out by hand. Eight items A…H, 50 × 50, one section, a
// list with no spacing and no insets, fps 60:
//
// - vertical: viewport 100 × 200; rows span the width (x 0…100) and stack
//   50 apart: A 0…50, B 50…100, C 100…150, D 150…200, E 200…250, F 250…300,
//   G 300…350, H 350…400. Content 100 × 400, so y offsets 0…200 are in bounds.
// - horizontal: viewport 200 × 100; columns span the height and stack 50
//   apart along x, same numbers. Content 400 × 100, x offsets 0…200.
//
// Slot k's centre along the scroll axis is 25 + 50k. The long-press takes
// round(2.0 × 60) = 120 ticks: frames 1…120, the item lifts at 120. A
// one-tick move is frame 121; `hold n` is the n frames after it; a release or
// cancel applies at the tick after the last step.
//
// The rows span the whole cross axis, so S.minX − O.x = 0 < 10 and
// S.maxX + 10 > O.x + V.w always hold on the vertical list: the left and
// right cases are kept out only by `O.x > 0` and `O.x + V.w < C.w` being
// false (and on the horizontal list the same for up and down).

private let labels = ["A", "B", "C", "D", "E", "F", "G", "H"]

private func list(_ direction: ScrollDirection, _ steps: [GestureStep], offset: Point = .zero) -> Timeline {
    let viewport = direction == .vertical ? Size(width: 100, height: 200) : Size(width: 200, height: 100)
    var sizes: [String: Size] = [:]
    for label in labels { sizes[label] = Size(width: 50, height: 50) }
    let config = SessionConfiguration(
        layout: ListLayout(direction: direction, collectionSize: viewport, lineSpacing: 0),
        sections: [labels], sizes: sizes, viewport: viewport, offset: offset, fps: 60,
        profile: .snapshotEdgeScroll, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
    return ReorderSession(config).run()
}

private extension Timeline {
    /// Frame `i`, or `nil` when the session ended sooner (a failed expectation, not a crash).
    func at(_ i: Int) -> Frame? { frames.indices.contains(i) ? frames[i] : nil }
}

private func path(_ item: Int) -> IndexPath { IndexPath(section: 0, item: item) }

/// The scroll deltas along the scroll axis, by frame.
private func scrolls(_ t: Timeline) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for f in t.frames {
        for case .scroll(let dx, let dy) in f.events { result[f.index] = dx != 0 ? dx : dy }
    }
    return result
}

private func offsetViolations(_ t: Timeline) -> [Int] {
    t.violations.filter { $0.rule == .offsetInBounds }.map(\.frame)
}

// MARK: - Edge detection, one case at a time

/// Press B, drag it 97 down in one tick, hold 45 ticks, release.
///
/// Frame 121: the finger is at y = 75 + 97 = 172, grab 0, so the snapshot is
/// 147…197. Up: O.y = 0, no. Down: 197 + 10 = 207 > 0 + 200 and 200 < 400:
/// i = min(10 − (200 − 197), 20) = 7, ratio 0.35,
/// step = floor(2 + 0.35 × 2 × 5) = floor(5.5) = 5.
/// The offset after frame 120 + k is 5k while 5(k − 1) ≤ 200 (the skip test
/// `O > 400 − (200 − 0)`): k = 41 runs from 200 to 205 (frame 161), k = 42 skips.
private func downDrag() -> Timeline {
    list(.vertical, [.press(.item("B")), .moveBy(dx: 0, dy: 97, ticks: 1), .hold(ticks: 45), .release])
}

@Test func longPressTakesTwoSeconds() {
    // round(2.0 × 60) = 120 ticks; B lifts at the last one, its snapshot on B's frame.
    let t = list(.vertical, [.press(.item("B")), .release])
    #expect(t.at(119)?.lifted == nil)
    #expect(t.at(120)?.lifted == "B")
    #expect(t.at(120)?.liftedFrame == Rect(x: 0, y: 50, width: 100, height: 50))
}

@Test func snapshotKeepsTheGrabOffset() {
    // Press at (30, 60), inside B (0…100 × 50…100, centre (50, 75)):
    // grab = (30, 60) − (50, 75) = (−20, −15). Move by (10, 20): the finger is at
    // (40, 80), the snapshot centre (40, 80) − (−20, −15) = (60, 95), its frame
    // (10, 70, 100, 50). No edge: S.maxY + 10 = 130 ≤ 200; right needs
    // O.x + V.w = 100 < C.w = 100, false. No target: A's centre is 70 away in y,
    // C's (50, 125) 30 away, not < 25.
    let t = list(.vertical, [.press(.point(Point(x: 30, y: 60))), .moveBy(dx: 10, dy: 20, ticks: 1), .release])
    #expect(t.at(120)?.liftedFrame == Rect(x: 0, y: 50, width: 100, height: 50))
    #expect(t.at(121)?.liftedFrame == Rect(x: 10, y: 70, width: 100, height: 50))
    #expect(t.at(121)?.offset == .zero)
    #expect(exchanges(t).isEmpty)
}

@Test func downEdgeStepIsFloorOfTwoPlusTenTimesRatio() {
    // See downDrag: step 5, applied in the same tick as the finger update.
    let t = downDrag()
    #expect(t.at(120)?.offset == .zero)
    #expect(t.at(121)?.offset == Point(x: 0, y: 5))
    #expect(scrolls(t)[121] == 5)
    // The snapshot moves with the content: 147 + 5 = 152.
    #expect(t.at(121)?.liftedFrame == Rect(x: 0, y: 152, width: 100, height: 50))
}

@Test func upEdgeFloorsAwayFromZero() {
    // Offset y 100 (visible 100…300). Press E (content 200…250, on screen at
    // y 125), drag it up 97: the snapshot is 103…153.
    // Left: O.x = 0, no. Up: 103 − 100 = 3 < 10 and O.y = 100 > 0:
    // i = min(10 − 3, 20) = 7, ratio 0.35, step = floor(−2 − 3.5) = floor(−5.5) = −6
    // (the same overlap gives +5 at the bottom: floor rounds toward −∞).
    // Offsets after frames 121…127: 100 − 6k = 94, 88, 82, 76, 70, 64, 58.
    let t = list(.vertical, [.press(.item("E")), .moveBy(dx: 0, dy: -97, ticks: 1), .hold(ticks: 6), .release],
                 offset: Point(x: 0, y: 100))
    #expect((121...127).map { t.at($0)?.offset.y } == [94, 88, 82, 76, 70, 64, 58])
    #expect(scrolls(t)[121] == -6)
}

@Test func rightEdgeClampsTheOverlapAtTwenty() {
    // Horizontal list. Press B (x 50…100, on screen at 75), drag it 115 right:
    // the snapshot is 165…215. Left: 165 − 0 ≥ 10. Up: O.y = 0, no.
    // Right: 215 + 10 = 225 > 0 + 200 and 200 < 400:
    // i = min(10 − (200 − 215), 20) = min(25, 20) = 20, ratio 1,
    // step = floor(2 + 1 × 2 × 5) = 12 (unclamped it would be floor(2 + 12.5) = 14).
    // Offsets 12k: frame 136 has 192; 192 > 200 is false, so frame 137 runs to
    // 204, past the maximum 200 by 4; from frame 138 on, 204 > 200: skipped.
    let t = list(.horizontal, [.press(.item("B")), .moveBy(dx: 115, dy: 0, ticks: 1), .hold(ticks: 20), .release])
    #expect(t.at(121)?.offset == Point(x: 12, y: 0))
    #expect(t.at(136)?.offset.x == 192)
    #expect(t.at(137)?.offset.x == 204)
    #expect(t.at(141)?.offset.x == 204)
    #expect(scrolls(t)[137] == 12)
    #expect(scrolls(t)[138] == nil)
    #expect(offsetViolations(t) == [137])
}

@Test func leftEdgeClampsTheWrongWay() {
    // Horizontal list at offset x 100 (visible 100…300). Press D (150…200, on
    // screen at 75), drag it 46 left: the snapshot is 104…154.
    // Left: 104 − 100 = 4 < 10 and O.x = 100 > 0: i = 10 − 4 = 6; 6 < 20, so
    // the original's clamp raises it to 20 (sic); ratio 1;
    // step = floor(−2 − 1 × 2 × 5) = −12.
    // Offsets after frames 121…128: 88, 76, 64, 52, 40, 28, 16, 4. Frame 129
    // tests 4 + 0 < 0, false, and runs to −8; frame 130 tests −8 < 0 and skips.
    let t = list(.horizontal, [.press(.item("D")), .moveBy(dx: -46, dy: 0, ticks: 1), .hold(ticks: 9), .release],
                 offset: Point(x: 100, y: 0))
    #expect((121...130).map { t.at($0)?.offset.x } == [88, 76, 64, 52, 40, 28, 16, 4, -8, -8])
    #expect(scrolls(t)[121] == -12)
    #expect(scrolls(t)[129] == -12)
    #expect(scrolls(t)[130] == nil)
    // The start skip also lets the offset pass 0 by up to one step.
    #expect(offsetViolations(t) == [129])
}

@Test func leftRatioGrowsPastOne() {
    // As above, but 70 left: the snapshot is 80…130, 80 − 100 = −20:
    // i = 10 − (−20) = 30 (not capped), ratio 1.5, step = floor(−2 − 15) = −17.
    // Frame 121: the snapshot centre 105 is within 25 of C's (125) but not of
    // B's (75, 30 away): one move D 3 → 2, animated with the ratio from before
    // this update, 0: 0.25 s = 15 ticks. Then the offset goes 100 → 83 and the
    // snapshot centre 105 → 88.
    // Frame 122: 88 is 13 from B's centre: D 2 → 1, animated for
    // 0.25 − 0.11 × 1.5 = 0.085 s → round(5.1) = 5 ticks: B is displaced in
    // frames 122…125 and home at 126 (created with 0 elapsed, 1 after its tick).
    // Centres before the later scrolls: 71, 54, 37 at frames 123…125; 37 is 12
    // from A's centre (25): D 1 → 0 at frame 125.
    let t = list(.horizontal, [.press(.item("D")), .moveBy(dx: -70, dy: 0, ticks: 1), .hold(ticks: 4), .release],
                 offset: Point(x: 100, y: 0))
    #expect(t.at(121)?.offset.x == 83)
    #expect(t.at(122)?.offset.x == 66)
    let x = exchanges(t)
    #expect(x.map(\.frame) == [121, 122, 125])
    #expect(x.map(\.to) == [path(2), path(1), path(0)])
    #expect(t.at(125)?.displaced["B"] != nil)
    #expect(t.at(126)?.displaced["B"] == nil)
}

@Test func noEdgeStopsTheLink() {
    // Down as in downDrag for frames 121…124 (offsets 5, 10, 15, 20). Frame
    // 125 moves the finger up 60: it is at y 75 + 97 − 60 = 112 on screen,
    // 132 in content, so the snapshot is 107…157. Up: 107 − 20 = 87 ≥ 10.
    // Down: 157 + 10 = 167 ≤ 20 + 200. No case: ratio 0, the link stops before
    // frame 125's display-link work, and the offset stays 20.
    let t = list(.vertical, [.press(.item("B")), .moveBy(dx: 0, dy: 97, ticks: 1), .hold(ticks: 3),
                             .moveBy(dx: 0, dy: -60, ticks: 1), .hold(ticks: 5), .release])
    #expect((121...130).map { t.at($0)?.offset.y } == [5, 10, 15, 20, 20, 20, 20, 20, 20, 20])
    #expect(scrolls(t).keys.sorted() == [121, 122, 123, 124])
}

@Test func liftingAtTheEdgeWaitsForTheFingerToMove() {
    // D's frame is 150…200: at lift, 200 + 10 > 200 would match "down", but
    // the original detects edges only on finger updates. Ten ticks of hold:
    // no scroll. Then a 1-point move: the snapshot is 151…201,
    // i = min(10 − (200 − 201), 20) = 11, ratio 0.55, step = floor(2 + 5.5) = 7.
    let t = list(.vertical, [.press(.item("D")), .hold(ticks: 10), .moveBy(dx: 0, dy: 1, ticks: 1), .release])
    #expect((120...130).allSatisfy { t.at($0)?.offset == .zero })
    #expect(t.at(131)?.offset == Point(x: 0, y: 7))
}

@Test func horizontalMatchOnAVerticalLayoutScrollsItsYOffset() {
    // Vertical list with an (out-of-bounds) x offset of 10, so left can match.
    // Press B: on screen (50, 75) is content (60, 75); grab (10, 0). Move 1 down:
    // the snapshot is (0, 51, 100, 50). Left is tested first and holds:
    // 0 − 10 = −10 < 10, O.x = 10 > 0; i = 10 − (−10) = 20 → ratio 1, step −12.
    // The link adds the step along the layout's axis, y; the skips only watch
    // an *up* or *down* drag, so nothing stops it below 0:
    // y = −12, −24, −36, −48 after frames 121…124; x stays 10.
    let t = list(.vertical, [.press(.item("B")), .moveBy(dx: 0, dy: 1, ticks: 1), .hold(ticks: 3), .release],
                 offset: Point(x: 10, y: 0))
    #expect((121...124).map { t.at($0)?.offset.y } == [-12, -24, -36, -48])
    #expect((121...124).allSatisfy { t.at($0)?.offset.x == 10 })
    // x 10 is already out of bounds at frame 0 and stays so: reported once.
    #expect(offsetViolations(t) == [0])
}

// MARK: - The display link

@Test func holdingStillKeepsScrolling() {
    // downDrag: the finger last moved at frame 121; frames 122…160 move the
    // offset by 5 each, 5k after frame 120 + k.
    let t = downDrag()
    let s = scrolls(t)
    #expect((122...160).allSatisfy { s[$0] == 5 && t.at($0)?.offset.y == Double(5 * ($0 - 120)) })
    #expect((122...160).allSatisfy { t.at($0)?.finger == Point(x: 50, y: 172) })
}

@Test func endSkipLetsTheOffsetPassItsMaximumByOneStep() {
    // downDrag: frame 160 ends at 200 (the maximum, in bounds); frame 161 tests
    // 200 > 200, false, and runs to 205; frames 162… test 205 > 200 and skip.
    let t = downDrag()
    #expect(t.at(160)?.offset.y == 200)
    #expect(t.at(161)?.offset.y == 205)
    #expect((162...166).allSatisfy { t.at($0)?.offset.y == 205 })
    #expect(scrolls(t).keys.max() == 161)
    // The snapshot went along: 147 + 205 = 352.
    #expect(t.at(161)?.liftedFrame == Rect(x: 0, y: 352, width: 100, height: 50))
    #expect(t.frames.last?.offset.y == 205)
    #expect(offsetViolations(t) == [161])
    #expect(t.violations.map(\.rule) == [.offsetInBounds])
}

// MARK: - Moves

@Test func oneUpdateJumpingSeveralPlacesIsAChainOfOneStepMoves() {
    // Press D (centre 175), drag it 150 up in one tick: the snapshot centre is
    // 25, A's centre; the snapshot 0…50 touches the top, but O.y = 0, so no
    // scroll. D goes 3 → 0 as three one-place moves, all in frame 121; the data
    // source gets one move 3 → 0 when the finger lifts (frame 122).
    let t = list(.vertical, [.press(.item("D")), .moveBy(dx: 0, dy: -150, ticks: 1), .release])
    let x = exchanges(t)
    #expect(x.map(\.frame) == [121, 121, 121])
    #expect(x.map(\.from) == [path(3), path(2), path(1)])
    #expect(x.map(\.to) == [path(2), path(1), path(0)])
    #expect(t.at(121)?.order == [["D", "A", "B", "C", "E", "F", "G", "H"]])
    #expect(t.at(121)?.data == [labels])
    let c = commits(t)
    #expect(c.count == 1)
    #expect(c.first?.frame == 122)
    #expect(c.first?.from == path(3))
    #expect(c.first?.to == path(0))
    #expect(t.frames.allSatisfy { $0.offset == .zero })
}

@Test func itemsPassingUnderTheScrollingSnapshotMoveOneAtATime() {
    // downDrag. Frame 121: the snapshot centre 172 is 3 from D's (175): B goes
    // 1 → 3 as two one-place moves. Then on each link tick, before the scroll,
    // the centre is 172 + 5(k − 1) at frame 120 + k, and B (at slot s, centre
    // 25 + 50s) takes slot s + 1 once the centre is within 25 of 75 + 50s:
    // above 200 at k = 7 (202), 250 at k = 17 (252), 300 at k = 27 (302),
    // 350 at k = 37 (352).
    let t = downDrag()
    let x = exchanges(t)
    #expect(x.map(\.frame) == [121, 121, 127, 137, 147, 157])
    #expect(x.map(\.to) == [path(2), path(3), path(4), path(5), path(6), path(7)])
    #expect(t.at(157)?.order == [["A", "C", "D", "E", "F", "G", "H", "B"]])
}

@Test func moveAnimationsShortenWithTheRatio() {
    // downDrag. Frame 121's moves run before that update's edge detection, so
    // they use ratio 0: 0.25 s = 15 ticks; C (slot 2 → 1) is displaced in frames
    // 121…134 and home at 135. The move at frame 127 uses ratio 0.35:
    // 0.25 − 0.11 × 0.35 = 0.2115 s → round(12.69) = 13 ticks; E (slot 4 → 3)
    // is displaced in frames 127…138 and home at 139.
    let t = downDrag()
    #expect(t.at(134)?.displaced["C"] != nil)
    #expect(t.at(135)?.displaced["C"] == nil)
    #expect(t.at(138)?.displaced["E"] != nil)
    #expect(t.at(139)?.displaced["E"] == nil)
}

@Test func ratioOneMovesLastEightTicks() {
    // leftEdgeClampsTheWrongWay's drag: the snapshot centre (129 at frame 121)
    // moves 12 left per tick with the content. Before each scroll it is 129,
    // 117, 105, 93 at frames 121…124; 93 is 18 from B's centre (75): D 2 → 1 at
    // frame 124, with ratio 1: 0.25 − 0.11 = 0.14 s → round(8.4) = 8 ticks, so
    // B is displaced in frames 124…130 and home at 131. Then 81, 69, 57, 45 at
    // frames 125…128: 45 is 20 from A's centre (25): D 1 → 0 at frame 128.
    // Frame 121's own move (D 3 → 2, C aside) used ratio 0: 15 ticks.
    let t = list(.horizontal, [.press(.item("D")), .moveBy(dx: -46, dy: 0, ticks: 1), .hold(ticks: 9), .release],
                 offset: Point(x: 100, y: 0))
    let x = exchanges(t)
    #expect(x.map(\.frame) == [121, 124, 128])
    #expect(x.map(\.to) == [path(2), path(1), path(0)])
    #expect(t.at(130)?.displaced["B"] != nil)
    #expect(t.at(131)?.displaced["B"] == nil)
    #expect(t.at(134)?.displaced["C"] != nil)
    #expect(t.at(135)?.displaced["C"] == nil)
    #expect(t.frames.last?.data == [["D", "A", "B", "C", "E", "F", "G", "H"]])
}

// MARK: - End and cancel

@Test func releaseMakesTheSnapshotVanishAndCommitsOneMove() {
    // downDrag: the release applies at frame 167. The snapshot is gone at once,
    // the link stops, and the data source gets one move, B 1 → 7.
    let t = downDrag()
    #expect(t.at(166)?.lifted == "B")
    #expect(t.at(166)?.data == [labels])
    #expect(t.at(167)?.lifted == nil)
    #expect(t.at(167)?.events.contains(.release(item: "B")) == true)
    let c = commits(t)
    #expect(c.count == 1)
    #expect(c.first?.frame == 167)
    #expect(c.first?.from == path(1))
    #expect(c.first?.to == path(7))
    #expect(t.frames.last?.data == [["A", "C", "D", "E", "F", "G", "H", "B"]])
    #expect(t.frames.last?.order == t.frames.last?.data)
    #expect(!t.violations.contains { $0.rule == .dataMatchesView })
}

@Test func cancelSendsTheSnapshotBackButLeavesTheScreenReordered() {
    // Press B, drag it 60 down: the snapshot centre 135 is 10 from C's (125):
    // B 1 → 2 (C animates 15 ticks: frames 121…134). The snapshot 110…160 is far
    // from the bottom (170 ≤ 200): no scroll. The cancel applies at frame 122:
    // the snapshot animates from centre 135 to its cell's, 125, over 15 ticks,
    // ease-in-out: still lifted in frames 122…135, gone at 136. The data is
    // never touched; with everything settled at 136 the screen shows
    // [A, C, B, …] and the data [A, B, C, …]: data-matches-view.
    let t = list(.vertical, [.press(.item("B")), .moveBy(dx: 0, dy: 60, ticks: 1), .cancel])
    #expect(t.at(122)?.events.contains(.cancel(item: "B")) == true)
    let first = t.at(122)?.liftedFrame?.minY ?? 0
    #expect(first < 110 && first > 109)     // 110 − 10 × ease(1/15), a small step
    let last = t.at(135)?.liftedFrame?.minY ?? 0
    #expect(last > 100 && last < 101)       // 100 + 10 × (1 − ease(14/15))
    #expect(t.at(135)?.lifted == "B")
    #expect(t.at(136)?.lifted == nil)
    #expect(commits(t).isEmpty)
    #expect(t.frames.allSatisfy { $0.data == [labels] })
    #expect(t.frames.last?.order == [["A", "C", "B", "D", "E", "F", "G", "H"]])
    #expect(t.violations.map(\.rule) == [.dataMatchesView])
    #expect(t.violations.first?.frame == 136)
}

// MARK: - The model on its own

/// A context for a 100 × 200 viewport over 100 × 400 content (or the
/// horizontal mirror), with the snapshot at `s`.
private func context(_ s: Rect, offset: Point, direction: ScrollDirection = .vertical) -> AutoScrollContext {
    let vertical = direction == .vertical
    return AutoScrollContext(
        offset: offset, viewport: vertical ? Size(width: 100, height: 200) : Size(width: 200, height: 100),
        contentSize: vertical ? Size(width: 100, height: 400) : Size(width: 400, height: 100),
        snapshot: s, finger: nil, direction: direction)
}

@Test func edgeDetectionTable() {
    // Each row: snapshot, offset → direction, ratio, step.
    // down: maxY 190, O 0: 200 > 200? no → none.
    // down: maxY 191: i = 10 − (200 − 191) = 1, ratio 0.05, floor(2 + 0.5) = 2.
    // down: maxY 200: i = 10, ratio 0.5, 2 + 5 = 7.
    // down: maxY 230: i = 40 → 20, ratio 1, 12.
    // up: minY 109, O 100: i = 1, ratio 0.05, floor(−2.5) = −3.
    // up: minY 60, O 100: i = 10 − (−40) = 50 → 20, ratio 1, −12.
    // left (horizontal, O.x 100): minX 119: 19 ≥ 10, no → none.
    // left: minX 109.5: i = 0.5 → 20 (sic), ratio 1, −12.
    // left: minX 50: i = 60, ratio 3, floor(−2 − 30) = −32.
    let down = { (maxY: Double) in Rect(x: 0, y: maxY - 50, width: 100, height: 50) }
    let cases: [(AutoScrollContext, EdgeScroll.DragDirection?, Double, Double)] = [
        (context(down(190), offset: .zero), nil, 0, 0),
        (context(down(191), offset: .zero), .down, 0.05, 2),
        (context(down(200), offset: .zero), .down, 0.5, 7),
        (context(down(230), offset: .zero), .down, 1, 12),
        (context(Rect(x: 0, y: 109, width: 100, height: 50), offset: Point(x: 0, y: 100)), .up, 0.05, -3),
        (context(Rect(x: 0, y: 60, width: 100, height: 50), offset: Point(x: 0, y: 100)), .up, 1, -12),
        (context(Rect(x: 119, y: 0, width: 50, height: 100), offset: Point(x: 100, y: 0), direction: .horizontal),
         nil, 0, 0),
        (context(Rect(x: 109.5, y: 0, width: 50, height: 100), offset: Point(x: 100, y: 0), direction: .horizontal),
         .left, 1, -12),
        (context(Rect(x: 50, y: 0, width: 50, height: 100), offset: Point(x: 100, y: 0), direction: .horizontal),
         .left, 3, -32),
    ]
    for (c, direction, ratio, step) in cases {
        var model = EdgeScroll()
        model.fingerMoved(c)
        #expect(model.dragDirection == direction)
        #expect(model.isRunning == (direction != nil))
        #expect(abs(model.ratio - ratio) < 1e-12)
        #expect(model.step == step)
    }
}

@Test func tickSkipsOnlyOncePastTheLimit() {
    // Down, step 7 (maxY 200 at O 0). The skip test is O > 400 − (200 − inset):
    // with no inset, O = 200 still scrolls, 200.5 does not; with a top inset of
    // 20 the limit is 220. Up, step −3: O + inset < 0 skips: 0 scrolls, −0.5 not.
    var down = EdgeScroll()
    down.fingerMoved(context(Rect(x: 0, y: 150, width: 100, height: 50), offset: .zero))
    let r = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(down.tick(context(r, offset: Point(x: 0, y: 200))) == Point(x: 0, y: 7))
    #expect(down.tick(context(r, offset: Point(x: 0, y: 200.5))) == .zero)
    var inset = EdgeScroll(contentInset: Insets(top: 20, left: 0, bottom: 0, right: 0))
    inset.fingerMoved(context(Rect(x: 0, y: 150, width: 100, height: 50), offset: .zero))
    #expect(inset.tick(context(r, offset: Point(x: 0, y: 220))) == Point(x: 0, y: 7))
    #expect(inset.tick(context(r, offset: Point(x: 0, y: 220.5))) == .zero)
    var up = EdgeScroll()
    up.fingerMoved(context(Rect(x: 0, y: 109, width: 100, height: 50), offset: Point(x: 0, y: 100)))
    #expect(up.tick(context(r, offset: .zero)) == Point(x: 0, y: -3))
    #expect(up.tick(context(r, offset: Point(x: 0, y: -0.5))) == .zero)
    // The horizontal mirror. Right: maxX 200 at O.x 0, i = 10, step 7; the
    // limit is O.x > 400 − 200. Left: minX 109.5 at O.x 100, step −12; O.x < 0 skips.
    let h = Rect(x: 0, y: 0, width: 50, height: 100)
    var right = EdgeScroll()
    right.fingerMoved(context(Rect(x: 150, y: 0, width: 50, height: 100), offset: .zero, direction: .horizontal))
    #expect(right.tick(context(h, offset: Point(x: 200, y: 0), direction: .horizontal)) == Point(x: 7, y: 0))
    #expect(right.tick(context(h, offset: Point(x: 200.5, y: 0), direction: .horizontal)) == .zero)
    var left = EdgeScroll()
    left.fingerMoved(context(Rect(x: 109.5, y: 0, width: 50, height: 100), offset: Point(x: 100, y: 0),
                             direction: .horizontal))
    #expect(left.tick(context(h, offset: .zero, direction: .horizontal)) == Point(x: -12, y: 0))
    #expect(left.tick(context(h, offset: Point(x: -0.5, y: 0), direction: .horizontal)) == .zero)
    // stop() ends the link and resets the ratio and the step, as the seed's end and cancel do.
    up.stop()
    #expect(!up.isRunning && up.ratio == 0 && up.step == 0)
    #expect(up.tick(context(r, offset: Point(x: 0, y: 100))) == .zero)
}
