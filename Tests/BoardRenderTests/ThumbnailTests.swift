import BoardFormat
import CollectionLayout
import Foundation
import Scenario
import Testing
import TestSupport
@testable import BoardRender

/// The index's thumbnail: a 300 × 220 window of the telling still at its natural size, around
/// the viewport at that frame.
@Suite struct ThumbnailTests {
    @Test func aBoardThatNeverScrollsShowsItsViewportFromTheCorner() throws {
        // table-flick: a 320 × 300 viewport that never scrolls, drawn 24 points in from the canvas's
        // corner (Scene.padding); the window starts 12 points before it: (12, 12), 300 × 220.
        let run = try DataStripTests.example("table-exchange.md", "table-flick")
        let scene = Scene(run)
        #expect(SiteBuilder.thumbnailView(scene, frame: run.timeline.frames.count - 1).text == "12 12 300 220")
    }

    @Test func aBoardThatScrolledShowsItsViewportNotTheContentAboveIt() throws {
        // edge-scroll holds B at the bottom edge until the list has scrolled: at the last frame the
        // viewport's top lies below the canvas's first 220 points, so a window at the canvas's corner
        // (the old thumbnail) showed only faded rows above it. The window must hold the viewport's
        // top-left corner, 12 points in, and stay on the canvas.
        let run = try DataStripTests.example("edge-scroll.md", "edge-scroll")
        let scene = Scene(run)
        let last = run.timeline.frames.count - 1
        // Under the camera (Scene+Camera.swift) the viewport stands 75 points down (a quarter of
        // its 300), the content moving under it; with `camera: content`, where the offset puts it.
        #expect(scene.screenOrigin(run.timeline.frames[last].offset) == Point(x: 24, y: 75))
        #expect(SiteBuilder.thumbnailView(scene, frame: last).text == "12 63 300 220")
        var board = run.scenario
        board.camera = .content
        let whole = Scene(ScenarioRun(board))
        let corner = whole.viewportOrigin(run.timeline.frames[last].offset)
        #expect(corner.y > 220)
        let view = SiteBuilder.thumbnailView(whole, frame: last).text.split(separator: " ").compactMap { Double($0) }
        #expect(view.count == 4 && view[2] == 300 && view[3] == 220)
        #expect(view[1] <= corner.y && corner.y - view[1] <= 12 && view[1] + view[3] <= whole.canvas.height)
        #expect(view[0] <= corner.x && view[0] >= 0)
    }
}
