import CollectionLayout

/// What an auto-scroll model may look at, once per tick.
public struct AutoScrollContext: Sendable {
    public var offset: Point
    public var viewport: Size
    public var contentSize: Size
    /// The lifted snapshot, content coordinates; `nil` when nothing is lifted.
    public var snapshot: Rect?
    /// The finger, viewport coordinates; `nil` when no finger is down.
    public var finger: Point?
    public var direction: ScrollDirection
}

/// Edge auto-scroll: how far the content scrolls this tick.
public protocol AutoScrollModel: Sendable {
    /// The name boards use with `autoscroll:`.
    var name: String { get }
    /// The scroll delta for this tick, in points (zero for none).
    func delta(in context: AutoScrollContext) -> Point
}

/// No edge auto-scroll (UIKit documents no constants for the iOS 9 API).
public struct NoAutoScroll: AutoScrollModel {
    public init() {}
    public var name: String { "none" }
    public func delta(in context: AutoScrollContext) -> Point { .zero }
}
