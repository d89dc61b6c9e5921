extension Palette {
    /// One colour drawn on another, whose contrast the pictures keep in both schemes.
    struct Pairing: Sendable {
        /// The text's or the mark's colour.
        var ink: String
        /// What it is drawn on.
        var ground: String
        /// A translucent layer between them (the page indicator's pill): a colour and its opacity.
        var veil: (colour: String, opacity: Double)?
        /// Where the pictures draw it, for a failing test's message.
        var place: String
    }

    /// Every text on what it is drawn on: at least 4.5:1 in both schemes.
    static let textPairings: [Pairing] = {
        var pairs: [Pairing] = []
        for (ground, place) in [(canvas, "the caption panel and log"), (content, "the content"),
                                (header, "a header"), (logBand, "the log's newest entry")] {
            pairs.append(Pairing(ink: text, ground: ground, place: "text on \(place)"))
            pairs.append(Pairing(ink: mutedText, ground: ground, place: "muted text on \(place)"))
        }
        for ground in [canvas, content, header] {
            pairs.append(Pairing(ink: violation, ground: ground, place: "a broken rule's name"))
        }
        pairs += [
            Pairing(ink: arrow, ground: canvas, place: "the log's arrow"),
            Pairing(ink: arrow, ground: logBand, place: "the log's current entry"),
            Pairing(ink: edgeZoneText, ground: content, place: "an edge zone's label"),
            Pairing(ink: edgeZoneText, ground: canvas, place: "the pace mark"),
            Pairing(ink: zone, ground: content, place: "a deciding zone's name, on its label"),
            Pairing(ink: fingerText, ground: content, place: "a faint snapshot's label"),
            Pairing(ink: content, ground: violation, place: "a violation badge"),
        ]
        for item in items {
            pairs.append(Pairing(ink: text, ground: item, place: "a card's label"))
            pairs.append(Pairing(ink: fingerText, ground: item, place: "a faint snapshot's label on a card"))
        }
        for ground in [content] + items {
            pairs.append(Pairing(ink: content, ground: ground, veil: (text, pillOpacity), place: "the page counter"))
        }
        return pairs
    }()

    /// Every mark that says something (the viewport, the finger, a violation, an exchange, a
    /// zone) on the content it is drawn on: at least 3:1 in both schemes.
    static let markPairings: [Pairing] = [
        Pairing(ink: viewport, ground: content, place: "the viewport"),
        Pairing(ink: viewport, ground: canvas, place: "the viewport, past the content"),
        Pairing(ink: finger, ground: content, place: "the finger"),
        Pairing(ink: violation, ground: content, place: "a violation's outline"),
        Pairing(ink: arrow, ground: content, place: "an exchange's arrow"),
        Pairing(ink: edgeZone, ground: content, place: "an edge zone's edge"),
        Pairing(ink: zone, ground: content, place: "a deciding zone"),
    ]
}
