import BoardRender
import SitePlan

/// `issue.md`: the text to paste into an issue (``IssueMarkdown``): the pictures, a summary, the board's
/// source to reproduce it.
public struct IssueFile: BoardOutput {
    public static let name = "issue.md"
    /// The film's frames per second, which the text quotes.
    let fps: Int

    public init(fps: Int) { self.fps = fps }

    public func files(for board: BoardDrawing) -> [OutputFile] {
        [OutputFile(board.dir + Self.name, text: IssueMarkdown.render(board.runs, fps: fps))]
    }
}
