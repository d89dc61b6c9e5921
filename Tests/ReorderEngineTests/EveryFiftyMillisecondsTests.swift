import CollectionLayout
import Testing
import TestSupport
@testable import ReorderEngine

@Test func aProfileFromTheTestTargetHitTestsEveryFiftyMilliseconds() {
    // `board(_:)` (SystemProfileTests.swift). Press B (100,25): ticks 1…30, B
    // lifts at 30 (500 ms). Move to F (100,135) over 12 ticks: at tick 30 + j
    // the finger is at y = 25 + 110j/12. The release applies at tick 43.
    // Wake-ups at multiples of 50 ms; 50 ms is 3 ticks, so 550, 600, 650,
    // 700 ms fall in the windows (t(n−1), t(n)] of ticks 33, 36, 39, 42, each
    // with the finger of the tick before:
    //   tick 33, finger of 32 (j = 2): y = 43.3, B's own slot [0,1]: no move.
    //   tick 36, finger of 35 (j = 5): y = 70.8, row 1 of section 0 (60…110)
    //     holds only D (x 0…50): nothing under x = 100, stay.
    //   tick 39, finger of 38 (j = 8): y = 98.3, the same: stay.
    //   tick 42, finger of 41 (j = 11): y = 125.8, inside F (75…125 × 110…160):
    //     [1,1]; B moves there in frame 42 ([[A,C,D],[E,B,F]]).
    // `system`, asked on finger updates, makes the same move at j = 10, frame 40.
    // At the release (tick 43), MoveAtEnd commits [0,1] → [1,1]; CellIntoSlot
    // drops B into its slot.
    let script: [GestureStep] = [.press(.item("B")), .move(to: .item("F"), ticks: 12), .release]
    let t = ReorderSession(board(script, profile: .everyFiftyMilliseconds)).run()
    #expect(exchanges(t).map(\.frame) == [42])
    #expect(exchanges(t).map(\.from) == [IndexPath(section: 0, item: 1)])
    #expect(exchanges(t).map(\.to) == [IndexPath(section: 1, item: 1)])
    #expect(commits(t).map(\.frame) == [43])
    #expect(t.frames.last?.order == [["A", "C", "D"], ["E", "B", "F"]])
    #expect(t.frames.last?.data == [["A", "C", "D"], ["E", "B", "F"]])
    #expect(t.violations.isEmpty)
    let system = ReorderSession(board(script)).run()
    #expect(exchanges(system).map(\.frame) == [40])
}
