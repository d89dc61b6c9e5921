import CollectionLayout
import Testing
@testable import ReorderEngine

// The grid of `board(_:)` (SystemProfileTests.swift): columns at x = 0, 75, 150,
// items 50 × 50; section 0 = A B C (y 0…50), D (y 60…110); section 1 = E F (y 110…160).
// The press lasts 30 ticks; a 12-tick move follows in frames 31…42.

@Test func passingOverAGapSendsTheItemToTheEndOfItsSection() {
    // A (25,25) → the empty point (100,85) over 12 ticks: x = 25 + 6.25j, y = 25 + 5j.
    // j = 1…3 stay inside A; j = 4 is (50,45): x = 50 is outside A (half-open) and
    // no other item is there, so the nil index path falls back to the last index of
    // section 0, [0,3]: frame 34, A moves to the end, data first (live).
    // From then on the finger is over empty space or a gap: the fallback is [0,3],
    // where A already is.
    let t = ReorderSession(board([.press(.item("A")), .move(to: .point(Point(x: 100, y: 85)), ticks: 12), .release],
                                 profile: .snapshotHitTest)).run()
    let x = exchanges(t)
    #expect(x.map(\.frame) == [34])
    #expect(x.first?.to == IndexPath(section: 0, item: 3))
    #expect(commits(t).map(\.frame) == [34])            // live: the same tick
    #expect(t.frames[34].data == [["B", "C", "D", "A"], ["E", "F"]])
    #expect(t.frames.last?.order == [["B", "C", "D", "A"], ["E", "F"]])
    #expect(t.frames.last?.data == [["B", "C", "D", "A"], ["E", "F"]])
    #expect(t.violations.isEmpty)
}

@Test func aCrossSectionDragEndsAtTheEndOfTheNewSection() {
    // B (100,25) → F (100,135): x = 100, y = 25 + 110j/12.
    // j = 3: y = 52.5, the gap between rows → fallback [0,3]: B to the end of
    //        section 0 (frame 33): [[A,C,D,B],[E,F]]; section 0 keeps two rows (0…110).
    // j = 4…9: y 61.7…107.5, row 1 holds only B at x 0…50 → fallback [0,3], no change.
    // j = 10: y = 116.7, inside F (75…125 × 110…160) → [1,1] (frame 40): [[A,C,D],[E,B,F]];
    //        section 0 is now one row, so section 1 moves up to y 50…100.
    // j = 11: y = 125.8 is below every item → fallback: the end of B's section now, [1,2]
    //        (frame 41): [[A,C,D],[E,F,B]]. j = 12: the same, no change.
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("F"), ticks: 12), .release],
                                 profile: .snapshotHitTest)).run()
    #expect(exchanges(t).map(\.frame) == [33, 40, 41])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 0, item: 3), IndexPath(section: 1, item: 1),
                                       IndexPath(section: 1, item: 2)])
    #expect(t.frames.last?.data == [["A", "C", "D"], ["E", "F", "B"]])
    #expect(t.frames.last?.order == [["A", "C", "D"], ["E", "F", "B"]])
}

@Test func theSnapshotKeepsTheGrabOffset() {
    // Press at (10,10), inside A (cell centre (25,25)): the snapshot takes A's frame.
    // Then move by (5,3) in one tick: the snapshot moves by the same delta, to
    // centre (30,28): frame (5, 3, 50, 50). (UIKit's own profile would centre it on the finger.)
    let t = ReorderSession(board([.press(.point(Point(x: 10, y: 10))), .moveBy(dx: 5, dy: 3, ticks: 1), .release],
                                 profile: .snapshotHitTest)).run()
    #expect(t.frames[30].liftedFrame == Rect(x: 0, y: 0, width: 50, height: 50))
    #expect(t.frames[31].liftedFrame == Rect(x: 5, y: 3, width: 50, height: 50))
}

@Test func lockedItemsAreDraggedAllTheSame() {
    // The pre-iOS 9 code never asks canMoveItemAt.
    let t = ReorderSession(board([.press(.item("A")), .move(to: .point(Point(x: 100, y: 85)), ticks: 12), .release],
                                 locked: ["A"], profile: .snapshotHitTest)).run()
    #expect(t.frames[30].lifted == "A")
    #expect(t.frames.last?.data == [["B", "C", "D", "A"], ["E", "F"]])
}

@Test func cancelUndoesNothingAndDropsTheSnapshotAtOnce() {
    // As in the gap test, A reaches the end of section 0 at frame 34. The cancel
    // applies at frame 43: the snapshot is gone in that very frame, and both the
    // screen and the data keep the move.
    let t = ReorderSession(board([.press(.item("A")), .move(to: .point(Point(x: 100, y: 85)), ticks: 12), .cancel],
                                 profile: .snapshotHitTest)).run()
    #expect(t.frames[42].lifted == "A")
    #expect(t.frames[43].lifted == nil)
    // Nothing animates because of the cancel; B, C and D, pushed aside at frame 34,
    // finish sliding 15 ticks later: the last frame is 34 + 14 = 48.
    #expect(t.frames.count == 49)
    #expect(t.frames.last?.order == [["B", "C", "D", "A"], ["E", "F"]])
    #expect(t.frames.last?.data == [["B", "C", "D", "A"], ["E", "F"]])
}
