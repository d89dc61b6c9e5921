import CollectionLayout

/// jQuery UI 1.13.2 Sortable's `_scroll` (`scroll: true`,
/// `scrollSensitivity: 20`, `scrollSpeed: 20`) on a scrolling list: every
/// `_mouseDrag` (``JQueryUIMouse``: each pointer move once the drag has
/// started, and the press replayed at the start) scrolls the list by
/// `scrollSpeed` when the whole-pixel pointer is less than
/// `scrollSensitivity` from its far edge or past it, or by −`scrollSpeed`
/// when it is less than that from its near edge; each axis on its own, the
/// browser clamping at the ends. No timer: a still pointer scrolls nothing.
///
/// The step happens in the finger update, before the rearrange reads the
/// positions; the engine applies it on the display link of the same tick
/// (``JQueryUIIntersect`` works out the same offset for itself).
public struct JQueryUIScroll: AutoScrollModel {
    public var scrollSensitivity: Double
    public var scrollSpeed: Double
    /// `scroll: false` turns `_scroll` off: nothing scrolls and no edge zone is drawn.
    public var scroll: Bool
    var mouse: JQueryUIMouse
    var pending = Point.zero

    public init(scrollSensitivity: Double = 20, scrollSpeed: Double = 20, scroll: Bool = true, distance: Double = 1) {
        self.scrollSensitivity = scrollSensitivity
        self.scrollSpeed = scrollSpeed
        self.scroll = scroll
        mouse = JQueryUIMouse(distance: distance)
    }

    public var name: String { "jquery-ui-sortable" }
    public var edgeZone: Double { scroll ? scrollSensitivity : 0 }
    public var isRunning: Bool { pending != .zero }

    public mutating func fingerMoved(_ context: AutoScrollContext) {
        guard let finger = context.finger else { return }
        var offset = context.offset
        for drag in mouse.move(to: finger, press: context.pressFinger ?? finger) where scroll {
            offset = JQueryUIMouse.scrolled(offset, pointer: drag.pointer, viewport: context.viewport,
                                            content: context.contentSize, sensitivity: scrollSensitivity,
                                            speed: scrollSpeed)
        }
        pending = offset - context.offset
    }

    public mutating func tick(_ context: AutoScrollContext) -> Point {
        defer { pending = .zero }
        return pending
    }

    public mutating func stop() {
        mouse = JQueryUIMouse(distance: mouse.distance)
        pending = .zero
    }
}
