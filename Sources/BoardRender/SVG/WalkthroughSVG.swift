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
    /// `body`, if given, is `body(scene)` already drawn (a board of several profiles draws
    /// each profile's once, for its panel and for its own walkthrough).
    static func render(_ scene: Scene, body drawn: String? = nil) -> String {
        SVGParts.open(width: scene.canvas.width, height: scene.canvas.height,
                      title: "\(scene.run.scenario.title): walkthrough", desc: describe(scene.run))
            + clipped(scene, drawn ?? body(scene)) + "</svg>\n"
    }

    /// What the walkthrough of `scene` draws, inside its `<svg>`: from the canvas's
    /// top-left corner, on the loop of `scene`'s story time.
    static func body(_ scene: Scene) -> String {
        let run = scene.run
        let t = run.timeline  // as drawn (a carousel's offsets folded)
        let scenario = run.scenario
        // The items from their changes (``Scene/itemTracks()``); each frame's
        // state without items for the rest (lifted snapshot, slot, finger, headers).
        let items = scene.itemTracks()
        let states = t.frames.indices.map { scene.state(at: $0, only: [], base: [:]) }
        // Key times from the story's playback times (docs/pacing.md); the loop is
        // a whole number of milliseconds, so `dur` prints exactly.
        let clock = SMILClock(scene.story)

        // The picture's background; then what lies in the content, which a camera moves
        // (Scene+Camera.swift): the content's box, the slots, the items and the headers.
        let background = FrameSVG.background(scene)
        var out = ""
        let liftedLabels = orderedUnique(states.compactMap { $0.lifted?.label })
        let slots = liftedLabels.map { label in states.lazy.compactMap { $0.lifted?.label == label ? $0.slot?.size : nil }.first }
        let lifts = liftedLabels.map { label in states.lazy.compactMap { $0.lifted?.label == label ? $0.lifted?.frame.size : nil }.first }
        let cards = CardShapes(sizes: items.map(\.size) + slots.compactMap { $0 } + lifts.compactMap { $0 } + lifts.compactMap { $0 },
                               scope: "")
        out += cards.defs + "<g\(cards.groupAttributes)>\n"
        // Empty slots, one per lifted label: it jumps from slot to slot, and
        // off the canvas (out of its clip) while there is none.
        let away = Point(x: -2 * scene.canvas.width, y: 0)
        // The veil (below) dims what lies outside the viewport; over the canvas alone, its own
        // colour, it shows nothing. It is drawn only if the content, a slot, an item or a header
        // reaches outside the part of the canvas every frame's viewport covers.
        let offsets = t.frames.map { Optional(scene.viewportOrigin($0.offset)) }
        let viewport = scenario.stage.viewport
        let common = offsets.reduce(Rect(origin: offsets[0] ?? .zero, size: viewport)) { r, o in
            guard let o else { return r }
            let x0 = max(r.minX, o.x), y0 = max(r.minY, o.y)
            return Rect(x: x0, y: y0, width: max(0, min(r.maxX, o.x + viewport.width) - x0),
                        height: max(0, min(r.maxY, o.y + viewport.height) - y0))
        }
        var veiled = !common.encloses(scene.contentRect)
        func drawn(_ origin: Point?, _ size: Size) {
            if !veiled, let origin, !common.encloses(Rect(origin: origin, size: size)) { veiled = true }
        }
        for (label, size) in zip(liftedLabels, slots) {
            guard let size else { continue }
            let track = states.map { $0.lifted?.label == label ? $0.slot?.origin ?? away : away }
            for state in states where state.lifted?.label == label { drawn(state.slot?.origin, size) }
            out += "<g" + clock.base(track) + ">"
                + cards.outline(size, " fill=\"none\" stroke=\"\(Palette.mutedText)\" stroke-dasharray=\"5 4\"")
                + clock.translate(track, jumps: true) + "</g>\n"
        }
        // Items: one that lies still and opaque throughout is drawn once, without animation.
        for item in items {
            let card = cards.card(label: scene.text(of: item.label), size: item.size, colour: scene.colour(item.label))
            if let start = item.still {
                drawn(start, item.size)
                out += "<g data-item=\"\(Escape.xml(item.label))\"" + clock.base([start]) + ">" + card + "</g>\n"
                continue
            }
            let (track, opacity) = item.track(frames: t.frames.count)
            // Hidden places count too: an opacity fades linearly between key frames, so a card
            // leaving a hidden place shows a little on its way out of it.
            for p in track { drawn(p, item.size) }
            // An item that only jumps and is shown or hidden (the dragged item,
            // hidden while lifted): one motion that parks it off the canvas
            // while hidden, not a motion and a visibility.
            if opacity.allSatisfy({ $0 == 0 || $0 == 1 }) {
                let parked = zip(track, opacity).map { p, o in o == 0 ? away : p }
                if let start = parked.compactMap({ $0 }).first,
                   clock.jumpsOnly(parked.map { $0 ?? start }) && !parked.contains(where: { $0 == nil }) {
                    out += "<g data-item=\"\(Escape.xml(item.label))\"" + clock.base(parked) + ">" + card
                        + clock.translate(parked) + "</g>\n"
                    continue
                }
            }
            out += "<g data-item=\"\(Escape.xml(item.label))\"" + clock.base(track) + ">" + card
                + clock.translate(track) + clock.opacity(opacity) + "</g>\n"
        }
        out += "</g>\n"
        // Headers, above the items (pinned headers cover the rows they stick over).
        let sections = Set(states.flatMap { $0.headers.keys }).sorted()
        for s in sections {
            let track = states.map { $0.headers[s]?.origin }
            guard let size = states.lazy.compactMap({ $0.headers[s]?.size }).first else { continue }
            for state in states { drawn(state.headers[s]?.origin, size) }
            out += "<g" + clock.base(track) + ">"
                + FrameSVG.header(Rect(origin: .zero, size: size), title: FrameSVG.sectionTitle(scenario, s))
                + clock.translate(track) + clock.visibility(track.map { $0 != nil }) + "</g>\n"
        }
        // The veil over what lies outside the viewport, its outline and edge zones: in a group
        // that follows the viewport, or only the outline, in place, when the viewport never moves
        // and there is nothing else.
        out = background.canvas + scene.inContent(background.content + out, clock: clock)
        let zones = SVGParts.edgeZones(viewport: scenario.stage.viewport, zone: scene.edgeZone, origin: .zero,
                                       vertical: t.layouts[0].direction == .vertical, gaps: scene.edgeZoneGaps)
        // In the picture, where the viewport is: with a camera, in one place along the scroll axis.
        let screen = t.frames.map { Optional(scene.screenOrigin($0.offset)) }
        let follows = clock.translate(screen)
        if !veiled && zones.isEmpty && follows.isEmpty, let origin = screen[0] {
            out += SVGParts.veil(viewport: viewport, canvas: scene.canvas, origin: origin, marked: true, dims: false) + "\n"
        } else {
            out += "<g" + clock.base(screen) + ">"
                + SVGParts.veil(viewport: viewport, canvas: scene.canvas, origin: .zero, marked: true, dims: veiled)
                + zones + follows + "</g>\n"
        }
        out += speeds(scene, clock: clock)
        out += PageIndicator.walkthrough(scene, clock: clock)  // carousels only
        out += DataStrip.walkthrough(scene, clock: clock)  // all but carousels
        out += ScrollIndicator.walkthrough(scene, clock: clock)  // with a camera
        // Again in the content: the exchanges' arrows, the lifted snapshots, the finger, the zone.
        let above = out
        out = ""
        // Exchanges: the latest frame's arrows, each from the slot left to the
        // slot taken, for 0.6 s or until the next exchange: one path whose
        // outline changes (arrows never pile up).
        let linger = FrameRate(fps: t.fps).ticks(0.6)
        var exchanges: [(frame: Int, d: String)] = []
        for arrow in scene.exchangeArrows(in: 0...(t.frames.count - 1)) {
            let d = SVGParts.arrowPath(from: arrow.from, to: arrow.to)
            guard !d.isEmpty else { continue }  // an arrow a point long or less: nothing to draw (and "" is no path)
            if exchanges.last?.frame == arrow.frame {
                exchanges[exchanges.count - 1].d += d
            } else {
                exchanges.append((arrow.frame, d))
            }
        }
        var arrowPaths = ""  // drawn after the snapshots: no arrowhead lies under one (issue 34)
        if !exchanges.isEmpty {
            var paths: [String] = []
            paths.reserveCapacity(t.frames.count)
            var k = -1
            for f in t.frames.indices {
                while k + 1 < exchanges.count && exchanges[k + 1].frame <= f { k += 1 }
                paths.append(k >= 0 && f < exchanges[k].frame + linger ? exchanges[k].d : "M0 0")
            }
            arrowPaths = "<path data-exchange=\"\" d=\"\(paths[0])\" stroke=\"\(Palette.arrow)\" stroke-width=\"2.5\" "
                + "stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\">"
                + clock.discrete(paths, attribute: "d") + "</path>\n"
        }
        // Lifted snapshots, and the finger: where one item is lifted and the
        // finger keeps one offset from it, both move in one group (one track).
        let fingers = states.map(\.finger)
        let carried = liftedLabels.count == 1 ? fingerOffset(states, fingers) : nil
        if !liftedLabels.isEmpty { out += "<g\(cards.groupAttributes)>\n" }
        for label in liftedLabels {
            let mine = states.map { $0.lifted?.label == label ? $0.lifted : nil }
            var track = mine.map { $0?.frame.origin }
            guard let size = mine.lazy.compactMap({ $0?.frame.size }).first else { continue }
            // Drawn at its first size; a scale animation (about the top-left
            // corner, added after the translation) follows its growth.
            let scales = mine.map { $0.map { $0.frame.width / max(size.width, 0.0001) } }
            let snapshot = cards.snapshot(label: scene.text(of: label), size: size, colour: scene.colour(label))
            // While the snapshot is faint, its faint mark shows where it is (SVGParts.faintBelow).
            let faint = mine.map { $0.map { $0.alpha < SVGParts.faintBelow } ?? false }
            let mark = !faint.contains(true) ? "" : "<g data-faint=\"\(Escape.xml(label))\"" + (faint[0] ? "" : " opacity=\"0\"")
                + ">" + SVGParts.faintMark(label: scene.text(of: label), size: size) + clock.scale(scales)
                + clock.visibility(faint) + "</g>"
            guard let offset = carried else {
                guard !mark.isEmpty else {
                    out += "<g data-lifted=\"\(Escape.xml(label))\"" + clock.base(track) + ">" + snapshot
                        + clock.translate(track) + clock.scale(scales) + clock.opacity(mine.map { $0?.alpha ?? 0 })
                        + "</g>\n"
                    continue
                }
                out += "<g" + clock.base(track).replacingOccurrences(of: " opacity=\"0\"", with: "") + ">" + mark
                    + "<g data-lifted=\"\(Escape.xml(label))\"" + (mine[0] == nil ? " opacity=\"0\"" : "") + ">"
                    + snapshot + clock.scale(scales) + clock.opacity(mine.map { $0?.alpha ?? 0 }) + "</g>"
                    + clock.translate(track) + "</g>\n"
                continue
            }
            for (f, finger) in fingers.enumerated() where track[f] == nil {
                track[f] = finger.map { $0 - offset }
            }
            let shown = mine.map { $0?.alpha ?? 0 }
            out += "<g" + clock.base(track).replacingOccurrences(of: " opacity=\"0\"", with: "") + ">"
                + mark + "<g data-lifted=\"\(Escape.xml(label))\"" + (shown[0] == 0 ? " opacity=\"0\"" : "") + ">" + snapshot
                + clock.scale(scales) + clock.opacity(shown) + "</g>"
                + "<g transform=\"\(SVGParts.translate(offset))\"" + (fingers[0] == nil ? " opacity=\"0\"" : "") + ">"
                + SVGParts.finger() + clock.visibility(fingers.map { $0 != nil }) + "</g>"
                + clock.translate(track) + "</g>\n"
        }
        if !liftedLabels.isEmpty { out += "</g>\n" }
        out += arrowPaths
        if carried == nil && fingers.contains(where: { $0 != nil }) {
            out += "<g" + clock.base(fingers) + ">" + SVGParts.finger()
                + clock.translate(fingers) + clock.visibility(fingers.map { $0 != nil }) + "</g>\n"
        }
        // The rule's deciding zone, above the snapshot that often covers its target.
        out += Self.zones(scene, clock: clock)
        out = above + scene.inContent(out, clock: clock) + scene.contentClip
        // The text under the picture: clock and pace, captions, the event log.
        out += panel(scene, clock: clock)
        out += badges(scene, clock: clock)
        return out
    }

    /// The auto-scroll's speed, "↓ 12 pt/frame", in the viewport's corner while it scrolls: one
    /// group that follows the viewport, holding a film strip of the speeds shown (a column per
    /// distinct speed, and an empty one while nothing scrolls), clipped to the canvas. Two
    /// animations however often the speed changes (an accelerating scroll changes it every frame).
    ///
    /// - Complexity: O(frames).
    static func speeds(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        let viewport = scene.run.scenario.stage.viewport
        var speeds: [Point] = []
        var columnOf: [Point: Int] = [:]
        var column: [Int] = []
        column.reserveCapacity(t.frames.count)
        for f in t.frames.indices {
            guard let d = scene.scroll(at: f) else {
                column.append(-1)
                continue
            }
            if columnOf[d] == nil {
                columnOf[d] = speeds.count
                speeds.append(d)
            }
            column.append(columnOf[d] ?? 0)
        }
        guard !speeds.isEmpty else { return "" }
        let stride = filmStride(scene)
        var body = ""
        for (k, d) in speeds.enumerated() {
            body += SVGParts.speed(d, viewport: viewport, origin: Point(x: stride * Double(k), y: 0))
        }
        let offsets = t.frames.map { Optional(scene.screenOrigin($0.offset)) }
        let strip = film(body, column: column.map { $0 < 0 ? speeds.count : $0 }, stride: stride, clock: clock)
        return "<g" + clock.base(offsets) + ">" + strip + clock.translate(offsets) + "</g>\n"
    }

    /// The finger's offset from the lifted snapshot's corner, if it is the
    /// same (within a hundredth of a point) on every frame that draws both.
    static func fingerOffset(_ states: [SceneState], _ fingers: [Point?]) -> Point? {
        var offset: Point?
        for (state, finger) in zip(states, fingers) {
            guard let finger, let lifted = state.lifted?.frame.origin else { continue }
            let d = finger - lifted
            if let o = offset, abs(o.x - d.x) > 0.01 || abs(o.y - d.y) > 0.01 { return nil }
            offset = offset ?? d
        }
        return offset
    }

    static func describe(_ run: ScenarioRun) -> String {
        let t = run.timeline
        let last = t.frames[t.frames.count - 1]
        let steps = run.scenario.script.steps
        let engine = t.provenance.recording.map { "recorded from \($0.from)" }
            ?? (run.scenario.isCarousel ? "of a carousel" : "under the \(t.provenance.label) profile")
        var s = "\(steps.count) steps \(engine), \(format(last.time)) s. Steps: "
            + stepList(steps.map(\.text)) + ". "
        if let page = run.pageText(last) {
            s += "Finally on screen: \(page)."
        } else {
            s += last.order == last.data
                ? "Final order, on screen and in the data: \(OrderText.summary(last.order, comparedWith: last.data))."
                : "Final screen order: \(OrderText.summary(last.order, comparedWith: last.data)). "
                    + "Final data order: \(OrderText.summary(last.data, comparedWith: last.order))."
        }
        if !t.violations.isEmpty {
            s += " Violations: " + t.violations.map { "\($0.rule.rawValue) at frame \($0.frame)" }
                .joined(separator: ", ") + "."
        }
        return s
    }

    /// The steps' texts for the description, each run of one step repeated said once with its
    /// count ("move by 0,52 over 0.3s (5 times)"): a screen reader reads the script, not five
    /// copies of a line.
    static func stepList(_ texts: [String]) -> String {
        var parts: [String] = []
        var i = 0
        while i < texts.count {
            var j = i + 1
            while j < texts.count && texts[j] == texts[i] { j += 1 }
            parts.append(j - i > 1 ? "\(texts[i]) (\(j - i) times)" : texts[i])
            i = j
        }
        return parts.joined(separator: "; ")
    }

    static func orderedUnique(_ labels: [String]) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        var previous: String?
        // A label repeated frame after frame is hashed once a run (a label with any non-ASCII
        // character is hashed through its normalization).
        for label in labels where label != previous {
            previous = label
            if seen.insert(label).inserted { out.append(label) }
        }
        return out
    }
}
