import ReorderEngine
import Testing
@testable import Scenario

/// `OrderText`: orders as the pages and `check` write them, worked out by hand.
@Suite struct OrderTextTests {
    /// Labels "0" … "n-1".
    static func labels(_ n: Int) -> [String] { (0..<n).map(String.init) }

    @Test func shortSectionsAreWrittenWhole() {
        let order = Order([["A", "B"], [], ["C"]])
        #expect(OrderText.full(order) == "[[A, B], [], [C]]")
        #expect(OrderText.summary(order) == "[[A, B], [], [C]]")
    }

    /// A section of 30 (over the limit of 24) keeps its first six and last three: 0…5, then
    /// 21 left out (6…26), then 27, 28, 29.
    @Test func aLongSectionKeepsItsStartAndEnd() {
        let order = Order([Self.labels(30)])
        #expect(OrderText.summary(order) == "[[0, 1, 2, 3, 4, 5, …(21)…, 27, 28, 29]]")
        #expect(OrderText.full(order).hasPrefix("[[0, 1, 2, 3, 4, 5, 6, 7,"))
    }

    /// Compared with an order where 14 and 15 are exchanged, the summary also keeps 12…17: the
    /// differing window 14..<16 with two items of context either side. Kept: 0…5, 12…17, 27…29;
    /// left out: 6…11 (6) and 18…26 (9).
    @Test func aLongSectionKeepsWhereItDiffers() {
        var other = Self.labels(30)
        other.swapAt(14, 15)
        let order = Order([Self.labels(30)])
        #expect(OrderText.summary(order, comparedWith: Order([other]))
            == "[[0, 1, 2, 3, 4, 5, …(6)…, 12, 13, 14, 15, 16, 17, …(9)…, 27, 28, 29]]")
        // A difference next to the start merges with it: 3 and 4 exchanged keep 0…6 (window 3..<5,
        // context 1..<7), then 7…26 left out (20).
        var near = Self.labels(30)
        near.swapAt(3, 4)
        #expect(OrderText.summary(order, comparedWith: Order([near]))
            == "[[0, 1, 2, 3, 4, 5, 6, …(20)…, 27, 28, 29]]")
    }

    /// The differing window is capped at the limit: sections differing everywhere (reversed) keep
    /// 0..<24 plus context (0..<26) and the last three: 0…25, then 26 left out (1), then 27…29.
    @Test func theDifferingWindowIsCapped() {
        let order = Order([Self.labels(30)])
        #expect(OrderText.summary(order, comparedWith: Order([Self.labels(30).reversed()]))
            == "[[" + Self.labels(26).joined(separator: ", ") + ", …(1)…, 27, 28, 29]]")
    }
}
