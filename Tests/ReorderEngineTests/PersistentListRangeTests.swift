import Testing
@testable import ReorderEngine
import TestSupport

// PersistentList.elements(in:) and forEachLeaf(_:) against a plain Array under
// random edits drawn from fixed seeds.

@Test func elementsInARangeAreTheArraysSlice() {
    var rng = SplitMix64(seed: 7)
    var next = 0
    for size in [0, 1, 63, 64, 65, 700, 5_000] {
        var array = (0..<size).map { "L\($0)" }
        var list = PersistentList(array)
        for _ in 0..<50 {
            randomEdit(&list, &array, rng: &rng, growing: rng.chance(50)) {
                next += 1
                return "N\(next)"
            }
            let low = array.isEmpty ? 0 : rng.int(0...array.count)
            let high = rng.int(low...array.count)
            #expect(list.elements(in: low..<high) == Array(array[low..<high]))
        }
        #expect(list.elements(in: 0..<list.count) == array)
    }
}

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
