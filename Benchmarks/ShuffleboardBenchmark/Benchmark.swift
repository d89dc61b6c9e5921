import CollectionLayout
import ReorderEngine

/// Prints, for flow, list and waterfall at 1k, 10k, 100k and 1M items:
/// prepare time and retained memory, time per hit test, time per visible-range
/// query, and the time of one engine tick during a drag (finger moving over
/// the lifted item, no reorder) and of one reordering tick.
///
/// Each layout runs twice: with items of one size, as a board's `items: N`
/// gives them (such a section is a grid: frames by arithmetic), and with
/// mixed sizes (every frame stored). The "floor" column is one random read
/// from an array as large as the layout, in the same run: what any query that
/// must read one of n stored frames pays at least once.
///
/// Figures are medians of several runs; the machine is noisy, so compare the
/// ratios within one run, not absolute numbers across runs.
///
///     ShuffleboardBenchmark [flow|list|waterfall ...] [--uniform|--mixed] [--queries]
@main
struct Benchmark {
    static let counts = [1_000, 10_000, 100_000, 1_000_000]
    static let viewport = Size(width: 375, height: 667)

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        var counts = counts
        if let i = arguments.firstIndex(of: "--items"), arguments.index(after: i) < arguments.endIndex,
           let n = Int(arguments[arguments.index(after: i)]) {
            counts = [n]
        }
        let kinds = arguments.filter { !$0.hasPrefix("--") && Int($0) == nil }
        let queriesOnly = arguments.contains("--queries")
        let mixes = arguments.contains("--uniform") ? [false] : arguments.contains("--mixed") ? [true] : [false, true]
        print("Shuffleboard benchmark — medians; ns = nanoseconds per operation")
        print(pad("layout", 17) + pad("items", 9) + pad("prepare ms", 12) + pad("memory MB", 11)
            + pad("B/item", 8) + pad("hit ns", 8) + pad("floor ns", 10) + pad("hit@view", 10) + pad("range ns", 10)
            + pad("tick µs", 9) + pad("reorder µs", 11))
        for mixed in mixes {
            for kind in ["flow", "list", "waterfall"] where kinds.isEmpty || kinds.contains(kind) {
                let name = kind + (mixed ? " mixed" : "")
                var rows: [[Double]] = []
                for n in counts {
                    let row = measure(kind: kind, mixed: mixed, items: n, engine: !queriesOnly)
                    rows.append(row)
                    print(pad(name, 17) + pad("\(n)", 9) + pad(fixed(row[0] / 1e6, 2), 12)
                        + pad(fixed(row[1] / 1_048_576, 1), 11) + pad(fixed(row[1] / Double(n), 0), 8)
                        + pad(fixed(row[2], 0), 8) + pad(fixed(row[7], 0), 10) + pad(fixed(row[6], 0), 10)
                        + pad(fixed(row[3], 0), 10)
                        + pad(queriesOnly ? "-" : fixed(row[4] / 1000, 1), 9)
                        + pad(queriesOnly ? "-" : fixed(row[5] / 1000, 1), 11))
                }
                guard rows.count > 1 else { continue }
                let (first, last) = (rows[0], rows[rows.count - 1])
                func ratio(_ k: Int) -> String { fixed(last[k] / first[k], 2) + "×" }
                print(pad("  1M ÷ 1k", 26) + pad("", 12 + 11 + 8) + pad(ratio(2), 8) + pad(ratio(7), 10)
                    + pad(ratio(6), 10) + pad(ratio(3), 10)
                    + pad(queriesOnly ? "-" : ratio(4), 9) + pad(queriesOnly ? "-" : ratio(5), 11))
            }
        }
        print("""

            items: "flow", "list", "waterfall" have items of one size (flow 80×80, list rows 44 high,
                  waterfall 100×100 in 3 columns), as `items: N` gives; "mixed" have three sizes
                  (flow 80×80, 120×60, 60×100; rows 44, 60, 30; waterfall 100×100, 100×150, 100×70).
            prepare: one layout of n items; memory: bytes held by its arrays (PreparedLayout.storageBytes).
            hit: item(at:) at a random point anywhere in the content (cache-cold at a million items);
            floor: one random 8-byte read from an array of the layout's size (at least 64 KB), at
                  the same 20,000 points, each read waiting for the last: the memory latency that
                  reading one stored number costs, whatever the search;
            hit@view: item(at:) at a random point of one viewport, as the engine asks every tick;
            range: items(in:) for a random viewport-sized rectangle.
            tick: one 1/60 s engine tick while the finger drags the lifted item without reordering
                  (finger update, snapshot, hit test, auto-scroll, animations, invariants, frame record);
                  median of 1000 ticks of one session.
            reorder: one tick whose hit test moves the item one place forward (median of 60). With
                  mixed sizes each move changes the geometry: flow and list lay out again only the lines
                  the move disturbs, a waterfall only what the engine then looks at (boards of 4,096
                  items and more; smaller ones are laid out afresh).
            """)
    }

    static func layout(_ kind: String) -> any Layout {
        switch kind {
        case "list": ListLayout(collectionSize: viewport, lineSpacing: 0, sectionInset: .zero)
        case "waterfall": WaterfallLayout(collectionSize: viewport, columns: 3, lineSpacing: 8, itemSpacing: 8,
                                          sectionInset: Insets(all: 8))
        default: FlowLayout(collectionSize: viewport, lineSpacing: 10, itemSpacing: 10,
                            sectionInset: Insets(all: 10))
        }
    }

    /// Item sizes: one size, or three in turn.
    static func sizes(_ kind: String, mixed: Bool, _ n: Int) -> [Size] {
        let cycle: [Size] = switch kind {
        case "list": [Size(width: 375, height: 44), Size(width: 375, height: 60), Size(width: 375, height: 30)]
        case "waterfall": [Size(width: 100, height: 100), Size(width: 100, height: 150), Size(width: 100, height: 70)]
        default: [Size(width: 80, height: 80), Size(width: 120, height: 60), Size(width: 60, height: 100)]
        }
        return mixed ? (0..<n).map { cycle[$0 % 3] } : [Size](repeating: cycle[0], count: n)
    }

    /// [prepare ns, memory bytes, hit ns, range ns, tick ns, reorder ns, hit ns near the viewport, floor ns]
    static func measure(kind: String, mixed: Bool, items n: Int, engine: Bool) -> [Double] {
        let layout = layout(kind)
        let sections = [sizes(kind, mixed: mixed, n)]
        var prepared: PreparedLayout?
        let runs = n >= 1_000_000 ? 3 : 7
        prepared = layout.prepare(sections: sections)
        let memory = Double(prepared!.storageBytes)
        let prepare = median((0..<runs).map { _ in time { _ = layout.prepare(sections: sections) } })
        let p = prepared!

        var rng = SplitMix64(seed: 42)
        let queries = 20_000
        let points = (0..<queries).map { _ in
            Point(x: rng.unit() * p.contentSize.width, y: rng.unit() * p.contentSize.height)
        }
        var found = 0
        let hit = median((0..<5).map { _ in
            time { for q in points where p.item(at: q) != nil { found += 1 } }
        }) / Double(queries)
        // The same points as offsets into an array of the layout's size, each
        // read waiting for the one before (its value, always 0, is added to the
        // next offset), as one query's probes wait for each other; otherwise
        // the processor would overlap the misses of independent reads.
        let words = max(8_192, Int(memory) / 8)
        let zero = p.contentSize.width < 0 ? 1 : 0   // 0, unknown to the compiler
        let array = [Int](repeating: zero, count: words)
        let reads = points.map { Int($0.y / p.contentSize.height * Double(words - 1)) }
        let floor = median((0..<5).map { _ in
            time {
                array.withUnsafeBufferPointer { a in
                    var carry = 0
                    for r in reads { carry = a[r &+ carry] }
                    found &+= carry
                }
            }
        }) / Double(queries)
        // Points in one viewport in the middle of the content: what the engine asks per tick.
        let top = max(0, p.contentSize.height / 2 - viewport.height / 2)
        let local = (0..<queries).map { _ in
            Point(x: rng.unit() * viewport.width, y: top + rng.unit() * viewport.height)
        }
        let hitLocal = median((0..<5).map { _ in
            time { for q in local where p.item(at: q) != nil { found += 1 } }
        }) / Double(queries)
        let rects = points.map {
            Rect(x: 0, y: min($0.y, max(0, p.contentSize.height - viewport.height)),
                 width: viewport.width, height: viewport.height)
        }
        let range = median((0..<5).map { _ in
            time { for r in rects { found += p.items(in: r).count } }
        }) / Double(queries)
        if found == -1 { print("") }   // keeps the loops from being optimised away

        let (tick, reorder) = engine
            ? engineTicks(kind: kind, n: n, layout: layout, sizes: sections[0], prepared: p) : (0, 0)
        return [prepare, memory, hit, range, tick, reorder, hitLocal, floor]
    }

    /// The median time of one engine tick while dragging: without reordering
    /// (the finger wiggles half a point over the lifted item) and with (each
    /// tick the finger jumps to the centre of the next item, which takes its
    /// place: a drag through 60 items, each arrangement new, since going back
    /// and forth would reuse the layouts of arrangements seen before).
    /// Auto-scroll is off, so that the reordering ticks do nothing else.
    static func engineTicks(kind: String, n: Int, layout: any Layout, sizes: [Size],
                            prepared: PreparedLayout) -> (Double, Double) {
        let labels = (1...n).map(String.init)
        var sizeOf: [String: Size] = [:]
        sizeOf.reserveCapacity(n)
        for (label, size) in zip(labels, sizes) { sizeOf[label] = size }
        // Drag the item in the middle of the content, with the viewport over it.
        let middle = IndexPath(section: 0, item: n / 2)
        let frame = prepared.frame(at: middle)
        let offset = Point(x: 0, y: max(0, min(frame.midY - viewport.height / 2,
                                                prepared.contentSize.height - viewport.height)))
        let config = SessionConfiguration(layout: layout, sections: Order([labels]), sizes: sizeOf,
                                          viewport: viewport, offset: offset, fps: 60,
                                          autoScroll: NoAutoScroll(), steps: [])
        var player = SessionPlayer(config)
        player.perform(.press(.item(labels[n / 2])))
        var still: [Double] = []
        for i in 0..<1_000 {
            still.append(time { player.perform(.moveBy(dx: i % 2 == 0 ? 0.5 : -0.5, dy: 0, ticks: 1)) })
        }
        var finger = Point(x: frame.midX, y: frame.midY)
        // The layout the engine shows, followed the way the engine follows it
        // (preparing a fresh million-item layout between hops would also
        // flush the caches the next hop reads).
        var arrangement = PersistentList(sizes)
        var current = prepared
        var hops: [Double] = []
        for i in 1...60 {
            // The lifted item is at n/2 + i − 1; the next item's slot in the current layout.
            let target = current.frame(at: IndexPath(section: 0, item: n / 2 + i))
            let (dx, dy) = (target.midX - finger.x, target.midY - finger.y)
            finger = Point(x: target.midX, y: target.midY)
            hops.append(time { player.perform(.moveBy(dx: dx, dy: dy, ticks: 1)) })
            let move = LayoutMove(from: IndexPath(section: 0, item: n / 2 + i - 1),
                                  to: IndexPath(section: 0, item: n / 2 + i))
            arrangement.insert(arrangement.remove(at: move.from.item), at: move.to.item)
            if arrangement[move.from.item] != arrangement[move.to.item] {
                current = layout.prepare(sections: [arrangement], after: move, previous: current)
            }
        }
        // Check that every hop reordered: one exchange event each.
        let timeline = player.finish()
        let reorders = timeline.frames.reduce(0) { count, frame in
            count + frame.events.filter { if case .exchange = $0 { true } else { false } }.count
        }
        if reorders != 60 { print("warning: \(kind) \(n): \(reorders) reorders in 60 hops") }
        return (median(still), median(hops))
    }
}

// MARK: - Helpers

func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
}

func fixed(_ v: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let r = (v * scale).rounded() / scale
    if places == 0 { return String(Int(r)) }
    let whole = Int(r.rounded(.towardZero))
    var frac = String(Int((abs(r - Double(whole)) * scale).rounded()))
    while frac.count < places { frac = "0" + frac }
    return "\(whole).\(frac)"
}

/// A small seeded generator, so every run asks the same queries.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
