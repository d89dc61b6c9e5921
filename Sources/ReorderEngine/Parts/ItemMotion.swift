import CollectionLayout

/// An item the screen is animating to a new slot, as a target rule sees it
/// (``TargetContext/moving``): where it is drawn at the context's time, and
/// where its running animation started and ends.
public struct ItemMotion: Hashable, Sendable {
    /// Where the running animation started.
    public var from: Rect
    /// Where it is drawn at the context's time.
    public var drawn: Rect
    /// Its slot: where the animation ends.
    public var to: Rect

    public init(from: Rect, drawn: Rect, to: Rect) {
        self.from = from
        self.drawn = drawn
        self.to = to
    }
}
