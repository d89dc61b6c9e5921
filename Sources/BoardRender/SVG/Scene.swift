import BoardFormat
import CollectionLayout
import ReorderEngine

/// What one frame shows, in canvas coordinates (points; the content's origin
/// sits at ``Scene/origin``).
struct SceneState {
    /// Items drawn in the collection (the lifted one excluded), by label.
    var items: [String: Rect]
    /// The lifted snapshot, if any.
    var lifted: (label: String, frame: Rect)?
    /// The slot the lifted item left empty in the interim layout.
    var slot: Rect?
    /// The finger, canvas coordinates.
    var finger: Point?
    /// The content offset.
    var offset: Point
    /// Header frames, by section index.
    var headers: [Int: Rect]
}

/// The fixed geometry of a board's pictures, and every frame's state.
struct Scene {
    let run: BoardRun
    /// Padding around the content, room for the finger to show at an edge.
    static let padding = 24.0
    static let captionHeight = 48.0
    /// Seconds the walkthrough holds its last frame before it loops.
    static let hold = 1.5

    let origin: Point
    let contentSize: Size
    let canvas: Size
    /// Item labels in their initial order (stable drawing order and colours).
    let labels: [String]
    let colourIndex: [String: Int]
    private let slotsByLayout: [[String: Rect]]

    init(_ run: BoardRun) {
        self.run = run
        let t = run.timeline
        var width = run.board.viewport.width
        var height = run.board.viewport.height
        for layout in t.layouts {
            width = max(width, layout.contentSize.width)
            height = max(height, layout.contentSize.height)
        }
        contentSize = Size(width: width, height: height)
        origin = Point(x: Scene.padding, y: Scene.padding)
        canvas = Size(width: width + 2 * Scene.padding, height: height + 2 * Scene.padding + Scene.captionHeight)
        labels = run.board.order.flatMap { $0 }
        var colours: [String: Int] = [:]
        for (i, label) in labels.enumerated() { colours[label] = i }
        colourIndex = colours
        // One label → slot map per layout (a layout belongs to exactly one order).
        var slots = [[String: Rect]](repeating: [:], count: t.layouts.count)
        for frame in t.frames where slots[frame.layoutIndex].isEmpty {
            var map: [String: Rect] = [:]
            for (s, section) in frame.order.enumerated() {
                for (i, label) in section.enumerated() {
                    map[label] = t.layouts[frame.layoutIndex].frame(at: IndexPath(section: s, item: i))
                }
            }
            slots[frame.layoutIndex] = map
        }
        slotsByLayout = slots
    }

    func canvasRect(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }

    /// The state of frame `index`.
    func state(at index: Int) -> SceneState {
        let frame = run.timeline.frames[index]
        let slots = slotsByLayout[frame.layoutIndex]
        var items: [String: Rect] = [:]
        for label in labels where label != frame.lifted && !frame.hidden.contains(label) {
            if let r = frame.displaced[label] ?? slots[label] { items[label] = canvasRect(r) }
        }
        var lifted: (String, Rect)?
        var slot: Rect?
        if let label = frame.lifted, let r = frame.liftedFrame {
            lifted = (label, canvasRect(r))
            slot = slots[label].map(canvasRect)
        }
        var headers: [Int: Rect] = [:]
        for (s, section) in run.timeline.layouts[frame.layoutIndex].sections.enumerated() {
            if let h = section.header { headers[s] = canvasRect(h) }
        }
        return SceneState(items: items, lifted: lifted, slot: slot,
                          finger: frame.finger.map { $0 + frame.offset + origin },
                          offset: frame.offset, headers: headers)
    }

    /// The viewport window in canvas coordinates for an offset.
    func viewportRect(offset: Point) -> Rect {
        Rect(origin: offset + origin, size: run.board.viewport)
    }

    /// The index of the step a frame belongs to, or `nil` for frame 0 (before the first step).
    func step(containing frame: Int) -> Int? {
        if frame == 0 { return nil }
        for (i, end) in run.timeline.stepEnds.enumerated() where frame <= end { return i }
        return run.timeline.stepEnds.isEmpty ? nil : run.timeline.stepEnds.count - 1
    }
}
