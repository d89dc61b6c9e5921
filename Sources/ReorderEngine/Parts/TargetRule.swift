import CollectionLayout

/// What a target rule may look at when the finger moves.
public struct TargetContext: Sendable {
    /// The interim layout: the order the screen shows right now.
    public var layout: PreparedLayout
    /// The finger, content coordinates.
    public var finger: Point
    /// The lifted snapshot as drawn, content coordinates.
    public var snapshot: Rect
    /// Where the lifted item stands in the interim layout.
    public var current: IndexPath
}

/// Decides where the lifted item goes when the finger moves.
public protocol TargetRule: Sendable {
    /// The index path the lifted item should take, or `nil` to stay where it is.
    func target(in context: TargetContext) -> IndexPath?
}

/// UIKit's rule (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`):
/// the item whose frame contains the finger, if any; otherwise the target stays.
public struct ItemUnderFinger: TargetRule {
    public init() {}

    public func target(in context: TargetContext) -> IndexPath? {
        context.layout.item(at: context.finger)
    }
}
