import Testing
@testable import BoardRender
import BoardFormat
import Scenario
import TestSupport

/// The step sheet fits a tracker's column (issue 34): GitHub's is about 880 px.
@Suite struct StepSheetWidthTests {
    @Test func aListsSheetWrapsItsStillsToFitATrackersColumn() throws {
        // list-reorder's still is 560 points wide: a column is the still and a 16-point gap, 576;
        // two abreast need 16 + 2 × 576 = 1168 > 880, so the sheet is one still across,
        // 16 + 576 = 592 wide (at the old 1800 it was three across, 16 + 3 × 576 = 1744).
        let scene = Scene(try DataStripTests.example("list.md", "list-reorder"))
        #expect(scene.canvas.width == 560)
        let (size, columns, _) = StepSheet.single(scene, StepSheet.cells(scene))
        #expect(columns == 1)
        #expect(size.width == 592)
    }
}
