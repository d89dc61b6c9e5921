import CollectionLayout
import Testing
@testable import ReorderEngine
import TestSupport

/// `Order.singleEdit(to:)`: the one move or exchange between two orders, which the v2
/// trace writes instead of the whole order (docs/trace.md). Each case is worked out by hand.
@Suite struct OrderDiffTests {
    static func path(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }
    static func move(_ a: (Int, Int), _ b: (Int, Int)) -> DataEdit {
        DataEdit(from: path(a.0, a.1), to: path(b.0, b.1), kind: .move)
    }
    static func exchange(_ a: (Int, Int), _ b: (Int, Int)) -> DataEdit {
        DataEdit(from: path(a.0, a.1), to: path(b.0, b.1), kind: .exchange)
    }

    @Test func aMoveDownIsFoundFromItsTwoEnds() {
        // A B C D E → B C A D E: A left 0 and is now at 2 (moveItemAt(0, 2)).
        let old: Order = [["A", "B", "C", "D", "E"]]
        #expect(old.singleEdit(to: [["B", "C", "A", "D", "E"]]) == Self.move((0, 0), (0, 2)))
    }

    @Test func aMoveUpIsFoundFromItsTwoEnds() {
        // A B C D E → A D B C E: D left 3 and is now at 1.
        let old: Order = [["A", "B", "C", "D", "E"]]
        #expect(old.singleEdit(to: [["A", "D", "B", "C", "E"]]) == Self.move((0, 3), (0, 1)))
    }

    @Test func twoNeighboursSwappedAreAMoveNotAnExchange() {
        // A B C → B A C: the move 0 → 1 (also the exchange of 0 and 1; the engine's screen moves are moves).
        #expect(Order([["A", "B", "C"]]).singleEdit(to: [["B", "A", "C"]]) == Self.move((0, 0), (0, 1)))
    }

    @Test func anExchangeOfTwoApartIsAnExchange() {
        // A B C D → D B C A: 0 and 3 swapped, B C kept; no single move gives it.
        #expect(Order([["A", "B", "C", "D"]]).singleEdit(to: [["D", "B", "C", "A"]]) == Self.exchange((0, 0), (0, 3)))
    }

    @Test func aMoveAcrossSectionsNamesBothSections() {
        // [A B C] [D E] → [A C] [D B E]: B left (0,1) and is now at (1,1).
        let old: Order = [["A", "B", "C"], ["D", "E"]]
        #expect(old.singleEdit(to: [["A", "C"], ["D", "B", "E"]]) == Self.move((0, 1), (1, 1)))
        // And back, from the later section to the earlier one, and into an empty section's start.
        #expect(Order([["A", "C"], ["D", "B", "E"]]).singleEdit(to: old) == Self.move((1, 1), (0, 1)))
        #expect(Order([["A"], [], ["B"]]).singleEdit(to: [["A"], ["B"], []]) == Self.move((2, 0), (1, 0)))
        // To a section's end: [A B] [C] → [B] [C A] is A from (0,0) to (1,1).
        #expect(Order([["A", "B"], ["C"]]).singleEdit(to: [["B"], ["C", "A"]]) == Self.move((0, 0), (1, 1)))
    }

    @Test func anExchangeAcrossSections() {
        // [A B] [C D] → [A D] [C B]: B (0,1) and D (1,1) swapped.
        #expect(Order([["A", "B"], ["C", "D"]]).singleEdit(to: [["A", "D"], ["C", "B"]]) == Self.exchange((0, 1), (1, 1)))
        // [A B C] [D] → [D B C] [A]: the first of each swapped.
        #expect(Order([["A", "B", "C"], ["D"]]).singleEdit(to: [["D", "B", "C"], ["A"]]) == Self.exchange((0, 0), (1, 0)))
    }

    @Test func whatIsNotOneEditHasNone() {
        let old: Order = [["A", "B", "C", "D", "E"], ["F"]]
        #expect(old.singleEdit(to: old) == nil)                                       // unchanged
        #expect(old.singleEdit(to: [["B", "A", "C", "E", "D"], ["F"]]) == nil)        // two swaps
        #expect(old.singleEdit(to: [["E", "D", "C", "B", "A"], ["F"]]) == nil)        // reversed
        #expect(old.singleEdit(to: [["A", "B", "X", "D", "E"], ["F"]]) == nil)        // a label replaced
        #expect(old.singleEdit(to: [["A", "B", "C", "D"], ["F", "E", "G"]]) == nil)   // moved and added
        #expect(old.singleEdit(to: [["A", "B", "C", "D", "E"]]) == nil)               // a section gone
        // Two moves across sections: [A B][C][D] → [B][A][C D].
        #expect(Order([["A", "B"], ["C"], ["D"]]).singleEdit(to: [["B"], ["A"], ["C", "D"]]) == nil)
    }

    @Test func repeatedLabelsStillGiveAnEditThatReproducesTheOrder() throws {
        // Carousel copies may repeat: A B A → B A A is the move 0 → 1 (or 0 → 2); either reproduces it.
        let old: Order = [["A", "B", "A"]]
        let new: Order = [["B", "A", "A"]]
        var edited = old
        edited.apply(try #require(old.singleEdit(to: new)))
        #expect(edited == new)
    }

    @Test func commonEndsSkipWhatTwoVersionsShare() {
        // 100,000 labels, and a copy with one label moved from 10 to 90,000: the common start is
        // the 10 before it, the common end the 9,999 after 90,000 (100,000 − 90,001).
        let old = Order([(0..<100_000).map { "L\($0)" }])
        var new = old
        new.move(from: Self.path(0, 10), to: Self.path(0, 90_000))
        #expect(old[0].commonPrefixCount(with: new[0]) == 10)
        #expect(old[0].commonSuffixCount(with: new[0]) == 9_999)
        #expect(old.singleEdit(to: new) == Self.move((0, 10), (0, 90_000)))
        #expect(new.singleEdit(to: old) == Self.move((0, 90_000), (0, 10)))
        // Lists of different lengths: the common part stops at the shorter one.
        #expect(PersistentList(["A", "B"]).commonPrefixCount(with: ["A", "B", "C"]) == 2)
        #expect(PersistentList(["A", "B"]).commonSuffixCount(with: ["C", "A", "B"]) == 2)
        #expect(PersistentList<String>().commonPrefixCount(with: ["A"]) == 0)
    }

    @Test func randomSingleEditsAreFoundAndReproduceTheOrder() {
        var rng = SplitMix64(seed: 17)
        var order = Order((0..<3).map { s in (0..<(s * 300 + 5)).map { "s\(s)-\($0)" } })
        for _ in 0..<2_000 {
            let nonEmpty = order.indices.filter { !order[$0].isEmpty }
            let fs = nonEmpty[rng.int(0...(nonEmpty.count - 1))]
            let from = Self.path(fs, rng.int(0...(order[fs].count - 1)))
            var new = order
            if rng.chance(70) {
                let ts = rng.int(0...(order.count - 1))
                let room = order[ts].count - (ts == fs ? 1 : 0)
                new.move(from: from, to: Self.path(ts, rng.int(0...room)))
            } else {
                let bs = nonEmpty[rng.int(0...(nonEmpty.count - 1))]
                new.exchange(from, Self.path(bs, rng.int(0...(order[bs].count - 1))))
            }
            let edit = order.singleEdit(to: new)
            #expect((edit == nil) == (new == order))
            if let edit {
                var replayed = order
                replayed.apply(edit)
                #expect(replayed == new, "\(edit)")
            }
            order = new
        }
    }
}
