import Testing
@testable import ReorderEngine
@testable import CollectionLayout

/// A list of rows of two heights, where a drag changes the geometry:
///
///     A 40 (y 0…40), B 60 (y 40…100), C 40 (y 100…140); 200 × 400, no insets.
///
/// A is pressed (centre y 20) and dragged to C, then back up to B. Every
/// arrangement of the sizes the drag passes through is one of two: [40, 60, 40]
/// (A, B, C; the first layout) or [60, 40, 40] (B first: [B, A, C] and
/// [B, C, A]). So the session needs two layouts however often the finger
/// crosses a boundary, and each frame's layout must be the layout of that
/// frame's order.
@Test func anArrangementSeenBeforeReusesItsLayout() {
    let heights = ["A": 40.0, "B": 60, "C": 40]
    let labels: Order = [["A", "B", "C"]]
    let layout = ListLayout(collectionSize: Size(width: 200, height: 400))
    let config = SessionConfiguration(
        layout: layout, sections: labels, sizes: heights.mapValues { Size(width: 200, height: $0) },
        viewport: Size(width: 200, height: 400), offset: .zero, fps: 60,
        steps: [.press(.item("A")), .move(to: .item("C"), ticks: 12), .move(to: .item("B"), ticks: 12), .release]
            .map { ScriptStep(gesture: $0, text: "\($0)") })
    let t = ReorderSession(config).run()
    // The drag did change the geometry, more than once.
    let changes = zip(t.frames, t.frames.dropFirst()).filter { $0.layoutIndex != $1.layoutIndex }.count
    #expect(changes >= 2)
    #expect(t.layouts.count == 2)
    for frame in t.frames {
        let sizes = frame.order.arrays.map { $0.map { Size(width: 200, height: heights[$0]!) } }
        #expect(t.layouts[frame.layoutIndex] == layout.prepare(sections: sizes), "frame \(frame.index)")
    }
}

/// A board big enough for the layouts to re-lay out only what a move
/// disturbs (4,096 items and more): 6,000 items of three sizes, one dragged
/// 300 points down, far from either end. Every frame's layout must
/// still be the fresh layout of that frame's order (the lengths are whole
/// points, so exactly), and the layouts after a move must share the chunks of
/// lines before and after it with the first layout; a waterfall's are laid
/// out only near the drag.
@Test(arguments: ["flow", "list", "waterfall", "waterfall with pinned headers"])
func aBigBoardRelaysOutOnlyWhatAMoveDisturbs(kind: String) {
    let kinds = [Size(width: 60, height: 40), Size(width: 90, height: 70), Size(width: 120, height: 50)]
    let labels = (0..<6000).map { "i\($0)" }
    let sizes = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, kinds[($0 * 7 + $0 / 5) % 3]) })
    let viewport = Size(width: 375, height: 600)
    let layout: any Layout = switch kind {
    case "flow": FlowLayout(collectionSize: viewport)
    case "list": ListLayout(collectionSize: viewport)
    default: WaterfallLayout(collectionSize: viewport, columns: 3, headerLength: kind == "waterfall" ? 0 : 30)
    }
    let first = layout.prepare(sections: [labels.map { sizes[$0]! }])
    let pressed = first.frame(at: IndexPath(section: 0, item: 3000))
    let offset = Point(x: 0, y: pressed.minY - 200)
    let config = SessionConfiguration(
        layout: layout, sections: [labels], sizes: sizes, viewport: viewport, offset: offset, fps: 60,
        steps: [.press(.point(Point(x: pressed.midX, y: pressed.midY - offset.y))),
                .moveBy(dx: 0, dy: 300, ticks: 40), .release]
            .map { ScriptStep(gesture: $0, text: "\($0)") },
        pinHeaders: kind.hasSuffix("pinned headers"))
    let t = ReorderSession(config).run()
    #expect(t.layouts.count >= 3, "the drag changed the geometry")
    if kind.hasPrefix("waterfall") {
        // The engine laid out the later layouts only about as far as it looked:
        // from each move to past the viewport, not to item 6,000.
        for later in t.layouts.dropFirst() {
            #expect(later.sections[0].items.waterfall!.computedCount < 4000)
        }
    }
    for frame in t.frames {
        let fresh = layout.prepare(sections: frame.order.arrays.map { $0.map { sizes[$0]! } })
        #expect(t.layouts[frame.layoutIndex] == fresh, "frame \(frame.index)")
    }
    guard !kind.hasPrefix("waterfall") else { return }
    let chunks = { (l: PreparedLayout) in Set(l.sections[0].items.body!.segments.map(\.chunk)) }
    for later in t.layouts.dropFirst() {
        // 6,000 items in chunks of about 512 (LineBody.chunkLength(forItems:)
        // is at least 512): a move near item 3,000 keeps the five or so chunks
        // before it and the five or so after it (its own chunk is new).
        #expect(chunks(t.layouts[0]).count >= 11)
        #expect(chunks(later).intersection(chunks(t.layouts[0])).count >= chunks(t.layouts[0]).count - 2)
    }
}
