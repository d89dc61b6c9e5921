extension PersistentList: RandomAccessCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The element at `position`. Setting it copies the path to its leaf if
    /// the path is shared with another list.
    ///
    /// - Precondition: `0 <= position < count`.
    /// - Complexity: O(log n).
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index \(position) outside 0..<\(count)")
            return root.element(at: position)
        }
        set {
            replace(at: position, with: newValue)
        }
    }

    /// An iterator that walks the leaves in order.
    ///
    /// - Complexity: O(1) to make; O(n) to exhaust.
    public func makeIterator() -> Iterator {
        Iterator(root: root)
    }

    /// The elements in order, as an array, one leaf at a time (where the
    /// collection's generic `map` would look every index up).
    ///
    /// - Complexity: O(n).
    public func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        try root.forEachLeaf { leaf in
            for element in leaf { result.append(try transform(element)) }
        }
        return result
    }
}

extension PersistentList where Element: Equatable {
    /// The first index of `element`, scanning leaf by leaf.
    ///
    /// - Complexity: O(i) for the index i found (O(n) when absent).
    public func firstIndex(of element: Element) -> Int? {
        root.firstIndex(of: element)
    }

    /// Whether the list holds `element`.
    ///
    /// - Complexity: O(n).
    public func contains(_ element: Element) -> Bool {
        firstIndex(of: element) != nil
    }
}

extension Array where Element: StableHashable {
    /// The elements of `list`, in order, copied one leaf at a time.
    ///
    /// - Complexity: O(n).
    public init(_ list: PersistentList<Element>) {
        self = []
        reserveCapacity(list.count)
        list.root.forEachLeaf { append(contentsOf: $0) }
    }
}

extension PersistentList.Node where Element: Equatable {
    func firstIndex(of element: Element) -> Int? {
        if height == 0 { return elements.firstIndex(of: element) }
        for k in children.indices {
            if let i = children[k].firstIndex(of: element) { return start(of: k) + i }
        }
        return nil
    }
}
