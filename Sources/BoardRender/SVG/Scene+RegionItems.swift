import CollectionLayout
import ReorderEngine

extension Scene {
    /// Where a frame's layout and order put the items of the region, before the
    /// frame displaces any or hides its lifted one: each label at its layout
    /// frame, canvas coordinates (``Scene/state(at:displacing:)`` starts from it).
    ///
    /// It remembers the region's index paths and frames per layout, and the
    /// items of the last layout and order asked for. The walkthrough asks frame
    /// after frame, and an edge scroll changes the order every few frames by
    /// one exchange: the items of the next order are the last ones with the
    /// labels at the index paths whose label changed moved, O(c) hash updates
    /// for c such paths, where building them anew hashes every item of the
    /// region (and the region of a long edge scroll grows with its length).
    ///
    /// A reference shared by the copies of one ``Scene``, whose region, origin
    /// and timeline never change: what it returns depends only on the frame's
    /// layout index and order.
    final class RegionItems {
        /// The region's index paths under one layout, in index order, their
        /// frames on the canvas, and per section the stretch of them it holds
        /// and the span of item indices they cover.
        private struct Geometry {
            var paths: [IndexPath]
            var rects: [Rect]
            var sections: [(section: Int, paths: Range<Int>, items: Range<Int>)]
        }

        /// The items of one layout index and order, with the label at each of
        /// the layout's region paths; `unique` when no label is at two paths.
        private struct Placed {
            var layoutIndex: Int
            var order: Order
            var labels: [String]
            /// Per section of ``Geometry/sections``, the leaves of the order read
            /// for the labels, by token, and the index of each one's first item
            /// (`order` holds the leaves, so no identifier is reused meanwhile).
            var leaves: [[ObjectIdentifier: Int]]
            var items: [String: Rect]
            var unique: Bool
        }

        private var geometry: [Int: Geometry] = [:]
        private var last: Placed?

        /// The items of `frame`'s layout and order in the region of `scene`.
        ///
        /// - Complexity: O(log n + k) for k items in the region the first time
        ///   a layout is seen; O(1) if the order is the last one's (compared
        ///   through the structure the orders share); otherwise O(s log n + k / 64)
        ///   to find the leaves of the order over the region (s sections), O(64 e)
        ///   to read the e leaves the last order did not share, O(c) hash
        ///   updates for the c region paths whose label changed, plus a copy
        ///   of the dictionary (O(k), no hashing) if the caller still holds the
        ///   last one.
        func items(of frame: Frame, in scene: Scene) -> [String: Rect] {
            place(frame, in: scene).items
        }

        /// ``items(of:in:)``, and the labels whose place may differ from the
        /// last call's (each at most twice): `nil` when any may (the first call,
        /// another layout, or items built anew).
        func place(_ frame: Frame, in scene: Scene) -> (items: [String: Rect], changed: [String]?) {
            if let last, last.layoutIndex == frame.layoutIndex, last.order == frame.order { return (last.items, []) }
            let geometry = geometry(frame.layoutIndex, scene: scene)
            if var placed = last, placed.layoutIndex == frame.layoutIndex, placed.unique {
                last = nil   // the items are then updated in place unless the caller holds them
                if let changed = Self.update(&placed, to: frame.order, geometry: geometry) {
                    last = placed
                    return (placed.items, changed)
                }
            }
            var labels = [String](repeating: "", count: geometry.paths.count)
            var changed: [Int] = []
            let leaves = Self.read(frame.order, geometry: geometry, into: &labels, since: nil, changed: &changed)
            var items: [String: Rect] = [:]
            items.reserveCapacity(labels.count)
            for (label, r) in zip(labels, geometry.rects) { items[label] = r }   // a repeated label: its last path
            last = Placed(layoutIndex: frame.layoutIndex, order: frame.order, labels: labels, leaves: leaves,
                          items: items, unique: items.count == labels.count)
            return (items, nil)
        }

        /// Moves `placed` to `order` (same layout, same paths): only the labels
        /// of the paths that changed are written. Returns the labels that left
        /// or took a path, or `nil` if a label is now at two paths (the items are
        /// then built anew, the last path winning as there).
        private static func update(_ placed: inout Placed, to order: Order, geometry: Geometry) -> [String]? {
            let before = placed.labels
            var changed: [Int] = []
            placed.leaves = read(order, geometry: geometry, into: &placed.labels, since: placed.leaves, changed: &changed)
            placed.order = order
            let labels = placed.labels
            for j in changed { placed.items[labels[j]] = geometry.rects[j] }
            // A label that left a changed path and took no other has left the region.
            let arrived = Set(changed.map { labels[$0] })
            for j in changed where !arrived.contains(before[j]) { placed.items.removeValue(forKey: before[j]) }
            // With unique labels before, the keys are now exactly the distinct new labels.
            guard placed.items.count == labels.count else { return nil }
            return changed.map { labels[$0] } + changed.map { before[$0] }
        }

        /// Writes into `labels` the label of `order` at each region path, reading
        /// only the leaves that are not in `since` at the same first index (a
        /// shared leaf at the same place holds the same labels), and appends to
        /// `changed` the paths whose label it changed. Returns the leaves read over.
        private static func read(_ order: Order, geometry: Geometry, into labels: inout [String],
                                 since: [[ObjectIdentifier: Int]]?, changed: inout [Int]) -> [[ObjectIdentifier: Int]] {
            var leaves: [[ObjectIdentifier: Int]] = []
            leaves.reserveCapacity(geometry.sections.count)
            for (g, span) in geometry.sections.enumerated() {
                var seen: [ObjectIdentifier: Int] = [:]
                var j = span.paths.lowerBound
                order[span.section].forEachLeaf(in: span.items) { token, start, elements in
                    let id = ObjectIdentifier(token)
                    seen[id] = start
                    let end = start + elements.count
                    while j < span.paths.upperBound && geometry.paths[j].item < start { j += 1 }
                    if since?[g][id] == start {   // the same leaf at the same place
                        while j < span.paths.upperBound && geometry.paths[j].item < end { j += 1 }
                        return
                    }
                    while j < span.paths.upperBound && geometry.paths[j].item < end {
                        let label = elements[geometry.paths[j].item - start]
                        if since == nil || label != labels[j] {
                            labels[j] = label
                            changed.append(j)
                        }
                        j += 1
                    }
                }
                leaves.append(seen)
            }
            return leaves
        }

        /// The region's paths, canvas frames and sections under layout `index`, computed once.
        private func geometry(_ index: Int, scene: Scene) -> Geometry {
            if let known = geometry[index] { return known }
            let layout = scene.run.timeline.layouts[index]
            let paths = layout.items(in: scene.region)
            var sections: [(section: Int, paths: Range<Int>, items: Range<Int>)] = []
            var start = 0
            while start < paths.count {
                let s = paths[start].section
                var end = start + 1
                while end < paths.count && paths[end].section == s { end += 1 }
                let items = paths[start..<end].lazy.map(\.item)
                sections.append((s, start..<end, (items.min() ?? 0)..<((items.max() ?? -1) + 1)))
                start = end
            }
            let made = Geometry(paths: paths, rects: paths.map { scene.canvasRect(layout.frame(at: $0)) },
                                sections: sections)
            geometry[index] = made
            return made
        }
    }
}
