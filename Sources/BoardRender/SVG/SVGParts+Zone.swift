import CollectionLayout
import ReorderEngine

/// The mark of a target rule's deciding zone (``DecidingZone``), as SVG.
extension SVGParts {
    /// The zone on its target, canvas coordinates (`item` the target, `rects` the parts that
    /// decide): each part lightly tinted, more once the test passes, inside a dashed outline,
    /// and the target's label and the test's name (``DecidingZone/Test/name``, "✓" added once
    /// it passes: "C: swap 0.5 ✓") in 11-point bold type (the least the pages show) at the
    /// target's top-right corner, on a white halo: off the label at the card's centre, legible
    /// over any card. Drawn above the snapshot, which often covers the target, and light
    /// enough that the cards under it keep their colours.
    static func zoneMark(_ zone: DecidingZone, item: Rect, rects: [Rect]) -> String {
        let tint = zone.passed ? ".22" : ".08"
        var out = ""
        for r in rects where r.width > 0 && r.height > 0 {
            out += rect(r, fill: Palette.zone, stroke: Palette.zone, strokeWidth: 1.5,
                        extra: " fill-opacity=\"\(tint)\" stroke-dasharray=\"4 3\"")
        }
        // The target by name ("C: swap 1 ✓"): once the item has moved, another item may stand
        // where the test was made. A long label is left out rather than cover the card.
        let target = zone.label.count <= 12 && !zone.label.isEmpty ? zone.label + ": " : ""
        let name = target + zone.test.name + (zone.passed ? " ✓" : "")
        let halo = " stroke=\"#fff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\""
        return out + text(name, x: item.maxX - 5, y: item.minY + 8, size: 11, fill: Palette.zone, anchor: "end",
                          weight: "700", extra: halo)
    }

    /// The line from what the rule tested (``DecidingZone/probe``: the collision rect's or the
    /// snapshot's centre) to the target's centre, canvas coordinates, as path data: a dot at
    /// the probe and the line ("" without a probe).
    static func zoneProbe(_ probe: Point?, item: Rect) -> String {
        guard let p = probe else { return "" }
        let c = item.center
        return "M\(format(p.x - 2.5)) \(format(p.y))a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0"
            + "M\(format(p.x)) \(format(p.y))L\(format(c.x)) \(format(c.y))"
    }
}

extension DecidingZone.Test {
    /// What the mark calls the test: "swap 0.65", "inverted 0.3", "swap back", "lower half",
    /// "pointer", "closest centre", "closest corners", "rect intersection", "pointer within",
    /// "centre hit" (the legend under the walkthrough says
    /// what each means: ``ZoneLegend``).
    var name: String {
        switch self {
        case .swap(let threshold): "swap \(format(threshold))"
        case .inverted(let threshold): "inverted \(format(threshold))"
        case .swapBack: "swap back"
        case .intersect(let down): down ? "lower half" : "upper half"
        case .intersectAcross(let right): right ? "right half" : "left half"
        case .pointer: "pointer"
        case .closestCentre: "closest centre"
        case .closestCorners: "closest corners"
        case .rectIntersection: "rect intersection"
        case .pointerWithin: "pointer within"
        case .centreHit: "centre hit"
        case .farEdge: "far edge"
        }
    }
}
