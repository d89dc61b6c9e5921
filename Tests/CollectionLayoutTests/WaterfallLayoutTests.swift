import Testing
@testable import CollectionLayout

// Every expected number below is worked out by hand from the waterfall rules:
// avail = W − left − right; cw = (avail − (c − 1)·s) / c; column k at
// x = left + k·(cw + s); an item is cw wide and h·cw/w tall; it goes to the
// column with the smallest bottom (leftmost of equals) at y = that bottom, and
// the bottom becomes y + height + ls. Bottoms start at section top + header +
// top inset; the section's items end at the tallest bottom − ls.

/// W 230, insets top 5, left 10, bottom 7, right 10, c = 2, s = 10, ls = 4,
/// no header or footer.
/// avail = 230 − 10 − 10 = 210; cw = (210 − 10) / 2 = 100; columns x 10 and
/// 10 + 110 = 120.
func twoColumnWaterfall() -> PreparedLayout {
    WaterfallLayout(collectionSize: Size(width: 230, height: 500), columns: 2, lineSpacing: 4,
                    itemSpacing: 10, sectionInset: Insets(top: 5, left: 10, bottom: 7, right: 10))
        .prepare(sections: [[
            Size(width: 50, height: 80),     // h = 80·100/50 = 160
            Size(width: 200, height: 200),   // h = 200·100/200 = 100
            Size(width: 100, height: 56),    // h = 56
            Size(width: 40, height: 12),     // h = 12·100/40 = 30
            Size(width: 100, height: 50),    // h = 50
        ]])
}

@Test func waterfallItemsKeepTheirAspectRatioAtTheColumnWidth() {
    let items = twoColumnWaterfall().sections[0].items
    // widths all cw = 100; heights 160, 100, 56, 30, 50 (see above)
    #expect(items.map(\.width) == [100, 100, 100, 100, 100])
    #expect(items.map(\.height) == [160, 100, 56, 30, 50])
}

@Test func waterfallItemsGoToTheShortestColumnAndTiesGoLeft() {
    let section = twoColumnWaterfall().sections[0]
    // bottoms start at the top inset: [5, 5]
    // 0: tie 5 = 5 → column 0 (leftmost), y 5;  bottoms [5 + 160 + 4 = 169, 5]
    // 1: 5 < 169 → column 1, y 5;               bottoms [169, 5 + 100 + 4 = 109]
    // 2: 109 < 169 → column 1, y 109;           bottoms [169, 109 + 56 + 4 = 169]
    // 3: tie 169 = 169 → column 0, y 169;       bottoms [169 + 30 + 4 = 203, 169]
    // 4: 169 < 203 → column 1, y 169;           bottoms [203, 169 + 50 + 4 = 223]
    #expect(section.items == [
        Rect(x: 10, y: 5, width: 100, height: 160),
        Rect(x: 120, y: 5, width: 100, height: 100),
        Rect(x: 120, y: 109, width: 100, height: 56),
        Rect(x: 10, y: 169, width: 100, height: 30),
        Rect(x: 120, y: 169, width: 100, height: 50),
    ])
    // the columns: x 10..<110 holding 0, 3; x 120..<220 holding 1, 2, 4
    #expect(section.columns == [Column(start: 10, end: 110, items: [0, 3]),
                                Column(start: 120, end: 220, items: [1, 2, 4])])
    #expect(section.lines.isEmpty)
}

@Test func waterfallSectionEndsAtTheTallestColumnLessOneLineSpacingPlusTheBottomInset() {
    let layout = twoColumnWaterfall()
    // tallest bottom 223 − ls 4 = 219 (the end of item 4); + bottom inset 7 = 226
    #expect(layout.sections[0].bounds == Rect(x: 0, y: 0, width: 230, height: 226))
    #expect(layout.contentSize == Size(width: 230, height: 226))
    #expect(layout.sections[0].header == nil && layout.sections[0].footer == nil)
}

/// W 340, insets 10 all round, c = 3, s = 10, ls = 10, header 40, footer 20.
/// avail = 340 − 20 = 320; cw = (320 − 2·10) / 3 = 100; columns x 10, 120, 230.
/// Section 0: five items; section 1: empty; section 2: one item.
func threeColumnWaterfall() -> PreparedLayout {
    WaterfallLayout(collectionSize: Size(width: 340, height: 500), columns: 3, lineSpacing: 10,
                    itemSpacing: 10, sectionInset: Insets(all: 10), headerLength: 40, footerLength: 20)
        .prepare(sections: [
            [Size(width: 100, height: 100),   // h 100
             Size(width: 50, height: 25),     // h = 25·100/50 = 50
             Size(width: 10, height: 30),     // h = 30·100/10 = 300
             Size(width: 100, height: 40),    // h 40
             Size(width: 20, height: 10)],    // h = 10·100/20 = 50
            [],
            [Size(width: 100, height: 70)],   // h 70
        ])
}

@Test func threeColumnWaterfallWithHeadersFootersAndAnEmptySection() {
    let layout = threeColumnWaterfall()
    let (s0, s1, s2) = (layout.sections[0], layout.sections[1], layout.sections[2])
    // section 0: header y 0..<40, full width; bottoms start at 40 + 10 = 50: [50, 50, 50]
    // 0: three-way tie → column 0, y 50;  bottoms [50 + 100 + 10 = 160, 50, 50]
    // 1: tie 50 = 50 between columns 1 and 2 → column 1, y 50;  bottoms [160, 110, 50]
    // 2: column 2, y 50;                 bottoms [160, 110, 50 + 300 + 10 = 360]
    // 3: column 1 (110), y 110;          bottoms [160, 110 + 40 + 10 = 160, 360]
    // 4: tie 160 = 160 → column 0, y 160; bottoms [220, 160, 360]
    #expect(s0.header == Rect(x: 0, y: 0, width: 340, height: 40))
    #expect(s0.items == [
        Rect(x: 10, y: 50, width: 100, height: 100),
        Rect(x: 120, y: 50, width: 100, height: 50),
        Rect(x: 230, y: 50, width: 100, height: 300),
        Rect(x: 120, y: 110, width: 100, height: 40),
        Rect(x: 10, y: 160, width: 100, height: 50),
    ])
    #expect(s0.columns.map(\.items) == [[0, 4], [1, 3], [2]])
    // items end at 360 − 10 = 350; bottom inset → 360; footer 360..<380
    #expect(s0.footer == Rect(x: 0, y: 360, width: 340, height: 20))
    #expect(s0.bounds == Rect(x: 0, y: 0, width: 340, height: 380))
    // section 1 (empty): header 380..<420; top inset → 430; bottom inset → 440;
    // footer 440..<460; height 80
    #expect(s1.header == Rect(x: 0, y: 380, width: 340, height: 40))
    #expect(s1.footer == Rect(x: 0, y: 440, width: 340, height: 20))
    #expect(s1.bounds == Rect(x: 0, y: 380, width: 340, height: 80))
    #expect(s1.items.isEmpty)
    // section 2: header 460..<500; bottoms start at 510; the item goes to column
    // 0 at y 510, 70 tall; bottoms [590, 510, 510]; items end at 590 − 10 = 580;
    // bottom inset → 590; footer 590..<610; height 610 − 460 = 150
    #expect(s2.header == Rect(x: 0, y: 460, width: 340, height: 40))
    #expect(s2.items == [Rect(x: 10, y: 510, width: 100, height: 70)])
    #expect(s2.footer == Rect(x: 0, y: 590, width: 340, height: 20))
    #expect(s2.bounds == Rect(x: 0, y: 460, width: 340, height: 150))
    #expect(layout.contentSize == Size(width: 340, height: 610))
}

@Test func oneColumnWaterfallStacksItemsAtTheFullWidth() {
    // W 100, no insets, c = 1: cw = (100 − 0·10) / 1 = 100 (item spacing unused); ls 8
    let layout = WaterfallLayout(collectionSize: Size(width: 100, height: 300), columns: 1,
                                 lineSpacing: 8, itemSpacing: 10)
        .prepare(sections: [[Size(width: 50, height: 20), Size(width: 200, height: 100),
                             Size(width: 0, height: 30)]])
    // 0: h = 20·100/50 = 40, y 0; bottom 48
    // 1: h = 100·100/200 = 50, y 48; bottom 106
    // 2: zero width → its own height 30, y 106; bottom 144
    // end: 144 − 8 = 136
    #expect(layout.sections[0].items == [Rect(x: 0, y: 0, width: 100, height: 40),
                                         Rect(x: 0, y: 48, width: 100, height: 50),
                                         Rect(x: 0, y: 106, width: 100, height: 30)])
    #expect(layout.contentSize == Size(width: 100, height: 136))
}

@Test func waterfallDefaultsToTwoColumns() {
    // W 210, no insets, default c = 2 and s = ls = 10: cw = (210 − 10) / 2 = 100
    let layout = WaterfallLayout(collectionSize: Size(width: 210, height: 300))
        .prepare(sections: [[Size(width: 1, height: 1), Size(width: 1, height: 1)]])
    // squares 100 tall: the first at x 0, the second in column 1 at x 110
    #expect(layout.sections[0].items == [Rect(x: 0, y: 0, width: 100, height: 100),
                                         Rect(x: 110, y: 0, width: 100, height: 100)])
}

@Test func waterfallTooNarrowForItsSpacingHasZeroWidthColumnsAndDoesNotTrap() {
    // W 20, c = 3, s = 20: (20 − 2·20) / 3 < 0 → cw = 0; columns x 0, 0 + 0 + 20 = 20, 40
    // heights h·0/w = 0; ls 5: item 0 column 0; item 1 column 1 (0 < 5); item 2 column 2
    let layout = WaterfallLayout(collectionSize: Size(width: 20, height: 100), columns: 3,
                                 lineSpacing: 5, itemSpacing: 20)
        .prepare(sections: [Array(repeating: Size(width: 10, height: 10), count: 3)])
    #expect(layout.sections[0].items == [Rect(x: 0, y: 0, width: 0, height: 0),
                                         Rect(x: 20, y: 0, width: 0, height: 0),
                                         Rect(x: 40, y: 0, width: 0, height: 0)])
    #expect(layout.item(at: Point(x: 0, y: 0)) == nil)
}

@Test func waterfallWithFewerThanOneColumnUsesOne() {
    // columns 0 counts as 1: W 50, cw 50; a 10x10 item is 50x50
    let layout = WaterfallLayout(collectionSize: Size(width: 50, height: 100), columns: 0)
        .prepare(sections: [[Size(width: 10, height: 10)]])
    #expect(layout.sections[0].items == [Rect(x: 0, y: 0, width: 50, height: 50)])
}
