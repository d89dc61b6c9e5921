/// A Markdown document resolved: its prose and its scenarios, in order.
public struct Document: Sendable {
    /// The file, as published.
    public var file: String
    /// The first level-1 heading's text, or the file's name without extension.
    public var title: String
    public var blocks: [Block]

    public init(file: String, title: String, blocks: [Block]) {
        self.file = file
        self.title = title
        self.blocks = blocks
    }

    /// A part of a document, in order.
    public enum Block: Sendable {
        /// Rendered prose: cmark's HTML with its safe defaults (raw HTML dropped, unsafe links emptied).
        case prose(html: String)
        case scenario(Scenario)
    }

    public var scenarios: [Scenario] {
        blocks.compactMap { if case .scenario(let s) = $0 { s } else { nil } }
    }
}
