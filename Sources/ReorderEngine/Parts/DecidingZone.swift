import CollectionLayout

/// What a target rule tested on one item when it was last asked: the item, the part of it
/// that decides (one rectangle or two, content coordinates), what it tested against that
/// part, and whether the test passed, so that a picture can show why the order changed at a
/// frame and why it did not change earlier (``TargetRule/zone(in:)``).
///
/// A zone is geometry the rule already computes, written down; it decides nothing. Rules
/// without a zone (the default) report none, and their frames carry none.
public struct DecidingZone: Hashable, Sendable {
    /// Which test, with the option that sizes it.
    public enum Test: Hashable, Sendable {
        /// SortableJS: the part of the target, centred on it along the list, that the pointer
        /// must be in to swap (`swapThreshold`).
        case swap(threshold: Double)
        /// SortableJS: the bands at the target's edges (`invertedSwapThreshold` of it, half at
        /// each end) that swap when the inverted zones are in force: `invertSwap`, or the
        /// library's own switch once a swap left the pointer over the same target.
        case inverted(threshold: Double)
        /// SortableJS: after a swap with a target shorter than the dragged item, the dragged
        /// item's "shadow" on the target, where the pointer sends it back.
        case swapBack
        /// jQuery UI `tolerance: intersect`: the half of the item in the direction the pointer
        /// last moved (`down`: the lower half).
        case intersect(down: Bool)
        /// jQuery UI `tolerance: intersect` with `axis: "x"` (the items taken as floating): the
        /// half of the item in the direction the pointer last moved across (`right`: the right half).
        case intersectAcross(right: Bool)
        /// jQuery UI `tolerance: pointer`: the pointer anywhere inside the item.
        case pointer
        /// dnd-kit `closestCenter`: the droppable whose centre is nearest the collision rect's.
        case closestCentre
        /// dnd-kit `closestCorners`: the droppable whose corners are nearest the collision rect's.
        case closestCorners
        /// dnd-kit `rectIntersection`: the droppable the collision rect overlaps most (the
        /// zone's rectangle is the overlap).
        case rectIntersection
        /// dnd-kit `pointerWithin`: a droppable that holds the pointer.
        case pointerWithin
        /// A hit test of the snapshot's centre: the item whose frame holds it.
        case centreHit
        /// ItemTouchHelper: a row the dragged view touches, whose far edge its leading edge
        /// (the probe) must pass, once the view has travelled the move threshold of its size.
        case farEdge
    }

    public var test: Test
    /// The item tested, in the interim layout the rule saw (``atLift``: in the order at the lift).
    public var target: IndexPath
    /// Whether ``item`` and ``rects`` were measured at the lift and stay put: dnd-kit measures
    /// its droppables when the drag starts. ``target`` is then the slot the item goes to, in the
    /// order shown as in the order at the lift (`arrayMove(items, active, over)`).
    public var atLift = false
    /// Its label, filled in by the runner (rules see index paths only): the item the screen shows
    /// at ``target``, as the events name a slot.
    public var label: String = ""
    /// The item as the rule saw it (drawn, or where it was measured), content coordinates.
    public var item: Rect
    /// The part that decides, content coordinates: one rectangle, or two (the inverted bands).
    public var rects: [Rect]
    /// The point the rule tested against them when it is not the finger (the collision
    /// rect's centre, the snapshot's centre), content coordinates; `nil` for the pointer.
    public var probe: Point?
    /// Whether the test passed: the rule moves the item (on this call, or for SortableJS, on
    /// the timer's call that this one is).
    public var passed: Bool
    /// Whether the rule has not tested the zone yet: the pointer is over a target the rule's
    /// next call tests, and the call is not due (SortableJS tests on a 50 ms timer), so
    /// ``passed`` is what the test would answer as the screen stands, not what moved anything
    /// (``TargetRule/pendingZone(in:)``). A picture draws it hollow, as it draws a test that failed.
    public var pending = false

    public init(test: Test, target: IndexPath, item: Rect, rects: [Rect], probe: Point? = nil, passed: Bool) {
        self.test = test
        self.target = target
        self.item = item
        self.rects = rects
        self.probe = probe
        self.passed = passed
    }
}
