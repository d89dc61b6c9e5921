import Testing
@testable import CollectionLayout
import TestSupport

// Property tests for the list and waterfall layouts over random boards drawn
// from a fixed seed (TestSupport's SplitMix64). Lengths are
// whole half points, so list positions are exact; waterfall widths and heights
// are divisions and may be off by an ulp, hence the small tolerance there.

/// Random section insets, spacing and chrome in half points.
private struct Chrome: CustomStringConvertible {
    var collection: Size
    var insets: Insets
    var lineSpacing: Double
    var itemSpacing: Double
    var header: Double
    var footer: Double

    static func random(_ rng: inout SplitMix64) -> Chrome {
        func half(_ range: ClosedRange<Int>) -> Double { Double(rng.int(range)) / 2 }
        return Chrome(
            collection: Size(width: half(200...800), height: half(200...800)),
            insets: Insets(top: half(0...60), left: half(0...60), bottom: half(0...60), right: half(0...60)),
            lineSpacing: rng.chance(20) ? 0 : half(1...40),
            itemSpacing: rng.chance(20) ? 0 : half(1...40),
            header: rng.chance(50) ? 0 : half(1...80),
            footer: rng.chance(50) ? 0 : half(1...80))
    }

    var description: String {
        "collection \(collection), insets \(insets), ls \(lineSpacing) s \(itemSpacing), "
            + "header \(header) footer \(footer)"
    }
}

/// Up to four sections of up to 20 items (now and then an empty section);
/// lengths are half points, a few of them zero.
private func randomSections(_ rng: inout SplitMix64) -> [[Size]] {
    func length() -> Double { rng.chance(5) ? 0 : Double(rng.int(1...400)) / 2 }
    return (0..<rng.int(0...4)).map { _ in
        (0..<(rng.chance(10) ? 0 : rng.int(1...20))).map { _ in Size(width: length(), height: length()) }
    }
}

@Test func randomListBoardsKeepTheRulesAndQueriesMatchBruteForce() {
    var rng = SplitMix64(seed: 0x11_57_AB1E_0000_0003)
    for _ in 0..<300 {
        let chrome = Chrome.random(&rng)
        let direction: ScrollDirection = rng.chance(50) ? .vertical : .horizontal
        let sections = randomSections(&rng)
        let label = "\(direction) list, \(chrome), \(sections)"
        let prepared = ListLayout(direction: direction, collectionSize: chrome.collection,
                                  lineSpacing: chrome.lineSpacing, sectionInset: chrome.insets,
                                  headerLength: chrome.header, footerLength: chrome.footer)
            .prepare(sections: sections)
        let vertical = direction == .vertical
        let i = chrome.insets

        #expect(prepared.itemCounts == sections.map(\.count), "\(label)")
        for (s, section) in prepared.sections.enumerated() {
            // One line per row, in order, as long as the row.
            #expect(section.lines.map(\.items) == section.items.indices.map { $0..<($0 + 1) }, "\(label)")
            #expect(section.columns.isEmpty, "\(label)")
            for (k, frame) in section.items.enumerated() {
                // Across: exactly between the insets; along: the item's own length.
                let expected = vertical
                    ? (frame.minX, frame.width, frame.height)
                    : (frame.minY, frame.height, frame.width)
                let across = vertical
                    ? (i.left, chrome.collection.width - i.left - i.right, sections[s][k].height)
                    : (i.top, chrome.collection.height - i.top - i.bottom, sections[s][k].width)
                #expect(expected == across, "[\(s),\(k)] \(frame) of \(label)")
                #expect(section.lines[k].start == (vertical ? frame.minY : frame.minX), "\(label)")
            }
        }
        checkNoOverlap(prepared, label)
        checkInsideContent(prepared, tolerance: 0, label)
        checkQueriesAgainstBruteForce(prepared, rng: &rng, label)
    }
}

@Test func randomWaterfallBoardsKeepTheRulesAndQueriesMatchBruteForce() {
    var rng = SplitMix64(seed: 0x3A7E_2FA1_0000_0004)
    for _ in 0..<300 {
        let chrome = Chrome.random(&rng)
        let columns = rng.int(1...5)
        let sections = randomSections(&rng)
        let label = "waterfall c \(columns), \(chrome), \(sections)"
        let prepared = WaterfallLayout(collectionSize: chrome.collection, columns: columns,
                                       lineSpacing: chrome.lineSpacing, itemSpacing: chrome.itemSpacing,
                                       sectionInset: chrome.insets, headerLength: chrome.header,
                                       footerLength: chrome.footer)
            .prepare(sections: sections)
        let available = chrome.collection.width - chrome.insets.left - chrome.insets.right
        let cw = max(0, (available - Double(columns - 1) * chrome.itemSpacing) / Double(columns))
        let eps = 1e-9 * max(1, chrome.collection.width)

        #expect(prepared.itemCounts == sections.map(\.count), "\(label)")
        for (s, section) in prepared.sections.enumerated() {
            let heights = sections[s].map { $0.width > 0 ? $0.height * cw / $0.width : $0.height }
            var columnOf: [Int: Int] = [:]
            if section.columns.isEmpty {
                // Items of one height are a grid indexed by its rows: the
                // columns fill row by row (the replay below checks that this is
                // the shortest-column rule).
                #expect(Set(heights).count == 1, "\(label)")
                #expect(section.lines.map(\.items) == stride(from: 0, to: heights.count, by: columns).map {
                    $0..<min(heights.count, $0 + columns)
                }, "\(label)")
                for k in heights.indices { columnOf[k] = k % columns }
            } else {
                // The columns partition the items, each in increasing index order.
                #expect(section.columns.count == columns, "\(label)")
                #expect(section.columns.flatMap(\.items).sorted() == Array(section.items.indices), "\(label)")
                #expect(section.columns.allSatisfy { $0.items == $0.items.sorted() }, "\(label)")
                #expect(section.lines.isEmpty, "\(label)")
                for (c, column) in section.columns.enumerated() {
                    for k in column.items { columnOf[k] = c }
                }
            }
            // Replay the placement: each item is cw wide, keeps its aspect ratio,
            // and sits at the bottom of the shortest column (leftmost of equals).
            let top = section.bounds.minY + chrome.header + chrome.insets.top
            var bottoms = [Double](repeating: top, count: columns)
            for (k, frame) in section.items.enumerated() {
                let height = heights[k]
                #expect(abs(frame.width - cw) <= eps && abs(frame.height - height) <= eps * max(1, height),
                        "[\(s),\(k)] \(frame) of \(label)")
                let c = columnOf[k]!
                let x = chrome.insets.left + Double(c) * (cw + chrome.itemSpacing)
                #expect(abs(frame.minX - x) <= eps, "[\(s),\(k)] \(frame) of \(label)")
                #expect(frame.minY == bottoms[c], "[\(s),\(k)] \(frame) of \(label)")
                #expect(bottoms[..<c].allSatisfy { $0 > bottoms[c] }
                            && bottoms[c...].allSatisfy { $0 >= bottoms[c] },
                        "[\(s),\(k)] not in the shortest column, \(bottoms), of \(label)")
                bottoms[c] = frame.maxY + chrome.lineSpacing
            }
            // The section's end: tallest bottom − ls (or the top when empty) +
            // bottom inset + footer.
            let itemsEnd = section.items.isEmpty ? top : bottoms.max()! - chrome.lineSpacing
            #expect(abs(section.bounds.maxY - (itemsEnd + chrome.insets.bottom + chrome.footer))
                        <= eps * max(1, section.bounds.maxY), "section \(s) of \(label)")
        }
        checkNoOverlap(prepared, label)
        checkInsideContent(prepared, tolerance: eps, label)
        checkQueriesAgainstBruteForce(prepared, rng: &rng, label)
    }
}
