import CollectionLayout
import Testing
@testable import ReorderEngine

// The `item-touch-helper` profile, worked by hand from ItemTouchHelper's rules
// (docs/profiles.md, "item-touch-helper"). A list 320 wide at 60 fps; rows 44
// tall unless a test says otherwise, no spacing. The press lasts 0.4 s = 24
// ticks, so the item lifts at frame 24 and a move's tick j is frame 24 + j.
// Viewport and content coordinates agree while the offset is 0.

private func androidList(_ steps: [GestureStep], count: Int = 10, heights: [String: Double] = [:],
                         viewport: Size = Size(width: 320, height: 440), offset: Point = .zero) -> Timeline {
    let labels = (0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var sizes: [String: Size] = [:]
    for label in labels { sizes[label] = Size(width: 320, height: heights[label] ?? 44) }
    return ReorderSession(SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [labels], sizes: sizes, viewport: viewport,
        offset: offset, fps: 60, profile: .itemTouchHelper,
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

// MARK: - The target rule

@Test func theLeadingEdgeMustPassTheNeighboursFarEdge() {
    // B is 44…88; press at its centre (160,66), then 8 ticks of 11 pt down: the
    // view's top is 44 + 11j, its bottom 88 + 11j.
    // j = 1: moved 11 < 22 (half of 44): the gate stops it.
    // j = 2: moved 22, through the gate. Candidates touch 66…110: C (88…132).
    //        dy > 0: C's bottom 132 is not above the view's bottom 110. Nothing.
    // j = 3: bottom 121 < 132. Nothing.
    // j = 4: top 88, bottom 132: C's bottom equals it (not strictly above);
    //        D (132…176) touches and counts as a candidate, but its bottom 176 is below. Nothing.
    // j = 5: bottom 143 > 132, and C's bottom 132 > B's slot bottom 88: C scores
    //        11 and wins. Frame 29: B 1 → 2, data and screen together (onMove).
    //        B moved 55 pt, more than its own height, before it took C's place.
    // j = 6…8: B's slot is now 88…132; top 110…132, bottom 154…176: the only
    //        candidate below is D, whose bottom 176 is never strictly passed.
    let t = androidList([.press(.item("B")), .moveBy(dx: 0, dy: 88, ticks: 8), .release])
    #expect(t.frames[24].lifted == "B")
    #expect(t.frames[23].lifted == nil)
    #expect(exchanges(t).map(\.frame) == [29])
    #expect(exchanges(t).map(\.to) == [row(2)])
    #expect(commits(t).map(\.frame) == [29])
    #expect(t.frames[29].data == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames.last?.order == t.frames.last?.data)
    #expect(t.violations.isEmpty)
}

@Test func theViewFollowsTheFingersTravelWithoutALiftAnimation() {
    // Press at (100,50), inside B (44…88): the view stays where it is at lift, then
    // moves by the finger's travel, (5,3) after one tick: top-left (5,47).
    let t = androidList([.press(.point(Point(x: 100, y: 50))), .moveBy(dx: 5, dy: 3, ticks: 1), .release])
    #expect(t.frames[24].liftedFrame == Rect(x: 0, y: 44, width: 320, height: 44))
    #expect(t.frames[25].liftedFrame == Rect(x: 5, y: 47, width: 320, height: 44))
}

@Test func oneFastFrameMayJumpOverARowThatIsNoCandidate() {
    // B (44…88) moves 110 pt down in one tick (frame 25): top 154, bottom 198.
    // Candidates touch 154…198: D (132…176) and E (176…220); C (88…132) ends above.
    // Both centres are 22 from the view's (176): equal distances, E (later) first.
    // E's bottom 220 is below 198: no. D's bottom 176 is above 198 and below
    // B's slot bottom 88… so D scores 22 and wins: B 1 → 3 in one move, past C.
    // The data gets the same move (remove + insert), so it agrees with the screen.
    let t = androidList([.press(.item("B")), .moveBy(dx: 0, dy: 110, ticks: 1), .release])
    #expect(exchanges(t).map(\.frame) == [25])
    #expect(exchanges(t).map(\.from) == [row(1)])
    #expect(exchanges(t).map(\.to) == [row(3)])
    #expect(t.frames[25].order == [["A", "C", "D", "B", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames[25].data == t.frames[25].order)
}

@Test func theCandidatePassedByTheMostWinsAndOneMoveIsMadePerFingerEvent() {
    // B is 88 tall: A 0…44, B 44…132, C 132…176, D 176…220, E 220…264.
    // B moves 100 pt down in one tick (frame 25): top 144, bottom 232, through the
    // gate (100 ≥ 44). Candidates touching 144…232: C, D and E (E's top 220 ≤ 232).
    // Scores (dy > 0, slot bottom 132): C 232 − 176 = 56, D 232 − 220 = 12, E none
    // (264 > 232). C, passed by the most, wins: B 1 → 2, not past D.
    // A hold sends no event and nothing scrolls: no new look.
    // A move by (0,0) (frame 36) is a finger event: B's slot is 88…176 now; C is
    // above; D (176…220) scores 12, E none: B 2 → 3.
    let t = androidList([.press(.item("B")), .moveBy(dx: 0, dy: 100, ticks: 1), .hold(ticks: 10),
                         .moveBy(dx: 0, dy: 0, ticks: 1), .release], heights: ["B": 88])
    #expect(exchanges(t).map(\.frame) == [25, 36])
    #expect(exchanges(t).map(\.to) == [row(2), row(3)])
    #expect(t.frames[35].order == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames[36].data == [["A", "C", "D", "B", "E", "F", "G", "H", "I", "J"]])
}

@Test func theHalfSizeGateHoldsATallViewOverAShortRow() {
    // B is 88 tall, C 20: A 0…44, B 44…132, C 132…152, D 152…196.
    // 30 pt down (frame 25): bottom 162 passes C's bottom 152, but 30 < 44 (half of
    // B): the gate returns before any candidate is looked at.
    // 14 more (frame 26): moved 44, through the gate; top 88, bottom 176: C (bottom
    // 152) scores 24; D's bottom 196 is below. B 1 → 2.
    let t = androidList([.press(.item("B")), .moveBy(dx: 0, dy: 30, ticks: 1), .moveBy(dx: 0, dy: 14, ticks: 1),
                         .release], heights: ["B": 88, "C": 20])
    #expect(exchanges(t).map(\.frame) == [26])
    #expect(exchanges(t).map(\.to) == [row(2)])
}

@Test func dropAndCancelAnimateTheViewIntoItsSlotAndUndoNothing() throws {
    // As in the first test, B takes C's place at frame 29 and the finger stops
    // with B's top at 132. The release applies at frame 33: the view goes to its
    // slot, 88, over 0.25 s = 15 ticks, accelerate-decelerate. At frame 37 it is 5
    // ticks in: p = 1/2 − cos(π/3)/2 = 1/4, so top = 132 − 44 × 1/4 = 121.
    // A cancel does the same, and the data keeps the move.
    for end in [GestureStep.release, .cancel] {
        let t = androidList([.press(.item("B")), .moveBy(dx: 0, dy: 88, ticks: 8), end])
        let mid = try #require(t.frames[37].displaced["B"])
        #expect(abs(mid.minY - 121) < 1e-9)
        #expect(t.frames[47].displaced["B"] == nil)
        #expect(t.frames.count == 48)
        #expect(t.frames.last?.data == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
        #expect(t.frames.last?.order == t.frames.last?.data)
    }
}

// MARK: - interpolateOutOfBoundsScroll

@Test func theScrollStepFollowsTheCapAndTheTimeRamp() {
    // View 44, 10 out: r = 10/44 = 0.22727; (r − 1)⁵ = −0.77273⁵ = −0.27551, so the
    // cap is 1 − 0.27551 = 0.72449 and (int)(20 × 0.72449 = 14.49) = 14.
    //   2000 ms or more: 14.  1800 ms: 0.9⁵ = 0.59049, 14 × 0.59049 = 8.27 → 8.
    //   1500 ms: 0.75⁵ = 0.23730, 3.32 → 3.  1000 ms: 0.5⁵ = 0.03125, 0.44 → 0 → 1.
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: 10, milliseconds: 2500) == 14)
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: 10, milliseconds: 2000) == 14)
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: 10, milliseconds: 1800) == 8)
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: 10, milliseconds: 1500) == 3)
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: 10, milliseconds: 1000) == 1)
    // Up: 22 of 44 out, r = 0.5: cap 1 − 0.5⁵ = 0.96875, −20 × 0.96875 = −19.375 → −19.
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: -22, milliseconds: 3000) == -19)
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: -22, milliseconds: 0) == -1)
    // All of it out or more, r = 1: the full 20.
    #expect(OutOfBoundsScroll.step(viewSize: 44, outOfBounds: 60, milliseconds: 2001) == 20)
}

@Test func holdingPastTheBottomScrollsOnTheTFifthRamp() {
    // 20 rows of 44 (content 880) in a 320 × 220 window: the offset may go to 660.
    // D (132…176) is pressed at its centre and moves 54 down in one tick (frame 25):
    // top 186, bottom 230, 10 past the bottom (net travel down).
    // Frame 25, finger event first: gate 54 ≥ 22; E (176…220) and F (220…264) touch;
    // E's bottom 220 < 230 scores 10: D 3 → 4. Then the scroll: first scrolling
    // tick, 0 ms: (int)(14 × 0) = 0, so 1. The scroll started at floor(25 × 1000/60) = 416 ms.
    // Holding, the view stays 10 out, so the step is 14 × (ms/2000)⁵ with
    // ms = floor(k × 1000/60) − 416 at frame k:
    //   k = 106: 1766 − 416 = 1350, 0.675⁵ = 0.14013, 1.96 → 1.
    //   k = 107: 1783 − 416 = 1367, 0.6835⁵ = 0.14917, 2.09 → 2.
    //   k = 144: 2400 − 416 = 1984, 0.992⁵ = 0.96063, 13.45 → 13.
    //   k = 145: 2416 − 416 = 2000: 14.
    // Frames 25…106 scroll 1 each: the offset is 1 + (k − 25) until then.
    // Re-targeting after each scroll: the view's content top is 186 + offset and
    // its bottom 230 + offset; F's bottom 264 is passed once the offset is 35,
    // at frame 59 (D's slot top 176 is then 45 above the view, past the gate): D 4 → 5.
    // Past 660 RecyclerView.scrollBy consumes nothing: the offset ends at 660.
    let t = androidList([.press(.item("D")), .moveBy(dx: 0, dy: 54, ticks: 1), .hold(ticks: 600), .release],
                        count: 20, viewport: Size(width: 320, height: 220))
    let steps = scrollSteps(t)
    #expect(steps[24] == nil)
    #expect(steps[25] == 1)
    #expect(steps[106] == 1)
    #expect(steps[107] == 2)
    #expect(steps[144] == 13)
    #expect(steps[145] == 14)
    #expect(t.frames[106].offset.y == 82)
    #expect(Array(exchanges(t).prefix(2).map(\.frame)) == [25, 59])
    #expect(Array(exchanges(t).prefix(2).map(\.to)) == [row(4), row(5)])
    #expect(t.frames.map(\.offset.y).max() == 660)
    #expect(t.frames.last?.offset.y == 660)
    #expect(t.frames.last?.order == t.frames.last?.data)
}

@Test func aViewLiftedAcrossTheBottomScrollsOnlyWhenItsNetTravelIsDown() {
    // Window 320 × 200: E (176…220) sticks 20 out at the bottom. Press at (160,188),
    // inside E's visible part. 5 up (frame 25): bottom 215 is still 15 out, but the
    // net travel is up and the top (171) is inside: no scroll.
    // 10 down (frame 26): net travel +5, bottom 225: 25 out: the first step, 1.
    let t = androidList([.press(.point(Point(x: 160, y: 188))), .moveBy(dx: 0, dy: -5, ticks: 1),
                         .moveBy(dx: 0, dy: 10, ticks: 1), .release],
                        count: 20, viewport: Size(width: 320, height: 200))
    #expect(t.frames[24].lifted == "E")
    let steps = scrollSteps(t)
    #expect(steps[25] == nil)
    #expect(steps[26] == 1)
}

@Test func pastTheTopItScrollsUpAndStopsAtZero() {
    // 20 rows of 44 (content 880) in a 320 × 220 window scrolled to its end, 660:
    // P (660…704) is at the top of the window. Press at P's centre (screen y 22),
    // then 32 up in one tick (frame 25): the view's top is at −32 in the window,
    // 32 out, net travel up.
    // Frame 25: through the gate (32 ≥ 22), but O (616…660, on screen −44…0) is
    // not on screen (it ends where the window starts), and its top is above the
    // view's anyway. The scroll: first frame, so −1.
    // Holding, the step stays −1 while the time factor is small (frame 37 is
    // floor(37 × 1000/60) − 416 = 200 ms in). The view's content top is
    // offset − 32; once it is above O's top 616 (offset 647, after 13 steps:
    // frame 37), the re-target after the scroll finds O: dy = 615 − 660 < 0, O's
    // top 616 lies below the view's top 615 and above P's slot top 660, score 1:
    // P 15 → 14.
    // With r = 32/44 the cap is (int)(−20 × (1 − (12/44)⁵)) = (int)(−19.97) = −19,
    // reached at 2 s (frame 145: 2416 − 416 = 2000 ms), unclamped: the steps are
    // 1 while 19 × (ms/2000)⁵ < 2, i.e. up to 1276 ms (frame 101), 77 in all;
    // frames 102…144 add at most 19 × Σ (ms/2000)⁵ ≈ 19 × (0.992⁶ − 0.638⁶) / 6
    // / (16.67/2000) ≈ 336, so the offset is still above 660 − 77 − 336 − 19 > 0.
    // Then it keeps scrolling, and never goes below 0.
    let t = androidList([.press(.item("P")), .moveBy(dx: 0, dy: -32, ticks: 1), .hold(ticks: 300), .release],
                        count: 20, viewport: Size(width: 320, height: 220), offset: Point(x: 0, y: 660))
    #expect(t.frames[24].lifted == "P")
    let steps = scrollSteps(t)
    #expect(steps[25] == -1)
    #expect(steps[37] == -1)
    #expect(t.frames[37].offset.y == 647)
    #expect(exchanges(t).first?.frame == 37)
    #expect(exchanges(t).first?.to == row(14))
    #expect(steps[145] == -19)
    #expect(steps.values.min() == -19)
    #expect(t.frames.map(\.offset.y).min() == 0)
    #expect(t.frames.last?.offset.y == 0)
    #expect(t.frames.last?.order == t.frames.last?.data)
}
