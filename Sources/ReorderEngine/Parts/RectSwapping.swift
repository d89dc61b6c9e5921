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
/// The others animate as `useSortable`'s transition, 200 ms `ease`.
public struct RectSwapping: MoveStyle {
    public var animations: AnimationSet
    /// The dragged item's place in the original order, learned from the first move.
    var original: IndexPath?

    public init(animations: AnimationSet = .dndKit) {
        self.animations = animations
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
