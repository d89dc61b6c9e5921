import CollectionLayout
import Testing
@testable import ReorderEngine

/// A list 320 × 360, header 28, rows 44 tall, no spacing, no insets:
///
///     section 0: header y 0…28, rows A…E at 28, 72, 116, 160, 204 → ends at 248
///     section 1: header y 248…276, rows F, G at 276, 320 → ends at 364
///
/// Pinned header rule: y = min(max(natural y, visible top), section end − 28),
/// never above its natural place.
func pinnedList(offset: Double, steps: [GestureStep] = [.hold(ticks: 1)]) -> Timeline {
    let labels: Order = [["A", "B", "C", "D", "E"], ["F", "G"]]
    var sizes: [String: Size] = [:]
    for label in labels.joined() { sizes[label] = Size(width: 320, height: 44) }
    let config = SessionConfiguration(
        layout: ListLayout(collectionSize: Size(width: 320, height: 360), lineSpacing: 0, sectionInset: .zero,
                           headerLength: 28),
        sections: labels, sizes: sizes, viewport: Size(width: 320, height: 360),
        offset: Point(x: 0, y: offset), steps: steps.map { ScriptStep(gesture: $0, text: "") }, pinHeaders: true)
    return ReorderSession(config).run()
}

@Test func headersStickToTheTopWhileTheirSectionIsOnScreen() throws {
    // Offset 0 (content 364, viewport 360, so the offsets 0…4 are valid):
    // section 0's header at max(0, 0) = 0; section 1's at max(248, 0) = 248.
    let atTop = try #require(pinnedList(offset: 0).frames[0].headers)
    #expect(atTop[0] == Rect(x: 0, y: 0, width: 320, height: 28))
    #expect(atTop[1] == Rect(x: 0, y: 248, width: 320, height: 28))
    // Offset 4: section 0's header sticks at 4 (min(max(0, 4), 248 − 28 = 220)).
    let scrolled = try #require(pinnedList(offset: 4).frames[0].headers)
    #expect(scrolled[0] == Rect(x: 0, y: 4, width: 320, height: 28))
    #expect(scrolled[1] == Rect(x: 0, y: 248, width: 320, height: 28))
}

@Test func theSectionEndPushesItsHeaderAway() throws {
    // Offset 230 (past the valid range, which the invariant checker flags, but
    // the geometry still holds): section 0 ends at 248, so its header stops at
    // 248 − 28 = 220 instead of 230. Section 1 is natural at 248 (its end 364 − 28 = 336 > 248).
    let t = pinnedList(offset: 230)
    let headers = try #require(t.frames[0].headers)
    #expect(headers[0] == Rect(x: 0, y: 220, width: 320, height: 28))
    #expect(headers[1] == Rect(x: 0, y: 248, width: 320, height: 28))
    #expect(t.violations.map(\.rule) == [.offsetInBounds])
}

@Test func unpinnedBoardsRecordNoHeaders() {
    let labels: Order = [["A"]]
    let config = SessionConfiguration(
        layout: ListLayout(collectionSize: Size(width: 320, height: 360), lineSpacing: 0, sectionInset: .zero,
                           headerLength: 28),
        sections: labels, sizes: ["A": Size(width: 320, height: 44)], viewport: Size(width: 320, height: 360),
        steps: [ScriptStep(gesture: .hold(ticks: 1), text: "")])
    #expect(ReorderSession(config).run().frames.allSatisfy { $0.headers == nil })
}
