import BoardRender
import SitePlan
import SiteIO

/// `walkthrough.mp4`: the board's walkthrough as H.264 at a variable frame rate, one frame per picture
/// (``ExportFilm``, which encodes it with the GIF).
public struct WalkthroughMP4: BoardOutput {
    public static let name = "walkthrough.mp4"
    let film: ExportFilm

    public init(_ film: ExportFilm) { self.film = film }

    public func files(for board: BoardDrawing) throws(SiteIO.Failure) -> [OutputFile] {
        [OutputFile(board.dir + Self.name, bytes: try film.encoded(board).mp4)]
    }
}
