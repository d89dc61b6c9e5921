import BoardRender
import SitePlan
import SiteIO

/// `steps.png`: every step's still on one sheet (``StepSheet``; a column per profile), rasterised by
/// librsvg into PNG bytes in memory.
public struct StepSheetPNG: BoardOutput {
    public static let name = "steps.png"
    /// The board's folder as messages name it (`OUT/<id>`).
    let shown: String

    public init(shown: String) { self.shown = shown }

    public func files(for board: BoardDrawing) throws(SiteIO.Failure) -> [OutputFile] {
        do {
            return [OutputFile(board.dir + Self.name, bytes: try ExportTools.png(StepSheet.svg(board.runs)))]
        } catch {
            throw Failure.at("\(shown)", "\(Self.name): \(error.why); \(shown) was left as it was")
        }
    }
}
