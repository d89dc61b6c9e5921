import CollectionLayout

extension Scene {
    /// Collects ``ItemTrack``s frame by frame (``itemTracks()``): each item's
    /// place and opacity as set, a key where they change, the order items are
    /// first drawn in, their sizes.
    struct ItemTrackBuilder {
        private typealias Key = ItemTrack.Key
        /// Each item's latest key.
        private var current: [String: Key] = [:]
        private var keys: [String: [Key]] = [:]
        /// Each item's size where first drawn at a run's start, and where first drawn.
        private var runStartSize: [String: Size] = [:]
        private var anySize: [String: Size] = [:]
        private var seen = Set<String>()
        private var order: [String] = []
        /// The items drawn as last set.
        private(set) var drawn = Set<String>()
        /// The items some frame displaces.
        var displaced = Set<String>()

        /// Sets where `label` is drawn (`rect` on the canvas, `nil` for not
        /// drawn) and how opaque from `frame` on, frames being set in order.
        /// Returns whether it is drawn and not yet introduced. O(1).
        mutating func set(_ label: String, at frame: Int, rect: Rect?, opacity: Double, runStart: Bool) -> Bool {
            let key = Key(frame: frame, origin: rect?.origin, opacity: rect == nil ? 0 : opacity)
            let before = current[label] ?? Key(frame: 0, origin: nil, opacity: 0)
            if before.origin != key.origin || before.opacity != key.opacity {
                keys[label, default: frame == 0 ? [] : [Key(frame: 0, origin: nil, opacity: 0)]].append(key)
                current[label] = key
            }
            guard let rect else {
                drawn.remove(label)
                return false
            }
            drawn.insert(label)
            if runStart && runStartSize[label] == nil { runStartSize[label] = rect.size }
            if anySize[label] == nil { anySize[label] = rect.size }
            return !seen.contains(label)
        }

        /// Adds the items of `labels` not yet introduced, by label. O(m log m) for m labels.
        mutating func introduce(_ labels: [String]) {
            for label in labels.sorted() where seen.insert(label).inserted { order.append(label) }
        }

        /// The tracks, in the order their items were introduced.
        func tracks() -> [ItemTrack] {
            order.compactMap { label in
                guard let size = runStartSize[label] ?? anySize[label] else { return nil }
                return ItemTrack(label: label, size: size, displaced: displaced.contains(label), keys: keys[label] ?? [])
            }
        }
    }
}
