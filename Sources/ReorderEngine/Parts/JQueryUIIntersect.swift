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
/// ``zoneAcross(pointer:dx:dy:placeholder:positions:current:layout:visible:pointerTolerance:)``.
/// Which item is passed over then depends on the placeholder's place in the DOM, the helper
/// counted, which the rule keeps (``JQueryUIPlaceholder``); and so does the helper's static
/// `top` in a list, which the rule places (``TargetDecision/snapshotCentre``).
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
    /// Under `axis: "x"`, the placeholder in the DOM since the drag started.
    var placeholder: JQueryUIPlaceholder?

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
        if axis == .x { return across(drags, offset: offset, in: context) }
        var decision = TargetDecision(target: nil, zone: nil)
        for drag in drags {
            offset = scrollStep(offset, pointer: drag.pointer, in: context).offset
            let dy = drag.pointer.y - drag.previous.y
            let p = drag.pointer + offset
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

    /// `_scroll` in one `_mouseDrag` at the whole-pixel `pointer` (viewport coordinates), from
    /// `offset`: the new offset, and whether `_scroll` took a branch (it then returns the value
    /// it assigned, never `false`, clamped or not, and `_mouseDrag` re-reads the items'
    /// positions: `_refreshItemPositions(true)`, 426-429).
    func scrollStep(_ offset: Point, pointer: Point, in context: TargetContext) -> (offset: Point, refreshed: Bool) {
        guard scroll else { return (offset, false) }
        let viewport = context.visible.size
        let reach = context.layout.direction == .vertical
            ? offset.y + 2 * viewport.height + 1 : offset.x + 2 * viewport.width + 1
        let next = JQueryUIMouse.scrolled(offset, pointer: pointer, viewport: viewport,
                                          content: context.layout.contentSize(reaching: reach),
                                          sensitivity: scrollSensitivity, speed: scrollSpeed)
        return (next, JQueryUIMouse.scrolls(at: pointer, viewport: viewport, sensitivity: scrollSensitivity))
    }

    /// The `_mouseDrag`s of one finger update under `axis: "x"`, each after its `_scroll`.
    ///
    /// The placeholder's DOM place is the rule's (``placeholder``), from `_createPlaceholder`'s
    /// at the first call (the lift: `current` is the item's place at the start). The items'
    /// positions are those jQuery UI last read: the layout as the update finds it (the
    /// zero-delay refresh after a rearrange ran before this event), again after a `_scroll`
    /// that re-reads them; so the second `_mouseDrag` of the update that starts the drag (the
    /// press replayed, then the move) reads them from before the first one's rearrange. The
    /// slots are the layout's, by index on screen, which is exact for rows of one size. The
    /// helper's centre: its `left` as the snapshot model set it, its static `top`
    /// (``staticTop(of:laidOut:layout:stacksRows:)``).
    mutating func across(_ drags: [(pointer: Point, previous: Point)], offset start: Point,
                         in context: TargetContext) -> TargetDecision {
        let current = context.current
        let count = context.layout.sections[current.section].items.count
        var dom = placeholder ?? JQueryUIPlaceholder(helper: current.item, count: count)
        dom.show(at: current.item)
        var offset = start
        var positions = current.item
        var decision = TargetDecision(target: nil, zone: nil)
        for drag in drags {
            let step = scrollStep(offset, pointer: drag.pointer, in: context)
            offset = step.offset
            if step.refreshed { positions = dom.shown }
            let dx = drag.pointer.x - drag.previous.x, dy = drag.pointer.y - drag.previous.y
            guard let tested = Self.zoneAcross(
                pointer: drag.pointer + offset, dx: dx, dy: dy, placeholder: dom, positions: positions,
                current: current, layout: context.layout, visible: Rect(origin: offset, size: context.visible.size),
                pointerTolerance: pointerTolerance) else { continue }
            decision.zone = tested.zone
            // Floating: right or down is intersection 2, after the item; anything else 1, before it.
            if tested.zone.passed { dom.insert(after: dx > 0 || dy > 0, item: tested.item) }
        }
        placeholder = dom
        if dom.shown != current.item { decision.target = IndexPath(section: current.section, item: dom.shown) }
        // Content coordinates: the static top is laid out unscrolled and stays on screen, so it
        // is that plus the offset; plus the offset this update starts from, as the runner
        // moves the helper with the scroll it applies after the rule (``JQueryUIScroll``).
        let top = Self.staticTop(of: dom, laidOut: current, layout: context.layout, stacksRows: context.stacksRows)
        decision.snapshotCentre = Point(x: context.snapshotCentre.x,
                                        y: start.y + top + context.snapshotSize.height / 2)
        return decision
    }

    /// The helper's static `top` under `axis: "x"` (its `top` is never set, 420-422), content
    /// coordinates, not scrolled, with the placeholder at `dom`:
    /// - in a flow (a flex container), the container's content start, as for a sole flex item:
    ///   the first slot's top;
    /// - in a list (`stacksRows`: blocks), below the in-flow siblings before the helper in the
    ///   DOM: the items before it at the start, and the placeholder, of the helper's height, when
    ///   it stands before the helper (``JQueryUIPlaceholder/beforeHelper``); the rows' spacing
    ///   after each. So at the lift it is the item's own slot; with the placeholder before the
    ///   helper it is one slot lower, as far as the slot after the last.
    ///
    /// The sizes are read from `layout`, in which the dragged item stands at `laidOut` (the
    /// placeholder's place when the update began; `dom` may have moved it since).
    static func staticTop(of dom: JQueryUIPlaceholder, laidOut: IndexPath, layout: PreparedLayout,
                          stacksRows: Bool) -> Double {
        func frame(_ k: Int) -> Rect { layout.frame(at: IndexPath(section: laidOut.section, item: k)) }
        let first = frame(0).minY
        guard stacksRows else { return first }
        let spacing = dom.count > 1 ? frame(1).minY - frame(0).maxY : 0
        var top = first
        for i in 0..<dom.helper {
            top += frame(JQueryUIPlaceholder.screenIndex(of: i, helper: dom.helper, placeholder: laidOut.item)).height + spacing
        }
        if dom.beforeHelper { top += frame(laidOut.item).height + spacing }
        return top
    }

    /// `_rearrange`'s index for the placeholder, now at `c`, moved past item `t` going down
    /// (after it) or up (before it); `c` itself when the item is beside it on that side.
    static func destination(past t: Int, from c: Int, down: Bool) -> Int {
        down ? (t > c ? t : t + 1) : (t < c ? t : t - 1)
    }
}
