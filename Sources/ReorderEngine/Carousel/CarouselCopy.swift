/// One page of a carousel: which item it shows, and which of the item's copies it is.
///
/// A carousel shows each item ``CarouselConfiguration/repeats`` times. The
/// timeline's orders (and so the trace) name each page by its ``key``; what a
/// page shows, its colour and its text, comes from ``item``, never from the key.
public struct CarouselCopy: Hashable, Sendable {
    /// The item's label, as the board writes it.
    public var item: String
    /// Which copy, from 0.
    public var copy: Int

    public init(item: String, copy: Int) {
        self.item = item
        self.copy = copy
    }

    /// The page's name in orders and traces: the item's label, U+2063 INVISIBLE
    /// SEPARATOR, `#` and the copy's number, so that copy 2 of `Spring` reads
    /// `Spring#2` (trace format v1).
    public var key: String {
        var s = item
        s.unicodeScalars.append("\u{2063}")
        return s + "#" + String(copy)
    }
}
