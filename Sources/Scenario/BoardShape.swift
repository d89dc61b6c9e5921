/// What a board asks of a profile, for the profile's entry to accept or refuse.
public struct BoardShape: Sendable {
    public var layout: LayoutKind
    /// `nil` when the sections could not be read.
    public var sectionCount: Int?
    /// The board's `autoscroll:`, if written.
    public var autoScroll: String?

    public init(layout: LayoutKind, sectionCount: Int?, autoScroll: String?) {
        self.layout = layout
        self.sectionCount = sectionCount
        self.autoScroll = autoScroll
    }
}
