import Scenario
import CollectionLayout

/// The camera of a board whose content is longer than its viewport and a margin (`camera:
/// viewport`, the default): the picture shows the viewport and ``margin`` points on each side
/// of it along the scroll axis, and the content moves under a viewport that stays in place, as
/// a screen recording shows it. A 30-row list and a 200-row list then draw pictures of one
/// height, with the press, the edge scroll and an overshoot beside the badges and the text
/// under the picture; a scroll indicator (``ScrollIndicator``) says where in the content the
/// viewport is and how far past an end it has run.
///
/// Everything is still drawn in the scene's canvas coordinates (the whole region, ``Scene/origin``):
/// what lies in the content (items, slots, headers, the lifted snapshot, the finger, arrows,
/// zones) is drawn in a group translated by ``shift(_:)``; what belongs to the picture (the
/// veil and the viewport's outline, the data strip, the text, the badges) is drawn in place.
struct CameraFrame {
    /// Whether the content scrolls vertically (the camera pans along y), else along x.
    let vertical: Bool
    /// Points shown beyond each end of the viewport along the scroll axis.
    let margin: Double
    /// The picture's length along the scroll axis: the viewport and a margin on each side.
    let length: Double
    /// Whether the picture draws a scroll indicator (``ScrollIndicator``): not a carousel's,
    /// whose page indicator says where it is.
    var indicates = true

    /// The margin for a viewport `length` points long: a quarter of it (a row or two of
    /// context at each end), at least the scene's padding (room for the finger at an edge).
    static func margin(_ length: Double) -> Double { max(Scene.padding, (length / 4).rounded()) }

    /// The camera for `scenario` drawing `region` (content coordinates), or `nil` where it
    /// would show the whole region anyway: a region no longer than the viewport and its
    /// margins, `camera: content`, or a carousel (folded to a few pages already, with its
    /// own page indicator).
    init?(_ scenario: Scenario, region: Rect, vertical: Bool) {
        guard scenario.camera == .viewport, !scenario.isCarousel else { return nil }
        let viewport = vertical ? scenario.stage.viewport.height : scenario.stage.viewport.width
        let along = vertical ? region.height : region.width
        let margin = Self.margin(viewport)
        guard along + 2 * Scene.padding > viewport + 2 * margin else { return nil }
        self.vertical = vertical
        self.margin = margin
        self.length = viewport + 2 * margin
    }

    /// The camera of `export`'s pictures of a carousel whose strip of pages, with the scene's
    /// padding, is wider than `width` points (``TrackerColumn``): the viewport in the middle and
    /// on each side as much of the pages as fits, so the picture is `width` wide (less a point
    /// for an odd remainder) and its text keeps its size. `nil` for other boards, a strip that
    /// fits, or a viewport that does not.
    init?(carousel scenario: Scenario, region: Rect, fitting width: Double) {
        let viewport = scenario.stage.viewport.width
        guard scenario.isCarousel, region.width + 2 * Scene.padding > width,
              width >= viewport + 2 * Scene.padding else { return nil }
        vertical = false
        margin = ((width - viewport) / 2).rounded(.down)
        length = viewport + 2 * margin
        indicates = false
    }

    /// The translation of what lies in the content on a frame whose viewport's corner is at
    /// `viewportOrigin` on the canvas: it puts the viewport ``margin`` points from the
    /// picture's edge along the scroll axis, and moves nothing across it.
    func shift(_ viewportOrigin: Point) -> Point {
        vertical ? Point(x: 0, y: margin - viewportOrigin.y) : Point(x: margin - viewportOrigin.x, y: 0)
    }
}

extension Scene {
    /// What lies in the content moves by this on frame `index`: zero without a camera.
    func shift(at index: Int) -> Point {
        camera?.shift(viewportOrigin(run.timeline.frames[index].offset)) ?? .zero
    }

    /// The viewport's top-left corner in the picture at content offset `offset`: on the canvas,
    /// or with a camera, ``CameraFrame/margin`` points from the picture's edge along the scroll axis.
    func screenOrigin(_ offset: Point) -> Point {
        let o = viewportOrigin(offset)
        return camera.map { o + $0.shift(o) } ?? o
    }

    /// The part of the canvas the picture shows on frame `index`, in content (canvas)
    /// coordinates: `nil` without a camera (all of it). A still draws only the items that reach
    /// into it; the region's others lie beyond the picture's ends.
    func shown(at index: Int) -> Rect? {
        guard camera != nil else { return nil }
        let s = shift(at: index)
        return Rect(x: -s.x, y: -s.y, width: canvas.width, height: canvas.height)
    }

    /// `body`, drawn in content (canvas) coordinates, as the picture shows it on frame `index`
    /// (a still): moved by the camera's shift, or as it is without a camera.
    func inContent(_ body: String, at index: Int) -> String {
        guard camera != nil else { return body }
        return "<g data-camera=\"\" transform=\"\(SVGParts.translate(shift(at: index)))\">\n" + body + "</g>\n"
    }

    /// `body`, drawn in content (canvas) coordinates, moved by the camera's shift frame by
    /// frame on `clock` (a walkthrough), in the content's clip (``contentClip``); as it is
    /// without a camera.
    func inContent(_ body: String, clock: SMILClock) -> String {
        guard camera != nil else { return body }
        let track = run.timeline.frames.indices.map { Optional(shift(at: $0)) }
        return "<g clip-path=\"url(#\(WalkthroughSVG.elementID(self, "k")))\"><g data-camera=\"\"" + clock.base(track)
            + ">\n" + body + clock.translate(track) + "</g></g>\n"
    }

    /// With a camera, a walkthrough's clip of what lies in the content: the picture above the
    /// text, as a still's ``underPicture`` paints over the rest. A clip, not a cover, so that a
    /// page's narrow arrangement, which puts the data strip under the viewport's margin, can
    /// give it the viewport's and margins' height there (`data-camera-clip`, NarrowArrangement):
    /// a cover would hide the strip, and without either the content moved below the picture
    /// would show around the strip's slots.
    var contentClip: String {
        guard camera != nil else { return "" }
        return "<clipPath id=\"\(WalkthroughSVG.elementID(self, "k"))\"><rect data-camera-clip=\"\" width=\""
            + format(canvas.width) + "\" height=\"" + format(canvas.height - captionHeight) + "\"/></clipPath>\n"
    }

    /// With a camera, the canvas under the picture (where the text goes), painted over what the
    /// camera moved below the picture: drawn after the content and before the text.
    var underPicture: String {
        guard camera != nil else { return "" }
        return SVGParts.rect(Rect(x: 0, y: canvas.height - captionHeight, width: canvas.width, height: captionHeight),
                             fill: Palette.canvas) + "\n"
    }
}
