import CollectionLayout
import ReorderEngine

extension Scene {
    /// One item of the walkthrough's item layer, as the walkthrough draws it
    /// from the frames' states, kept as the frames where what it shows changes.
    struct ItemTrack {
        /// A change: from `frame` on (to the next key), the item's top-left
        /// corner on the canvas (`nil`: not drawn) and its opacity (0 where not drawn).
        struct Key: Equatable {
            var frame: Int
            var origin: Point?
            var opacity: Double
        }

        let label: String
        /// Its size: where it first shows at the start of a run of frames with
        /// one layout, order, lifted item and opacities, else where it first shows.
        let size: Size
        /// Whether some frame displaces it: the walkthrough then reads it frame by
        /// frame in the runs that displace it, and animates it.
        let displaced: Bool
        /// The changes, the first at frame 0, each different from the one before.
        let keys: [Key]

        /// Where it lies throughout when it is never displaced, never moves, never
        /// fades and shows from frame 0: drawn once, without animation.
        var still: Point? {
            guard !displaced, keys.count == 1, keys[0].opacity == 1 else { return nil }
            return keys[0].origin
        }

        /// Its place and opacity at each of `frames` frames.
        ///
        /// - Complexity: O(frames).
        func track(frames: Int) -> (origins: [Point?], opacities: [Double]) {
            var origins: [Point?] = [], opacities: [Double] = []
            origins.reserveCapacity(frames)
            opacities.reserveCapacity(frames)
            for (k, key) in keys.enumerated() {
                let end = k + 1 < keys.count ? keys[k + 1].frame : frames
                for _ in key.frame..<end {
                    origins.append(key.origin)
                    opacities.append(key.opacity)
                }
            }
            return (origins, opacities)
        }
    }

    /// The walkthrough's items, in the order they first show (a frame's newcomers
    /// by label), each with its size and the frames where its place or opacity
    /// changes: what `WalkthroughSVG.render` reads from every frame's state,
    /// without a state per frame.
    ///
    /// Frames run in stretches with the same layout, order, lifted item and item
    /// opacities; inside one only the items it displaces move. From one run's start
    /// to the next, only these items can change: those whose layout place changed
    /// with the order (``RegionItems`` says which), the lifted items and the items
    /// with an opacity of either start, the items either start displaces, and the
    /// items the previous run displaced (read frame by frame, as the walkthrough
    /// does).
    ///
    /// The walkthrough's item layer drawn from it, byte for byte as from the
    /// states (checked on the 10 s and 60 s edge holds, the examples and the
    /// hostile fixtures):
    ///
    ///     for item in scene.itemTracks() {
    ///         let card = SVGParts.card(label: scene.text(of: item.label), size: item.size,
    ///                                  colour: scene.colour(item.label))
    ///         if let start = item.still {   // no animation
    ///             out += "<g data-item=\"\(Escape.xml(item.label))\"" + clock.base([start]) + ">" + card + "</g>\n"
    ///             continue
    ///         }
    ///         let (track, opacity) = item.track(frames: t.frames.count)
    ///         out += "<g data-item=\"\(Escape.xml(item.label))\"" + clock.base(track) + ">" + card
    ///             + clock.translate(track) + clock.opacity(opacity) + "</g>\n"
    ///     }
    ///
    /// What else a frame shows (lifted item, slot, finger, headers) is
    /// `state(at: f, only: [], base: [:])`, O(headers), with no items. `keys`
    /// is what a clock taking changes rather than one value per frame would read.
    ///
    /// - Complexity: O(f + k log k) for f frames and k items drawn, plus per run
    ///   O(r) to read the region's labels of its order (r items in the region,
    ///   no hashing) and O(c + a + d) for the c items whose layout place changed,
    ///   a with an opacity and d displaced at its start, plus O(d × l) for the d
    ///   items it displaces over its l frames. A run never costs the items that
    ///   lie still.
    func itemTracks() -> [ItemTrack] {
        let frames = run.timeline.frames
        let region = self.region
        var builder = ItemTrackBuilder()
        let placer = RegionItems()
        var previous: (frame: Frame, displaced: Set<String>)?
        var f = 0
        while f < frames.count {
            let frame = frames[f]
            var end = f + 1
            var displaced = Set(frame.displaced.keys)
            while end < frames.count && Self.sharesItems(frames[end], frame) {
                displaced.formUnion(frames[end].displaced.keys)
                end += 1
            }
            let (placed, changed) = placer.place(frame, in: self)
            func hidden(_ label: String) -> Bool { label == frame.lifted && frame.itemAlpha[label] == nil }
            // Where each candidate shows at the run's start (``state(at:displacing:)``).
            var candidates: [String]
            if let changed, let previous {
                candidates = changed
                candidates.append(contentsOf: previous.displaced)
                for start in [frame, previous.frame] {
                    candidates.append(contentsOf: start.displaced.keys)
                    candidates.append(contentsOf: start.itemAlpha.keys)
                    if let lifted = start.lifted { candidates.append(lifted) }
                }
            } else {
                candidates = Array(placed.keys) + Array(frame.displaced.keys) + Array(builder.drawn)
            }
            var newcomers: [String] = []
            for label in candidates {
                var rect: Rect?
                if !hidden(label) {
                    rect = placed[label]
                    if let r = frame.displaced[label], rect != nil || r.intersects(region) { rect = canvasRect(r) }
                }
                if builder.set(label, at: f, rect: rect, opacity: frame.itemAlpha[label] ?? 1, runStart: true) {
                    newcomers.append(label)
                }
            }
            builder.introduce(newcomers)
            // Inside the run, the items it displaces, frame by frame (``state(at:only:base:)``).
            if end > f + 1 && !displaced.isEmpty {
                let moving = displaced.sorted()
                for g in (f + 1)..<end {
                    let now = frames[g]
                    newcomers = []
                    for label in moving {
                        var rect: Rect?
                        if !hidden(label) {
                            if let r = now.displaced[label] {
                                if placed[label] != nil || r.intersects(region) { rect = canvasRect(r) }
                            } else {
                                rect = placed[label]
                            }
                        }
                        if builder.set(label, at: g, rect: rect, opacity: now.itemAlpha[label] ?? 1, runStart: false),
                           now.displaced[label] != nil {
                            newcomers.append(label)
                        }
                    }
                    builder.introduce(newcomers)
                }
            }
            builder.displaced.formUnion(displaced)
            previous = (frame, displaced)
            f = end
        }
        return builder.tracks()
    }

    /// Whether two frames draw their items alike but for the displaced ones
    /// (``state(at:displacing:)`` reads nothing else of a frame for its items).
    static func sharesItems(_ a: Frame, _ b: Frame) -> Bool {
        a.layoutIndex == b.layoutIndex && a.lifted == b.lifted && a.itemAlpha == b.itemAlpha && a.order == b.order
    }
}
