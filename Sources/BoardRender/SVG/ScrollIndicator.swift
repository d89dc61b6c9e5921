import Scenario
import CollectionLayout

/// A camera's scroll indicator (``CameraFrame``): where the viewport is in the content, and how
/// far past either end it has run. The picture no longer shows the whole content, so it says
/// what the content's length and the viewport's place in it are, as a scroll bar does: a track
/// beside the viewport (right of it in a vertical list, under it in a horizontal one) as long
/// as the viewport, and a thumb as long as the viewport's share of the content, where the
/// offset puts it. An overshoot (an offset past an end: a rubber band, an edge scroll running
/// on) is a few points, under a pixel of the track: it is written out instead, "2 pt past the
/// end", beside the viewport's end it passed, for as long as it lasts.
enum ScrollIndicator {
    /// The track's gap from the viewport, and its thickness.
    static let gap = 5.0, thickness = 4.0
    /// The thumb's least length, so that it stays visible on a very long list.
    static let leastThumb = 12.0

    /// What the indicator draws on one frame: the thumb's corner and how far past an end the
    /// viewport is (negative: before the start), in points.
    struct Reading {
        var thumb: Point
        var past: Double
    }

    /// The content's length along the scroll axis (the longest over the session).
    static func contentLength(_ scene: Scene, vertical: Bool) -> Double {
        scene.run.timeline.layouts.map { vertical ? $0.contentSize.height : $0.contentSize.width }.max() ?? 0
    }

    /// The track's rectangle in the picture and the thumb's length (both frames' viewports
    /// are at one place along the axis, and across it the camera does not move).
    static func track(_ scene: Scene, camera: CameraFrame) -> (track: Rect, thumb: Double) {
        let viewport = scene.run.scenario.stage.viewport
        let o = scene.screenOrigin(scene.run.timeline.frames[0].offset)
        let length = camera.vertical ? viewport.height : viewport.width
        let content = max(contentLength(scene, vertical: camera.vertical), length)
        let thumb = min(length, max(leastThumb, length * length / content))
        let track = camera.vertical
            ? Rect(x: o.x + viewport.width + gap, y: o.y, width: thickness, height: length)
            : Rect(x: o.x, y: o.y + viewport.height + gap, width: length, height: thickness)
        return (track, thumb)
    }

    /// The reading at content offset `offset`.
    static func reading(_ scene: Scene, camera: CameraFrame, offset: Point) -> Reading {
        readings(scene, camera: camera, offsets: [offset])[0]
    }

    /// The readings at content offsets `offsets` (the track and the content's length worked out
    /// once: the content's length is read from every layout of the session).
    static func readings(_ scene: Scene, camera: CameraFrame, offsets: [Point]) -> [Reading] {
        let viewport = scene.run.scenario.stage.viewport
        let (track, thumb) = self.track(scene, camera: camera)
        let length = camera.vertical ? viewport.height : viewport.width
        let end = contentLength(scene, vertical: camera.vertical) - length  // the largest offset in bounds
        return offsets.map { reading(at: camera.vertical ? $0.y : $0.x, end: end, length: length, track: track,
                                     thumb: thumb, vertical: camera.vertical) }
    }

    static func reading(at: Double, end: Double, length: Double, track: Rect, thumb: Double,
                        vertical: Bool) -> Reading {
        let past = at < 0 ? at : (at > max(0, end) ? at - max(0, end) : 0)
        let share = end <= 0 ? 0 : min(1, max(0, at / end))
        let along = share * (length - thumb)
        return Reading(thumb: vertical ? Point(x: track.minX, y: track.minY + along)
                                       : Point(x: track.minX + along, y: track.minY),
                       past: past)
    }

    /// "2 pt past the end", "0.5 pt before the start": to a tenth of a point; `nil` under a
    /// twentieth. A million points or more (an `offset:` far off the content) is in thousands,
    /// "1,000,000,000 pt": no number in a picture needs more than single precision.
    static func pastText(_ past: Double) -> String? {
        let tenths = (abs(past) * 10).rounded()
        guard tenths > 0 else { return nil }
        let end = past > 0 ? "past the end" : "before the start"
        guard abs(past) >= 1_000_000 else { return "\(format(tenths / 10, places: 1)) pt " + end }
        var digits = String(Int(min(abs(past), 1e18).rounded())), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped + " pt " + end
    }

    /// Where the overshoot's text stands and how it is anchored: beside the end passed, in the
    /// margin beyond it (a vertical list), or above the viewport at that end (a horizontal one).
    static func pastPlace(_ scene: Scene, camera: CameraFrame, past: Double) -> (x: Double, y: Double, anchor: String) {
        let viewport = scene.run.scenario.stage.viewport
        let o = scene.screenOrigin(scene.run.timeline.frames[0].offset)
        if camera.vertical {
            let y = past > 0 ? o.y + viewport.height + camera.margin / 2 : o.y - camera.margin / 2
            return (o.x + viewport.width + gap + thickness, y, "end")
        }
        return past > 0 ? (o.x + viewport.width, o.y - 12, "end") : (o.x, o.y - 12, "start")
    }

    static func thumbRect(_ camera: CameraFrame, length: Double) -> Rect {
        camera.vertical ? Rect(x: 0, y: 0, width: thickness, height: length)
            : Rect(x: 0, y: 0, width: length, height: thickness)
    }

    /// The indicator of a still: frame `index`'s reading.
    static func still(_ scene: Scene, frame index: Int) -> String {
        guard let camera = scene.camera, camera.indicates else { return "" }
        let (track, thumb) = self.track(scene, camera: camera)
        let r = reading(scene, camera: camera, offset: scene.run.timeline.frames[index].offset)
        var out = "<g data-scroll=\"\">"
            + SVGParts.rect(track, fill: Palette.contentStroke, rx: thickness / 2)
            + "<g transform=\"\(SVGParts.translate(r.thumb))\">"
            + SVGParts.rect(thumbRect(camera, length: thumb), fill: Palette.viewport, rx: thickness / 2) + "</g>"
        if let text = pastText(r.past) {
            let place = pastPlace(scene, camera: camera, past: r.past)
            out += SVGParts.text(text, x: place.x, y: place.y, size: 12, fill: Palette.edgeZoneText,
                                 anchor: place.anchor, weight: "700")
        }
        return out + "</g>\n"
    }

    /// The indicator of a walkthrough: the thumb moves with the offset, and each overshoot's
    /// text (a film strip of the distinct texts) shows while it lasts.
    static func walkthrough(_ scene: Scene, clock: SMILClock) -> String {
        guard let camera = scene.camera, camera.indicates else { return "" }
        let (track, thumb) = self.track(scene, camera: camera)
        let readings = self.readings(scene, camera: camera, offsets: scene.run.timeline.frames.map(\.offset))
        let thumbs = readings.map { Optional($0.thumb) }
        var out = "<g data-scroll=\"\">" + SVGParts.rect(track, fill: Palette.contentStroke, rx: thickness / 2)
            + "<g" + clock.base(thumbs) + ">"
            + SVGParts.rect(thumbRect(camera, length: thumb), fill: Palette.viewport, rx: thickness / 2)
            + clock.translate(thumbs) + "</g>"
        // The texts, each once, in the order first shown; a column per text, and an empty one.
        var texts: [String] = []
        var column: [Int] = []
        var places: [(x: Double, y: Double, anchor: String)] = []
        for r in readings {
            guard let text = pastText(r.past) else { column.append(-1); continue }
            if let k = texts.firstIndex(of: text) { column.append(k); continue }
            column.append(texts.count)
            texts.append(text)
            places.append(pastPlace(scene, camera: camera, past: r.past))
        }
        if !texts.isEmpty {
            let stride = WalkthroughSVG.filmStride(scene)
            var body = ""
            for (k, text) in texts.enumerated() {
                body += SVGParts.text(text, x: places[k].x + Double(k) * stride, y: places[k].y, size: 12,
                                      fill: nil, anchor: places[k].anchor)
            }
            out += WalkthroughSVG.film(body, column: column.map { $0 < 0 ? texts.count : $0 }, stride: stride,
                                       clock: clock,
                                       attributes: " data-past=\"\" fill=\"\(Palette.edgeZoneText)\" font-weight=\"700\"")
        }
        return out + "</g>\n"
    }
}
