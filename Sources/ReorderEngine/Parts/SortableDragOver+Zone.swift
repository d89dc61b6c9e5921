import CollectionLayout

/// The zone `_getSwapDirection` tests on the target, for the pictures.
extension SortableDragOver {
    /// The zone the next 50 ms call would test if it ran now: ``zone(in:)`` for a timer's call
    /// at the tick's time. Between calls the pointer can be inside a target's zone while nothing
    /// moves yet; the picture then shows why.
    public func pendingZone(in context: TargetContext) -> DecidingZone? {
        var call = context
        call.occasion = .wake
        return zone(in: call)
    }

    public var hasPendingZones: Bool { true }

    /// The zone the timer's call in `context` tests, read from the rule's state before
    /// ``target(in:)`` changes it: the same target (the item drawn under the pointer), the same
    /// checks before it (not while `_silent`, not over the dragged item or the last insertion's
    /// target while it animates, not "ghost is last" or "first"), and the zones
    /// `_getSwapDirection` would use, along the list's axis and across the whole target:
    ///
    /// - the swap zone: the middle `swapThreshold` of the target (`s1 + L(1 − t)/2` to
    ///   `s2 − L(1 − t)/2`, strictly inside); 1 across rows, where the library uses 1;
    /// - the inverted zones: `invertedSwapThreshold / 2` of the target at each end, when
    ///   `invertSwap` is on (within the dragged item's row or column) or once the library
    ///   switched to them itself: the pointer stayed over a target shorter than the dragged
    ///   item after swapping with it (`targetMoveDistance < L × threshold`) and went past the
    ///   first inverted threshold;
    /// - before that threshold, the swap-back zone: the first `targetMoveDistance` of the
    ///   target on the side the pointer came from, where the item goes back.
    ///
    /// Only the parts where the pointer would move the item are kept (an inverted band on the
    /// side the item already stands on moves nothing); it passes when the pointer is in one.
    public func zone(in context: TargetContext) -> DecidingZone? {
        guard context.occasion == .wake, moves >= 2 else { return nil }
        if let until = silentUntil, context.time < until { return nil }
        let pointer = context.finger
        let c = context.current
        guard context.visible.contains(pointer), let t = hit(pointer, context), t != c else { return nil }
        if let m = context.moving[t], m.from.minX != m.to.minX, m.from.minY != m.to.minY { return nil }
        if let ignored, ignored.path == t, context.time < ignored.until { return nil }
        let vertical = isVertical(context)   // the `direction` option, or detected
        let count = context.layout.sections[c.section].items.count
        let last = IndexPath(section: c.section, item: count - 1), first = IndexPath(section: c.section, item: 0)
        if Self.ghostIsLast(pointer, drawn(last, context), vertical: vertical) && !isAnimated(last, context) { return nil }
        if Self.ghostIsFirst(pointer, drawn(first, context), vertical: vertical) { return nil }

        let rect = drawn(t, context)
        let differentRowColumn = !Self.inRowColumn(context.layout.frame(at: c), context.layout.frame(at: t),
                                                   vertical: vertical)
        let threshold = differentRowColumn ? 1 : options.swapThreshold
        let inverted = options.invertedSwapThreshold ?? options.swapThreshold
        let same = lastTarget == t
        let circumstantial = same ? circumstantialInvert : !differentRowColumn && options.invertSwap
        // `targetMoveDistance` as the call measures it first.
        let distance = pendingDistance.map { abs(leading(context.layout.frame(at: $0.path), context) - $0.before) }
            ?? targetMoveDistance
        let length = vertical ? rect.height : rect.width
        let s1 = vertical ? rect.minY : rect.minX, s2 = vertical ? rect.maxY : rect.maxX
        let mouse = vertical ? pointer.y : pointer.x
        let insert = c.item < t.item ? 1 : -1
        // Each band: from, to (along the axis), where the item goes from it, and whether the pointer is in it.
        typealias Band = (from: Double, to: Double, direction: Int, holds: Bool)
        var bands: [Band]
        let test: DecidingZone.Test
        let end = length * inverted / 2
        let invertedBands: [Band] = [(s1, s1 + end, -1, mouse < s1 + end), (s2 - end, s2, 1, mouse > s2 - end)]
        if circumstantial {
            test = .inverted(threshold: inverted)
            bands = invertedBands
        } else if same, let distance, distance < length * threshold {
            let past = pastFirstInvertThreshold || (lastDirection == 1 ? mouse > s1 + end : mouse < s2 - end)
            if past {
                test = .inverted(threshold: inverted)
                bands = invertedBands
            } else {
                test = .swapBack
                bands = lastDirection == 1 ? [(s1, s1 + distance, -1, mouse < s1 + distance)]
                    : [(s2 - distance, s2, 1, mouse > s2 - distance)]
            }
        } else {
            test = .swap(threshold: threshold)
            let from = s1 + length * (1 - threshold) / 2, to = s2 - length * (1 - threshold) / 2
            bands = [(from, to, insert, mouse > from && mouse < to)]
        }
        bands = bands.filter { c.item - $0.direction != t.item }
        guard !bands.isEmpty else { return nil }
        let rects = bands.map { band in
            vertical ? Rect(x: rect.minX, y: band.from, width: rect.width, height: band.to - band.from)
                : Rect(x: band.from, y: rect.minY, width: band.to - band.from, height: rect.height)
        }
        return DecidingZone(test: test, target: t, item: rect, rects: rects, passed: bands.contains { $0.holds })
    }
}
