import CollectionLayout
import ReorderEngine
import Scenario

/// `issue.md`: what to paste into a bug tracker's issue beside the exported
/// pictures. The pictures (linked by file name: the tracker replaces them with
/// the uploads), one paragraph that says what the board shows (profile, steps,
/// the final screen and data orders, each violation and its time, what its
/// `expect:` asked that did not hold), and the
/// board's source in a collapsed `<details>` block, to reproduce it with
/// `shuffleboard render`. GitHub-flavoured Markdown; user text is escaped
/// where Markdown would read it as markup.
public enum IssueMarkdown {
    public static func render(_ run: ScenarioRun, fps: Int) -> String {
        render([run], fps: fps)
    }

    /// `issue.md` for a board's runs (its profiles, in order). Several: the pictures are the
    /// side-by-side walkthrough and a step sheet with a column per profile; the paragraph is
    /// followed by a line per profile and where the profiles first part.
    public static func render(_ runs: [ScenarioRun], fps: Int) -> String {
        let run = runs[0]
        let scenario = run.scenario
        let t = run.timeline
        let last = t.frames[t.frames.count - 1]
        var out = "### \(inline(scenario.title))\n\n"
        let runsOf = runs.contains(where: \.isRecorded) ? "runs, observed and modelled," : "profiles"
        let sideBySide = runs.count > 1 ? ", \(runs.count) \(runsOf) side by side" : ""
        out += "![Walkthrough of \(inline(scenario.title))\(sideBySide), \(fps) frames per second](walkthrough.gif)\n\n"
        out += "Video: [walkthrough.mp4](walkthrough.mp4) · every step: [steps.png](steps.png)\n\n"
        out += (runs.count > 1 ? profiles(runs) : summary(run, last: last)) + "\n\n"
        out += "![Every step of \(inline(scenario.title))](steps.png)\n\n"
        out += "<details>\n<summary>Board source: save it as <code>board.md</code>\(recordingsBeside(scenario)) and run "
            + "<code>shuffleboard render board.md</code> (or <code>--svg</code> for the walkthrough alone)</summary>\n\n"
        let body = scenario.source.hasSuffix("\n") ? scenario.source : scenario.source + "\n"
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: body) + 1))
        out += fence + "board\n" + body + fence + "\n\n"
        out += "From `\(code(scenario.file))`, line \(scenario.line), board `\(code(scenario.id))`.\n\n</details>\n"
        return out
    }

    /// The recordings the board names (`{observed: PATH}`), which it cannot be rendered without: the
    /// reader saves each at its path beside `board.md`, so the reporter attaches them too. Paths
    /// are the board's own text, so they are escaped for the HTML of `<summary>`.
    static func recordingsBeside(_ scenario: Scenario) -> String {
        let paths = scenario.variants.compactMap { $0.recorded?.path }
        guard !paths.isEmpty else { return "" }
        let escaped = paths.map { "<code>" + html(oneLine($0)) + "</code>" }
        return ", the recording\(paths.count == 1 ? "" : "s") it names (attached to this issue) beside it as "
            + escaped.joined(separator: ", ") + ","
    }

    static func html(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// Several profiles: the steps, then a line per profile (final orders, parting, violations),
    /// then where they part (``Parting``).
    static func profiles(_ runs: [ScenarioRun]) -> String {
        let steps = runs[0].scenario.script.steps
        let names = runs.map { "`\(code($0.timeline.provenance.label))`" }
        let longest = runs.map { $0.timeline.frames[$0.timeline.frames.count - 1].time }.max() ?? 0
        // A recording beside models: what the page did and what each model does, side by side.
        let what = runs.contains(where: \.isRecorded) ? "runs, observed and modelled," : "profiles"
        var s = "\(runs.count) \(what) side by side (" + names.joined(separator: ", ") + "), on one clock; "
            + "\(steps.count) step\(steps.count == 1 ? "" : "s") over \(format(longest)) s ("
            + steps.enumerated().map { "\($0.offset + 1). \(inline($0.element.text))" }.joined(separator: "; ") + ").\n"
        for (run, name) in zip(runs, names) {
            let t = run.timeline
            let last = t.frames[t.frames.count - 1]
            s += "\n- \(name): " + finalOrders(run, last: last)
            if let p = StepSheet.partingFrame(run), !run.scenario.isCarousel {
                s += " Screen and data first part at \(format(t.frames[p].time)) s (frame \(p))."
            }
            s += " " + violations(run) + unmet(run)
        }
        let parted = Parting.find(runs).filter { $0.frame != nil }
        // Every run has the same times for the frames it has; the longest has them all.
        let times = runs.map { $0.timeline.frames.map(\.time) }.max { $0.count < $1.count } ?? []
        s += "\n\n" + (parted.isEmpty ? "The profiles never part: the same screen, data, offset and violations throughout."
            : "Where they part: " + parted.map { part -> String in
                let frame = part.frame ?? 0
                return "\(part.aspect.rawValue.lowercased()) at \(format(times[min(frame, times.count - 1)])) s (frame \(frame))"
            }.joined(separator: ", ") + ".")
        // One that lifts later parts from the others on one clock for that alone: measured
        // from each one's lift, what parts them is their rules (``LiftAlignment``).
        if let aligned = LiftAlignment.find(runs) {
            let names = runs.map { "`\(code($0.timeline.provenance.label))`" }
            let after = aligned.partings.filter { $0.frame != nil }
            s += " " + PartingRow.liftSentence(names, aligned) + "; measured from each one's lift, "
                + (after.isEmpty ? "they never part."
                   : "they part in " + after.map { "\($0.aspect.rawValue.lowercased()) \($0.frame ?? 0) frames after it" }
                    .joined(separator: ", ") + ".")
        }
        return s
    }

    static func finalOrders(_ run: ScenarioRun, last: Frame) -> String {
        if let page = run.pageText(last) { return "Finally on screen: \(inline(page))." }
        if last.order == last.data {
            return "Final order, on screen and in the data source: \(inline(OrderText.summary(last.order)))."
        }
        return "Final screen order: \(inline(OrderText.summary(last.order, comparedWith: last.data)));"
            + " final data order: \(inline(OrderText.summary(last.data, comparedWith: last.order)))."
    }

    static func violations(_ run: ScenarioRun) -> String {
        let t = run.timeline
        if t.violations.isEmpty { return "No invariant broke." }
        return "Violations: " + t.violations.map {
            "**\($0.rule.rawValue)** at \(format(t.frames[$0.frame].time)) s (frame \($0.frame))"
        }.joined(separator: ", ") + "."
    }

    /// The paragraph: profile, steps, final orders, violations with their times.
    static func summary(_ run: ScenarioRun, last: Frame) -> String {
        let scenario = run.scenario
        let t = run.timeline
        let steps = scenario.script.steps
        var s = t.provenance.recording.map { "Recorded from `\(code($0.from))`" }
            ?? (scenario.isCarousel ? "A carousel" : "Under the `\(code(t.provenance.label))` profile")
        s += ", \(steps.count) step\(steps.count == 1 ? "" : "s") over \(format(last.time)) s ("
            + steps.enumerated().map { "\($0.offset + 1). \(inline($0.element.text))" }.joined(separator: "; ") + ")."
        s += " " + finalOrders(run, last: last)
        if let p = StepSheet.partingFrame(run), !scenario.isCarousel {
            s += " Screen and data first part at \(format(t.frames[p].time)) s (frame \(p))."
        }
        s += " " + violations(run) + unmet(run)
        return s
    }

    /// What the board's `expect:` asked of this run that did not hold, as `check` says it (its first
    /// line each: the sections' lines repeat it), or nothing. The reason a report is filed is most
    /// often just this: what should have happened, and what the page or the model did instead.
    static func unmet(_ run: ScenarioRun) -> String {
        let failures = run.expectationFailureLines.compactMap(\.first)
        guard !failures.isEmpty else { return "" }
        return " **Expectation not met:** " + failures.map(inline).joined(separator: "; ") + "."
    }

    /// User text in running Markdown: the characters Markdown or HTML would read as markup, escaped.
    ///
    /// Every line break becomes a space, whatever it is: "\r\n" is one `Character` in Swift (a
    /// test for "\n" or "\r" misses it), so breaks are looked for among the scalars (LF, CR,
    /// VT, FF, NEL, U+2028, U+2029). A title holding "\r\n" left the `###` heading and split the
    /// GIF's image markup in two.
    static func inline(_ text: String) -> String {
        var out = ""
        for c in oneLine(text) {
            switch c {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "!", "|", "~", "&": out += "\\\(c)"
            default: out.append(c)
            }
        }
        return out
    }

    /// Text inside a code span: no backtick can close it early, no line break end it.
    static func code(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: "`", with: "'")
    }

    /// `text` with each line-breaking scalar (``lineBreaks``) a space; "\r\n" is one break, one space.
    static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n" && afterCR { continue }
            scalars.append(lineBreaks.contains(scalar.value) ? " " : scalar)
        }
        return String(scalars)
    }

    /// LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR: what Markdown or a renderer may end a line at.
    static let lineBreaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    static func longestRun(of c: Character, in text: String) -> Int {
        var best = 0, run = 0
        for ch in text {
            run = ch == c ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }
}
