import CollectionLayout
import ReorderEngine
import Scenario

/// `issue.md`: what to paste into a bug tracker's issue beside the exported
/// pictures. The pictures (linked by file name: the tracker replaces them with
/// the uploads), one paragraph that says what the board shows (profile, steps,
/// the final screen and data orders, each violation and its time), and the
/// board's source in a collapsed `<details>` block, to reproduce it with
/// `shuffleboard render`. GitHub-flavoured Markdown; user text is escaped
/// where Markdown would read it as markup.
public enum IssueMarkdown {
    public static func render(_ run: ScenarioRun, fps: Int) -> String {
        let scenario = run.scenario
        let t = run.timeline
        let last = t.frames[t.frames.count - 1]
        var out = "### \(inline(scenario.title))\n\n"
        out += "![Walkthrough of \(inline(scenario.title)), \(fps) frames per second](walkthrough.gif)\n\n"
        out += "Video: [walkthrough.mp4](walkthrough.mp4) · every step: [steps.png](steps.png)\n\n"
        out += summary(run, last: last) + "\n\n"
        out += "![Every step of \(inline(scenario.title))](steps.png)\n\n"
        out += "<details>\n<summary>Board source: save it as <code>board.md</code> and run <code>shuffleboard render "
            + "board.md</code> (or <code>--svg</code> for the walkthrough alone)</summary>\n\n"
        let body = scenario.source.hasSuffix("\n") ? scenario.source : scenario.source + "\n"
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: body) + 1))
        out += fence + "board\n" + body + fence + "\n\n"
        out += "From `\(code(scenario.file))`, line \(scenario.line), board `\(code(scenario.id))`.\n\n</details>\n"
        return out
    }

    /// The paragraph: profile, steps, final orders, violations with their times.
    static func summary(_ run: ScenarioRun, last: Frame) -> String {
        let scenario = run.scenario
        let t = run.timeline
        let steps = scenario.script.steps
        var s = scenario.isCarousel ? "A carousel" : "Under the `\(code(t.provenance.profile))` profile"
        s += ", \(steps.count) step\(steps.count == 1 ? "" : "s") over \(format(last.time)) s ("
            + steps.enumerated().map { "\($0.offset + 1). \(inline($0.element.text))" }.joined(separator: "; ") + ")."
        if let page = run.pageText(last) {
            s += " Finally on screen: \(inline(page))."
        } else if last.order == last.data {
            s += " Final order, on screen and in the data source: \(inline(OrderText.summary(last.order)))."
        } else {
            s += " Final screen order: \(inline(OrderText.summary(last.order, comparedWith: last.data)));"
                + " final data order: \(inline(OrderText.summary(last.data, comparedWith: last.order)))."
        }
        if let p = StepSheet.partingFrame(run), !scenario.isCarousel {
            s += " Screen and data first part at \(format(t.frames[p].time)) s (frame \(p))."
        }
        if scenario.variants.count > 1 {
            s += " The board runs \(scenario.variants.count) profiles; these pictures show the first."
        }
        if t.violations.isEmpty {
            s += " No invariant broke."
        } else {
            s += " Violations: " + t.violations.map {
                "**\($0.rule.rawValue)** at \(format(t.frames[$0.frame].time)) s (frame \($0.frame))"
            }.joined(separator: ", ") + "."
        }
        return s
    }

    /// User text in running Markdown: the characters Markdown or HTML would read as markup, escaped.
    static func inline(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "!", "|", "~", "&": out += "\\\(c)"
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// Text inside a code span: no backtick can close it early.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: " ")
    }

    static func longestRun(of c: Character, in text: String) -> Int {
        var best = 0, run = 0
        for ch in text {
            run = ch == c ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }
}
