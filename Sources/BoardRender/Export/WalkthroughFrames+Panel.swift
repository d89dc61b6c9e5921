import CollectionLayout
import ReorderEngine

/// The walkthrough's text panel as one frame shows it, drawn without animation:
/// the same rows, positions, sizes and colours as `WalkthroughSVG.panel` puts
/// on the canvas at that frame (the clock to the tenth and the pace mark, the
/// step's caption and note, the event log in its window with its band and
/// "▶", "+k earlier"), so an exported frame and the walkthrough paused at the
/// same second look alike.
extension WalkthroughFrames {
    static func panel(_ scene: Scene, frame f: Int) -> String {
        let t = scene.run.timeline
        let panel = scene.panel
        let top = scene.canvas.height - scene.captionHeight
        var out = "<g transform=\"translate(0,\(format(top)))\">\n"
        // The clock: "t = 1." right-aligned at the join, "2" from it, "s" after it.
        let places = WalkthroughSVG.clockPlaces(t)
        let clock = WalkthroughSVG.clockParts(tick: WalkthroughSVG.clockTick(t.frames[f].time, places: places),
                                              places: places)
        let join = WalkthroughSVG.clockJoin(places: places)
        out += "<g data-clock=\"\" font-size=\"12\" fill=\"\(Palette.text)\" font-weight=\"600\">"
            + line(clock.head, x: join, y: panel.clockY, size: 12, attributes: " text-anchor=\"end\"")
            + line(clock.digit, x: join, y: panel.clockY, size: 12)
            + line(clock.unit, x: join + WalkthroughSVG.clockUnit, y: panel.clockY, size: 12) + "</g>\n"
        if let mark = scene.story.marks[f] {
            out += "<g data-pace=\"\" font-size=\"12\" fill=\"\(Palette.edgeZoneText)\" font-weight=\"700\">"
                + line(mark, x: Scene.padding + 72, y: panel.clockY, size: 12) + "</g>\n"
        }
        // The step's caption and note.
        let i = step(scene, frame: f)
        out += "<g data-caption=\"\" font-size=\"13\" fill=\"\(Palette.text)\" font-weight=\"600\">"
        for (k, text) in panel.captions[i].enumerated() {
            out += line(text, x: Scene.padding, y: panel.captionY(k), size: CaptionPanel.captionSize)
        }
        for (k, text) in panel.notes[i].enumerated() {
            out += line(text, x: Scene.padding, y: panel.noteY(k), size: CaptionPanel.noteSize,
                        attributes: " font-size=\"12\" fill=\"\(Palette.mutedText)\" font-weight=\"400\"")
        }
        out += "</g>\n"
        out += log(scene, frame: f)
        return out + "</g>\n"
    }

    /// The event log at frame `f`: the window's rows, the newest entry's on a
    /// band marked "▶", each entry's lines that fall inside the window.
    static func log(_ scene: Scene, frame f: Int) -> String {
        let panel = scene.panel
        guard !panel.log.isEmpty else { return "" }
        let lineHeight = CaptionPanel.logLine
        let area = Rect(x: 0, y: panel.logY(0) - lineHeight / 2, width: scene.canvas.width,
                        height: lineHeight * Double(panel.logWindow))
        let (count, earlier) = panel.visibleLog(at: f)
        var body = ""
        if count > 0 {
            let band = Rect(x: Scene.padding - 16, y: 0, width: scene.canvas.width - 2 * Scene.padding + 16,
                            height: lineHeight)
            body += "<g>" + SVGParts.rect(band, fill: Palette.logBand)
                + line("▶", x: Scene.padding - 12, y: lineHeight / 2, size: 12, attributes: " fill=\"\(Palette.arrow)\"")
                + "</g>\n"
        }
        body += "<g fill=\"\(Palette.mutedText)\">"
        for e in 0..<count {
            let row = panel.logRow(e, count: count)
            guard row < panel.logWindow else { continue }
            for (k, text) in panel.log[e].lines.enumerated() where row + k < panel.logWindow {
                body += line(text, x: Scene.padding, y: lineHeight * (Double(row + k) + 0.5), size: 12)
            }
        }
        body += "</g>\n"
        var out = "<clipPath id=\"l\"><rect width=\"\(format(area.width))\" height=\"\(format(area.height))\"/></clipPath>\n"
            + "<g transform=\"\(SVGParts.translate(area.origin))\" clip-path=\"url(#l)\" font-size=\"12\" "
            + "font-weight=\"600\">\n" + body + "</g>\n"
        if earlier > 0 {
            out += "<g font-size=\"12\" fill=\"\(Palette.mutedText)\" font-weight=\"600\">"
                + line("+\(earlier) earlier", x: Scene.padding, y: panel.logY(panel.logWindow), size: 12) + "</g>\n"
        }
        return out
    }

    /// A line of text styled by its group, its middle at `y` (as the walkthrough writes it).
    static func line(_ text: String, x: Double, y: Double, size: Double, attributes: String = "") -> String {
        "<text x=\"\(format(x))\" y=\"\(SVGParts.baseline(y, size: size))\"\(attributes)>\(Escape.xml(text))</text>"
    }
}
