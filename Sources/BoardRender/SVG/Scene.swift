import Scenario
import CollectionLayout
import ReorderEngine

/// What one frame shows, in canvas coordinates.
struct SceneState {
    /// Items drawn in the collection (the lifted one excluded), by label: only
    /// those inside the drawn region.
    var items: [String: Rect]
    /// Opacity of items drawn translucent (a cell fading under or out from its snapshot).
    var alpha: [String: Double]
    /// The lifted snapshot, if any, and its opacity.
    var lifted: (label: String, frame: Rect, alpha: Double)?
    /// The slot the lifted item left empty in the interim layout.
    var slot: Rect?
    /// The finger, canvas coordinates.
    var finger: Point?
    /// The content offset.
    var offset: Point
    /// Header frames as drawn (pinned where the board pins them), by section index.
    var headers: [Int: Rect]
}

/// The fixed geometry of a board's pictures, and every frame's state.
///
/// The pictures show the *region* of the content the session visits: every
/// viewport position of the session, widened by one viewport length along the
/// scroll axis on each side and clamped to the content (the whole content when
/// it is small). Everything drawn is found with the layout's range queries, so
/// a board of a million items costs what its visible neighbourhood costs.
struct Scene {
    let run: ScenarioRun
    /// Padding around the region, room for the finger to show at an edge.
    static let padding = 24.0
    /// The text under the picture (clock, caption, note, event log), wrapped to the canvas.
    private(set) var panel: CaptionPanel
    /// The height of the text under the picture: the panel's.
    var captionHeight: Double { panel.height }
    /// When the walkthrough shows each frame (docs/pacing.md).
    var story: StoryTime
    /// Seconds the walkthrough holds its last frame before it loops.
    static let hold = 1.5

    /// The part of the content drawn, content coordinates.
    let region: Rect
    /// Colour slots by label: each item's initial position on boards of up to
    /// ``Scene/positionalColourLimit`` items (neighbours always differ), else
    /// empty and ``colour(_:)`` hashes the label.
    let colours: [String: Int]
    static let positionalColourLimit = 10_000
    /// A carousel's pages as drawn: each page's key in the timeline's orders and
    /// the item it is a copy of (``CarouselCopy``). Empty for other boards, whose
    /// keys are their labels.
    let copies: [String: CarouselCopy]
    /// Where the region's top-left corner is on the canvas.
    let origin: Point
    /// What the pictures frame along the scroll axis: `nil` for the whole region (``CameraFrame``).
    let camera: CameraFrame?
    /// The data source, drawn beside or below the region (`nil` for a carousel).
    let strip: DataStrip?
    private(set) var canvas: Size
    /// The region's items per layout and order, remembered between calls of ``state(at:displacing:)``.
    private let regionItems = RegionItems()
    /// Whether a text that places its glyphs one by one (a list of `x`: the data strip's slot
    /// numbers and "≠" signs) is written as a text per glyph, each at its place (``forRaster``).
    private(set) var textPerGlyph = false

    /// This scene drawing pictures for librsvg (2.54), which `export` rasterises: it sets a text
    /// with a list of `x` on one line from the first place, where browsers place each glyph.
    /// The site's pictures keep the list, which is shorter.
    var forRaster: Scene {
        var scene = self
        scene.textPerGlyph = true
        return scene
    }

    init(_ run: ScenarioRun) {
        self.init(run, fitting: nil)
    }

    /// The scene of `run` for pictures at most `width` points wide where a camera can make them so:
    /// a carousel's (``CameraFrame/init(carousel:region:fitting:)``), for `export`; `nil`, or any
    /// other board, as ``init(_:)``.
    init(_ run: ScenarioRun, fitting width: Double?) {
        self.run = run.foldedForDrawing  // carousels: see ScenarioRun+CarouselFold.swift
        var colours: [String: Int] = [:]
        let items = run.scenario.stage.sections.lazy.flatMap(\.items)
        if run.scenario.stage.sections.reduce(0, { $0 + $1.items.count }) <= Scene.positionalColourLimit {
            for (i, item) in items.enumerated() { colours[item] = i }
        }
        self.colours = colours
        var copies: [String: CarouselCopy] = [:]
        if case .carousel(var carousel) = run.scenario.subject, !carousel.items.isEmpty {
            // The drawn strip's pages (fewer than the run's when it is folded).
            carousel.repeats = (self.run.timeline.layouts.first?.itemCounts.first ?? 0) / carousel.items.count
            for page in carousel.copies { copies[page.key] = page }
        }
        self.copies = copies
        let t = self.run.timeline
        region = Scene.region(t, viewport: run.scenario.stage.viewport)
        origin = Point(x: Scene.padding - region.minX, y: Scene.padding - region.minY)
        var camera = CameraFrame(run.scenario, region: region, vertical: t.layouts[0].direction == .vertical)
        if let width, let fitted = CameraFrame(carousel: run.scenario, region: region, fitting: width) { camera = fitted }
        self.camera = camera
        strip = DataStrip(self.run, region: region, length: camera.map { $0.length - 2 * Scene.padding })
        let drawn = strip?.enclosing(region.size) ?? region.size   // the region and the data strip
        var width = drawn.width + 2 * Scene.padding
        var height = max(drawn.height + 2 * Scene.padding, Self.lowestDrawn(t, origin: origin))
        if let camera {
            // Along the scroll axis, the viewport and its margins (and the data strip, which fits them
            // unless its sections' titles do not); across it, as without a camera.
            let strip = strip?.frame.size ?? .zero
            if camera.vertical {
                height = max(camera.length, strip.height + 2 * Scene.padding)
            } else {
                width = max(camera.length, strip.width + 2 * Scene.padding)
            }
        }
        panel = CaptionPanel(captions: [], stills: [], notes: [], log: [], width: width)
        story = StoryTime(real: t, hold: Scene.hold)
        canvas = Size(width: width, height: height)
        // The text and the pace depend on the frames' events, read through the scene.
        let log = eventLog()
        panel = textPanel(log: log, width: width)
        if (run.scenario.script.pace ?? .story) == .story {
            story = StoryTime(story: t, moments: log.map(\.frame), hold: Scene.hold)
        }
        canvas.height += captionHeight
    }

    /// The text under the picture for a canvas `width` wide, wrapped within the padding.
    private func textPanel(log: [(frame: Int, text: String)], width: Double) -> CaptionPanel {
        let steps = run.scenario.script.steps
        return CaptionPanel(
            captions: (0...steps.count).map(walkthroughCaption), stills: (0...steps.count).map(stillCaption),
            notes: [nil] + steps.map(\.note),
            log: log,
            width: width - 2 * Scene.padding)
    }

    /// This scene with its text panel wrapped to a canvas `width` wide and drawn from `top`: the
    /// narrow arrangement's own panel (``NarrowArrangement``), whose lines would run past a
    /// phone's edge at the wide picture's wrapping. Its canvas is `width` wide and ends at the
    /// panel's foot, so that ``WalkthroughSVG/panel(_:clock:variant:)`` draws it there.
    func narrowed(width: Double, top: Double) -> Scene {
        var scene = self
        scene.panel = textPanel(log: eventLog(), width: width)
        scene.canvas = Size(width: width, height: top + scene.panel.height)
        return scene
    }

    /// The part of the content a scene draws for timeline `t` (the run as drawn, carousels folded)
    /// seen through `viewport`: every viewport position of the run, widened by a viewport along the
    /// scroll axis and clamped to the content, spanning the content across it. ``SiteSize`` reads it
    /// without building a scene (whose text and pace it does not need).
    static func region(_ t: Timeline, viewport: Size) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for f in t.frames {
            minX = min(minX, f.offset.x)
            minY = min(minY, f.offset.y)
            maxX = max(maxX, f.offset.x + viewport.width)
            maxY = max(maxY, f.offset.y + viewport.height)
        }
        var content = Size.zero
        for layout in t.layouts {
            content.width = max(content.width, layout.contentSize.width)
            content.height = max(content.height, layout.contentSize.height)
        }
        // Widen along the scroll axis; span the content across it.
        if t.layouts[0].direction == .vertical {
            minY -= viewport.height
            maxY += viewport.height
            minX = min(minX, 0)
            maxX = max(maxX, content.width)
        } else {
            minX -= viewport.width
            maxX += viewport.width
            minY = min(minY, 0)
            maxY = max(maxY, content.height)
        }
        // Clamp to the content, but always keep every viewport position in view.
        let x0 = min(max(minX, 0), t.frames.map(\.offset.x).min() ?? 0)
        let y0 = min(max(minY, 0), t.frames.map(\.offset.y).min() ?? 0)
        let x1 = max(min(maxX, content.width), (t.frames.map(\.offset.x).max() ?? 0) + viewport.width)
        let y1 = max(min(maxY, content.height), (t.frames.map(\.offset.y).max() ?? 0) + viewport.height)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The frames story time slows and holds at: the event log's.
    var moments: [Int] { eventLog().map(\.frame) }

    /// The pace rebuilt with `others` as moments too (frames where another run of the
    /// same script has an event), so that the walkthroughs of one board under several
    /// profiles play on one clock: with the same moments and step ends, story time gives
    /// every frame they both have the same playback time in each (real time does already).
    /// With `loop`, the last frame is held longer so that one loop lasts at least `loop`
    /// seconds: walkthroughs of runs of different lengths then loop together.
    mutating func share(moments others: [Int], loop: Double? = nil) {
        let isStory = (run.scenario.script.pace ?? .story) == .story
        let moments = Array(Set(self.moments + others)).sorted()
        func paced(hold: Double) -> StoryTime {
            isStory ? StoryTime(story: run.timeline, moments: moments, hold: hold)
                : StoryTime(real: run.timeline, hold: hold)
        }
        story = paced(hold: Scene.hold)
        if let loop, loop > story.duration {
            story = paced(hold: Scene.hold + loop - story.duration)
        }
    }

    /// The lowest point, on the canvas, of what moves beyond the region (the
    /// lifted snapshot and the fingertip, dragged past the content's end), with a
    /// margin of 8: the text under the picture starts below it.
    static func lowestDrawn(_ t: Timeline, origin: Point) -> Double {
        var lowest = 0.0
        for f in t.frames {
            if let r = f.liftedFrame { lowest = max(lowest, r.maxY + origin.y + 5) }   // its shadow is 5 lower
            if let p = f.finger { lowest = max(lowest, p.y + f.offset.y + origin.y + SVGParts.fingertip.y + 9) }
        }
        return lowest + 8
    }

    /// The walkthrough's caption of step `i` (0: before the first step), with its time span.
    func walkthroughCaption(_ i: Int) -> String {
        guard i > 0 else { return "Before the first step" }
        let t = run.timeline
        let first = i == 1 ? 1 : t.stepEnds[i - 2] + 1
        let span = "\(format(t.frames[max(0, first - 1)].time))–\(format(t.frames[t.stepEnds[i - 1]].time)) s"
        return "Step \(i) (\(span)): \(run.scenario.script.steps[i - 1].text)"
    }

    /// A still's caption: the state before the first step, or after step `i`.
    func stillCaption(_ i: Int) -> String {
        i == 0 ? "Before the first step" : "After step \(i): \(run.scenario.script.steps[i - 1].text)"
    }

    /// Content coordinates to canvas coordinates.
    func canvasRect(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }

    /// The viewport's top-left corner on the canvas at content offset `offset`.
    ///
    /// What moves with the viewport (the veil, the edge zones, the scroll speed, a
    /// carousel's indicator) is drawn at (0, 0) and translated by this point, the sum
    /// taken here in double precision. Browsers apply SVG transforms in single
    /// precision: a group translated by the offset holding children drawn at the
    /// canvas origin, two numbers near 10¹² that cancel, lands thousands of points
    /// away from where it belongs.
    func viewportOrigin(_ offset: Point) -> Point { offset + origin }

    /// The content's bounds (largest over the session) on the canvas, clipped to the region.
    var contentRect: Rect {
        var content = Size.zero
        for layout in run.timeline.layouts {
            content.width = max(content.width, layout.contentSize.width)
            content.height = max(content.height, layout.contentSize.height)
        }
        let x0 = max(0, region.minX), y0 = max(0, region.minY)
        let x1 = min(content.width, region.maxX), y1 = min(content.height, region.maxY)
        return canvasRect(Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0)))
    }

    /// The state of frame `index`.
    ///
    /// Its items start from where its layout and order put the region's items
    /// (``RegionItems``, remembered from the previous call and updated where
    /// the order changed); the lifted item's cell is hidden under its snapshot
    /// unless it is fading, and displaced items are drawn where the frame puts
    /// them, over their layout place or anywhere they show in the region.
    ///
    /// - Complexity: O(log n + k) for k items in the region for a new layout or
    ///   order far from the last one asked for; for the next order of a
    ///   session, O(k) to read its labels and copy the items and O(c + d) hash
    ///   updates for c items whose place changed and d displaced items.
    /// - Parameter displacing: whether displaced items are drawn where the frame
    ///   displaces them (by default) or where its layout puts them.
    func state(at index: Int, displacing: Bool = true) -> SceneState {
        let frame = run.timeline.frames[index]
        let layout = run.timeline.layouts[frame.layoutIndex]
        let placed = regionItems.items(of: frame, in: self)
        var items = placed
        // The lifted item's cell is hidden under its snapshot, unless it is fading.
        func shown(_ label: String) -> Bool { label != frame.lifted || frame.itemAlpha[label] != nil }
        if let lifted = frame.lifted, !shown(lifted) { items.removeValue(forKey: lifted) }
        if displacing {
            for (label, r) in frame.displaced where shown(label) && (placed[label] != nil || r.intersects(region)) {
                items[label] = canvasRect(r)
            }
        }
        return state(frame, layout: layout, items: items)
    }

    /// The state of frame `index` with only the items `labels` among its items,
    /// given `base`, the items (``state(at:displacing:)`` with `displacing`
    /// false) of a frame with the same layout, order, lifted item and item
    /// opacities. O(|labels|) for its items: what a frame inside a run of such
    /// frames changes is where it displaces items.
    func state(at index: Int, only labels: Set<String>, base: [String: Rect]) -> SceneState {
        let frame = run.timeline.frames[index]
        let layout = run.timeline.layouts[frame.layoutIndex]
        var items: [String: Rect] = [:]
        for label in labels where label != frame.lifted || frame.itemAlpha[label] != nil {
            if let r = frame.displaced[label] {
                // As `state(at:)`: over its layout place, or anywhere it shows in the region.
                if base[label] != nil || r.intersects(region) { items[label] = canvasRect(r) }
            } else if let r = base[label] {
                items[label] = r
            }
        }
        return state(frame, layout: layout, items: items)
    }

    /// The state of `frame` drawing `items`.
    private func state(_ frame: Frame, layout: PreparedLayout, items: [String: Rect]) -> SceneState {
        var lifted: (String, Rect, Double)?
        var slot: Rect?
        if let label = frame.lifted, let r = frame.liftedFrame {
            lifted = (label, canvasRect(r), frame.liftedAlpha)
            if let path = frame.liftedPath { slot = canvasRect(layout.frame(at: path)) }
        }
        var headers: [Int: Rect] = [:]
        for (s, r) in frame.headers ?? naturalHeaders(layout) { headers[s] = canvasRect(r) }
        return SceneState(items: items, alpha: frame.itemAlpha.filter { items[$0.key] != nil }, lifted: lifted,
                          slot: slot,
                          finger: frame.finger.map { $0 + frame.offset + origin },
                          offset: frame.offset, headers: headers)
    }

    /// Header frames where the layout puts them, for sections in the region.
    func naturalHeaders(_ layout: PreparedLayout) -> [Int: Rect] {
        var headers: [Int: Rect] = [:]
        for s in layout.sections(in: region) {
            if let h = layout.sections[s].header { headers[s] = h }
        }
        return headers
    }


    /// The colour slot of a label: its initial position, or on very large
    /// boards a hash of its text.
    func colour(_ label: String) -> Int {
        let item = text(of: label)
        return colours[item] ?? Scene.colour(item)
    }

    /// What the item called `label` in the timeline shows: its label, or for a
    /// carousel's page the label of the item it is a copy of.
    func text(of label: String) -> String {
        copies[label]?.item ?? label
    }

    /// A stable colour for a label, whatever its position (FNV-1a of its UTF-8).
    static func colour(_ label: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in label.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % 97)
    }
}
