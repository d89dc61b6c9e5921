import CollectionLayout
import ReorderEngine

/// Where the runs of one scenario's variants part: for one aspect of what they show
/// (screen order, data order, scroll offset, violations), the first frame where the
/// runs differ, and what each shows then.
///
/// Every variant runs the same script at the same frame rate, so frame k is k frames
/// after the first in each run. A run that ended before frame k keeps showing its last
/// frame (its session is over, nothing moves any more).
public struct Parting: Sendable, Equatable {
    /// What is compared.
    public enum Aspect: String, Sendable, CaseIterable {
        case screen = "Screen order"
        case data = "Data order"
        case offset = "Scroll offset"
        case violations = "Violations"
    }

    public var aspect: Aspect
    /// The first frame where the runs differ in ``aspect``; `nil` when they never do.
    public var frame: Int?
    /// What each run shows at ``frame``, in the runs' order (empty when they never part):
    /// orders as ``OrderText/summary(_:comparedWith:)`` writes them (compared with the
    /// first run's), offsets as `x, y`, violations as the rules recorded so far and their frames.
    public var shown: [String]

    public init(aspect: Aspect, frame: Int?, shown: [String]) {
        self.aspect = aspect
        self.frame = frame
        self.shown = shown
    }

    /// One parting per aspect, in ``Aspect`` order, for runs of the same scenario.
    public static func find(_ runs: [ScenarioRun]) -> [Parting] {
        Aspect.allCases.map { aspect in
            guard let frame = firstDifference(runs, aspect) else {
                return Parting(aspect: aspect, frame: nil, shown: [])
            }
            return Parting(aspect: aspect, frame: frame, shown: runs.map { describe($0, aspect, frame, first: runs[0]) })
        }
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

    static func firstDifference(_ runs: [ScenarioRun], _ aspect: Aspect) -> Int? {
        guard runs.count > 1 else { return nil }
        if aspect == .violations {
            // The first frame that records a violation in one run and not the same in another.
            let sets = runs.map { Set($0.timeline.violations.map { "\($0.frame) \($0.rule.rawValue)" }) }
            let all = sets.reduce(Set<String>()) { $0.union($1) }
            let common = sets.dropFirst().reduce(sets[0]) { $0.intersection($1) }
            let frames = runs.flatMap { run in
                run.timeline.violations.filter { !common.contains("\($0.frame) \($0.rule.rawValue)") }.map(\.frame)
            }
            return all == common ? nil : frames.min()
        }
        let count = runs.map(\.timeline.frames.count).max() ?? 0
        for k in 0..<count {
            let first = frame(runs[0], k)
            for run in runs.dropFirst() {
                let other = frame(run, k)
                let differs = switch aspect {
                case .screen: other.order != first.order
                case .data: other.data != first.data
                case .offset: other.offset != first.offset
                case .violations: false
                }
                if differs { return k }
            }
        }
        return nil
    }

    static func describe(_ run: ScenarioRun, _ aspect: Aspect, _ k: Int, first: ScenarioRun) -> String {
        let f = frame(run, k), base = frame(first, k)
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
