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
///
/// With `axis: "x"` the pointer's x alone is asked, and the items are floating
/// (`refreshPositions`: `this.floating` is `axis === "x" || _isFloating(…)`): see
/// ``zoneAcross(pointer:dx:dy:current:layout:pointerTolerance:)``.
public struct JQueryUIIntersect: ZoneReportingRule {
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

    /// The `_mouseDrag`s of the finger update in `context`, each after its `_scroll`: the
    /// placeholder's new index from the last one that moves it, and the zone of the last one
    /// that tested an item (``zone(pointer:down:current:layout:pointerTolerance:)``).
    public mutating func decide(in context: TargetContext) -> TargetDecision {
        guard context.occasion == .fingerMoved else { return TargetDecision(target: nil, zone: nil) }
        var offset = context.visible.origin
        let viewport = context.visible.size
        let pointer = context.finger - offset
        let drags = mouse.move(to: pointer, press: context.pressFinger ?? pointer)
        var decision = TargetDecision(target: nil, zone: nil)
        for drag in drags {
            let reach = context.layout.direction == .vertical
                ? offset.y + 2 * viewport.height + 1 : offset.x + 2 * viewport.width + 1
            if scroll {
                offset = JQueryUIMouse.scrolled(offset, pointer: drag.pointer, viewport: viewport,
                                                content: context.layout.contentSize(reaching: reach),
                                                sensitivity: scrollSensitivity, speed: scrollSpeed)
            }
            let dx = drag.pointer.x - drag.previous.x, dy = drag.pointer.y - drag.previous.y
            let p = drag.pointer + offset
            if axis == .x {
                // Floating: any move, or none, gives an intersection; right or down is 2 (after).
                let after = dx > 0 || dy > 0
                guard let zone = Self.zoneAcross(pointer: p, dx: dx, dy: dy, current: context.current,
                                                 layout: context.layout, pointerTolerance: pointerTolerance)
                else { continue }
                decision.zone = zone
                if zone.passed {
                    decision.target = IndexPath(section: context.current.section,
                                                item: Self.destination(past: zone.target.item, from: context.current.item, down: after))
                }
                continue
            }
            guard dy != 0 else { continue }
            let down = dy > 0
            let zone = axis == .y
                ? Self.zoneAlongY(pointer: p, down: down, current: context.current, layout: context.layout,
                                  visible: Rect(origin: offset, size: viewport), pointerTolerance: pointerTolerance)
                : Self.zone(pointer: p, down: down, current: context.current, layout: context.layout,
                            pointerTolerance: pointerTolerance)
            guard let zone else { continue }
            decision.zone = zone
            if zone.passed {
                decision.target = IndexPath(section: context.current.section,
                                            item: Self.destination(past: zone.target.item, from: context.current.item, down: down))
            }
        }
        return decision
    }

    /// `_rearrange`'s index for the placeholder, now at `c`, moved past item `t` going down
    /// (after it) or up (before it); `c` itself when the item is beside it on that side.
    static func destination(past t: Int, from c: Int, down: Bool) -> Int {
        down ? (t > c ? t : t + 1) : (t < c ? t : t - 1)
    }
}
