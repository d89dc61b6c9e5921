import CollectionLayout
import Testing
@testable import ReorderEngine

// The `lx-reorderable` profile, worked by hand from
// LXReorderableCollectionViewFlowLayout.m (6a51b29; docs/profiles.md,
// "lx-reorderable"). A list 320 wide at 60 fps, rows 44 tall, no spacing unless
// a test says otherwise; viewport 320×440, twenty rows A…T, so the content is
// 880 tall and the offset may go from 0 to 440. The press lasts the long
// press's default 0.5 s = 30 ticks: the item lifts at frame 30 and a move's
// tick j is frame 30 + j. The down zone starts where the snapshot's centre is
// more than 440 − 50 = 390 below the top of the visible bounds.

private func lxList(_ steps: [GestureStep], count: Int = 20, fps: Int = 60, lineSpacing: Double = 0,
                    viewport: Size = Size(width: 320, height: 440), offset: Point = .zero) -> Timeline {
    let labels = (0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var sizes: [String: Size] = [:]
    for label in labels { sizes[label] = Size(width: 320, height: 44) }
    return ReorderSession(SessionConfiguration(
        layout: ListLayout(collectionSize: viewport, lineSpacing: lineSpacing), sections: [labels], sizes: sizes,
        viewport: viewport, offset: offset, fps: fps, profile: .lxReorderable,
        steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })).run()
}

private func scrollSteps(_ t: Timeline) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for f in t.frames {
        for case .scroll(let dx, let dy) in f.events { result[f.index] = dx != 0 ? dx : dy }
    }
    return result
}

private func row(_ i: Int) -> IndexPath { IndexPath(section: 0, item: i) }

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

// MARK: - The target rule

@Test func theSnapshotsCentreNotTheFingerPicksTheTarget() {
    // Press at (160,84), 18 below B's centre (B is 44…88): the grab offset is
    // (0,18), and the snapshot's centre is the finger minus it. Then 12 ticks of
    // 2 pt down: finger 84 + 2j, centre 66 + 2j.
    // The finger is inside C (88…132) from j = 2 (y 88); the centre reaches C's
    // top only at j = 11 (66 + 22 = 88; a frame contains its top edge).
    // So B 1 → 2 in frame 41, not 32; data and screen in the same frame (live).
    let t = lxList([.press(.point(Point(x: 160, y: 84))), .moveBy(dx: 0, dy: 24, ticks: 12), .release])
    #expect(t.frames[29].lifted == nil)
    #expect(t.frames[30].lifted == "B")
    #expect(exchanges(t).map(\.frame) == [41])
    #expect(exchanges(t).map(\.to) == [row(2)])
    #expect(commits(t).map(\.frame) == [41])
    #expect(t.frames[40].data == [Array("ABCDEFGHIJKLMNOPQRST").map(String.init)])
    #expect(t.frames[41].data == [Array("ACBDEFGHIJKLMNOPQRST").map(String.init)])
    #expect(t.frames[41].order == t.frames[41].data)
    #expect(t.violations.isEmpty)
}

@Test func overAGapTheTargetStays() {
    // 10 pt between rows: A 0…44, B 54…98, C 108…152. Press B's centre (160,76),
    // grab 0; 17 ticks of 2 pt down: centre 76 + 2j.
    // j = 11…15: centre 98…106, in the gap: indexPathForItemAtPoint is nil, no change.
    // j = 16: centre 108, C's top: B 1 → 2 in frame 46. j = 17: centre 110 lies in
    // B's new slot (108…152): the same index path, no change.
    let t = lxList([.press(.item("B")), .moveBy(dx: 0, dy: 34, ticks: 17), .release], lineSpacing: 10)
    #expect(exchanges(t).map(\.frame) == [46])
    #expect(exchanges(t).map(\.from) == [row(1)])
    #expect(exchanges(t).map(\.to) == [row(2)])
}

// MARK: - Lift and drop

@Test func theSnapshotGrowsTo1Point1Over0Point3SecondsAndShrinksBackOnRelease() throws {
    // B (44…88) lifts at frame 30; its lift animation is 0.3 s = 18 ticks, ease-in-out,
    // advanced once in the tick it starts: frame 30 + k − 1 shows k ticks of 18.
    // Frame 38: 9 of 18, eased 0.5 (the curve is symmetric): scale 1.05, 336 × 46.2.
    // Frame 47: done, 1.1: 352 × 48.4. The centre stays at B's (160,66).
    // Hold to frame 50; the release applies at the start of tick 51: back to scale 1
    // over 18 ticks; frame 59 is 9 of 18: scale 1.05 again; at tick 51 + 17 = 68 the
    // animation ends and the snapshot goes (the cell shows); frame 67 still draws it.
    let t = lxList([.press(.item("B")), .hold(ticks: 20), .release])
    let mid = try #require(t.frames[38].liftedFrame)
    #expect(close(mid.width, 336) && close(mid.height, 46.2))
    let full = try #require(t.frames[47].liftedFrame)
    #expect(close(full.width, 352) && close(full.height, 48.4))
    #expect(close(full.midX, 160) && close(full.midY, 66))
    let back = try #require(t.frames[59].liftedFrame)
    #expect(close(back.width, 336) && close(back.midY, 66))
    #expect(t.frames[67].lifted == "B")
    #expect(t.frames[68].lifted == nil)
    #expect(t.frames[68].liftedFrame == nil)
}

// MARK: - The auto-scroll

@Test func scrollingStartsPast390AndStopsAtIt() {
    // Press B (160,66), grab 0. Move to (160,390) over 18 ticks (frames 31…48): at
    // frame 48 the centre is 390, not more than 440 − 50: no scroll. One more
    // point down (frame 49): 391 > 390: the link starts and, in the same frame,
    // moves 5 (rint(300 × 1/60)). Holding (frames 50…53): 5 a frame, offset 25.
    // One point back up (frame 54): on screen 390 again, in content 390 + 25 = 415,
    // and the zone's edge is 25 + 390 = 415: not more, the link stops. Nothing after.
    let t = lxList([.press(.item("B")), .move(to: .point(Point(x: 160, y: 390)), ticks: 18),
                    .moveBy(dx: 0, dy: 1, ticks: 1), .hold(ticks: 4), .moveBy(dx: 0, dy: -1, ticks: 1),
                    .hold(ticks: 3), .release])
    #expect(scrollSteps(t) == [49: 5, 50: 5, 51: 5, 52: 5, 53: 5])
    #expect(t.frames[48].offset.y == 0)
    #expect(t.frames[53].offset.y == 25)
    #expect(t.frames[57].offset.y == 25)
}

@Test func aHeldFingerScrollsWithoutRetargetingUntilItMoves() throws {
    // Issue #66. Press B (160,66); one tick to (160,400) (frame 31): the centre 400
    // lies in row 9 (396…440): B 1 → 9; 400 > 390 starts the link: offset 5.
    // Hold 20 ticks (frames 32…51): 5 a frame, offset 105. The snapshot moves with
    // the content, so its centre is 400 + 105 = 505 in row 11 (484…528), but the
    // display link never hit-tests: B stays at 9.
    // Move 1 pt (frame 52): finger 401, centre 401 + 105 = 506 (the target is
    // taken before this frame's scroll): row 11: B 9 → 11 at once, two places.
    // That frame scrolls too (offset 110). The release (frame 53) stops the link.
    let t = lxList([.press(.item("B")), .move(to: .point(Point(x: 160, y: 400)), ticks: 1),
                    .hold(ticks: 20), .moveBy(dx: 0, dy: 1, ticks: 1), .release])
    #expect(exchanges(t).map(\.frame) == [31, 52])
    // Frame 31 is the lift animation's second tick of 18: the snapshot is still
    // growing, but its centre is where the pan put it (400), plus the 5 scrolled:
    // the animation is of the transform only, the centre jumps.
    let early = try #require(t.frames[31].liftedFrame)
    #expect(close(early.midY, 405) && early.width < 352)
    #expect(exchanges(t).map(\.to) == [row(9), row(11)])
    #expect(t.frames[51].offset.y == 105)
    #expect(t.frames[51].order == t.frames[31].order)
    let held = try #require(t.frames[51].liftedFrame)
    #expect(close(held.midY, 505))
    var scrolls: [Int: Double] = [:]
    for f in 31...52 { scrolls[f] = 5 }
    #expect(scrollSteps(t) == scrolls)
    #expect(t.frames[52].offset.y == 110)
    #expect(t.frames.last?.data == [Array("ACDEFGHIJKLBMNOPQRST").map(String.init)])
    #expect(t.frames.last?.order == t.frames.last?.data)
}

@Test func theLastStepIsClampedToTheEndOfTheContent() {
    // Start at offset 428 (max 880 − 440 = 440). L (484…528) is on screen at 78.
    // One tick to (160,400): centre 828 in content, row 18 (792…836): L 11 → 18;
    // 828 > 428 + 390 = 818: down. Frame 31: 433. Frame 32: 438. Frame 33:
    // 438 + 5 ≥ 440, so 440 − 438 = 2. Frame 34 on: 440 + 5 ≥ 440 gives 0; the
    // link runs on with empty steps and the offset stays in bounds.
    let t = lxList([.press(.item("L")), .move(to: .point(Point(x: 160, y: 400)), ticks: 1),
                    .hold(ticks: 4), .release], offset: Point(x: 0, y: 428))
    #expect(exchanges(t).map(\.to) == [row(18)])
    #expect(scrollSteps(t) == [31: 5, 32: 5, 33: 2])
    #expect(t.frames[35].offset.y == 440)
    #expect(t.violations.isEmpty)
}

@Test func at120FramesASecondTheStepIsRintOf2Point5() {
    // At 120 fps: the press is 60 ticks; one tick to (160,400) (frame 61) starts
    // the link: rint(300 × 1/120) = rint(2.5) = 2 (rint rounds half to even; 300
    // times the double nearest 1/120 is 2.5 or just under, 2 either way).
    let t = lxList([.press(.item("B")), .move(to: .point(Point(x: 160, y: 400)), ticks: 1),
                    .hold(ticks: 2), .release], fps: 120)
    #expect(scrollSteps(t) == [61: 2, 62: 2, 63: 2])
}

// MARK: - The model alone

private func context(offset: Point, centre: Point, direction: ScrollDirection = .vertical,
                     content: Size = Size(width: 320, height: 880)) -> AutoScrollContext {
    let viewport = direction == .vertical ? Size(width: 320, height: 440) : Size(width: 440, height: 320)
    return AutoScrollContext(offset: offset, viewport: viewport, contentSize: content,
                             snapshot: Rect(center: centre, size: Size(width: 88, height: 44)), finger: nil,
                             direction: direction, time: FrameRate(fps: 60).instant(1), tick: 1)
}

@Test func theStepIsRintOfSpeedTimesTheFrameInterval() {
    // 300 / 60 = 5; 300 / 30 = 10; 300 / 90 = 3.33… → 3; 300 / 24 = 12.5 → 12
    // (half to even, where rounding half up would give 13); 300 / 120 = 2.5 → 2.
    #expect(ConstantEdgeScroll.step(speed: 300, fps: 60) == 5)
    #expect(ConstantEdgeScroll.step(speed: 300, fps: 30) == 10)
    #expect(ConstantEdgeScroll.step(speed: 300, fps: 90) == 3)
    #expect(ConstantEdgeScroll.step(speed: 300, fps: 24) == 12)
    #expect(ConstantEdgeScroll.step(speed: 300, fps: 120) == 2)
}

@Test func theZonesAreStrictAndTheStartClampLandsOnZero() {
    var m = ConstantEdgeScroll()
    // Offset 100: up when the centre is above 100 + 50 = 150, strictly.
    m.fingerMoved(context(offset: Point(x: 0, y: 100), centre: Point(x: 160, y: 150)))
    #expect(!m.isRunning)
    m.fingerMoved(context(offset: Point(x: 0, y: 100), centre: Point(x: 160, y: 149.5)))
    #expect(m.direction == .up)
    #expect(m.tick(context(offset: Point(x: 0, y: 100), centre: Point(x: 160, y: 149.5))) == Point(x: 0, y: -5))
    // Offset 3: 3 − 5 ≤ 0, so the step is −3; offset 5: 0 ≤ 0, −5; offset 0: 0.
    #expect(m.tick(context(offset: Point(x: 0, y: 3), centre: Point(x: 160, y: 20))) == Point(x: 0, y: -3))
    #expect(m.tick(context(offset: Point(x: 0, y: 5), centre: Point(x: 160, y: 20))) == Point(x: 0, y: -5))
    #expect(m.tick(context(offset: .zero, centre: Point(x: 160, y: 20))) == .zero)
    // A centre in the middle stops the link.
    m.fingerMoved(context(offset: .zero, centre: Point(x: 160, y: 220)))
    #expect(!m.isRunning)
    // Content shorter than the viewport: max(300, 440) − 440 = 0, so the step is 0.
    m.fingerMoved(context(offset: .zero, centre: Point(x: 160, y: 400), content: Size(width: 320, height: 300)))
    #expect(m.direction == .down)
    #expect(m.tick(context(offset: .zero, centre: Point(x: 160, y: 400),
                           content: Size(width: 320, height: 300))) == .zero)
    // Horizontal, viewport 440 wide, offset 0: right when x > 390; left when x < 50;
    // the y of the centre plays no part. Content 1000 wide: at 557, 557 + 5 ≥ 560: 3.
    m.fingerMoved(context(offset: .zero, centre: Point(x: 391, y: 5), direction: .horizontal))
    #expect(m.direction == .right)
    #expect(m.tick(context(offset: Point(x: 557, y: 0), centre: Point(x: 948, y: 5), direction: .horizontal,
                           content: Size(width: 1000, height: 320))) == Point(x: 3, y: 0))
    m.fingerMoved(context(offset: .zero, centre: Point(x: 49, y: 300), direction: .horizontal))
    #expect(m.direction == .left)
    m.stop()
    #expect(!m.isRunning)
}
