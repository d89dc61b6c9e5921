import Testing
@testable import BoardRender
import Scenario

/// The strip's status while the rows still slide after the gesture (issue 34): in cancelled-drag
/// it said "data = screen" from the cancel frame on while the tiles were still sliding back.
@Suite struct SettlingStatusTests {
    @Test func theCancelFrameSaysSettlingUntilTheTilesAreBack() throws {
        let scene = Scene(try DataStripTests.example("cancelled-drag.md", "cancelled-drag"))
        let frames = scene.run.timeline.frames
        // The cancel: the first frame without the finger after it went down (a cancel lifts it).
        let down = try #require(frames.firstIndex { $0.finger != nil })
        let cancel = try #require(frames[down...].firstIndex { $0.finger == nil })
        // The frame before it: A held over F's slot, the screen reordered live, the data untouched.
        #expect(frames[cancel - 1].order != frames[cancel - 1].data)
        #expect(DataStrip.still(scene, frame: cancel - 1).contains(">data ≠ screen<"))
        // At the cancel the screen order is the data's again, but the tiles the drag moved are
        // drawn away from their slots (displaced), on their way back: "settling".
        #expect(frames[cancel].order == frames[cancel].data)
        #expect(!frames[cancel].displaced.isEmpty)
        #expect(DataStrip.still(scene, frame: cancel).contains(">data = screen, settling<"))
        // The last frame: every tile in its slot, "data = screen" alone.
        let last = DataStrip.still(scene, frame: frames.count - 1)
        #expect(frames[frames.count - 1].displaced.isEmpty)
        #expect(last.contains(">data = screen<") && !last.contains("settling"))
        // The walkthrough draws the three statuses once each, in its film strip.
        let walkthrough = WalkthroughSVG.render(scene)
        #expect(walkthrough.components(separatedBy: ">data = screen, settling<").count == 2)
    }
}
