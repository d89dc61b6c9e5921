import CollectionLayout
import Testing
@testable import ReorderEngine

/// The board used by most tests, worked out by hand:
///
/// Collection 200 × 400, items 50 × 50, spacing 10 both ways, no insets.
/// Capacity n = floor((200 + 10) / (50 + 10)) = floor(3.5) = 3,
/// gap g = (200 − 3 × 50) / 2 = 25, so columns at x = 0, 75, 150.
///
///     section 0: A (0,0)   B (75,0)   C (150,0)     row 0: y 0…50
///                D (0,60)                           row 1: y 60…110
///     section 1: E (0,110) F (75,110)               row 0: y 110…160
///
/// fps 60: the press lasts round(0.5 × 60) = 30 ticks (frames 1…30); a move
/// over 0.2 s lasts 12 ticks; animations 0.25 s last round(15) = 15 ticks.
func board(_ steps: [GestureStep], locked: Set<String> = [], offset: Point = .zero,
           profile: Profile = .system) -> SessionConfiguration {
    let labels: Order = [["A", "B", "C", "D"], ["E", "F"]]
    var sizes: [String: Size] = [:]
    for label in labels.joined() { sizes[label] = Size(width: 50, height: 50) }
    return SessionConfiguration(
        layout: FlowLayout(collectionSize: Size(width: 200, height: 400), lineSpacing: 10, itemSpacing: 10),
        sections: labels, sizes: sizes, viewport: Size(width: 200, height: 400), offset: offset, fps: 60,
        locked: locked, profile: profile,
        steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
}

func exchanges(_ t: Timeline) -> [(frame: Int, item: String, from: IndexPath, to: IndexPath)] {
    t.frames.flatMap { f in
        f.events.compactMap { e -> (Int, String, IndexPath, IndexPath)? in
            if case .exchange(let item, let from, let to) = e { return (f.index, item, from, to) }
            return nil
        }
    }
}

func commits(_ t: Timeline) -> [(frame: Int, from: IndexPath, to: IndexPath)] {
    t.frames.flatMap { f in
        f.events.compactMap { e -> (Int, IndexPath, IndexPath)? in
            if case .commit(_, let from, let to, _) = e { return (f.index, from, to) }
            return nil
        }
    }
}

@Test func crossSectionMoveCommitsOnceAtTheEnd() throws {
    // B's centre is (100, 25); F's is (100, 135). The finger at tick j of the
    // 12-tick move is at y = 25 + 110 × j / 12, x = 100 (inside B's column 75…125).
    // j = 9: y = 107.5, row 1 of section 0 (60…110) holds only D (x 0…50): no item.
    // j = 10: y ≈ 116.67, inside F (75…125 × 110…160): target [1,1].
    // Frame = 30 (press) + 10 = 40. Move B [0,1] → [1,1]: [[A,C,D],[E,B,F]].
    // The interim layout is then one row per section (section 1 at y 50…100), so
    // j = 11, 12 (y ≈ 125.8, 135) hit nothing and the target stays.
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("F"), ticks: 12), .release])).run()
    let x = exchanges(t)
    #expect(x.count == 1)
    #expect(x.first?.frame == 40)
    #expect(x.first?.from == IndexPath(section: 0, item: 1))
    #expect(x.first?.to == IndexPath(section: 1, item: 1))
    // The data source is untouched until the release, applied at the next tick, 43.
    #expect(t.frames[42].data == [["A", "B", "C", "D"], ["E", "F"]])
    #expect(t.frames[42].order == [["A", "C", "D"], ["E", "B", "F"]])
    let c = commits(t)
    #expect(c.count == 1)
    #expect(c.first?.frame == 43)
    #expect(t.frames.last?.data == [["A", "C", "D"], ["E", "B", "F"]])
    #expect(t.frames.last?.order == [["A", "C", "D"], ["E", "B", "F"]])
    #expect(t.violations.isEmpty)
}

@Test func liftedItemIsCentredOnTheFinger() {
    // After the press (frame 30) B is lifted, its 50 × 50 frame centred on (100, 25).
    let t = ReorderSession(board([.press(.item("B")), .release])).run()
    #expect(t.frames[29].lifted == nil)
    #expect(t.frames[30].lifted == "B")
    #expect(t.frames[30].liftedFrame == Rect(x: 75, y: 0, width: 50, height: 50))
    #expect(t.frames[30].finger == Point(x: 100, y: 25))
}

@Test func cancelRestoresTheScreenAndLeavesTheData() {
    // B (100,25) → D (25,85) over 12 ticks: x = 100 − 6.25 j, y = 25 + 5 j.
    // j = 1…4 stay inside B (x ≥ 75, y < 50); j = 5, 6 are in the gap y 50…60;
    // j = 7 (56.25, 60) and j = 8 (50, 65) miss D (x < 50, half-open);
    // j = 9 (43.75, 70) is inside D [0,3]: frame 39, order [[A,C,D,B],[E,F]].
    // From there the finger stays over B's new slot (0…50 × 60…110): no more moves.
    // Cancel applies at frame 43; the screen animates back over 15 ticks and the
    // last animation ends at frame 43 + 14 = 57.
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("D"), ticks: 12), .cancel])).run()
    let x = exchanges(t)
    #expect(x.count == 1)
    #expect(x.first?.frame == 39)
    #expect(x.first?.to == IndexPath(section: 0, item: 3))
    #expect(t.frames[42].order == [["A", "C", "D", "B"], ["E", "F"]])
    #expect(t.frames[43].order == [["A", "B", "C", "D"], ["E", "F"]])
    #expect(t.frames[43].events.contains(.cancel(item: "B")))
    #expect(commits(t).isEmpty)
    #expect(t.frames.allSatisfy { $0.data == [["A", "B", "C", "D"], ["E", "F"]] })
    #expect(t.frames.count == 58)
    #expect(t.frames.last?.displaced.isEmpty == true)
    #expect(t.violations.isEmpty)
}

@Test func cancelAnimatesTheSnapshotBackToItsSlot() {
    // At cancel B's snapshot is centred on the finger (25, 85): (0, 60, 50, 50).
    // It returns to B's slot (75, 0) with the ease-in-out curve over 15 ticks.
    // Halfway in time is not halfway in space, but the curve is symmetric: at
    // elapsed 15 it is home. Frame 43 is elapsed 1: it has barely moved.
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("D"), ticks: 12), .cancel])).run()
    let start = t.frames[43].displaced["B"]
    #expect(start != nil)
    if let r = start {
        #expect(r.minX > 0 && r.minX < 5)       // 75 × ease(1/15), a small number
        #expect(r.minY < 60 && r.minY > 55)
    }
    #expect(t.frames[57].displaced["B"] == nil)
    #expect(t.drawnFrame(of: "B", at: t.frames[57]) == Rect(x: 75, y: 0, width: 50, height: 50))
}

@Test func pressBetweenItemsLiftsNothing() {
    // (60, 25) lies in the gap between A (0…50) and B (75…125).
    let t = ReorderSession(board([.press(.point(Point(x: 60, y: 25))), .move(to: .item("F"), ticks: 12),
                                  .release])).run()
    #expect(t.frames.allSatisfy { $0.lifted == nil })
    #expect(exchanges(t).isEmpty)
    #expect(commits(t).isEmpty)
    #expect(t.frames.last?.order == [["A", "B", "C", "D"], ["E", "F"]])
    #expect(t.frames[31].finger != nil)   // the finger is down and moving all the same
}

@Test func pressOnLockedItemLiftsNothing() {
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("D"), ticks: 12), .release],
                                 locked: ["B"])).run()
    #expect(t.frames.allSatisfy { $0.lifted == nil })
    #expect(exchanges(t).isEmpty)
    #expect(t.frames.last?.data == [["A", "B", "C", "D"], ["E", "F"]])
}

@Test func lockedItemsMayBePushedAside() {
    // Dragging A onto D with B locked still moves B: UIKit lets others push it.
    // A (25,25) → D (25,85): x stays 25; y = 25 + 5j. j = 7: y = 60, inside D: [0,3].
    let t = ReorderSession(board([.press(.item("A")), .move(to: .item("D"), ticks: 12), .release],
                                 locked: ["B"])).run()
    #expect(t.frames.last?.data == [["B", "C", "D", "A"], ["E", "F"]])
}

@Test func offsetOutOfBoundsIsReportedOnce() {
    // Content is 160 tall, the viewport 400: the only valid y offset is 0.
    let t = ReorderSession(board([.hold(ticks: 3)], offset: Point(x: 0, y: 100))).run()
    let v = t.violations.filter { $0.rule == .offsetInBounds }
    #expect(v.count == 1)
    #expect(v.first?.frame == 0)
}

@Test func stepEndsMarkTheLastFrameOfEachStep() {
    // press: frames 1…30; move 12 ticks: 31…42; release applies at 43, and the
    // last step ends with the last frame (drop animation 15 ticks: 43…57).
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("F"), ticks: 12), .release])).run()
    #expect(t.stepEnds == [30, 42, t.frames.count - 1])
    #expect(t.frames.count - 1 >= 57)
}

@Test func easeInOutMatchesCoreAnimation() {
    // cubic-bezier(0.42, 0, 0.58, 1). Symmetric about (0.5, 0.5): ease(0.5) = 0.5.
    // At x = 0.25: solve x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ = 0.25 →
    // s ≈ 0.2251 (x(0.225) = 0.17028 + 0.06827 + 0.01139 = 0.24994);
    // y(s) = 3(1−s)s² + s³ = 3 · 0.7749 · 0.05067 + 0.01141 ≈ 0.1292.
    let ease = TimingCurve.easeInOut
    #expect(abs(ease(0.5) - 0.5) < 1e-9)
    #expect(abs(ease(0.25) - 0.1292) < 0.001)
    #expect(abs(ease(0.75) - 0.8708) < 0.001)
    #expect(ease(0) == 0 && ease(1) == 1)
}
