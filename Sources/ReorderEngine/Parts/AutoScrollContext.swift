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
    /// The finger, viewport coordinates; `nil` when no finger is down (on a
    /// wake-up: as of the last finger event).
    public var finger: Point?
    public var direction: ScrollDirection
    /// The time since the session started: the tick's time
    /// (``FrameRate/instant(_:)``), or the exact time of a wake-up.
    public var time: Duration = .zero
    /// The tick being computed (a wake-up between ticks n − 1 and n runs in tick n).
    public var tick = 0
    /// The item whose slot holds the finger (the lifted item's own slot
    /// included), in the screen's order; `nil` over empty space or with no finger.
    public var itemUnderFinger: IndexPath? = nil
    /// On a finger update only: the item *drawn* under the finger as the
    /// target rule hit-tests it (``TargetRule/itemDrawn(at:in:)``: running
    /// animations included), by label, so that an element keeps its identity
    /// when it moves to another slot; `nil` over empty space, with no finger,
    /// on ticks and on wake-ups.
    public var itemDrawnUnderFinger: String? = nil
    /// The finger at the press that lifted the item, viewport coordinates as
    /// it was then; `nil` when nothing is lifted. (dnd-kit's scroll intent
    /// compares the first move with it; jQuery UI replays the press.)
    public var pressFinger: Point? = nil
}
