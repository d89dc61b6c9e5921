import CollectionLayout
import Testing
@testable import ReorderEngine

// The `hello-pangea-dnd` profile (@hello-pangea/dnd, mouse sensor, defaults).
// Every board here is a list of 300 × 44 pt rows with no spacing: A at
// y 0…44 (centre 22), B 44…88 (66), C 88…132 (110), D 132…176 (154),
// E 176…220 (198), …, in a 300 × 220 viewport at 60 fps. The press takes one
// tick (tick 1); a move over N ticks runs in ticks 2…N + 1, the finger at
// tick 1 + j being j/N of the way; a release applies at the next tick.
// Tick n's time is n/60 s, read by `Date.now()` as floor(n × 1000/60) ms.

private func pangeaBoard(_ steps: [GestureStep], rows: Int = 10) -> SessionConfiguration {
    let items = (0..<rows).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var sizes: [String: Size] = [:]
    for label in items { sizes[label] = Size(width: 300, height: 44) }
    let viewport = Size(width: 300, height: 220)
    return SessionConfiguration(
        layout: ListLayout(collectionSize: viewport), sections: [items], sizes: sizes, viewport: viewport,
        fps: 60, profile: .helloPangeaDnd, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

private func pangeaScrolls(_ t: Timeline) -> [Int: Double] {
    var result: [Int: Double] = [:]
    for f in t.frames {
        for case .scroll(_, let dy) in f.events { result[f.index, default: 0] += dy }
    }
    return result
}

private let abc = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

@Test func pangeaMovesDownOnlyWhenTheBottomEdgePassesTheNextCentre() {
    // Press B at (150, 66); move to (150, 126) over 30 ticks: y = 66 + 2j.
    // Sloppy click: |2j| >= 5 first at j = 3 (tick 4), and the drag lifts
    // there (y = 72): B's top is 44 + (y − 72) = 38 + 2j, its bottom 82 + 2j.
    // Siblings in order A (before B: start < 22? never), C (after B,
    // displaced: end <= 110?), D (end <= 154?)…
    // j = 14 (tick 15): end = 110 <= 110, C still holds: index 1, no change.
    // j = 15 (tick 16): end = 112 > 110, C fails; D holds (112 <= 154): D is
    // sibling 2 (A 0, C 1, D 2), so B goes 1 → 2.
    // Then C is before B at 44…88 (centre 66): start = 38 + 2j >= 68 > 66,
    // and D's test end <= 154 holds up to j = 30 (end 142): no more moves.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 126)), ticks: 30),
                                .release]
    let t = ReorderSession(pangeaBoard(steps)).run()
    #expect(exchanges(t).map(\.frame) == [16])
    #expect(exchanges(t).map(\.from) == [IndexPath(section: 0, item: 1)])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 2)])
    #expect(t.frames[15].order == [abc])
    #expect(t.frames[16].order == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
}

@Test func pangeaMovesUpOnlyWhenTheTopEdgePassesThePreviousCentre() {
    // Press D at (150, 154); move to (150, 94) over 30 ticks: y = 154 − 2j.
    // The drag starts at j = 3 (tick 4, y = 148): D's top is
    // 132 + (y − 148) = 138 − 2j. A, B, C are before D: start < centre?
    // C first: 138 − 2j < 110 ⇔ j > 14. At j = 14 (tick 15) start = 110,
    // not < 110: nothing. At j = 15 (tick 16) start = 108: C is the first
    // sibling that holds (A: 108 < 22 no, B: 108 < 66 no), sibling 2, so
    // D goes 3 → 2. Then C is after D at 132…176 (centre 154): its test is
    // end <= 154 with end = 182 − 2j <= 152: it holds, index 2 stays.
    let steps: [GestureStep] = [.press(.item("D")), .move(to: .point(Point(x: 150, y: 94)), ticks: 30),
                                .release]
    let t = ReorderSession(pangeaBoard(steps)).run()
    #expect(exchanges(t).map(\.frame) == [16])
    #expect(exchanges(t).map(\.from) == [IndexPath(section: 0, item: 3)])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 2)])
    #expect(t.frames[15].order == [abc])
}

@Test func pangeaTheItemStaysPutUntilTheFivePixelThreshold() {
    // As in the first test: j = 1, 2 (ticks 2, 3) move the pointer 2 and 4 pt:
    // below the threshold, B stays at y 44. At j = 3 (tick 4, 6 pt) the drag
    // lifts where the pointer is: B still at 44. From then on B moves by the
    // travel since: tick 5 (j = 4) puts it at 44 + 2 = 46, trailing by 6.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 126)), ticks: 30),
                                .release]
    let t = ReorderSession(pangeaBoard(steps)).run()
    #expect(t.frames[2].liftedFrame?.minY == 44)
    #expect(t.frames[3].liftedFrame?.minY == 44)
    #expect(t.frames[4].liftedFrame?.minY == 44)
    #expect(t.frames[5].liftedFrame?.minY == 46)
    #expect(t.frames[31].liftedFrame?.minY == 98)   // j = 30: 38 + 60
}

@Test func pangeaChangesTheDataOnlyAtTheDrop() {
    // The screen moves B at tick 16 (first test); the data keeps the order at
    // lift until the release, which applies at tick 32 (press 1 + move 30),
    // and then takes the one move 1 → 2 (`onDragEnd`).
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 126)), ticks: 30),
                                .release]
    let t = ReorderSession(pangeaBoard(steps)).run()
    #expect((16...31).allSatisfy { t.frames[$0].data == [abc] })
    #expect(commits(t).map(\.frame) == [32])
    #expect(commits(t).map(\.from) == [IndexPath(section: 0, item: 1)])
    #expect(commits(t).map(\.to) == [IndexPath(section: 0, item: 2)])
    #expect(t.frames.last?.data == [["A", "C", "B", "D", "E", "F", "G", "H", "I", "J"]])
    #expect(t.violations.isEmpty)
}

@Test func pangeaDropTakesItsDistanceTime() {
    // At the release B is drawn at y 98 (above), its slot (index 2) at 88:
    // 10 pt. get-drop-duration: 0.33 + 0.22 × 10/1500 = 0.33147 → 0.33 s
    // (toFixed(2)) → round(0.33 × 60) = 20 ticks, created at tick 32: drawn
    // off its slot in frames 32…50, home at the end of tick 51.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 126)), ticks: 30),
                                .release]
    let t = ReorderSession(pangeaBoard(steps)).run()
    #expect((32...50).allSatisfy { t.frames[$0].displaced["B"] != nil })
    #expect(t.frames[51].displaced["B"] == nil)
}

@Test func pangeaDropDurationFormula() {
    // 0.33 s + 0.22 s × distance / 1500 px, hundredths; ×0.6 on cancel, but
    // not at 0 px nor from 1500 px (the early returns come first).
    #expect(DistanceTimedDrop.duration(distance: 0, cancel: false) == 0.33)
    #expect(DistanceTimedDrop.duration(distance: 0, cancel: true) == 0.33)
    #expect(DistanceTimedDrop.duration(distance: 750, cancel: false) == 0.44)    // 0.33 + 0.11
    #expect(DistanceTimedDrop.duration(distance: 750, cancel: true) == 0.26)     // 0.264
    #expect(DistanceTimedDrop.duration(distance: 150, cancel: false) == 0.35)    // 0.352
    #expect(DistanceTimedDrop.duration(distance: 1500, cancel: true) == 0.55)
    #expect(DistanceTimedDrop.duration(distance: 4000, cancel: false) == 0.55)
}

@Test func pangeaAutoScrollSpeedByDepth() {
    // Container 220: the zone starts 55 from the edge (25 %), the top speed
    // is reached at 11 (5 %). At 33: p = 1 − (33 − 11)/(55 − 11) = 0.5,
    // 28 × 0.25 = 7. At 22: p = 1 − 11/44 = 0.75, 28 × 0.5625 = 15.75 → 16.
    #expect(FluidAutoScroll.speed(distance: 33, containerLength: 220) == 7)
    #expect(FluidAutoScroll.speed(distance: 22, containerLength: 220) == 16)
    // Exactly at the zone's start: 1 (the formula would give 0); just outside: 0.
    #expect(FluidAutoScroll.speed(distance: 55, containerLength: 220) == 1)
    #expect(FluidAutoScroll.speed(distance: 55.5, containerLength: 220) == 0)
    // At 5 % and past the edge: 28.
    #expect(FluidAutoScroll.speed(distance: 11, containerLength: 220) == 28)
    #expect(FluidAutoScroll.speed(distance: -5, containerLength: 220) == 28)
    // reorder-anchors.md §8's vector: container 600, 120 from the edge:
    // p = 1 − 90/120 = 0.25, 28 × 0.0625 = 1.75 → 2.
    #expect(FluidAutoScroll.speed(distance: 120, containerLength: 600) == 2)
}

@Test func pangeaAutoScrollFromADragStartedOutsideTheZoneIsNotDampened() {
    // Press B (150, 66); move to (150, 199) over 19 ticks: y = 66 + 7j. The
    // drag starts at j = 1 (tick 2, y = 73), B's centre then 66 (far from
    // both edges: no dampening). B's centre is y − 7 = 59 + 7j, 161 − 7j from
    // the bottom; requests follow each move and land a frame later:
    // tick 17 (j = 16): 49 → p = 1 − 38/44, 28p² = 0.52 → 1, at tick 18;
    // tick 18: 42 → p = 13/44, 2.44 → 3, at tick 19;
    // tick 19: 35 → p = 20/44, 5.79 → 6, at tick 20;
    // tick 20: 28 → p = 27/44, 10.54 → 11, at tick 21 — only 333 ms into the
    // drag, where a dampened speed would still be 1.
    // Tick 16 (j = 15): 56 > 55, nothing requested.
    // Then the pointer holds: each scroll's event (a frame later) requests
    // the next, so the scrolls at 20 and 21 carry on every frame at 11.
    let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 199)), ticks: 19),
                                .hold(ticks: 4), .release]
    let t = ReorderSession(pangeaBoard(steps, rows: 20)).run()
    let s = pangeaScrolls(t)
    #expect(s[17] == nil)
    #expect(s[18] == 1)
    #expect(s[19] == 3)
    #expect(s[20] == 6)
    #expect(s[21] == 11)
    #expect(s[22] == 11 && s[23] == 11 && s[24] == 11)
}

@Test func pangeaAutoScrollFromADragStartedInTheZoneIsDampened() {
    // Press E (150, 198): its centre is 22 from the bottom, inside the zone.
    // Move 6 pt down in one tick: the drag starts at tick 2 (33 ms) and lifts
    // there, so E keeps its place on screen: 22 from the edge, speed 16.
    // The dry run at the start finds a scroll needed: dampening on, and the
    // first request (0 ms into the drag: 1 pt) runs in that same frame.
    // Then a still pointer: the scroll at tick n publishes at n + 1, whose
    // request runs at n + 2: ticks 2, 4, 6, … each scroll, the odd ticks none.
    // Request at tick n: t = floor(n × 1000/60) − 33 ms.
    // tick 23: 383 − 33 = 350 < 360 → 1 (at tick 24);
    // tick 45: 750 − 33 = 717 → ((717 − 360)/840)² = 0.425² = 0.1806,
    //          × 16 = 2.89 → 3 (at tick 46);
    // tick 61: 1016 − 33 = 983 → (623/840)² = 0.5501, × 16 = 8.80 → 9 (at 62);
    // tick 75: 1250 − 33 = 1217 >= 1200 → 16 (at 76).
    let steps: [GestureStep] = [.press(.item("E")), .move(to: .point(Point(x: 150, y: 204)), ticks: 1),
                                .hold(ticks: 80), .release]
    let t = ReorderSession(pangeaBoard(steps, rows: 20)).run()
    let s = pangeaScrolls(t)
    #expect(s[2] == 1)
    #expect(s[3] == nil && s[5] == nil && s[45] == nil)
    #expect(s[24] == 1)
    #expect(s[46] == 3)
    #expect(s[62] == 9)
    #expect(s[76] == 16)
}

@Test func pangeaDampeningFormula() {
    // dampen-value-by-time: 1 before 360 ms, the value from 1200 ms, and
    // ceil(v × ((t − 360)/840)²) between: v = 28, t = 780 → 0.5² × 28 = 7.
    #expect(FluidAutoScroll.dampened(28, milliseconds: 359) == 1)
    #expect(FluidAutoScroll.dampened(28, milliseconds: 780) == 7)
    #expect(FluidAutoScroll.dampened(28, milliseconds: 1199) == 28)   // 0.99881² × 28 = 27.93 → 28
    #expect(FluidAutoScroll.dampened(28, milliseconds: 1200) == 28)
}
