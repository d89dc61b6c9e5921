/// What a board asks of a profile, for the profile's entry to accept or refuse.
public struct BoardShape: Sendable {
    public var layout: LayoutKind
    /// `nil` when the sections could not be read.
    public var sectionCount: Int?
    /// The board's `autoscroll:`, if written.
    public var autoScroll: String?
    /// When the items of some section do not lie on one line, the scroll
    /// direction of that layout (`vertical`: they wrap onto several rows;
    /// `horizontal`: several columns); `nil` when they do or it was not worked out.
    public var wrapsAlong: String?

    public init(layout: LayoutKind, sectionCount: Int?, autoScroll: String?, wrapsAlong: String? = nil) {
        self.layout = layout
        self.sectionCount = sectionCount
        self.autoScroll = autoScroll
        self.wrapsAlong = wrapsAlong
    }
}
