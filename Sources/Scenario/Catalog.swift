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
            ProfileEntry(.itemTouchHelper, options: .itemTouchHelper), ProfileEntry(.sortablejs, options: .sortable),
            ProfileEntry(.dndKit, options: .dndKit), ProfileEntry(.helloPangeaDnd, options: .helloPangeaDnd),
            ProfileEntry(.lxReorderable, options: .lxReorderable), ProfileEntry(.jqueryUISortable, options: .jqueryUI),
        ],
        autoScrollModels: [AutoScrollEntry(NoAutoScroll()), AutoScrollEntry(EdgeScroll()),
                           AutoScrollEntry(OutOfBoundsScroll()), AutoScrollEntry(SortableAutoScroll()),
                           AutoScrollEntry(DndKitAutoScroll()), AutoScrollEntry(FluidAutoScroll()),
                           AutoScrollEntry(ConstantEdgeScroll()), AutoScrollEntry(JQueryUIScroll())])

    public var layoutNames: [String] { layouts.map(\.name) }
    public var profileNames: [String] { profiles.map(\.name) }
    public var autoScrollNames: [String] { autoScrollModels.map(\.name) }

    public func layout(named name: String) -> LayoutEntry? { layouts.first { $0.name == name } }
    public func layout(_ kind: LayoutKind) -> LayoutEntry? { layouts.first { $0.kind == kind } }
    public func profile(named name: String) -> ProfileEntry? { profiles.first { $0.name == name } }
    public func autoScroll(named name: String) -> AutoScrollEntry? { autoScrollModels.first { $0.name == name } }
}
