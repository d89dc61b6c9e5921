import CollectionLayout
import Testing
@testable import ReorderEngine
import TestSupport

// Property tests of PersistentList against a plain Array under random edits
// drawn from fixed seeds, and of its copies, equality and multiset hash.

/// The most levels of branches a sound tree of `n` elements can have. Every
/// node but the root is at least half full (32 elements in a leaf, 16 children
/// in a branch) and a root branch has two children or more, so a tree of
/// height h ≥ 1 holds at least 2 × 16^(h−1) × 32 elements.
func heightBound(_ n: Int) -> Int {
    var h = 0
    var smallest = 2 * 32   // the fewest elements under a tree of height h + 1
    while smallest <= n {
        h += 1
        smallest *= 16
    }
    return h
}

/// One random edit, applied to both the list and the array.
func randomEdit(_ list: inout PersistentList<String>, _ array: inout [String], rng: inout SplitMix64,
                growing: Bool, fresh: () -> String) {
    let r = rng.int(0...99)
    // Growing: 45% inserts, 20% removals; shrinking: 15% and 50%. Then 15%
    // replacements and 20% moves.
    let insertBelow = growing ? 45 : 15
    let removeBelow = 65
    if array.isEmpty || r < insertBelow {
        let i = rng.int(0...array.count)
        let label = fresh()
        list.insert(label, at: i)
        array.insert(label, at: i)
    } else if r < removeBelow {
        let i = rng.int(0...(array.count - 1))
        let removed = list.remove(at: i)
        #expect(removed == array.remove(at: i))
    } else if r < 80 {
        let i = rng.int(0...(array.count - 1))
        let label = fresh()
        list[i] = label
        array[i] = label
    } else {
        // A move, as the engine makes them: remove, then insert.
        let from = rng.int(0...(array.count - 1))
        let to = rng.int(0...(array.count - 1))
        list.insert(list.remove(at: from), at: to)
        array.insert(array.remove(at: from), at: to)
    }
}

/// The wrapping sum of the labels' stable hashes, worked out without the tree.
func multisetHash(_ labels: [String]) -> UInt64 {
    labels.reduce(0) { $0 &+ $1.stableHash }
}

@Test(arguments: [(UInt64(1), 0), (UInt64(2), 300), (UInt64(3), 5_000), (UInt64(4), 40_000)])
func randomEditsKeepTheListEqualToAnArray(seed: UInt64, start: Int) {
    var rng = SplitMix64(seed: seed)
    var array = (0..<start).map { "s\($0)" }
    var list = PersistentList(array)
    var made = 0
    let steps = 6_000
    var deepest = list.height
    for step in 0..<steps {
        // Grow for the first half and shrink for the second, so that leaves and
        // branches split, merge and even out, and small lists empty.
        randomEdit(&list, &array, rng: &rng, growing: step < steps / 2) {
            made += 1
            return "n\(made)"
        }
        deepest = max(deepest, list.height)
        if !array.isEmpty {
            let i = rng.int(0...(array.count - 1))
            #expect(list[i] == array[i])
        }
        if step % 250 == 0 || step == steps - 1 {
            #expect(list.count == array.count)
            #expect(Array(list) == array)
            #expect(list.invariantFailure() == nil)
            #expect(list.height <= heightBound(list.count), "height \(list.height) for \(list.count) elements")
            #expect(list.multisetHash == multisetHash(array))
        }
    }
    // The larger starts reach trees with branches above branches.
    #expect(deepest >= (start >= 5_000 ? 2 : 1))
}

@Test(arguments: [0, 1, 63, 64, 65, 1_000, 2_048, 100_000])
func bulkBuildIsBalanced(n: Int) {
    let labels = (0..<n).map { "b\($0)" }
    let list = PersistentList(labels)
    #expect(list.count == n)
    #expect(Array(list) == labels)
    #expect(list.invariantFailure() == nil)
    #expect(list.height <= heightBound(n))
    #expect(list.multisetHash == multisetHash(labels))
}

@Test func bulkBuildCutsEvenLeaves() {
    // 65 elements do not fit one leaf of 64: two leaves, of 33 and 32.
    let list = PersistentList((0..<65).map { "e\($0)" })
    #expect(list.height == 1)
    #expect(list.root.children.map(\.count) == [33, 32])
    #expect(PersistentList<String>.evenRanges(130, capacity: 64) == [0..<44, 44..<87, 87..<130])
}

@Test func iterationFindingAndMappingAgreeWithTheArray() {
    var rng = SplitMix64(seed: 9)
    let labels = (0..<10_000).map { "i\($0 % 7_000)" }   // some labels twice
    let list = PersistentList(labels)
    #expect(Array(IteratorSequence(list.makeIterator())) == labels)
    var walked: [String] = []
    for label in list { walked.append(label) }
    #expect(walked == labels)
    #expect(list.map { $0 + "!" } == labels.map { $0 + "!" })
    for _ in 0..<200 {
        let probe = "i\(rng.int(0...7_500))"
        #expect(list.firstIndex(of: probe) == labels.firstIndex(of: probe))
        #expect(list.contains(probe) == labels.contains(probe))
    }
    #expect(Array(list[5_000..<5_010]) == Array(labels[5_000..<5_010]))
}

@Test func oldVersionsAreUnchangedByLaterEdits() {
    var rng = SplitMix64(seed: 42)
    var array = (0..<3_000).map { "v\($0)" }
    var list = PersistentList(array)
    var versions: [(list: PersistentList<String>, array: [String])] = []
    var made = 0
    for step in 0..<4_000 {
        if step % 100 == 0 { versions.append((list, array)) }
        randomEdit(&list, &array, rng: &rng, growing: step % 2 == 0) {
            made += 1
            return "w\(made)"
        }
    }
    #expect(versions.count == 40)
    for version in versions {
        #expect(Array(version.list) == version.array)
        #expect(version.list.invariantFailure() == nil)
        #expect(version.list.multisetHash == multisetHash(version.array))
    }
}

@Test func aCopySharesItsTreeAndAnEditCopiesOnlyOnePath() {
    let original = PersistentList((0..<5_000).map { "c\($0)" })
    var copy = original
    #expect(copy.root === original.root)
    copy[2_500] = "changed"
    #expect(original[2_500] == "c2500")
    #expect(copy[2_500] == "changed")
    // One root child was copied on the way to the leaf; the others are shared.
    let pairs = zip(copy.root.children, original.root.children)
    #expect(pairs.filter { $0 !== $1 }.count == 1)
    #expect(copy.root.children.count == original.root.children.count)
}

@Test func aUniquelyHeldListIsChangedInPlace() {
    var list = PersistentList((0..<5_000).map { "u\($0)" })
    let root = ObjectIdentifier(list.root)
    let leaf = ObjectIdentifier(list.root.children[0].children[0])
    list[3] = "x"
    list.insert("y", at: 4)
    list.remove(at: 4)
    #expect(ObjectIdentifier(list.root) == root)
    #expect(ObjectIdentifier(list.root.children[0].children[0]) == leaf)
    #expect(list[3] == "x")
}

@Test func equalListsOfDifferentShapesAreEqualAndHashAlike() {
    let labels = (0..<5_000).map { "q\($0)" }
    let bulk = PersistentList(labels)
    var appended = PersistentList<String>()
    for label in labels { appended.append(label) }
    var prepended = PersistentList<String>()
    for label in labels.reversed() { prepended.insert(label, at: 0) }
    // Appending fills leaves to 64 and splits them; bulk building cuts them
    // evenly: the leaf boundaries differ, the elements do not.
    #expect(bulk.root.children[0].children.map(\.count) != appended.root.children[0].children.map(\.count))
    #expect(bulk == appended)
    #expect(bulk == prepended)
    #expect(bulk.hashValue == appended.hashValue)
    var changed = appended
    changed[4_999] = "other"
    #expect(bulk != changed)
    changed[4_999] = "q4999"
    #expect(bulk == changed)
    var shorter = bulk
    shorter.remove(at: 0)
    #expect(bulk != shorter)
}

@Test func equalListsOfDifferentHeightsAreEqual() {
    let labels = (0..<64).map { "h\($0)" }
    let oneLeaf = PersistentList(labels)
    // 65 elements make leaves of 33 and 32; removing the first leaves two of 32.
    var twoLeaves = PersistentList(["extra"] + labels)
    twoLeaves.remove(at: 0)
    #expect(oneLeaf.height == 0)
    #expect(twoLeaves.height == 1)
    #expect(oneLeaf == twoLeaves)
    twoLeaves[0] = "h1"
    #expect(oneLeaf != twoLeaves)
}

@Test func versionsThatDifferByOneMoveCompareCorrectly() {
    let base = PersistentList((0..<20_000).map { "m\($0)" })
    var screen = base, data = base
    // The same move made on two copies: equal, sharing all but the changed paths.
    screen.insert(screen.remove(at: 100), at: 15_000)
    data.insert(data.remove(at: 100), at: 15_000)
    #expect(screen == data)
    #expect(screen != base)
    // Moved back: the same elements again, in leaves whose fill may differ.
    screen.insert(screen.remove(at: 15_000), at: 100)
    #expect(screen == base)
    #expect(screen != data)
}

@Test func theMultisetHashIgnoresOrderAndSeesChangedLabels() {
    let a: PersistentList = ["A", "B", "C", "D"]
    let b: PersistentList = ["D", "C", "B", "A"]
    #expect(a != b)
    #expect(a.multisetHash == b.multisetHash)
    var c = a
    c[2] = "X"
    #expect(c.multisetHash != a.multisetHash)
    c[2] = "C"
    #expect(c.multisetHash == a.multisetHash)
    // Concatenated labels are not the same multiset.
    let joined: PersistentList = ["AB", "C", "D"]
    #expect(joined.multisetHash != a.multisetHash)
    // One label twice instead of two different labels.
    let doubled: PersistentList = ["A", "A", "C", "D"]
    #expect(doubled.multisetHash != a.multisetHash)
    #expect(PersistentList<String>().multisetHash == 0)
}

@Test func stableHashesFollowThePublishedVectors() {
    // FNV-1a 64 test vectors (Fowler, Noll, Vo): "" is the offset basis.
    #expect(StableHash.fnv1a("".utf8) == 0xcbf2_9ce4_8422_2325)
    #expect(StableHash.fnv1a("a".utf8) == 0xaf63_dc4c_8601_ec8c)
    #expect(StableHash.fnv1a("foobar".utf8) == 0x8594_4171_f739_67e8)
    // SplitMix64 seeded with 0 first returns 0xE220A8397B1DCDAF.
    #expect(StableHash.finalise(0) == 0xe220_a839_7b1d_cdaf)
    #expect("a".stableHash == StableHash.finalise(0xaf63_dc4c_8601_ec8c))
    // Sizes: zero is zero whatever its sign; width and height do not commute.
    #expect(Size(width: -0.0, height: 0).stableHash == Size.zero.stableHash)
    #expect(Size(width: 10, height: 20).stableHash != Size(width: 20, height: 10).stableHash)
}

@Test func aListDescribesItselfAsAnArray() {
    let list: PersistentList = ["A", "B"]
    #expect(list.description == #"["A", "B"]"#)
}
