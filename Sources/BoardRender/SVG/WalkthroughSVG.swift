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
        let states = t.frames.indices.map(scene.state(at:))
        let end = t.frames[t.frames.count - 1].time
        // A whole number of milliseconds, so `dur` prints exactly and key times
        // computed against it land on their frames (the hold takes the rest).
        let duration = ((end + Scene.hold) * 1000).rounded(.up) / 1000
        let times = t.frames.map { $0.time / duration }
        let clock = SMILClock(times: times, duration: duration)

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
        // Items.
        // Every item drawn in some frame, in order of first appearance.
        let labels = orderedUnique(states.flatMap { $0.items.keys.sorted() })
        for label in labels {
            let track = states.map { $0.items[label]?.origin }
            guard let size = states.lazy.compactMap({ $0.items[label]?.size }).first else { continue }
            let opacity = states.map { $0.items[label] == nil ? 0 : $0.alpha[label] ?? 1 }
            out += "<g data-item=\"\(Escape.xml(label))\"" + clock.base(track) + ">"
                + SVGParts.card(label: scene.text(of: label), size: size, colour: scene.colour(label))
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
        // Exchanges: an arrow from the slot left to the slot taken, for 0.6 s.
        let linger = FrameRate(fps: t.fps).ticks(0.6)
        for arrow in scene.exchangeArrows(in: 0...(t.frames.count - 1)) {
            let shown = t.frames.indices.map { $0 >= arrow.frame && $0 < arrow.frame + linger }
            out += "<g data-exchange=\"\(Escape.xml(scene.text(of: arrow.label)))\" opacity=\"0\">"
                + SVGParts.arrow(from: arrow.from, to: arrow.to) + clock.visibility(shown) + "</g>\n"
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
        // Captions: one per step, shown while the step runs.
        out += captions(scene, clock: clock)
        return out + "</svg>\n"
    }

    /// One caption per step (its text, its time span and its note), shown while
    /// the step runs; a line for each frame's events, shown until the next
    /// events (at most a second); a badge for each broken rule from the frame it
    /// breaks on.
    static func captions(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        let steps = scene.run.scenario.script.steps
        let y = scene.canvas.height - Scene.captionHeight + 14
        var out = ""
        func element(_ body: String, shown: [Bool]) -> String {
            "<g" + clock.base(shown.map { $0 ? Point.zero : nil }) + ">" + body + clock.visibility(shown) + "</g>\n"
        }
        for i in 0...steps.count {
            let first = i == 0 ? 0 : (i == 1 ? 1 : t.stepEnds[i - 2] + 1)
            let last = i == 0 ? 0 : t.stepEnds[i - 1]
            let span = "\(format(t.frames[max(0, first - 1)].time))–\(format(t.frames[last].time)) s"
            let text = i == 0 ? "Before the first step" : "Step \(i) (\(span)): \(steps[i - 1].text)"
            let room = scene.canvas.width - 2 * Scene.padding
            var body = SVGParts.text(FrameSVG.wrap(text, width: room, fontSize: 13, lines: 1)[0], x: Scene.padding,
                                     y: y, size: 13, anchor: "start", weight: "600")
            if i > 0, let note = steps[i - 1].note {
                let width = scene.canvas.width - 2 * Scene.padding
                body += SVGParts.text(FrameSVG.wrap(note, width: width, fontSize: 12, lines: 1)[0], x: Scene.padding,
                                      y: y + 16, size: 12, fill: Palette.mutedText, anchor: "start")
            }
            out += element(body, shown: t.frames.indices.map { $0 >= first && $0 <= last })
        }
        let lines = t.frames.indices.compactMap { f in scene.eventLine(at: f).map { (frame: f, text: $0) } }
        let width = scene.canvas.width - 2 * Scene.padding
        for (k, event) in lines.enumerated() {
            let f = event.frame
            let until = min(k + 1 < lines.count ? lines[k + 1].frame : t.frames.count, f + t.fps)
            let line = FrameSVG.wrap(event.text, width: width, fontSize: 12, lines: 1)[0]
            out += element(SVGParts.text(line, x: Scene.padding, y: y + 32, size: 12, fill: Palette.arrow,
                                         anchor: "start", weight: "600"),
                           shown: t.frames.indices.map { $0 >= f && $0 < until })
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

    static func orderedUnique(_ labels: [String]) -> [String] {
        var seen = Set<String>()
        return labels.filter { seen.insert($0).inserted }
    }
}
