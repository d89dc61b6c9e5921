import ReorderEngine

/// The runs of one scenario aligned at their lifts: when one lifts later than another (UIKit's
/// 0.5 s long press against a library that lifts at the press), frame k of the two shows one
/// lifted and one not, and they part on one clock for that reason alone. Measured from each
/// run's own lift, what still parts them is their rules: which item moves where, when, and
/// what the data source gets.
public struct LiftAlignment: Sendable, Equatable {
    /// Each run's first lifted frame (the frame of its first `lift` event), in the runs' order.
    public var lifts: [Int]
    /// Why each run lifts when it does, against the earliest lift: `nil` for the runs that lift
    /// first, else how much later and why ("0.50 s later: long press").
    public var later: [String?]
    /// One parting per aspect (``Parting/Aspect``), each ``Parting/frame`` counted in frames after
    /// each run's own lift (its ``Parting/frames``: each run's lift plus that).
    public var partings: [Parting]

    /// The alignment of `runs` at their lifts; `nil` when fewer than two runs, when one never
    /// lifts (nothing to align) or when all lift at the same frame (the partings on one clock
    /// are the ones measured from the lifts).
    public static func find(_ runs: [ScenarioRun]) -> LiftAlignment? {
        guard runs.count > 1 else { return nil }
        var lifts: [Int] = []
        for run in runs {
            guard let lift = firstLift(run) else { return nil }
            lifts.append(lift)
        }
        guard let earliest = lifts.min(), lifts.contains(where: { $0 != earliest }) else { return nil }
        let later = runs.indices.map { i -> String? in
            guard lifts[i] > earliest else { return nil }
            let t = runs[i].timeline
            let delay = t.frames[lifts[i]].time - t.frames[min(earliest, t.frames.count - 1)].time
            return "\(format2(delay)) s later: " + reason(runs[i], lift: lifts[i], earliest: earliest)
        }
        return LiftAlignment(lifts: lifts, later: later, partings: Parting.find(runs, from: lifts))
    }

    /// The first frame whose events lift an item, or the first with a lifted item.
    static func firstLift(_ run: ScenarioRun) -> Int? {
        run.timeline.frames.firstIndex { frame in
            frame.events.contains { if case .lift = $0 { true } else { false } }
        } ?? run.timeline.frames.firstIndex { $0.lifted != nil }
    }

    /// Why `run` lifts at `lift` and not at `earliest`: its finger was already down at the earliest
    /// lift and stays down until its own, so it waited for its press to be recognised ("long
    /// press"); when the finger moved meanwhile, it waited for the finger to travel ("drag
    /// threshold": a distance, as hello-pangea/dnd's 5 px, or a library that starts its drag
    /// on the first move).
    static func reason(_ run: ScenarioRun, lift: Int, earliest: Int) -> String {
        let frames = run.timeline.frames
        let down = (earliest...lift).allSatisfy { frames[min($0, frames.count - 1)].finger != nil }
        guard down else { return "its press begins later" }
        let still = (earliest...lift).allSatisfy { frames[min($0, frames.count - 1)].finger == frames[earliest].finger }
        return still ? "long press" : "drag threshold"
    }

    /// Seconds to the hundredth, as the pages write times ("0.50", "1.25").
    static func format2(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
