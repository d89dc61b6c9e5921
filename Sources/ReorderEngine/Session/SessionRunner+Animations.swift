import CollectionLayout

/// Running animations, and where things are drawn while they run.
extension SessionRunner {
    /// Every running animation advances one tick; finished ones end
    /// (``animationsArrived``).
    mutating func advanceAnimations() {
        for (label, var animation) in animations {
            animation.elapsed += 1
            // A finished animation has arrived: its item is drawn in its slot.
            animations[label] = animation.isFinished ? nil : animation
            if animation.isFinished { animationsArrived = true }
        }
        for (label, var fade) in fades {
            fade.elapsed += 1
            fades[label] = fade.isFinished ? nil : fade
        }
        if var lifted = lift, lifted.snapshot.isAnimating {
            lifted.snapshot.elapsed += 1
            lift = lifted.snapshot.returning && !lifted.snapshot.isAnimating ? nil : lifted
        }
    }

    /// The items animating to their slots during the drag, by index path, drawn
    /// as of `time` (in this tick, before its animations advance): an animation
    /// created k ticks ago has run k ticks at this tick's time, and less at a
    /// wake-up before it. O(a) for a running animations.
    func motions(at time: Duration) -> [IndexPath: ItemMotion] {
        guard !animations.isEmpty else { return [:] }
        let behind = (now - time) / .seconds(1) * Double(fps)
        var result: [IndexPath: ItemMotion] = [:]
        for animation in animations.values where !animation.settling {
            let p = animation.curve(max(0, Double(animation.elapsed) - behind) / Double(max(1, animation.duration)))
            let (a, b) = (animation.from, animation.to)
            let drawn = Rect(x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
                             width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
            result[animation.path] = ItemMotion(from: a, drawn: drawn, to: b)
        }
        return result
    }

    /// The snapshot's frame in its own coordinates (scale included).
    func modelFrame(_ s: SnapshotState) -> Rect {
        let pose = s.current
        return Rect(center: pose.centre, size: Size(width: s.size.width * pose.scale,
                                                     height: s.size.height * pose.scale))
    }

    /// The snapshot's frame as drawn, content coordinates.
    func drawnSnapshot(_ s: SnapshotState) -> Rect {
        let r = modelFrame(s)
        return Rect(center: parts.snapshot.drawn(r.center, offset: offset), size: r.size)
    }

    /// Where `label` is drawn now, content coordinates. O(n): for resolving a
    /// step's target when the step starts, not for every tick.
    func drawnFrame(of label: String) -> Rect? {
        if let lifted = lift, lifted.label == label { return drawnSnapshot(lifted.snapshot) }
        if let animation = animations[label] { return animation.current }
        guard let path = order.indexPath(of: label) else { return nil }
        return layout.frame(at: path)
    }
}
