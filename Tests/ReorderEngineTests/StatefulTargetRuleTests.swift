import CollectionLayout
import Testing
@testable import ReorderEngine

/// What ``DwellOnItem`` was told each time it was asked.
private struct Asked: Sendable {
    var tick: Int
    var time: Duration
    var occasion: TargetOccasion
    var previousTarget: IndexPath?
}

/// A made-up rule with state: the item under the finger becomes the target
/// once the finger has stayed over the same index path for `dwell` (by the
/// context's time), unless it is the target the rule named last.
private struct DwellOnItem: TargetRule {
    var dwell: Duration
    let log: Recorder<Asked>
    private var candidate: IndexPath?
    private var since: Duration = .zero

    init(dwell: Duration, log: Recorder<Asked>) {
        self.dwell = dwell
        self.log = log
    }

    mutating func target(in context: TargetContext) -> IndexPath? {
        log.append(Asked(tick: context.tick, time: context.time, occasion: context.occasion,
                         previousTarget: context.previousTarget))
        let under = context.layout.item(at: context.finger)
        if under != candidate {
            candidate = under
            since = context.time
        }
        guard let under, context.time - since >= dwell, under != context.previousTarget else { return nil }
        return under
    }
}

private func dwellProfile(_ log: Recorder<Asked>) -> Profile {
    Profile(name: "dwell") {
        ProfileParts(snapshot: CentredOnFinger(), targetRule: DwellOnItem(dwell: .milliseconds(100), log: log),
                     commitRule: MoveAtEnd(), drop: CellIntoSlot())
    }
}

// `board(_:)` (SystemProfileTests.swift): A (0…50, 0…50), B (75…125, 0…50).
// Press A: ticks 1…30, A lifts at 30. Move to B's centre (100,25) in one tick
// (31), then eight more finger updates at the same point (32…39); the release
// applies at tick 40.
private let dwellScript: [GestureStep] = [
    .press(.item("A")), .move(to: .item("B"), ticks: 1), .moveBy(dx: 0, dy: 0, ticks: 8), .release,
]

@Test func aTargetRuleKeepsStateAndReadsTheTimeAndThePreviousTarget() {
    // The rule is asked on each finger update while A is lifted: ticks 31…39.
    // Tick 31: the finger is over B, [0,1]: the candidate since t(31).
    // The time of tick k is k/60 s, so tick 31 + n is n × 16⅔ ms later: 100 ms
    // is n = 6, tick 37 (both times rounded down by the same ⅔ attosecond).
    // Ticks 32…36: under 100 ms, nothing named. Tick 37: [0,1] is named, A
    // moves there (frame 37). Tick 38: the screen is [B, A, C, D]; under the
    // finger is [0,1] still, but it is the previous target: nothing named.
    // The previous target is nil up to tick 37 and [0,1] at ticks 38, 39.
    // At the release (tick 40) MoveAtEnd commits [0,0] → [0,1].
    let log = Recorder<Asked>()
    let t = ReorderSession(board(dwellScript, profile: dwellProfile(log))).run()
    let asked = log.entries
    #expect(asked.map(\.tick) == Array(31...39))
    #expect(asked.allSatisfy { $0.occasion == .fingerMoved })
    #expect(asked[6].time - asked[0].time == .milliseconds(100))
    #expect(asked[5].time - asked[0].time < .milliseconds(100))
    let b = IndexPath(section: 0, item: 1)
    #expect(asked.map(\.previousTarget) == Array(repeating: nil, count: 7) + [b, b])
    #expect(exchanges(t).map(\.frame) == [37])
    #expect(exchanges(t).map(\.to) == [b])
    #expect(commits(t).map(\.frame) == [40])
    #expect(t.frames.last?.data == [["B", "A", "C", "D"], ["E", "F"]])
    #expect(t.violations.isEmpty)
}
