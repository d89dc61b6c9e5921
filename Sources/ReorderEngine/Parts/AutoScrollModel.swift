import CollectionLayout

/// Edge auto-scroll: a display link that may run while an item is lifted.
///
/// The engine calls ``fingerMoved(_:)`` after each finger update while an item
/// is lifted, and, on every tick while ``isRunning``, asks the target rule (if
/// it answers display-link ticks), applies ``tick(_:)``'s delta to the
/// content offset and the snapshot, and, when that delta is not zero, asks the
/// rule again (if it answers ``TargetOccasion/scrolled``). A model with a timer of its own asks to be
/// woken at exact times between ticks (``nextWake(after:)``); each
/// ``wake(_:)`` delta is applied the same way. A session works on a fresh copy.
public protocol AutoScrollModel: Sendable {
    /// The name boards use with `autoscroll:`.
    var name: String { get }
    /// How far inside the viewport's edges scrolling starts, in points (0: no
    /// zones). Pictures shade these zones.
    var edgeZone: Double { get }
    /// Whether the display link is running.
    var isRunning: Bool { get }
    /// Edge detection after a finger update.
    mutating func fingerMoved(_ context: AutoScrollContext)
    /// The scroll delta for this tick of the display link.
    mutating func tick(_ context: AutoScrollContext) -> Point
    /// The gesture ended: stop the display link.
    mutating func stop()
    /// The first time later than `time` at which the model wants to run
    /// between ticks, while an item is lifted, or `nil` for none. By default, none.
    func nextWake(after time: Duration) -> Duration?
    /// The scroll delta at a time the model asked for. By default, none.
    mutating func wake(_ context: AutoScrollContext) -> Point
}

extension AutoScrollModel {
    public func nextWake(after time: Duration) -> Duration? { nil }

    public mutating func wake(_ context: AutoScrollContext) -> Point { .zero }
}

/// No edge auto-scroll (UIKit documents no constants for the iOS 9 API).
public struct NoAutoScroll: AutoScrollModel {
    public init() {}
    public var name: String { "none" }
    public var edgeZone: Double { 0 }
    public var isRunning: Bool { false }
    public mutating func fingerMoved(_ context: AutoScrollContext) {}
    public mutating func tick(_ context: AutoScrollContext) -> Point { .zero }
    public mutating func stop() {}
}
