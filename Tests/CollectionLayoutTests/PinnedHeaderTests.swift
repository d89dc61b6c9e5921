import Testing
@testable import CollectionLayout

// Pinned headers: along the scroll axis the header moves to
//   max(natural, min(max(natural, visible start), sectionEnd − headerLength))
// with sectionEnd = section bounds end − footer length. Layouts are the ones
// worked out in ListLayoutTests, WaterfallLayoutTests and FlowLayoutHorizontalTests.
//
// verticalListLayout() (200 wide; header 30, footer 12):
//   section 0 y 0..<182:   header at 0;   sectionEnd 182 − 12 = 170; 170 − 30 = 140
//   section 1 y 182..<254: header at 182; sectionEnd 254 − 12 = 242; 242 − 30 = 212
//   section 2 y 254..<376: header at 254; sectionEnd 376 − 12 = 364; 364 − 30 = 334

/// A 200x100 viewport scrolled to `y`.
private func viewport(y: Double) -> Rect { Rect(x: 0, y: y, width: 200, height: 100) }

private func header(y: Double) -> Rect { Rect(x: 0, y: y, width: 200, height: 30) }

@Test func pinnedHeaderStaysInPlaceBeforeItsSectionScrollsUp() {
    let layout = verticalListLayout()
    // section 0, visible y −20 (pulled down): max(0, min(max(0, −20), 140)) = 0
    #expect(layout.pinnedHeaderFrame(section: 0, visible: viewport(y: -20)) == header(y: 0))
    #expect(layout.pinnedHeaderFrame(section: 0, visible: viewport(y: 0)) == header(y: 0))
    // section 2 seen from y 60: max(254, min(max(254, 60), 334)) = 254
    #expect(layout.pinnedHeaderFrame(section: 2, visible: viewport(y: 60)) == header(y: 254))
}

@Test func pinnedHeaderSticksToTheVisibleTopInsideItsSection() {
    let layout = verticalListLayout()
    // section 0 at y 60: min(max(0, 60), 140) = 60
    #expect(layout.pinnedHeaderFrame(section: 0, visible: viewport(y: 60)) == header(y: 60))
    // section 1 (empty, 182..<254) at y 200: min(200, 212) = 200
    #expect(layout.pinnedHeaderFrame(section: 1, visible: viewport(y: 200)) == header(y: 200))
    // section 2 at y 300: min(300, 334) = 300
    #expect(layout.pinnedHeaderFrame(section: 2, visible: viewport(y: 300)) == header(y: 300))
}

@Test func pinnedHeaderIsPushedUpByTheEndOfItsSection() {
    let layout = verticalListLayout()
    // section 0 at y 150: min(150, 140) = 140; the header ends at 170, where the
    // footer starts
    #expect(layout.pinnedHeaderFrame(section: 0, visible: viewport(y: 150)) == header(y: 140))
    // section 1 at y 230: min(230, 212) = 212
    #expect(layout.pinnedHeaderFrame(section: 1, visible: viewport(y: 230)) == header(y: 212))
    // section 2 at y 340: min(340, 334) = 334
    #expect(layout.pinnedHeaderFrame(section: 2, visible: viewport(y: 340)) == header(y: 334))
}

@Test func pinnedHeaderPastItsSectionStaysAtTheSectionEnd() {
    let layout = verticalListLayout()
    // section 0 at y 300: min(300, 140) = 140
    #expect(layout.pinnedHeaderFrame(section: 0, visible: viewport(y: 300)) == header(y: 140))
    // and the section is off screen: y 300..<400 meets only section 2 (254..<376);
    // section 1 ends at 254 ≤ 300
    #expect(layout.sections(in: viewport(y: 300)) == 2..<3)
}

@Test func pinnedHeaderNeverMovesBeforeItsNaturalPlace() {
    // An empty section whose bottom inset is −10: header 0..<30, top inset 0, bottom
    // inset → 20; no footer. sectionEnd 20 − 30 = −10 < natural 0.
    // At y 5: max(0, min(max(0, 5), −10)) = max(0, −10) = 0
    let layout = ListLayout(collectionSize: Size(width: 200, height: 100),
                            sectionInset: Insets(top: 0, left: 0, bottom: -10, right: 0),
                            headerLength: 30)
        .prepare(sections: [[]])
    #expect(layout.sections[0].bounds == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(layout.pinnedHeaderFrame(section: 0, visible: viewport(y: 5)) == header(y: 0))
}

@Test func pinnedHeaderOfASectionWithoutHeaderIsNil() {
    // twoColumnWaterfall() has header length 0
    let layout = twoColumnWaterfall()
    #expect(layout.pinnedHeaderFrame(section: 0, visible: viewport(y: 50)) == nil)
}

@Test func pinnedHeaderInAWaterfall() {
    let layout = threeColumnWaterfall()
    // section 0: header 0..<40, bounds 0..<380, footer 20 → sectionEnd 360; 360 − 40 = 320
    // at y 100: 100; at y 330: min(330, 320) = 320
    #expect(layout.pinnedHeaderFrame(section: 0, visible: Rect(x: 0, y: 100, width: 340, height: 200))
            == Rect(x: 0, y: 100, width: 340, height: 40))
    #expect(layout.pinnedHeaderFrame(section: 0, visible: Rect(x: 0, y: 330, width: 340, height: 200))
            == Rect(x: 0, y: 320, width: 340, height: 40))
}

// horizontalListLayout() (200 tall; header 20, no footer):
//   section 0 x 0..<109:   header at 0;   sectionEnd 109; 109 − 20 = 89
//   section 1 x 109..<209: header at 109; sectionEnd 209; 209 − 20 = 189

private func horizontalViewport(x: Double) -> Rect { Rect(x: x, y: 0, width: 80, height: 200) }

private func horizontalHeader(x: Double) -> Rect { Rect(x: x, y: 0, width: 20, height: 200) }

@Test func pinnedHeadersInTheHorizontalDirectionMoveAlongX() {
    let layout = horizontalListLayout()
    // section 0: x −10 → natural 0; x 50 → 50; x 100 → min(100, 89) = 89
    #expect(layout.pinnedHeaderFrame(section: 0, visible: horizontalViewport(x: -10)) == horizontalHeader(x: 0))
    #expect(layout.pinnedHeaderFrame(section: 0, visible: horizontalViewport(x: 50)) == horizontalHeader(x: 50))
    #expect(layout.pinnedHeaderFrame(section: 0, visible: horizontalViewport(x: 100)) == horizontalHeader(x: 89))
    // section 1: x 50 → natural 109; x 150 → 150; x 200 → min(200, 189) = 189;
    // x 300 (past) → 189
    #expect(layout.pinnedHeaderFrame(section: 1, visible: horizontalViewport(x: 50)) == horizontalHeader(x: 109))
    #expect(layout.pinnedHeaderFrame(section: 1, visible: horizontalViewport(x: 150)) == horizontalHeader(x: 150))
    #expect(layout.pinnedHeaderFrame(section: 1, visible: horizontalViewport(x: 200)) == horizontalHeader(x: 189))
    #expect(layout.pinnedHeaderFrame(section: 1, visible: horizontalViewport(x: 300)) == horizontalHeader(x: 189))
}

@Test func pinnedHorizontalFlowHeaderIsPushedByTheFooter() {
    // horizontalLayout() (flow): section 0 x 0..<170, header 30, footer 20 →
    // sectionEnd 150; 150 − 30 = 120. At x 130: min(130, 120) = 120
    let layout = horizontalLayout()
    #expect(layout.pinnedHeaderFrame(section: 0, visible: Rect(x: 130, y: 0, width: 100, height: 200))
            == Rect(x: 120, y: 0, width: 30, height: 200))
}

// MARK: - sections(in:)

@Test func sectionsInAVisibleRectangle() {
    let layout = verticalListLayout()
    // sections: 0 y 0..<182, 1 y 182..<254, 2 y 254..<376
    #expect(layout.sections(in: viewport(y: 0)) == 0..<1)        // y 0..<100
    #expect(layout.sections(in: viewport(y: 150)) == 0..<2)      // y 150..<250
    // y 182..<254 is exactly section 1: section 0 ends at 182, section 2 starts at 254
    #expect(layout.sections(in: Rect(x: 0, y: 182, width: 200, height: 72)) == 1..<2)
    #expect(layout.sections(in: Rect(x: 0, y: 100, width: 200, height: 300)) == 0..<3)
    // beyond the content, before it, and beside it (x 250 ≥ width 200): none
    #expect(layout.sections(in: viewport(y: 400)).isEmpty)
    #expect(layout.sections(in: viewport(y: -100)).isEmpty)      // y −100..<0
    #expect(layout.sections(in: Rect(x: 250, y: 0, width: 50, height: 100)).isEmpty)
}

@Test func sectionsInAHorizontalVisibleRectangle() {
    let layout = horizontalListLayout()
    // sections: 0 x 0..<109, 1 x 109..<209
    #expect(layout.sections(in: horizontalViewport(x: 100)) == 0..<2)   // x 100..<180
    #expect(layout.sections(in: horizontalViewport(x: 109)) == 1..<2)   // x 109..<189
    #expect(layout.sections(in: horizontalViewport(x: 0)) == 0..<1)     // x 0..<80
}
