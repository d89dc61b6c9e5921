import Scenario
import CollectionLayout
import ReorderEngine

/// One frame as a still picture: the content, the viewport window over it, the
/// lifted snapshot, the empty slot, the finger, and a caption.
public enum FrameSVG {
    /// The state before the first step (`index == 0`) or after step `index − 1`,
    /// captioned with the step's text and note.
    public static func step(_ run: ScenarioRun, index: Int) -> String {
        step(Scene(run), index: index)
    }

    /// The still of step `index` of the run `scene` draws.
    static func step(_ scene: Scene, index: Int) -> String {
        let run = scene.run
        let frame = index == 0 ? 0 : run.timeline.stepEnds[index - 1]
        let caption: String
        var note: String?
        if index == 0 {
            caption = "Before the first step"
        } else {
            let step = run.scenario.script.steps[index - 1]
            caption = "After step \(index): \(step.text)"
            note = step.note
        }
        let first = index == 0 ? 0 : (index == 1 ? 1 : run.timeline.stepEnds[index - 2] + 1)
        let broken = run.timeline.violations.filter { $0.frame >= first && $0.frame <= frame }
        return render(scene, frame: frame, caption: caption, note: note, violations: broken,
                      arrows: scene.exchangeArrows(in: first...max(first, frame)))
    }

    static func render(_ scene: Scene, frame index: Int, caption: String, note: String?,
                       violations: [Violation], arrows: [ExchangeArrow] = []) -> String {
        let state = scene.state(at: index)
        let frame = scene.run.timeline.frames[index]
        let scenario = scene.run.scenario
        var out = SVGParts.open(width: scene.canvas.width, height: scene.canvas.height,
                                title: "\(scenario.title): \(caption)",
                                desc: describe(scene, frame: frame, caption: caption),
                                frame: (frame.index, frame.time))
        out += background(scene)
        if let slot = state.slot {
            out += SVGParts.rect(slot, fill: "none", stroke: Palette.mutedText, strokeWidth: 1.5, rx: 6,
                                 extra: " stroke-dasharray=\"5 4\"") + "\n"
        }
        for (label, r) in state.items.sorted(by: { $0.key < $1.key }) {
            let opacity = state.alpha[label].map { " opacity=\"\(format($0))\"" } ?? ""
            out += "<g data-item=\"\(Escape.xml(label))\" transform=\"\(SVGParts.translate(r.origin))\"\(opacity)>"
                + SVGParts.card(label: scene.text(of: label), size: r.size, colour: scene.colour(label)) + "</g>\n"
        }
        // Headers above the items, as UIKit draws (pinned) supplementary views.
        for (s, r) in state.headers.sorted(by: { $0.key < $1.key }) {
            out += header(r, title: sectionTitle(scenario, s)) + "\n"
        }
        out += "<g transform=\"\(SVGParts.translate(scene.viewportOrigin(frame.offset)))\">"
            + SVGParts.veil(viewport: scenario.stage.viewport, canvas: scene.canvas, origin: .zero)
            + SVGParts.edgeZones(viewport: scenario.stage.viewport, zone: scene.edgeZone, origin: .zero)
            + (scene.scroll(at: index).map { SVGParts.speed($0, viewport: scenario.stage.viewport, origin: .zero) } ?? "")
            + "</g>\n"
        out += PageIndicator.still(scene, frame: frame)  // carousels only
        out += DataStrip.still(scene, frame: index)  // all but carousels
        // The exchanges of this step: each from the slot it left to the slot it took.
        for arrow in arrows {
            out += "<g data-exchange=\"\(Escape.xml(scene.text(of: arrow.label)))\">"
                + SVGParts.arrow(from: arrow.from, to: arrow.to) + "</g>\n"
        }
        if let (label, r, alpha) = state.lifted {
            let opacity = alpha < 1 ? " opacity=\"\(format(alpha))\"" : ""
            out += "<g data-lifted=\"\(Escape.xml(label))\" transform=\"\(SVGParts.translate(r.origin))\"\(opacity)>"
                + SVGParts.snapshot(label: scene.text(of: label), size: r.size, colour: scene.colour(label)) + "</g>\n"
        }
        if let f = state.finger {
            out += "<g transform=\"\(SVGParts.translate(f))\">" + SVGParts.finger() + "</g>\n"
        }
        out += captionBlock(scene, time: frame.time, caption: caption, note: note)
        for (k, rule) in Set(violations.map(\.rule.rawValue)).sorted().enumerated() {
            out += "<g data-violation=\"\(rule)\">"
                + SVGParts.violationBadge(rule, right: scene.canvas.width - 8, top: 4 + 24 * Double(k)) + "</g>\n"
        }
        return out + "</svg>\n"
    }

    static func background(_ scene: Scene) -> String {
        SVGParts.rect(Rect(origin: .zero, size: scene.canvas), fill: Palette.canvas) + "\n"
            + SVGParts.rect(scene.contentRect, fill: Palette.content,
                            stroke: Palette.contentStroke) + "\n"
    }

    static func header(_ r: Rect, title: String) -> String {
        SVGParts.rect(r, fill: Palette.header)
            + SVGParts.text(title, x: r.minX + 8, y: r.midY, size: 12, fill: Palette.mutedText, anchor: "start",
                            weight: "600")
    }

    static func sectionTitle(_ scenario: Scenario, _ s: Int) -> String {
        guard s < scenario.stage.sections.count else { return "" }
        return scenario.stage.sections[s].title ?? "Section \(s + 1)"
    }

    static func captionBlock(_ scene: Scene, time: Double, caption: String, note: String?) -> String {
        let y = scene.canvas.height - Scene.captionHeight + 14
        var out = SVGParts.text("t = \(format(time)) s", x: Scene.padding, y: y, size: 12, fill: Palette.mutedText,
                                anchor: "start")
        let room = scene.canvas.width - Scene.padding - 72 - 8
        out += SVGParts.text(wrap(caption, width: room, fontSize: 13, lines: 1)[0], x: Scene.padding + 72, y: y,
                             size: 13, anchor: "start", weight: "600")
        if let note {
            // SVG text does not wrap: break the note into at most two lines that fit.
            let width = scene.canvas.width - Scene.padding - 72 - 8
            for (i, line) in wrap(note, width: width, fontSize: 12, lines: 2).enumerated() {
                out += SVGParts.text(line, x: Scene.padding + 72, y: y + 17 + 15 * Double(i), size: 12,
                                     fill: Palette.mutedText, anchor: "start")
            }
        }
        return out + "\n"
    }

    /// Breaks `text` into lines of roughly `width` points (an average glyph is
    /// taken as 0.56 em), at most `lines` of them, the last ending in "…" when cut.
    /// Always at least one line (empty for empty text).
    static func wrap(_ text: String, width: Double, fontSize: Double, lines: Int) -> [String] {
        let perLine = max(8, Int(width / (fontSize * 0.56)))
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                result.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
        result = result.map { $0.count > perLine ? String($0.prefix(perLine - 1)) + "…" : $0 }
        if result.count > lines {
            result = Array(result.prefix(lines))
            var last = result[lines - 1]
            if last.count >= perLine { last = String(last.prefix(perLine - 1)) }
            result[lines - 1] = last + "…"
        }
        return result
    }

    /// A sentence for `<desc>`: what the frame shows, in words.
    static func describe(_ scene: Scene, frame: Frame, caption: String) -> String {
        var parts = ["\(caption) at \(format(frame.time)) s."]
        if let page = scene.run.pageText(frame) {
            parts.append("On screen: \(page).")   // a carousel's order is its items repeated; it never changes
        } else {
            parts.append("Screen order: " + OrderText.summary(frame.order, comparedWith: frame.data) + ".")
            parts.append("Data order: " + OrderText.summary(frame.data, comparedWith: frame.order) + ".")
        }
        if let l = frame.lifted { parts.append("\(l) is lifted.") }
        return parts.joined(separator: " ")
    }

}
