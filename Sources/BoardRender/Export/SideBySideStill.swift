import CollectionLayout
import Scenario

/// One moment of the side-by-side walkthrough (``WalkthroughSVG/sideBySide(_:bodies:partings:)``)
/// drawn without animation, for `export`'s film of a board of several profiles: the same
/// layout (panels two abreast in profile order, or one under another where two do not fit a
/// tracker's column (``abreast(_:cell:)``), each under a header naming its profile and
/// what it broke; above them "Where they part"), each panel the still of its own frame as
/// its walkthrough shows it at that second (``WalkthroughFrames/svg(_:frame:)``), and each
/// "Where they part" line banded and marked "◆" from its frame on, as the animation does.
struct SideBySideStill {
    let scenes: [Scene]
    let partings: [PartingLine]
    /// The rows of ``nowhereText`` when the profiles never part, else none.
    let nowhere: [String]
    static let nowhereText = "Nowhere: every profile shows the same screen, data, offset and violations throughout."
    let columns: Int
    let cell: Size
    let top: Double
    let size: Size

    init(_ scenes: [Scene]) {
        self.scenes = scenes
        cell = Size(width: scenes.map(\.canvas.width).max() ?? 0, height: scenes.map(\.canvas.height).max() ?? 0)
        columns = Self.abreast(scenes.count, cell: cell.width)
        let rows = (scenes.count + columns - 1) / columns
        let width = Double(columns) * cell.width + Double(columns - 1) * WalkthroughSVG.sideGap
        partings = PartingLine.lines(scenes.map(\.run), width: width - 2 * Scene.padding - 16)
        // Wrapped as the partings are: one panel's width does not hold it on one line.
        nowhere = partings.isEmpty ? PartingLine.wrapped(Self.nowhereText, chars: max(20, Int((width - 2 * Scene.padding) / 7))) : []
        top = Scene.padding + 20 + WalkthroughSVG.partLine * Double(max(1, partings.count, nowhere.count)) + 8
        size = Size(width: Double(columns) * cell.width + Double(columns - 1) * WalkthroughSVG.sideGap,
                    height: top + Double(rows) * (WalkthroughSVG.sideHeader + cell.height)
                        + Double(rows - 1) * WalkthroughSVG.sideGap)
    }

    /// How many panels `cell` points wide stand abreast: two, as the site's walkthrough has them,
    /// where two fit a tracker's column (``TrackerColumn``: 2 × cell + the gap of 16 ≤ 880), else
    /// one under another (and one for a single panel). Stacked, the text keeps its size; scaled
    /// to the column, two panels of 560 would draw the strip's 11 px numbers at 8.5 px (11 × 880 / 1136).
    static func abreast(_ count: Int, cell: Double) -> Int {
        count > 1 && 2 * cell + WalkthroughSVG.sideGap <= TrackerColumn.width ? 2 : 1
    }

    /// The picture at frame `f` of the longest run (a shorter run shows its last frame after its end).
    /// No title, description or frame number: equal moments are equal text.
    func svg(frame f: Int) -> String {
        let width = size.width
        let partLine = WalkthroughSVG.partLine, sideHeader = WalkthroughSVG.sideHeader
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width))\" height=\"\(format(size.height))\" "
            + "viewBox=\"0 0 \(format(width)) \(format(size.height))\" font-family=\"\(SVGParts.fontFamily)\">\n"
        out += SVGParts.rect(Rect(x: 0, y: 0, width: width, height: size.height), fill: Palette.canvas) + "\n"
        // Session time, as the walkthrough's line says it (every run has the same times for the
        // frames it has; the longest has them all), not the film's playback time.
        let longest = scenes.max { $0.run.timeline.frames.count < $1.run.timeline.frames.count } ?? scenes[0]
        let seconds = longest.run.timeline.frames.map(\.time)
        out += "<g font-size=\"13\" fill=\"\(Palette.text)\">"
        out += SVGParts.text("Where they part", x: Scene.padding, y: Scene.padding + 8, size: 14, anchor: "start",
                             weight: "700")
        for (k, row) in nowhere.enumerated() {
            out += SVGParts.text(row, x: Scene.padding, y: Scene.padding + 20 + partLine * (Double(k) + 0.5), size: 13,
                                 fill: nil, anchor: "start")
        }
        for (k, line) in partings.enumerated() {
            let at = min(line.frame, seconds.count - 1)
            let y = Scene.padding + 20 + partLine * Double(k)
            if f >= at {
                let band = Rect(x: Scene.padding - 6, y: y, width: width - 2 * Scene.padding + 12, height: partLine)
                out += "<g>" + SVGParts.rect(band, fill: Palette.logBand)
                    + (line.continued ? "" : SVGParts.text("◆", x: Scene.padding, y: y + partLine / 2, size: 12,
                                                           fill: Palette.arrow, anchor: "start")) + "</g>"
            }
            out += SVGParts.text(line.text,
                                 x: Scene.padding + 16, y: y + partLine / 2, size: 13, fill: nil, anchor: "start")
        }
        out += "</g>\n"
        for (i, scene) in scenes.enumerated() {
            let origin = Point(x: Double(i % columns) * (cell.width + WalkthroughSVG.sideGap),
                               y: top + Double(i / columns) * (sideHeader + cell.height + WalkthroughSVG.sideGap))
            let t = scene.run.timeline
            let profile = t.provenance.label
            let broke = WalkthroughSVG.orderedUnique(t.violations.map(\.rule.rawValue))
            let status = broke.isEmpty ? "no violations" : "⚠ " + broke.joined(separator: ", ")
            out += "<g transform=\"\(SVGParts.translate(origin))\">\n"
            out += SVGParts.rect(Rect(x: 0, y: 0, width: cell.width, height: sideHeader), fill: Palette.header)
            out += SVGParts.text(profile, x: Scene.padding, y: sideHeader / 2, size: 14, anchor: "start", weight: "700")
            out += SVGParts.text(status, x: cell.width - Scene.padding, y: sideHeader / 2, size: 12,
                                 fill: broke.isEmpty ? Palette.mutedText : Palette.violation, anchor: "end",
                                 weight: "600")
            out += "</g>\n"
            // The panel's still, nested at its natural size (clipped to its canvas by the nested
            // <svg>), its one id (the event log's clip) made its own.
            let still = WalkthroughFrames.svg(scene, frame: min(f, t.frames.count - 1))
                .replacingOccurrences(of: "<clipPath id=\"l\">", with: "<clipPath id=\"p\(i + 1)l\">")
                .replacingOccurrences(of: "url(#l)", with: "url(#p\(i + 1)l)")
            out += still.replacingOccurrences(
                of: "<svg xmlns=\"http://www.w3.org/2000/svg\" ",
                with: "<svg x=\"\(format(origin.x))\" y=\"\(format(origin.y + sideHeader))\" ")
        }
        return out + "</svg>\n"
    }
}
