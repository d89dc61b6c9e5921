import CollectionLayout
import ReorderEngine

/// The target rule's deciding zone (``Frame/zone``) in the pictures: on the target, from the
/// frame the rule tested it until another test replaces it or the lift ends.
extension WalkthroughSVG {
    /// The zone frame `f` shows, on the canvas: its target, its parts that decide, its probe.
    static func zone(_ scene: Scene, at f: Int) -> (zone: DecidingZone, item: Rect, rects: [Rect], probe: Point?)? {
        guard let zone = scene.run.timeline.frames[f].zone else { return nil }
        return (zone, scene.canvasRect(zone.item), zone.rects.map(scene.canvasRect),
                zone.probe.map { $0 + scene.origin })
    }

    /// The zone mark of frame `f`'s zone `z`, its label placed off what the frame draws: the
    /// lifted snapshot and each item's label (``CoveredLabels/box(_:in:)``), inside the content.
    static func zoneMark(_ scene: Scene, at f: Int,
                         _ z: (zone: DecidingZone, item: Rect, rects: [Rect], probe: Point?)) -> String {
        let state = scene.state(at: f)
        var labels = state.items.sorted { $0.key < $1.key }.map { CoveredLabels.box(scene.text(of: $0.key), in: $0.value) }
        if let lifted = state.lifted { labels.append(CoveredLabels.box(scene.text(of: lifted.label), in: lifted.frame)) }
        return SVGParts.zoneMark(z.zone, item: z.item, rects: z.rects, snapshot: state.lifted?.frame, labels: labels,
                                 bounds: scene.contentRect)
    }

    /// The zone mark of a still at frame `f` ("" when the frame has none).
    static func zoneStill(_ scene: Scene, at f: Int) -> String {
        guard let z = zone(scene, at: f) else { return "" }
        return zoneGroup(zoneMark(scene, at: f, z), probe: SVGParts.zoneProbe(z.probe, item: z.item))
    }

    /// The marks of the walkthrough: a film strip with a column per distinct mark the shown
    /// frames have (and an empty one for the frames without), and, where the rule tests a
    /// probe, one path whose outline changes with it (a probe moves on every frame: a column
    /// each would repeat the mark). "" when no frame has a zone.
    ///
    /// - Complexity: O(frames + marks).
    static func zones(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        guard clock.shown.contains(where: { t.frames[$0].zone != nil }) else { return "" }
        let stride = filmStride(scene)
        var marks: [String] = []
        var columnOf: [String: Int] = [:]
        var column = [Int](repeating: -1, count: t.frames.count)
        var probes = [String](repeating: "M0 0", count: t.frames.count)
        for f in clock.shown {
            guard let z = zone(scene, at: f) else { continue }
            let mark = zoneMark(scene, at: f, z)
            if columnOf[mark] == nil {
                columnOf[mark] = marks.count
                marks.append(mark)
            }
            column[f] = columnOf[mark] ?? 0
            let probe = SVGParts.zoneProbe(z.probe, item: z.item)
            if !probe.isEmpty { probes[f] = probe }
        }
        var body = ""
        for (k, mark) in marks.enumerated() {
            body += "<g transform=\"translate(\(format(Double(k) * stride)))\">" + mark + "</g>"
        }
        let strip = film(body, column: column.map { $0 < 0 ? marks.count : $0 }, stride: stride, clock: clock)
        let line = probes.contains { $0 != "M0 0" }
            ? "<path d=\"\(probes[0])\" fill=\"none\" stroke=\"\(Palette.zone)\" stroke-width=\"1.5\">"
                + clock.discrete(probes, attribute: "d") + "</path>" : ""
        return zoneGroup(strip, probe: "", line: line)
    }

    /// The marks in one group that the browser tests find them by (`data-zone`).
    private static func zoneGroup(_ marks: String, probe: String, line: String = "") -> String {
        let path = probe.isEmpty ? "" : "<path d=\"\(probe)\" fill=\"none\" stroke=\"\(Palette.zone)\" stroke-width=\"1.5\"/>"
        return "<g data-zone=\"\">" + marks + path + line + "</g>\n"
    }
}
