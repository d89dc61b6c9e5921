/// The geometry of one section after layout, in content coordinates, with the
/// index that lets ``PreparedLayout``'s queries find items without scanning them.
///
/// A layout fills one of the two indexes: `lines` when its items come in lines
/// across the scroll axis (flow, list), `columns` when they come in columns
/// along it (waterfall). Queries use `columns` when it is non-empty and `lines`
/// otherwise.
///
/// A section whose items all have one size is kept as a ``Grid`` in every
/// layout: its frames and lines are computed, not stored (a waterfall of equal
/// items fills its columns row by row, so it too is indexed by lines: its rows).
///
/// An immutable reference type: a query reads one section out of the layout's
/// array, and copying a struct of several arrays would retain each of them
/// (most of the cost of a hit test); a reference is retained once. Equality
/// compares the geometry, not the identity.
public final class SectionGeometry: Hashable, Sendable {
    /// The header's frame, or `nil` when headers have zero length.
    public let header: Rect?
    private let storedFooter: Rect?
    private let storedBounds: Rect
    /// The item frames, in index order.
    public let items: ItemFrames
    /// Lines (rows for vertical flow, columns for horizontal), in order along the
    /// scroll axis. Empty for layouts indexed by `columns`.
    public let lines: LineList
    private let storedColumns: [Column]
    /// For a waterfall section kept as a lazily laid out body: its footer and
    /// bounds, worked out from the body's end when first asked for.
    private let deferred: DeferredEnd?

    /// The footer's frame, or `nil` when footers have zero length.
    public var footer: Rect? {
        guard let deferred else { return storedFooter }
        return deferred.value.footer
    }

    /// The whole extent of the section, header to footer, full cross-axis length.
    public var bounds: Rect {
        guard let deferred else { return storedBounds }
        return deferred.value.bounds
    }


    /// Columns along the scroll axis, in order across it. Empty for layouts
    /// indexed by `lines`. (For a waterfall section kept as a body, built on
    /// each call: O(n).)
    public var columns: [Column] {
        if case .waterfall(let body) = items.storage { return body.columns }
        return storedColumns
    }

    public static func == (a: SectionGeometry, b: SectionGeometry) -> Bool {
        a === b || (a.header == b.header && a.footer == b.footer && a.bounds == b.bounds
                    && a.items == b.items && a.lines == b.lines && a.columns == b.columns)
    }

    /// Hashes what is known without laying anything out: equal sections agree on it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(items.count)
        hasher.combine(lines.count)
    }

    public convenience init(header: Rect?, footer: Rect?, bounds: Rect, items: [Rect], lines: [Line],
                columns: [Column] = []) {
        self.init(header: header, footer: footer, bounds: bounds, items: ItemFrames(items),
                  lines: LineList(lines), columns: columns)
    }

    /// A section of items of one size, on `grid`.
    convenience init(header: Rect?, footer: Rect?, bounds: Rect, grid: Grid) {
        self.init(header: header, footer: footer, bounds: bounds, items: ItemFrames(.grid(grid)),
                  lines: LineList(.grid(grid)), columns: [])
    }

    /// A flow or list section of items of different sizes, in `body`.
    convenience init(header: Rect?, footer: Rect?, bounds: Rect, body: LineBody) {
        self.init(header: header, footer: footer, bounds: bounds, items: ItemFrames(.body(body)),
                  lines: LineList(.body(body)), columns: [])
    }

    /// A section built from the parts of another.
    init(header: Rect?, footer: Rect?, bounds: Rect, items: ItemFrames, lines: LineList, columns: [Column]) {
        self.header = header
        storedFooter = footer
        storedBounds = bounds
        self.items = items
        self.lines = lines
        storedColumns = columns
        deferred = nil
    }

    /// A waterfall section of items of different heights, in `body`, whose
    /// end (and so footer and bounds) is worked out when first asked for:
    /// from the body's end, as ``SectionStack`` closes a section.
    init(header: Rect?, body: WaterfallBody, close: SectionClose,
         settled: (footer: Rect?, bounds: Rect)? = nil) {
        self.header = header
        storedFooter = nil
        storedBounds = .zero
        items = ItemFrames(.waterfall(body))
        lines = []
        storedColumns = []
        deferred = DeferredEnd(body: body, close: close, settled: settled)
    }

    /// The grid the section's items are on, if they all have one size.
    var grid: Grid? {
        items.grid
    }

    /// Whether everything about the section is known without laying out more.
    var isSettled: Bool { deferred?.isSettled ?? true }

    /// Whether the section ends after `v` along the scroll axis; lays out only
    /// as much of a waterfall body as it takes to tell.
    func ends(after v: Double, axes: Axes) -> Bool {
        if let deferred, !deferred.isSettled {
            // The section ends at or after its body's end, which is exact when at most v.
            if deferred.body.bodyEnd(reaching: v) > v { return true }
        }
        return axes.end(bounds) > v
    }

    /// Where the section starts along the scroll axis (its header's start),
    /// without laying out a waterfall body.
    func start(axes: Axes) -> Double {
        if let deferred { return deferred.close.start }
        return axes.start(bounds)
    }

    /// The footer's length along the scroll axis (0 without one), without
    /// laying out a waterfall body.
    func footerLength(axes: Axes) -> Double {
        if let deferred { return deferred.close.footerLength > 0 ? deferred.close.footerLength : 0 }
        return footer.map { axes.along($0.size) } ?? 0
    }

    /// Where the section spans across the scroll axis, without laying out a
    /// waterfall body.
    func crossExtent(axes: Axes) -> (lowerBound: Double, upperBound: Double) {
        if let deferred { return (0, deferred.close.cross) }
        return (axes.crossStart(bounds), axes.crossEnd(bounds))
    }

    /// A waterfall section's body (laid out lazily, chunk by chunk) with how
    /// the section closes after it; `nil` for other sections.
    var lazyWaterfall: DeferredEnd? { deferred }
}
