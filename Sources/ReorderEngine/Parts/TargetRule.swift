import CollectionLayout

/// What a target rule may look at.
public struct TargetContext: Sendable {
    /// The interim layout: the order the screen shows right now.
    public var layout: PreparedLayout
    /// The finger, content coordinates.
    public var finger: Point
    /// The snapshot's centre as the app last set it (its model value), in the
    /// snapshot model's coordinates.
    public var snapshotCentre: Point
    /// The snapshot's unscaled size.
    public var snapshotSize: Size
    /// Where the lifted item stands in the interim layout.
    public var current: IndexPath
    /// The visible rectangle, content coordinates.
    public var visible: Rect
}

/// Decides where the lifted item goes.
public protocol TargetRule: Sendable {
    /// The index path the lifted item should take, or `nil` to stay where it is.
    func target(in context: TargetContext) -> IndexPath?
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
/// vertically from the snapshot's centre.
public struct HalfSizeOverlap: TargetRule {
    public init() {}

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
