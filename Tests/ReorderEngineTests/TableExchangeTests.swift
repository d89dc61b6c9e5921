import CollectionLayout
import Testing
@testable import ReorderEngine

/// A table 320 wide, rows 44 tall, no spacing: A 0…44, B 44…88, C 88…132,
/// D 132…176, E 176…220. fps 40, so the press lasts 20 ticks and 0.25 s is 10
/// ticks (ease(5/10) = 0.5 by the curve's symmetry).
func table(_ steps: [GestureStep]) -> Timeline {
    let labels: Order = [["A", "B", "C", "D", "E"]]
    var sizes: [String: Size] = [:]
    for label in labels[0] { sizes[label] = Size(width: 320, height: 44) }
    return ReorderSession(SessionConfiguration(
        layout: ListLayout(collectionSize: Size(width: 320, height: 400)), sections: labels, sizes: sizes,
        viewport: Size(width: 320, height: 400), fps: 40, profile: .tableExchange,
        steps: steps.map { ScriptStep(gesture: $0, text: "") })).run()
}

@Test func neighboursExchangeAndMoveAlike() {
    // B's centre (160,66) → C's (160,110) in one tick (frame 21): C is under the
    // finger. Data: exchange 1 and 2 → [A,C,B,D,E]; screen: move 1 → 2 → the same.
    let t = table([.press(.item("B")), .move(to: .item("C"), ticks: 1), .release])
    #expect(t.frames[21].data == [["A", "C", "B", "D", "E"]])
    #expect(t.frames[21].order == [["A", "C", "B", "D", "E"]])
    #expect(t.violations.isEmpty)
}

@Test func aJumpOfTwoRowsLeavesScreenAndDataDisagreeing() {
    // B (160,66) → D (160,154) in one tick: D [0,3] is under the finger.
    // Data: exchange 1 and 3 → [A,D,C,B,E]. Screen: move 1 → 3 → [A,C,D,B,E].
    let t = table([.press(.item("B")), .move(to: .item("D"), ticks: 1), .release])
    let f = t.frames[21]
    #expect(f.events.contains(.commit(item: "B", from: IndexPath(section: 0, item: 1),
                                      to: IndexPath(section: 0, item: 3), kind: .exchange)))
    #expect(f.events.contains(.exchange(item: "B", from: IndexPath(section: 0, item: 1),
                                        to: IndexPath(section: 0, item: 3))))
    #expect(t.frames.last?.data == [["A", "D", "C", "B", "E"]])
    #expect(t.frames.last?.order == [["A", "C", "D", "B", "E"]])
    #expect(t.violations.map(\.rule) == [.dataMatchesView])
}

@Test func theRowSnapshotFadesInAsTheCellFadesOut() throws {
    // Lift at frame 20 (elapsed 1 of 10). At frame 24 (elapsed 5) the curve is at
    // 0.5: snapshot alpha 0.98 × 0.5 = 0.49, scale 1 + 0.05 × 0.5 = 1.025; the cell
    // is at 1 − 0.5 = 0.5. At frame 29 (elapsed 10) it is done: alpha 0.98, scale
    // 1.05 (336 × 46.2 about the centre (160,66): x = −8, y = 42.9), the cell hidden.
    let t = table([.press(.item("B")), .hold(ticks: 12), .release])
    let mid = t.frames[24]
    #expect(abs(mid.liftedAlpha - 0.49) < 1e-9)
    #expect(abs((mid.liftedFrame?.width ?? 0) - 320 * 1.025) < 1e-9)
    #expect(abs((mid.itemAlpha["B"] ?? -1) - 0.5) < 1e-9)
    let done = try #require(t.frames[29].liftedFrame)
    #expect(abs(done.minX - (-8)) < 1e-9 && abs(done.minY - 42.9) < 1e-9)
    #expect(abs(done.width - 336) < 1e-9 && abs(done.height - 46.2) < 1e-9)
    #expect(abs(t.frames[29].liftedAlpha - 0.98) < 1e-9)
    #expect(t.frames[29].itemAlpha["B"] == nil)
}

@Test func onReleaseTheSnapshotShrinksBackAndTheCellFadesIn() {
    // Press 20 ticks, hold 12 (frames 21…32), release at frame 33: over 10 ticks the
    // snapshot goes back to the cell at scale 1, alpha 0, while the cell fades in.
    // Frame 37 (elapsed 5): cell alpha 0.5, snapshot alpha 0.98 → 0 halfway: 0.49.
    // Frame 42 (elapsed 10): the snapshot is gone, the cell fully shown.
    let t = table([.press(.item("B")), .hold(ticks: 12), .release])
    #expect(abs((t.frames[37].itemAlpha["B"] ?? -1) - 0.5) < 1e-9)
    #expect(abs(t.frames[37].liftedAlpha - 0.49) < 1e-9)
    #expect(t.frames[41].lifted == "B")
    #expect(t.frames[42].lifted == nil)
    #expect(t.frames.count == 43)
    #expect(t.frames[42].itemAlpha.isEmpty)
}
