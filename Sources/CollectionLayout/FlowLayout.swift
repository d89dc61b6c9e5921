/// The flow layout of `UICollectionViewFlowLayout`, with the line rules stated
/// in the walking-skeleton issue.
///
/// Words below are for the vertical direction (lines are rows, filled left to
/// right, stacked downwards); the horizontal direction is the same with the axes
/// swapped: lines are columns filled top to bottom, and headers are columns at
/// the start of each section.
///
/// - Lines fill greedily: an item joins the line while the items' lengths plus
///   the minimum item spacing between them fit the available length (collection
///   width minus the left and right section insets). A line always takes at
///   least one item.
/// - When every item of a section has one size, the capacity is
///   `n = max(1, floor((available + spacing) / (width + spacing)))`. With `n = 1`
///   each item is centred in its line; otherwise item `k` of every line, the
///   last one included, sits at `left + k × (width + g)` with
///   `g = (available − n × width) / (n − 1)`.
/// - When sizes differ, every line but the section's last is justified (first
///   item at the left inset, last at the right, equal gaps; a lone item centred),
///   and the section's last line is left-aligned with the minimum spacing.
/// - Items are centred across their line; a line is as tall as its tallest item;
///   lines are separated by the minimum line spacing.
/// - A section is: header (full collection width), top inset, lines, bottom
///   inset, footer. Frames are not rounded.
public struct FlowLayout: Layout, Hashable {
    public var direction: ScrollDirection
    /// The visible size of the collection (the viewport), in points.
    public var collectionSize: Size
    /// Minimum spacing between lines (`minimumLineSpacing`).
    public var lineSpacing: Double
    /// Minimum spacing between items on a line (`minimumInteritemSpacing`).
    public var itemSpacing: Double
    public var sectionInset: Insets
    /// Header height (vertical) or width (horizontal); 0 for none.
    public var headerLength: Double
    /// Footer height (vertical) or width (horizontal); 0 for none.
    public var footerLength: Double
    /// Whether sections of items of one size are kept as a ``Grid`` (the
    /// default). Tests turn it off to compare the grid with the item-by-item path.
    var usesGrids = true

    public init(direction: ScrollDirection = .vertical, collectionSize: Size,
                lineSpacing: Double = 10, itemSpacing: Double = 10,
                sectionInset: Insets = .zero, headerLength: Double = 0, footerLength: Double = 0) {
        self.direction = direction
        self.collectionSize = collectionSize
        self.lineSpacing = lineSpacing
        self.itemSpacing = itemSpacing
        self.sectionInset = sectionInset
        self.headerLength = headerLength
        self.footerLength = footerLength
    }

    /// How the layout lays itself out again after a move.
    var relayout = RelayoutTuning()

    public func prepare(sections: [[Size]]) -> PreparedLayout {
        var stack = SectionStack(direction: direction, collectionSize: collectionSize,
                                 sectionInset: sectionInset, headerLength: headerLength,
                                 footerLength: footerLength, sectionCount: sections.count)
        for sizes in sections { layOutSection(sizes, into: &stack) }
        return stack.prepared()
    }

    /// Re-lays out only the lines a move disturbs in each section it touches
    /// (see ``LineBody/replacing(sizes:edit:rule:chunkLength:)``) and moves the
    /// sections after them; a section whose items have, or come to have, one
    /// size is laid out afresh (its grid is O(1) to O(lines)).
    public func prepare<Sizes: RandomAccessCollection & Sendable>(sections: [Sizes], after move: LayoutMove,
                                                       previous: PreparedLayout) -> PreparedLayout
        where Sizes.Element == Size, Sizes.Index == Int {
        guard let stack = relayoutStack(sections: sections, previous: previous) else {
            return prepare(sections: sections.map { Array($0) })
        }
        return previous.replacing(after: move, counts: sections.map(\.count)) { s, edit, old in
            var stack = stack.starting(at: stack.axes.start(old.bounds))
            if let body = old.items.body, body.count > 0, !sections[s].isEmpty, body.uniformSize == nil {
                let replaced = body.replacing(sizes: sections[s], edit: edit, rule: lineRule(stack, capacity: nil),
                                              chunkLength: relayout.lineChunkLength(forItems: sections[s].count))
                if replaced.uniformSize == nil, let end = replaced.bodyEnd {
                    _ = stack.openSection()
                    stack.closeSection(bodyEnd: end, body: replaced)
                    return stack.lastSection
                }
            }
            layOutSection(Array(sections[s]), into: &stack)
            return stack.lastSection
        }
    }

    /// A stack to lay sections out again in, or `nil` when the board is small
    /// enough (or `previous` does not fit it) to lay it out afresh.
    private func relayoutStack<Sizes: Collection>(sections: [Sizes], previous: PreparedLayout) -> SectionStack? {
        guard previous.isWorthRelayingOut(for: sections, tuning: relayout) else { return nil }
        return SectionStack(direction: direction, collectionSize: collectionSize, sectionInset: sectionInset,
                            headerLength: headerLength, footerLength: footerLength, sectionCount: 1)
    }

    /// The rule of this layout's lines in sections laid out on `stack`.
    private func lineRule(_ stack: SectionStack, capacity: Int?) -> FlowLineRule {
        FlowLineRule(layout: self, axes: stack.axes, available: stack.available,
                     crossStart: stack.insets.crossStart, capacity: capacity)
    }

    /// Lays out one section at the stack's cursor.
    private func layOutSection(_ sizes: [Size], into stack: inout SectionStack) {
        let axes = stack.axes
        let cursor = stack.openSection()
        let uniform = sizes.dropFirst().allSatisfy { $0 == sizes.first }
        // With one size, the greedy fill puts exactly `capacity` items on every
        // line but the last; use that number for both the line breaks and the
        // grid, so that the two cannot disagree by a rounding error.
        let capacity = uniform && !sizes.isEmpty
            ? uniformCapacity(itemLength: axes.across(sizes[0]), available: stack.available) : nil
        if usesGrids, let capacity {
            // Every line but the last holds `capacity` items; all lines run the same cross sums.
            let perLine = min(capacity, sizes.count)
            let positions = crossPositions(
                [Double](repeating: axes.across(sizes[0]), count: perLine), capacity: capacity,
                isLastLine: false, available: stack.available, start: stack.insets.crossStart)
            stack.closeSection(grid: Grid(
                direction: direction, count: sizes.count, perLine: perLine, top: cursor,
                alongLength: axes.along(sizes[0]), spacing: lineSpacing, crossStarts: positions,
                acrossLength: axes.across(sizes[0])))
            return
        }
        let (body, end) = lineRule(stack, capacity: capacity)
            .layOutBody(sizes, top: cursor, chunkLength: relayout.lineChunkLength(forItems: sizes.count))
        stack.closeSection(bodyEnd: end ?? cursor, body: body)
    }

    /// Whether a run of items `used` long fits in `available`. Decimal lengths
    /// such as 0.1 are not exact in binary, so a sum that equals `available` in
    /// exact arithmetic may come out a few ulps above it; it still fits.
    func fits(_ used: Double, in available: Double) -> Bool {
        used <= available + 1e-9 * max(1, abs(available))
    }

    /// `n = max(1, floor((available + spacing) / (width + spacing)))`, with the
    /// same tolerance as `fits` (78.4 / 1.4 is 55.99999999999999 in binary, yet
    /// 56 items of 1.1 with spacing 0.3 fill 78.1 exactly).
    func uniformCapacity(itemLength w: Double, available: Double) -> Int {
        // Zero-length items with no spacing: any number fits on one line.
        guard w + itemSpacing > 0 else { return Int.max }
        let ratio = (available + itemSpacing) / (w + itemSpacing)
        guard !ratio.isNaN else { return 1 }
        return max(1, Int(min(ratio + 1e-9, 1e15).rounded(.down)))
    }

    /// Cross-axis positions of the items of one line, following the rules above.
    /// `capacity` is the capacity of a line when all the section's items have one
    /// size, nil when sizes differ.
    func crossPositions(_ lengths: [Double], capacity: Int?, isLastLine: Bool,
                                available: Double, start: Double) -> [Double] {
        if let n = capacity {
            let w = lengths[0]
            if n == 1 { return lengths.map { start + (available - $0) / 2 } }
            // In exact arithmetic g ≥ spacing; the floor keeps a rounding error (or
            // the slack of `uniformCapacity`) from making neighbours overlap.
            let gap = max(itemSpacing, (available - Double(n) * w) / Double(n - 1))
            // Accumulated rather than `start + k × (w + g)`, so that each item starts
            // at or after the end of the previous one even after rounding; every line
            // runs the same sums, so an incomplete line stays on the grid exactly.
            var x = start
            return lengths.map { length in
                defer { x += length + gap }
                return x
            }
        }
        if isLastLine {
            var x = start
            return lengths.map { length in
                defer { x += length + itemSpacing }
                return x
            }
        }
        if lengths.count == 1 { return [start + (available - lengths[0]) / 2] }
        let gap = max(itemSpacing, (available - lengths.reduce(0, +)) / Double(lengths.count - 1))
        var x = start
        return lengths.map { length in
            defer { x += length + gap }
            return x
        }
    }
}

/// The lines of ``FlowLayout``: greedy breaks, then justified, left-aligned
/// (the section's last line) or centred (a lone item) across the line, and
/// centred along it.
struct FlowLineRule: LineRule {
    let layout: FlowLayout
    let axes: Axes
    let available: Double
    let crossStart: Double
    /// The line capacity when every item of the section has one size; `nil` otherwise.
    let capacity: Int?

    var lineSpacing: Double { layout.lineSpacing }

    func layOutLine<Sizes: RandomAccessCollection>(_ sizes: Sizes, from first: Int, at start: Double,
                                                   into frames: inout [Rect]) -> (end: Int, length: Double)
        where Sizes.Element == Size, Sizes.Index == Int {
        // Greedy fill: [first, end) is the line.
        var end: Int
        if let capacity {
            end = first + min(capacity, sizes.count - first)
        } else {
            var used = axes.across(sizes[first])
            end = first + 1
            while end < sizes.count {
                let next = used + layout.itemSpacing + axes.across(sizes[end])
                if !layout.fits(next, in: available) { break }
                used = next
                end += 1
            }
        }
        let line = sizes[first..<end]
        let lineLength = line.map { axes.along($0) }.max() ?? 0
        let positions = layout.crossPositions(
            line.map { axes.across($0) }, capacity: capacity,
            isLastLine: end == sizes.count, available: available, start: crossStart)
        for (k, size) in line.enumerated() {
            let along = start + (lineLength - axes.along(size)) / 2
            frames.append(axes.rect(along: along, across: positions[k],
                                    alongLength: axes.along(size), acrossLength: axes.across(size)))
        }
        return (end, lineLength)
    }
}
