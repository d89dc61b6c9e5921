/// Colours that read on light and dark page backgrounds (the SVG carries its own
/// light canvas, so pictures look the same in both schemes).
enum Palette {
    static let canvas = "#f4f5f7"
    static let content = "#fff"
    static let contentStroke = "#c9ced6"
    static let viewport = "#2563eb"
    static let dim = "#f4f5f7"
    static let text = "#1f2430"
    static let mutedText = "#5b6472"
    static let header = "#e3e7ee"
    static let finger = "#f97316"
    /// Text in the finger's orange (a faint snapshot's label), dark enough to read on a card.
    static let fingerText = "#b45309"
    static let violation = "#dc2626"
    static let shadow = "#1f2430"
    static let arrow = "#7c3aed"
    /// Behind the event log's newest entry.
    static let logBand = "#ede9fe"
    static let edgeZone = "#f59e0b"
    static let edgeZoneText = "#b45309"
    /// Item fills, by initial position.
    static let items = ["#bfdbfe", "#bbf7d0", "#fde68a", "#fecaca", "#ddd6fe", "#a5f3fc", "#fed7aa", "#e9d5ff"]
    static let itemStrokes = ["#3b82f6", "#22c55e", "#d97706", "#ef4444", "#8b5cf6", "#06b6d4", "#f97316", "#a855f7"]

    static func fill(_ i: Int) -> String { items[i % items.count] }
    static func stroke(_ i: Int) -> String { itemStrokes[i % itemStrokes.count] }
}
