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
        /// The region's index paths under one layout, in index order, and their frames on the canvas.
        private struct Geometry {
            var paths: [IndexPath]
            var rects: [Rect]
        }

        /// The items of one layout index and order, with the label at each of
        /// the layout's region paths; `unique` when no label is at two paths.
        private struct Placed {
            var layoutIndex: Int
            var order: Order
            var labels: [String]
            var items: [String: Rect]
            var unique: Bool
        }

        private var geometry: [Int: Geometry] = [:]
        private var last: Placed?

        /// The items of `frame`'s layout and order in the region of `scene`.
        ///
        /// - Complexity: O(log n + k) for k items in the region the first time
        ///   a layout is seen; then O(k) to read the labels (no hashing), O(1)
        ///   if the order is the last one's (compared through the structure the
        ///   orders share), and otherwise O(c) hash updates for the c region
        ///   paths whose label changed since the last call, plus a copy of the
        ///   dictionary (O(k), no hashing) if the caller still holds the last one.
        func items(of frame: Frame, in scene: Scene) -> [String: Rect] {
            place(frame, in: scene).items
        }

        /// ``items(of:in:)``, and the labels whose place may differ from the
        /// last call's (each at most twice): `nil` when any may (the first call,
        /// another layout, or items built anew).
        func place(_ frame: Frame, in scene: Scene) -> (items: [String: Rect], changed: [String]?) {
            if let last, last.layoutIndex == frame.layoutIndex, last.order == frame.order { return (last.items, []) }
            let geometry = geometry(frame.layoutIndex, scene: scene)
            let labels = Self.labels(of: frame.order, at: geometry.paths)
            if var placed = last, placed.layoutIndex == frame.layoutIndex, placed.unique {
                last = nil   // the items are then updated in place unless the caller holds them
                if let changed = Self.update(&placed, to: frame.order, labels: labels, rects: geometry.rects) {
                    last = placed
                    return (placed.items, changed)
                }
            }
            var items: [String: Rect] = [:]
            items.reserveCapacity(labels.count)
            for (label, r) in zip(labels, geometry.rects) { items[label] = r }   // a repeated label: its last path
            last = Placed(layoutIndex: frame.layoutIndex, order: frame.order, labels: labels, items: items,
                          unique: items.count == labels.count)
            return (items, nil)
        }

        /// Moves `placed` to the labels `labels` (same layout, same paths):
        /// only the labels of the paths that changed are written. Returns the
        /// labels that left or took a path, or `nil` if a label is now at two
        /// paths (the items are then built anew, the last path winning as there).
        private static func update(_ placed: inout Placed, to order: Order, labels: [String], rects: [Rect]) -> [String]? {
            var changed: [Int] = []
            for j in labels.indices where labels[j] != placed.labels[j] { changed.append(j) }
            for j in changed { placed.items[labels[j]] = rects[j] }
            // A label that left a changed path and took no other has left the region.
            let arrived = Set(changed.map { labels[$0] })
            for j in changed where !arrived.contains(placed.labels[j]) {
                placed.items.removeValue(forKey: placed.labels[j])
            }
            // With unique labels before, the keys are now exactly the distinct new labels.
            guard placed.items.count == labels.count else { return nil }
            let moved = changed.map { labels[$0] } + changed.map { placed.labels[$0] }
            placed.order = order
            placed.labels = labels
            return moved
        }

        /// The region's paths and canvas frames under layout `index`, computed once.
        private func geometry(_ index: Int, scene: Scene) -> Geometry {
            if let known = geometry[index] { return known }
            let layout = scene.run.timeline.layouts[index]
            let paths = layout.items(in: scene.region)
            let made = Geometry(paths: paths, rects: paths.map { scene.canvasRect(layout.frame(at: $0)) })
            geometry[index] = made
            return made
        }

        /// The label at each of `paths` (in index order), each section's span
        /// of them read leaf by leaf.
        ///
        /// - Complexity: O(s log n + m) for s sections and m positions from the
        ///   first path of a section to its last.
        static func labels(of order: Order, at paths: [IndexPath]) -> [String] {
            var labels: [String] = []
            labels.reserveCapacity(paths.count)
            var start = 0
            while start < paths.count {
                let s = paths[start].section
                var end = start + 1
                while end < paths.count && paths[end].section == s { end += 1 }
                let items = paths[start..<end].lazy.map(\.item)
                let low = items.min() ?? 0, high = (items.max() ?? -1) + 1
                let span = order[s].elements(in: low..<high)
                for j in start..<end { labels.append(span[paths[j].item - low]) }
                start = end
            }
            return labels
        }
    }
}
