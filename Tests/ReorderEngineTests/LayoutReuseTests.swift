import CollectionLayout
import Testing
@testable import ReorderEngine

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
