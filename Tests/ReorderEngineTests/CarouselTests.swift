import CollectionLayout
import Testing
@testable import ReorderEngine

/// The carousel used by these tests, worked out by hand:
///
/// Items [A, B, C], repeated 500 times: 1500 pages. Viewport 100 × 50,
/// horizontal, so page i spans x = 100 i … 100 i + 100, the content is
/// 150 000 × 50 and the offset may go from 0 to 150 000 − 100 = 149 900.
/// fps 60. The timer's interval 3 s is 180 ticks; the animated scroll to the
/// next page (0.3 s) and the settle after a drag (0.3 s) last 18 ticks each.
/// An animation started on tick f advances on that tick: its tick f + j − 1
/// shows curve(j / 18) of the way, and it arrives on tick f + 17.
func carousel(_ steps: [GestureStep], offset: Point = .zero, interval: Double = 3,
              direction: ScrollDirection = .horizontal) -> Timeline {
    CarouselSession(CarouselConfiguration(
        items: ["A", "B", "C"], viewport: Size(width: 100, height: 50), direction: direction, offset: offset,
        interval: interval, fps: 60, steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })).run()
}

/// The frames whose events include a scroll.
func scrollFrames(_ t: Timeline) -> [Int] {
    t.frames.filter { f in f.events.contains { if case .scroll = $0 { true } else { false } } }.map(\.index)
}

func x(_ t: Timeline, _ frame: Int) -> Double { t.frames[frame].offset.x }

@Test func timerFiresEveryIntervalAndScrollsOnePageAnimated() {
    // wait 7 s = 420 ticks (frames 1…420). The timer starts on frame 0 and fires
    // on frames 180 and 360. Each fire scrolls 100 points over frames f…f+17.
    let t = carousel([.wait(ticks: 420)])
    #expect(t.frames.count == 421)
    #expect(scrollFrames(t) == Array(180...197) + Array(360...377))
    #expect(x(t, 179) == 0)
    // Ease-in-out is symmetric about its middle: curve(9/18) = 0.5, and
    // curve(6/18) + curve(12/18) = 1. Frame 180 + 9 − 1 = 188 is halfway.
    #expect(abs(x(t, 188) - 50) < 1e-9)
    #expect(abs(x(t, 185) + x(t, 191) - 100) < 1e-9)
    // Eased: the first tick moves less than a linear 100 / 18 ≈ 5.6.
    #expect(x(t, 180) > 0 && x(t, 180) < 100.0 / 18)
    #expect(x(t, 197) == 100)
    #expect((198...359).allSatisfy { x(t, $0) == 100 })
    #expect(abs(x(t, 368) - 150) < 1e-9)
    #expect(x(t, 377) == 200)
    #expect(x(t, 420) == 200)
    // Every scroll event is the change of offset on its tick.
    for f in t.frames.dropFirst() {
        let dx = f.offset.x - t.frames[f.index - 1].offset.x
        let scrolls = f.events.compactMap { e -> Double? in if case .scroll(let dx, _) = e { dx } else { nil } }
        #expect(scrolls == (dx == 0 ? [] : [dx]))
    }
    #expect(t.violations.isEmpty)
}

@Test func pageIndicatorShowsTheIndexModuloTheCount() {
    // Interval 0.5 s = 30 ticks: fires on frames 30, 60, 90, 120, each scroll
    // ending 17 frames later. On frame 137 the offset is 400: index 4, and the
    // indicator shows 4 mod 3 = 1.
    let t = carousel([.wait(ticks: 137)], interval: 0.5)
    #expect(x(t, 137) == 400)
    #expect(t.frames[137].page == 1)
    // index = max(0, floor((offset + 50) / 100)): page 1 from offset 50 on.
    // Frame 47 is at 100 (index 1), frame 77 at 200 (2), frame 107 at 300 (3 mod 3 = 0).
    #expect([t.frames[0].page, t.frames[47].page, t.frames[77].page, t.frames[107].page] == [0, 1, 2, 0])
    // Every frame has a page, and it follows the rule.
    for f in t.frames {
        #expect(f.page == CarouselSession.currentIndex(offset: f.offset.x, pageLength: 100) % 3)
    }
    #expect(CarouselSession.currentIndex(offset: 49.9, pageLength: 100) == 0)
    #expect(CarouselSession.currentIndex(offset: 50, pageLength: 100) == 1)
    #expect(CarouselSession.currentIndex(offset: -80, pageLength: 100) == 0)
}

@Test func lastPageJumpsBackToPageZeroWithoutAnimation() {
    // Start on the last page: 1499 × 100 = 149 900, index 1499 = total − 1, which
    // shows 1499 mod 3 = 2 (1499 = 3 × 499 + 2). The fire on frame 180 jumps to 0
    // on that very frame: one scroll of −149 900, then nothing moves.
    let t = carousel([.wait(ticks: 200)], offset: Point(x: 149_900, y: 0))
    #expect(t.frames[179].offset.x == 149_900)
    #expect(t.frames[179].page == 2)
    #expect(t.frames[180].offset.x == 0)
    #expect(t.frames[180].page == 0)
    #expect(t.frames[180].events == [.scroll(dx: -149_900, dy: 0)])
    #expect(scrollFrames(t) == [180])
    #expect(t.violations.isEmpty)
}

@Test func draggingPausesTheTimerAndReleaseSettlesOnTheNearestPage() {
    // wait 60 (frames 1…60); press at (90, 25) on frame 61; move by −70,0 over
    // 70 ticks (frames 62…131, the finger at x = 90 − j, so the offset is j);
    // hold 180 (frames 132…311); release, applied on frame 312; wait 240
    // (frames 312…551).
    let t = carousel([.wait(ticks: 60), .press(.point(Point(x: 90, y: 25))), .moveBy(dx: -70, dy: 0, ticks: 70),
                      .hold(ticks: 180), .release, .wait(ticks: 240)])
    #expect(t.frames[61].finger == Point(x: 90, y: 25))
    #expect(t.frames[61].offset.x == 0)
    #expect(t.frames[62].offset.x == 1)
    #expect(t.frames[62].events == [.scroll(dx: 1, dy: 0)])
    // The indicator follows the drag: offset 49 is index 0, offset 50 index 1.
    #expect(t.frames[110].offset.x == 49 && t.frames[110].page == 0)
    #expect(t.frames[111].offset.x == 50 && t.frames[111].page == 1)
    #expect(t.frames[131].offset.x == 70 && t.frames[131].finger == Point(x: 20, y: 25))
    // The drag began on frame 62, so the fire due on frame 180 never comes.
    #expect((132...311).allSatisfy { x(t, $0) == 70 && t.frames[$0].events.isEmpty })
    // Release on frame 312: index floor((70 + 50) / 100) = 1, so it settles on
    // 100 over frames 312…329 (ease-out), and a new timer starts.
    #expect(t.frames[312].finger == nil)
    #expect(t.frames[312].events.first == .release(item: nil))
    #expect(x(t, 312) > 70 && x(t, 312) < 100)
    #expect(x(t, 328) < 100 && x(t, 329) == 100)
    #expect(t.stepEnds[4] == 312)
    // First fire one interval after the release: 312 + 180 = 492, to page 2.
    #expect(scrollFrames(t) == Array(62...131) + Array(312...329) + Array(492...509))
    #expect(x(t, 491) == 100 && x(t, 509) == 200)
}

@Test func dragStopsAtTheContentsStartAndCancelEndsItLikeRelease() {
    // Press at (20, 25), move right by 40 over 4 ticks (frames 2…5): the content
    // would go to −10 … −40; it stays at 0 (no rubber band). The drag still
    // began, so the cancel (frame 6) starts a new timer: fires on 6 + 180 = 186,
    // not on 180.
    let t = carousel([.press(.point(Point(x: 20, y: 25))), .moveBy(dx: 40, dy: 0, ticks: 4), .cancel,
                      .wait(ticks: 200)])
    #expect((0...185).allSatisfy { x(t, $0) == 0 })
    #expect(t.frames[6].events == [.cancel(item: nil)])
    #expect(scrollFrames(t) == Array(186...203))
    #expect(t.violations.isEmpty)
}

@Test func aTapDoesNotStopTheTimer() {
    // Press on frame 1, release on frame 2 with no move in between: no drag
    // began (`scrollViewWillBeginDragging` needs movement), so the timer started
    // on frame 0 still fires on frame 180.
    let t = carousel([.press(.item("A")), .release, .wait(ticks: 200)])
    #expect(t.frames[1].finger == Point(x: 50, y: 25))
    #expect(t.frames[2].finger == nil)
    #expect(scrollFrames(t) == Array(180...197))
}

@Test func aTimerFireWhileTheFingerRestsStillScrolls() {
    // Press on frame 1 and hold 200 ticks without moving: no drag, so the fire
    // on frame 180 scrolls under the resting finger.
    let t = carousel([.press(.point(Point(x: 50, y: 25))), .hold(ticks: 200)])
    #expect(scrollFrames(t) == Array(180...197))
    #expect(t.frames[197].finger == Point(x: 50, y: 25))
}

@Test func verticalCarouselScrollsDown() {
    // Vertical: page i spans y = 50 i … 50 i + 50; the fire on frame 180 scrolls
    // 50 points down over frames 180…197.
    let t = carousel([.wait(ticks: 200)], direction: .vertical)
    #expect(t.frames[197].offset == Point(x: 0, y: 50))
    #expect(t.frames[180].events.count == 1)
    if case .scroll(let dx, let dy) = t.frames[180].events[0] {
        #expect(dx == 0 && dy > 0)
    }
    #expect(t.layouts[0].contentSize == Size(width: 100, height: 75_000))
}

@Test func anOffsetPastTheLastPageIsAViolationAndTheTimerWrapsIt() {
    // 150 000 is past the largest offset 149 900. Index floor(150 050 / 100) =
    // 1500 ≥ 1499, so the fire on frame 180 jumps to page 0.
    let t = carousel([.wait(ticks: 181)], offset: Point(x: 150_000, y: 0))
    #expect(t.violations.map(\.frame) == [0])
    #expect(t.violations.first?.rule == .offsetInBounds)
    #expect(t.violations.first?.message == "content offset 150000,0 is outside [0, 149900] × [0, 0]")
    #expect(t.frames[180].offset.x == 0)
}

@Test func pagesHaveOneKeyPerCopyAndEachCopyKnowsItsItem() {
    let t = carousel([])
    let pages = t.frames[0].order[0]
    #expect(pages.count == 1500)
    #expect(Set(pages).count == 1500)
    // Items A, B, C: page 4 is copy 4 / 3 = 1 of item 4 mod 3 = 1, B.
    let copy = CarouselConfiguration(items: ["A", "B", "C"], viewport: Size(width: 100, height: 50)).copies[4]
    #expect(copy == CarouselCopy(item: "B", copy: 1))
    #expect(pages[4] == "B\u{2063}#1")
    #expect(copy.key == pages[4])
    #expect(t.frames[0].data == t.frames[0].order)
    // Page 4 is the viewport's size, 400 points along.
    #expect(t.layouts[0].frame(at: IndexPath(section: 0, item: 4)) == Rect(x: 400, y: 0, width: 100, height: 50))
}

@Test func anItemTargetIsItsCopyOnScreen() {
    // Offset 400 shows page 4, the second copy of B: its centre (450, 25) is
    // (50, 25) on screen. C is not on screen: the viewport's centre.
    let t = carousel([.press(.item("B")), .release, .press(.item("C"))], offset: Point(x: 400, y: 0))
    #expect(t.frames[1].finger == Point(x: 50, y: 25))
    #expect(t.frames[2].finger == Point(x: 50, y: 25))
}
