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
    /// Why this layout has no room for a board's items, in its own words, and the
    /// key to point at; `nil` when it has. Given the keys the board writes and those
    /// of them that could not be read (already reported).
    public var refusesRoom: @Sendable (_ parameters: LayoutParameters, _ written: Set<String>,
                                       _ unread: Set<String>) -> Refusal?
    /// What the items-on-screen bound (docs/limits.md) needs to know, or `nil` for a
    /// layout whose items are pages of the viewport's size (a few show at once).
    public var screen: ScreenBound?
    /// The layout value for a board's keys.
    public var make: @Sendable (LayoutParameters) -> any Layout

    public init(kind: LayoutKind, defaultDirection: ScrollDirection = .vertical, defaultLineSpacing: Double = 10,
                refusesDirection: @escaping @Sendable (ScrollDirection) -> String? = { _ in nil },
                refusesRoom: @escaping @Sendable (LayoutParameters, Set<String>, Set<String>) -> Refusal? = { _, _, _ in nil },
                screen: ScreenBound?,
                make: @escaping @Sendable (LayoutParameters) -> any Layout) {
        self.kind = kind
        self.defaultDirection = defaultDirection
        self.defaultLineSpacing = defaultLineSpacing
        self.refusesDirection = refusesDirection
        self.refusesRoom = refusesRoom
        self.screen = screen
        self.make = make
    }

    /// How a layout places items, as far as bounding how many a viewport meets.
    public struct ScreenBound: Sendable {
        /// An item's length along the scroll axis, given its own size and the room
        /// across the scroll axis (the viewport less the insets).
        public var along: @Sendable (_ size: Size, _ parameters: LayoutParameters, _ room: Double) -> Double
        /// At most how many items one line across holds, given the room and the
        /// narrowest item's breadth across.
        public var perLine: @Sendable (_ parameters: LayoutParameters, _ room: Double, _ narrowest: Double) -> Double

        public init(along: @escaping @Sendable (Size, LayoutParameters, Double) -> Double,
                    perLine: @escaping @Sendable (LayoutParameters, Double, Double) -> Double) {
            self.along = along
            self.perLine = perLine
        }

        /// Items take their own length along the axis (flow, list).
        static func ownLength(perLine: @escaping @Sendable (LayoutParameters, Double, Double) -> Double) -> ScreenBound {
            ScreenBound(along: { size, p, _ in p.direction == .vertical ? size.height : size.width }, perLine: perLine)
        }
    }

    public static let flow = LayoutEntry(
        kind: .flow,
        // A line holds as many of the narrowest items, with their spacing, as fit across (at least one).
        screen: .ownLength { p, room, narrowest in max(1, ((room + p.itemSpacing) / (narrowest + p.itemSpacing)).rounded(.down)) }
    ) {
        FlowLayout(direction: $0.direction, collectionSize: $0.viewport, lineSpacing: $0.lineSpacing,
                   itemSpacing: $0.itemSpacing, sectionInset: $0.sectionInset,
                   headerLength: $0.header, footerLength: $0.footer)
    }

    public static let list = LayoutEntry(
        kind: .list, defaultLineSpacing: 0,
        // A list's items span the viewport less the insets, so some room must be left.
        refusesRoom: { p, _, _ in
            let (room, side) = p.direction == .vertical
                ? (p.viewport.width - p.sectionInset.left - p.sectionInset.right, "wide")
                : (p.viewport.height - p.sectionInset.top - p.sectionInset.bottom, "high")
            let length = p.direction == .vertical ? p.viewport.width : p.viewport.height
            guard room <= 0 else { return nil }
            return Refusal(key: "section-inset", message: "section-inset: leaves no room for a list's items "
                + "in a viewport \(format(length, places: nil)) points \(side)")
        },
        screen: .ownLength { _, _, _ in 1 }
    ) {
        ListLayout(direction: $0.direction, collectionSize: $0.viewport, lineSpacing: $0.lineSpacing,
                   sectionInset: $0.sectionInset, headerLength: $0.header, footerLength: $0.footer)
    }

    public static let waterfall = LayoutEntry(
        kind: .waterfall,
        refusesDirection: { $0 == .horizontal
            ? "a waterfall lays out columns downwards only; use 'direction: vertical' (or leave it out)" : nil },
        refusesRoom: waterfallRoom,
        // Each item is as tall as its width scaled to the column's; a line is one item per column.
        screen: ScreenBound(
            along: { size, p, room in
                let column = (room - Double(p.columns - 1) * p.itemSpacing) / Double(p.columns)
                return column > 0 ? size.height * column / size.width : size.height
            },
            perLine: { p, _, _ in Double(p.columns) })
    ) {
        WaterfallLayout(collectionSize: $0.viewport, columns: $0.columns, lineSpacing: $0.lineSpacing,
                        itemSpacing: $0.itemSpacing, sectionInset: $0.sectionInset,
                        headerLength: $0.header, footerLength: $0.footer)
    }

    /// Pages the size of the viewport; the carousel engine lays them out itself
    /// (``CarouselConfiguration/layout``), so this value only places the items as written.
    public static let carousel = LayoutEntry(kind: .carousel, defaultDirection: .horizontal, screen: nil) {
        LayoutEntry.flow.make($0)
    }

    /// A waterfall's columns share the viewport's width less the insets and the spacing
    /// between columns (`WaterfallLayout`); some width must be left for each column, or
    /// every item would be 0×0. Points at the value that was written and takes the room:
    /// `columns:`, else `item-spacing:`, else `section-inset:`, else `viewport:`. Only
    /// when the values it adds up were read (a wrong one is reported already).
    @Sendable static func waterfallRoom(_ p: LayoutParameters, written: Set<String>, unread: Set<String>) -> Refusal? {
        guard unread.isDisjoint(with: ["columns", "item-spacing", "section-inset"]) else { return nil }
        let columns = p.columns
        let spacings = Double(columns - 1) * p.itemSpacing
        let insets = p.sectionInset.left + p.sectionInset.right
        guard p.viewport.width - insets - spacings <= 0,
              let key = ["columns", "item-spacing", "section-inset", "viewport"].first(where: written.contains)
        else { return nil }
        var taken: [String] = []
        if columns > 1, p.itemSpacing > 0 {
            taken.append("\(columns - 1) \(columns == 2 ? "spacing" : "spacings") of \(format(p.itemSpacing, places: nil)) points")
        }
        if insets > 0 { taken.append("insets of \(format(insets, places: nil)) points") }
        let why = taken.isEmpty ? ""
            : " (\(taken.joined(separator: " and ")) take \(format(spacings + insets, places: nil)) points)"
        return Refusal(key: key, message: "\(key): leaves no room for a waterfall's \(columns) "
            + "\(columns == 1 ? "column" : "columns") in a viewport \(format(p.viewport.width, places: nil)) points wide\(why)")
    }
}
