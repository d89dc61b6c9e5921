import CollectionLayout

/// The marks of the annotations (``Scene``'s exchange arrows, edge zones, speed and
/// violation badges), as SVG.
extension SVGParts {
    /// An arrow from `a` to `b` with an open head at `b`, as the walkthrough draws it.
    static func arrow(from a: Point, to b: Point) -> String {
        let d = arrowPath(from: a, to: b)
        guard !d.isEmpty else { return "" }
        return "<path d=\"\(d)\" stroke=\"\(Palette.arrow)\" stroke-width=\"2.5\" stroke-linecap=\"round\" "
            + "stroke-linejoin=\"round\" fill=\"none\"/>"
    }

    /// An arrow from `a` to `b` as one open path for a stroke: the shaft, then
    /// an open head at `b`, drawn relative to `b` ("" when the points are
    /// within a point).
    ///
    /// Slots that differ in both row and column get an L: along the first
    /// slot's row, then down (or up) the second's column. Its ends lie near
    /// the slots' top-left corners (``Scene/arrowEnd(_:)``), so the L runs
    /// along the top of the cards of one row and the left of one column, clear
    /// of the labels at their centres; a straight diagonal between two such
    /// corners runs through a card's centre, over its label.
    static func arrowPath(from a: Point, to b: Point) -> String {
        var dx = b.x - a.x, dy = b.y - a.y
        var length = (dx * dx + dy * dy).squareRoot()
        guard length > 1 else { return "" }
        var elbow = ""
        if abs(dx) > 1 && abs(dy) > 1 {
            elbow = "H\(format(b.x))"
            dx = 0
            length = abs(dy)
        }
        let ux = dx / length, uy = dy / length
        let head = min(9, length / 2)
        // The head's two ends, from the tip.
        let left = Point(x: -ux * head - uy * head * 0.55, y: -uy * head + ux * head * 0.55)
        let right = Point(x: -ux * head + uy * head * 0.55, y: -uy * head - ux * head * 0.55)
        let shaft = !elbow.isEmpty || a.x == b.x ? elbow + "V\(format(b.y))"
            : a.y == b.y ? "H\(format(b.x))" : "L\(format(b.x)) \(format(b.y))"
        func pair(_ p: Point) -> String {
            let y = format(p.y, places: 1)
            return format(p.x, places: 1) + (y.hasPrefix("-") ? y : " " + y)
        }
        return "M\(format(a.x)) \(format(a.y))\(shaft)m\(pair(left))l\(pair(Point(x: -left.x, y: -left.y))) \(pair(right))"
    }

    /// The auto-scroll's edge zones: bands `zone` wide inside the viewport's
    /// edges (at the origin; translate by the offset), cut to the viewport (a
    /// band never has a negative size, which SVG rejects), lightly tinted, each
    /// with a dashed line on its inner edge.
    ///
    /// Only the two edges across the scroll axis (`vertical`: top and bottom)
    /// get a band: a model may also check the other edges, but the content
    /// cannot scroll that way, so a band there would only hide the rows.
    ///
    /// A line breaks at `gaps` (spans along it from the viewport's corner:
    /// ``Scene/edgeZoneGaps``), where the labels of the cards it lies over are:
    /// drawn over a label, its dashes read as strokes of the letters.
    static func edgeZones(viewport: Size, zone: Double, origin: Point, vertical: Bool,
                          gaps: [ClosedRange<Double>] = []) -> String {
        guard zone > 0 else { return "" }
        let v = Rect(origin: origin, size: viewport)
        let high = min(zone, v.height), wide = min(zone, v.width)
        let bands = vertical
            ? [Rect(x: v.minX, y: v.minY, width: v.width, height: high),
               Rect(x: v.minX, y: v.maxY - high, width: v.width, height: high)]
            : [Rect(x: v.minX, y: v.minY, width: wide, height: v.height),
               Rect(x: v.maxX - wide, y: v.minY, width: wide, height: v.height)]
        // A light tint (the rows under it keep their colours) and a dashed line on each
        // band's inner edge: where the finger starts the scroll.
        let along = vertical ? v.width : v.height
        var pieces: [(start: Double, length: Double)] = []
        var at = 0.0
        for gap in gaps where gap.upperBound > at && gap.lowerBound < along {
            if gap.lowerBound > at { pieces.append((at, gap.lowerBound - at)) }
            at = gap.upperBound
        }
        if at < along { pieces.append((at, along - at)) }
        func line(_ x: Double, _ y: Double) -> String {
            pieces.map { vertical ? "M\(format(x + $0.start)) \(format(y))h\(format($0.length))"
                                  : "M\(format(x)) \(format(y + $0.start))v\(format($0.length))" }.joined()
        }
        let edges = vertical
            ? line(v.minX, v.minY + high) + line(v.minX, v.maxY - high)
            : line(v.minX + wide, v.minY) + line(v.maxX - wide, v.minY)
        return bands.map { rect($0, fill: Palette.edgeZone, extra: " opacity=\".12\"") }.joined()
            + (edges.isEmpty ? ""
               : "<path d=\"\(edges)\" stroke=\"\(Palette.edgeZone)\" stroke-width=\"1.5\" stroke-dasharray=\"5 4\" fill=\"none\"/>")
    }

    /// "↓ 12 pt/frame" at the viewport's top-right corner (at the origin; translate by the offset).
    static func speed(_ d: Point, viewport: Size, origin: Point) -> String {
        let arrow = direction(d)
        let label = "\(arrow) \(format(max(abs(d.x), abs(d.y)))) pt/frame"
        // On a light plate, so it reads over the rows it covers (glyphs taken as 0.62 em wide, bold).
        let width = Double(label.count) * 12 * 0.62 + 8
        let right = origin.x + viewport.width - 4
        return rect(Rect(x: right - width, y: origin.y + 7, width: width, height: 18), fill: Palette.content,
                    rx: 4, extra: " opacity=\"0.9\"")
            + text(label, x: right - 4, y: origin.y + 16, size: 12, fill: Palette.edgeZoneText, anchor: "end",
                   weight: "700")
    }

    /// An arrow for a scroll's main direction.
    static func direction(_ d: Point) -> String {
        abs(d.y) >= abs(d.x) ? (d.y > 0 ? "↓" : "↑") : (d.x > 0 ? "→" : "←")
    }

    /// A red badge naming a broken rule, right-aligned at `right`, `top`.
    static func violationBadge(_ rule: String, right: Double, top: Double) -> String {
        let width = 9 * Double(rule.count + 4)
        return rect(Rect(x: right - width, y: top, width: width, height: 20), fill: Palette.violation, rx: 4)
            + text("⚠ \(rule)", x: right - 6, y: top + 10, size: 12, fill: "#fff", anchor: "end", weight: "600")
    }
}
