import CollectionLayout

/// The zone jQuery UI's rearrange step tests on the item under the pointer, for the pictures.
extension JQueryUIIntersect {
    /// The zone the call in `context` tests, from a copy of the rule's mouse (its drags and
    /// scroll as ``target(in:)`` makes them): of the `_mouseDrag`s that moved the pointer
    /// vertically, the last one over an item other than the dragged one, in its section,
    /// that could move the placeholder.
    ///
    /// - `tolerance: intersect`: the half of the item in the direction of that move (moving
    ///   down, the lower half, `y ≥ top + h/2`); it passes with the pointer in it.
    /// - `tolerance: pointer`: the whole item, and it passes.
    ///
    /// Under `axis: "y"` the candidate is the one ``rearrangeAlongY`` takes (``zoneAlongY``).
    public func zone(in context: TargetContext) -> DecidingZone? {
        guard context.occasion == .fingerMoved else { return nil }
        var mouse = self.mouse
        var offset = context.visible.origin
        let viewport = context.visible.size
        let pointer = context.finger - offset
        var zone: DecidingZone?
        for drag in mouse.move(to: pointer, press: context.pressFinger ?? pointer) {
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
            zone = (axis == .y
                ? Self.zoneAlongY(pointer: p, down: dy > 0, current: context.current, layout: context.layout,
                                  visible: Rect(origin: offset, size: viewport), pointerTolerance: pointerTolerance)
                : Self.zone(pointer: p, down: dy > 0, current: context.current, layout: context.layout,
                            pointerTolerance: pointerTolerance)) ?? zone
        }
        return zone
    }

    /// The zone ``rearrange(pointer:down:current:layout:pointerTolerance:)`` tests for the
    /// pointer at `p` (content coordinates, whole pixels), or `nil` over no item, over the
    /// dragged one, or over one whose test could not move the placeholder (the item beside
    /// it on the side it already stands).
    static func zone(pointer p: Point, down: Bool, current: IndexPath, layout: PreparedLayout,
                     pointerTolerance: Bool) -> DecidingZone? {
        guard let t = layout.item(at: p), t != current, t.section == current.section else { return nil }
        let c = current.item
        let to = down ? (t.item > c ? t.item : t.item + 1) : (t.item < c ? t.item : t.item - 1)
        guard to != c else { return nil }
        return test(t, pointer: p, down: down, layout: layout, pointerTolerance: pointerTolerance)
    }

    /// The zone ``rearrangeAlongY(pointer:down:current:layout:visible:pointerTolerance:)`` tests
    /// under `axis: "y"`: of the items whose rows hold the pointer's y, from the last to the
    /// first, the first that is not the dragged one and whose test could move the placeholder.
    static func zoneAlongY(pointer p: Point, down: Bool, current: IndexPath, layout: PreparedLayout,
                           visible: Rect, pointerTolerance: Bool) -> DecidingZone? {
        let band = Rect(x: visible.minX, y: p.y, width: visible.width, height: 1)
        let c = current.item
        let rows = layout.items(in: band).filter { $0.section == current.section && $0 != current }
        for t in rows.sorted(by: { $0.item > $1.item }) {
            let r = layout.frame(at: t)
            guard p.y >= r.minY && p.y < r.maxY else { continue }
            let to = down ? (t.item > c ? t.item : t.item + 1) : (t.item < c ? t.item : t.item - 1)
            if to == c { continue }
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
