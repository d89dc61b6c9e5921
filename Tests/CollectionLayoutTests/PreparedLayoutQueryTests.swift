import Testing
@testable import CollectionLayout

// Queries on the layouts worked out by hand in FlowLayoutVerticalTests and
// FlowLayoutHorizontalTests:
//
// twoSectionLayout() (vertical, 200 wide, 265 tall):
//   header 0   (0, 0, 200, 30)
//   [0,0] x 10..<60   y 40..<80     [0,1] x 75..<125 y 40..<80
//   [0,2] x 140..<190 y 40..<80     [0,3] x 10..<60  y 85..<125
//   footer 0   y 145..<160          header 1 y 160..<190
//   [1,0] x 10..<70   y 205..<225   [1,1] x 80..<120 y 200..<230
//   footer 1   y 250..<265
//
// horizontalLayout() (270 wide, 200 tall):
//   header 0 x 0..<30; [0,0] x 35..<75 y 10..<60; [0,1] x 35..<75 y 75..<125;
//   [0,2] x 35..<75 y 140..<190; [0,3] x 95..<135 y 10..<60; footer 0 x 150..<170;
//   header 1 x 170..<200; [1,0] x 205..<235 y 10..<60; [1,1] x 210..<230 y 70..<130;
//   footer 1 x 250..<270

private func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

// MARK: - item(at:)

@Test func itemAtAPointInsideAnItem() {
    let layout = twoSectionLayout()
    #expect(layout.item(at: Point(x: 30, y: 60)) == ip(0, 0))
    #expect(layout.item(at: Point(x: 100, y: 60)) == ip(0, 1))
    #expect(layout.item(at: Point(x: 150, y: 79.5)) == ip(0, 2))
    #expect(layout.item(at: Point(x: 30, y: 100)) == ip(0, 3))
    #expect(layout.item(at: Point(x: 15, y: 210)) == ip(1, 0))
    #expect(layout.item(at: Point(x: 100, y: 215)) == ip(1, 1))
}

@Test func itemAtAPointInAGapIsNil() {
    let layout = twoSectionLayout()
    // between [0,0] (maxX 60) and [0,1] (minX 75) on line 0
    #expect(layout.item(at: Point(x: 67, y: 60)) == nil)
    // between line 0 (ends 80) and line 1 (starts 85)
    #expect(layout.item(at: Point(x: 30, y: 82)) == nil)
    // the empty slot of the incomplete line (where a fifth item would go: x 75..<125)
    #expect(layout.item(at: Point(x: 100, y: 100)) == nil)
    // inside line 1 of section 1 (y 200..<230) but above the shorter [1,0] (y 205..<225)
    #expect(layout.item(at: Point(x: 15, y: 202)) == nil)
    // top inset of section 0 (y 30..<40) and bottom inset (y 125..<145)
    #expect(layout.item(at: Point(x: 30, y: 35)) == nil)
    #expect(layout.item(at: Point(x: 30, y: 130)) == nil)
    // right inset (x 190..<200)
    #expect(layout.item(at: Point(x: 195, y: 60)) == nil)
}

@Test func itemAtExcludesTheMaxEdges() {
    let layout = twoSectionLayout()
    // x = maxX of [0,0] = 60
    #expect(layout.item(at: Point(x: 60, y: 60)) == nil)
    // y = maxY of [0,0] = 80
    #expect(layout.item(at: Point(x: 30, y: 80)) == nil)
    // the max corner (60, 80)
    #expect(layout.item(at: Point(x: 60, y: 80)) == nil)
    // x = maxX of [0,1] = 125
    #expect(layout.item(at: Point(x: 125, y: 60)) == nil)
    // y = maxY of [1,0] = 225 (its line goes on to 230)
    #expect(layout.item(at: Point(x: 15, y: 225)) == nil)
    // just inside the max edges
    #expect(layout.item(at: Point(x: 59.999, y: 79.999)) == ip(0, 0))
    #expect(layout.item(at: Point(x: 15, y: 224.5)) == ip(1, 0))
}

@Test func itemAtIncludesTheMinEdges() {
    let layout = twoSectionLayout()
    // min corners of [0,0], [0,1], [0,3], [1,1]
    #expect(layout.item(at: Point(x: 10, y: 40)) == ip(0, 0))
    #expect(layout.item(at: Point(x: 75, y: 40)) == ip(0, 1))
    #expect(layout.item(at: Point(x: 10, y: 85)) == ip(0, 3))
    #expect(layout.item(at: Point(x: 80, y: 200)) == ip(1, 1))
    // min y of [1,0] (205) on its min x (10)
    #expect(layout.item(at: Point(x: 10, y: 205)) == ip(1, 0))
}

@Test func itemAtInAHeaderOrFooterIsNil() {
    let layout = twoSectionLayout()
    #expect(layout.item(at: Point(x: 100, y: 0)) == nil)     // header 0, min edge
    #expect(layout.item(at: Point(x: 100, y: 15)) == nil)    // header 0
    #expect(layout.item(at: Point(x: 100, y: 150)) == nil)   // footer 0
    #expect(layout.item(at: Point(x: 30, y: 170)) == nil)    // header 1
    #expect(layout.item(at: Point(x: 30, y: 260)) == nil)    // footer 1
}

@Test func itemAtOutsideTheContentIsNil() {
    let layout = twoSectionLayout()
    #expect(layout.item(at: Point(x: 30, y: -1)) == nil)
    #expect(layout.item(at: Point(x: 30, y: 265)) == nil)   // content height 265
    #expect(layout.item(at: Point(x: 30, y: 1000)) == nil)
    #expect(layout.item(at: Point(x: -1, y: 60)) == nil)
    #expect(layout.item(at: Point(x: 200, y: 60)) == nil)   // content width 200
}

@Test func itemAtInTheHorizontalDirection() {
    let layout = horizontalLayout()
    #expect(layout.item(at: Point(x: 50, y: 20)) == ip(0, 0))
    #expect(layout.item(at: Point(x: 35, y: 75)) == ip(0, 1))   // min corner of [0,1]
    #expect(layout.item(at: Point(x: 75, y: 20)) == nil)        // maxX of [0,0]; column gap
    #expect(layout.item(at: Point(x: 50, y: 60)) == nil)        // maxY of [0,0]; item gap
    #expect(layout.item(at: Point(x: 50, y: 65)) == nil)        // gap y 60..<75
    #expect(layout.item(at: Point(x: 100, y: 100)) == nil)      // empty slot of column 1
    #expect(layout.item(at: Point(x: 15, y: 100)) == nil)       // header 0
    #expect(layout.item(at: Point(x: 160, y: 50)) == nil)       // footer 0
    #expect(layout.item(at: Point(x: 180, y: 50)) == nil)       // header 1
    #expect(layout.item(at: Point(x: 207, y: 100)) == nil)      // beside the narrower [1,1]
    #expect(layout.item(at: Point(x: 215, y: 100)) == ip(1, 1))
    #expect(layout.item(at: Point(x: 205, y: 10)) == ip(1, 0))  // min corner of [1,0]
}

// MARK: - items(in:)

@Test func itemsInARectangleSpanningLinesAndSections() {
    let layout = twoSectionLayout()
    // x 50..<90, y 70..<210:
    //   [0,0] x 10..60 y 40..80: 50 < 60, 10 < 90; 70 < 80, 40 < 210 → in
    //   [0,1] x 75..125: 50 < 125, 75 < 90; same y → in
    //   [0,2] x 140..190: 140 < 90 fails → out
    //   [0,3] x 10..60 y 85..125: 70 < 125, 85 < 210 → in
    //   [1,0] x 10..70 y 205..225: 50 < 70, 10 < 90; 70 < 225, 205 < 210 → in
    //   [1,1] x 80..120 y 200..230: 50 < 120, 80 < 90; 70 < 230, 200 < 210 → in
    let found = layout.items(in: Rect(x: 50, y: 70, width: 40, height: 140))
    #expect(found == [ip(0, 0), ip(0, 1), ip(0, 3), ip(1, 0), ip(1, 1)])
}

@Test func itemsInTheWholeContentAreAllItemsInIndexOrder() {
    let layout = twoSectionLayout()
    let found = layout.items(in: Rect(x: 0, y: 0, width: 200, height: 265))
    #expect(found == [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3), ip(1, 0), ip(1, 1)])
}

@Test func itemsInARectangleTouchingOnlyEdgesIsEmpty() {
    let layout = twoSectionLayout()
    // x 60..<75: exactly the gap between [0,0] (maxX 60) and [0,1] (minX 75)
    #expect(layout.items(in: Rect(x: 60, y: 40, width: 15, height: 40)).isEmpty)
    // y 80..<85: exactly the gap between line 0 (maxY 80) and line 1 (minY 85)
    #expect(layout.items(in: Rect(x: 0, y: 80, width: 200, height: 5)).isEmpty)
    // y 0..<40: header and top inset, ends where line 0 starts
    #expect(layout.items(in: Rect(x: 0, y: 0, width: 200, height: 40)).isEmpty)
    // x 190..<200: the right inset, starts where [0,2] ends
    #expect(layout.items(in: Rect(x: 190, y: 0, width: 10, height: 265)).isEmpty)
    // touching the corners of [0,0] (60, 80), [0,1] (75, 80) and [0,3] (60, 85) only
    #expect(layout.items(in: Rect(x: 60, y: 80, width: 15, height: 5)).isEmpty)
}

@Test func itemsInASliverOverlappingTwoLines() {
    let layout = twoSectionLayout()
    // x 59..<61, y 79..<86:
    //   [0,0] x 10..60 y 40..80: 59 < 60, 10 < 61; 79 < 80, 40 < 86 → in
    //   [0,3] x 10..60 y 85..125: 59 < 60, 10 < 61; 79 < 125, 85 < 86 → in
    //   [0,1] x 75..: 75 < 61 fails → out
    let found = layout.items(in: Rect(x: 59, y: 79, width: 2, height: 7))
    #expect(found == [ip(0, 0), ip(0, 3)])
}

@Test func itemsInARectangleInTheHorizontalDirection() {
    let layout = horizontalLayout()
    // x 60..<100, y 0..<80:
    //   [0,0] x 35..75 y 10..60: 60 < 75, 35 < 100; 0 < 60, 10 < 80 → in
    //   [0,1] x 35..75 y 75..125: 0 < 125, 75 < 80 → in
    //   [0,2] y 140..190: 140 < 80 fails → out
    //   [0,3] x 95..135 y 10..60: 60 < 135, 95 < 100 → in
    //   section 1 starts at x 170 ≥ 100 → out
    #expect(layout.items(in: Rect(x: 60, y: 0, width: 40, height: 80))
            == [ip(0, 0), ip(0, 1), ip(0, 3)])
    // x 100..<220, y 50..<80:
    //   [0,0], [0,1], [0,2] x 35..75: 100 < 75 fails → out
    //   [0,3] x 95..135 y 10..60: 100 < 135, 95 < 220; 50 < 60, 10 < 80 → in
    //   [1,0] x 205..235 y 10..60: 100 < 235, 205 < 220; 50 < 60, 10 < 80 → in
    //   [1,1] x 210..230 y 70..130: 100 < 230, 210 < 220; 50 < 130, 70 < 80 → in
    #expect(layout.items(in: Rect(x: 100, y: 50, width: 120, height: 30))
            == [ip(0, 3), ip(1, 0), ip(1, 1)])
    // x 135..<205: from the end of [0,3] to the start of [1,0] → nothing
    #expect(layout.items(in: Rect(x: 135, y: 0, width: 70, height: 200)).isEmpty)
}
