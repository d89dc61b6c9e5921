import CollectionLayout
import ReorderEngine

/// Every layout, profile and edge auto-scroll model a board may name, registered once.
///
/// The parser takes names, "did you mean" suggestions and what can run what from
/// here; resolving a board takes the values. To add a profile, write its recipe
/// (a `Profile` value) and add one ``ProfileEntry`` line to ``standard``.
public struct Catalog: Sendable {
    public var layouts: [LayoutEntry]
    public var profiles: [ProfileEntry]
    public var autoScrollModels: [AutoScrollEntry]

    public init(layouts: [LayoutEntry], profiles: [ProfileEntry], autoScrollModels: [AutoScrollEntry]) {
        self.layouts = layouts
        self.profiles = profiles
        self.autoScrollModels = autoScrollModels
    }

    /// What Shuffleboard ships.
    public static let standard = Catalog(
        layouts: [.flow, .list, .waterfall, .carousel],
        profiles: [
            ProfileEntry(.system), ProfileEntry(.snapshotHitTest), ProfileEntry(.snapshotEdgeScroll),
            ProfileEntry(.tableExchange), ProfileEntry(.waterfallLive), ProfileEntry(.centerDistance),
        ],
        autoScrollModels: [AutoScrollEntry(NoAutoScroll()), AutoScrollEntry(EdgeScroll())])

    public var layoutNames: [String] { layouts.map(\.name) }
    public var profileNames: [String] { profiles.map(\.name) }
    public var autoScrollNames: [String] { autoScrollModels.map(\.name) }

    public func layout(named name: String) -> LayoutEntry? { layouts.first { $0.name == name } }
    public func layout(_ kind: LayoutKind) -> LayoutEntry? { layouts.first { $0.kind == kind } }
    public func profile(named name: String) -> ProfileEntry? { profiles.first { $0.name == name } }
    public func autoScroll(named name: String) -> AutoScrollEntry? { autoScrollModels.first { $0.name == name } }
}

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

/// Why an entry cannot run a board: its message, and the key it is about.
public struct Refusal: Hashable, Sendable {
    /// `profile` or `autoscroll`: where the message points.
    public var key: String
    public var message: String

    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }
}

/// A profile a board may name with `profile:`.
public struct ProfileEntry: Sendable {
    public var profile: Profile
    public var name: String { profile.name }

    public init(_ profile: Profile) {
        self.profile = profile
    }

    /// Why this profile cannot run a board shaped like `board`, each in its own words.
    public func refusals(_ board: BoardShape) -> [Refusal] {
        var refusals: [Refusal] = []
        if profile.requirements.list && board.layout != .list {
            refusals.append(Refusal(key: "profile", message:
                "profile '\(name)' drives a table and needs 'layout: list' (this board is \(board.layout.rawValue))"))
        }
        if profile.requirements.oneSection, let count = board.sectionCount, count != 1 {
            refusals.append(Refusal(key: "profile", message:
                "profile '\(name)' handles one section only; this board has \(count)"))
        }
        let own = profile.autoScroll.name
        if let model = board.autoScroll, model != "none", model != own {
            refusals.append(Refusal(key: "autoscroll", message:
                "autoscroll '\(model)' is not the model of profile '\(name)'; use 'none'"
                    + (own == "none" ? "" : " or '\(own)'")))
        }
        return refusals
    }
}

/// An edge auto-scroll model a board may name with `autoscroll:`.
public struct AutoScrollEntry: Sendable {
    public var model: any AutoScrollModel
    public var name: String { model.name }

    public init(_ model: any AutoScrollModel) {
        self.model = model
    }
}
