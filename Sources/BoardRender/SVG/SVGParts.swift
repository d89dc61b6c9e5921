import CollectionLayout

/// Small pieces of SVG markup shared by the frame and walkthrough writers.
/// Every user string goes through ``Escape/xml(_:)`` (attributes) or ``Escape/text(_:)`` (text content) here.
enum SVGParts {
    static let fontFamily = "-apple-system,'Segoe UI',Roboto,Arial,sans-serif"

    /// The root element. It gives every picture's text its usual colour and weight (most
    /// groups' and lines', said once): a text of normal weight says so, `font-weight="400"`.
    /// `frame` and `time` (seconds) mark a still picture's
    /// moment on the timeline, and `playback` when the walkthrough shows it
    /// (seconds into its loop, docs/pacing.md), for tools and tests.
    static func open(width: Double, height: Double, title: String, desc: String,
                     frame: (index: Int, time: Double, playback: Double)? = nil) -> String {
        let w = format(width), h = format(height)
        let moment = frame.map {
            " data-frame=\"\($0.index)\" data-time=\"\(format($0.time, places: 6))\" "
                + "data-walkthrough-time=\"\(format($0.playback, places: 6))\""
        } ?? ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
            + "role=\"img\" font-family=\"\(fontFamily)\" fill=\"\(Palette.text)\" font-weight=\"600\"\(moment)>\n"
            + "<title>\(Escape.text(title))</title>\n<desc>\(Escape.text(desc))</desc>\n"
    }

    static func rect(_ r: Rect, fill: String, stroke: String? = nil, strokeWidth: Double = 1,
                     rx: Double = 0, extra: String = "") -> String {
        var s = "<rect" + (r.minX == 0 ? "" : " x=\"\(format(r.minX))\"") + (r.minY == 0 ? "" : " y=\"\(format(r.minY))\"")
            + " width=\"\(format(r.width))\" height=\"\(format(r.height))\""
        if rx > 0 { s += " rx=\"\(format(rx))\"" }
        s += " fill=\"\(fill)\""
        if let stroke { s += " stroke=\"\(stroke)\"" + (strokeWidth == 1 ? "" : " stroke-width=\"\(format(strokeWidth))\"") }
        return s + extra + "/>"
    }

    /// A line of text; `fill` `nil` leaves the colour to the parent; `extra`, more attributes.
    static func text(_ string: String, x: Double, y: Double, size: Double = 13, fill: String? = Palette.text,
                     anchor: String = "middle", weight: String? = nil, extra: String = "") -> String {
        var s = "<text x=\"\(format(x))\" y=\"\(baseline(y, size: size))\" font-size=\"\(format(size))\""
            + (fill.map { " fill=\"\($0)\"" } ?? "") + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"")
        if let weight { s += " font-weight=\"\(weight)\"" }
        return s + extra + ">\(Escape.text(string))</text>"
    }

    /// The baseline of a line of text whose middle is at `y`: a third of the
    /// size below (for the sans-serif faces the pictures name, the middle of a
    /// capital's height and of an x-height line lies about there), written
    /// out rather than left to `dominant-baseline`, which every line would
    /// otherwise carry. Rounded to a whole point: the rule is no closer than
    /// that for any face, half a point is not seen at these sizes, and each
    /// line is two bytes shorter (a ninth of a walkthrough's lines are text).
    static func baseline(_ y: Double, size: Double) -> String { format(y + size * 0.35, places: 0) }

    /// An item card drawn at the origin (the caller translates it), showing `label`.
    static func card(label: String, size: Size, colour: Int) -> String {
        let r = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let fontSize = CardShapes.labelSize(size)
        return rect(r, fill: Palette.fill(colour), stroke: Palette.stroke(colour), strokeWidth: 1.5, rx: 6)
            + text(label, x: size.width / 2, y: size.height / 2, size: fontSize, weight: "600")
    }

    /// The lifted snapshot: a shadow, a thicker outline and the card.
    static func snapshot(label: String, size: Size, colour: Int) -> String {
        let r = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return rect(r.offsetBy(dx: 3, dy: 5), fill: Palette.shadow, rx: 7, extra: " opacity=\".22\"")
            + card(label: label, size: size, colour: colour)
            + rect(r, fill: "none", stroke: Palette.text, strokeWidth: 2, rx: 6)
    }

    /// A lifted snapshot more transparent than this is also drawn as a *faint
    /// mark*: its outline dashed in the finger's colour, and its label, so the
    /// eye finds it (a table row's snapshot that fades in over a lift peaks at
    /// 8% opacity when a flick releases it at once: drawn alone it is not seen).
    static let faintBelow = 0.5

    /// The faint mark of a lifted snapshot of `size` (at the origin), labelled
    /// at its right end in the mark's orange, so that the label stays clear of
    /// the centred label of a card the snapshot passes over (unless the card is
    /// too narrow for two labels: then in the middle).
    static func faintMark(label: String, size: Size) -> String {
        let r = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let fontSize = CardShapes.labelSize(size)
        let atEnd = size.width >= 160
        return rect(r, fill: "none", stroke: Palette.finger, strokeWidth: 2, rx: 6, extra: " stroke-dasharray=\"6 4\"")
            + text(label, x: atEnd ? size.width - 10 : size.width / 2, y: size.height / 2, size: fontSize,
                   fill: Palette.fingerText, anchor: atEnd ? "end" : "middle", weight: "700")
    }

    /// The dimming veil: everything but the viewport window (at the origin; translate it by the offset).
    /// With `marked`, the viewport's frame carries `data-viewport` (the walkthrough's: a player scrolls
    /// a picture wider than its window so that the frame stays in view).
    /// With `dims` false, only the viewport's outline: nothing drawn lies outside it.
    static func veil(viewport: Size, canvas: Size, origin: Point, marked: Bool = false, dims: Bool = true) -> String {
        let outline = rect(Rect(origin: origin, size: viewport), fill: "none", stroke: Palette.viewport, strokeWidth: 2,
                           rx: 4, extra: marked ? " data-viewport=\"\"" : "")
        guard dims else { return outline }
        // A huge outer rectangle with the viewport as an even-odd hole, so the
        // veil can be translated freely without uncovering the canvas.
        let big = 4 * max(canvas.width, canvas.height) + 1000
        let ox = origin.x, oy = origin.y
        let outer = "M\(format(-big)) \(format(-big))H\(format(big))V\(format(big))H\(format(-big))Z"
        let inner = "M\(format(ox)) \(format(oy))h\(format(viewport.width))v\(format(viewport.height))"
            + "h\(format(-viewport.width))Z"
        return "<path d=\"\(outer)\(inner)\" fill=\"\(Palette.dim)\" fill-rule=\"evenodd\" opacity=\".62\"/>" + outline
    }

    /// The finger, touching at the origin: the fingertip drawn below and to the right of it
    /// (``fingertip``), clear of a label centred on the touched item, and a short leader from the
    /// tip towards the contact point that stops ``leaderGap`` points short of it, under a 16-point
    /// label's half height (issue 34: a ring of 3 points at the contact point sat on the label).
    static func finger() -> String {
        let (start, end) = leader
        return "<circle cx=\"\(format(fingertip.x))\" cy=\"\(format(fingertip.y))\" r=\"9\" fill=\"\(Palette.finger)\" "
            + "fill-opacity=\".25\" stroke=\"\(Palette.finger)\" stroke-width=\"2\"/>"
            + "<path d=\"M\(format(start.x)) \(format(start.y))L\(format(end.x)) \(format(end.y))\" stroke=\"\(Palette.finger)\" "
            + "stroke-width=\"1.5\" stroke-linecap=\"round\"/>"
    }

    /// How far short of the contact point the leader stops.
    static let leaderGap = 11.0

    /// The leader's ends: from the tip's edge (radius 9) to ``leaderGap`` from the contact point,
    /// along the line that joins them.
    static var leader: (start: Point, end: Point) {
        let length = (fingertip.x * fingertip.x + fingertip.y * fingertip.y).squareRoot()
        let u = Point(x: fingertip.x / length, y: fingertip.y / length)
        let start = length - 9
        return (Point(x: u.x * start, y: u.y * start), Point(x: u.x * leaderGap, y: u.y * leaderGap))
    }

    /// Where the fingertip is drawn, from the contact point: 20 points down, more
    /// than a 16-point label's half height and the tip's radius together
    /// (8 + 9 = 17 < 20), so it stays off the text of the item it touches.
    static let fingertip = Point(x: 16, y: 20)

    static func translate(_ p: Point) -> String { "translate(\(format(p.x)),\(format(p.y)))" }
}
