import CollectionLayout
import ReorderEngine

/// The mark of a target rule's deciding zone (``DecidingZone``), as SVG.
extension SVGParts {
    /// The zone on its target, canvas coordinates (`item` the target, `rects` the parts that
    /// decide): each part in a dashed outline, tinted once the test passes and hollow while it
    /// does not (failed, or not tested yet: ``DecidingZone/pending``), and its name
    /// (``name(_:)``: "C: swap 0.5 ✓") in 11-point bold type (the least the pages show) on a
    /// label of the content's colour, so that it keeps its contrast in both schemes over any
    /// card. The label goes where it covers neither the `snapshot` nor any item's label (`labels`):
    /// inside the target at its top right, top left, bottom right or bottom left, else just above
    /// or below it, kept inside `bounds`. Drawn above the snapshot, which often covers the target.
    static func zoneMark(_ zone: DecidingZone, item: Rect, rects: [Rect], snapshot: Rect? = nil,
                         labels: [Rect] = [], bounds: Rect? = nil) -> String {
        let tinted = zone.passed && !zone.pending
        var out = ""
        for r in rects where r.width > 0 && r.height > 0 {
            out += rect(r, fill: tinted ? Palette.zone : "none", stroke: Palette.zone, strokeWidth: 1.5,
                        extra: (tinted ? " fill-opacity=\".22\"" : "") + " stroke-dasharray=\"4 3\"")
        }
        let label = name(zone)
        let box = zoneLabelBox(label, item: item, snapshot: snapshot, labels: labels, bounds: bounds)
        return out + rect(box, fill: Palette.content, stroke: Palette.zone, strokeWidth: 1, rx: 3)
            + text(label, x: box.midX, y: box.midY, size: 11, fill: Palette.zone, weight: "700")
    }

    /// What a zone's label says: the target by name (once the item has moved, another item may
    /// stand where the test was made; a long name is left out), the test, and its state: "✓" it
    /// passed (the item moves), "(wait)" the pointer is in it and the rule's next call will pass it,
    /// "✗" not passed: "C: swap 1 ✓", "C: swap 1 (wait)", "D: lower half ✗". (Not "…": a line
    /// ending in an ellipsis reads as text cut short, and the browser tests take it as one.)
    static func name(_ zone: DecidingZone) -> String {
        let target = zone.label.count <= 12 && !zone.label.isEmpty ? zone.label + ": " : ""
        let state = zone.passed ? (zone.pending ? "(wait)" : "✓") : "✗"
        return target + zone.test.name + " " + state
    }

    /// The box of a zone's label `text` on the target drawn at `item`: 11-point bold, about 0.62 em
    /// a character and 4 points of padding each side, 15 high; the first place, moved inside
    /// `bounds`, that overlaps neither the snapshot nor a label, else the first that overlaps no
    /// label, else the first.
    static func zoneLabelBox(_ text: String, item: Rect, snapshot: Rect?, labels: [Rect], bounds: Rect?) -> Rect {
        let w = Double(text.count) * 11 * 0.62 + 8, h = 15.0, inset = 3.0
        let right = item.maxX - inset - w, left = item.minX + inset
        let top = item.minY + inset, bottom = item.maxY - inset - h
        var places = [Point(x: right, y: top), Point(x: left, y: top), Point(x: right, y: bottom),
                      Point(x: left, y: bottom), Point(x: right, y: item.minY - h - 2), Point(x: right, y: item.maxY + 2)]
        if item.height < 2 * h + 2 * inset { places = [places[0], places[1], places[4], places[5]] }
        let boxes = places.map { p -> Rect in
            var x = p.x, y = p.y
            if let b = bounds {
                x = max(b.minX, min(x, b.maxX - w))
                y = max(b.minY, min(y, b.maxY - h))
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
        let clear = { (b: Rect) in !labels.contains { $0.intersects(b) } }
        return boxes.first { clear($0) && !(snapshot?.intersects($0) ?? false) } ?? boxes.first(where: clear) ?? boxes[0]
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
