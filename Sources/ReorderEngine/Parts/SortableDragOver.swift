import CollectionLayout

/// SortableJS 1.14.0's target rule on its pointer ("fallback") path: the
/// emulated drag-over (`Sortable._emulateDragOver`), which `_onDragStart` runs
/// every 50 ms from the first pointer move until the drop, and what
/// `_onDragOver` does with it. One section (one list element).
///
/// Each tick hit-tests the last pointer position against the items *as
/// drawn* (running animations included; the floating clone takes no hits),
/// then, in `_onDragOver`'s order:
/// - nothing while `_silent` (30 ms after an insertion);
/// - nothing over the dragged item itself (it stays in the list as the
///   placeholder), over an item animating on both axes, or over the target of
///   the last insertion while the animations it started run
///   (`_ignoreWhileAnimating`);
/// - "ghost is last" (`_ghostIsLast`): past the last item (not while it
///   animates) the item is appended; "ghost is first" (`_ghostIsFirst`) the
///   mirror image;
/// - otherwise over an item, `_getSwapDirection`'s zones decide whether the
///   dragged item goes after it (+1) or before it (−1), and nothing happens
///   when it already is there.
/// An insertion is one move, applied to the data and the screen together.
///
/// On finger updates the rule only notes the pointer: the first move arms the
/// 50 ms timer (the drag starts), and the pointer is recorded for the ticks
/// from the second move on (`touchEvt` is set only once the clone exists,
/// which `_dragStarted` creates in a zero-delay timer after the first move).
public struct SortableDragOver: TargetRule {
    /// The options the rule reads.
    public var options: SortableOptions

    var timer: IntervalTimer?
    var moves = 0
    /// Until when `_silent` holds.
    var silentUntil: Duration?
    /// `lastTarget`, tracked through the moves the rule makes.
    var lastTarget: IndexPath?
    /// `lastDirection`: +1 after the target, −1 before it.
    var lastDirection = 0
    /// `targetMoveDistance`; `nil` until a first swap measured it.
    var targetMoveDistance: Double?
    /// A first swap's target and its slot's leading edge before the move:
    /// `targetMoveDistance` is measured from it on the next call, once the
    /// layout shows the move.
    var pendingDistance: (path: IndexPath, before: Double)?
    /// `pastFirstInvertThresh`.
    var pastFirstInvertThreshold = false
    /// `isCircumstantialInvert` (`invertSwap`, when not across rows).
    var circumstantialInvert = false
    /// `_ignoreWhileAnimating`: the last insertion's target, and until when.
    var ignored: (path: IndexPath, until: Duration)?
    /// The dragged item's own animation after the last insertion: where it
    /// was drawn then, and when it started (it ends in its slot).
    var placeholder: (from: Rect, start: Duration)?

    public init(options: SortableOptions = SortableOptions()) {
        self.options = options
    }

    public func answers(_ occasion: TargetOccasion) -> Bool { occasion == .fingerMoved }

    public func nextWake(after time: Duration) -> Duration? { timer?.nextFire(after: time) }

    var animation: Duration { .seconds(options.animation) }

    public mutating func target(in context: TargetContext) -> IndexPath? {
        if context.occasion != .wake {
            moves += 1
            if moves == 1 { timer = IntervalTimer(period: .milliseconds(50), start: context.time) }
            return nil
        }
        guard moves >= 2 else { return nil }
        if let pending = pendingDistance {
            targetMoveDistance = abs(leading(context.layout.frame(at: pending.path), context) - pending.before)
            pendingDistance = nil
        }
        if let until = silentUntil, context.time < until { return nil }
        let pointer = context.finger
        // Outside the list the hit element has no Sortable ancestor: nothing happens.
        guard context.visible.contains(pointer) else { return nil }
        var over = hit(pointer, context)
        var move: IndexPath?
        defer { finish(over: over, move: move, context) }
        let current = context.current
        if over == current { return nil }
        if let t = over {
            if let m = context.moving[t], m.from.minX != m.to.minX, m.from.minY != m.to.minY { return nil }
            if let ignored, ignored.path == t, context.time < ignored.until { return nil }
        }
        let vertical = isVertical(context)
        let count = context.layout.sections[current.section].items.count
        let last = IndexPath(section: current.section, item: count - 1)
        let first = IndexPath(section: current.section, item: 0)
        if Self.ghostIsLast(pointer, drawn(last, context), vertical: vertical) && !isAnimated(last, context) {
            if last == current { return nil }
            if over == nil { over = last }
            move = last
        } else if Self.ghostIsFirst(pointer, drawn(first, context), vertical: vertical) {
            if first == current { return nil }
            over = first
            move = first
        } else if let t = over {
            move = swap(with: t, pointer: pointer, vertical: vertical, context)
        }
        return move
    }

    /// The swap branch of `_onDragOver`: where the item goes relative to `t`, or `nil`.
    mutating func swap(with t: IndexPath, pointer: Point, vertical: Bool, _ context: TargetContext) -> IndexPath? {
        let c = context.current
        let rect = drawn(t, context)
        let differentRowColumn = !Self.inRowColumn(context.layout.frame(at: c), context.layout.frame(at: t),
                                                   vertical: vertical)
        var firstSwap = false
        if lastTarget != t {
            firstSwap = true
            pastFirstInvertThreshold = false
            circumstantialInvert = !differentRowColumn && options.invertSwap
        }
        let threshold = differentRowColumn ? 1 : options.swapThreshold
        let direction = swapDirection(vertical ? pointer.y : pointer.x, rect: rect, vertical: vertical,
                                      threshold: threshold,
                                      inverted: options.invertedSwapThreshold ?? options.swapThreshold,
                                      isLastTarget: lastTarget == t, insert: c.item < t.item ? 1 : -1)
        // Already beside the target on that side: nothing.
        guard direction != 0, c.item - direction != t.item else { return nil }
        lastTarget = t
        lastDirection = direction
        let to = direction == 1 ? (c.item < t.item ? t.item : t.item + 1) : (c.item < t.item ? t.item - 1 : t.item)
        let destination = IndexPath(section: c.section, item: to)
        if firstSwap && !circumstantialInvert {
            pendingDistance = (t.afterMove(from: c, to: destination), leading(context.layout.frame(at: t), context))
        }
        return destination
    }

    /// `_getSwapDirection`: +1 (after), −1 (before) or 0, for the pointer at
    /// `mouse` along the axis over a target drawn at `rect`. `insert` is
    /// `_getInsertDirection`'s answer.
    mutating func swapDirection(_ mouse: Double, rect: Rect, vertical: Bool, threshold: Double, inverted: Double,
                                isLastTarget: Bool, insert: Int) -> Int {
        let length = vertical ? rect.height : rect.width
        let s1 = vertical ? rect.minY : rect.minX
        let s2 = vertical ? rect.maxY : rect.maxX
        var invert = circumstantialInvert
        if !circumstantialInvert {
            if isLastTarget, let distance = targetMoveDistance, distance < length * threshold {
                if !pastFirstInvertThreshold
                    && (lastDirection == 1 ? mouse > s1 + length * inverted / 2 : mouse < s2 - length * inverted / 2) {
                    pastFirstInvertThreshold = true
                }
                if !pastFirstInvertThreshold {
                    // Over the dragged item's "shadow": back where it came from.
                    if lastDirection == 1 ? mouse < s1 + distance : mouse > s2 - distance {
                        return -lastDirection
                    }
                } else {
                    invert = true
                }
            } else if mouse > s1 + length * (1 - threshold) / 2 && mouse < s2 - length * (1 - threshold) / 2 {
                return insert
            }
        }
        if invert && (mouse < s1 + length * inverted / 2 || mouse > s2 - length * inverted / 2) {
            return mouse > s1 + length / 2 ? 1 : -1
        }
        return 0
    }

    /// What `completed` does after every decision: an insertion silences the
    /// rule for 30 ms, makes its target ignored while the animations run and
    /// starts the placeholder's own animation; then `lastTarget` is forgotten
    /// over the list itself, or over the dragged item once it stands still.
    mutating func finish(over: IndexPath?, move: IndexPath?, _ context: TargetContext) {
        let c = context.current
        if let move, move != c {
            let drawnBefore = drawn(c, context)
            silentUntil = context.time + .milliseconds(30)
            ignored = options.animation > 0 ? over.map { ($0.afterMove(from: c, to: move), context.time + animation) } : nil
            placeholder = options.animation > 0 ? (drawnBefore, context.time) : nil
            lastTarget = lastTarget.map { $0.afterMove(from: c, to: move) }
            return
        }
        if over == nil || (over == c && !isAnimated(c, context)) {
            lastTarget = nil
        }
    }

    /// `document.elementFromPoint` as the AutoScroll plugin calls it on a
    /// pointer move: ``hit(_:_:)`` (the clone takes no hits).
    public func itemDrawn(at point: Point, in context: TargetContext) -> IndexPath? { hit(point, context) }

    /// The item drawn under `p` as Chromium's `elementFromPoint` finds it: the
    /// topmost item drawn over any of ``hitBox(_:)``, not only over the point
    /// itself. A moving item first (a transform paints it above the others),
    /// else an item drawn in its slot; among those, the later one in the list
    /// (painted later); `nil` over the list itself.
    func hit(_ p: Point, _ context: TargetContext) -> IndexPath? {
        let box = Self.hitBox(p)
        var best: IndexPath?
        for (path, motion) in context.moving where motion.drawn.intersects(box) {
            if best.map({ path.item > $0.item }) ?? true { best = path }
        }
        if isAnimated(context.current, context), drawn(context.current, context).intersects(box) {
            if best.map({ context.current.item > $0.item }) ?? true { best = context.current }
        }
        if let best { return best }
        return context.layout.items(in: box).last { slot in
            context.moving[slot] == nil && (slot != context.current || !isAnimated(slot, context))
        }
    }

    /// What a point hit test in Chromium tests against each box: the 1 × 1 px
    /// square whose top-left corner is the point, floored to a 64th of a pixel
    /// (`LayoutUnit`), and a box is hit when it overlaps the square
    /// (`HitTestLocation::Intersects`), not only when it holds the point. So
    /// within a pixel above or to the left of an item's edge the pointer hits
    /// that item too, and the one painted later wins: at (30, 79.09), 0.91 px
    /// above E's top edge in A, `elementFromPoint` answers E.
    static func hitBox(_ p: Point) -> Rect {
        Rect(x: (p.x * 64).rounded(.down) / 64, y: (p.y * 64).rounded(.down) / 64, width: 1, height: 1)
    }

    /// Whether the item at `path` is animating (`el.animated`).
    func isAnimated(_ path: IndexPath, _ context: TargetContext) -> Bool {
        if path == context.current {
            guard let placeholder else { return false }
            return context.time < placeholder.start + animation
        }
        return context.moving[path] != nil
    }

    /// Where the item at `path` is drawn (`getRect`, transforms included), as
    /// the page last drew it (``TargetContext/drawnAt``): a timer's call sees
    /// the transitions where the last frame, or a timer before it, left them.
    func drawn(_ path: IndexPath, _ context: TargetContext) -> Rect {
        let slot = context.layout.frame(at: path)
        if path == context.current {
            guard let placeholder, isAnimated(path, context) else { return slot }
            let p = TimingCurve.cssEase((max(context.drawnAt ?? context.time, placeholder.start) - placeholder.start) / animation)
            let a = placeholder.from
            return Rect(x: a.minX + (slot.minX - a.minX) * p, y: a.minY + (slot.minY - a.minY) * p,
                        width: slot.width, height: slot.height)
        }
        return context.moving[path]?.drawn ?? slot
    }

    func leading(_ rect: Rect, _ context: TargetContext) -> Double {
        isVertical(context) ? rect.minY : rect.minX
    }

    /// `_getDirection`: the `direction` option when given, else what
    /// `_detectDirection` reads off the layout.
    func isVertical(_ context: TargetContext) -> Bool {
        switch options.direction {
        case .vertical: true
        case .horizontal: false
        case .detected: Self.isVertical(context.layout, section: context.current.section)
        }
    }

    /// `_detectDirection`, read off the layout: vertical when the second item
    /// sits below the first and overlaps it horizontally (block rows, or a
    /// flex column), horizontal when it sits beside it (a wrapping flex row);
    /// with one item, the scroll direction.
    static func isVertical(_ layout: PreparedLayout, section: Int) -> Bool {
        guard layout.sections[section].items.count >= 2 else { return layout.direction == .vertical }
        let a = layout.frame(at: IndexPath(section: section, item: 0))
        let b = layout.frame(at: IndexPath(section: section, item: 1))
        return b.minY >= a.maxY && b.minX < a.maxX && a.minX < b.maxX
    }

    /// `_dragElInRowColumn`: same leading edge, trailing edge or centre across the axis.
    static func inRowColumn(_ drag: Rect, _ target: Rect, vertical: Bool) -> Bool {
        vertical
            ? drag.minX == target.minX || drag.maxX == target.maxX || drag.midX == target.midX
            : drag.minY == target.minY || drag.maxY == target.maxY || drag.midY == target.midY
    }

    /// `_ghostIsLast` (1.14.0), with the last item drawn at `r`.
    static func ghostIsLast(_ p: Point, _ r: Rect, vertical: Bool) -> Bool {
        let spacer = 10.0
        return vertical
            ? p.x > r.maxX + spacer || (p.x <= r.maxX && p.y > r.maxY && p.x >= r.minX)
            : (p.x > r.maxX && p.y > r.minY) || (p.x <= r.maxX && p.y > r.maxY + spacer)
    }

    /// `_ghostIsFirst` (1.14.0), with the first item drawn at `r`.
    static func ghostIsFirst(_ p: Point, _ r: Rect, vertical: Bool) -> Bool {
        let spacer = 10.0
        return vertical
            ? p.x < r.minX - spacer || (p.y < r.minY && p.x < r.maxX)
            : p.y < r.minY - spacer || (p.y < r.maxY && p.x < r.minX)
    }
}
