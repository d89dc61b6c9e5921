import CollectionLayout

/// Android's `ItemTouchHelper` (`moveIfNecessary`, `findSwapTargets`, and
/// `Callback.chooseDropTarget` at their defaults): the dragged view's leading
/// edge must pass a candidate's far edge, and the furthest such candidate wins.
///
/// All numbers are in the RecyclerView's own coordinates (the viewport: content
/// minus the offset), where the dragged view is drawn at its top-left at lift
/// plus the finger's travel. With `x`, `y` that top-left truncated toward zero
/// (Java's `(int)`), `w` × `h` its size and `slot` the frame of the place the
/// screen shows it in now:
///
/// 1. **Half-size gate** (``moveThreshold``, `getMoveThreshold`, default 0.5):
///    nothing unless `|y − slot.top| ≥ h × t` or `|x − slot.left| ≥ w × t`, the
///    product in `float` as Java has it (`moveIfNecessary`, line 848-854 of
///    the support library's `ItemTouchHelper.java`).
/// 2. **Candidates** (`findSwapTargets`, 788-834; ``boundingBoxMargin``,
///    `getBoundingBoxMargin`, default 0; `canDropOver` true): the other items
///    on screen whose frames touch or overlap the dragged rectangle (its
///    top-left rounded half up, `Math.round`, then grown by the margin on every
///    side, or shrunk by a negative one; edges that only touch count), ordered by the squared distance between
///    centres (each centre an integer halving, `(a + b) / 2` in Java), a later
///    item going before an earlier one at the same distance.
/// 3. **Choice** (`chooseDropTarget`): with `dx = x − slot.left`,
///    `dy = y − slot.top`, a candidate scores, for `dy > 0`, `bottom − its
///    bottom` when its bottom lies above the dragged bottom (`y + h`) and below
///    the slot's bottom; for `dy < 0`, `its top − y` when its top lies below `y`
///    and above the slot's top; the same along x for `dx`. Each test that holds
///    may raise the winner; only a strictly higher score replaces it, so at
///    equal scores the nearer candidate stays.
/// 4. **One move per frame**: `onMove`'s `notifyItemMoved` requests a layout,
///    and `moveIfNecessary` returns at once while one is pending, so after a
///    move the rule names nothing more in the same tick.
///
/// It answers finger updates (`ACTION_MOVE` calls `moveIfNecessary`) and the
/// display link after a scroll (the scroll runnable calls it after
/// `scrollIfNecessary` scrolled).
///
/// Its zone, for the pictures, is the candidate the choice looked at once the gate let it:
/// the winner, passing, or else the nearest candidate, not passing, with the dragged view's
/// leading edge as the probe (the middle of its bottom moving down, of its top moving up,
/// of its right or left side moving across), whose line to the candidate shows how far it
/// has to go past the far edge. Before the gate, and with no candidate, none.
public struct LeadingEdgePassesFarEdge: ZoneReportingRule {
    /// The fraction of its own size the view must travel from its slot (`getMoveThreshold`).
    public var moveThreshold: Double
    /// Points added to every side of the dragged view's box when looking for candidates
    /// (`getBoundingBoxMargin`, an `int`: a fraction is cut toward zero).
    public var boundingBoxMargin: Double
    /// The tick of the last move this rule asked for: a layout is pending until the next.
    private var movedAt: Int?

    public init(moveThreshold: Double = 0.5, boundingBoxMargin: Double = 0) {
        self.moveThreshold = moveThreshold
        self.boundingBoxMargin = boundingBoxMargin
    }

    public func answers(_ occasion: TargetOccasion) -> Bool {
        occasion == .fingerMoved || occasion == .scrolled
    }

    public mutating func decide(in context: TargetContext) -> TargetDecision {
        let none = TargetDecision(target: nil, zone: nil)
        if movedAt == context.tick { return none }     // isLayoutRequested()
        let offset = context.visible.origin
        let size = context.snapshotSize
        let topLeft = context.snapshotCentre - Point(x: size.width / 2, y: size.height / 2) - offset
        let x = topLeft.x.rounded(.towardZero), y = topLeft.y.rounded(.towardZero)
        let slot = Self.shifted(context.layout.frame(at: context.current), by: offset)
        guard Self.passes(abs(y - slot.minY), size.height, moveThreshold)
                || Self.passes(abs(x - slot.minX), size.width, moveThreshold) else { return none }
        let candidates = swapTargets(context, offset: offset, topLeft: topLeft)
        guard let looked = candidates.first else { return none }
        let winner = Self.choose(candidates, slot: slot, x: x, y: y, size: size)
        if winner != nil { movedAt = context.tick }
        // The leading edge's middle, back in content coordinates.
        let dx = x - slot.minX, dy = y - slot.minY
        let edge = dy != 0
            ? Point(x: x + size.width / 2, y: dy > 0 ? y + size.height : y)
            : Point(x: dx > 0 ? x + size.width : x, y: y + size.height / 2)
        let path = winner ?? looked.path
        let frame = context.layout.frame(at: path)
        let zone = DecidingZone(test: .farEdge, target: path, item: frame, rects: [frame], probe: edge + offset,
                                passed: winner != nil)
        return TargetDecision(target: winner, zone: zone)
    }

    /// `findSwapTargets`: the items on screen (but the dragged one) whose frames
    /// touch the dragged rectangle, nearest centre first.
    private func swapTargets(_ context: TargetContext, offset: Point, topLeft: Point)
        -> [(path: IndexPath, frame: Rect)] {
        let size = context.snapshotSize
        let margin = boundingBoxMargin.rounded(.towardZero)
        let left = (topLeft.x + 0.5).rounded(.down) - margin, top = (topLeft.y + 0.5).rounded(.down) - margin  // Math.round
        let right = left + size.width + 2 * margin, bottom = top + size.height + 2 * margin
        let centreX = Self.half(left + right), centreY = Self.half(top + bottom)
        var targets: [(path: IndexPath, frame: Rect)] = []
        var distances: [Double] = []
        for path in context.layout.items(in: context.visible) where path != context.current {
            let other = Self.shifted(context.layout.frame(at: path), by: offset)
            if other.maxY < top || other.minY > bottom || other.maxX < left || other.minX > right { continue }
            let dx = abs(centreX - Self.half(other.minX + other.maxX))
            let dy = abs(centreY - Self.half(other.minY + other.maxY))
            let distance = dx * dx + dy * dy
            // Inserted before the first one at least as far (ties: the later item first).
            let position = distances.firstIndex { distance <= $0 } ?? distances.count
            targets.insert((path, other), at: position)
            distances.insert(distance, at: position)
        }
        return targets
    }

    /// `chooseDropTarget`: the candidate whose far edge the dragged view's
    /// leading edge passed by the most.
    private static func choose(_ candidates: [(path: IndexPath, frame: Rect)], slot: Rect,
                               x: Double, y: Double, size: Size) -> IndexPath? {
        let right = x + size.width, bottom = y + size.height
        let dx = x - slot.minX, dy = y - slot.minY
        var winner: IndexPath?
        var best = -1.0
        func consider(_ diff: Double, _ path: IndexPath) {
            if abs(diff) > best {
                best = abs(diff)
                winner = path
            }
        }
        for (path, target) in candidates {
            if dx > 0, target.maxX - right < 0, target.maxX > slot.maxX { consider(target.maxX - right, path) }
            if dx < 0, target.minX - x > 0, target.minX < slot.minX { consider(target.minX - x, path) }
            if dy < 0, target.minY - y > 0, target.minY < slot.minY { consider(target.minY - y, path) }
            if dy > 0, target.maxY - bottom < 0, target.maxY > slot.maxY { consider(target.maxY - bottom, path) }
        }
        return winner
    }

    /// The gate on one axis: `!(moved < size * threshold)`, the product a `float` (an `int`
    /// times a `float`) and the comparison too.
    private static func passes(_ moved: Double, _ size: Double, _ threshold: Double) -> Bool {
        !(Float(moved) < Float(size) * Float(threshold))
    }

    /// Java's `(a + b) / 2` on ints: halved, truncated toward zero.
    private static func half(_ sum: Double) -> Double { (sum / 2).rounded(.towardZero) }

    private static func shifted(_ r: Rect, by offset: Point) -> Rect {
        Rect(x: r.minX - offset.x, y: r.minY - offset.y, width: r.width, height: r.height)
    }
}
