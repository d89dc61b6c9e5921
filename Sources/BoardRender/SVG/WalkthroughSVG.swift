import Scenario
import CollectionLayout
import ReorderEngine

/// The whole session as one animated SVG that plays on its own: opened
/// directly, inside `<img>`, in a README, under `default-src 'none'`.
///
/// Elements are animated, not frames: each item, the lifted snapshot, the
/// veil over the content outside the viewport, and the finger get SMIL
/// animations whose key times come from the timeline; an item that never moves
/// gets none. Only `transform` and `opacity` are animated. It loops, holding the
/// last frame for ``Scene/hold`` seconds.
public enum WalkthroughSVG {
    public static func render(_ run: ScenarioRun) -> String {
        render(Scene(run))
    }

    /// The walkthrough of the run `scene` draws.
    static func render(_ scene: Scene) -> String {
        let run = scene.run
        let t = run.timeline  // as drawn (a carousel's offsets folded)
        let scenario = run.scenario
        // Frames run in stretches with the same layout, order, lifted item and
        // opacities, where only the displaced items move: the first frame of a run
        // has all its items, the others only the items the run displaces.
        let runs = itemRuns(t.frames)
        var states: [SceneState] = []
        states.reserveCapacity(t.frames.count)
        for (r, f) in runs.first.enumerated() {
            let end = r + 1 < runs.first.count ? runs.first[r + 1] : t.frames.count
            states.append(scene.state(at: f))
            guard end > f + 1 else { continue }
            let base = scene.state(at: f, displacing: false).items
            for g in (f + 1)..<end { states.append(scene.state(at: g, only: runs.displaced[r], base: base)) }
        }
        // Key times from the story's playback times (docs/pacing.md); the loop is
        // a whole number of milliseconds, so `dur` prints exactly.
        let clock = SMILClock(scene.story)

        var out = SVGParts.open(width: scene.canvas.width, height: scene.canvas.height,
                                title: "\(scenario.title): walkthrough",
                                desc: describe(run))
        out += FrameSVG.background(scene)
        // Empty slots, one per lifted label.
        let liftedLabels = orderedUnique(states.compactMap { $0.lifted?.label })
        for label in liftedLabels {
            let track = states.map { $0.lifted?.label == label ? $0.slot : nil }
            guard let size = track.compactMap({ $0 }).first?.size else { continue }
            out += "<g" + clock.base(track.map { $0?.origin }) + ">"
                + SVGParts.rect(Rect(origin: .zero, size: size), fill: "none", stroke: Palette.mutedText,
                                strokeWidth: 1.5, rx: 6, extra: " stroke-dasharray=\"5 4\"")
                + clock.translate(track.map { $0?.origin }) + clock.visibility(track.map { $0 != nil })
                + "</g>\n"
        }
        // Items: an item displaced in no frame of a run is looked up once for the
        // run, and an item that lies still and opaque throughout costs its runs,
        // not every frame.
        // Every item drawn in some frame, in order of first appearance (within a
        // run, only a displaced item can appear).
        var labels: [String] = []
        var seen = Set<String>()
        for f in t.frames.indices {
            let keys = runs.first[runs.ofFrame[f]] == f ? Array(states[f].items.keys)
                : t.frames[f].displaced.keys.filter { states[f].items[$0] != nil }
            for label in keys.sorted() where seen.insert(label).inserted { labels.append(label) }
        }
        for label in labels {
            guard let size = runs.first.lazy.compactMap({ states[$0].items[label]?.size }).first
                ?? states.lazy.compactMap({ $0.items[label]?.size }).first else { continue }
            let card = SVGParts.card(label: scene.text(of: label), size: size, colour: scene.colour(label))
            let moving = runs.displaced.map { $0.contains(label) }
            let runTrack = runs.first.map { states[$0].items[label]?.origin }
            let runOpacity = runs.first.map { states[$0].items[label] == nil ? 0 : states[$0].alpha[label] ?? 1 }
            if !moving.contains(true), let start = runTrack[0], runTrack.allSatisfy({ $0 == start }),
               runOpacity.allSatisfy({ $0 == 1 }) {
                // Still and opaque throughout: no animation.
                out += "<g data-item=\"\(Escape.xml(label))\"" + clock.base([start]) + ">" + card + "</g>\n"
                continue
            }
            // Looked up frame by frame only in the runs where it is displaced.
            var track = runs.ofFrame.map { runTrack[$0] }
            var opacity = runs.ofFrame.map { runOpacity[$0] }
            for (r, f) in runs.first.enumerated() where moving[r] {
                let end = r + 1 < runs.first.count ? runs.first[r + 1] : t.frames.count
                for g in f..<end {
                    track[g] = states[g].items[label]?.origin
                    opacity[g] = states[g].items[label] == nil ? 0 : states[g].alpha[label] ?? 1
                }
            }
            out += "<g data-item=\"\(Escape.xml(label))\"" + clock.base(track) + ">" + card
                + clock.translate(track) + clock.opacity(opacity) + "</g>\n"
        }
        // Headers, above the items (pinned headers cover the rows they stick over).
        let sections = Set(states.flatMap { $0.headers.keys }).sorted()
        for s in sections {
            let track = states.map { $0.headers[s]?.origin }
            guard let size = states.lazy.compactMap({ $0.headers[s]?.size }).first else { continue }
            out += "<g" + clock.base(track) + ">"
                + FrameSVG.header(Rect(origin: .zero, size: size), title: FrameSVG.sectionTitle(scenario, s))
                + clock.translate(track) + clock.visibility(track.map { $0 != nil }) + "</g>\n"
        }
        // The veil over what lies outside the viewport.
        let offsets = t.frames.map { Optional(scene.viewportOrigin($0.offset)) }
        out += "<g" + clock.base(offsets) + ">"
            + SVGParts.veil(viewport: scenario.stage.viewport, canvas: scene.canvas, origin: .zero)
            + SVGParts.edgeZones(viewport: scenario.stage.viewport, zone: scene.edgeZone, origin: .zero)
            + clock.translate(offsets) + "</g>\n"
        out += speeds(scene, clock: clock)
        out += PageIndicator.walkthrough(scene, clock: clock)  // carousels only
        out += DataStrip.walkthrough(scene, clock: clock)  // all but carousels
        // Exchanges: an arrow from the slot left to the slot taken, fading out over 0.6 s.
        let linger = FrameRate(fps: t.fps).ticks(0.6)
        for arrow in scene.exchangeArrows(in: 0...(t.frames.count - 1)) {
            let fade = t.frames.indices.map { f -> Double in
                f < arrow.frame || f >= arrow.frame + linger ? 0 : 1 - Double(f - arrow.frame) / Double(linger)
            }
            out += "<g data-exchange=\"\(Escape.xml(scene.text(of: arrow.label)))\" opacity=\"0\">"
                + SVGParts.arrow(from: arrow.from, to: arrow.to) + clock.opacity(fade) + "</g>\n"
        }
        // Lifted snapshots.
        for label in liftedLabels {
            let mine = states.map { $0.lifted?.label == label ? $0.lifted : nil }
            let track = mine.map { $0?.frame.origin }
            guard let size = mine.lazy.compactMap({ $0?.frame.size }).first else { continue }
            // Drawn at its first size; a scale animation (about the top-left
            // corner, added after the translation) follows its growth.
            let scales = mine.map { $0.map { $0.frame.width / max(size.width, 0.0001) } }
            out += "<g data-lifted=\"\(Escape.xml(label))\"" + clock.base(track) + ">"
                + SVGParts.snapshot(label: scene.text(of: label), size: size, colour: scene.colour(label))
                + clock.translate(track) + clock.scale(scales) + clock.opacity(mine.map { $0?.alpha ?? 0 })
                + "</g>\n"
        }
        // The finger.
        let fingers = states.map(\.finger)
        if fingers.contains(where: { $0 != nil }) {
            out += "<g" + clock.base(fingers) + ">" + SVGParts.finger()
                + clock.translate(fingers) + clock.visibility(fingers.map { $0 != nil }) + "</g>\n"
        }
        // The text under the picture: clock and pace, captions, the event log.
        out += pace(scene, clock: clock)
        out += captions(scene, clock: clock)
        out += log(scene, clock: clock)
        return out + "</svg>\n"
    }

    /// One caption per step (its text, its time span and its note), wrapped,
    /// shown while the step runs; a badge for each broken rule from the frame it
    /// breaks on.
    static func captions(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        let panel = scene.panel
        let top = scene.canvas.height - scene.captionHeight
        var out = ""
        for i in panel.captions.indices {
            let first = i == 0 ? 0 : (i == 1 ? 1 : t.stepEnds[i - 2] + 1)
            let last = i == 0 ? 0 : t.stepEnds[i - 1]
            var body = ""
            for (k, line) in panel.captions[i].enumerated() {
                body += SVGParts.text(line, x: Scene.padding, y: top + panel.captionY(k), size: CaptionPanel.captionSize,
                                      anchor: "start", weight: "600")
            }
            for (k, line) in panel.notes[i].enumerated() {
                body += SVGParts.text(line, x: Scene.padding, y: top + panel.noteY(k), size: CaptionPanel.noteSize,
                                      fill: Palette.mutedText, anchor: "start")
            }
            out += shownAt(body, t.frames.indices.map { $0 >= first && $0 <= last }, clock: clock)
        }
        var rules: [String] = []
        for v in t.violations where !rules.contains(v.rule.rawValue) {
            rules.append(v.rule.rawValue)
            let badge = SVGParts.violationBadge(v.rule.rawValue, right: scene.canvas.width - 8,
                                                top: 4 + 24 * Double(rules.count - 1))
            out += "<g data-violation=\"\(v.rule.rawValue)\"" + clock.base([nil]) + ">" + badge
                + clock.visibility(t.frames.indices.map { $0 >= v.frame }) + "</g>\n"
        }
        return out
    }

    /// `body`, shown at the frames `shown` marks.
    static func shownAt(_ body: String, _ shown: [Bool], clock: SMILClock, attributes: String = "") -> String {
        "<g" + attributes + clock.base(shown.map { $0 ? Point.zero : nil }) + ">" + body + clock.visibility(shown)
            + "</g>\n"
    }

    /// The row above the caption: the real time of the frame shown ("t = 1.2 s",
    /// to the tenth), and where story time departs from real time, its mark
    /// ("slow motion ×4", "skipped 1.15 s of pressing"), one text per mark.
    ///
    /// The time is drawn in two parts that meet at ``clockJoin``: "t = 1", right
    /// aligned, one text per whole second, and ".2 s", one text per tenth digit,
    /// each shown at the frames it reads: 10 + s texts for s seconds rather than
    /// one per tenth.
    static func pace(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        let y = scene.canvas.height - scene.captionHeight + scene.panel.clockY
        var out = "<g data-clock=\"\"" + textStyle(fill: Palette.text, weight: "600") + ">\n"
        let tenths = t.frames.map { Int(($0.time * 10 + 1e-9).rounded(.down)) }
        let x = Scene.padding + clockJoin
        var seconds: [Int] = []
        for f in clock.shown where seconds.last != tenths[f] / 10 { seconds.append(tenths[f] / 10) }
        for s in seconds {  // time never decreases: each whole second once
            out += line("t = \(s)", x: x, y: y, shown: tenths.map { $0 / 10 == s }, clock: clock, anchor: "end")
        }
        for d in 0..<10 where clock.shown.contains(where: { tenths[$0] % 10 == d }) {
            out += line(".\(d) s", x: x, y: y, shown: tenths.map { $0 % 10 == d }, clock: clock)
        }
        out += "</g>\n<g data-pace=\"\"" + textStyle(fill: Palette.edgeZoneText, weight: "700") + ">\n"
        let marks = scene.story.marks
        for mark in WalkthroughSVG.orderedUnique(marks.compactMap { $0 }) {
            out += line(mark, x: Scene.padding + 72, y: y, shown: marks.map { $0 == mark }, clock: clock)
        }
        return out + "</g>\n"
    }

    /// The shared presentation attributes of a group of 12-point text lines.
    static func textStyle(fill: String, weight: String) -> String {
        " font-size=\"12\" fill=\"\(fill)\" text-anchor=\"start\" font-weight=\"\(weight)\""
    }

    /// Where the clock's whole seconds end and its tenths begin, from the padding.
    static let clockJoin = 30.0

    /// A line of text styled by its group (or anchored at `anchor`), shown at the frames `shown` marks.
    static func line(_ text: String, x: Double, y: Double, shown: [Bool], clock: SMILClock,
                     anchor: String? = nil) -> String {
        "<text x=\"\(format(x))\" y=\"\(format(y))\"" + (anchor.map { " text-anchor=\"\($0)\"" } ?? "")
            + " dominant-baseline=\"central\"" + (shown.first == true ? "" : " opacity=\"0\"")
            + ">\(Escape.xml(text))" + clock.visibility(shown) + "</text>\n"
    }

    /// The event log: each entry from its frame to the end of the loop, the
    /// newest ``CaptionPanel/logEntries`` shown, older ones scrolling up and
    /// counted in a "+k earlier" line; the newest is marked "▶" (SMIL here
    /// animates numbers only: opacity and position).
    static func log(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        let panel = scene.panel
        let top = scene.canvas.height - scene.captionHeight
        guard !panel.log.isEmpty else { return "" }
        var out = "<g" + textStyle(fill: Palette.mutedText, weight: "600") + ">\n"
        let earlier = t.frames.indices.map { panel.visibleLog(at: $0).earlier }
        for k in WalkthroughSVG.orderedUnique(earlier.filter { $0 > 0 }.map(String.init)) {
            out += line("+\(k) earlier", x: Scene.padding, y: top + panel.logY(0),
                        shown: earlier.map { String($0) == k }, clock: clock)
        }
        let rows = t.frames.indices.map(panel.logRows(at:))
        for (e, entry) in panel.log.enumerated() {
            let track = rows.map { $0[e].map { Point(x: 0, y: top + panel.logY($0)) } }
            var lines = ""
            for (i, text) in entry.lines.enumerated() {
                lines += "<text x=\"\(format(Scene.padding))\" y=\"\(format(CaptionPanel.logLine * Double(i)))\" "
                    + "dominant-baseline=\"central\">\(Escape.xml(text))</text>"
            }
            // The newest entry is current until the next: a marker in the margin says so.
            let next = e + 1 < panel.log.count ? panel.log[e + 1].frame : t.frames.count
            let marker = "<text x=\"\(format(Scene.padding - 12))\" y=\"0\" dominant-baseline=\"central\" "
                + "fill=\"\(Palette.arrow)\" opacity=\"0\">▶"
                + clock.visibility(t.frames.indices.map { $0 >= entry.frame && $0 < next }) + "</text>"
            out += "<g data-event=\"\(entry.frame)\"" + clock.base(track) + ">" + marker + lines
                + clock.translate(track) + clock.visibility(track.map { $0 != nil }) + "</g>\n"
        }
        return out + "</g>\n"
    }

    /// The auto-scroll's speed, "↓ 12 pt/frame", in the viewport's corner while it scrolls.
    static func speeds(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        var out = ""
        let offsets = t.frames.map { Optional(scene.viewportOrigin($0.offset)) }
        var f = 0
        while f < t.frames.count {
            guard let d = scene.scroll(at: f) else { f += 1; continue }
            var end = f
            while end + 1 < t.frames.count, scene.scroll(at: end + 1) == d { end += 1 }
            out += "<g" + clock.base(t.frames.indices.map { $0 >= f && $0 <= end ? Point.zero : nil }) + ">"
                + "<g" + clock.base(offsets) + ">"
                + SVGParts.speed(d, viewport: scene.run.scenario.stage.viewport, origin: .zero)
                + clock.translate(offsets) + "</g>"
                + clock.visibility(t.frames.indices.map { $0 >= f && $0 <= end }) + "</g>\n"
            f = end + 1
        }
        return out
    }

    static func describe(_ run: ScenarioRun) -> String {
        let t = run.timeline
        let last = t.frames[t.frames.count - 1]
        let steps = run.scenario.script.steps
        let engine = run.scenario.isCarousel ? "of a carousel" : "under the \(t.provenance.profile) profile"
        var s = "\(steps.count) steps \(engine), \(format(last.time)) s. Steps: "
            + steps.map(\.text).joined(separator: "; ") + ". "
        if let page = run.pageText(last) {
            s += "Finally on screen: \(page)."
        } else {
            s += "Final screen order: \(OrderText.summary(last.order, comparedWith: last.data)). "
                + "Final data order: \(OrderText.summary(last.data, comparedWith: last.order))."
        }
        if !t.violations.isEmpty {
            s += " Violations: " + t.violations.map { "\($0.rule.rawValue) at frame \($0.frame)" }
                .joined(separator: ", ") + "."
        }
        return s
    }

    /// Runs of frames with the same layout, order, lifted item and item
    /// opacities, where only displaced items can move: the first frame of each
    /// run, each frame's run, and each run's items displaced in some frame.
    static func itemRuns(_ frames: [Frame]) -> (first: [Int], ofFrame: [Int], displaced: [Set<String>]) {
        var first: [Int] = []
        var ofFrame: [Int] = []
        var displaced: [Set<String>] = []
        ofFrame.reserveCapacity(frames.count)
        for (f, frame) in frames.enumerated() {
            if f == 0 || !sharesLayout(frame, frames[f - 1]) {
                first.append(f)
                displaced.append([])
            }
            ofFrame.append(first.count - 1)
            displaced[displaced.count - 1].formUnion(frame.displaced.keys)
        }
        return (first, ofFrame, displaced)
    }

    /// Whether two frames draw their items alike but for the displaced ones
    /// (``Scene/state(at:)`` reads nothing else of a frame for its items).
    static func sharesLayout(_ a: Frame, _ b: Frame) -> Bool {
        a.layoutIndex == b.layoutIndex && a.lifted == b.lifted && a.itemAlpha == b.itemAlpha && a.order == b.order
    }

    static func orderedUnique(_ labels: [String]) -> [String] {
        var seen = Set<String>()
        return labels.filter { seen.insert($0).inserted }
    }
}
