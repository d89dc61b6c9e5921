import CollectionLayout

/// A target rule that moves nothing while the item is dragged and instead
/// names, when the gesture ends, an item the lifted one exchanges places
/// with. The runner asks for it on release and on cancel: the data and the
/// screen exchange the two, and the others keep their places.
public protocol ExchangesAtEnd {
    /// The item to exchange with, or `nil` (or the lifted item's own place): nothing.
    var exchangePartner: IndexPath? { get }
}

/// SortableJS 1.14.0's Swap plugin (`swap: true`, Sortable.js 2655–2722, `swapNodes` 2723),
/// mounted in Debian's UMD `Sortable.js` (3316), on the pointer path.
///
/// The 50 ms emulated drag-over runs as without the plugin (``SortableDragOver``:
/// armed at the first move, the pointer recorded from the second), but in
/// `_onDragOver` the plugin's `dragOverValid` cancels everything after it: no
/// insertion, no `_silent`, no end-of-list test. It only notes the target:
/// over an item other than the dragged one, that item becomes `lastSwapEl`
/// (and gets `swapClass`, which changes nothing drawn); over the dragged item
/// (`dragEl.contains(target)`, before the plugin runs), over the list itself
/// or outside it, `lastSwapEl` stays. It starts as the dragged item
/// (`dragStart`).
///
/// At the drop (`_onDrop` runs the plugin's `drop` for `mouseup` and
/// `touchcancel` alike) `swapNodes(dragEl, lastSwapEl)` exchanges the two
/// elements, in the DOM and so in the data, when they differ; the
/// animations captured around it slide both to their new places over
/// `animation`. So an item the pointer passed over and left is still the one
/// swapped with, even when the pointer is back over the dragged item.
public struct SortableSwap: TargetRule, ExchangesAtEnd {
    public var options: SortableOptions

    var timer: IntervalTimer?
    var moves = 0
    /// `lastSwapEl`, when it is not the dragged item.
    var lastSwap: IndexPath?

    public init(options: SortableOptions = SortableOptions()) {
        self.options = options
    }

    public var exchangePartner: IndexPath? { lastSwap }

    public func answers(_ occasion: TargetOccasion) -> Bool { occasion == .fingerMoved }

    public func nextWake(after time: Duration) -> Duration? { timer?.nextFire(after: time) }

    public mutating func target(in context: TargetContext) -> IndexPath? {
        if context.occasion != .wake {
            moves += 1
            if moves == 1 { timer = IntervalTimer(period: .milliseconds(50), start: context.time) }
            return nil
        }
        // `touchEvt` is set from the second move on, as for the drag-over.
        guard moves >= 2, context.visible.contains(context.finger),
              let t = itemDrawn(at: context.finger, in: context), t != context.current else { return nil }
        // `target.animated && animatingX && animatingY` returns before the plugin runs.
        if let m = context.moving[t], m.from.minX != m.to.minX, m.from.minY != m.to.minY { return nil }
        lastSwap = t
        return nil
    }

    /// The drag-over's hit test (``SortableDragOver/hit(_:_:)``): with nothing
    /// inserted, no placeholder animates, so a fresh drag-over's state is this one's.
    public func itemDrawn(at point: Point, in context: TargetContext) -> IndexPath? {
        SortableDragOver(options: options).hit(point, context)
    }
}
