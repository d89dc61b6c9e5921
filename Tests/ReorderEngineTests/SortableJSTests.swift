import CollectionLayout
import Testing
@testable import ReorderEngine

// The `sortablejs` profile (SortableJS 1.14.0, pointer path, animation 150).
// Every board here is a list of 300 × 44 pt rows, A at y 0…44, B 44…88,
// C 88…132, D 132…176, E 176…220, …, in a 300 × 220 viewport at 60 fps.
// Times: tick n ends at n/60 s; a 50 ms interval is exactly 3 ticks.

private func sortableBoard(_ steps: [GestureStep], items: [String] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"],
                           profile: Profile = .sortablejs) -> SessionConfiguration {
    var sizes: [String: Size] = [:]
    for label in items { sizes[label] = Size(width: 300, height: 44) }
    let viewport = Size(width: 300, height: 220)
    return SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [items], sizes: sizes, viewport: viewport,
        fps: 60, profile: profile, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

private func sortableScrolls(_ t: Timeline) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for f in t.frames {
        for e in f.events {
            if case .scroll(_, let dy) = e { result[f.index, default: 0] += dy }
        }
    }
    return result
}

@Test func sortableSwapsWithTheNextRowAtTheFirstFiftyMillisecondTickThatSeesThePointerInsideIt() {
    // Press B at its centre (150, 66): the press takes one tick and only
    // chooses B; the first move (tick 2) lifts it. Move to (150, 120) over 30 ticks:
    // at tick 1 + j the pointer is at y = 66 + 54j/30 = 66 + 1.8j.
    // The first move (tick 2, t = 2/60 s) starts the drag and arms the 50 ms
    // interval: it fires at 2/60 + k × 3/60 s, in ticks 5, 8, 11, 14, 17, …,
    // each before that tick's move, so it sees the pointer of the tick before
    // (j = tick − 2).
    // swapThreshold 1: the regular zone is strictly inside C, 88 < y < 132.
    // 66 + 1.8j > 88 ⇔ j > 12.2, so the first j is 13 (tick 15), and the first
    // tick on or after 15 is 17 (j = 15, y = 93). Ticks 5…14 see y = 71.4,
    // 76.8, 82.2, 87.6: over B itself (44…88), nothing.
    // B is before C, so the direction is +1: B goes after C, index 1 → 2.
    // Then B's slot is 88…132 and the pointer stays below 120: no second move.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                .release]
    let t = ReorderSession(sortableBoard(steps)).run()
    #expect(exchanges(t).map(\.frame) == [17])
    #expect(exchanges(t).map(\.from) == [IndexPath(section: 0, item: 1)])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 2)])
    // Live DOM move: the data moves in the same frame as the screen, and the
    // drop commits nothing more.
    #expect(commits(t).map(\.frame) == [17])
    #expect(t.frames[17].order == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames[17].data == t.frames[17].order)
    #expect(t.frames[16].order == [["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]])
    #expect(t.frames.last?.data == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    #expect(t.violations.isEmpty)
}

@Test func sortableAnimatesThePushedRowOverNineTicks() {
    // As above, B goes after C at tick 17. C animates from 88 to 44 for
    // 150 ms = 9 ticks: created in tick 17 (elapsed 0, advanced to 1 at the
    // end of it), it is drawn off its slot in frames 17…24 and arrives at the
    // end of tick 25 (elapsed 9).
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                .release]
    let t = ReorderSession(sortableBoard(steps)).run()
    #expect((17...24).allSatisfy { t.frames[$0].displaced["C"] != nil })
    #expect(t.frames[25].displaced["C"] == nil)
    // Half way through (frame 21, elapsed 5 of 9) CSS ease is past the linear point:
    // linear would be at 88 − 44 × 5/9 = 63.6; ease(5/9) > 5/9 puts C above that.
    let y = t.frames[21].displaced["C"]?.minY ?? 0
    #expect(y > 44 && y < 63.5)
}

@Test func cssEaseIsCubicBezierPointTwentyFive() {
    // CSS ease, cubic-bezier(0.25, 0.1, 0.25, 1): at x = 0.5 the published
    // value is y ≈ 0.8024. Linear would give 0.5 and UIKit's ease-in-out 0.5.
    #expect(abs(TimingCurve.cssEase(0.5) - 0.8024) < 0.001)
    #expect(TimingCurve.cssEase(0) == 0 && TimingCurve.cssEase(1) == 1)
}

@Test func sortableAppendsWhenThePointerIsPastTheLastItem() {
    // Four rows, A…D (D is 132…176). Press B (150, 66) at tick 1; move to
    // (150, 200) over 2 ticks: y = 133 at tick 2 (the first move: it only
    // starts the drag and lifts B), 200 at tick 3. Hold. The interval, armed at tick 2,
    // fires in tick 5 and sees y = 200: no item there, but below D's bottom
    // (176) and within its left and right edges: "ghost is last", B is
    // appended, index 1 → 3, in frame 5. A rule of "the item under the
    // pointer" would do nothing here.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 200)), ticks: 2),
                                .hold(ticks: 6), .release]
    let t = ReorderSession(sortableBoard(steps, items: ["A", "B", "C", "D"])).run()
    #expect(exchanges(t).map(\.frame) == [5])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 3)])
    #expect(t.frames.last?.order == [["A", "C", "D", "B"]])
    #expect(t.frames.last?.data == [["A", "C", "D", "B"]])
}

@Test func sortableDoesNothingOnTheReleaseAndDropsTheClone() {
    // A press and a release without a move never starts the drag: no
    // interval, no move, and nothing is ever lifted (the press only chooses B).
    let steps: [GestureStep] = [.press(.item("B")), .hold(ticks: 10), .release]
    let t = ReorderSession(sortableBoard(steps)).run()
    #expect(exchanges(t).isEmpty)
    #expect(commits(t).isEmpty)
    #expect(t.frames.allSatisfy { $0.lifted == nil })
}

@Test func sortableAutoScrollStepsTenPointsOnItsOwnTwentyFourMillisecondClock() {
    // Press A (150, 22) at tick 1. Move to (150, 210) in tick 2 (the first
    // move: the plugin does not listen yet) and to (150, 211) in tick 3
    // (t = 50 ms): |220 − 211| = 9 ≤ 30 and 0 + 220 < 440, so vy = +1; the
    // call opens a 30 ms throttle window and arms the 24 ms interval at 50 ms
    // (steps at 74, 98, …) and, since it armed one, the 10 ms re-check with
    // the pointer at 211 (60, 70, 80, …).
    // 60, 70: throttled. 80: runs, with the list as its element (the move
    // gave the row under the pointer): a new element clears the interval and
    // arms it again at 80 (steps at 104, 128, 152, 176, 200, …). 110, 140, …:
    // same element and direction, nothing changes.
    // Steps at 74, 104, 128, 152, 176, 200, 224 ms fall in ticks 5, 7, 8, 10,
    // 11, 12, 14 (tick n covers ((n − 1)/60, n/60] s). The hold ends at tick
    // 13; the release applies in tick 14 (233.3 ms), after that tick's timers,
    // as the page runs its due timers before the frame's input: the 224 ms
    // step still happens. Seven steps of 10 pt; after the release, none.
    let steps: [GestureStep] = [.press(.item("A")), .move(to: .point(Point(x: 150, y: 210)), ticks: 1),
                                .move(to: .point(Point(x: 150, y: 211)), ticks: 1), .hold(ticks: 10), .release]
    let t = ReorderSession(sortableBoard(steps)).run()
    let scrolls = sortableScrolls(t)
    #expect(scrolls.keys.sorted() == [5, 7, 8, 10, 11, 12, 14])
    #expect(scrolls.values.allSatisfy { $0 == 10 })
    #expect(t.frames[13].offset == Point(x: 0, y: 60))
    #expect(t.frames.last?.offset == Point(x: 0, y: 70))
}

// The rule on its own, at chosen times.

private let rows: PreparedLayout = {
    let sizes = Array(repeating: Size(width: 300, height: 44), count: 10)
    return ListLayout(collectionSize: Size(width: 300, height: 220)).prepare(sections: [sizes])
}()

private func context(_ occasion: TargetOccasion, ms: Int, y: Double, current: Int,
                     layout: PreparedLayout = rows) -> TargetContext {
    TargetContext(occasion: occasion, time: .milliseconds(ms), tick: 0, previousTarget: nil, layout: layout,
                  finger: Point(x: 150, y: y), snapshotCentre: Point(x: 150, y: y),
                  snapshotSize: Size(width: 300, height: 44), current: IndexPath(section: 0, item: current),
                  visible: Rect(x: 0, y: 0, width: 300, height: 220))
}

@Test func sortableIsSilentForThirtyMillisecondsAfterAnInsertion() {
    // Two moves start the drag (B at index 1). A tick at 100 ms with the
    // pointer at y = 100 (inside C, 88…132) puts B after C: index 2.
    // The layout then shows A C B D …: B 88…132, D 132…176. With the pointer
    // at y = 150, inside D, a call at 120 ms (20 ms later) is silenced; one at
    // 130 ms (30 ms later: `_silent` is cleared by then) puts B after D: 3.
    var rule = SortableDragOver()
    #expect(rule.target(in: context(.fingerMoved, ms: 50, y: 70, current: 1)) == nil)
    #expect(rule.target(in: context(.fingerMoved, ms: 67, y: 90, current: 1)) == nil)
    #expect(rule.nextWake(after: .milliseconds(50)) == .milliseconds(100))
    #expect(rule.target(in: context(.wake, ms: 100, y: 100, current: 1)) == IndexPath(section: 0, item: 2))
    #expect(rule.target(in: context(.wake, ms: 120, y: 150, current: 2)) == nil)
    #expect(rule.target(in: context(.wake, ms: 130, y: 150, current: 2)) == IndexPath(section: 0, item: 3))
}

@Test func sortableSwapThresholdNarrowsTheZone() {
    // swapThreshold 0.5: the zone is the middle half of C (88…132, L = 44):
    // 88 + 44 × 0.25 = 99 < y < 132 − 11 = 121. y = 98 is outside it, y = 100
    // inside. (Different ticks, 50 ms apart, so no silence between them.)
    var rule = SortableDragOver(options: SortableOptions(swapThreshold: 0.5))
    _ = rule.target(in: context(.fingerMoved, ms: 50, y: 70, current: 1))
    _ = rule.target(in: context(.fingerMoved, ms: 67, y: 98, current: 1))
    #expect(rule.target(in: context(.wake, ms: 100, y: 98, current: 1)) == nil)
    #expect(rule.target(in: context(.wake, ms: 150, y: 100, current: 1)) == IndexPath(section: 0, item: 2))
}

@Test func sortableNeedsASecondMoveBeforeItsTicksSeeThePointer() {
    // After one move the clone does not exist yet, so `touchEvt` is unset and
    // a tick does nothing, even with the pointer inside C.
    var rule = SortableDragOver()
    _ = rule.target(in: context(.fingerMoved, ms: 50, y: 100, current: 1))
    #expect(rule.target(in: context(.wake, ms: 100, y: 100, current: 1)) == nil)
}

@Test func sortableKeepsThePlaceholderDrawnUnderAnEightyPercentClone() {
    // `_appendGhost` makes the clone at opacity 0.8; the item stays in the
    // list (unstyled `sortable-ghost`), so its cell is drawn at opacity 1
    // while the clone is up, and after the drop as any cell.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30),
                                .release]
    let t = ReorderSession(sortableBoard(steps)).run()
    #expect(t.frames[10].lifted == "B")
    #expect(t.frames[10].liftedAlpha == 0.8)
    #expect(t.frames[10].itemAlpha["B"] == 1)
    // The clone is made after the first move (tick 2), on B's slot (44…88);
    // from the second move (tick 3, y = 66 + 1.8 × 2 = 69.6) it is moved by
    // the pointer's travel since the press (3.6): top 47.6.
    #expect(t.frames[2].liftedFrame == Rect(x: 0, y: 44, width: 300, height: 44))
    #expect(abs((t.frames[3].liftedFrame?.minY ?? 0) - 47.6) < 1e-9)
    #expect(t.frames.last?.lifted == nil)
    #expect(t.frames.last?.itemAlpha["B"] == nil)
}

@Test func sortableUsesTheInvertedZoneOnTheSameTargetWhenItMovedLessThanItsLength() {
    // B is 20 pt tall, the others 44: A 0…44, B 44…64, C 64…108, D 108…152.
    // No animation (nothing is ignored while animating). Tick at 100 ms,
    // pointer y = 70, strictly inside C: regular zone, B is before C, so +1:
    // B goes after C, index 2. C moved from 64 to 44: targetMoveDistance 20.
    // Now A 0…44, C 44…88, B 88…108.
    // At 150 ms the pointer is back up at y = 80, inside C again. Same target,
    // 20 < 44 × 1: the anti-glitch rule. After a +1 swap the first inverted
    // threshold is 44 + 44 × 1/2 = 66; 80 is past it, so the inverted zones
    // apply: within 22 of an edge (y < 66 or y > 66), the half decides:
    // 80 > 66, the lower half, +1: B is already after C, nothing. (The regular
    // rule would put B back before C.)
    // At 200 ms, y = 60: the upper half, −1: B goes before C, index 1.
    func sizes(_ heights: [Double]) -> PreparedLayout {
        ListLayout(collectionSize: Size(width: 300, height: 220))
            .prepare(sections: [heights.map { Size(width: 300, height: $0) }])
    }
    let before = sizes([44, 20, 44, 44, 44])
    let after = sizes([44, 44, 20, 44, 44])
    var rule = SortableDragOver(options: SortableOptions(animation: 0))
    _ = rule.target(in: context(.fingerMoved, ms: 50, y: 54, current: 1, layout: before))
    _ = rule.target(in: context(.fingerMoved, ms: 67, y: 70, current: 1, layout: before))
    #expect(rule.target(in: context(.wake, ms: 100, y: 70, current: 1, layout: before)) == IndexPath(section: 0, item: 2))
    #expect(rule.target(in: context(.wake, ms: 150, y: 80, current: 2, layout: after)) == nil)
    #expect(rule.target(in: context(.wake, ms: 200, y: 60, current: 2, layout: after)) == IndexPath(section: 0, item: 1))
}
