import CollectionLayout
import Testing
@testable import ReorderEngine

// The native profiles' options (issue 31): ItemTouchHelper's Callback overrides, LXReorderable's
// two properties, hello-pangea's autoScrollerOptions. Numbers worked by hand from each rule.

private func list(_ profile: Profile, _ steps: [GestureStep], width: Double = 320, height: Double = 44,
                  heights: [String: Double] = [:], count: Int = 10,
                  viewport: Size = Size(width: 320, height: 440)) -> Timeline {
    let labels = (0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var sizes: [String: Size] = [:]
    for label in labels { sizes[label] = Size(width: width, height: heights[label] ?? height) }
    return ReorderSession(SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [labels], sizes: sizes, viewport: viewport,
        fps: 60, profile: profile, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })).run()
}

private func scrolls(_ t: Timeline) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for f in t.frames { for case .scroll(let dx, let dy) in f.events { result[f.index, default: 0] += dx != 0 ? dx : dy } }
    return result
}

private func row(_ i: Int) -> IndexPath { IndexPath(section: 0, item: i) }

private func touchHelper(moveThreshold: Double = 0.5, margin: Double = 0) -> Profile {
    var options = ItemTouchHelperOptions()
    options.moveThreshold = moveThreshold
    options.boundingBoxMargin = margin
    return .androidItemTouchHelper(options)
}

// MARK: - item-touch-helper

@Test func aLargerMoveThresholdHoldsTheMoveBack() {
    // Rows 44 (B 44…88), press B's centre; the lift is at frame 24 (0.4 s); 8 ticks of 11 pt down:
    // B's top 44 + 11j, bottom 88 + 11j. The leading edge passes C's bottom (132) from j = 5
    // (143 > 132), and at the default gate (22 pt) that is the move: frame 29.
    // move-threshold 1.5: the gate is 44 × 1.5 = 66: j = 5 (55 < 66) is held back; j = 6 (66,
    // not less than 66) passes. Candidates touching 110…154: C (88…132) and D (132…176);
    // C's bottom 132 is above 154 and below the slot's 88: C wins (score 22): frame 30.
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 88, ticks: 8), .release]
    #expect(exchanges(list(touchHelper(), steps)).map(\.frame) == [29])
    let held = list(touchHelper(moveThreshold: 1.5), steps)
    #expect(exchanges(held).map(\.frame) == [30])
    #expect(exchanges(held).map(\.to) == [row(2)])
}

@Test func theGateIsAFloatProduct() {
    // A 20 tall (0…20), B 60 (20…80), C 20 (80…100): B's view moved 25 down (one tick) has its
    // bottom at 105, past C's 100 (and C's bottom is below B's slot bottom 80): C would win.
    // The gate: threshold 0.5 asks 60 × 0.5 = 30: 25 < 30, nothing; 0.4 asks 60 × 0.4f
    // (0.4000000060 × 60 = 24.00000036, the float 24): 25 passes: B 1 → 2 in frame 25.
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 25, ticks: 1), .release]
    let heights = ["A": 20.0, "B": 60, "C": 20]
    #expect(exchanges(list(touchHelper(), steps, heights: heights, count: 3)).isEmpty)
    let t = list(touchHelper(moveThreshold: 0.4), steps, heights: heights, count: 3)
    #expect(exchanges(t).map(\.frame) == [25])
    #expect(exchanges(t).map(\.to) == [row(2)])
}

@Test func aBoundingBoxMarginMakesAFartherRowACandidate() {
    // B (44…88) moves 110 down in one tick (frame 25): its view 154…198. Without a margin the
    // rows touching it are D (132…176) and E (176…220); C (88…132) ends above 154, so D wins
    // (its bottom 176 passed by 22) and B lands at 3, past C.
    // Margin 22: the box is 132…220 (and 22 wider each side): C's bottom 132 touches its top,
    // so C is a candidate too, its bottom passed by 198 − 132 = 66 > 22: C wins, B 1 → 2.
    // Margin 21: the box starts at 133, C's 132 is above it: D again.
    let steps: [GestureStep] = [.press(.item("B")), .moveBy(dx: 0, dy: 110, ticks: 1), .release]
    #expect(exchanges(list(touchHelper(), steps)).map(\.to) == [row(3)])
    #expect(exchanges(list(touchHelper(margin: 22), steps)).map(\.to) == [row(2)])
    #expect(exchanges(list(touchHelper(margin: 21), steps)).map(\.to) == [row(3)])
    // An int: 21.9 is 21.
    #expect(exchanges(list(touchHelper(margin: 21.9), steps)).map(\.to) == [row(3)])
}

// MARK: - lx-reorderable

@Test func lxScrollingSpeedAndTriggerInsetsSetTheZoneAndTheStep() {
    // Twenty 44 pt rows in 320 × 440 (offset 0…440). Press B's centre (160, 66): the lift is at
    // frame 30 (0.5 s), the grab offset 0. One tick to (160, 360) (frame 31): the snapshot's
    // centre is 360. The default zone starts past 440 − 50 = 390: no scroll.
    // Insets 100: past 340, so 360 starts the link; speed 600: rint(600 / 60) = 10 a frame,
    // from frame 31 on, while the finger holds (32, 33); the release (frame 34) stops it.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 160, y: 360)), ticks: 1),
                                .hold(ticks: 2), .release]
    #expect(scrolls(list(.lxReorderable, steps, count: 20)).isEmpty)
    var options = LXReorderableOptions()
    options.scrollingSpeed = 600
    options.scrollingTriggerEdgeInsets = 100
    let t = list(.lxFlowLayout(options), steps, count: 20)
    #expect(scrolls(t) == [31: 10, 32: 10, 33: 10])
    // Speed 270 at 60 fps: 4.5, which rint rounds to even: 4.
    #expect(ConstantEdgeScroll.step(speed: 270, fps: 60) == 4)
}

// MARK: - hello-pangea-dnd

private func pangea(_ options: PangeaAutoScrollerOptions, _ steps: [GestureStep]) -> Timeline {
    list(.pangea(options), steps, width: 300, count: 20, viewport: Size(width: 300, height: 220))
}

@Test func pangeaStartFromPercentageWidensTheZone() {
    // 300 × 220, rows 44: D is 132…176 (centre 154). Press D, 6 pt down in one tick: the drag
    // starts at tick 2 (6 ≥ 5) and D stays where it was on screen, its centre 66 from the
    // bottom. Default zone: 0.25 × 220 = 55 < 66: nothing, ever, while the pointer holds.
    // start-from-percentage 0.5: 110 ≥ 66, in the zone: the dry run at the start needs a
    // scroll, so it is dampened: 0 ms into the drag, 1 px, in that frame (tick 2).
    let steps: [GestureStep] = [.press(.item("D")), .moveBy(dx: 0, dy: 6, ticks: 1), .hold(ticks: 4), .release]
    #expect(scrolls(pangea(PangeaAutoScrollerOptions(), steps)).isEmpty)
    var wide = PangeaAutoScrollerOptions()
    wide.startFromPercentage = 0.5
    #expect(scrolls(pangea(wide, steps))[2] == 1)
    // The speed at 66 from the edge: zone 110, top speed from 0.05 × 220 = 11:
    // p = 1 − (66 − 11)/(110 − 11) = 44/99; 28 × (44/99)² = 5.53 → 6.
    #expect(FluidAutoScroll.speed(distance: 66, containerLength: 220, startFrom: 0.5) == 6)
    // max-scroll-at-percentage 0.2 and max-pixel-scroll 40 in 200: the zone 50 (0.25), top
    // speed from 40: at 45, p = 1 − 5/10 = 0.5, 40 × 0.25 = 10; at 40, 40.
    #expect(FluidAutoScroll.speed(distance: 45, containerLength: 200, maxAt: 0.2, maxPixels: 40) == 10)
    #expect(FluidAutoScroll.speed(distance: 40, containerLength: 200, maxAt: 0.2, maxPixels: 40) == 40)
}

@Test func pangeaDisabledStillScrollsTheStartsOneRequest() {
    // E (176…220, centre 198, 22 from the bottom) pressed and moved 6 down: the drag starts in
    // the zone. By default it scrolls 1 at tick 2 and then every other frame (the dampened
    // test in HelloPangeaDndTests). disabled: `scroll` returns at once, but `start` is not
    // gated: its request (1 px, at tick 2) still runs, and nothing after it.
    let steps: [GestureStep] = [.press(.item("E")), .moveBy(dx: 0, dy: 6, ticks: 1), .hold(ticks: 30), .release]
    #expect(scrolls(pangea(PangeaAutoScrollerOptions(), steps)).count > 1)
    var off = PangeaAutoScrollerOptions()
    off.disabled = true
    #expect(scrolls(pangea(off, steps)) == [2: 1])
}
