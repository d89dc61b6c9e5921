import Testing
@testable import CollectionLayout
import TestSupport

// Brute-force answers to PreparedLayout's queries, for the property tests: a
// scan over every frame (or every section), compared with the binary searches.

/// Every item with its frame, in index order.
func allFrames(_ prepared: PreparedLayout) -> [(IndexPath, Rect)] {
    prepared.sections.enumerated().flatMap { s, section in
        section.items.enumerated().map { (IndexPath(section: s, item: $0.offset), $0.element) }
    }
}

/// Frames of different items never share interior area.
func checkNoOverlap(_ prepared: PreparedLayout, _ label: @autoclosure () -> String) {
    let all = allFrames(prepared)
    for a in all.indices {
        for b in all.indices where b > a && all[a].1.intersects(all[b].1) {
            Issue.record("\(all[a].0) \(all[a].1) and \(all[b].0) \(all[b].1) overlap in \(label())")
        }
    }
}

/// Every item lies inside the content (within `eps`, for divided lengths).
func checkInsideContent(_ prepared: PreparedLayout, tolerance eps: Double,
                        _ label: @autoclosure () -> String) {
    let content = prepared.contentSize
    for (path, f) in allFrames(prepared) {
        #expect(f.minX >= -eps && f.maxX <= content.width + eps
                    && f.minY >= -eps && f.maxY <= content.height + eps,
                "\(path) \(f) outside \(content) in \(label())")
    }
}

/// Compares `item(at:)`, `items(in:)`, `sections(in:)` and `pinnedHeaderFrame`
/// with brute force on random points and rectangles: uniform over the content
/// and a margin, and on the edges of frames. Coordinates are half points.
func checkQueriesAgainstBruteForce(_ prepared: PreparedLayout, rng: inout SplitMix64,
                                   _ label: @autoclosure () -> String) {
    let all = allFrames(prepared)
    let content = prepared.contentSize
    func coordinate(_ extent: Double) -> Double {
        Double(rng.int(-40...Int(extent * 2) + 40)) / 2
    }
    for p in 0..<200 {
        var point = Point(x: coordinate(content.width), y: coordinate(content.height))
        if p % 2 == 1, !all.isEmpty {
            let f = all[rng.int(0...all.count - 1)].1
            let xs = [f.minX, f.maxX, f.midX, f.minX - 0.5, f.maxX - 0.5]
            let ys = [f.minY, f.maxY, f.midY, f.minY - 0.5, f.maxY - 0.5]
            point = Point(x: xs[rng.int(0...4)], y: ys[rng.int(0...4)])
        }
        let expected = all.first { $0.1.contains(point) }?.0
        #expect(prepared.item(at: point) == expected, "point \(point) of \(label())")
    }
    var rects: [Rect] = []
    for r in 0..<100 {
        var rect = Rect(x: coordinate(content.width), y: coordinate(content.height),
                        width: Double(rng.int(1...Int(content.width) + 1)) / 2,
                        height: Double(rng.int(1...Int(content.height) + 1)) / 2)
        if r % 2 == 1, all.count >= 2 {
            let a = all[rng.int(0...all.count - 1)].1
            let b = all[rng.int(0...all.count - 1)].1
            let (x0, x1) = (min(a.maxX, b.minX), max(a.maxX, b.minX))
            let (y0, y1) = (min(a.maxY, b.minY), max(a.maxY, b.minY))
            rect = Rect(x: x0, y: y0, width: max(0.5, x1 - x0), height: max(0.5, y1 - y0))
        }
        let expected = all.filter { $0.1.intersects(rect) }.map(\.0)
        #expect(prepared.items(in: rect) == expected, "rect \(rect) of \(label())")
        rects.append(rect)
    }
    // Sections: brute force over all bounds; pinned headers: the case analysis of
    // the rule, for every section the rectangle meets.
    for rect in rects {
        let expected = prepared.sections.indices.filter { prepared.sections[$0].bounds.intersects(rect) }
        let found = prepared.sections(in: rect)
        #expect(Array(found) == expected, "sections in \(rect) of \(label())")
        for s in found {
            checkPinnedHeader(prepared, section: s, visible: rect, label())
        }
    }
}

/// The pinned-header rule stated case by case, along the scroll axis: before the
/// section scrolls up the header is in place; then it follows the visible
/// start; once its end would pass the section's end (bounds minus footer) it
/// stops there; it never goes before its natural place; across, it never moves.
private func checkPinnedHeader(_ prepared: PreparedLayout, section s: Int, visible: Rect,
                               _ label: @autoclosure () -> String) {
    let geometry = prepared.sections[s]
    let pinned = prepared.pinnedHeaderFrame(section: s, visible: visible)
    guard let header = geometry.header else {
        #expect(pinned == nil, "section \(s) of \(label())")
        return
    }
    guard let pinned else {
        Issue.record("section \(s) has a header but no pinned frame in \(label())")
        return
    }
    let vertical = prepared.direction == .vertical
    let natural = vertical ? header.minY : header.minX
    let length = vertical ? header.height : header.width
    let footer = geometry.footer.map { vertical ? $0.height : $0.width } ?? 0
    let last = (vertical ? geometry.bounds.maxY : geometry.bounds.maxX) - footer - length
    let v = vertical ? visible.minY : visible.minX
    let start = vertical ? pinned.minY : pinned.minX
    let expected: Double
    if v <= natural || last <= natural {
        expected = natural
    } else if v <= last {
        expected = v
    } else {
        expected = last
    }
    #expect(start == expected, "section \(s) visible \(visible) of \(label())")
    #expect(pinned.size == header.size
                && (vertical ? pinned.minX == header.minX : pinned.minY == header.minY),
            "section \(s) of \(label())")
}
