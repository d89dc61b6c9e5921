import CollectionLayout

extension Scene {
    /// Where the edge zones' dashed lines break (``SVGParts/edgeZones(viewport:zone:origin:vertical:gaps:)``),
    /// so that they cross no label (issue 34: at edge-scroll's end, the bottom zone's line ran
    /// through row 7's label in the walkthrough and the stills). Spans along the lines, in the
    /// viewport's coordinates (x for a vertical scroll, y for a horizontal one): wherever a card's
    /// label can lie on them, as wide as the board's longest label, and a section title's place.
    ///
    /// The items move along the scroll axis under the lines, not across it, so the spans are the
    /// same on every frame: a still and the walkthrough break the lines in the same places, and
    /// the walkthrough needs no animation for them. A card's label is centred
    /// (``CoveredLabels/box(_:in:)``'s estimate of its width); a title starts 8 points in.
    /// Sampled from each layout's first items of each section in the region (at most
    /// ``gapSample`` a layout, of at most ``gapLayouts`` layouts): they hold every column.
    ///
    /// - Complexity: O(l × s + c log c) for l characters of labels, s samples and c spans.
    var edgeZoneGaps: [ClosedRange<Double>] {
        guard edgeZone > 0 else { return [] }
        let t = run.timeline
        let vertical = t.layouts[0].direction == .vertical
        let longest = run.scenario.stage.sections.lazy.flatMap(\.items).map { text(of: $0) }
            .max { $0.count < $1.count } ?? ""
        // Across the scroll axis the viewport does not move: its first place is every frame's.
        let corner = viewportOrigin(t.frames[0].offset)
        var spans: [ClosedRange<Double>] = []
        func add(_ box: Rect) {
            let (low, high) = vertical ? (box.minX - corner.x, box.maxX - corner.x) : (box.minY - corner.y, box.maxY - corner.y)
            spans.append((low - Self.gapMargin)...(high + Self.gapMargin))
        }
        for layout in t.layouts.prefix(Self.gapLayouts) {
            var left = Self.gapSample
            for s in layout.sections(in: region) where left > 0 {
                let section = layout.sections[s]
                if let header = section.header {
                    let title = FrameSVG.sectionTitle(run.scenario, s)
                    let r = canvasRect(header)
                    add(Rect(x: r.minX + 8, y: r.midY - 6, width: Double(title.count) * 12 * 0.62, height: 12))
                }
                for r in section.items.prefix(left) where !longest.isEmpty {
                    add(CoveredLabels.box(longest, in: canvasRect(r)))
                }
                left -= min(left, section.items.count)
            }
        }
        // Merged, in order.
        var merged: [ClosedRange<Double>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    /// Points of line left out on each side of a label.
    static let gapMargin = 4.0
    /// The items sampled a layout, and the layouts sampled.
    static let gapSample = 256, gapLayouts = 16
}
