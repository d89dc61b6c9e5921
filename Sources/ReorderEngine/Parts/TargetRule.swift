import CollectionLayout

/// Decides where the lifted item goes. A profile's recipe makes a fresh rule
/// for each session, so a rule may keep state across ticks in its own fields.
///
/// The runner asks the rule on the occasions it ``answers(_:)`` and at the
/// times it asks to be woken (``nextWake(after:)``), while an item is lifted.
public protocol TargetRule: Sendable {
    /// The index path the lifted item should take, or `nil` to stay where it is.
    mutating func target(in context: TargetContext) -> IndexPath?
    /// Whether the rule is asked on `occasion`. By default, finger updates only.
    func answers(_ occasion: TargetOccasion) -> Bool
    /// The first time later than `time` at which the rule wants to be asked
    /// (with ``TargetOccasion/wake``), or `nil` for none. By default, none.
    func nextWake(after time: Duration) -> Duration?
    /// The item drawn at `point` (content coordinates) as the rule sees the
    /// screen in `context`, or `nil` over empty space. By default, the item
    /// whose slot holds it; a rule that hit-tests items as drawn (running
    /// animations included) answers as it hit-tests. The runner gives the
    /// answer to the auto-scroll model (``AutoScrollContext/itemDrawnUnderFinger``).
    func itemDrawn(at point: Point, in context: TargetContext) -> IndexPath?
    /// What the rule is about to test when asked in `context`, for the pictures: asked just
    /// before ``target(in:)`` with the same context, it changes nothing. `nil` when the call
    /// tests no zone (a timer's call not due, a pointer over no item or over the dragged
    /// one): the runner keeps the last zone shown until another replaces it or the lift
    /// ends (``Frame/zone``). By default, none.
    func zone(in context: TargetContext) -> DecidingZone?
    /// The zone the rule's next call would test, as the screen stands in `context`, for a rule
    /// that tests on its own timer rather than on each finger update: between its calls the
    /// pointer may be over a target it has not tested yet, and the picture shows that target's
    /// zone, not yet tested (``DecidingZone/pending``), rather than the last one. It changes
    /// nothing. By default, none: a rule asked on each finger update has tested where the pointer is.
    func pendingZone(in context: TargetContext) -> DecidingZone?
    /// Whether ``pendingZone(in:)`` answers for this rule: then a frame whose pointer is over no
    /// target the next call tests shows no zone, rather than the last test's. By default, false.
    var hasPendingZones: Bool { get }
    /// ``target(in:)`` and the zone it tested, as the runner asks for them. By default
    /// ``zone(in:)`` and then ``target(in:)``; a ``ZoneReportingRule`` computes both at once.
    mutating func decide(in context: TargetContext) -> TargetDecision
    /// Where the drop puts the lifted item, shown at `shown` when the finger lifts, in a
    /// section of `count` items: the screen moves it there at once before the commit. By
    /// default where it is shown; dnd-kit's container droppable sends it last.
    func placeAtDrop(_ shown: IndexPath, count: Int) -> IndexPath
}

extension TargetRule {
    public func answers(_ occasion: TargetOccasion) -> Bool { occasion == .fingerMoved }

    public func nextWake(after time: Duration) -> Duration? { nil }

    public func itemDrawn(at point: Point, in context: TargetContext) -> IndexPath? { context.layout.item(at: point) }

    public func zone(in context: TargetContext) -> DecidingZone? { nil }

    public func pendingZone(in context: TargetContext) -> DecidingZone? { nil }

    public var hasPendingZones: Bool { false }

    public mutating func decide(in context: TargetContext) -> TargetDecision {
        let zone = zone(in: context)
        return TargetDecision(target: target(in: context), zone: zone)
    }

    public func placeAtDrop(_ shown: IndexPath, count: Int) -> IndexPath { shown }
}

/// UIKit's rule (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`),
/// and seed 002's row test: the item whose frame contains the finger, if any;
/// otherwise the target stays.
public struct ItemUnderFinger: TargetRule {
    public init() {}

    public func target(in context: TargetContext) -> IndexPath? {
        context.layout.item(at: context.finger)
    }
}

/// Seed 000: the item under the finger; over empty space the original's test
/// for "no cell" reads a nil index path as section 0, item 0, and then takes
/// the last index of the current section — so a gap or empty space sends the
/// item to the end of its section.
public struct ItemUnderFingerElseSectionEnd: TargetRule {
    public init() {}

    public func target(in context: TargetContext) -> IndexPath? {
        if let path = context.layout.item(at: context.finger) { return path }
        let count = context.layout.sections[context.current.section].items.count
        return IndexPath(section: context.current.section, item: count - 1)
    }
}

/// Seed 004: the first visible item (other than the lifted one) whose centre is
/// within half the snapshot's unscaled width of the snapshot's centre,
/// straight-line distance.
public struct CentreWithinHalfWidth: TargetRule {
    public init() {}

    public func target(in context: TargetContext) -> IndexPath? {
        let radius = context.snapshotSize.width / 2
        for path in context.layout.items(in: context.visible) where path != context.current {
            let c = context.layout.frame(at: path).center
            let dx = c.x - context.snapshotCentre.x, dy = c.y - context.snapshotCentre.y
            if (dx * dx + dy * dy).squareRoot() < radius { return path }
        }
        return nil
    }
}

/// Seed 001: the first visible item (other than the active one) whose centre is
/// less than half that item's width away horizontally and half its height
/// vertically from the snapshot's centre. The seed's display link runs it too,
/// on every tick while the auto-scroll runs.
public struct HalfSizeOverlap: TargetRule {
    public init() {}

    public func answers(_ occasion: TargetOccasion) -> Bool {
        occasion == .fingerMoved || occasion == .displayLink
    }

    public func target(in context: TargetContext) -> IndexPath? {
        for path in context.layout.items(in: context.visible) where path != context.current {
            let cell = context.layout.frame(at: path)
            if abs(cell.midX - context.snapshotCentre.x) < cell.width / 2
                && abs(cell.midY - context.snapshotCentre.y) < cell.height / 2 {
                return path
            }
        }
        return nil
    }
}
