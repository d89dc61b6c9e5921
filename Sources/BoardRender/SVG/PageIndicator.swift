import Scenario
import CollectionLayout
import ReorderEngine

/// A carousel's page indicator, drawn like `UIPageControl`: one dot per item
/// on a translucent pill, centred near the bottom of the viewport and fixed
/// to it; the dot of the page on screen (``Frame/page``) is filled. When the
/// dots would not fit across the viewport it reads `3 / 12` instead.
///
/// Markup is presentation attributes only. Like the veil, the indicator is
/// drawn at the viewport's origin and translated to where the picture shows it
/// (``Scene/screenOrigin(_:)``: the canvas's, or under `export`'s camera, its middle).
enum PageIndicator {
    /// UIPageControl's dots: 7 points wide, 16 apart centre to centre.
    static let dotRadius = 3.5
    static let dotSpacing = 16.0
    /// The pill's height, and its centre's distance above the viewport's bottom edge.
    static let pillHeight = 18.0
    static let bottomMargin = 16.0

    /// The indicator of one frame, or nothing when the board is not a carousel.
    static func still(_ scene: Scene, frame: Frame) -> String {
        guard let page = frame.page, let shape = Shape(scene) else { return "" }
        var out = "<g data-page=\"\(page)\" transform=\"\(SVGParts.translate(scene.screenOrigin(frame.offset)))\">"
        out += "<title>page \(page + 1) of \(shape.count)</title>" + shape.pill()
        if shape.usesDots {
            out += shape.dots() + shape.dot(page, opacity: 1)
        } else {
            out += shape.counter(page)
        }
        return out + "</g>\n"
    }

    /// The indicator of the walkthrough: it moves with the viewport, and each
    /// filled dot (or counter text) shows while its page is current.
    static func walkthrough(_ scene: Scene, clock: SMILClock) -> String {
        let frames = scene.run.timeline.frames
        guard let shape = Shape(scene), frames.contains(where: { $0.page != nil }) else { return "" }
        let offsets = frames.map { Optional(scene.screenOrigin($0.offset)) }
        var out = "<g" + clock.base(offsets) + ">" + shape.pill()
        if shape.usesDots { out += shape.dots() }
        let pages = Set(frames.compactMap(\.page)).sorted()
        for page in pages {
            let shown = frames.map { $0.page == page }
            out += "<g data-page=\"\(page)\"" + clock.base(shown.map { $0 ? Point.zero : nil }) + ">"
                + (shape.usesDots ? shape.dot(page, opacity: 1) : shape.counter(page))
                + clock.visibility(shown) + "</g>"
        }
        return out + clock.translate(offsets) + "</g>\n"
    }

    /// Where the indicator goes, for a carousel board.
    struct Shape {
        let count: Int
        /// The pill's centre, relative to the viewport's top-left corner.
        let centre: Point
        let usesDots: Bool

        init?(_ scene: Scene) {
            let scenario = scene.run.scenario
            guard scenario.isCarousel, let count = scenario.stage.sections.first?.items.count, count > 0 else {
                return nil
            }
            self.count = count
            let viewport = scenario.stage.viewport
            centre = Point(x: viewport.width / 2,
                           y: max(viewport.height / 2, viewport.height - PageIndicator.bottomMargin))
            usesDots = Double(count) * PageIndicator.dotSpacing + 8 <= viewport.width - 16
        }

        var pillWidth: Double {
            usesDots ? Double(count) * PageIndicator.dotSpacing + 8
                : 16 + 7.5 * Double("\(count) / \(count)".count)
        }

        func pill() -> String {
            SVGParts.rect(Rect(center: centre, size: Size(width: pillWidth, height: PageIndicator.pillHeight)),
                          fill: Palette.text, rx: PageIndicator.pillHeight / 2, extra: " opacity=\"\(format(Palette.pillOpacity))\"")
        }

        /// The centre of page `i`'s dot.
        func dotCentre(_ i: Int) -> Point {
            Point(x: centre.x + (Double(i) - Double(count - 1) / 2) * PageIndicator.dotSpacing, y: centre.y)
        }

        /// Every dot, unfilled (translucent white).
        func dots() -> String {
            (0..<count).map { dot($0, opacity: 0.4) }.joined()
        }

        func dot(_ i: Int, opacity: Double) -> String {
            let c = dotCentre(i)
            return "<circle cx=\"\(format(c.x))\" cy=\"\(format(c.y))\" r=\"\(format(PageIndicator.dotRadius))\" "
                + "fill=\"#fff\"" + (opacity < 1 ? " opacity=\"\(format(opacity))\"" : "") + "/>"
        }

        /// `3 / 12`, for page index 2 of 12.
        func counter(_ page: Int) -> String {
            SVGParts.text("\(page + 1) / \(count)", x: centre.x, y: centre.y, size: 12, fill: "#fff",
                          weight: "600")
        }
    }
}
