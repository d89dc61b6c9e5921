import Testing
@testable import CollectionLayout

// Queries on the waterfalls worked out by hand in WaterfallLayoutTests:
//
// twoColumnWaterfall() (230 wide, 226 tall):
//   column 0, x 10..<110:  [0,0] y 5..<165     [0,3] y 169..<199
//   column 1, x 120..<220: [0,1] y 5..<105     [0,2] y 109..<165   [0,4] y 169..<219
//
// threeColumnWaterfall() (340 wide, 610 tall):
//   section 0 y 0..<380: [0,0] x 10..<110 y 50..<150    [0,1] x 120..<220 y 50..<100
//     [0,2] x 230..<330 y 50..<350   [0,3] x 120..<220 y 110..<150
//     [0,4] x 10..<110 y 160..<210
//   section 1 y 380..<460 (empty); section 2 y 460..<610: [2,0] x 10..<110 y 510..<580

private func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

@Test func waterfallItemAtAPointOnAnItem() {
    let layout = twoColumnWaterfall()
    #expect(layout.item(at: Point(x: 50, y: 100)) == ip(0, 0))
    #expect(layout.item(at: Point(x: 150, y: 120)) == ip(0, 2))
    #expect(layout.item(at: Point(x: 50, y: 180)) == ip(0, 3))
    #expect(layout.item(at: Point(x: 150, y: 218.5)) == ip(0, 4))
}

@Test func waterfallItemAtInAGapIsNil() {
    let layout = twoColumnWaterfall()
    #expect(layout.item(at: Point(x: 115, y: 50)) == nil)    // between the columns, x 110..<120
    #expect(layout.item(at: Point(x: 150, y: 107)) == nil)   // between [0,1] and [0,2], y 105..<109
    #expect(layout.item(at: Point(x: 50, y: 167)) == nil)    // between [0,0] and [0,3], y 165..<169
    #expect(layout.item(at: Point(x: 50, y: 210)) == nil)    // below column 0's last item (199),
                                                             // beside [0,4] (to 219)
    #expect(layout.item(at: Point(x: 5, y: 50)) == nil)      // left inset
    #expect(layout.item(at: Point(x: 225, y: 50)) == nil)    // right inset
    #expect(layout.item(at: Point(x: 50, y: 2)) == nil)      // top inset
    #expect(layout.item(at: Point(x: 150, y: 222)) == nil)   // bottom inset, 219..<226
    #expect(layout.item(at: Point(x: 150, y: 300)) == nil)   // past the content
}

@Test func waterfallItemAtIsHalfOpen() {
    let layout = twoColumnWaterfall()
    #expect(layout.item(at: Point(x: 10, y: 5)) == ip(0, 0))       // min corner of [0,0]
    #expect(layout.item(at: Point(x: 110, y: 50)) == nil)          // maxX of column 0
    #expect(layout.item(at: Point(x: 109.5, y: 164.5)) == ip(0, 0))
    #expect(layout.item(at: Point(x: 120, y: 50)) == ip(0, 1))     // minX of column 1
    #expect(layout.item(at: Point(x: 220, y: 50)) == nil)          // maxX of column 1
    #expect(layout.item(at: Point(x: 150, y: 105)) == nil)         // maxY of [0,1]
    #expect(layout.item(at: Point(x: 150, y: 109)) == ip(0, 2))    // minY of [0,2]
    #expect(layout.item(at: Point(x: 50, y: 165)) == nil)          // maxY of [0,0]
    #expect(layout.item(at: Point(x: 50, y: 169)) == ip(0, 3))     // minY of [0,3]
    #expect(layout.item(at: Point(x: 50, y: 199)) == nil)          // maxY of [0,3]
}

@Test func waterfallItemsInAreInIndexOrderAcrossColumns() {
    let layout = twoColumnWaterfall()
    // x 100..<130, y 150..<175:
    //   [0,0] x 10..110 y 5..165: 100 < 110, 10 < 130; 150 < 165, 5 < 175 → in
    //   [0,1] y 5..105: 150 < 105 fails → out
    //   [0,2] x 120..220 y 109..165: 100 < 220, 120 < 130; 150 < 165, 109 < 175 → in
    //   [0,3] x 10..110 y 169..199: 100 < 110; 150 < 199, 169 < 175 → in
    //   [0,4] x 120..220 y 169..219: 120 < 130; 169 < 175 → in
    // columns alternate: 0 (col 0), 2 (col 1), 3 (col 0), 4 (col 1)
    #expect(layout.items(in: Rect(x: 100, y: 150, width: 30, height: 25))
            == [ip(0, 0), ip(0, 2), ip(0, 3), ip(0, 4)])
    // x 50..<150, y 100..<110:
    //   [0,0] y 5..165 → in; [0,1] y 5..105: 100 < 105, 5 < 110 → in;
    //   [0,2] y 109..165: 109 < 110 → in; [0,3], [0,4] start at 169 ≥ 110 → out
    #expect(layout.items(in: Rect(x: 50, y: 100, width: 100, height: 10))
            == [ip(0, 0), ip(0, 1), ip(0, 2)])
    // the whole content: every item in index order
    #expect(layout.items(in: Rect(x: 0, y: 0, width: 230, height: 226))
            == [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3), ip(0, 4)])
}

@Test func waterfallItemsInTouchingOnlyEdgesIsEmpty() {
    let layout = twoColumnWaterfall()
    // x 110..<120: exactly the gap between the columns
    #expect(layout.items(in: Rect(x: 110, y: 0, width: 10, height: 226)).isEmpty)
    // y 165..<169: from the ends of [0,0] and [0,2] to the starts of [0,3] and [0,4]
    #expect(layout.items(in: Rect(x: 0, y: 165, width: 230, height: 4)).isEmpty)
    // y 219..<226: the bottom inset
    #expect(layout.items(in: Rect(x: 0, y: 219, width: 230, height: 7)).isEmpty)
}

@Test func waterfallItemsInAcrossSections() {
    let layout = threeColumnWaterfall()
    // x 200..<300, y 300..<550:
    //   [0,0], [0,4] x 10..110: 200 < 110 fails → out
    //   [0,1] x 120..220 y 50..100: 300 < 100 fails → out
    //   [0,2] x 230..330 y 50..350: 200 < 330, 230 < 300; 300 < 350, 50 < 550 → in
    //   [0,3] x 120..220 y 110..150: 300 < 150 fails → out
    //   section 1 is empty; [2,0] x 10..110 → out
    #expect(layout.items(in: Rect(x: 200, y: 300, width: 100, height: 250)) == [ip(0, 2)])
    // the full width, y 300..<550: [0,2] (to 350) and [2,0] (510..<580, 510 < 550)
    #expect(layout.items(in: Rect(x: 0, y: 300, width: 340, height: 250)) == [ip(0, 2), ip(2, 0)])
    // item(at:) in the second non-empty section
    #expect(layout.item(at: Point(x: 10, y: 510)) == ip(2, 0))
    #expect(layout.item(at: Point(x: 120, y: 510)) == nil)   // column 1 of section 2 is empty
    #expect(layout.item(at: Point(x: 150, y: 420)) == nil)   // the empty section 1
}
