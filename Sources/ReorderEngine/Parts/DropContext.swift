import CollectionLayout

/// Where things are when the finger lifts or the gesture is cancelled, for a
/// drop rule whose animation depends on them (content coordinates).
public struct DropContext: Sendable {
    /// The lifted item as drawn now.
    public var drawn: Rect
    /// The slot the screen shows it in now.
    public var slot: Rect
    /// Its slot at lift, in the layout of that time.
    public var home: Rect

    public init(drawn: Rect, slot: Rect, home: Rect) {
        self.drawn = drawn
        self.slot = slot
        self.home = home
    }
}
