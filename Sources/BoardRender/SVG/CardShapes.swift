import CollectionLayout

/// The walkthrough's card outlines: a rounded `<rect>` for each card size that
/// more than one card is drawn at, defined once (in `<defs>`, id
/// "ck", ``WalkthroughSVG/elementID(_:_:)``) and drawn with `<use>`, which takes its fill and stroke;
/// a size drawn once stays a plain `<rect>`.
///
/// Cards sit in a group with ``groupAttributes(_:)``: their labels' colour,
/// weight, anchor and most common size, and the outlines' stroke width, so a
/// card writes only its own colours, its label and a size that differs.
struct CardShapes {
    /// The id of each shared size's outline.
    let ids: [Size: String]
    /// The label size most cards have (the group's).
    let fontSize: Double
    let defs: String

    /// The shapes for cards drawn at `sizes` (one element per card drawn,
    /// repeats counted), ids prefixed by `scope` (none in a walkthrough).
    /// Without `shared`, no outline is shared and nothing has an id (a still: pages
    /// and reports inline stills as they are, and ``SharedDrawings`` shares their
    /// lines only when they name no id); cards still write only what differs from the group.
    init(sizes: [Size], scope: String, shared: Bool = true) {
        var count: [Size: Int] = [:]
        for size in sizes { count[size, default: 0] += 1 }
        var ids: [Size: String] = [:]
        var defs = ""
        for (k, size) in count.keys.sorted(by: { ($0.width, $0.height) < ($1.width, $1.height) }).enumerated()
        where shared && count[size, default: 0] > 1 {
            let id = scope + "c\(k)"
            ids[size] = id
            defs += "<rect id=\"\(id)\" width=\"\(format(size.width))\" height=\"\(format(size.height))\" rx=\"6\"/>"
        }
        self.ids = ids
        self.defs = defs.isEmpty ? "" : "<defs>\(defs)</defs>\n"
        var sizes: [Double: Int] = [:]
        for (size, n) in count { sizes[Self.labelSize(size), default: 0] += n }
        fontSize = sizes.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 14
    }

    /// The label size of a card (as ``SVGParts/card(label:size:colour:)`` draws it).
    static func labelSize(_ size: Size) -> Double { max(11, min(16, min(size.width, size.height) * 0.32)) }

    /// The attributes of the group the cards are drawn in (their labels' colour and weight
    /// are the picture's: ``SVGParts/open(width:height:title:desc:frame:)``).
    var groupAttributes: String {
        " font-size=\"\(format(fontSize))\" text-anchor=\"middle\" "
            + "stroke-width=\"1.5\""
    }

    /// The outline of a card of `size` at the origin, with `attributes` (fill, stroke…).
    func outline(_ size: Size, _ attributes: String) -> String {
        if let id = ids[size] { return "<use href=\"#\(id)\"\(attributes)/>" }
        return "<rect width=\"\(format(size.width))\" height=\"\(format(size.height))\" rx=\"6\"\(attributes)/>"
    }

    /// A card at the origin showing `label`, in the colours of `colour`.
    func card(label: String, size: Size, colour: Int) -> String {
        let labelSize = Self.labelSize(size)
        return outline(size, " fill=\"\(Palette.fill(colour))\" stroke=\"\(Palette.stroke(colour))\"")
            + "<text x=\"\(format(size.width / 2))\" y=\"\(SVGParts.baseline(size.height / 2, size: labelSize))\""
            + (labelSize == fontSize ? "" : " font-size=\"\(format(labelSize))\"") + ">\(Escape.text(label))</text>"
    }

    /// The lifted snapshot at the origin: a shadow, the card and a thicker outline. The shadow
    /// is filled with what the cards' group inherits, the picture's ink (``Palette/shadow``).
    func snapshot(label: String, size: Size, colour: Int) -> String {
        outline(size, " x=\"3\" y=\"5\" opacity=\".22\"")
            + card(label: label, size: size, colour: colour)
            + outline(size, " fill=\"none\" stroke=\"\(Palette.text)\" stroke-width=\"2\"")
    }
}
