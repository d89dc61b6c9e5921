import Testing
@testable import CollectionLayout

// Every expected number below is worked out by hand from the layout rules; the
// working is in the comment next to it. Notation: W = collection width,
// avail = W − left inset − right inset, s = item spacing, ls = line spacing.

// MARK: - Uniform sizes

/// W 375, insets 20 all round, s = ls = 10, five 80x80 items.
private func uniformGrid() -> PreparedLayout {
    FlowLayout(collectionSize: Size(width: 375, height: 600), lineSpacing: 10, itemSpacing: 10,
               sectionInset: Insets(all: 20))
        .prepare(sections: [Array(repeating: Size(width: 80, height: 80), count: 5)])
}

@Test func uniformGridCapacityAndGapFillTheAvailableWidth() {
    let layout = uniformGrid()
    let items = layout.sections[0].items
    // avail = 375 − 20 − 20 = 335
    // n = max(1, floor((335 + 10) / (80 + 10))) = floor(345 / 90) = floor(3.83…) = 3
    //   (check: 3 items need 3·80 + 2·10 = 260 ≤ 335; 4 need 4·80 + 3·10 = 350 > 335)
    // g = (335 − 3·80) / (3 − 1) = 95 / 2 = 47.5
    // x_k = 20 + k·(80 + 47.5) = 20, 147.5, 275
    // first line at y = top inset = 20
    #expect(items[0] == Rect(x: 20, y: 20, width: 80, height: 80))
    #expect(items[1] == Rect(x: 147.5, y: 20, width: 80, height: 80))
    #expect(items[2] == Rect(x: 275, y: 20, width: 80, height: 80))
    // the last item of a full line ends at the right inset: 275 + 80 = 355 = 375 − 20
    #expect(items[2].maxX == 355)
}

@Test func incompleteLastLineStaysOnGrid() {
    let layout = uniformGrid()
    let items = layout.sections[0].items
    // 5 items, n = 3: line 0 = items 0..<3, line 1 = items 3..<5 (incomplete).
    // line 1 starts at y = 20 + 80 (line 0) + 10 (ls) = 110
    // item 3 is k = 0: x = 20; item 4 is k = 1: x = 20 + 127.5 = 147.5 (the grid of
    // line 0, not 20 + 80 + 10 = 110 as minimum spacing would give)
    #expect(items[3] == Rect(x: 20, y: 110, width: 80, height: 80))
    #expect(items[4] == Rect(x: 147.5, y: 110, width: 80, height: 80))
    #expect(items[4].minX == items[1].minX)
}

@Test func uniformGridLinesBoundsAndContentSize() {
    let layout = uniformGrid()
    let section = layout.sections[0]
    // line 0: y 20 ..< 20 + 80 = 100; line 1: y 110 ..< 110 + 80 = 190
    #expect(section.lines == [Line(items: 0..<3, start: 20, end: 100),
                              Line(items: 3..<5, start: 110, end: 190)])
    // no header or footer (length 0)
    #expect(section.header == nil)
    #expect(section.footer == nil)
    // height = 20 (top inset) + 80 + 10 + 80 (lines) + 20 (bottom inset) = 210
    #expect(section.bounds == Rect(x: 0, y: 0, width: 375, height: 210))
    // content: width = W = 375, height = the one section = 210
    #expect(layout.contentSize == Size(width: 375, height: 210))
    #expect(layout.itemCounts == [5])
    #expect(layout.frame(at: IndexPath(section: 0, item: 4)) == section.items[4])
}

@Test func loneUniformItemWiderThanHalfTheLineIsCentred() {
    // W 375, insets 20 → avail 335; items 200x50, s = ls = 10.
    let layout = FlowLayout(collectionSize: Size(width: 375, height: 600), lineSpacing: 10,
                            itemSpacing: 10, sectionInset: Insets(all: 20))
        .prepare(sections: [Array(repeating: Size(width: 200, height: 50), count: 3)])
    let items = layout.sections[0].items
    // n = max(1, floor((335 + 10) / (200 + 10))) = floor(345 / 210) = floor(1.64…) = 1
    // centred: x = 20 + (335 − 200) / 2 = 20 + 67.5 = 87.5
    // y: 20; 20 + 50 + 10 = 80; 80 + 50 + 10 = 140
    #expect(items[0] == Rect(x: 87.5, y: 20, width: 200, height: 50))
    #expect(items[1] == Rect(x: 87.5, y: 80, width: 200, height: 50))
    // the last line is centred too (n = 1 rule applies to every line)
    #expect(items[2] == Rect(x: 87.5, y: 140, width: 200, height: 50))
    // height = 140 + 50 + 20 (bottom inset) = 210
    #expect(layout.contentSize == Size(width: 375, height: 210))
}

@Test func uniformItemWiderThanTheAvailableWidthIsCentredAndOverflows() {
    // W 375, insets 20 → avail 335; items 400x40.
    let layout = FlowLayout(collectionSize: Size(width: 375, height: 600), lineSpacing: 10,
                            itemSpacing: 10, sectionInset: Insets(all: 20))
        .prepare(sections: [Array(repeating: Size(width: 400, height: 40), count: 2)])
    let items = layout.sections[0].items
    // n = max(1, floor((335 + 10) / (400 + 10))) = max(1, floor(0.84…)) = max(1, 0) = 1
    // centred: x = 20 + (335 − 400) / 2 = 20 − 32.5 = −12.5 (maxX = 387.5 > 375)
    // y: 20; 20 + 40 + 10 = 70
    #expect(items[0] == Rect(x: -12.5, y: 20, width: 400, height: 40))
    #expect(items[1] == Rect(x: -12.5, y: 70, width: 400, height: 40))
    // one item per line
    #expect(layout.sections[0].lines.map(\.items) == [0..<1, 1..<2])
    // height = 70 + 40 + 20 = 130; width stays W
    #expect(layout.contentSize == Size(width: 375, height: 130))
}

@Test func uniformLineThatFitsExactlyHasMinimumSpacing() {
    // W 350, no insets → avail 350; items 80x80, s = 10.
    let layout = FlowLayout(collectionSize: Size(width: 350, height: 600), lineSpacing: 10,
                            itemSpacing: 10)
        .prepare(sections: [Array(repeating: Size(width: 80, height: 80), count: 4)])
    let items = layout.sections[0].items
    // n = floor((350 + 10) / 90) = floor(4) = 4 (4·80 + 3·10 = 350 fits exactly)
    // g = (350 − 320) / 3 = 10; x = 0, 90, 180, 270
    #expect(items.map(\.minX) == [0, 90, 180, 270])
    #expect(layout.sections[0].lines.count == 1)
}

// MARK: - Decimal lengths (binary rounding)

@Test func decimalUniformItemsThatFillTheLineExactlyShareOneLine() {
    // W 78.1, no insets → avail 78.1; items 1.1x1.1, s = 0.3, ls = 10; 57 items.
    let layout = FlowLayout(collectionSize: Size(width: 78.1, height: 100), lineSpacing: 10,
                            itemSpacing: 0.3)
        .prepare(sections: [Array(repeating: Size(width: 1.1, height: 1.1), count: 57)])
    let section = layout.sections[0]
    // n = floor((78.1 + 0.3) / (1.1 + 0.3)) = floor(78.4 / 1.4) = floor(56) = 56
    //   (check: 56·1.1 + 55·0.3 = 61.6 + 16.5 = 78.1 ≤ 78.1)
    // g = (78.1 − 56·1.1) / 55 = 16.5 / 55 = 0.3
    // item 55 (k = 55): x = 55·(1.1 + 0.3) = 77, maxX = 78.1
    // item 56 starts line 1 at x = 0, y = 1.1 + 10 = 11.1
    #expect(section.lines.map(\.items) == [0..<56, 56..<57])
    #expect(abs(section.items[55].minX - 77) < 1e-9)
    #expect(abs(section.items[55].maxX - 78.1) < 1e-9)
    #expect(section.items[56].minX == 0)
    #expect(abs(section.items[56].minY - 11.1) < 1e-9)
    // no item leaves the available width
    #expect(section.items.allSatisfy { $0.minX >= 0 && $0.maxX <= 78.1 + 1e-9 })
}

@Test func decimalUniformItemsOnTheCapacityBoundaryFormAGrid() {
    // W 14.1, no insets → avail 14.1; items 5.8x5.8, s = 2.5, ls = 1; 4 items.
    let layout = FlowLayout(collectionSize: Size(width: 14.1, height: 100), lineSpacing: 1,
                            itemSpacing: 2.5)
        .prepare(sections: [Array(repeating: Size(width: 5.8, height: 5.8), count: 4)])
    let section = layout.sections[0]
    // n = floor((14.1 + 2.5) / (5.8 + 2.5)) = floor(16.6 / 8.3) = 2
    //   (check: 5.8 + 2.5 + 5.8 = 14.1 ≤ 14.1)
    // g = (14.1 − 11.6) / 1 = 2.5; x = 0 and 0 + 5.8 + 2.5 = 8.3
    #expect(section.lines.map(\.items) == [0..<2, 2..<4])
    #expect(section.items[0].minX == 0)
    #expect(abs(section.items[1].minX - 8.3) < 1e-9)
    #expect(abs(section.items[3].minX - 8.3) < 1e-9)
}

@Test func decimalMixedItemsThatFitExactlyShareOneLine() {
    // avail 14.1, s = 2.5; widths 5.8 and 5.8 (heights differ, so sizes differ).
    let layout = FlowLayout(collectionSize: Size(width: 14.1, height: 100), lineSpacing: 1,
                            itemSpacing: 2.5)
        .prepare(sections: [[Size(width: 5.8, height: 5.8), Size(width: 5.8, height: 3)]])
    let section = layout.sections[0]
    // greedy: 5.8 + 2.5 + 5.8 = 14.1 ≤ 14.1 → both on one line, the last line:
    // left-aligned, x = 0 and 5.8 + 2.5 = 8.3
    #expect(section.lines.map(\.items) == [0..<2])
    #expect(abs(section.items[1].minX - 8.3) < 1e-9)
}

@Test func zeroWidthItemsWithNoSpacingDoNotTrap() {
    // 0x10 items, s = 0: greedy 0 + 0 + 0 + … ≤ 100 → all three on one line.
    let layout = FlowLayout(collectionSize: Size(width: 100, height: 100), lineSpacing: 0,
                            itemSpacing: 0)
        .prepare(sections: [Array(repeating: Size(width: 0, height: 10), count: 3)])
    #expect(layout.sections[0].lines.map(\.items) == [0..<3])
    // one line of height 10
    #expect(layout.contentSize == Size(width: 100, height: 10))
}

// MARK: - Mixed sizes

/// W 300, insets top 5, left 10, bottom 7, right 20 → avail 270; s = ls = 10.
private func mixedLayout() -> PreparedLayout {
    FlowLayout(collectionSize: Size(width: 300, height: 600), lineSpacing: 10, itemSpacing: 10,
               sectionInset: Insets(top: 5, left: 10, bottom: 7, right: 20))
        .prepare(sections: [[
            Size(width: 100, height: 40), Size(width: 60, height: 20), Size(width: 80, height: 30),
            Size(width: 250, height: 50),
            Size(width: 60, height: 60), Size(width: 40, height: 20), Size(width: 70, height: 40),
        ]])
}

@Test func mixedSizesBreakLinesGreedily() {
    let section = mixedLayout().sections[0]
    // avail = 300 − 10 − 20 = 270
    // line 0: 100 + 10 + 60 = 170; + 10 + 80 = 260 ≤ 270; + 10 + 250 = 520 > 270 → 0..<3
    // line 1: 250 + 10 + 60 = 320 > 270 → 3..<4 (lone)
    // line 2: 60 + 10 + 40 + 10 + 70 = 190 ≤ 270, no more items → 4..<7
    #expect(section.lines.map(\.items) == [0..<3, 3..<4, 4..<7])
}

@Test func mixedSizesJustifyEveryLineButTheLast() {
    let items = mixedLayout().sections[0].items
    // line 0 justified: gap = (270 − (100 + 60 + 80)) / 2 = 30 / 2 = 15
    // x: 10; 10 + 100 + 15 = 125; 125 + 60 + 15 = 200 (ends 280 = 300 − 20)
    #expect(items[0].minX == 10)
    #expect(items[1].minX == 125)
    #expect(items[2].minX == 200)
    #expect(items[2].maxX == 280)
}

@Test func loneMixedItemOnANonLastLineIsCentred() {
    let items = mixedLayout().sections[0].items
    // line 1: x = 10 + (270 − 250) / 2 = 10 + 10 = 20
    // y: line 0 is 5 ..< 5 + 40 = 45; line 1 starts 45 + 10 = 55, height 50
    #expect(items[3] == Rect(x: 20, y: 55, width: 250, height: 50))
}

@Test func lastMixedLineIsLeftAlignedWithMinimumSpacing() {
    let items = mixedLayout().sections[0].items
    // line 2: x = 10; 10 + 60 + 10 = 80; 80 + 40 + 10 = 130
    #expect(items[4].minX == 10)
    #expect(items[5].minX == 80)
    #expect(items[6].minX == 130)
}

@Test func itemsAreCentredVerticallyInALineOfMixedHeights() {
    let layout = mixedLayout()
    let section = layout.sections[0]
    let items = section.items
    // line 0: y 5, height = max(40, 20, 30) = 40
    //   item 0: 5 + (40 − 40)/2 = 5; item 1: 5 + (40 − 20)/2 = 15; item 2: 5 + (40 − 30)/2 = 10
    #expect(items[0] == Rect(x: 10, y: 5, width: 100, height: 40))
    #expect(items[1] == Rect(x: 125, y: 15, width: 60, height: 20))
    #expect(items[2] == Rect(x: 200, y: 10, width: 80, height: 30))
    // line 2: starts 55 + 50 + 10 = 115, height = max(60, 20, 40) = 60
    //   item 4: 115; item 5: 115 + (60 − 20)/2 = 135; item 6: 115 + (60 − 40)/2 = 125
    #expect(items[4] == Rect(x: 10, y: 115, width: 60, height: 60))
    #expect(items[5] == Rect(x: 80, y: 135, width: 40, height: 20))
    #expect(items[6] == Rect(x: 130, y: 125, width: 70, height: 40))
    // lines: 5..<45, 55..<105, 115..<175
    #expect(section.lines.map(\.start) == [5, 55, 115])
    #expect(section.lines.map(\.end) == [45, 105, 175])
    // height = 175 + 7 (bottom inset) = 182
    #expect(layout.contentSize == Size(width: 300, height: 182))
}

@Test func loneItemOnTheLastMixedLineIsLeftAlignedNotCentred() {
    // W 150, no insets → avail 150; s = ls = 10; widths 100 and 100, heights differ.
    let items = FlowLayout(collectionSize: Size(width: 150, height: 600), lineSpacing: 10,
                           itemSpacing: 10)
        .prepare(sections: [[Size(width: 100, height: 40), Size(width: 100, height: 30)]])
        .sections[0].items
    // greedy: 100 + 10 + 100 = 210 > 150 → two lines of one
    // line 0 (not last), lone → centred: x = (150 − 100)/2 = 25, y = 0
    // line 1 (last) → left-aligned: x = 0, y = 40 + 10 = 50
    #expect(items[0] == Rect(x: 25, y: 0, width: 100, height: 40))
    #expect(items[1] == Rect(x: 0, y: 50, width: 100, height: 30))
}

@Test func mixedItemWiderThanTheAvailableWidthOverflows() {
    // W 375, insets 20 → avail 335; s = ls = 10.
    let items = FlowLayout(collectionSize: Size(width: 375, height: 600), lineSpacing: 10,
                           itemSpacing: 10, sectionInset: Insets(all: 20))
        .prepare(sections: [[Size(width: 400, height: 40), Size(width: 100, height: 40)]])
        .sections[0].items
    // greedy: a line takes its first item even if it does not fit; 400 + 10 + 100 > 335
    // line 0 (not last), lone → centred: x = 20 + (335 − 400)/2 = −12.5, y = 20
    // line 1 (last) → left-aligned: x = 20, y = 20 + 40 + 10 = 70
    #expect(items[0] == Rect(x: -12.5, y: 20, width: 400, height: 40))
    #expect(items[1] == Rect(x: 20, y: 70, width: 100, height: 40))
}

// MARK: - Sections, headers, footers

/// W 200; header 30, footer 15; insets top 10, left 10, bottom 20, right 10
/// (avail 180); s = 10, ls = 5. Section 0: four 50x40; section 1: 60x20, 40x30.
func twoSectionLayout() -> PreparedLayout {
    FlowLayout(collectionSize: Size(width: 200, height: 400), lineSpacing: 5, itemSpacing: 10,
               sectionInset: Insets(top: 10, left: 10, bottom: 20, right: 10),
               headerLength: 30, footerLength: 15)
        .prepare(sections: [
            Array(repeating: Size(width: 50, height: 40), count: 4),
            [Size(width: 60, height: 20), Size(width: 40, height: 30)],
        ])
}

@Test func twoSectionsHeadersAndFootersSpanTheCollectionWidth() {
    let layout = twoSectionLayout()
    let (s0, s1) = (layout.sections[0], layout.sections[1])
    // section 0: header y 0 ..< 30
    #expect(s0.header == Rect(x: 0, y: 0, width: 200, height: 30))
    // lines start 30 + 10 = 40; line 0 40 ..< 80; line 1 80 + 5 = 85 ..< 125;
    // bottom inset → 145; footer 145 ..< 160
    #expect(s0.footer == Rect(x: 0, y: 145, width: 200, height: 15))
    #expect(s0.bounds == Rect(x: 0, y: 0, width: 200, height: 160))
    // section 1 starts at 160: header 160 ..< 190; top inset → 200;
    // line 200 ..< 200 + max(20, 30) = 230; bottom inset → 250; footer 250 ..< 265
    #expect(s1.header == Rect(x: 0, y: 160, width: 200, height: 30))
    #expect(s1.footer == Rect(x: 0, y: 250, width: 200, height: 15))
    #expect(s1.bounds == Rect(x: 0, y: 160, width: 200, height: 105))
    // content: 160 + 105 = 265 tall, W wide
    #expect(layout.contentSize == Size(width: 200, height: 265))
}

@Test func twoSectionsItemFramesAndLines() {
    let layout = twoSectionLayout()
    let (s0, s1) = (layout.sections[0], layout.sections[1])
    // section 0, uniform: n = floor((180 + 10) / (50 + 10)) = floor(3.16…) = 3
    // g = (180 − 150) / 2 = 15; x = 10, 10 + 65 = 75, 75 + 65 = 140 (ends 190 = 200 − 10)
    #expect(s0.items == [
        Rect(x: 10, y: 40, width: 50, height: 40),
        Rect(x: 75, y: 40, width: 50, height: 40),
        Rect(x: 140, y: 40, width: 50, height: 40),
        Rect(x: 10, y: 85, width: 50, height: 40),  // incomplete line, k = 0
    ])
    #expect(s0.lines == [Line(items: 0..<3, start: 40, end: 80),
                         Line(items: 3..<4, start: 85, end: 125)])
    // section 1, mixed: 60 + 10 + 40 = 110 ≤ 180 → one (last) line, left-aligned:
    // x = 10, 10 + 60 + 10 = 80; line 200 ..< 230 (height 30):
    // item 0 y = 200 + (30 − 20)/2 = 205; item 1 y = 200
    #expect(s1.items == [
        Rect(x: 10, y: 205, width: 60, height: 20),
        Rect(x: 80, y: 200, width: 40, height: 30),
    ])
    #expect(s1.lines == [Line(items: 0..<2, start: 200, end: 230)])
    #expect(layout.itemCounts == [4, 2])
}

@Test func emptySectionHasOnlyHeaderInsetsAndFooter() {
    // Same configuration as twoSectionLayout; section 0 empty, section 1 one 50x40.
    let layout = FlowLayout(collectionSize: Size(width: 200, height: 400), lineSpacing: 5,
                            itemSpacing: 10,
                            sectionInset: Insets(top: 10, left: 10, bottom: 20, right: 10),
                            headerLength: 30, footerLength: 15)
        .prepare(sections: [[], [Size(width: 50, height: 40)]])
    let (s0, s1) = (layout.sections[0], layout.sections[1])
    // section 0: header 0 ..< 30; top inset → 40; no lines; bottom inset → 60;
    // footer 60 ..< 75
    #expect(s0.items.isEmpty)
    #expect(s0.lines.isEmpty)
    #expect(s0.header == Rect(x: 0, y: 0, width: 200, height: 30))
    #expect(s0.footer == Rect(x: 0, y: 60, width: 200, height: 15))
    #expect(s0.bounds == Rect(x: 0, y: 0, width: 200, height: 75))
    // section 1: header 75 ..< 105; top inset → 115; item at x = 10 (k = 0, n = 3),
    // y 115 ..< 155; bottom inset → 175; footer 175 ..< 190
    #expect(s1.header == Rect(x: 0, y: 75, width: 200, height: 30))
    #expect(s1.items == [Rect(x: 10, y: 115, width: 50, height: 40)])
    #expect(s1.footer == Rect(x: 0, y: 175, width: 200, height: 15))
    #expect(s1.bounds == Rect(x: 0, y: 75, width: 200, height: 115))
    #expect(layout.contentSize == Size(width: 200, height: 190))
}

@Test func emptySectionWithoutHeaderOrFooterIsJustItsInsets() {
    // top 10 + bottom 20 = 30 tall, no header or footer
    let layout = FlowLayout(collectionSize: Size(width: 200, height: 400),
                            sectionInset: Insets(top: 10, left: 10, bottom: 20, right: 10))
        .prepare(sections: [[]])
    #expect(layout.sections[0].header == nil)
    #expect(layout.sections[0].footer == nil)
    #expect(layout.sections[0].bounds == Rect(x: 0, y: 0, width: 200, height: 30))
    #expect(layout.contentSize == Size(width: 200, height: 30))
}

@Test func noSectionsGiveAnEmptyContentOfTheCollectionWidth() {
    // sum of no sections = 0 tall; width = W = 200
    let layout = FlowLayout(collectionSize: Size(width: 200, height: 400), headerLength: 30)
        .prepare(sections: [])
    #expect(layout.sections.isEmpty)
    #expect(layout.contentSize == Size(width: 200, height: 0))
}
