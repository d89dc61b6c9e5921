import CollectionLayout
import Scenario

/// A row of the "where they part" table of a board of several profiles (``Parting``).
struct PartingRow: TemplateContext {
    /// What is compared: "Screen order", "Data order", "Scroll offset", "Violations"; measured
    /// from the lifts, "Screen order, from each lift"; the lifts themselves, "Lift".
    var aspect: String
    /// "frame 42 (0.70 s)", or "never".
    var when: String
    /// What each variant shows then, in the order of the profiles.
    var cells: [String]
}

extension PartingRow {
    /// The table's rows for `runs` (a board's variants, in order): a row per aspect on one clock,
    /// each cell naming the step its run is on then and the "at" saying which runs have not
    /// lifted yet; then, when they lift at other frames (``LiftAlignment``), a row for the lifts
    /// and a row per aspect measured from each run's lift. Times are the longest run's (every
    /// run of one board shares its frame rate; a parting may come after a shorter run ended).
    static func rows(_ runs: [ScenarioRun]) -> [PartingRow] {
        let times = runs.map(\.timeline.frames).max { $0.count < $1.count } ?? runs[0].timeline.frames
        func at(_ frame: Int) -> String { "frame \(frame) (\(format(times[min(frame, times.count - 1)].time)) s)" }
        var rows = Parting.find(runs).map { parting -> PartingRow in
            guard let frame = parting.frame else {
                return PartingRow(aspect: parting.aspect.rawValue, when: "never", cells: runs.map { _ in "the same throughout" })
            }
            let waiting = notLifted(runs, atFrame: frame)
            return PartingRow(aspect: parting.aspect.rawValue, when: at(frame) + (waiting.map { ", \($0)" } ?? ""),
                              cells: cells(runs, parting))
        }
        guard let aligned = LiftAlignment.find(runs) else { return rows }
        let names = runs.map(\.timeline.provenance.label)
        rows.append(PartingRow(aspect: "Lift", when: liftSentence(names, aligned),
                               cells: runs.indices.map { i in
                                   let lift = aligned.lifts[i]
                                   return at(lift) + ", " + stepName(runs[i], Parting.step(runs[i], atFrame: lift))
                               }))
        for parting in aligned.partings {
            let aspect = parting.aspect.rawValue + ", from each lift"
            guard let frame = parting.frame else {
                rows.append(PartingRow(aspect: aspect, when: "never", cells: runs.map { _ in "the same throughout" }))
                continue
            }
            let seconds = Double(frame) / Double(max(1, runs[0].timeline.fps))
            rows.append(PartingRow(aspect: aspect, when: "\(frame) frames (\(format(seconds)) s) after each lift",
                                   cells: runs.indices.map { i in
                                       parting.shown[i] + " — " + at(parting.frames[i]) + ", "
                                           + stepName(runs[i], parting.steps[i])
                                   }))
        }
        return rows
    }

    /// What a cell shows on one clock: what its run shows, and the step it is on.
    static func cells(_ runs: [ScenarioRun], _ parting: Parting) -> [String] {
        runs.indices.map { i in parting.shown[i] + " — " + stepName(runs[i], parting.steps[i]) }
    }

    /// "step 2: move to E over 0.5s", or "before the first step".
    static func stepName(_ run: ScenarioRun, _ step: Int) -> String {
        let steps = run.scenario.script.steps
        guard step > 0, step <= steps.count else { return "before the first step" }
        return "step \(step): \(steps[step - 1].text)"
    }

    /// The runs that have not lifted by frame `k` while another has: "system has not lifted
    /// yet"; `nil` when all or none have (the parting is then not about when they lift).
    static func notLifted(_ runs: [ScenarioRun], atFrame k: Int) -> String? {
        guard let aligned = LiftAlignment.find(runs) else { return nil }
        let waiting = runs.indices.filter { aligned.lifts[$0] > k }
        guard !waiting.isEmpty, waiting.count < runs.count else { return nil }
        let names = waiting.map { runs[$0].timeline.provenance.label }
        return listed(names) + (names.count == 1 ? " has" : " have") + " not lifted yet"
    }

    /// "system lifts 0.50 s later: long press", a clause per delay and reason, "; " between.
    static func liftSentence(_ names: [String], _ aligned: LiftAlignment) -> String {
        var groups: [(why: String, names: [String])] = []
        for (name, why) in zip(names, aligned.later) {
            guard let why else { continue }
            if let k = groups.firstIndex(where: { $0.why == why }) { groups[k].names.append(name) } else { groups.append((why, [name])) }
        }
        return groups.map { listed($0.names) + ($0.names.count == 1 ? " lifts " : " lift ") + $0.why }
            .joined(separator: "; ")
    }

    /// "a", "a and b", "a, b and c".
    static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}

/// A line of "Where they part" over the side-by-side picture (``WalkthroughSVG/sideBySide(_:bodies:partings:)``
/// and `export`'s ``SideBySideStill``): its text, and the frame (of the longest run) it is
/// banded from.
struct PartingLine: Equatable {
    var text: String
    var frame: Int
    /// A row that goes on with the line above (a long line wrapped): drawn without its "◆".
    var continued = false

    /// ``lines(_:)`` wrapped to `width` points of 13 pt text (7 points a character, an estimate on
    /// the wide side): a line of eight profiles' names is wider than their picture.
    static func lines(_ runs: [ScenarioRun], width: Double) -> [PartingLine] {
        let fits = max(20, Int(width / 7))
        return lines(runs).flatMap { line in
            wrapped(line.text, chars: fits).enumerated().map {
                PartingLine(text: $0.element, frame: line.frame, continued: $0.offset > 0)
            }
        }
    }

    /// `text` in rows of at most `chars` characters, broken at spaces (a word longer than a row
    /// has a row of its own).
    static func wrapped(_ text: String, chars: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !row.isEmpty, row.count + 1 + word.count > chars {
                rows.append(row)
                row = String(word)
            } else {
                row += (row.isEmpty ? "" : " ") + word
            }
        }
        return rows + [row]
    }

    /// The lines for `runs`: one per aspect that parts on one clock ("Screen order: frame 7,
    /// 0.12 s · system on step 1, the others on step 2 · system has not lifted yet"); when they
    /// lift at other frames, the lifts ("Lift: system lifts 0.50 s later: long press", from the
    /// last lift) and one per aspect that parts measured from each lift ("Screen order, from
    /// each lift: 4 frames (0.07 s) after it", from the frame the last of them reaches it).
    static func lines(_ runs: [ScenarioRun]) -> [PartingLine] {
        let times = runs.map(\.timeline.frames).max { $0.count < $1.count } ?? runs[0].timeline.frames
        let names = runs.map(\.timeline.provenance.label)
        var lines: [PartingLine] = []
        for parting in Parting.find(runs) {
            guard let frame = parting.frame else { continue }
            var text = "\(parting.aspect.rawValue): frame \(frame), \(format(times[min(frame, times.count - 1)].time)) s"
            text += " · " + onSteps(names, parting.steps)
            if let waiting = PartingRow.notLifted(runs, atFrame: frame) { text += " · " + waiting }
            lines.append(PartingLine(text: text, frame: frame))
        }
        guard let aligned = LiftAlignment.find(runs) else { return lines }
        lines.append(PartingLine(text: "Lift: " + PartingRow.liftSentence(names, aligned), frame: aligned.lifts.max() ?? 0))
        for parting in aligned.partings {
            guard let frame = parting.frame else { continue }
            let seconds = Double(frame) / Double(max(1, runs[0].timeline.fps))
            lines.append(PartingLine(
                text: "\(parting.aspect.rawValue), from each lift: \(frame) frame\(frame == 1 ? "" : "s") (\(format(seconds)) s) after it"
                    + " · " + onSteps(names, parting.steps),
                frame: parting.frames.max() ?? frame))
        }
        return lines
    }

    /// "all on step 2", or "system on step 1, the others on step 2" (the step most runs are on
    /// said last, as "the others" when more than one is on it).
    static func onSteps(_ names: [String], _ steps: [Int]) -> String {
        var groups: [(step: Int, names: [String])] = []
        for (name, step) in zip(names, steps) {
            if let k = groups.firstIndex(where: { $0.step == step }) { groups[k].names.append(name) } else { groups.append((step, [name])) }
        }
        func on(_ step: Int) -> String { step == 0 ? "before the first step" : "on step \(step)" }
        if groups.count == 1 { return "all " + on(groups[0].step) }
        // The first group of the most runs; when none has more than one, each run in order.
        let most = groups.indices.reduce(0) { groups[$1].names.count > groups[$0].names.count ? $1 : $0 }
        if groups[most].names.count == 1 {
            return zip(names, steps).map { "\($0.0) " + on($0.1) }.joined(separator: ", ")
        }
        let rest = groups.indices.filter { $0 != most }.map { PartingRow.listed(groups[$0].names) + " " + on(groups[$0].step) }
        return rest.joined(separator: ", ") + ", the others " + on(groups[most].step)
    }
}
