/// The labels of a carousel's pages.
///
/// A carousel shows each item `repeats` times, and everything downstream (the
/// timeline's orders, the renderer's drawn items) keys items by label, so each
/// copy gets its own: the item's label, an invisible separator (U+2063
/// INVISIBLE SEPARATOR), `#` and the copy's number, so copy 2 of `Spring`
/// reads `Spring#2` in traces and tables. ``displayText(_:)`` gives back what
/// the page shows.
public enum CarouselLabel {
    /// U+2063 INVISIBLE SEPARATOR.
    public static let separator: Unicode.Scalar = "\u{2063}"

    /// The label of copy `copy` (0-based) of `label`: `label` + U+2063 + `#` + `copy`.
    public static func copy(_ label: String, _ copy: Int) -> String {
        var s = label
        s.unicodeScalars.append(separator)
        return s + "#" + String(copy)
    }

    /// The text a page shows: the label up to its last separator, or the label
    /// itself when it has none (every board but a carousel).
    public static func displayText(_ label: String) -> String {
        guard let i = label.unicodeScalars.lastIndex(of: separator) else { return label }
        return String(label.unicodeScalars[..<i])
    }
}
