/// The part of a layout that every layout here shares: sections stacked along
/// the scroll axis from 0, each one
///
///     header (full cross length, `headerLength` long; none when 0)
///     leading inset (top for vertical, left for horizontal)
///     body (the layout's own arrangement of the items)
///     trailing inset
///     footer (full cross length, `footerLength` long; none when 0)
///
/// A layout calls `openSection()` to learn where the body starts, places the
/// items from there, and hands them over with `closeSection(bodyEnd:…)`.
struct SectionStack {
    let axes: Axes
    /// The collection's length across the scroll axis: the width of headers,
    /// footers, section bounds and the content.
    let cross: Double
    let insets: (alongStart: Double, alongEnd: Double, crossStart: Double, crossEnd: Double)
    let headerLength: Double
    let footerLength: Double

    /// The end of everything laid out so far, along the scroll axis.
    private(set) var cursor = 0.0
    private var sectionStart = 0.0
    private var header: Rect?
    private var sections: [SectionGeometry] = []

    init(direction: ScrollDirection, collectionSize: Size, sectionInset: Insets,
         headerLength: Double, footerLength: Double, sectionCount: Int) {
        axes = Axes(direction: direction)
        cross = axes.across(collectionSize)
        insets = axes.insets(sectionInset)
        self.headerLength = headerLength
        self.footerLength = footerLength
        sections.reserveCapacity(sectionCount)
    }

    /// The same stack, empty, with its cursor at `start`: for laying out one
    /// section again where it was.
    func starting(at start: Double) -> SectionStack {
        var stack = self
        stack.cursor = start
        stack.sections = []
        return stack
    }

    /// Closes the open section with the items of a waterfall section of
    /// `sizes` whose columns start at `top` (see ``WaterfallLayout``).
    mutating func closeSection(sizes: [Size], top: Double, layout: WaterfallLayout) {
        layout.closeSection(sizes, top: top, into: &self)
    }

    /// How many sections the stack holds.
    var sectionCount: Int { sections.count }

    /// The finished layout with `earlier` sections (laid out before the stack
    /// started) before the stack's own.
    func prepared<Earlier: Collection<SectionGeometry>>(after earlier: Earlier) -> PreparedLayout {
        PreparedLayout(direction: axes.direction, sections: Array(earlier) + sections,
                       contentSize: axes.size(along: cursor, across: cross))
    }

    /// The section closed last.
    var lastSection: SectionGeometry { sections[sections.count - 1] }

    /// The length available to items across the scroll axis: the collection's
    /// cross length minus the cross-axis insets.
    var available: Double { cross - insets.crossStart - insets.crossEnd }

    /// Lays out the next section's header and leading inset and returns where
    /// its body starts along the scroll axis.
    mutating func openSection() -> Double {
        sectionStart = cursor
        header = nil
        if headerLength > 0 {
            header = axes.rect(along: cursor, across: 0, alongLength: headerLength, acrossLength: cross)
            cursor += headerLength
        }
        cursor += insets.alongStart
        return cursor
    }

    /// Closes the open section: its body ends at `bodyEnd` (the body start for a
    /// section without items); the trailing inset and the footer follow.
    mutating func closeSection(bodyEnd: Double, items: [Rect], lines: [Line], columns: [Column] = []) {
        let (header, footer, bounds) = close(bodyEnd: bodyEnd)
        sections.append(SectionGeometry(header: header, footer: footer, bounds: bounds,
                                        items: items, lines: lines, columns: columns))
    }

    /// Closes the open section, whose items (of different sizes) are in `body`.
    mutating func closeSection(bodyEnd: Double, body: LineBody) {
        let (header, footer, bounds) = close(bodyEnd: bodyEnd)
        sections.append(SectionGeometry(header: header, footer: footer, bounds: bounds, body: body))
    }

    /// Closes the open section, whose items are the waterfall `body`: laid out
    /// to its end now when `eager`, else when something first asks for the end
    /// (then the stack cannot take another section).
    mutating func closeSection(waterfall body: WaterfallBody, eager: Bool) {
        let close = sectionClose
        guard eager else {
            sections.append(SectionGeometry(header: header, body: body, close: close))
            cursor = .nan
            return
        }
        let (header, footer, bounds) = self.close(bodyEnd: body.bodyEnd)
        sections.append(SectionGeometry(header: header, body: body, close: close, settled: (footer, bounds)))
    }

    /// Closes the open section, whose items (all of one size) are on `grid`.
    mutating func closeSection(grid: Grid) {
        let (header, footer, bounds) = close(bodyEnd: grid.bodyEnd)
        sections.append(SectionGeometry(header: header, footer: footer, bounds: bounds, grid: grid))
    }

    /// The trailing inset and the footer after `bodyEnd`, and the section's bounds.
    private mutating func close(bodyEnd: Double) -> (header: Rect?, footer: Rect?, bounds: Rect) {
        let close = sectionClose
        cursor = close.contentEnd(bodyEnd: bodyEnd)
        let (footer, bounds) = close.close(bodyEnd: bodyEnd)
        return (header, footer, bounds)
    }

    /// How the open section closes after its body.
    private var sectionClose: SectionClose {
        SectionClose(direction: axes.direction, start: sectionStart, trailingInset: insets.alongEnd,
                     footerLength: footerLength, cross: cross)
    }

    /// The finished layout: the sections, and content as long as all of them and
    /// as wide as the collection across the scroll axis.
    func prepared() -> PreparedLayout {
        PreparedLayout(direction: axes.direction, sections: sections,
                       contentSize: axes.size(along: cursor, across: cross))
    }
}
