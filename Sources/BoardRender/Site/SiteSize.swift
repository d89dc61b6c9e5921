import SitePlan
import Scenario
import CollectionLayout
import ReorderEngine

/// How many bytes a site will be, worked out from the pages and their computed boards
/// before anything is rendered, so that a site over the output limit is refused without
/// holding it in memory (``BoardLimits/siteBytes``).
///
/// It adds up what the renderer repeats: per board, each step SVG (the title and caption
/// in its `<title>`, the items of the drawn region, a fixed frame), written once as a file
/// and once more inside `report.html`, where what repeats from still to still is drawn once
/// (``SharedDrawings``: the items and most of the frame); the walkthrough, twice; the trace, at its
/// upper bound (``TraceJSON/maximumBytes(_:)``); the board's source, captions and notes on
/// the page and in the report; and each page's prose. Fixed parts are counted at their
/// size under the default templates. It is an estimate, close to the size written, not a
/// bound: the site writer checks the exact size before writing.
///
/// - Complexity: O(n + f + s) per board for n items, f frames and s steps; memory O(n).
public enum SiteSize {
    /// The estimated bytes of the whole site.
    ///
    /// - Parameters:
    ///   - runs: each board's run, by board id.
    ///   - variants: the runs of a board's other variants, by board id: each one's walkthrough
    ///     and trace entry are counted as a board's (more than they write: they have no stills).
    ///   - traceVersion: the version of the traces the build writes.
    public static func estimate(_ pages: [SitePage], runs: [String: ScenarioRun],
                                variants: [String: [ScenarioRun]] = [:], traceVersion: TraceVersion = .current) -> Int {
        var bytes = 12_000  // index.html and the stylesheet
        for sitePage in pages {
            bytes += 3_000 + 2 * xml(sitePage.document.title) + 2 * xml(sitePage.document.file)
            for block in sitePage.document.blocks {
                switch block {
                case .prose(let html):
                    bytes += html.utf8.count
                case .scenario(let scenario):
                    bytes += runs[scenario.id].map { board($0, traceVersion: traceVersion) } ?? 0
                    bytes += (variants[scenario.id] ?? []).reduce(0) { $0 + board($1, traceVersion: traceVersion) }
                }
            }
        }
        return bytes
    }

    /// One board's files and its figure on the page and in the index.
    static func board(_ run: ScenarioRun, traceVersion: TraceVersion = .current) -> Int {
        let b = run.scenario
        // What the scene draws (its region and data strip), without its text and pace.
        let asDrawn = run.foldedForDrawing
        let t = asDrawn.timeline
        let region = Scene.region(t, viewport: b.stage.viewport)
        let title = xml(b.title)
        // The mean label as drawn: in the item's data attribute and on its card.
        var labels = 0, count = 0
        for section in b.stage.sections {
            for item in section.items {
                labels += xml(item)
                count += 1
            }
        }
        let item = 260 + 2 * (count == 0 ? 0 : labels / count)
        // Items drawn in the scene's region, by layout (frames share a few layouts).
        var drawn: [Int: Int] = [:]
        func itemsDrawn(_ layoutIndex: Int) -> Int {
            if let known = drawn[layoutIndex] { return known }
            let n = t.layouts[layoutIndex].items(in: region).count
            drawn[layoutIndex] = n
            return n
        }
        var stills = 0, captions = 0, reportStills = 0, mostItems = 0
        for i in 0...b.script.steps.count {
            let frame = t.frames[i == 0 ? 0 : t.stepEnds[i - 1]]
            let caption = xml(i == 0 ? "Before the first step" : "After step \(i): \(b.script.steps[i - 1].text)")
            let note = i == 0 ? 0 : xml(b.script.steps[i - 1].note ?? "")
            let items = itemsDrawn(frame.layoutIndex)
            // <title> (title: caption), <desc> (caption, orders), the caption, the note; the frame.
            stills += 2_000 + title + 3 * caption + note + items * item
            // In the report (``SharedDrawings``): the same but the frame's repeated lines, and a
            // `<use>` in its group per item, each item drawn once for all stills (below).
            reportStills += 1_200 + title + 3 * caption + note + items * 70
            mostItems = max(mostItems, items)
            captions += 200 + 3 * caption + note
        }
        // The paused still (step 0 again, all `<use>`s) and the parts the stills share, drawn once.
        reportStills += 1_000 + 800 + mostItems * item
        var walkthrough = 3_000 + 2 * title + captions + itemsDrawn(t.frames[0].layoutIndex) * item
        // Key frames: a position for each frame an item is drawn away from its slot.
        for f in t.frames { walkthrough += 40 * f.displaced.count + (f.events.isEmpty ? 0 : 400) }
        let strip = self.strip(DataStrip(asDrawn, region: region), label: count == 0 ? 0 : labels / count, stills: b.script.steps.count + 1)
        walkthrough += strip.walkthrough
        stills += strip.stills
        reportStills += strip.stills / 2  // the panel, and the slots and marks a step left as they were, shared
        let source = xml(b.source)
        // Files: the walkthrough and the stills, again inline in the report (its stills sharing what
        // repeats); the trace; the report's and the page's figure (captions, rows, source); the index entry.
        return 2 * walkthrough + stills + reportStills + TraceJSON.maximumBytes(run, version: traceVersion) + 2 * (4_000 + title + captions + source)
            + 500 + 2 * title
    }

    /// The data strip's bytes (``DataStrip``): its panel; in the walkthrough a cell
    /// (with its animation) per drawn slot, and one more for each slot a commit
    /// writes (two for an exchange, the slots between for a move, at most
    /// ``DataStrip/maximumSlots``), a mark per drawn slot (a third of one: most
    /// slots are never marked), and each edit; in each still a cell and a mark per
    /// drawn slot, and the edits.
    static func strip(_ strip: DataStrip?, label: Int, stills: Int) -> (walkthrough: Int, stills: Int) {
        guard let strip else { return (0, 0) }
        let cell = 260 + 2 * label, mark = 150
        var written = 0
        for edit in strip.edits {
            let span = edit.from.section == edit.to.section ? abs(edit.to.item - edit.from.item) + 1 : 2
            written += edit.kind == .exchange ? 2 : min(span, DataStrip.maximumSlots)
        }
        let edits = 700 * strip.edits.count
        let slots = strip.cells.count
        return (1_500 + (slots + written) * cell + slots * mark + edits,
                stills * (1_500 + slots * (cell + mark)) + edits)
    }

    /// The items the walkthrough draws (those in the drawn region, which spans every
    /// viewport position of the run) times its frames: the walkthrough records every drawn
    /// item's place on every frame, so this is what it costs to render, whatever it writes.
    /// The region's items are counted in the first frame's layout.
    ///
    /// - Complexity: O(k + f) for k items in the region and f frames.
    public static func walkthroughItemFrames(_ run: ScenarioRun) -> (items: Int, frames: Int) {
        let t = run.foldedForDrawing.timeline
        let region = Scene.region(t, viewport: run.scenario.stage.viewport)
        return (t.layouts[t.frames[0].layoutIndex].items(in: region).count, t.frames.count)
    }

    /// Bytes of `text` escaped for XML.
    static func xml(_ text: String) -> Int { Escape.xml(text).utf8.count }
}
