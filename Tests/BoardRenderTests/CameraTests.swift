import BoardFormat
import CollectionLayout
import Scenario
import Testing
@testable import BoardRender

/// The camera (`camera: viewport`, the default; Scene+Camera.swift): a list longer than its
/// viewport and a margin is drawn as the viewport and a quarter of it beyond each end, however
/// long the list, with a scroll indicator that writes out an overshoot; `camera: content` draws
/// the whole region as before.
@Suite struct CameraTests {
    /// `rows` rows of 300 × 44 (R1…) in a 300 × 300 viewport, R2 held at the bottom edge under
    /// SPEasyCollectionView's edge scroll for `hold`: 12 points a frame once the snapshot is
    /// deep in the band, so 1 s scrolls about 46 + 60 × 12 = 766, short of a 30-row list's end
    /// (30 × 44 − 300 = 1,020).
    static func markdown(rows: Int, hold: String = "1s", camera: String? = nil) -> String {
        """
        ```board
        title: Hold R2 at the bottom edge
        id: long
        profile: snapshot-edge-scroll
        layout: list
        viewport: 300x300
        item-size: 300x44
        items: [\((1...rows).map { "R\($0)" }.joined(separator: ", "))]
        \(camera.map { "camera: \($0)\n" } ?? "")steps:
          - press R2
          - move to bottom edge over 0.5s
          - hold \(hold)
          - release
        ```
        """
    }

    static func scene(_ markdown: String) throws -> Scene {
        Scene(try CompactFigureTests.runs(markdown)[0])
    }

    /// The width and height the walkthrough's `<svg>` says.
    static func size(_ svg: String) throws -> (String, String) {
        let head = try #require(svg.split(separator: ">").first)
        func value(_ name: String) throws -> String {
            let start = try #require(head.range(of: " \(name)=\""))
            return String(head[start.upperBound...].prefix { $0 != "\"" })
        }
        return (try value("width"), try value("height"))
    }

    @Test func aLongerListDrawsAWalkthroughOfTheSameSize() throws {
        let short = try Self.scene(Self.markdown(rows: 30)), long = try Self.scene(Self.markdown(rows: 200))
        // The picture: the 300-point viewport and a margin of 300 / 4 = 75 above and below it,
        // 450 points; the data strip's slots and gaps fit it, (450 − 48 − 56) / 20 = 17 rows.
        for scene in [short, long] {
            let camera = try #require(scene.camera)
            #expect(camera.margin == 75)
            #expect(scene.canvas.height - scene.captionHeight == 450)
            let strip = try #require(scene.strip)
            #expect(strip.frame.height <= 450 - 2 * Scene.padding)
        }
        // Both scroll the same 766 points and drop R2 in the same slot: the same text under the
        // picture, so the same walkthrough size, bounded by the viewport, its margins and the text.
        #expect(short.captionHeight == long.captionHeight)
        #expect(try Self.size(WalkthroughSVG.render(short)) == Self.size(WalkthroughSVG.render(long)))
        #expect(short.canvas.height <= 300 + 2 * 75 + short.captionHeight)
    }

    @Test func cameraContentDrawsTheWholeRegion() throws {
        let scene = try Self.scene(Self.markdown(rows: 30, camera: "content"))
        #expect(scene.camera == nil)
        // The region: the offsets 0 to about 766 widened by a viewport (300) below, so
        // 0…1,066 + 300 = 1,366, clamped to the content's 1,320; with the padding, 1,368 tall.
        #expect(scene.canvas.height - scene.captionHeight >= 1_320 + 2 * Scene.padding)
    }

    @Test func aShortListHasNoCamera() throws {
        // 5 rows of 44 (220) in 300: the region is the viewport, shorter than 450.
        #expect(try Self.scene(Self.markdown(rows: 5)).camera == nil)
    }

    @Test func theViewportStaysInOnePlaceAndTheContentMoves() throws {
        let scene = try Self.scene(Self.markdown(rows: 30))
        let frames = scene.run.timeline.frames
        let last = frames.count - 1
        #expect(frames[last].offset.y > 700)
        // The viewport's corner on the canvas: the padding across, the margin (75) along.
        #expect(scene.screenOrigin(frames[0].offset) == Point(x: 24, y: 75))
        #expect(scene.screenOrigin(frames[last].offset) == Point(x: 24, y: 75))
        // The content moves up by the offset: at offset y, by 75 − (y + 24).
        #expect(scene.shift(at: last) == Point(x: 0, y: 75 - (frames[last].offset.y + 24)))
    }

    @Test func theThumbSitsWhereTheOffsetIs() throws {
        let scene = try Self.scene(Self.markdown(rows: 30))
        let camera = try #require(scene.camera)
        // Content 1,320, viewport 300: a thumb of 300 × 300 / 1,320 = 68.18 in a 300-point track
        // beside the viewport (x 24 + 300 + 5 = 329, y 75); at offset 510, half of 1,020, it
        // lies half of 300 − 68.18 = 231.82 down: 115.91.
        let (track, thumb) = ScrollIndicator.track(scene, camera: camera)
        #expect(track == Rect(x: 329, y: 75, width: 4, height: 300))
        #expect(abs(thumb - 68.1818) < 0.001)
        let half = ScrollIndicator.reading(scene, camera: camera, offset: Point(x: 0, y: 510))
        #expect(abs(half.thumb.y - (75 + 115.909)) < 0.001 && half.past == 0)
        // 2 past the end (1,022): the thumb at the foot, 2 points past.
        let past = ScrollIndicator.reading(scene, camera: camera, offset: Point(x: 0, y: 1_022))
        #expect(abs(past.thumb.y - (75 + 231.818)) < 0.001 && past.past == 2)
        #expect(ScrollIndicator.pastText(2) == "2 pt past the end")
        #expect(ScrollIndicator.pastText(-0.46) == "0.5 pt before the start")
        #expect(ScrollIndicator.pastText(0.04) == nil)
    }

    @Test func theEdgeScrollsOvershootIsWrittenOut() throws {
        // examples/edge-scroll.md: 11 rows of 50 (550) in 300, so offsets up to 250; the display
        // link runs on to 262 and stops there (the page's frame 168): 12 points past the end,
        // which the still after the hold says.
        let markdown = try String(contentsOfFile: #filePath.replacingOccurrences(
            of: "Tests/BoardRenderTests/CameraTests.swift", with: "examples/edge-scroll.md"), encoding: .utf8)
        let scene = try Self.scene(markdown)
        #expect(scene.camera != nil)
        let still = FrameSVG.step(scene, index: 3)
        #expect(still.contains(">12 pt past the end</text>"))
        #expect(!FrameSVG.step(scene, index: 1).contains("past the end"))
    }
}
