import CollectionLayout

/// @hello-pangea/dnd's reorder impact (react-beautiful-dnd ≥ 12):
/// `src/state/get-drag-impact/get-reorder-impact.ts`, the `find` over the
/// siblings (lines 80-123) and `atIndex` (36-54), with combining off
/// (`isCombineEnabled: false`, so `get-combine-impact.ts` returns nothing).
///
/// The list is one Droppable, vertical or horizontal: its axis is the line
/// the items lie on (the second item below the first: vertical; beside it:
/// horizontal). With `start`/`end` the dragged box's edges on that axis
/// (content coordinates, so the list's scroll since the lift is included, as
/// `pageBorderBoxWithDroppableScroll` includes it), the siblings are taken in
/// list order, the dragged item left out, and the first that holds wins:
///
/// - a sibling displaced *after* the dragged item's current place:
///   `end <= its centre`;
/// - a sibling before it: `start < its centre`.
///
/// Both centres are where the displacement has put the sibling now. The
/// library writes four cases with the centres measured at the lift and the
/// displacement (`displaceBy`, the dragged item's margin box) added or taken
/// away; in the interim layout, which shows every displaced sibling where its
/// transform puts it, they are these two. The winner's place among the
/// siblings is the new index; none holds: the last place (`goAtEnd` in
/// `calculate-reorder-impact.ts`). `<=` on one side and `<` on the other is
/// the library's guard against a flicker loop (its comment, lines 92-100).
///
/// Asked on every finger move (the `MOVE` action, once per animation frame
/// through `rafSchd` in `use-sensor-marshal.ts` `fluidLift`), and on the
/// display link's tick after the list scrolled: the scroll event publishes
/// the new scroll a frame later (`use-droppable-publisher.ts`,
/// `onClosestScroll` → `rafSchedule(updateScroll)`), and the impact is
/// recomputed then.
public struct EdgeCrossesDisplacedCentre: TargetRule {
    /// The offset the rule last saw: a display-link tick with another one
    /// carries the scroll event of the tick before.
    private var lastOffset: Point?

    public init() {}

    public func answers(_ occasion: TargetOccasion) -> Bool {
        occasion == .fingerMoved || occasion == .displayLink
    }

    public mutating func target(in context: TargetContext) -> IndexPath? {
        let offset = context.visible.origin
        defer { lastOffset = offset }
        if context.occasion == .displayLink && lastOffset == offset { return nil }
        let section = context.current.section
        let count = context.layout.sections[section].items.count
        guard count > 1 else { return nil }
        let vertical = Self.isVertical(context.layout, section: section)
        let half = vertical ? context.snapshotSize.height / 2 : context.snapshotSize.width / 2
        let centre = vertical ? context.snapshotCentre.y : context.snapshotCentre.x
        let start = centre - half, end = centre + half
        var sibling = 0
        for item in 0..<count where item != context.current.item {
            let frame = context.layout.frame(at: IndexPath(section: section, item: item))
            let middle = vertical ? frame.midY : frame.midX
            let crossed = item > context.current.item ? end <= middle : start < middle
            if crossed { return IndexPath(section: section, item: sibling) }
            sibling += 1
        }
        return IndexPath(section: section, item: count - 1)
    }

    /// The Droppable's direction, read off the layout: vertical when the
    /// second item starts below the first.
    static func isVertical(_ layout: PreparedLayout, section: Int) -> Bool {
        guard layout.sections[section].items.count > 1 else { return layout.direction == .vertical }
        let first = layout.frame(at: IndexPath(section: section, item: 0))
        let second = layout.frame(at: IndexPath(section: section, item: 1))
        return second.minY > first.minY
    }
}
