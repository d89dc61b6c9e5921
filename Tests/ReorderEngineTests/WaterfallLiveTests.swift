import CollectionLayout
import Testing
@testable import ReorderEngine

// The grid of `board(_:)`; the profile is UIKit's with live moves in the data
// and the final move sent again at the end.

@Test func theFinalMoveIsAppliedTwice() {
    // As in the system cancel test, B reaches [0,3] at frame 39 (j = 9 of the move
    // to D): screen and data both become [[A,C,D,B],[E,F]] (live).
    // The release (frame 43) sends move [0,1] → [0,3] again: from [A,C,D,B] remove
    // index 1 (C) → [A,D,B], insert at 3 → [A,D,B,C].
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("D"), ticks: 12), .release],
                                 profile: .waterfallLive)).run()
    #expect(commits(t).map(\.frame) == [39, 43])
    #expect(t.frames[39].data == [["A", "C", "D", "B"], ["E", "F"]])
    #expect(t.frames.last?.data == [["A", "D", "B", "C"], ["E", "F"]])
    #expect(t.frames.last?.order == [["A", "C", "D", "B"], ["E", "F"]])
    #expect(t.violations.map(\.rule) == [.dataMatchesView])
}

@Test func cancelRestoresTheScreenButNotTheData() {
    // The same drag, cancelled: the screen goes back to [[A,B,C,D],[E,F]]; the live
    // move stays in the data. Once the cancel animation ends (frame 43 + 14 = 57)
    // the two disagree.
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("D"), ticks: 12), .cancel],
                                 profile: .waterfallLive)).run()
    #expect(t.frames.last?.order == [["A", "B", "C", "D"], ["E", "F"]])
    #expect(t.frames.last?.data == [["A", "C", "D", "B"], ["E", "F"]])
    #expect(t.violations.map(\.rule) == [.dataMatchesView])
    #expect(t.violations.first?.frame == 57)
}

@Test func aSecondMoveFromAVanishedIndexPathIsOutOfRange() {
    // D, the last of section 0 ([0,3], centre (25,85)) → F (100,135) over 12 ticks:
    // x = 25 + 6.25j, y = 85 + 50j/12. j = 1…3 inside D; j = 4 (50, 101.7) is just
    // outside D; j = 5…7 hit nothing (E spans x 0…50, F 75…125); j = 8 (75, 118.3)
    // is inside F → [1,1] at frame 38: [[A,B,C],[E,D,F]], live in the data too.
    // The release sends move [0,3] → [1,1]; section 0 has only three items left,
    // so [0,3] does not exist: out-of-range at frame 43, data left as it was.
    let t = ReorderSession(board([.press(.item("D")), .move(to: .item("F"), ticks: 12), .release],
                                 profile: .waterfallLive)).run()
    #expect(exchanges(t).map(\.frame) == [38])
    #expect(t.violations.map(\.rule) == [.outOfRange])
    #expect(t.violations.first?.frame == 43)
    #expect(t.frames.last?.data == [["A", "B", "C"], ["E", "D", "F"]])
    #expect(t.frames.last?.order == [["A", "B", "C"], ["E", "D", "F"]])
}

@Test func waterfallLiveRefusesLockedItems() {
    let t = ReorderSession(board([.press(.item("B")), .move(to: .item("D"), ticks: 12), .release],
                                 locked: ["B"], profile: .waterfallLive)).run()
    #expect(t.frames.allSatisfy { $0.lifted == nil })
}
