import Testing
@testable import CollectionLayout
import TestSupport

// `prepare(sections:after:previous:)` against a fresh `prepare(sections:)` of
// the same sizes, over chains of random moves on random boards (fixed seeds).
// The layouts here use tiny chunks and no size threshold, so that small boards
// go through every path of the re-layout: several segments, pieces cut and
// taken in, lines broken again until they meet the old ones, sections moved.
// Lengths in half points keep every sum exact, so the two must be equal to
// the bit; with tenths they may differ by rounding only.

/// Up to four sections of up to 40 items, a few empty; sizes drawn from a
/// few of each kind so that lines often meet their old breaks again, and
/// sometimes all one size (flow then switches to its grid rules).
private func randomBoard(_ rng: inout SplitMix64, unit: Double, sections: ClosedRange<Int>) -> [[Size]] {
    let kinds = (0..<rng.int(1...4)).map { _ in
        Size(width: Double(rng.int(2...240)) * unit, height: Double(rng.int(0...200)) * unit)
    }
    return (0..<rng.int(sections)).map { _ in
        (0..<(rng.chance(10) ? 0 : rng.int(1...40))).map { _ in kinds[rng.int(0...(kinds.count - 1))] }
    }
}

/// A move the engine could make: remove at `from`, insert at `to`.
private func randomMove(_ sections: [[Size]], _ rng: inout SplitMix64) -> LayoutMove? {
    let nonEmpty = sections.indices.filter { !sections[$0].isEmpty }
    guard !nonEmpty.isEmpty else { return nil }
    let s = nonEmpty[rng.int(0...(nonEmpty.count - 1))]
    let from = IndexPath(section: s, item: rng.int(0...(sections[s].count - 1)))
    let t = rng.chance(25) ? rng.int(0...(sections.count - 1)) : s
    // Mostly near the item, as a drag moves; sometimes anywhere.
    let limit = t == s ? sections[t].count - 1 : sections[t].count
    let item = rng.chance(70) && t == s
        ? min(limit, max(0, from.item + rng.int(-3...3))) : rng.int(0...limit)
    return LayoutMove(from: from, to: IndexPath(section: t, item: item))
}

private func apply(_ move: LayoutMove, to sections: inout [[Size]]) {
    let size = sections[move.from.section].remove(at: move.from.item)
    sections[move.to.section].insert(size, at: move.to.item)
}

/// Every frame, line, bound and answer of `a` and `b` within `tolerance`.
private func expectClose(_ a: PreparedLayout, _ b: PreparedLayout, tolerance: Double, full: Bool,
                         _ rng: inout SplitMix64, _ label: @autoclosure () -> String) {
    // Queries first, while `a` may still be laid out only in part; at random
    // points away from edges that rounding could move.
    let size = b.contentSize
    let axes = Axes(direction: b.direction)
    for _ in 0..<20 {
        let p = Point(x: Double(rng.int(-20...Int(size.width) + 20)) + 0.25,
                      y: Double(rng.int(-20...Int(size.height) + 20)) + 0.25)
        #expect(a.item(at: p) == b.item(at: p), "\(label()) at \(p)")
        let r = Rect(x: p.x, y: p.y, width: Double(rng.int(1...300)) + 0.5, height: Double(rng.int(1...300)) + 0.5)
        #expect(a.items(in: r) == b.items(in: r), "\(label()) in \(r)")
        #expect(a.sections(in: r) == b.sections(in: r), "\(label()) sections in \(r)")
        for s in b.sections.indices {
            #expect(a.pinnedHeaderFrame(section: s, visible: r) == b.pinnedHeaderFrame(section: s, visible: r)
                        || tolerance > 0, "\(label()) header \(s) in \(r)")
        }
        // The content reaches past v exactly when it does, and is exact when it does not.
        let v = axes.along(p)
        let reach = axes.along(a.contentSize(reaching: v)), length = axes.along(size)
        #expect(length <= v ? abs(reach - length) <= tolerance * max(1, length) : (v <= reach && reach <= length * (1 + tolerance)),
                "\(label()) reaching \(v): \(reach) of \(length)")
    }
    // At the corner of frames, where rounding would show: the same answer as
    // a fresh layout when sums are exact; otherwise at least an item whose
    // frame, as drawn, holds the point (lines moved rather than summed again
    // may overlap their neighbours by an ulp).
    for s in b.sections.indices {
        let count = b.sections[s].items.count
        for i in stride(from: 0, to: count, by: max(1, count / 7)) {
            let path = IndexPath(section: s, item: i)
            let frame = a.frame(at: path)
            guard frame.width > 0, frame.height > 0 else { continue }
            let found = a.item(at: frame.origin)
            if tolerance == 0 {
                #expect(found == b.item(at: frame.origin), "\(label()) at \(path)'s origin")
            } else {
                #expect(found.map { a.frame(at: $0).contains(frame.origin) } == true, "\(label()) at \(path)'s origin")
            }
        }
    }
    guard full else { return }
    if tolerance == 0 {
        #expect(a == b, "\(label())")
        return
    }
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= tolerance * max(1, abs(x)) }
    func close(_ r: Rect, _ q: Rect) -> Bool {
        close(r.minX, q.minX) && close(r.minY, q.minY) && close(r.width, q.width) && close(r.height, q.height)
    }
    #expect(close(a.contentSize.width, b.contentSize.width) && close(a.contentSize.height, b.contentSize.height),
            "\(label())")
    #expect(a.itemCounts == b.itemCounts, "\(label())")
    guard a.itemCounts == b.itemCounts else { return }
    for (x, y) in zip(a.sections, b.sections) {
        #expect(close(x.bounds, y.bounds), "\(label())")
        #expect(x.header.map { h in y.header.map { close(h, $0) } ?? false } ?? (y.header == nil), "\(label())")
        #expect(x.footer.map { f in y.footer.map { close(f, $0) } ?? false } ?? (y.footer == nil), "\(label())")
        #expect(zip(x.items, y.items).allSatisfy { close($0, $1) }, "\(label())")
        #expect(x.lines.count == y.lines.count, "\(label())")
        #expect(zip(x.lines, y.lines).allSatisfy { $0.items == $1.items && close($0.start, $1.start) && close($0.end, $1.end) },
                "\(label())")
        #expect(x.columns.map(\.items) == y.columns.map(\.items), "\(label())")
    }
}

private func runChains(seed: UInt64, unit: Double, tolerance: Double, sections count: ClosedRange<Int> = 1...4,
                       layout: (inout SplitMix64) -> any Layout) {
    var rng = SplitMix64(seed: seed)
    for board in 0..<60 {
        let layout = layout(&rng)
        var sections = randomBoard(&rng, unit: unit, sections: count)
        var previous = layout.prepare(sections: sections)
        for step in 0..<30 {
            guard let move = randomMove(sections, &rng) else { break }
            apply(move, to: &sections)
            let replaced = layout.prepare(sections: sections, after: move, previous: previous)
            let fresh = layout.prepare(sections: sections)
            // Every frame compared on some steps only, so that the next move
            // often starts from a layout laid out in part.
            expectClose(replaced, fresh, tolerance: tolerance, full: step % 4 == 3 || step == 29, &rng,
                        "board \(board) step \(step) \(move) \(layout) \(sections)")
            previous = replaced
        }
    }
}

private func chrome(_ rng: inout SplitMix64) -> (size: Size, insets: Insets, header: Double, footer: Double) {
    (Size(width: Double(rng.int(300...800)), height: Double(rng.int(300...800))),
     Insets(top: Double(rng.int(0...30)), left: Double(rng.int(0...30)),
            bottom: Double(rng.int(0...30)), right: Double(rng.int(0...30))),
     rng.chance(50) ? 0 : Double(rng.int(1...60)), rng.chance(50) ? 0 : Double(rng.int(1...60)))
}

private func flow(_ rng: inout SplitMix64, grids: Bool) -> any Layout {
    let c = chrome(&rng)
    var layout = FlowLayout(direction: rng.chance(50) ? .vertical : .horizontal, collectionSize: c.size,
                            lineSpacing: Double(rng.int(0...20)), itemSpacing: Double(rng.int(0...20)),
                            sectionInset: c.insets, headerLength: c.header, footerLength: c.footer)
    layout.usesGrids = grids
    layout.relayout.chunkLength = rng.int(1...12)
    layout.relayout.threshold = 0
    return layout
}

private func list(_ rng: inout SplitMix64) -> any Layout {
    let c = chrome(&rng)
    var layout = ListLayout(direction: rng.chance(50) ? .vertical : .horizontal, collectionSize: c.size,
                            lineSpacing: Double(rng.int(0...12)), sectionInset: c.insets,
                            headerLength: c.header, footerLength: c.footer)
    layout.relayout.chunkLength = rng.int(1...12)
    layout.relayout.threshold = 0
    return layout
}

@Test func flowAfterMovesEqualsAFreshFlow() {
    runChains(seed: 0xF10E_0001, unit: 0.5, tolerance: 0) { flow(&$0, grids: true) }
    runChains(seed: 0xF10E_0002, unit: 0.5, tolerance: 0) { flow(&$0, grids: false) }
}

@Test func flowAfterMovesMatchesAFreshFlowUpToRounding() {
    runChains(seed: 0xF10E_0003, unit: 0.1, tolerance: 1e-9) { flow(&$0, grids: true) }
}

@Test func listAfterMovesEqualsAFreshList() {
    runChains(seed: 0x1157_0001, unit: 0.5, tolerance: 0) { list(&$0) }
    runChains(seed: 0x1157_0002, unit: 0.1, tolerance: 1e-9) { list(&$0) }
}

private func waterfall(_ rng: inout SplitMix64) -> any Layout {
    let c = chrome(&rng)
    var layout = WaterfallLayout(collectionSize: c.size, columns: rng.int(1...4), lineSpacing: Double(rng.int(0...12)),
                                 itemSpacing: Double(rng.int(0...12)), sectionInset: c.insets,
                                 headerLength: c.header, footerLength: c.footer)
    layout.relayout.chunkLength = rng.int(1...12)
    layout.relayout.threshold = 0
    return layout
}

// A waterfall keeps the items before a move and lays out the rest lazily, in
// the same order of operations, and lays out the sections after it from tops
// worked out as a fresh layout works them out: equal to the bit, whatever the
// queries forced first.
@Test func waterfallAfterMovesEqualsAFreshWaterfall() {
    runChains(seed: 0x3A7E_0001, unit: 0.5, tolerance: 0, sections: 1...1) { waterfall(&$0) }
    runChains(seed: 0x3A7E_0002, unit: 0.1, tolerance: 0, sections: 1...1) { waterfall(&$0) }
    runChains(seed: 0x3A7E_0003, unit: 0.5, tolerance: 0) { waterfall(&$0) }
    runChains(seed: 0x3A7E_0004, unit: 0.1, tolerance: 0) { waterfall(&$0) }
}
