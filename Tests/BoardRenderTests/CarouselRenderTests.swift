import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// A carousel of A, B, C (1500 pages of 100 × 50) starting on the last page,
/// 1499 × 100 = 149 900, whose timer (1 s = 60 ticks) jumps back to page 0 on
/// frame 60; 100 ticks in all.
func wrappingCarousel() -> ScenarioRun {
    let board = Board(id: "c", title: "C", file: "c.md", line: 1, source: "", layout: .carousel,
                      direction: .horizontal, viewport: Size(width: 100, height: 50),
                      offset: Point(x: 149_900, y: 0), interval: 1, pace: .real,
                      sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                      steps: [ScriptStep(gesture: .wait(ticks: 100), text: "wait 100 frames")])
    return ScenarioRun(board.scenario())
}

@Test func traceRecordsThePageInFrameZeroAndWhereItChanges() {
    // Page 1499 mod 3 = 2 on frame 0; page 0 from the jump on frame 60 on.
    let json = TraceJSON.document([wrappingCarousel()], version: .v2)
    #expect(json.components(separatedBy: "\"page\": ").count - 1 == 2)
    #expect(json.contains("{\"index\": 0, \"time\": 0, \"offset\": {\"x\": 149900, \"y\": 0}"))
    #expect(json.contains("\"page\": 2, \"events\": []}"))
    #expect(json.contains("\"page\": 0, \"events\": [{\"type\": \"scroll\", \"dx\": -149900, \"dy\": 0}]}"))
    // Version 3 (the default): the same, without spaces; frame 0 has no events, so writes none.
    let v3 = TraceJSON.document([wrappingCarousel()])
    #expect(v3.components(separatedBy: "\"page\":").count - 1 == 2)
    #expect(v3.contains("{\"index\":0,\"time\":0,\"offset\":[149900,0]"))
    #expect(v3.contains("\"page\":2}"))
    #expect(v3.contains("\"page\":0,\"events\":[{\"type\":\"scroll\",\"dx\":-149900,\"dy\":0}]}"))
    // Reorder boards have no page.
    #expect(!TraceJSON.document([threeItemRun([.hold(ticks: 2)])]).contains("\"page\""))
}

@Test func aCarouselIsDrawnOnAShortStripEndingWhereTheContentEnds() {
    // Two runs, split by the jump: frames 0…59 on the last page (it reaches the
    // end, so it keeps its distance to the end), frames 60…100 on page 0. Each
    // fits in one period of 3 pages, so the strip is 300 wide: the last page is
    // drawn at 200, page 0 at 0. The region is 200 − 100 … 0 + 100 + 100,
    // widened by the viewport and clamped to 0…300; the canvas adds 2 × 24.
    let run = wrappingCarousel()
    let scene = Scene(run)
    #expect(scene.canvas.width == 348)
    #expect(scene.run.timeline.frames[0].offset.x == 200)
    #expect(scene.run.timeline.frames[60].offset.x == 0)
    #expect(scene.run.timeline.frames[0].order[0].count == 3)
    // The real timeline is untouched.
    #expect(run.timeline.frames[0].offset.x == 149_900)
    // Other boards are drawn as they are.
    let plain = threeItemRun([.hold(ticks: 2)])
    #expect(plain.foldedForDrawing.timeline.frames == plain.timeline.frames)
}

@Test func stepPictureShowsTheIndicatorAndTheItemsText() {
    // The pill is centred at the viewport's centre across and 16 above its
    // bottom: (50, 50 − 16) = (50, 34) from the viewport's corner, which is at
    // canvas origin (24, 24) + offset (200, 0) = (224, 24). Three dots 16 apart:
    // x = 34, 50, 66; page 2's is filled.
    let svg = FrameSVG.step(wrappingCarousel(), index: 0)
    #expect(svg.contains("<g data-page=\"2\" transform=\"translate(224,24)\"><title>page 3 of 3</title>"))
    #expect(svg.contains("<circle cx=\"66\" cy=\"34\" r=\"3.5\" fill=\"#fff\"/>"))
    #expect(svg.contains("<circle cx=\"34\" cy=\"34\" r=\"3.5\" fill=\"#fff\" opacity=\"0.4\"/>"))
    // Cards read A, B, C: the copy suffix is not drawn.
    #expect(svg.contains(">C</text>"))
    #expect(!svg.contains("#0</text>") && !svg.contains("\u{2063}</text>"))
    // The description says which page is on screen, not 1,500 copies' keys.
    #expect(svg.contains("On screen: C, page 3 of 3."))
    #expect(!svg.contains("<desc>") || !svg.split(separator: "<desc>")[1].split(separator: "</desc>")[0].contains("\u{2063}"))
    // A reorder board has no indicator.
    #expect(!FrameSVG.step(threeItemRun([.hold(ticks: 2)]), index: 0).contains("data-page"))
}

@Test func walkthroughSwitchesTheFilledDotDiscretely() {
    // In real time (`pace: real`), the session lasts 100 / 60 s; the loop adds 1.5 s and rounds up to whole
    // milliseconds, ceil(3166.67) ms, then to a tenth of a second: 3.2 s. Page 2 shows until frame 60, at
    // 1 s = 1 / 3.2 = 0.3125 of the loop, written rounded down to 4
    // decimals (a unit is then 0.32 ms of the loop, under 2 ms): 0.3125, written ".3125".
    // Page 0 from then on.
    let svg = WalkthroughSVG.render(wrappingCarousel())
    #expect(svg.contains("<g data-page=\"2\" transform=\"translate(0,0)\"><circle cx=\"66\" cy=\"34\""))
    #expect(svg.contains("values=\"1;0\" keyTimes=\"0;.3125\""))
    #expect(svg.contains("<g data-page=\"0\" transform=\"translate(0,0)\" opacity=\"0\">"))
    #expect(svg.contains("values=\"0;1\" keyTimes=\"0;.3125\""))
    #expect(!svg.contains("data-page=\"1\""))
    #expect(!svg.contains("<style") && !svg.contains("<script"))
}
