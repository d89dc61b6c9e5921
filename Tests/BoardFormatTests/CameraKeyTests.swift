import Scenario
import Testing
@testable import BoardFormat

/// `camera:` (docs/board-format.md): viewport or content, viewport when not written.
@Suite struct CameraKeyTests {
    @Test func cameraIsReadAndReachesTheScenario() throws {
        #expect(try parseBoard(SchemeKeyTests.markdown("camera: content\n")).scenario().camera == .content)
        #expect(try parseBoard(SchemeKeyTests.markdown("camera: viewport\n")).scenario().camera == .viewport)
        #expect(try parseBoard(SchemeKeyTests.markdown("")).scenario().camera == .viewport)
    }

    @Test func aMisspeltCameraGetsADidYouMean() throws {
        // Line 4 of the file (the fence is line 1), the value at column 9.
        let diagnostic = try onlyDiagnostic(of: SchemeKeyTests.markdown("camera: viewpot\n"))
        expectDiagnostic(diagnostic, "unknown camera 'viewpot'; did you mean 'viewport'?", line: 4, column: 9)
    }

    @Test func anUnknownCameraSaysWhatTheyAre() throws {
        let diagnostic = try onlyDiagnostic(of: SchemeKeyTests.markdown("camera: zoom\n"))
        expectDiagnostic(diagnostic, "unknown camera 'zoom'; expected viewport (the viewport and a margin) "
                         + "or content (the whole content)", line: 4, column: 9)
    }
}
