import Testing
@testable import ReorderEngine
import TestSupport

// PersistentList.forEachLeaf(_:) and forEachLeaf(in:_:) against a plain Array under
// random edits drawn from fixed seeds.

@Test func leavesWalkTheListAndAreSharedByCopies() {
    var array = (0..<3_000).map { "L\($0)" }
    let list = PersistentList(array)
    var leaves: [ObjectIdentifier] = []
    var walked: [String] = []
    list.forEachLeaf { token, elements in
        leaves.append(ObjectIdentifier(token))
        walked += elements
    }
    #expect(walked == array)
    // A copy one move away shares every leaf but the one or two the move touched.
    var copy = list
    copy.insert(copy.remove(at: 10), at: 20)
    array.insert(array.remove(at: 10), at: 20)
    var shared = 0, walkedCopy: [String] = []
    copy.forEachLeaf { token, elements in
        if leaves.contains(ObjectIdentifier(token)) { shared += 1 }
        walkedCopy += elements
    }
    #expect(walkedCopy == array)
    #expect(shared >= leaves.count - 2)
}

@Test func leavesOverARangeStartWhereTheirElementsAre() {
    var rng = SplitMix64(seed: 11)
    var next = 0
    var array = (0..<2_000).map { "L\($0)" }
    var list = PersistentList(array)
    for _ in 0..<60 {
        randomEdit(&list, &array, rng: &rng, growing: rng.chance(50)) {
            next += 1
            return "N\(next)"
        }
        let low = rng.int(0...array.count)
        let high = rng.int(low...array.count)
        var covered: [Int] = []
        list.forEachLeaf(in: low..<high) { _, start, elements in
            #expect(Array(array[start..<(start + elements.count)]) == elements)
            covered += Array(start..<(start + elements.count))
        }
        // The leaves are consecutive and cover the range, and no leaf lies outside it.
        if low < high {
            #expect(covered == Array((covered.first ?? 0)...(covered.last ?? -1)))
            #expect((covered.first ?? Int.max) <= low && (covered.last ?? -1) >= high - 1)
            #expect(covered.count < high - low + 2 * PersistentList<String>.leafCapacity)
        } else {
            #expect(covered.isEmpty)
        }
    }
}
