import CollectionLayout

/// What a board's keys say about the collection, for the layout entry to build it.
public struct LayoutParameters: Sendable {
    public var direction: ScrollDirection
    public var viewport: Size
    public var lineSpacing: Double
    public var itemSpacing: Double
    public var sectionInset: Insets
    public var header: Double
    public var footer: Double
    public var columns: Int

    public init(direction: ScrollDirection, viewport: Size, lineSpacing: Double, itemSpacing: Double,
                sectionInset: Insets, header: Double, footer: Double, columns: Int) {
        self.direction = direction
        self.viewport = viewport
        self.lineSpacing = lineSpacing
        self.itemSpacing = itemSpacing
        self.sectionInset = sectionInset
        self.header = header
        self.footer = footer
        self.columns = columns
    }
}
