import Testing
@testable import CollectionLayout
import TestSupport

// Sections whose items all have one size are kept as a Grid: frames by
// arithmetic, with at most one stored number per line. These tests work the
// numbers out by hand at a million items, and check on random boards that the
// grid gives bit-for-bit the frames of the item-by-item path.

/// The benchmark's flow board: 80×80 items in a 375-wide view, insets 10,
/// spacings 10.
///
/// available = 375 − 10 − 10 = 355; n = floor((355 + 10) / (80 + 10)) = 4;
/// g = (355 − 4 × 80) / 3 = 35 / 3 ≈ 11.667; x of item k: 10, 101.667, 193.333, 285.
/// Line l starts at 10 + 90 l: every start is an integer, so none is stored.
/// A million items make 250,000 lines; the last (l = 249,999) starts at
/// 10 + 22,499,910 = 22,499,920 and ends at 22,500,000; content height
/// 22,500,000 + bottom inset 10 = 22,500,010.
@Test func millionItemFlowIsAGridWithNoStoredLines() {
    let layout = FlowLayout(collectionSize: Size(width: 375, height: 667), lineSpacing: 10, itemSpacing: 10,
                            sectionInset: Insets(all: 10))
    let prepared = layout.prepare(sections: [[Size](repeating: Size(width: 80, height: 80), count: 1_000_000)])
    #expect(prepared.contentSize == Size(width: 375, height: 22_500_010))
    // One section and the four cross positions (an array's capacity may round
    // up to the allocator's size class): nothing per item or per line.
    #expect(prepared.storageBytes - MemoryLayout<SectionGeometry>.stride <= 8 * 8)
    let last = prepared.frame(at: IndexPath(section: 0, item: 999_999))
    #expect(last.minY == 22_499_920 && last.height == 80 && last.width == 80)
    #expect(abs(last.minX - 285) < 1e-9)
    #expect(prepared.sections[0].lines.count == 250_000)
    #expect(prepared.sections[0].lines[249_999] == Line(items: 999_996..<1_000_000, start: 22_499_920,
                                                        end: 22_500_000))
    // Inside the last item; in the 10-point gap above its line (the line
    // before ends at 22,499,910); in the gap between items 2 and 3 of a line
    // (item 2 ends at 273.333).
    #expect(prepared.item(at: Point(x: 290, y: 22_499_930)) == IndexPath(section: 0, item: 999_999))
    #expect(prepared.item(at: Point(x: 290, y: 22_499_915)) == nil)
    #expect(prepared.item(at: Point(x: 280, y: 22_499_930)) == nil)
    // Lines 249,998 and 249,999 (y 22,499,830..<22,500,000) at x 100..<200:
    // items 1 and 2 of each line (item 1 spans 101.667..<181.667, item 2 193.333..<273.333).
    #expect(prepared.items(in: Rect(x: 100, y: 22_499_850, width: 100, height: 100)).map(\.item)
                == [999_993, 999_994, 999_997, 999_998])
}

/// A table of a million 44-point rows, no spacing: row r starts at 44 r
/// (exact), so the grid stores one cross position and nothing else. Row
/// 500,000 spans y 22,000,000..<22,000,044.
@Test func millionRowListIsAGridWithNoStoredLines() {
    let prepared = ListLayout(collectionSize: Size(width: 375, height: 667))
        .prepare(sections: [[Size](repeating: Size(width: 375, height: 44), count: 1_000_000)])
    #expect(prepared.storageBytes - MemoryLayout<SectionGeometry>.stride <= 8 * 8)   // one cross position
    #expect(prepared.frame(at: IndexPath(section: 0, item: 500_000)) == Rect(x: 0, y: 22_000_000, width: 375, height: 44))
    #expect(prepared.item(at: Point(x: 0, y: 22_000_043.5)) == IndexPath(section: 0, item: 500_000))
    #expect(prepared.item(at: Point(x: 0, y: 22_000_044)) == IndexPath(section: 0, item: 500_001))
    #expect(prepared.contentSize.height == 44_000_000)
}

/// Rows 0.1 high: adding 0.1 a thousand times drifts from 1000 × 0.1 in the
/// last bits, so the grid keeps every row's start as accumulated (1,000
/// numbers) and still gives the item-by-item frames.
@Test func inexactLineStartsAreStoredAsAccumulated() {
    var list = ListLayout(collectionSize: Size(width: 100, height: 100))
    let rows = [[Size](repeating: Size(width: 1, height: 0.1), count: 1_000)]
    let grid = list.prepare(sections: rows)
    list.usesGrids = false
    let oneByOne = list.prepare(sections: rows)
    #expect(grid.sections[0].grid?.storedStarts.count == 1_000)
    #expect(Array(grid.sections[0].items) == Array(oneByOne.sections[0].items))
    #expect(grid == oneByOne)
}

/// Random boards whose sections each have one size (tenths, thirds and
/// sevenths, so that sums are inexact), in both directions: the grid's
/// frames, lines, bounds and content size equal the item-by-item path's bit
/// for bit, and both answer every query alike.
@Test func gridsEqualTheItemByItemPathOnRandomUniformBoards() {
    var rng = SplitMix64(seed: 0x6121_D000_0000_0001)
    func length() -> Double {
        let denominators = [1.0, 2, 3, 7, 10]
        return Double(rng.int(0...600)) / denominators[rng.int(0...4)]
    }
    for round in 0..<240 {
        let direction: ScrollDirection = rng.chance(50) ? .vertical : .horizontal
        let collection = Size(width: Double(rng.int(100...800)) / 3, height: Double(rng.int(100...800)) / 3)
        let insets = Insets(top: length() / 10, left: length() / 10, bottom: length() / 10, right: length() / 10)
        let (lineSpacing, itemSpacing) = (length() / 20, length() / 20)
        let sections: [[Size]] = (0..<rng.int(1...3)).map { _ in
            let size = Size(width: length() / 4, height: length() / 4)
            return [Size](repeating: size, count: rng.int(0...300))
        }
        let kind = round % 3
        var layouts: [any Layout]
        switch kind {
        case 0:
            var flow = FlowLayout(direction: direction, collectionSize: collection, lineSpacing: lineSpacing,
                                  itemSpacing: itemSpacing, sectionInset: insets, headerLength: 7.1)
            let grid = flow
            flow.usesGrids = false
            layouts = [grid, flow]
        case 1:
            var list = ListLayout(direction: direction, collectionSize: collection, lineSpacing: lineSpacing,
                                  sectionInset: insets, footerLength: 3.3)
            let grid = list
            list.usesGrids = false
            layouts = [grid, list]
        default:
            var waterfall = WaterfallLayout(collectionSize: collection, columns: rng.int(1...6),
                                            lineSpacing: lineSpacing, itemSpacing: itemSpacing, sectionInset: insets)
            let grid = waterfall
            waterfall.usesGrids = false
            layouts = [grid, waterfall]
        }
        let label = "round \(round): \(layouts[0]) with \(sections.map { "\($0.count) × \($0.first?.description ?? "-")" })"
        let grid = layouts[0].prepare(sections: sections)
        let oneByOne = layouts[1].prepare(sections: sections)
        #expect(grid.contentSize == oneByOne.contentSize, "\(label)")
        for (a, b) in zip(grid.sections, oneByOne.sections) {
            #expect(a.grid != nil || a.items.isEmpty, "\(label)")
            #expect(Array(a.items) == Array(b.items), "\(label)")
            #expect(a.bounds == b.bounds && a.header == b.header && a.footer == b.footer, "\(label)")
            if kind < 2 { #expect(Array(a.lines) == Array(b.lines), "\(label)") }
        }
        let content = grid.contentSize
        for _ in 0..<150 {
            var point = Point(x: Double(rng.int(-20...Int(content.width * 4) + 20)) / 4,
                              y: Double(rng.int(-20...Int(content.height * 4) + 20)) / 4)
            // Half the points on an item's edges, where rounding would show.
            if rng.chance(50), let section = grid.sections.first(where: { !$0.items.isEmpty }) {
                let f = section.items[rng.int(0...section.items.count - 1)]
                point = Point(x: [f.minX, f.maxX, f.midX][rng.int(0...2)], y: [f.minY, f.maxY, f.midY][rng.int(0...2)])
            }
            #expect(grid.item(at: point) == oneByOne.item(at: point), "\(point) in \(label)")
            let rect = Rect(origin: point, size: Size(width: Double(rng.int(0...400)) / 3,
                                                      height: Double(rng.int(0...400)) / 3))
            #expect(grid.items(in: rect) == oneByOne.items(in: rect), "\(rect) in \(label)")
        }
    }
}
