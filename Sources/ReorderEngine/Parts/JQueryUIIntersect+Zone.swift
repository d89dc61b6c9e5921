import CollectionLayout

/// The zone jQuery UI's rearrange step tests on the item under the pointer: what moves the
/// placeholder (``decide(in:)``) and what the pictures draw.
///
/// - `tolerance: intersect`: the half of the item in the direction of that move (moving
///   down, the lower half, `y ≥ top + h/2`); it passes with the pointer in it.
/// - `tolerance: pointer`: the whole item, and it passes.
extension JQueryUIIntersect {
    /// The zone `_mouseDrag` tests for the pointer at `p` (content coordinates, whole pixels)
    /// moving down or up, or `nil` over no item, over the dragged one, or over one whose test
    /// could not move the placeholder (the item beside it on the side it already stands).
    static func zone(pointer p: Point, down: Bool, current: IndexPath, layout: PreparedLayout,
                     pointerTolerance: Bool) -> DecidingZone? {
        guard let t = layout.item(at: p), t != current, t.section == current.section else { return nil }
        let c = current.item
        guard destination(past: t.item, from: c, down: down) != c else { return nil }
        return test(t, pointer: p, down: down, layout: layout, pointerTolerance: pointerTolerance)
    }

    /// The zone `_mouseDrag` tests under `axis: "y"`: of the items whose rows hold the
    /// pointer's y (half-open), from the last to the first, the first that is not the dragged
    /// one and whose test could move the placeholder. The items looked at are those across
    /// the visible width (a vertical layout's content is no wider).
    static func zoneAlongY(pointer p: Point, down: Bool, current: IndexPath, layout: PreparedLayout,
                           visible: Rect, pointerTolerance: Bool) -> DecidingZone? {
        let band = Rect(x: visible.minX, y: p.y, width: visible.width, height: 1)
        let c = current.item
        let rows = layout.items(in: band).filter { $0.section == current.section && $0 != current }
        for t in rows.sorted(by: { $0.item > $1.item }) {
            let r = layout.frame(at: t)
            guard p.y >= r.minY && p.y < r.maxY else { continue }
            if destination(past: t.item, from: c, down: down) == c { continue }
            return test(t, pointer: p, down: down, layout: layout, pointerTolerance: pointerTolerance)
        }
        return nil
    }

    /// The test on candidate `t`: its half in the direction of the move (or all of it, and
    /// passing, under `pointerTolerance`), passing with the pointer's y in it.
    private static func test(_ t: IndexPath, pointer p: Point, down: Bool, layout: PreparedLayout,
                             pointerTolerance: Bool) -> DecidingZone {
        let r = layout.frame(at: t)
        if pointerTolerance { return DecidingZone(test: .pointer, target: t, item: r, rects: [r], passed: true) }
        let half = Rect(x: r.minX, y: down ? r.minY + r.height / 2 : r.minY, width: r.width, height: r.height / 2)
        let lowerHalf = p.y >= r.minY + r.height / 2
        return DecidingZone(test: .intersect(down: down), target: t, item: r, rects: [half], passed: down == lowerHalf)
    }
}

extension JQueryUIIntersect {
    /// The zone `_mouseDrag` tests under `axis: "x"`, for the whole-pixel pointer at `p`
    /// (content coordinates) that moved `dx`, `dy` since the last `_mouseDrag`, with the
    /// placeholder in the DOM at `dom`, and the item it tests (its index at the start), or
    /// `nil` when no item could move the placeholder. The items are floating, so (sortable.js
    /// 1.13.2):
    ///
    /// - `_intersectsWithPointer` asks only whether the pointer's x is over an item
    ///   (`isOverElementHeight` is true, 682-703), half-open; its answer is 2 (after) when the
    ///   pointer moved right or down, and 1 (before) otherwise, even when it did not move;
    /// - the items are tried from the last to the first in their order at the start (443; a
    ///   list's rows all hold the pointer's x, and so does every row of a flow's column),
    ///   passing over the dragged one and the placeholder's neighbour in the DOM on that side
    ///   (466-470: ``JQueryUIPlaceholder/isBeside(_:after:)``, the helper counted); the first
    ///   other one decides;
    /// - `_intersectsWithSides` (705): with a horizontal direction, moving right the pointer in
    ///   the right half (`_isOverAxis(x, left + w/2, w)`), moving left not; with none, the
    ///   vertical one: moving down `_isOverAxis(y, top + h/2, h)` (the lower half or the upper
    ///   half of the slot below), moving up not (above the lower half, or past that band: the
    ///   zone's two parts, cut to `visible`); with neither, it fails. A failure is `break`.
    ///   Under `tolerance: pointer` it is not asked, and the item passes.
    ///
    /// An item's rectangle is its slot with the placeholder shown at `positions` (where jQuery
    /// UI last read the positions); the zone names it by its index in `layout`, where the
    /// dragged item stands at `current`.
    static func zoneAcross(pointer p: Point, dx: Double, dy: Double, placeholder dom: JQueryUIPlaceholder,
                           positions: Int, current: IndexPath, layout: PreparedLayout, visible: Rect,
                           pointerTolerance: Bool) -> (zone: DecidingZone, item: Int)? {
        let after = dx > 0 || dy > 0
        for i in stride(from: dom.count - 1, through: 0, by: -1) where i != dom.helper {
            let slot = JQueryUIPlaceholder.screenIndex(of: i, helper: dom.helper, placeholder: positions)
            let r = layout.frame(at: IndexPath(section: current.section, item: slot))
            guard p.x >= r.minX && p.x < r.maxX else { continue }
            if dom.isBeside(i, after: after) { continue }
            let t = IndexPath(section: current.section,
                              item: JQueryUIPlaceholder.screenIndex(of: i, helper: dom.helper, placeholder: current.item))
            if pointerTolerance { return (DecidingZone(test: .pointer, target: t, item: r, rects: [r], passed: true), i) }
            if dx != 0 {
                let right = dx > 0
                let rightHalf = p.x >= r.minX + r.width / 2 && p.x < r.maxX + r.width / 2
                let half = Rect(x: right ? r.midX : r.minX, y: r.minY, width: r.width / 2, height: r.height)
                return (DecidingZone(test: .intersectAcross(right: right), target: t, item: r, rects: [half],
                                     passed: right == rightHalf), i)
            }
            let down = dy > 0
            let band = (from: r.minY + r.height / 2, to: r.maxY + r.height / 2)
            let bottomHalf = p.y >= band.from && p.y < band.to
            let rects = down
                ? [Rect(x: r.minX, y: band.from, width: r.width, height: r.height)]
                : [Rect(x: r.minX, y: visible.minY, width: r.width, height: max(0, band.from - visible.minY)),
                   Rect(x: r.minX, y: band.to, width: r.width, height: max(0, visible.maxY - band.to))]
                    .filter { $0.height > 0 }
            return (DecidingZone(test: .intersect(down: down), target: t, item: r, rects: rects,
                                 passed: dy != 0 && down == bottomHalf), i)
        }
        return nil
    }
}
