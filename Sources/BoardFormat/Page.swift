/// A Markdown document: its prose and boards, in order.
public struct Page: Hashable, Sendable {
    /// The file, as given on the command line.
    public var file: String
    /// The first level-1 heading's text, or the file's name without extension.
    public var title: String
    public var blocks: [PageBlock]

    public init(file: String, title: String, blocks: [PageBlock]) {
        self.file = file
        self.title = title
        self.blocks = blocks
    }

    public var boards: [Board] {
        blocks.compactMap { if case .board(let b) = $0 { b } else { nil } }
    }
}
