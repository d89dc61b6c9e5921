import Testing
@testable import CollectionLayout

// Horizontal direction: lines are columns filled top to bottom and stacked
// rightwards; headers and footers are full-height columns; avail = collection
// height − top inset − bottom inset; left/right insets are the section's
// start/end along the scroll axis. Every number is worked out by hand.

/// Collection 300x200; header 30, footer 20; insets top 10, left 5, bottom 10,
/// right 15 (avail = 200 − 10 − 10 = 180); s = 10, ls = 20.
/// Section 0: four 40x50 items; section 1: 30x50, 20x60.
func horizontalLayout() -> PreparedLayout {
    FlowLayout(direction: .horizontal, collectionSize: Size(width: 300, height: 200),
               lineSpacing: 20, itemSpacing: 10,
               sectionInset: Insets(top: 10, left: 5, bottom: 10, right: 15),
               headerLength: 30, footerLength: 20)
        .prepare(sections: [
            Array(repeating: Size(width: 40, height: 50), count: 4),
            [Size(width: 30, height: 50), Size(width: 20, height: 60)],
        ])
}

@Test func horizontalHeadersAndFootersAreFullHeightColumns() {
    let layout = horizontalLayout()
    let (s0, s1) = (layout.sections[0], layout.sections[1])
    // section 0: header x 0 ..< 30; left inset → 35; column 0 35 ..< 75 (width 40);
    // column 1 75 + 20 = 95 ..< 135; right inset → 150; footer 150 ..< 170
    #expect(s0.header == Rect(x: 0, y: 0, width: 30, height: 200))
    #expect(s0.footer == Rect(x: 150, y: 0, width: 20, height: 200))
    #expect(s0.bounds == Rect(x: 0, y: 0, width: 170, height: 200))
    // section 1: header 170 ..< 200; left inset → 205; column 205 ..< 235
    // (width max(30, 20) = 30); right inset → 250; footer 250 ..< 270
    #expect(s1.header == Rect(x: 170, y: 0, width: 30, height: 200))
    #expect(s1.footer == Rect(x: 250, y: 0, width: 20, height: 200))
    #expect(s1.bounds == Rect(x: 170, y: 0, width: 100, height: 200))
    // content: width = 170 + 100 = 270, height = collection height 200
    #expect(layout.contentSize == Size(width: 270, height: 200))
}

@Test func horizontalUniformColumnsFillTopToBottomOnAGrid() {
    let s0 = horizontalLayout().sections[0]
    // n = floor((180 + 10) / (50 + 10)) = floor(190 / 60) = floor(3.16…) = 3
    // g = (180 − 3·50) / 2 = 15; y_k = 10 + k·65 = 10, 75, 140 (ends 190 = 200 − 10)
    // column 0 at x 35; column 1 (incomplete) at x 95, item 3 is k = 0 → y 10
    #expect(s0.items == [
        Rect(x: 35, y: 10, width: 40, height: 50),
        Rect(x: 35, y: 75, width: 40, height: 50),
        Rect(x: 35, y: 140, width: 40, height: 50),
        Rect(x: 95, y: 10, width: 40, height: 50),
    ])
    #expect(s0.lines == [Line(items: 0..<3, start: 35, end: 75),
                         Line(items: 3..<4, start: 95, end: 135)])
}

@Test func horizontalMixedLastColumnIsTopAlignedAndItemsCentredAcrossIt() {
    let s1 = horizontalLayout().sections[1]
    // greedy on heights: 50 + 10 + 60 = 120 ≤ 180 → one column, the last:
    // top-aligned with minimum spacing: y = 10, 10 + 50 + 10 = 70
    // column 205 ..< 235 (width 30): item 0 x = 205 + (30 − 30)/2 = 205,
    // item 1 x = 205 + (30 − 20)/2 = 210
    #expect(s1.items == [
        Rect(x: 205, y: 10, width: 30, height: 50),
        Rect(x: 210, y: 70, width: 20, height: 60),
    ])
    #expect(s1.lines == [Line(items: 0..<2, start: 205, end: 235)])
}

@Test func horizontalMixedNonLastColumnIsJustifiedTopToBottom() {
    // Collection 500x100, no insets → avail 100; s = ls = 10.
    let layout = FlowLayout(direction: .horizontal, collectionSize: Size(width: 500, height: 100),
                            lineSpacing: 10, itemSpacing: 10)
        .prepare(sections: [[Size(width: 20, height: 30), Size(width: 10, height: 40),
                             Size(width: 30, height: 50)]])
    let items = layout.sections[0].items
    // greedy: 30 + 10 + 40 = 80 ≤ 100; + 10 + 50 = 140 > 100 → column 0 = items 0, 1
    // justified: gap = (100 − 70) / 1 = 30 → y 0 and 0 + 30 + 30 = 60 (ends 100)
    // column 0 width max(20, 10) = 20: item 0 x 0, item 1 x (20 − 10)/2 = 5
    // column 1 (last) at x 20 + 10 = 30: item 2 top-aligned y 0, width 30 → ends 60
    #expect(items == [
        Rect(x: 0, y: 0, width: 20, height: 30),
        Rect(x: 5, y: 60, width: 10, height: 40),
        Rect(x: 30, y: 0, width: 30, height: 50),
    ])
    #expect(layout.contentSize == Size(width: 60, height: 100))
}

@Test func horizontalLoneUniformItemIsCentredVertically() {
    // Collection 500x100, insets top 10, bottom 30 → avail 60; items 20x50.
    let items = FlowLayout(direction: .horizontal, collectionSize: Size(width: 500, height: 100),
                           lineSpacing: 10, itemSpacing: 10,
                           sectionInset: Insets(top: 10, left: 0, bottom: 30, right: 0))
        .prepare(sections: [Array(repeating: Size(width: 20, height: 50), count: 2)])
        .sections[0].items
    // n = max(1, floor((60 + 10) / (50 + 10))) = floor(1.16…) = 1
    // centred: y = 10 + (60 − 50)/2 = 15; columns at x 0 and 20 + 10 = 30
    #expect(items == [Rect(x: 0, y: 15, width: 20, height: 50),
                      Rect(x: 30, y: 15, width: 20, height: 50)])
}
