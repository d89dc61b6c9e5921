/// Colours that read on light and dark page backgrounds (the SVG carries its own
/// light canvas, so pictures look the same in both schemes).
///
/// Colours drawn many times are written in three hex digits ("#123", not
/// "#1f2430"): a walkthrough names a colour some sixty times. Text colours keep
/// a contrast of at least 4.5:1 on the white panels (#567 5.9:1, #d22 4.9:1,
/// #a50 5.2:1, #73e 6.0:1), as their six-digit forms did; the two canvas greys,
/// drawn once or twice, keep theirs.
enum Palette {
    static let canvas = "#f4f5f7"
    static let content = "#fff"
    static let contentStroke = "#ccd"
    static let viewport = "#26e"
    static let dim = "#f4f5f7"
    static let text = "#123"
    static let mutedText = "#567"
    static let header = "#e3e7ee"
    static let finger = "#f71"
    /// Text in the finger's orange (a faint snapshot's label), dark enough to read on a card.
    static let fingerText = "#a50"
    static let violation = "#d22"
    /// A lifted snapshot's shadow, at 22 %: the ink of the text (the walkthrough's snapshot leaves
    /// its shadow unfilled, so that it takes the picture's fill, which is this colour).
    static let shadow = text
    static let arrow = "#73e"
    /// Behind the event log's newest entry.
    static let logBand = "#eef"
    static let edgeZone = "#f90"
    static let edgeZoneText = "#a50"
    /// A target rule's deciding zone (``SVGParts/zoneMark(_:item:rects:)``): a deep teal, 5.5:1 on
    /// white as text, far from the items' fills and the finger's orange.
    static let zone = "#076"
    /// Item fills, by initial position.
    static let items = ["#bdf", "#bfd", "#fe9", "#fcc", "#ddf", "#aff", "#fdb", "#edf"]
    static let itemStrokes = ["#38f", "#2c5", "#d70", "#e44", "#85f", "#0bd", "#f71", "#a5f"]

    static func fill(_ i: Int) -> String { items[i % items.count] }
    static func stroke(_ i: Int) -> String { itemStrokes[i % itemStrokes.count] }
}
