import CollectionLayout

/// `@dnd-kit/sortable` 10.0.0's sorting strategies `rectSortingStrategy`,
/// `verticalListSortingStrategy` and `horizontalListSortingStrategy` as drawn: the screen
/// order is `arrayMove(items, active, over)` (one move, as ``SingleMove``, 200 ms `ease`),
/// and each item is drawn where its strategy's transform puts its slot at drag start
/// (``ScreenDrawing``). Paths are under `packages/` of clauderic/dnd-kit.
///
/// - `rect` (`sortable/src/strategies/rectSorting.ts` 4-25): the item at `index` takes the
///   rect that `arrayMove(rects, over, active)` puts at `index`, its neighbour's: translated
///   by the difference of their top-left corners and scaled by the ratio of their sizes.
/// - `verticalList` (`verticalListSorting.ts` 10-65): no scale, no x. The items between
///   `active` and `over` move up (after the item) or down (before it) by the dragged item's
///   height plus their own gap (`getItemGap`, 67-93: to the previous rect's bottom when after
///   the item, to the next rect's top when before it, the other one when there is none). The
///   dragged item's own slot (the `DragOverlay`'s placeholder) goes to `over`'s top, or lines
///   its bottom up with `over`'s bottom when it moves down.
/// - `horizontalList` (`horizontalListSorting.ts` 10-65, gap 67-85): the same along x with
///   widths and left edges.
/// - `rectSwapping` (`rectSwapping.ts` 3-32), for ``RectSwapping``: the dragged item onto
///   `over`'s rect and `over` onto the dragged item's, translated and scaled as `rect`.
///
/// A transform is drawn as `CSS.Transform.toString` writes it (`utilities/src/css.ts`
/// 15-49): `translate3d(x, y, 0)` with x and y rounded (`Math.round`), then `scaleX scaleY`,
/// about the item's centre (the `transform-origin` CSS gives an element by default, which
/// the docs' sortable item and streamlit-sortables' items keep): a scaled item's centre is
/// its slot's centre plus the translation, not its neighbour's centre. Without a
/// `DragOverlay` the dragged item is the pointer's (`useSortable.ts` 115-120): its transform
/// is the core's, scaled to `over`'s rect over its own (`DndContext.tsx` 320-324,
/// `utilities/rect/adjustScale.ts`), also about its centre.
public struct DndKitSorting: MoveStyle, ScreenDrawing {
    public var strategy: DndKitOptions.Strategy
    /// Whether a `DragOverlay` follows the pointer (the dragged item itself is then not scaled).
    public var overlay: Bool
    public var animations: AnimationSet

    public init(_ strategy: DndKitOptions.Strategy = .rect, overlay: Bool = false, animations: AnimationSet = .dndKit) {
        self.strategy = strategy
        self.overlay = overlay
        self.animations = animations
    }

    public func move(from: IndexPath, to: IndexPath, context: MoveContext) -> ScreenMove {
        ScreenMove(steps: [LayoutMove(from: from, to: to)], seconds: animations.displacement, curve: animations.curve)
    }

    public func frame(ofItemAt index: Int, active: Int, over: Int, slots: [Rect]) -> Rect {
        let own = slots[index]
        switch strategy {
        case .rect:
            // arrayMove(rects, over, active)[index]: the rect of the item whose place it takes.
            return Self.transformed(own, onto: slots[Self.arrayMoveSource(index, moving: over, to: active)])
        case .rectSwapping:
            // rectSwapping.ts 3-32: the dragged item onto over's rect, over onto its; no other.
            let onto = index == active ? over : index == over ? active : index
            return Self.transformed(own, onto: slots[onto])
        case .verticalList:
            return Self.translated(own, x: 0, y: Self.listShift(index, active: active, over: over, slots: slots,
                                                                start: \.minY, length: \.height))
        case .horizontalList:
            return Self.translated(own, x: Self.listShift(index, active: active, over: over, slots: slots,
                                                          start: \.minX, length: \.width), y: 0)
        }
    }

    public func dragged(_ drawn: Rect, active: Int, over: Int, slots: [Rect]) -> Rect {
        overlay ? drawn : Rect(center: drawn.center, size: slots[over].size)
    }

    /// The index whose element `arrayMove(array, from, to)` puts at `index`.
    static func arrayMoveSource(_ index: Int, moving from: Int, to: Int) -> Int {
        if index == to { return from }
        if from < to, index >= from, index < to { return index + 1 }
        if from > to, index > to, index <= from { return index - 1 }
        return index
    }

    /// `own` drawn with the translation from its top-left corner to `target`'s (rounded) and
    /// the scale from its size to `target`'s, about its centre.
    static func transformed(_ own: Rect, onto target: Rect) -> Rect {
        let dx = jsRound(target.minX - own.minX), dy = jsRound(target.minY - own.minY)
        return Rect(center: Point(x: own.midX + dx, y: own.midY + dy), size: target.size)
    }

    static func translated(_ own: Rect, x: Double, y: Double) -> Rect {
        Rect(x: own.minX + jsRound(x), y: own.minY + jsRound(y), width: own.width, height: own.height)
    }

    /// The list strategies' shift of the item at `index` along one axis (`start`, `length`).
    static func listShift(_ index: Int, active: Int, over: Int, slots: [Rect],
                          start: KeyPath<Rect, Double>, length: KeyPath<Rect, Double>) -> Double {
        let a = slots[active]
        if index == active {
            let o = slots[over]
            return active < over ? o[keyPath: start] + o[keyPath: length] - (a[keyPath: start] + a[keyPath: length])
                : o[keyPath: start] - a[keyPath: start]
        }
        let gap = itemGap(index, active: active, slots: slots, start: start, length: length)
        if index > active && index <= over { return -a[keyPath: length] - gap }
        if index < active && index >= over { return a[keyPath: length] + gap }
        return 0
    }

    /// `getItemGap`: after the dragged item, the gap to the previous rect (or else to the
    /// next); before it, to the next (or else to the previous); 0 alone.
    static func itemGap(_ index: Int, active: Int, slots: [Rect],
                        start: KeyPath<Rect, Double>, length: KeyPath<Rect, Double>) -> Double {
        let current = slots[index]
        let gapAfter = { (r: Rect) in current[keyPath: start] - (r[keyPath: start] + r[keyPath: length]) }
        let gapBefore = { (r: Rect) in r[keyPath: start] - (current[keyPath: start] + current[keyPath: length]) }
        let previous = index > 0 ? slots[index - 1] : nil
        let next = index + 1 < slots.count ? slots[index + 1] : nil
        if active < index { return previous.map(gapAfter) ?? next.map(gapBefore) ?? 0 }
        return next.map(gapBefore) ?? previous.map(gapAfter) ?? 0
    }

    /// JavaScript's `Math.round`: to the nearest integer, halves up.
    static func jsRound(_ x: Double) -> Double { (x + 0.5).rounded(.down) }
}
