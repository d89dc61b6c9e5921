import Testing
@testable import CollectionLayout
import TestSupport

// Property tests over random boards drawn from a fixed seed, so that every run
// sees the same boards. Lengths are whole numbers of a unit (1/2 point, or 1/10
// point for the decimal boards) and the test keeps them as integers too, so the
// greedy rule can be checked in exact integer arithmetic.

/// A random board in integer units; `value(_:)` turns units into points.
struct Board: CustomStringConvertible {
    var direction: ScrollDirection
    var unitsPerPoint: Int
    var collection: (along: Int, across: Int)
    var insets: (alongStart: Int, alongEnd: Int, crossStart: Int, crossEnd: Int)
    var itemSpacing: Int
    var lineSpacing: Int
    var header: Int
    var footer: Int
    /// Per section, per item: (along, across) lengths.
    var sections: [[(along: Int, across: Int)]]

    var available: Int { collection.across - insets.crossStart - insets.crossEnd }

    func value(_ units: Int) -> Double { Double(units) / Double(unitsPerPoint) }

    var layout: FlowLayout {
        let vertical = direction == .vertical
        let size = vertical
            ? Size(width: value(collection.across), height: value(collection.along))
            : Size(width: value(collection.along), height: value(collection.across))
        let i = insets
        let inset = vertical
            ? Insets(top: value(i.alongStart), left: value(i.crossStart),
                     bottom: value(i.alongEnd), right: value(i.crossEnd))
            : Insets(top: value(i.crossStart), left: value(i.alongStart),
                     bottom: value(i.crossEnd), right: value(i.alongEnd))
        return FlowLayout(direction: direction, collectionSize: size,
                          lineSpacing: value(lineSpacing), itemSpacing: value(itemSpacing),
                          sectionInset: inset, headerLength: value(header), footerLength: value(footer))
    }

    var sizes: [[Size]] {
        sections.map { items in
            items.map { item in
                direction == .vertical
                    ? Size(width: value(item.across), height: value(item.along))
                    : Size(width: value(item.along), height: value(item.across))
            }
        }
    }

    var description: String {
        "\(direction) 1/\(unitsPerPoint) pt, collection \(collection), insets \(insets), "
            + "s \(itemSpacing) ls \(lineSpacing) header \(header) footer \(footer), \(sections)"
    }

    static func random(_ rng: inout SplitMix64, unitsPerPoint u: Int, minimumSpacing: Int = 0) -> Board {
        let across = rng.int(100 * u...400 * u)
        let insets = (rng.int(0...30 * u), rng.int(0...30 * u), rng.int(0...30 * u), rng.int(0...30 * u))
        let available = across - insets.2 - insets.3
        var board = Board(
            direction: rng.chance(50) ? .vertical : .horizontal, unitsPerPoint: u,
            collection: (rng.int(100 * u...400 * u), across), insets: insets,
            itemSpacing: rng.int(minimumSpacing...20 * u), lineSpacing: rng.int(minimumSpacing...20 * u),
            header: rng.chance(50) ? 0 : rng.int(1...40 * u),
            footer: rng.chance(50) ? 0 : rng.int(1...40 * u),
            sections: [])
        func length() -> Int {
            // Mostly small items; now and then one wider than half the line, and
            // rarely one wider than the whole available length.
            switch rng.int(0...99) {
            case 0..<3: return available + rng.int(1...50 * u)
            case 3..<15: return rng.int(available / 2...available)
            default: return rng.int(1 * u...max(1 * u, available / 3))
            }
        }
        for _ in 0..<rng.int(0...4) {
            let count = rng.chance(10) ? 0 : rng.int(1...15)
            if rng.chance(50) {
                let item = (along: rng.int(1 * u...80 * u), across: length())
                board.sections.append(Array(repeating: item, count: count))
            } else {
                board.sections.append((0..<count).map { _ in (along: rng.int(1 * u...80 * u), across: length()) })
            }
        }
        return board
    }
}

private func along(_ r: Rect, _ d: ScrollDirection) -> (min: Double, max: Double) {
    d == .vertical ? (r.minY, r.maxY) : (r.minX, r.maxX)
}

private func across(_ r: Rect, _ d: ScrollDirection) -> (min: Double, max: Double) {
    d == .vertical ? (r.minX, r.maxX) : (r.minY, r.maxY)
}

/// The structural checks shared by both kinds of board.
private func checkStructure(_ board: Board, _ prepared: PreparedLayout, tolerance eps: Double) {
    let d = board.direction
    let avail = board.available
    let s = board.itemSpacing
    let crossStart = board.value(board.insets.crossStart)
    let crossEnd = crossStart + board.value(avail)
    let content = prepared.contentSize
    let contentAlong = d == .vertical ? content.height : content.width
    let contentAcross = d == .vertical ? content.width : content.height

    // Content: the collection's cross length, the sections stacked from 0.
    #expect(contentAcross == board.value(board.collection.across), "\(board)")
    var sectionStart = 0.0
    for section in prepared.sections {
        #expect(abs(along(section.bounds, d).min - sectionStart) <= eps, "\(board)")
        sectionStart = along(section.bounds, d).max
    }
    #expect(abs(contentAlong - sectionStart) <= eps, "\(board)")
    #expect(prepared.itemCounts == board.sections.map(\.count), "\(board)")

    for (si, section) in prepared.sections.enumerated() {
        let units = board.sections[si]
        // Lines partition the items in order.
        #expect(section.lines.flatMap { Array($0.items) } == Array(units.indices), "\(board)")
        #expect(section.lines.allSatisfy { !$0.items.isEmpty }, "\(board)")

        // Greedy rule, in exact integer arithmetic: a line's items fit (or it has a
        // single item), and the next item would not have fitted on it.
        for (li, line) in section.lines.enumerated() {
            let used = line.items.map { units[$0].across }.reduce(0, +) + (line.items.count - 1) * s
            #expect(line.items.count == 1 || used <= avail, "section \(si) line \(li) of \(board)")
            if li + 1 < section.lines.count {
                #expect(used + s + units[line.items.upperBound].across > avail,
                        "section \(si) line \(li) of \(board)")
            }
        }

        // Frames within a section never overlap.
        for i in section.items.indices {
            for j in section.items.indices where j > i {
                #expect(!section.items[i].intersects(section.items[j]),
                        "[\(si),\(i)] \(section.items[i]) and [\(si),\(j)] \(section.items[j]) of \(board)")
            }
        }

        for (i, frame) in section.items.enumerated() {
            // Along the scroll axis every item lies within its line and its section.
            let line = section.lines.first { $0.items.contains(i) }!
            #expect(along(frame, d).min >= line.start - eps && along(frame, d).max <= line.end + eps,
                    "[\(si),\(i)] of \(board)")
            #expect(along(frame, d).min >= along(section.bounds, d).min - eps
                        && along(frame, d).max <= along(section.bounds, d).max + eps, "\(board)")
            // Across it, inside the insets and the content — except an item wider
            // than the available length, the one documented overflow.
            if units[i].across <= avail {
                #expect(across(frame, d).min >= crossStart - eps && across(frame, d).max <= crossEnd + eps,
                        "[\(si),\(i)] \(frame) of \(board)")
                #expect(frame.minX >= -eps && frame.maxX <= content.width + eps
                            && frame.minY >= -eps && frame.maxY <= content.height + eps,
                        "[\(si),\(i)] \(frame) of \(board)")
            }
        }

        // Uniform sections: every full line holds n items and all lines share the
        // grid of the first.
        if let first = units.first, units.allSatisfy({ $0 == first }) {
            let n = max(1, (avail + s) / (first.across + s))  // integer floor
            for line in section.lines.dropLast() {
                #expect(line.items.count == n, "\(board)")
            }
            if n > 1 {
                for line in section.lines {
                    for (k, i) in line.items.enumerated() {
                        #expect(abs(across(section.items[i], d).min
                                    - across(section.items[k], d).min) <= eps, "\(board)")
                    }
                }
            }
        }
    }
}

@Test func randomBoardsKeepTheLayoutInvariantsAndQueriesMatchBruteForce() {
    var rng = SplitMix64(seed: 0x5EED_CAFE_F00D_0001)
    for _ in 0..<400 {
        let board = Board.random(&rng, unitsPerPoint: 2)
        let prepared = board.layout.prepare(sections: board.sizes)
        // Half-point lengths make every sum exact, but the gaps of justified lines
        // and grids are divisions (by 3, say), so positions may be off by an ulp.
        checkStructure(board, prepared, tolerance: 1e-9)

        checkQueriesAgainstBruteForce(prepared, rng: &rng, board.description)
    }
}

@Test func randomDecimalBoardsKeepItemsInsideTheLineAndApart() {
    // Tenth-of-a-point lengths are not exact in binary: sums that fill a line
    // exactly may round above it. Spacings of at least 0.1 pt keep neighbours
    // apart by far more than a rounding error.
    var rng = SplitMix64(seed: 0xDEC1_3A15_0000_0002)
    for _ in 0..<400 {
        let board = Board.random(&rng, unitsPerPoint: 10, minimumSpacing: 1)
        let prepared = board.layout.prepare(sections: board.sizes)
        checkStructure(board, prepared, tolerance: 1e-9)
    }
}

@Test func decimalBoardsThatFillLinesExactly() {
    // Boards built so that a line of n uniform items fills the available length
    // exactly: avail = n·w + (n − 1)·s in tenths, for many n, w and s.
    var rng = SplitMix64(seed: 0xF1_11ED)
    for _ in 0..<300 {
        let n = rng.int(2...12), w = rng.int(1...300), s = rng.int(1...50)
        let avail = n * w + (n - 1) * s
        let board = Board(direction: rng.chance(50) ? .vertical : .horizontal, unitsPerPoint: 10,
                          collection: (1000, avail), insets: (0, 0, 0, 0),
                          itemSpacing: s, lineSpacing: rng.int(1...50), header: 0, footer: 0,
                          sections: [Array(repeating: (along: 10, across: w), count: n + 1)])
        let prepared = board.layout.prepare(sections: board.sizes)
        // n fit on the first line (n·w + (n − 1)·s = avail), item n starts line 2
        #expect(prepared.sections[0].lines.map(\.items) == [0..<n, n..<(n + 1)], "\(board)")
        checkStructure(board, prepared, tolerance: 1e-9)
    }
}
