import BoardRender
import SitePlan
import SiteIO

/// `walkthrough.gif`: the board's walkthrough as a looping GIF, one frame per picture, each held for
/// its delay (``ExportFilm``, which encodes it with the MP4).
public struct WalkthroughGIF: BoardOutput {
    public static let name = "walkthrough.gif"
    let film: ExportFilm

    public init(_ film: ExportFilm) { self.film = film }

    public func files(for board: BoardDrawing) throws(SiteIO.Failure) -> [OutputFile] {
        [OutputFile(board.dir + Self.name, bytes: try film.encoded(board).gif)]
    }
}
