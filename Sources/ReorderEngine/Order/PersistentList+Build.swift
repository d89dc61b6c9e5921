extension PersistentList {
    /// A list of `elements`, built bottom-up into a balanced tree: the
    /// elements are cut into as few leaves as hold them, of lengths differing
    /// by at most one, and each level of branches is cut the same way, until
    /// one node is left. Every node is then at least half full.
    ///
    /// - Complexity: O(n), including one stable hash per element.
    public init(_ elements: [Element]) {
        guard elements.count > Self.leafCapacity else {
            self.init(root: Node(leaf: elements))
            return
        }
        var level = Self.evenRanges(elements.count, capacity: Self.leafCapacity).map {
            Node(leaf: Array(elements[$0]))
        }
        while level.count > 1 {
            let below = level
            level = Self.evenRanges(below.count, capacity: Self.branchCapacity).map {
                Node(branch: Array(below[$0]))
            }
        }
        self.init(root: level[0])
    }

    /// A list of the elements of `elements`, in order.
    ///
    /// - Complexity: O(n).
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init(Array(elements))
    }

    /// `0..<n` cut into `⌈n / capacity⌉` consecutive ranges whose lengths
    /// differ by at most one. When there are two or more, each is longer than
    /// `capacity / 2`: a length is at least `⌊n / k⌋`, and `n / k > capacity / 2`
    /// because `k < n / capacity + 1` and `n > capacity`.
    static func evenRanges(_ n: Int, capacity: Int) -> [Range<Int>] {
        let k = (n + capacity - 1) / capacity
        let base = n / k, extra = n % k
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(k)
        var start = 0
        for j in 0..<k {
            let length = base + (j < extra ? 1 : 0)
            ranges.append(start..<(start + length))
            start += length
        }
        return ranges
    }
}
