import Testing
@testable import CollectionLayout
import TestSupport

// WaterfallBody against WaterfallLayout.prepare on random boards from a fixed
// seed (TestSupport's SplitMix64): frames, columns and ends
// must be equal bit for bit, and the queries must give the section's column
// search answers. Lengths come in tenths and thirds, so the divisions and sums
// round; equality is still exact, since both compute the same operations in
// the same order. (`prepare` keeps a waterfall section of mixed heights as a
// body itself, so these tests check a body laid out in other orders, chunk
// sizes and edits against one laid out at once; the rule itself is checked
// independently, by replaying it, in ListAndWaterfallPropertyTests, and by the
// hand-worked cases here and in WaterfallLayoutTests.)

/// A random waterfall: columns, spacing, insets and a header, in tenths and
/// thirds; `top` is where the section's body starts.
private struct WaterfallBoard: CustomStringConvertible {
    var layout: WaterfallLayout
    var top: Double { layout.headerLength + layout.sectionInset.top }

    static func random(_ rng: inout SplitMix64, columns: Int? = nil) -> WaterfallBoard {
        func length(_ range: ClosedRange<Int>) -> Double {
            rng.chance(50) ? Double(rng.int(range)) / 10 : Double(rng.int(range)) / 3
        }
        var layout = WaterfallLayout(
            collectionSize: Size(width: length(600...6000), height: 700),
            columns: columns ?? [1, 2, 3, 5, rng.int(1...6)][rng.int(0...4)],
            lineSpacing: rng.chance(20) ? 0 : length(1...200),
            itemSpacing: rng.chance(20) ? 0 : length(1...200),
            sectionInset: Insets(top: length(0...300), left: length(0...300), bottom: length(0...300),
                                 right: length(0...300)),
            headerLength: rng.chance(50) ? 0 : length(1...500))
        layout.usesGrids = false   // so that equal heights are indexed by columns too
        return WaterfallBoard(layout: layout)
    }

    var parameters: WaterfallBody.Parameters { layout.bodyParameters(top: top) }

    /// A body of `sizes`, as ``WaterfallLayout`` lays out the section's.
    func body(_ sizes: [Size], chunkSize: Int = WaterfallBody.defaultChunkSize) -> WaterfallBody {
        WaterfallBody(sizes: sizes, parameters: parameters, chunkSize: chunkSize)
    }

    /// The section as prepared today.
    func prepared(_ sizes: [Size]) -> SectionGeometry {
        layout.prepare(sections: [sizes]).sections[0]
    }

    var description: String {
        "\(layout.columns) columns, width \(layout.collectionSize.width), ls \(layout.lineSpacing), "
            + "s \(layout.itemSpacing), insets \(layout.sectionInset), header \(layout.headerLength)"
    }
}

/// `count` random sizes: tenths and thirds, runs of equal sizes (ties), a few
/// zero widths (the height is kept) and zero heights.
private func randomSizes(_ rng: inout SplitMix64, count: Int) -> [Size] {
    var sizes: [Size] = []
    for _ in 0..<count {
        if let last = sizes.last, rng.chance(25) {
            sizes.append(last)
            continue
        }
        func length() -> Double { rng.chance(50) ? Double(rng.int(1...3000)) / 10 : Double(rng.int(1...900)) / 3 }
        let width = rng.chance(8) ? 0 : length()
        let height = rng.chance(5) ? 0 : length()
        sizes.append(Size(width: width, height: height))
    }
    return sizes
}

private let chunkSizes = [1, 2, 3, 7, 64, 256]

/// The eager answers for one section: frames, columns, end and searches.
private struct Expected {
    let section: SectionGeometry
    let top: Double

    var frames: [Rect] { Array(section.items) }
    var bodyEnd: Double { section.items.reduce(top) { max($0, $1.maxY) } }

    func item(at point: Point) -> Int? {
        let found = section.item(at: point, axes: Axes(direction: .vertical))
        // The column search must agree with brute force.
        #expect(found == section.items.firstIndex { $0.contains(point) }, "oracle at \(point)")
        return found
    }

    func items(in rect: Rect) -> [Int] {
        let found = section.items(in: rect, axes: Axes(direction: .vertical))
        #expect(found == section.items.indices.filter { section.items[$0].intersects(rect) }, "oracle in \(rect)")
        return found
    }
}

/// A random point: anywhere around the body, or on or beside an item's edge.
private func randomPoint(_ rng: inout SplitMix64, _ frames: [Rect], width: Double, end: Double) -> Point {
    if !frames.isEmpty, rng.chance(50) {
        let f = frames[rng.int(0...frames.count - 1)]
        let xs = [f.minX, f.maxX, f.midX, f.minX.nextDown, f.maxX.nextDown]
        let ys = [f.minY, f.maxY, f.midY, f.minY.nextDown, f.maxY.nextDown]
        return Point(x: xs[rng.int(0...4)], y: ys[rng.int(0...4)])
    }
    return Point(x: Double(rng.int(-100...Int(width) * 10 + 100)) / 10,
                 y: Double(rng.int(-100...Int(end) * 10 + 100)) / 10)
}

/// A random rectangle: a viewport-sized one, a thin one, or one between two items' edges.
private func randomRect(_ rng: inout SplitMix64, _ frames: [Rect], width: Double, end: Double) -> Rect {
    let origin = randomPoint(&rng, frames, width: width, end: end)
    if !frames.isEmpty, rng.chance(30) {
        let a = frames[rng.int(0...frames.count - 1)], b = frames[rng.int(0...frames.count - 1)]
        let (x0, x1) = (min(a.maxX, b.minX), max(a.maxX, b.minX))
        let (y0, y1) = (min(a.maxY, b.minY), max(a.maxY, b.minY))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    let size = rng.chance(50) ? Size(width: width, height: 800)
        : Size(width: Double(rng.int(0...Int(width))), height: Double(rng.int(0...400)) / 2)
    return Rect(origin: origin, size: size)
}

/// Compares `body` with the eager layout, in a random order of queries (far
/// items first or near ones first, searches before frames or after), so that
/// chunks are computed by every kind of query. With `near`, only queries near
/// that item's frame, leaving the rest uncomputed.
private func check(_ body: WaterfallBody, _ expected: Expected, rng: inout SplitMix64, near: Int? = nil,
                   _ label: @autoclosure () -> String) {
    let frames = expected.frames
    #expect(body.count == frames.count, "\(label())")
    let width = body.parameters.xs.last.map { $0 + body.parameters.width } ?? 0
    let end = expected.bodyEnd
    var steps = [0, 1, 2, 3]
    for s in steps.indices.reversed() { steps.swapAt(s, rng.int(0...s)) }
    for step in steps {
        switch step {
        case 0:
            var indices = Array(frames.indices)
            if let near {
                indices = Array(max(0, near - 20)..<min(frames.count, near + 20))
            }
            if rng.chance(50) { indices.reverse() }   // far first
            for i in indices {
                #expect(body.frame(i) == frames[i], "frame \(i) of \(label())")
            }
        case 1:
            for _ in 0..<60 {
                var point = randomPoint(&rng, frames, width: width, end: end)
                if let near { point.y = frames[near].midY + Double(rng.int(-4000...4000)) / 10 }
                #expect(body.item(at: point) == expected.item(at: point), "item at \(point) of \(label())")
            }
        case 2:
            for _ in 0..<30 {
                var rect = randomRect(&rng, frames, width: width, end: end)
                if let near { rect = Rect(x: rect.minX, y: frames[near].midY - 400, width: rect.width, height: 800) }
                #expect(body.items(in: rect) == expected.items(in: rect), "items in \(rect) of \(label())")
            }
        default:
            guard near == nil else { break }
            #expect(body.bodyEnd == end, "bodyEnd of \(label())")
            #expect(body.columns == expected.section.columns, "columns of \(label())")
            #expect(body.computedCount == body.count, "\(label())")
        }
    }
}

@Test func aFreshBodyEqualsThePreparedSection() {
    var rng = SplitMix64(seed: 0x3A7E_2FA1_B0D7_0001)
    for round in 0..<160 {
        let board = WaterfallBoard.random(&rng)
        let sizes = randomSizes(&rng, count: rng.chance(10) ? 0 : rng.int(1...(round % 4 == 0 ? 2000 : 200)))
        let chunkSize = chunkSizes[rng.int(0...chunkSizes.count - 1)]
        let body = board.body(sizes, chunkSize: chunkSize)
        let label = "round \(round): \(board), chunks of \(chunkSize), \(sizes.count) items"
        #expect(body.computedCount == 0, "\(label)")
        let expected = Expected(section: board.prepared(sizes), top: board.top)
        check(body, expected, rng: &rng, label)
        // The content ends one bottom inset after the body.
        #expect(board.layout.prepare(sections: [sizes]).contentSize.height
                    == body.bodyEnd + board.layout.sectionInset.bottom, "\(label)")
    }
}

@Test func equalHeightsGiveTheFramesOfTheGrid() {
    var rng = SplitMix64(seed: 0x3A7E_2FA1_B0D7_0002)
    for round in 0..<40 {
        var board = WaterfallBoard.random(&rng)
        let size = randomSizes(&rng, count: 1)[0]
        let sizes = [Size](repeating: size, count: rng.int(0...300))
        let body = board.body(sizes, chunkSize: chunkSizes[round % 6])
        let frames = (0..<body.count).map(body.frame)
        let label = "round \(round): \(board), \(size)"
        #expect(frames == Array(board.prepared(sizes).items), "\(label)")
        board.layout.usesGrids = true
        let grid = board.prepared(sizes)
        #expect(sizes.isEmpty || grid.grid != nil)
        // The grid fills rows on the ground that a row leaves every column one
        // bottom; when an item and the spacing add nothing to the top (zero
        // height, zero spacing), the rule keeps every item in column 0 instead.
        let advances = frames.first.map { ($0.maxY + board.layout.lineSpacing) != $0.minY } ?? true
        if advances {
            #expect(frames == Array(grid.items), "\(label)")
            let content = board.layout.prepare(sections: [sizes]).contentSize.height
            #expect(content == body.bodyEnd + board.layout.sectionInset.bottom, "\(label)")
        } else {
            #expect(frames.allSatisfy { $0.minX == board.parameters.xs[0] }, "\(label)")
        }
    }
}

/// One random edit of `sizes`, as a reorder makes it: a move from i to j, or a
/// removal or insertion (a move to or from another section). Returns the
/// first index whose size may have changed.
private func edit(_ sizes: inout [Size], _ rng: inout SplitMix64) -> Int {
    switch rng.int(0...5) {
    case 0 where !sizes.isEmpty:
        let i = rng.int(0...sizes.count - 1)
        sizes.remove(at: i)
        return i
    case 1:
        let i = rng.int(0...sizes.count)
        sizes.insert(randomSizes(&rng, count: 1)[0], at: i)
        return i
    default:
        guard sizes.count >= 2 else { return 0 }
        let i = rng.int(0...sizes.count - 1)
        // Mostly short moves, as a drag makes them; now and then across the section.
        let j = rng.chance(70) ? max(0, min(sizes.count - 1, i + rng.int(-6...6))) : rng.int(0...sizes.count - 1)
        sizes.insert(sizes.remove(at: i), at: j)
        return min(i, j)
    }
}

@Test func replacingChainsEqualFreshLayoutsAfterEveryEdit() {
    var rng = SplitMix64(seed: 0x3A7E_2FA1_B0D7_0003)
    for round in 0..<24 {
        let board = WaterfallBoard.random(&rng)
        var sizes = randomSizes(&rng, count: rng.int(0...600))
        let chunkSize = chunkSizes[rng.int(0...chunkSizes.count - 1)]
        var body = board.body(sizes, chunkSize: chunkSize)
        for step in 0..<50 {
            let start = edit(&sizes, &rng)
            let before = body.computedCount
            body = body.replacing(sizes: sizes, from: start)
            let label = "round \(round) step \(step): \(board), chunks of \(chunkSize), edit at \(start) of \(sizes.count)"
            // The chunks wholly before the edit are kept, nothing more is computed.
            #expect(body.computedCount == min(before, start) / chunkSize * chunkSize, "\(label)")
            let expected = Expected(section: board.prepared(sizes), top: board.top)
            // Half the time only near the edit, so the next edit starts from a
            // partly computed body.
            let near = rng.chance(50) && !sizes.isEmpty ? min(start, sizes.count - 1) : nil
            check(body, expected, rng: &rng, near: near, label)
        }
        check(body, Expected(section: board.prepared(sizes), top: board.top), rng: &rng, "round \(round) at the end")
    }
}

@Test func aQueryNearAnEditComputesOnlyNearIt() {
    var rng = SplitMix64(seed: 0x3A7E_2FA1_B0D7_0004)
    let board = WaterfallBoard.random(&rng, columns: 3)
    var sizes = randomSizes(&rng, count: 20_000)
    let body = board.body(sizes)
    let frame = body.frame(10_000)
    #expect(body.computedCount == 10_240)   // the chunks of 256 up to item 10,000's
    sizes.swapAt(10_000, 10_001)
    let next = body.replacing(sizes: sizes, from: 10_000)
    #expect(next.computedCount == 9_984)    // the 39 chunks before item 10,000's
    let viewport = Rect(x: 0, y: frame.midY - 400, width: board.layout.collectionSize.width, height: 800)
    let expected = Expected(section: board.prepared(sizes), top: board.top)
    #expect(next.items(in: viewport) == expected.items(in: viewport))
    #expect(next.item(at: frame.center) == expected.item(at: frame.center))
    #expect(next.computedCount < 11_000, "computed \(next.computedCount)")
}

@Test func bodyEndReachingComputesOnlyWhatItNeeds() {
    var rng = SplitMix64(seed: 0x3A7E_2FA1_B0D7_0005)
    for columns in [1, 2, 3, 5] {
        let board = WaterfallBoard.random(&rng, columns: columns)
        let sizes = randomSizes(&rng, count: 5_000)
        let end = Expected(section: board.prepared(sizes), top: board.top).bodyEnd
        func fresh() -> WaterfallBody { board.body(sizes, chunkSize: 64) }
        // Near the top: a lower bound at least y, from a few chunks.
        let y = board.top + 1000
        let near = fresh()
        let bound = near.bodyEnd(reaching: y)
        #expect(bound >= y && bound <= end, "\(bound) for y \(y), end \(end)")
        #expect(near.computedCount < 1_000, "computed \(near.computedCount)")
        // Just before the end: still a bound, not the end.
        let late = fresh()
        #expect(late.bodyEnd(reaching: end.nextDown) >= end.nextDown)
        #expect(late.bodyEnd(reaching: end.nextDown) <= end)
        // At or beyond the end: the end itself, everything computed.
        for y in [end, end + 1, .infinity] {
            let body = fresh()
            #expect(body.bodyEnd(reaching: y) == end, "y \(y)")
            #expect(body.computedCount == body.count)
        }
    }
    let empty = WaterfallBody(sizes: [Size](), parameters: .init(xs: [0, 50], width: 40, lineSpacing: 3, top: 12))
    #expect(empty.bodyEnd == 12 && empty.bodyEnd(reaching: 0) == 12)
    #expect(empty.item(at: Point(x: 10, y: 12)) == nil && empty.items(in: Rect(x: 0, y: 0, width: 99, height: 99)) == [])
    #expect(empty.columns == [Column(start: 0, end: 40, items: []), Column(start: 50, end: 90, items: [])])
}

// c = 2 in a collection 100 wide, item spacing 10, line spacing 5, no insets:
// cw = (100 − 10) / 2 = 45; columns at x 0 and 0 + 45 + 10 = 55. Heights are
// h × 45 / w (h itself for width 0):
//   a 90×90 → 45   b 45×20 → 20   c 0×25 → 25   d 15×10 → 30
//   e 45×25 → 25   f 9×2 → 10     g 90×40 → 20
// Order a b c d e f g, bottoms from [0, 0]:
//   0 a: tie → column 0, y 0;   bottoms [50, 0]
//   1 b: column 1, y 0;         bottoms [50, 25]
//   2 c: column 1, y 25;        bottoms [50, 55]
//   3 d: column 0, y 50;        bottoms [85, 55]
//   4 e: column 1, y 55;        bottoms [85, 85]
//   5 f: tie → column 0, y 85;  bottoms [100, 85]
//   6 g: column 1, y 85;        bottoms [100, 110]
// end: the lowest bottom, g's 85 + 20 = 105.
// Moving f (5) to 3 gives a b c f d e g, sizes equal before 3:
//   0 a: column 0, y 0;   1 b: column 1, y 0;   2 c: column 1, y 25;  bottoms [50, 55]
//   3 f: column 0, y 50;        bottoms [65, 55]
//   4 d: column 1, y 55;        bottoms [65, 90]
//   5 e: column 0, y 65;        bottoms [95, 90]
//   6 g: column 1, y 90;        bottoms [95, 115]
// end: g's 90 + 20 = 110.
@Test func aHandWorkedBodyAndAMove() {
    let (a, b, c, d, e, f, g) = (Size(width: 90, height: 90), Size(width: 45, height: 20),
                                 Size(width: 0, height: 25), Size(width: 15, height: 10),
                                 Size(width: 45, height: 25), Size(width: 9, height: 2),
                                 Size(width: 90, height: 40))
    let layout = WaterfallLayout(collectionSize: Size(width: 100, height: 500), columns: 2,
                                 lineSpacing: 5, itemSpacing: 10)
    let parameters = layout.bodyParameters(top: 0)
    #expect(parameters == .init(xs: [0, 55], width: 45, lineSpacing: 5, top: 0))
    let body = WaterfallBody(sizes: [a, b, c, d, e, f, g], parameters: parameters, chunkSize: 2)
    #expect((0..<7).map(body.frame) == [
        Rect(x: 0, y: 0, width: 45, height: 45), Rect(x: 55, y: 0, width: 45, height: 20),
        Rect(x: 55, y: 25, width: 45, height: 25), Rect(x: 0, y: 50, width: 45, height: 30),
        Rect(x: 55, y: 55, width: 45, height: 25), Rect(x: 0, y: 85, width: 45, height: 10),
        Rect(x: 55, y: 85, width: 45, height: 20),
    ])
    #expect(body.bodyEnd == 105)
    #expect(body.columns == [Column(start: 0, end: 45, items: [0, 3, 5]),
                             Column(start: 55, end: 100, items: [1, 2, 4, 6])])

    let moved = body.replacing(sizes: [a, b, c, f, d, e, g], from: 3)
    #expect(moved.computedCount == 2)   // the chunk of items 0 and 1 is kept
    #expect((0..<7).map(moved.frame) == [
        Rect(x: 0, y: 0, width: 45, height: 45), Rect(x: 55, y: 0, width: 45, height: 20),
        Rect(x: 55, y: 25, width: 45, height: 25), Rect(x: 0, y: 50, width: 45, height: 10),
        Rect(x: 55, y: 55, width: 45, height: 30), Rect(x: 0, y: 65, width: 45, height: 25),
        Rect(x: 55, y: 90, width: 45, height: 20),
    ])
    #expect(moved.bodyEnd == 110)
    #expect(moved.columns == [Column(start: 0, end: 45, items: [0, 3, 5]),
                              Column(start: 55, end: 100, items: [1, 2, 4, 6])])
    #expect(moved.item(at: Point(x: 10, y: 55)) == 3)     // f, y 50..<60
    #expect(moved.item(at: Point(x: 10, y: 60)) == nil)   // the spacing 60..<65
    #expect(moved.item(at: Point(x: 50, y: 55)) == nil)   // between the columns, x 45..<55
    #expect(moved.item(at: Point(x: 99, y: 109)) == 6)    // g, y 90..<110
    #expect(moved.item(at: Point(x: 55, y: 110)) == nil)  // g's maxY
    // x 40..<60, y 58..<68: f (50..<60), e (65..<90) in column 0; d (55..<85) in column 1.
    #expect(moved.items(in: Rect(x: 40, y: 58, width: 20, height: 10)) == [3, 4, 5])
    // The old body is unchanged.
    #expect(body.frame(3) == Rect(x: 0, y: 50, width: 45, height: 30))
}

@Test func concurrentReadersSeeTheSameFrames() async {
    var rng = SplitMix64(seed: 0x3A7E_2FA1_B0D7_0007)
    let board = WaterfallBoard.random(&rng, columns: 3)
    let sizes = randomSizes(&rng, count: 20_000)
    let expected = board.prepared(sizes)
    let body = board.body(sizes, chunkSize: 32)
    let frames = Array(expected.items)
    let mismatches = await withTaskGroup(of: Int.self) { group in
        for task in 0..<8 {
            group.addTask {
                var rng = SplitMix64(seed: UInt64(task))
                var wrong = 0
                for _ in 0..<2_000 {
                    let i = rng.int(0...sizes.count - 1)
                    if body.frame(i) != frames[i] { wrong += 1 }
                    if frames[i].width > 0, frames[i].height > 0, body.item(at: frames[i].center) != i { wrong += 1 }
                }
                return wrong
            }
        }
        return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    #expect(body.bodyEnd == frames.reduce(board.top) { max($0, $1.maxY) })
}
