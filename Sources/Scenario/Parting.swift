import CollectionLayout
import ReorderEngine

/// Where the runs of one scenario's variants part: for one aspect of what they show
/// (screen order, data order, scroll offset, violations), the first frame where the
/// runs differ, and what each shows then.
///
/// Every variant runs the same script at the same frame rate, so frame k is k frames
/// after the first in each run. A run that ended before frame k keeps showing its last
/// frame (its session is over, nothing moves any more).
///
/// On one clock (``find(_:)``) a run that lifts later parts from the others as soon as
/// they lift, whatever its rule: UIKit's 0.5 s long press against SortableJS's lift at the
/// press parts their screens seven frames after the press, while one has not lifted. So
/// each parting names the step each run is on then, and ``LiftAlignment`` measures the
/// same aspects again from each run's own lift, where what differs is the rule.
public struct Parting: Sendable, Equatable {
    /// What is compared.
    public enum Aspect: String, Sendable, CaseIterable {
        case screen = "Screen order"
        case data = "Data order"
        case offset = "Scroll offset"
        case violations = "Violations"
    }

    public var aspect: Aspect
    /// The first frame where the runs differ in ``aspect``; `nil` when they never do. On one
    /// clock a frame of every run; measured from the lifts (``LiftAlignment``), frames after
    /// each run's own lift.
    public var frame: Int?
    /// What each run shows at ``frame``, in the runs' order (empty when they never part):
    /// orders as ``OrderText/summary(_:comparedWith:)`` writes them (compared with the
    /// first run's), offsets as `x, y`, violations as the rules recorded so far and their frames.
    public var shown: [String]
    /// Each run's own frame at the parting (empty when they never part): ``frame`` in every
    /// run on one clock, the run's lift plus ``frame`` measured from the lifts.
    public var frames: [Int]
    /// The step each run is on at its frame (empty when they never part): 0 at frame 0, before
    /// the first step; step i (from 1) from the frame after step i − 1 ended to the frame
    /// step i ends; a run that has ended, its last step (``step(_:atFrame:)``).
    public var steps: [Int]

    public init(aspect: Aspect, frame: Int?, shown: [String], frames: [Int] = [], steps: [Int] = []) {
        self.aspect = aspect
        self.frame = frame
        self.shown = shown
        self.frames = frames
        self.steps = steps
    }

    /// One parting per aspect, in ``Aspect`` order, for runs of the same scenario, on one clock:
    /// frame k of each run against frame k of the others.
    public static func find(_ runs: [ScenarioRun]) -> [Parting] {
        find(runs, from: runs.map { _ in 0 })
    }

    /// One parting per aspect, frame `starts[i] + j` of run i against frame `starts[0] + j`
    /// of the first, for j from 0: `frame` is the first such j where they differ.
    static func find(_ runs: [ScenarioRun], from starts: [Int]) -> [Parting] {
        Aspect.allCases.map { aspect in
            guard let j = firstDifference(runs, aspect, from: starts) else {
                return Parting(aspect: aspect, frame: nil, shown: [])
            }
            let frames = starts.map { $0 + j }
            return Parting(aspect: aspect, frame: j,
                           shown: runs.indices.map { describe(runs[$0], aspect, frames[$0], first: runs[0], at: frames[0]) },
                           frames: frames,
                           steps: runs.indices.map { step(runs[$0], atFrame: frames[$0]) })
        }
    }

    /// The step `run` is on at frame `k` (see ``steps``).
    public static func step(_ run: ScenarioRun, atFrame k: Int) -> Int {
        let ends = run.timeline.stepEnds
        guard k > 0, !ends.isEmpty else { return 0 }
        let k = min(k, run.timeline.frames.count - 1)
        return (ends.firstIndex { k <= $0 } ?? ends.count - 1) + 1
    }

    /// Frame `k` of `run`, or its last frame when it has ended.
    static func frame(_ run: ScenarioRun, _ k: Int) -> Frame {
        let frames = run.timeline.frames
        return frames[min(k, frames.count - 1)]
    }

    /// The violations `run` has recorded up to and including frame `k`.
    static func violations(_ run: ScenarioRun, upTo k: Int) -> [Violation] {
        run.timeline.violations.filter { $0.frame <= k }
    }

    static func firstDifference(_ runs: [ScenarioRun], _ aspect: Aspect, from starts: [Int]) -> Int? {
        guard runs.count > 1 else { return nil }
        if aspect == .violations {
            // The first frame (after its start) that records a violation in one run and not the
            // same, as many frames after its start, in another.
            let shifted = runs.indices.map { i in
                runs[i].timeline.violations.filter { $0.frame >= starts[i] }.map { (j: $0.frame - starts[i], rule: $0.rule) }
            }
            let sets = shifted.map { Set($0.map { "\($0.j) \($0.rule.rawValue)" }) }
            let all = sets.reduce(Set<String>()) { $0.union($1) }
            let common = sets.dropFirst().reduce(sets[0]) { $0.intersection($1) }
            let frames = shifted.flatMap { run in
                run.filter { !common.contains("\($0.j) \($0.rule.rawValue)") }.map(\.j)
            }
            return all == common ? nil : frames.min()
        }
        let count = runs.indices.map { runs[$0].timeline.frames.count - starts[$0] }.max() ?? 0
        for j in 0..<max(0, count) {
            let first = frame(runs[0], starts[0] + j)
            for i in runs.indices.dropFirst() {
                let other = frame(runs[i], starts[i] + j)
                let differs = switch aspect {
                case .screen: other.order != first.order
                case .data: other.data != first.data
                case .offset: other.offset != first.offset
                case .violations: false
                }
                if differs { return j }
            }
        }
        return nil
    }

    static func describe(_ run: ScenarioRun, _ aspect: Aspect, _ k: Int, first: ScenarioRun, at base: Int) -> String {
        let f = frame(run, k), base = frame(first, base)
        switch aspect {
        case .screen:
            return OrderText.summary(f.order, comparedWith: base.order)
        case .data:
            return OrderText.summary(f.data, comparedWith: base.data)
        case .offset:
            return "\(format(f.offset.x)), \(format(f.offset.y))"
        case .violations:
            let recorded = violations(run, upTo: k)
            if recorded.isEmpty { return "none" }
            return recorded.map { "\($0.rule.rawValue) (frame \($0.frame))" }.joined(separator: ", ")
        }
    }
}
