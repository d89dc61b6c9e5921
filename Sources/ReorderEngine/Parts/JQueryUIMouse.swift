import CollectionLayout

/// jQuery UI 1.13.2's mouse plugin (`ui/widgets/mouse.js`) as Sortable uses
/// it, with `distance` (default 1), and the page-coordinate arithmetic
/// Sortable runs on each `_mouseDrag`. Shared by the `jquery-ui-sortable`
/// parts, which each keep a copy and feed it the same finger updates, so they
/// agree on when the drag starts and on what each drag step sees.
///
/// - Mouse events carry whole pixels (Chromium gives `pageX`/`pageY` the
///   integer part of the pointer): ``pixel(_:)``.
/// - The press starts nothing (`_mouseDown`: the distance from itself is 0).
///   The first move whose whole-pixel position is at least 1 px from the
///   press's on either axis — at least ``distance`` px (`_mouseDistanceMet`, the larger
///   of the two differences, `>= options.distance`) — starts the drag: `_mouseStart` runs `_mouseDrag` with the
///   *press* event first, then `_mouseMove` runs it with the move. Every move
///   after that is one `_mouseDrag`.
/// - The parts see moves only once the lift rule (``JQueryUIDistanceLift``) has
///   lifted the item, so `delay` is its alone: the first move they see is the one
///   that starts the drag. With `distance: 0` that rule lifts at the press, and
///   the first move replays the press here (the library ran that `_mouseDrag` at
///   the mousedown).
public struct JQueryUIMouse: Hashable, Sendable {
    /// `_mouseStarted`.
    public private(set) var started = false
    /// The whole-pixel pointer of the last `_mouseDrag` (`lastPositionAbs`
    /// plus the click offset); `nil` before the drag starts.
    public private(set) var last: Point?
    /// `distance`: how far, in whole pixels on either axis, the pointer must go from the
    /// press before the drag starts.
    public var distance: Double

    public init(distance: Double = 1) {
        self.distance = distance
    }

    /// The whole-pixel position a mouse event reports for a pointer at `p`
    /// (viewport coordinates; the page's origin is the container's).
    public static func pixel(_ p: Point) -> Point {
        Point(x: p.x.rounded(.down), y: p.y.rounded(.down))
    }

    /// One pointer move to `pointer` (viewport coordinates) with the press at
    /// `press`: the pointers of the `_mouseDrag` calls it makes, in order,
    /// each with the whole-pixel pointer of the call before it.
    public mutating func move(to pointer: Point, press: Point) -> [(pointer: Point, previous: Point)] {
        let p = Self.pixel(pointer)
        if !started {
            let p0 = Self.pixel(press)
            guard max(abs(p.x - p0.x), abs(p.y - p0.y)) >= distance else { return [] }
            started = true
            last = p
            return [(p0, p0), (p, p0)]
        }
        let previous = last ?? p
        last = p
        return [(p, previous)]
    }

    /// `_scroll` for one `_mouseDrag` at the whole-pixel `pointer`, with the
    /// container at the page's origin: within `sensitivity` of the far edge
    /// (`edge − pointer < sensitivity`, so from `sensitivity − 1` px inside on,
    /// and anywhere past it) the offset grows by `speed`, else within it of
    /// the near edge (`pointer < sensitivity`) it shrinks by `speed`; each
    /// axis on its own. The browser clamps `scrollTop`/`scrollLeft` to the
    /// content. Returns the new offset.
    public static func scrolled(_ offset: Point, pointer: Point, viewport: Size, content: Size,
                                sensitivity: Double, speed: Double) -> Point {
        func axis(_ o: Double, _ p: Double, _ size: Double, _ length: Double) -> Double {
            var v = o
            if size - p < sensitivity {
                v = o + speed
            } else if p < sensitivity {
                v = o - speed
            }
            return min(max(v, 0), max(0, length - size))
        }
        return Point(x: axis(offset.x, pointer.x, viewport.width, content.width),
                     y: axis(offset.y, pointer.y, viewport.height, content.height))
    }

    /// Whether `_scroll` takes a branch for the whole-pixel `pointer`, on either axis: then it
    /// returns the offset it assigned (a number, even one the browser clamps back), not
    /// `false`, and `_mouseDrag` re-reads the items' positions.
    public static func scrolls(at pointer: Point, viewport: Size, sensitivity: Double) -> Bool {
        viewport.width - pointer.x < sensitivity || pointer.x < sensitivity
            || viewport.height - pointer.y < sensitivity || pointer.y < sensitivity
    }
}
