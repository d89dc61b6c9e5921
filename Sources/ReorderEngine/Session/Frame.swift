import CollectionLayout

/// The state at the end of one tick. Frame 0 is the state before the first step.
public struct Frame: Hashable, Sendable {
    public var index: Int
    /// Seconds since the start: `index / fps`.
    public var time: Double
    /// The content offset (content coordinates of the viewport's top-left corner).
    public var offset: Point
    /// The finger, in viewport coordinates; `nil` when no finger is down.
    public var finger: Point?
    /// The lifted item, if any.
    public var lifted: String?
    /// The lifted item's frame as drawn (scale included), content coordinates.
    public var liftedFrame: Rect?
    /// Opacity of the lifted snapshot (1 when the profile does not fade it).
    public var liftedAlpha: Double
    /// The lifted item's index path in the screen order: the slot it left empty.
    public var liftedPath: IndexPath?
    /// Pinned header frames (content coordinates) of the sections on screen, by
    /// section; `nil` when the board does not pin headers.
    public var headers: [Int: Rect]?
    /// Carousel boards: the page the indicator shows (`index mod count`); `nil` otherwise.
    public var page: Int?
    /// Index into ``Timeline/layouts``: the layout of the order the screen shows.
    public var layoutIndex: Int
    /// What the screen shows.
    public var order: Order
    /// What the data source holds.
    public var data: Order
    /// Items drawn away from their slot in the current layout (mid-animation), by label.
    public var displaced: [String: Rect]
    /// Opacity of cells fading in or out (a table row under its snapshot), by
    /// label. The lifted item's cell is hidden while a snapshot stands in,
    /// unless it is listed here.
    public var itemAlpha: [String: Double]
    public var events: [TimelineEvent]
    /// The zone the target rule tested, or will test next, while the item is lifted (its label
    /// filled in), on its target where this frame draws it, for the pictures
    /// (``SessionRunner/shownZone()``); `nil` before the lift, after it, once a move it passed
    /// for is done, for rules without a zone and for recorded runs. Not in the trace.
    public var zone: DecidingZone?

    public init(index: Int, time: Double, offset: Point, finger: Point?, lifted: String?,
                liftedFrame: Rect?, liftedAlpha: Double = 1, liftedPath: IndexPath? = nil,
                headers: [Int: Rect]? = nil, page: Int? = nil, layoutIndex: Int, order: Order, data: Order,
                displaced: [String: Rect] = [:], itemAlpha: [String: Double] = [:], events: [TimelineEvent] = [],
                zone: DecidingZone? = nil) {
        self.index = index
        self.time = time
        self.offset = offset
        self.finger = finger
        self.lifted = lifted
        self.liftedFrame = liftedFrame
        self.liftedAlpha = liftedAlpha
        self.liftedPath = liftedPath
        self.headers = headers
        self.page = page
        self.layoutIndex = layoutIndex
        self.order = order
        self.data = data
        self.displaced = displaced
        self.itemAlpha = itemAlpha
        self.events = events
        self.zone = zone
    }
}
