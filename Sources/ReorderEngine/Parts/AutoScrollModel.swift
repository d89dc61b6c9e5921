import CollectionLayout

/// What an auto-scroll model may look at.
public struct AutoScrollContext: Sendable {
    public var offset: Point
    public var viewport: Size
    /// The content size as far as a tick can need it: exact when the content
    /// ends within two viewports past the offset; otherwise a length along the
    /// scroll axis at least that far (but maybe short of the end), so that a
    /// lazily laid out layout is not laid out to its end on every tick.
    /// Compare it with the offset plus a viewport or so, not with the far end.
    public var contentSize: Size
    /// The lifted snapshot's frame, content coordinates; `nil` when nothing is lifted.
    public var snapshot: Rect?
    /// The finger, viewport coordinates; `nil` when no finger is down.
    public var finger: Point?
    public var direction: ScrollDirection
}

/// Edge auto-scroll: a display link that may run while an item is lifted.
///
/// The engine calls ``fingerMoved(_:)`` after each finger update while an item
/// is lifted, and, on every tick while ``isRunning``, lets the profile re-run
/// its target rule (if it does so on the display link) and then applies
/// ``tick(_:)``'s delta to the content offset and the snapshot.
public protocol AutoScrollModel: Sendable {
    /// The name boards use with `autoscroll:`.
    var name: String { get }
    /// How far inside the viewport's edges scrolling starts, in points (0: no
    /// zones). Pictures shade these zones.
    var edgeZone: Double { get }
    /// Whether the display link is running.
    var isRunning: Bool { get }
    /// How close to the edge the snapshot is, 0 when not scrolling (seed 001
    /// shortens its move animations with it).
    var ratio: Double { get }
    /// Edge detection after a finger update.
    mutating func fingerMoved(_ context: AutoScrollContext)
    /// The scroll delta for this tick of the display link.
    mutating func tick(_ context: AutoScrollContext) -> Point
    /// The gesture ended: stop the display link.
    mutating func stop()
}

/// No edge auto-scroll (UIKit documents no constants for the iOS 9 API).
public struct NoAutoScroll: AutoScrollModel {
    public init() {}
    public var name: String { "none" }
    public var edgeZone: Double { 0 }
    public var isRunning: Bool { false }
    public var ratio: Double { 0 }
    public mutating func fingerMoved(_ context: AutoScrollContext) {}
    public mutating func tick(_ context: AutoScrollContext) -> Point { .zero }
    public mutating func stop() {}
}
