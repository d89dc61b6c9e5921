import CollectionLayout
import ReorderEngine

/// The collection a scenario shows: a layout value and its items.
public struct Stage: Sendable {
    /// The layout, resolved from the catalog and the board's keys.
    public var layout: any Layout
    public var direction: ScrollDirection
    /// The visible bounds, points.
    public var viewport: Size
    /// The initial content offset.
    public var offset: Point
    /// The sections, in order, with their items' labels.
    public var sections: [StageSection]
    /// Each item's size, by label.
    public var sizes: [String: Size]
    /// Items that cannot move (`canMoveItemAt == false`).
    public var locked: Set<String>
    /// Whether section headers stick to the top (left) of the visible bounds.
    public var pinHeaders: Bool

    public init(layout: any Layout, direction: ScrollDirection, viewport: Size, offset: Point = .zero,
                sections: [StageSection], sizes: [String: Size], locked: Set<String> = [], pinHeaders: Bool = false) {
        self.layout = layout
        self.direction = direction
        self.viewport = viewport
        self.offset = offset
        self.sections = sections
        self.sizes = sizes
        self.locked = locked
        self.pinHeaders = pinHeaders
    }

    /// The initial order, by label.
    public var order: Order { Order(sections.map(\.items)) }
}
