import CollectionLayout
import ReorderEngine
import Foundation

/// Prints, for flow, list and waterfall at 1k, 10k, 100k and 1M items:
/// prepare time and retained memory, time per hit test, time per visible-range
/// query, and the time of one engine tick during a drag (finger moving over
/// the lifted item, no reorder) and of one reordering tick.
///
/// Figures are medians of several runs; the machine is noisy, so compare the
/// ratios within one run (the last columns), not absolute numbers across runs.
@main
struct Benchmark {
    static let counts = [1_000, 10_000, 100_000, 1_000_000]
    static let viewport = Size(width: 375, height: 667)

    static func main() {
        let only = CommandLine.arguments.dropFirst().first
        print("Shuffleboard benchmark — medians; ns = nanoseconds per operation")
        print(pad("layout", 10) + pad("items", 9) + pad("prepare ms", 12) + pad("memory MB", 11)
            + pad("B/item", 8) + pad("hit ns", 9) + pad("range ns", 10) + pad("tick ns", 10) + pad("reorder µs", 11))
        for kind in ["flow", "list", "waterfall"] where only == nil || only == kind {
            var base: [Double]?
            for n in counts {
                let row = measure(kind: kind, items: n)
                print(pad(kind, 10) + pad("\(n)", 9) + pad(fixed(row[0] / 1e6, 1), 12)
                    + pad(fixed(row[1] / 1_048_576, 1), 11) + pad(fixed(row[1] / Double(n), 0), 8)
                    + pad(fixed(row[2], 0), 9) + pad(fixed(row[3], 0), 10) + pad(fixed(row[4], 0), 10)
                    + pad(fixed(row[5] / 1000, 1), 11))
                if base == nil { base = row }
            }
        }
        print("""

            prepare: one layout of n items; memory: heap retained by the prepared layout.
            hit: item(at:) at a random point; range: items(in:) for a random viewport-sized rectangle.
            tick: one 1/60 s engine tick while the finger drags the lifted item without reordering
                  (finger update, snapshot, hit test, invariants, frame record), from the
                  difference of two sessions that differ only in the number of such ticks.
            reorder: the extra cost of a tick whose hit test moves the item one place
                  (the order array's move is O(n); the layout is reused when sizes match).
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

    /// Item sizes: uniform for flow and list; three aspect ratios for the waterfall.
    static func sizes(_ kind: String, _ n: Int) -> [Size] {
        switch kind {
        case "list": return [Size](repeating: Size(width: 375, height: 44), count: n)
        case "waterfall": return (0..<n).map { Size(width: 100, height: [100, 150, 70][$0 % 3]) }
        default: return [Size](repeating: Size(width: 80, height: 80), count: n)
        }
    }

    /// [prepare ns, memory bytes, hit ns, range ns, tick ns, reorder ns]
    static func measure(kind: String, items n: Int) -> [Double] {
        let layout = layout(kind)
        let sections = [sizes(kind, n)]
        var prepared: PreparedLayout?
        let runs = n >= 1_000_000 ? 3 : 7
        let before = heapInUse()
        prepared = layout.prepare(sections: sections)
        let memory = Double(heapInUse() - before)
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
        let rects = points.map {
            Rect(x: 0, y: min($0.y, max(0, p.contentSize.height - viewport.height)),
                 width: viewport.width, height: viewport.height)
        }
        let range = median((0..<5).map { _ in
            time { for r in rects { found += p.items(in: r).count } }
        }) / Double(queries)
        if found == -1 { print("") }   // keeps the loops from being optimised away

        let (tick, reorder) = engineTicks(kind: kind, n: n, layout: layout, sizes: sections[0], prepared: p)
        return [prepare, memory, hit, range, tick, reorder]
    }

    /// The per-tick cost of a drag, from the difference of two sessions.
    static func engineTicks(kind: String, n: Int, layout: any Layout, sizes: [Size],
                            prepared: PreparedLayout) -> (Double, Double) {
        let labels = (1...n).map(String.init)
        var sizeOf: [String: Size] = [:]
        sizeOf.reserveCapacity(n)
        for (label, size) in zip(labels, sizes) { sizeOf[label] = size }
        // Drag the item in the middle of the content, whose neighbourhood is on screen.
        let middle = IndexPath(section: 0, item: n / 2)
        let frame = prepared.frame(at: middle)
        let offset = Point(x: 0, y: max(0, min(frame.midY - viewport.height / 2,
                                                prepared.contentSize.height - viewport.height)))
        let label = labels[n / 2]
        func session(_ steps: [GestureStep]) -> Double {
            let config = SessionConfiguration(
                layout: layout, sections: [labels], sizes: sizeOf, viewport: viewport, offset: offset, fps: 60,
                steps: steps.map { ScriptStep(gesture: $0, text: "") })
            return median((0..<3).map { _ in time { _ = ReorderSession(config).run() } })
        }
        // Wiggle 0.5 pt inside the lifted item: finger updates and hit tests, no reorder.
        func wiggle(_ k: Int) -> [GestureStep] {
            [.press(.item(label))] + (0..<k).map { i in .moveBy(dx: i % 2 == 0 ? 0.5 : -0.5, dy: 0, ticks: 1) }
                + [.release]
        }
        let short = 60, long = 660
        let tick = (session(wiggle(long)) - session(wiggle(short))) / Double(long - short)
        // Step one item to the right and back, 40 times: 80 reordering ticks.
        let next = prepared.frame(at: IndexPath(section: 0, item: n / 2 + 1))
        let dx = next.midX - frame.midX, dy = next.midY - frame.midY
        let hops = 40
        let back: [GestureStep] = (0..<hops).flatMap { _ in
            [GestureStep.moveBy(dx: dx, dy: dy, ticks: 1), .moveBy(dx: -dx, dy: -dy, ticks: 1)]
        }
        let reordering = session([.press(.item(label))] + back + [.release])
        let still = session(wiggle(2 * hops))
        return (tick, max(0, reordering - still) / Double(2 * hops))
    }
}

// MARK: - Helpers

func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// Resident memory in bytes (from /proc/self/statm; 0 where it does not exist).
/// Large arrays are mmapped and returned to the system when freed, so the
/// difference around a prepare is what the prepared layout keeps.
func heapInUse() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

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
