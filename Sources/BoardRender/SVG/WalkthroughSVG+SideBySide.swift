import Scenario
import CollectionLayout

/// A board of several profiles (`profiles: [system, sortablejs]`) as one
/// animated SVG: a panel per profile, each its whole walkthrough (screen, data
/// strip, clock, caption, event log), on one clock.
///
/// The panels' scenes share their story time (``Scene/share(moments:loop:)``):
/// every panel slows and holds where any has an event, and every loop lasts as
/// long, so one document clock plays them together, in `<img>` too. Above the
/// panels, "Where they part" names the first frame where the profiles differ in
/// screen order, data order, scroll offset and violations; each line is marked
/// "◆" on a band from that moment to the end of the loop.
///
/// Panels stand two abreast (one for a single variant), in the board's profile
/// order, each under a header naming its profile and what it broke. A panel's
/// ids are scoped ("p2.v"), so the panels share the document.
extension WalkthroughSVG {
    static let sideHeader = 28.0, sideGap = 16.0, partLine = 18.0

    /// The panels of `scenes` (the board's variants, in order, sharing their
    /// story time), each drawn by its `bodies` entry (``body(_:)`` of it), with
    /// `partings` (``Parting/find(_:)`` of their runs).
    /// `text` cut to about `width` points of 14 pt bold type (8 points a character, an estimate
    /// on the wide side), ending in `…` where cut; whole when it fits.
    static func fitted(_ text: String, width: Double) -> String {
        let fits = max(4, Int(width / 8))
        return text.count <= fits ? text : String(text.prefix(fits - 1)) + "…"
    }

    static func sideBySide(_ scenes: [Scene], bodies: [String], partings: [Parting]) -> String {
        let first = scenes[0]
        let columns = scenes.count > 1 ? 2 : 1
        let rows = (scenes.count + columns - 1) / columns
        let cell = Size(width: scenes.map(\.canvas.width).max() ?? 0, height: scenes.map(\.canvas.height).max() ?? 0)
        let width = Double(columns) * cell.width + Double(columns - 1) * sideGap
        let block = partingBlock(scenes, width: width)
        let top = block.top
        let height = top + Double(rows) * (sideHeader + cell.height) + Double(rows - 1) * sideGap
        let profiles = scenes.map(\.run.timeline.provenance.label)
        var out = SVGParts.open(width: width, height: height,
                                title: "\(first.run.scenario.title): \(profiles.joined(separator: ", ")), side by side",
                                desc: describe(scenes.map(\.run), partings: partings))
        out += SVGParts.rect(Rect(x: 0, y: 0, width: width, height: height), fill: Palette.canvas,
                             extra: " data-canvas=\"\"") + "\n"
        out += block.svg
        for (i, scene) in scenes.enumerated() {
            let origin = Point(x: Double(i % columns) * (cell.width + sideGap),
                               y: top + Double(i / columns) * (sideHeader + cell.height + sideGap))
            let t = scene.run.timeline
            let broke = orderedUnique(t.violations.map(\.rule.rawValue))
            let status = broke.isEmpty ? "no violations" : "⚠ " + broke.joined(separator: ", ")
            out += "<g data-panel=\"\(Escape.xml(profiles[i]))\" transform=\"\(SVGParts.translate(origin))\">\n"
            out += SVGParts.rect(Rect(x: 0, y: 0, width: cell.width, height: sideHeader), fill: Palette.header)
            // A long name (a recording's, where it came from) is cut to leave the status its room.
            let room = cell.width - 2 * Scene.padding - Double(status.count) * 7 - 12
            out += SVGParts.text(Self.fitted(profiles[i], width: room), x: Scene.padding, y: sideHeader / 2, size: 14,
                                 anchor: "start", weight: "700")
            out += "<g data-status=\"\">" + SVGParts.text(status, x: cell.width - Scene.padding, y: sideHeader / 2, size: 12,
                                 fill: broke.isEmpty ? Palette.mutedText : Palette.violation, anchor: "end",
                                 weight: "600") + "</g>"
            // Clipped to its canvas: a panel's veil spans far beyond it.
            let id = "p\(i + 1)"
            out += "<clipPath id=\"\(id)\"><rect data-canvas=\"\" width=\"\(format(scene.canvas.width))\" "
                + "height=\"\(format(scene.canvas.height))\"/></clipPath>\n"
                + "<g transform=\"translate(0,\(format(sideHeader)))\"><g clip-path=\"url(#\(id))\">\n"
                + scoped(bodies[i], prefix: id) + "</g></g>\n</g>\n"
        }
        return out + "</svg>\n"
    }

    static let nowhereText = "Nowhere: every profile shows the same screen, data, offset and violations throughout."

    /// The rows of "Where they part" for a picture `width` wide (``partingBlock(_:width:narrow:)``).
    static func partingRows(_ scenes: [Scene], width: Double) -> [String] {
        let parted = PartingLine.lines(scenes.map(\.run), width: width - 2 * Scene.padding - 16).map(\.text)
        return parted.isEmpty ? PartingLine.wrapped(nowhereText, chars: max(20, Int((width - 2 * Scene.padding) / 7))) : parted
    }

    /// "Where they part" above the panels of `scenes`, wrapped to a picture `width` wide, and where
    /// the panels start under it. With `narrow`, the narrow arrangement's copy (NarrowArrangement),
    /// drawn with `display="none"` for the style sheet to show at a phone's width.
    static func partingBlock(_ scenes: [Scene], width: Double, narrow: Bool = false) -> (svg: String, top: Double) {
        let first = scenes[0]
        let mark = narrow ? "narrow\" display=\"none" : ""
        let parted = PartingLine.lines(scenes.map(\.run), width: width - 2 * Scene.padding - 16)
        let nowhere = parted.isEmpty ? PartingLine.wrapped(nowhereText, chars: max(20, Int((width - 2 * Scene.padding) / 7))) : []
        let top = Scene.padding + 20 + partLine * Double(max(1, parted.count, nowhere.count)) + 8
        // Where they part: a line per aspect, banded and marked from its moment on.
        // Every scene has the same times for the frames it has; the longest has them all.
        let longest = scenes.max { $0.run.timeline.frames.count < $1.run.timeline.frames.count } ?? first
        let clock = SMILClock(longest.story)
        let seconds = longest.run.timeline.frames.map(\.time)
        var out = "<g data-partings=\"\(mark)\" font-size=\"13\" font-weight=\"400\">"
        out += SVGParts.text("Where they part", x: Scene.padding, y: Scene.padding + 8, size: 14, anchor: "start",
                             weight: "700")
        for (k, row) in nowhere.enumerated() {
            out += SVGParts.text(row, x: Scene.padding, y: Scene.padding + 20 + partLine * (Double(k) + 0.5), size: 13,
                                 fill: nil, anchor: "start")
        }
        for (k, line) in parted.enumerated() {
            let f = min(line.frame, seconds.count - 1)
            let y = Scene.padding + 20 + partLine * Double(k)
            let band = Rect(x: Scene.padding - 6, y: y, width: width - 2 * Scene.padding + 12, height: partLine)
            out += "<g opacity=\"0\">" + SVGParts.rect(band, fill: Palette.logBand)
                + (line.continued ? ""
                   : SVGParts.text("◆", x: Scene.padding, y: y + partLine / 2, size: 12, fill: Palette.arrow, anchor: "start"))
                + clock.discrete(changes: [(0, "0"), (f, "1")]) + "</g>"
            out += SVGParts.text(line.text,
                                 x: Scene.padding + 16, y: y + partLine / 2, size: 13, fill: nil, anchor: "start")
        }
        out += "</g>\n"
        return (out, top)
    }

    /// The side-by-side picture's description: the profiles, and where they part.
    static func describe(_ runs: [ScenarioRun], partings: [Parting]) -> String {
        let profiles = runs.map(\.timeline.provenance.label)
        var s = "\(runs[0].scenario.script.steps.count) steps under \(profiles.count) profiles, side by side: "
            + profiles.joined(separator: ", ") + ". "
        let parted = partings.filter { $0.frame != nil }
        s += parted.isEmpty ? "They never part."
            : "They part in " + parted.map { "\($0.aspect.rawValue.lowercased()) at frame \($0.frame ?? 0)" }
                .joined(separator: ", ") + "."
        if let aligned = LiftAlignment.find(runs) {
            let parted = aligned.partings.filter { $0.frame != nil }
            s += " " + PartingRow.liftSentence(profiles, aligned) + "; from each lift, "
                + (parted.isEmpty ? "they never part."
                   : "they part in " + parted.map { "\($0.aspect.rawValue.lowercased()) \($0.frame ?? 0) frames after it" }
                    .joined(separator: ", ") + ".")
        }
        return s
    }
}
