import CollectionLayout

/// `@dnd-kit/sortable`'s `rectSwappingStrategy` (`strategies/rectSwapping.ts` 3-32): only
/// the dragged item and the one `over` move, each onto the other's rect; everything else
/// stays. The screen is the original order with those two exchanged, so a new `over` first
/// puts the last one back (the same exchange again) and then exchanges the new one; `over`
/// the dragged item's own place, or none, shows the original order.
///
/// Each exchange is two steps the runner makes as screen moves of their own
/// (``MoveStyle/performsSteps``): the item to the partner's place, then the partner, now
/// beside it, to the item's (one step for neighbours), as ``ExchangesAtEnd`` does at a drop.
/// The others animate as `useSortable`'s transition, 200 ms `ease`. Each of the two is drawn
/// on the other's rect translated and scaled (``DndKitSorting``'s `rectSwapping`), so with
/// items of different sizes the screen is not the exchanged order laid out afresh.
public struct RectSwapping: MoveStyle, ScreenDrawing {
    public var animations: AnimationSet
    /// Whether a `DragOverlay` follows the pointer (the dragged item itself is then not scaled).
    public var overlay: Bool
    /// The dragged item's place in the original order, learned from the first move.
    var original: IndexPath?

    public init(animations: AnimationSet = .dndKit, overlay: Bool = false) {
        self.animations = animations
        self.overlay = overlay
    }

    var drawing: DndKitSorting { DndKitSorting(.rectSwapping, overlay: overlay, animations: animations) }

    public func frame(ofItemAt index: Int, active: Int, over: Int, slots: [Rect]) -> Rect {
        drawing.frame(ofItemAt: index, active: active, over: over, slots: slots)
    }

    public func dragged(_ drawn: Rect, active: Int, over: Int, slots: [Rect]) -> Rect {
        drawing.dragged(drawn, active: active, over: over, slots: slots)
    }

    public var performsSteps: Bool { true }

    public mutating func move(from: IndexPath, to: IndexPath, context: MoveContext) -> ScreenMove {
        let home = original ?? from
        original = home
        var steps: [LayoutMove] = []
        if from != home { steps += Self.exchange(home, from) }
        if to != home { steps += Self.exchange(home, to) }
        return ScreenMove(steps: steps, seconds: animations.displacement, curve: animations.curve)
    }

    /// The items at `a` and `b` exchanged as moves: `a` to `b`, then the one beside `b` to `a`.
    static func exchange(_ a: IndexPath, _ b: IndexPath) -> [LayoutMove] {
        let beside = IndexPath(section: b.section, item: a.item < b.item ? b.item - 1 : b.item + 1)
        return beside == a ? [LayoutMove(from: a, to: b)] : [LayoutMove(from: a, to: b), LayoutMove(from: beside, to: a)]
    }
}

/// The app's `onDragEnd` with `rectSwappingStrategy`, as dnd-kit's own swappable story does
/// (`arraySwap(items, activeIndex, overIndex)`): one exchange at the drop, what the screen shows.
public struct SwapAtEnd: CommitRule {
    public init() {}

    public func onScreenMove(from: IndexPath, to: IndexPath) -> [DataEdit] { [] }

    public func onEnd(original: IndexPath, final: IndexPath) -> DataEdit? {
        original == final ? nil : DataEdit(from: original, to: final, kind: .exchange)
    }
}
