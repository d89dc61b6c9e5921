import CollectionLayout

/// jQuery UI 1.13.2 Sortable's rearrange step with `tolerance: "intersect"`
/// (`_mouseDrag`, `_intersectsWithPointer`, `_intersectsWithSides`,
/// `_rearrange` in `ui/widgets/sortable.js`), for one list whose items are
/// blocks or flex items, never floated or inline (`_isFloating` is false, as
/// on the conformance page): only vertical motion reorders.
///
/// On each `_mouseDrag` (``JQueryUIMouse``), after `_scroll` has moved the
/// offset and the item positions were re-read:
/// - the direction is the sign of the whole-pixel pointer's vertical change
///   since the previous `_mouseDrag` (`_getDragVerticalDirection`); none, and
///   nothing happens;
/// - the item (other than the dragged one) whose rectangle holds the pointer,
///   half-open (`_isOverAxis`), is the candidate;
/// - moving down, the placeholder goes right after it when the pointer is in
///   its lower half (`y ≥ top + h/2`); moving up, right before it when in its
///   upper half. Either way it may land on the far side of the dragged
///   item's place: the direction of the last move decides, not where the
///   item came from.
/// The placeholder is the dragged item's place on screen; the rule names its
/// new index. One rearrange per `_mouseDrag` at most. The positions it reads
/// are the layout now: jQuery UI re-reads them in a zero-delay timer after
/// each rearrange, which runs before the next pointer event.
///
/// With `tolerance: "pointer"` (``pointerTolerance``) the half is not asked (`_mouseDrag` skips
/// `_intersectsWithSides`): the placeholder moves past the item under the pointer as soon as
/// the pointer is over it, moving in either direction.
///
/// With `axis: "y"` (``axis``) `_intersectsWithPointer` asks only whether the pointer's y is
/// over an item (`isOverElementWidth` is true, sortable.js 687): the pointer may leave the
/// list sideways and still move the placeholder. Several items can then hold the pointer (a
/// row of a flow): `_mouseDrag` tries them from the last to the first (443), passing over
/// the dragged one and the one the placeholder already stands beside on that side, and the
/// first other one decides (a rearrange, or `break` when its half is the wrong one).
public struct JQueryUIIntersect: TargetRule {
    public var scrollSensitivity: Double
    public var scrollSpeed: Double
    /// `scroll`: whether `_scroll` runs at all.
    public var scroll: Bool
    /// `tolerance: "pointer"` instead of `"intersect"`.
    public var pointerTolerance: Bool
    /// `axis`: `.y` leaves the pointer's x out of the hit test.
    public var axis: JQueryUIOptions.Axis = .none
    var mouse: JQueryUIMouse

    public init(scrollSensitivity: Double = 20, scrollSpeed: Double = 20, scroll: Bool = true,
                pointerTolerance: Bool = false, distance: Double = 1) {
        self.scrollSensitivity = scrollSensitivity
        self.scrollSpeed = scrollSpeed
        self.scroll = scroll
        self.pointerTolerance = pointerTolerance
        mouse = JQueryUIMouse(distance: distance)
    }

    public mutating func target(in context: TargetContext) -> IndexPath? {
        guard context.occasion == .fingerMoved else { return nil }
        var offset = context.visible.origin
        let viewport = context.visible.size
        let pointer = context.finger - offset
        let drags = mouse.move(to: pointer, press: context.pressFinger ?? pointer)
        var result: IndexPath?
        for drag in drags {
            let reach = context.layout.direction == .vertical
                ? offset.y + 2 * viewport.height + 1 : offset.x + 2 * viewport.width + 1
            if scroll {
                offset = JQueryUIMouse.scrolled(offset, pointer: drag.pointer, viewport: viewport,
                                                content: context.layout.contentSize(reaching: reach),
                                                sensitivity: scrollSensitivity, speed: scrollSpeed)
            }
            let dy = drag.pointer.y - drag.previous.y
            guard dy != 0 else { continue }
            let p = drag.pointer + offset
            result = (axis == .y
                ? Self.rearrangeAlongY(pointer: p, down: dy > 0, current: context.current, layout: context.layout,
                                       visible: Rect(origin: offset, size: viewport), pointerTolerance: pointerTolerance)
                : Self.rearrange(pointer: p, down: dy > 0, current: context.current,
                                 layout: context.layout, pointerTolerance: pointerTolerance)) ?? result
        }
        return result
    }

    /// The placeholder's new index for the pointer at `p` (content
    /// coordinates, whole pixels) moving down or up, or `nil`; under `pointerTolerance`
    /// without asking which half of the item the pointer is in.
    static func rearrange(pointer p: Point, down: Bool, current: IndexPath, layout: PreparedLayout,
                          pointerTolerance: Bool = false) -> IndexPath? {
        guard let t = layout.item(at: p), t != current, t.section == current.section else { return nil }
        let r = layout.frame(at: t)
        let lowerHalf = p.y >= r.minY + r.height / 2
        guard pointerTolerance || down == lowerHalf else { return nil }
        let c = current.item
        let to = down ? (t.item > c ? t.item : t.item + 1) : (t.item < c ? t.item : t.item - 1)
        return to == c ? nil : IndexPath(section: current.section, item: to)
    }

    /// ``rearrange(pointer:down:current:layout:pointerTolerance:)`` with `axis: "y"`: the items
    /// whose rows hold the pointer's y (half-open), from the last to the first; the dragged one
    /// and one whose move would leave the placeholder where it is are passed over; the first
    /// other one is the candidate, and its half decides (or, under `pointerTolerance`, nothing
    /// more). The items looked at are those across the visible width (a vertical layout's
    /// content is no wider).
    static func rearrangeAlongY(pointer p: Point, down: Bool, current: IndexPath, layout: PreparedLayout,
                                visible: Rect, pointerTolerance: Bool = false) -> IndexPath? {
        let band = Rect(x: visible.minX, y: p.y, width: visible.width, height: 1)
        let c = current.item
        let rows = layout.items(in: band).filter { $0.section == current.section && $0 != current }
        for t in rows.sorted(by: { $0.item > $1.item }) {
            let r = layout.frame(at: t)
            guard p.y >= r.minY && p.y < r.maxY else { continue }
            let to = down ? (t.item > c ? t.item : t.item + 1) : (t.item < c ? t.item : t.item - 1)
            if to == c { continue }
            let lowerHalf = p.y >= r.minY + r.height / 2
            guard pointerTolerance || down == lowerHalf else { return nil }
            return IndexPath(section: current.section, item: to)
        }
        return nil
    }
}
