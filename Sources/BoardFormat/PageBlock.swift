/// A part of a Markdown document, in order.
public enum PageBlock: Hashable, Sendable {
    /// Rendered prose: cmark's HTML with its safe defaults (raw HTML dropped,
    /// unsafe links emptied).
    case prose(html: String)
    case board(Board)
}
