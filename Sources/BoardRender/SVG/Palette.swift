/// The pictures' colours, light, and what each becomes in the dark scheme (``darkValues``).
///
/// The SVG carries its own canvas, so a picture is drawn in these light colours and a file
/// (`walkthrough.svg`, `step-NN.svg`) turns dark itself, through a `<style>` that maps each
/// colour to its dark one (``PictureStyle``): the picture is drawn once, whatever the scheme.
///
/// Colours drawn many times are written in three hex digits ("#123", not
/// "#1f2430"): a walkthrough names a colour some sixty times. Every text keeps a contrast of at
/// least 4.5:1 on what it is drawn on, and every mark 3:1, in both schemes
/// (``textPairings``, ``markPairings``; `PaletteContrastTests` works them out).
enum Palette {
    static let canvas = "#f4f5f7"
    static let content = "#fff"
    static let contentStroke = "#ccd"
    static let viewport = "#26e"
    static let dim = "#f4f5f7"
    static let text = "#123"
    static let mutedText = "#567"
    static let header = "#e3e7ee"
    /// 3.2:1 on white (`#f71`, before the dark scheme, was 2.7:1).
    static let finger = "#e60"
    /// Text in the finger's orange (a faint snapshot's label), dark enough to read on any card:
    /// 4.6:1 on the pink one (`#a50` was 4.1:1 on the peach one).
    static let fingerText = "#940"
    /// 4.6:1 on the side-by-side header (`#d22` was 3.9:1), 5.7:1 on white.
    static let violation = "#c11"
    /// A lifted snapshot's shadow, at 22 %: the ink of the text (the walkthrough's snapshot leaves
    /// its shadow unfilled, so that it takes the picture's fill, which is this colour). The dark
    /// scheme cannot map it by colour, the text's ink being light there: ``shadowSelector``.
    static let shadow = text
    /// What only a shadow carries, its opacity: the dark scheme draws it black.
    static let shadowSelector = "[opacity=\".22\"]"
    static let arrow = "#73e"
    /// Behind the event log's newest entry.
    static let logBand = "#eef"
    /// 3.1:1 on white as the zones' dashed edges (`#f90` was 2.0:1); the amber card's stroke too.
    static let edgeZone = "#d70"
    static let edgeZoneText = "#a50"
    /// A target rule's deciding zone (``SVGParts/zoneMark(_:item:rects:snapshot:labels:bounds:)``): a deep teal, 5.5:1 on
    /// white as text, far from the items' fills and the finger's orange.
    static let zone = "#076"
    /// The carousel's page indicator: a pill of the text's ink at this opacity under white
    /// dots and counter (6.0:1 on white; at 0.45 it was 2.8:1).
    static let pillOpacity = 0.7
    /// Item fills, by initial position.
    static let items = ["#bdf", "#bfd", "#fe9", "#fcc", "#ddf", "#aff", "#fdb", "#edf"]
    static let itemStrokes = ["#38f", "#2c5", "#d70", "#e44", "#85f", "#0bd", "#f71", "#a5f"]

    static func fill(_ i: Int) -> String { items[i % items.count] }
    static func stroke(_ i: Int) -> String { itemStrokes[i % itemStrokes.count] }

    /// Each colour the pictures draw, light, and its dark counterpart, the figure's dark theme's
    /// where there is one (docs/theming.md): the canvas the figure's `--bg` (#14161b), the
    /// content a step lighter, text `--fg` and `--muted`, marks lightened until they read on the
    /// dark content; item cards become deep tints of their hue under light text. A colour that
    /// reads on both (the item strokes but the amber one) is not listed and stays.
    ///
    /// One colour may have several uses (`#fff` is the content, the badges' text and the zone
    /// label's halo; `#123` the text, the lifted card's outline and the page indicator's pill):
    /// its dark value serves them all, as its light one does.
    static let darkValues: KeyValuePairs<String, String> = [
        canvas: "#14161b",          // also `dim`, the veil outside the viewport
        content: "#1d2027",
        contentStroke: "#3a404d",
        viewport: "#7aa2ff",
        text: "#e6e8ec",
        mutedText: "#a3abb8",
        header: "#2a2f3a",
        finger: "#f80",
        fingerText: "#fa4",
        violation: "#f87171",
        arrow: "#b99cff",
        logBand: "#252a3f",
        edgeZone: "#f90",
        edgeZoneText: "#fa4",
        zone: "#2dd4bf",
        "#bdf": "#1e3a5f", "#bfd": "#1b4332", "#fe9": "#4a3f10", "#fcc": "#5a2323",
        "#ddf": "#33305c", "#aff": "#134a4f", "#fdb": "#5a3a1c", "#edf": "#47305a",
    ]

    /// `light`'s colour in the dark scheme (itself when ``darkValues`` does not list it).
    static func dark(_ light: String) -> String {
        darkValues.first { $0.key == light }?.value ?? light
    }
}
