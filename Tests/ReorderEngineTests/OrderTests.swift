import CollectionLayout
import Testing
@testable import ReorderEngine
import TestSupport

// Order against nested arrays: the same edits give the same labels.

/// `moveItemAt` on nested arrays, the reference: remove, then insert (at the end when past it).
private func referenceMove(_ sections: inout [[String]], from: IndexPath, to: IndexPath) {
    let label = sections[from.section].remove(at: from.item)
    sections[to.section].insert(label, at: min(to.item, sections[to.section].count))
}

@Test func anOrderIsWrittenAndReadAsNestedArrays() {
    let order: Order = [["A", "B"], [], ["C"]]
    #expect(order.count == 3)
    #expect(order[0].count == 2)
    #expect(order[1].isEmpty)
    #expect(order.arrays == [["A", "B"], [], ["C"]])
    #expect(Order([["A", "B"], [], ["C"]]) == order)
    #expect(order.itemCount == 3)
    #expect(order.description == [["A", "B"], [], ["C"]].description)
    #expect(Order(sections: order.sections) == order)
}

@Test func randomMovesAndExchangesMatchNestedArrays() {
    var rng = SplitMix64(seed: 77)
    var reference: [[String]] = (0..<4).map { s in (0..<(s * 700 + 50)).map { "s\(s)-\($0)" } }
    var order = Order(reference)
    var history: [(Order, [[String]])] = []
    for step in 0..<3_000 {
        if step % 300 == 0 { history.append((order, reference)) }
        let nonEmpty = reference.indices.filter { !reference[$0].isEmpty }
        let fs = nonEmpty[rng.int(0...(nonEmpty.count - 1))]
        let from = IndexPath(section: fs, item: rng.int(0...(reference[fs].count - 1)))
        if rng.chance(70) {
            let ts = rng.int(0...(reference.count - 1))
            // Sometimes past the end: moveItemAt then appends.
            let to = IndexPath(section: ts, item: rng.int(0...(reference[ts].count + 2)))
            order.move(from: from, to: to)
            referenceMove(&reference, from: from, to: to)
        } else {
            let bs = nonEmpty[rng.int(0...(nonEmpty.count - 1))]
            let b = IndexPath(section: bs, item: rng.int(0...(reference[bs].count - 1)))
            order.apply(DataEdit(from: from, to: b, kind: .exchange))
            (reference[from.section][from.item], reference[b.section][b.item])
                = (reference[b.section][b.item], reference[from.section][from.item])
        }
    }
    #expect(order.arrays == reference)
    #expect(order.sections.allSatisfy { $0.invariantFailure() == nil })
    for (old, expected) in history { #expect(old.arrays == expected) }
    // Moves and exchanges keep the labels: the same count and multiset hash.
    #expect(order.itemCount == history[0].0.itemCount)
    #expect(order.multisetHash == history[0].0.multisetHash)
}

@Test func findingLabelsAndPaths() {
    let order: Order = [["A", "B"], [], ["C", "D"]]
    #expect(order.indexPath(of: "D") == IndexPath(section: 2, item: 1))
    #expect(order.indexPath(of: "Z") == nil)
    #expect(order[2].firstIndex(of: "C") == 0)
    #expect(order.contains(IndexPath(section: 0, item: 1)))
    #expect(!order.contains(IndexPath(section: 1, item: 0)))
    #expect(!order.contains(IndexPath(section: 3, item: 0)))
    #expect(!order.contains(IndexPath(section: 0, item: -1)))
}

@Test func ordersEditedAlikeAreEqualAndShareWhatTheyDidNotTouch() {
    let start = Order([(0..<10_000).map { "L\($0)" }, ["X"]])
    var screen = start, data = start
    let edit = DataEdit(from: IndexPath(section: 0, item: 10), to: IndexPath(section: 0, item: 9_000), kind: .move)
    screen.apply(edit)
    data.apply(edit)
    #expect(screen == data)
    #expect(screen != start)
    #expect(screen.hashValue == data.hashValue)
    // The untouched section is one and the same list in all three.
    #expect(screen[1].root === start[1].root && data[1].root === start[1].root)
    let shared = zip(screen[0].root.children, start[0].root.children).filter { $0 === $1 }.count
    #expect(shared >= screen[0].root.children.count - 2)
}
