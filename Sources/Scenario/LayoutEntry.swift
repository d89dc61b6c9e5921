import CollectionLayout

/// A layout a board may name with `layout:`.
public struct LayoutEntry: Sendable {
    public var kind: LayoutKind
    public var name: String { kind.rawValue }
    /// The direction when the board names none.
    public var defaultDirection: ScrollDirection
    /// The line spacing when the board names none.
    public var defaultLineSpacing: Double
    /// Why this layout cannot go in `direction`, in its own words; `nil` when it can.
    public var refusesDirection: @Sendable (ScrollDirection) -> String?
    /// The layout value for a board's keys.
    public var make: @Sendable (LayoutParameters) -> any Layout

    public init(kind: LayoutKind, defaultDirection: ScrollDirection = .vertical, defaultLineSpacing: Double = 10,
                refusesDirection: @escaping @Sendable (ScrollDirection) -> String? = { _ in nil },
                make: @escaping @Sendable (LayoutParameters) -> any Layout) {
        self.kind = kind
        self.defaultDirection = defaultDirection
        self.defaultLineSpacing = defaultLineSpacing
        self.refusesDirection = refusesDirection
        self.make = make
    }

    public static let flow = LayoutEntry(kind: .flow) {
        FlowLayout(direction: $0.direction, collectionSize: $0.viewport, lineSpacing: $0.lineSpacing,
                   itemSpacing: $0.itemSpacing, sectionInset: $0.sectionInset,
                   headerLength: $0.header, footerLength: $0.footer)
    }

    public static let list = LayoutEntry(kind: .list, defaultLineSpacing: 0) {
        ListLayout(direction: $0.direction, collectionSize: $0.viewport, lineSpacing: $0.lineSpacing,
                   sectionInset: $0.sectionInset, headerLength: $0.header, footerLength: $0.footer)
    }

    public static let waterfall = LayoutEntry(
        kind: .waterfall,
        refusesDirection: { $0 == .horizontal
            ? "a waterfall lays out columns downwards only; use 'direction: vertical' (or leave it out)" : nil }
    ) {
        WaterfallLayout(collectionSize: $0.viewport, columns: $0.columns, lineSpacing: $0.lineSpacing,
                        itemSpacing: $0.itemSpacing, sectionInset: $0.sectionInset,
                        headerLength: $0.header, footerLength: $0.footer)
    }

    /// Pages the size of the viewport; the carousel engine lays them out itself
    /// (``CarouselConfiguration/layout``), so this value only places the items as written.
    public static let carousel = LayoutEntry(kind: .carousel, defaultDirection: .horizontal) {
        LayoutEntry.flow.make($0)
    }
}
