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

    /// `text`, when given, replaces the still's caption block (the walkthrough's
    /// text panel as a frame shows it: ``WalkthroughFrames``).
    static func render(_ scene: Scene, frame index: Int, caption: String, note: String?,
                       violations: [Violation], arrows: [ExchangeArrow] = [], text: String? = nil) -> String {
        let state = scene.state(at: index)
        let frame = scene.run.timeline.frames[index]
        let scenario = scene.run.scenario
        var out = SVGParts.open(width: scene.canvas.width, height: scene.canvas.height,
                                title: "\(scenario.title): \(caption)",
                                desc: describe(scene, frame: frame, caption: caption),
                                frame: (frame.index, frame.time, scene.story.seconds[index]))
        let background = background(scene)
        out += background.canvas
        var content = background.content
        // The empty slot and the items, in a group that gives the cards' labels and outlines
        // what they share (CardShapes): a card writes its colours, its label and a size that differs.
        let cards = CardShapes(sizes: state.items.values.map(\.size), scope: "", shared: false)
        content += "<g\(cards.groupAttributes)>\n"
        if let slot = state.slot {
            content += SVGParts.rect(slot, fill: "none", stroke: Palette.mutedText, rx: 6,
                                 extra: " stroke-dasharray=\"5 4\"") + "\n"  // the group's stroke width
        }
        let shown = scene.shown(at: index)  // under a camera, what the picture shows
        var drawn: [(label: String, text: String, rect: Rect)] = []  // for CoveredLabels, the opaque ones
        for (label, r) in state.items.sorted(by: { $0.key < $1.key }) where shown.map(r.intersects) ?? true {
            if (state.alpha[label] ?? 1) >= 0.5 { drawn.append((label, scene.text(of: label), r)) }
            let opacity = state.alpha[label].map { " opacity=\"\(format($0))\"" } ?? ""
            content += "<g data-item=\"\(Escape.xml(label))\" transform=\"\(SVGParts.translate(r.origin))\"\(opacity)>"
                + cards.card(label: scene.text(of: label), size: r.size, colour: scene.colour(label)) + "</g>\n"
        }
        content += "</g>\n"
        // Headers above the items, as UIKit draws (pinned) supplementary views.
        for (s, r) in state.headers.sorted(by: { $0.key < $1.key }) {
            content += header(r, title: sectionTitle(scenario, s)) + "\n"
        }
        out += scene.inContent(content, at: index)
        // The veil over the canvas alone, its own colour, shows nothing: drawn only where the
        // content, the slot, an item or a header reaches outside the viewport.
        let viewport = Rect(origin: scene.viewportOrigin(frame.offset), size: scenario.stage.viewport)
        let inside = viewport.encloses(scene.contentRect) && state.slot.map(viewport.encloses) ?? true
            && state.items.values.allSatisfy(viewport.encloses) && state.headers.values.allSatisfy(viewport.encloses)
        out += "<g transform=\"\(SVGParts.translate(scene.screenOrigin(frame.offset)))\">"
            + SVGParts.veil(viewport: scenario.stage.viewport, canvas: scene.canvas, origin: .zero, dims: !inside)
            + SVGParts.edgeZones(viewport: scenario.stage.viewport, zone: scene.edgeZone, origin: .zero,
                                 vertical: scene.run.timeline.layouts[0].direction == .vertical, gaps: scene.edgeZoneGaps)
            + (scene.scroll(at: index).map { SVGParts.speed($0, viewport: scenario.stage.viewport, origin: .zero) } ?? "")
            + "</g>\n"
        out += PageIndicator.still(scene, frame: frame)  // carousels only
        out += DataStrip.still(scene, frame: index)  // all but carousels
        out += ScrollIndicator.still(scene, frame: index)  // with a camera
        // Again in the content: the arrows, the lifted snapshot, the finger, the rule's zone.
        content = ""
        if let (label, r, alpha) = state.lifted {
            let opacity = alpha < 1 ? " opacity=\"\(format(alpha))\"" : ""
            if alpha < SVGParts.faintBelow {
                content += "<g data-faint=\"\(Escape.xml(label))\" transform=\"\(SVGParts.translate(r.origin))\">"
                    + SVGParts.faintMark(label: scene.text(of: label), size: r.size) + "</g>\n"
            }
            content += "<g data-lifted=\"\(Escape.xml(label))\" transform=\"\(SVGParts.translate(r.origin))\"\(opacity)>"
                + SVGParts.snapshot(label: scene.text(of: label), size: r.size, colour: scene.colour(label)) + "</g>\n"
        }
        // The exchanges of this step, each from the slot it left to the slot it took: above the
        // snapshot, so that no arrowhead lies under it (issue 34).
        for arrow in arrows {
            content += "<g data-exchange=\"\(Escape.xml(scene.text(of: arrow.label)))\">"
                + SVGParts.arrow(from: arrow.from, to: arrow.to) + "</g>\n"
        }
        // The labels the snapshot or a sliding card covers, again above them.
        content += CoveredLabels.svg(drawn, lifted: state.lifted.map { ($0.label, scene.text(of: $0.label), $0.frame) })
        if let f = state.finger {
            content += "<g transform=\"\(SVGParts.translate(f))\">" + SVGParts.finger() + "</g>\n"
        }
        content += WalkthroughSVG.zoneStill(scene, at: index)  // the rule's deciding zone, as the walkthrough draws it
        out += scene.inContent(content, at: index) + scene.underPicture
        out += text ?? captionBlock(scene, frame: index, time: frame.time, caption: caption, note: note)
        for (k, rule) in (text == nil ? Set(violations.map(\.rule.rawValue)).sorted() : ordered(violations)).enumerated() {
            out += "<g data-violation=\"\(rule)\">"
                + SVGParts.violationBadge(rule, right: scene.canvas.width - 8, top: 4 + 24 * Double(k)) + "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// The rules of `violations`, each once, in the order they first broke (as the walkthrough stacks its badges).
    static func ordered(_ violations: [Violation]) -> [String] {
        var rules: [String] = []
        for v in violations where !rules.contains(v.rule.rawValue) { rules.append(v.rule.rawValue) }
        return rules
    }

    /// The picture's background (the canvas) and the content's box, which lies in the content
    /// (a camera moves it: ``Scene/inContent(_:at:)``).
    static func background(_ scene: Scene) -> (canvas: String, content: String) {
        // The canvas is marked: a page's narrow arrangement gives it the narrow size (NarrowArrangement).
        (SVGParts.rect(Rect(origin: .zero, size: scene.canvas), fill: Palette.canvas, extra: " data-canvas=\"\"") + "\n",
         SVGParts.rect(scene.contentRect, fill: Palette.content, stroke: Palette.contentStroke) + "\n")
    }

    static func header(_ r: Rect, title: String) -> String {
        SVGParts.rect(r, fill: Palette.header)
            + SVGParts.text(title, x: r.minX + 8, y: r.midY, size: 12, fill: Palette.mutedText, anchor: "start",
                            weight: "600")
    }

    /// A section's title, or "Section 0", "Section 1", …: counted from 0, as the index paths
    /// of the data strip, the event log and the page's table count them (`[1,2]` is in section 1).
    static func sectionTitle(_ scenario: Scenario, _ s: Int) -> String {
        guard s < scenario.stage.sections.count else { return "" }
        return scenario.stage.sections[s].title ?? "Section \(s)"
    }

    /// The text under a still: "t = 1.25 s", the caption and note, wrapped, and
    /// the event log as it stands at frame `index`. One group gives the lines the
    /// size, colour and weight most of them have (the log's); a line writes only
    /// what differs (``panelText(_:x:y:size:fill:weight:)``).
    static func captionBlock(_ scene: Scene, frame index: Int, time: Double, caption: String, note: String?) -> String {
        let panel = scene.panel
        let top = scene.canvas.height - scene.captionHeight
        let x = Scene.padding + CaptionPanel.stillIndent
        let room = panel.width - CaptionPanel.stillIndent
        var out = "<g font-size=\"\(format(CaptionPanel.logSize))\" fill=\"\(Palette.mutedText)\" font-weight=\"600\">\n"
        out += panelText("t = \(format(time)) s", x: Scene.padding, y: top + panel.captionY(0), weight: "400")
        for (i, line) in CaptionPanel.wrap(caption, size: CaptionPanel.captionSize, width: room).enumerated() {
            out += panelText(line, x: x, y: top + panel.captionY(i), size: CaptionPanel.captionSize, fill: Palette.text)
        }
        for (i, line) in CaptionPanel.wrap(note ?? "", size: CaptionPanel.noteSize, width: room).enumerated()
        where note != nil {
            out += panelText(line, x: x, y: top + panel.noteY(i), size: CaptionPanel.noteSize, weight: "400")
        }
        out += "\n" + log(scene, at: index)
        return out + "</g>\n"
    }

    /// A line of the still's text panel, left aligned, inside ``captionBlock``'s group:
    /// attributes only where they differ from the group's (12 points, muted, 600).
    static func panelText(_ string: String, x: Double, y: Double, size: Double = CaptionPanel.logSize,
                          fill: String = Palette.mutedText, weight: String = "600") -> String {
        "<text x=\"\(format(x))\" y=\"\(SVGParts.baseline(y, size: size))\""
            + (size == CaptionPanel.logSize ? "" : " font-size=\"\(format(size))\"")
            + (fill == Palette.mutedText ? "" : " fill=\"\(fill)\"") + (weight == "600" ? "" : " font-weight=\"\(weight)\"")
            + ">\(Escape.text(string))</text>"
    }

    /// The event log at frame `index`, newest first and highlighted, as much
    /// as its window holds, and "+k earlier" under it for the entries below
    /// (inside ``captionBlock``'s group).
    static func log(_ scene: Scene, at index: Int) -> String {
        let panel = scene.panel
        let top = scene.canvas.height - scene.captionHeight
        let (count, earlier) = panel.visibleLog(at: index)
        var out = ""
        for e in (0..<count).reversed() {
            let row = panel.logRow(e, count: count)
            let current = e == count - 1
            if current {
                out += panelText("▶", x: Scene.padding - 12, y: top + panel.logY(row), fill: Palette.arrow, weight: "400")
            }
            for (i, line) in panel.log[e].lines.enumerated() where row + i < panel.logWindow {
                out += panelText(line, x: Scene.padding, y: top + panel.logY(row + i),
                                 fill: current ? Palette.arrow : Palette.mutedText, weight: current ? "700" : "600") + "\n"
            }
            if row + panel.log[e].lines.count >= panel.logWindow { break }
        }
        if earlier > 0 {
            out += panelText("+\(earlier) earlier", x: Scene.padding, y: top + panel.logY(panel.logWindow),
                             weight: "400") + "\n"
        }
        return out
    }

    /// Breaks `text` into lines of roughly `width` points (an average glyph is
    /// taken as 0.56 em), at most `lines` of them, the last ending in "…" when cut.
    /// A word longer than a line is broken across lines, never cut. Always at
    /// least one line (empty for empty text).
    ///
    /// Lengths are counted in characters, each word's once and the line's as it grows (counting
    /// the line again for every word made a long log entry quadratic, issue 17). A line's length
    /// is the sum of its words' and its spaces': the words are split at characters that are a
    /// space alone, and no rule that joins characters reaches across a space (a mark joins the
    /// character before it, a flag's or an emoji sequence's parts each other), so rejoining them
    /// with spaces joins nothing. `TextTests` compares this with counting every line again, on
    /// texts of marks, flags, emoji sequences, jamo, CR LF and runs of spaces.
    static func wrap(_ text: String, width: Double, fontSize: Double, lines: Int) -> [String] {
        let perLine = max(8, Int(width / (fontSize * 0.56)))
        // A text that fits one line as it is (no more bytes than the line has characters, no space
        // at either end or two together, which the words would be rejoined without) is its one
        // line: a data strip's cell asks this of every label in every still.
        if !text.isEmpty, text.utf8.count <= perLine, text.utf8.first != 0x20, text.utf8.last != 0x20,
           !zip(text.utf8, text.utf8.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) {
            return [text]
        }
        var result: [String] = []
        var current = "", currentLength = 0
        for whole in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(whole)
            var wordLength = word.count
            while wordLength > perLine {   // a word longer than a line: break it
                if !current.isEmpty { result.append(current) }
                result.append(String(word.prefix(perLine)))
                word = word.dropFirst(perLine)
                wordLength -= perLine
                current = ""
                currentLength = 0
            }
            if current.isEmpty {
                current = String(word)
                currentLength = wordLength
            } else if currentLength + 1 + wordLength <= perLine {
                current += " " + word
                currentLength += 1 + wordLength
            } else {
                result.append(current)
                current = String(word)
                currentLength = wordLength
            }
        }
        if !current.isEmpty || result.isEmpty { result.append(current) }
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
