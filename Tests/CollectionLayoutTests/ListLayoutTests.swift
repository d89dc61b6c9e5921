import Testing
@testable import CollectionLayout

// Every expected number below is worked out by hand from the list rules: one
// item per row; a row spans the collection between the cross-axis insets and is
// as long as its item along the scroll axis; rows are lineSpacing apart; a
// section is header, leading inset, rows, trailing inset, footer.

/// Vertical: collection 200x400; header 30, footer 12; insets top 10, left 15,
/// bottom 20, right 25 (row width = 200 − 15 − 25 = 160); line spacing 5.
/// Section 0: 50x40, 999x25, 0x35; section 1: empty; section 2: 10x50.
func verticalListLayout() -> PreparedLayout {
    ListLayout(collectionSize: Size(width: 200, height: 400), lineSpacing: 5,
               sectionInset: Insets(top: 10, left: 15, bottom: 20, right: 25),
               headerLength: 30, footerLength: 12)
        .prepare(sections: [
            [Size(width: 50, height: 40), Size(width: 999, height: 25), Size(width: 0, height: 35)],
            [],
            [Size(width: 10, height: 50)],
        ])
}

@Test func listRowsSpanTheWidthBetweenTheInsetsAndTakeTheirItemsHeights() {
    let section = verticalListLayout().sections[0]
    // header y 0..<30; top inset → rows start at 30 + 10 = 40
    // row 0: x 15, width 160, y 40, height 40 (the item's width 50 is ignored) → ends 80
    // row 1: y 80 + 5 = 85, height 25 → ends 110 (width 999 ignored, no overflow)
    // row 2: y 110 + 5 = 115, height 35 → ends 150 (a zero-width item still spans)
    #expect(section.items == [
        Rect(x: 15, y: 40, width: 160, height: 40),
        Rect(x: 15, y: 85, width: 160, height: 25),
        Rect(x: 15, y: 115, width: 160, height: 35),
    ])
    // one line per row, each as long as its row
    #expect(section.lines == [
        Line(items: 0..<1, start: 40, end: 80),
        Line(items: 1..<2, start: 85, end: 110),
        Line(items: 2..<3, start: 115, end: 150),
    ])
    #expect(section.columns.isEmpty)
}

@Test func listSectionsStackHeaderInsetsRowsAndFooter() {
    let layout = verticalListLayout()
    let (s0, s1, s2) = (layout.sections[0], layout.sections[1], layout.sections[2])
    // section 0: header 0..<30 (full width 200); last row ends 150; bottom inset
    // → 170; footer 170..<182
    #expect(s0.header == Rect(x: 0, y: 0, width: 200, height: 30))
    #expect(s0.footer == Rect(x: 0, y: 170, width: 200, height: 12))
    #expect(s0.bounds == Rect(x: 0, y: 0, width: 200, height: 182))
    // section 1 (empty): header 182..<212; top inset → 222; bottom inset → 242;
    // footer 242..<254; height 254 − 182 = 72
    #expect(s1.header == Rect(x: 0, y: 182, width: 200, height: 30))
    #expect(s1.footer == Rect(x: 0, y: 242, width: 200, height: 12))
    #expect(s1.bounds == Rect(x: 0, y: 182, width: 200, height: 72))
    #expect(s1.items.isEmpty && s1.lines.isEmpty)
    // section 2: header 254..<284; top inset → 294; row 294..<344; bottom inset
    // → 364; footer 364..<376; height 376 − 254 = 122
    #expect(s2.header == Rect(x: 0, y: 254, width: 200, height: 30))
    #expect(s2.items == [Rect(x: 15, y: 294, width: 160, height: 50)])
    #expect(s2.footer == Rect(x: 0, y: 364, width: 200, height: 12))
    #expect(s2.bounds == Rect(x: 0, y: 254, width: 200, height: 122))
    // content: width 200, height 376
    #expect(layout.contentSize == Size(width: 200, height: 376))
    #expect(layout.itemCounts == [3, 0, 1])
}

@Test func listRowsTouchWithTheDefaultLineSpacing() {
    // collection 100 wide, no insets, default line spacing 0:
    // row 0 y 0..<20, row 1 y 20..<50; content height 50
    let layout = ListLayout(collectionSize: Size(width: 100, height: 100))
        .prepare(sections: [[Size(width: 10, height: 20), Size(width: 10, height: 30)]])
    #expect(layout.sections[0].items == [Rect(x: 0, y: 0, width: 100, height: 20),
                                         Rect(x: 0, y: 20, width: 100, height: 30)])
    #expect(layout.contentSize == Size(width: 100, height: 50))
}

@Test func listQueriesFindRowsAcrossTheirWholeWidth() {
    let layout = verticalListLayout()
    // row 0 is x 15..<175, y 40..<80; row 1 y 85..<110; row 2 y 115..<150;
    // section 2's row y 294..<344
    #expect(layout.item(at: Point(x: 15, y: 40)) == IndexPath(section: 0, item: 0))    // min corner
    #expect(layout.item(at: Point(x: 174.5, y: 79.5)) == IndexPath(section: 0, item: 0))
    #expect(layout.item(at: Point(x: 175, y: 60)) == nil)      // maxX: the right inset
    #expect(layout.item(at: Point(x: 10, y: 60)) == nil)       // left inset
    #expect(layout.item(at: Point(x: 100, y: 80)) == nil)      // maxY of row 0: the gap 80..<85
    #expect(layout.item(at: Point(x: 100, y: 85)) == IndexPath(section: 0, item: 1))
    #expect(layout.item(at: Point(x: 100, y: 230)) == nil)     // inside the empty section 1
    #expect(layout.item(at: Point(x: 100, y: 300)) == IndexPath(section: 2, item: 0))
    // y 100..<300: row 1 (85..<110), row 2 (115..<150), section 2's row (294..<344);
    // x 0..<16 reaches 1 point into the rows (x from 15)
    #expect(layout.items(in: Rect(x: 0, y: 100, width: 16, height: 200))
            == [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2),
                IndexPath(section: 2, item: 0)])
    // x 0..<15: the left inset only
    #expect(layout.items(in: Rect(x: 0, y: 0, width: 15, height: 376)).isEmpty)
}

/// Horizontal: collection 300x200; header 20, no footer; insets top 10, left 5,
/// bottom 30, right 15 (column height = 200 − 10 − 30 = 160); line spacing 4.
/// Section 0: 40x999, 25x1; section 1: 60x50.
func horizontalListLayout() -> PreparedLayout {
    ListLayout(direction: .horizontal, collectionSize: Size(width: 300, height: 200), lineSpacing: 4,
               sectionInset: Insets(top: 10, left: 5, bottom: 30, right: 15), headerLength: 20)
        .prepare(sections: [
            [Size(width: 40, height: 999), Size(width: 25, height: 1)],
            [Size(width: 60, height: 50)],
        ])
}

@Test func horizontalListRowsAreColumnsSpanningTheHeightBetweenTheInsets() {
    let layout = horizontalListLayout()
    let (s0, s1) = (layout.sections[0], layout.sections[1])
    // section 0: header x 0..<20 (full height 200); left inset → 25
    // column 0: x 25, width 40 (the item's width), y 10, height 160 → ends 65
    // column 1: x 65 + 4 = 69, width 25 → ends 94; right inset → 109; no footer
    #expect(s0.header == Rect(x: 0, y: 0, width: 20, height: 200))
    #expect(s0.items == [Rect(x: 25, y: 10, width: 40, height: 160),
                         Rect(x: 69, y: 10, width: 25, height: 160)])
    #expect(s0.lines == [Line(items: 0..<1, start: 25, end: 65), Line(items: 1..<2, start: 69, end: 94)])
    #expect(s0.footer == nil)
    #expect(s0.bounds == Rect(x: 0, y: 0, width: 109, height: 200))
    // section 1: header 109..<129; left inset → 134; column 134..<194; right
    // inset → 209; width 209 − 109 = 100
    #expect(s1.header == Rect(x: 109, y: 0, width: 20, height: 200))
    #expect(s1.items == [Rect(x: 134, y: 10, width: 60, height: 160)])
    #expect(s1.bounds == Rect(x: 109, y: 0, width: 100, height: 200))
    // content: width 209, height = collection height 200
    #expect(layout.contentSize == Size(width: 209, height: 200))
}

@Test func horizontalListQueries() {
    let layout = horizontalListLayout()
    // column 0: x 25..<65, y 10..<170; column 1: x 69..<94; section 1: x 134..<194
    #expect(layout.item(at: Point(x: 25, y: 10)) == IndexPath(section: 0, item: 0))  // min corner
    #expect(layout.item(at: Point(x: 65, y: 50)) == nil)        // maxX of column 0: the gap 65..<69
    #expect(layout.item(at: Point(x: 69, y: 169.5)) == IndexPath(section: 0, item: 1))
    #expect(layout.item(at: Point(x: 70, y: 170)) == nil)       // maxY: the bottom inset
    #expect(layout.item(at: Point(x: 10, y: 50)) == nil)        // header 0
    #expect(layout.item(at: Point(x: 150, y: 100)) == IndexPath(section: 1, item: 0))
    // x 60..<140: column 0 (to 65), column 1 (69..<94), section 1's column (from 134)
    #expect(layout.items(in: Rect(x: 60, y: 0, width: 80, height: 200))
            == [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1),
                IndexPath(section: 1, item: 0)])
    // x 94..<134: right inset of section 0, header 1, left inset of section 1
    #expect(layout.items(in: Rect(x: 94, y: 0, width: 40, height: 200)).isEmpty)
}
