import CollectionLayout

/// The finger update and the target rule: where the lifted item goes while it is dragged.
extension SessionRunner {
    /// The finger update: the snapshot follows, the target rule runs, the
    /// auto-scroll looks at the edges.
    mutating func moveFinger(to p: Point) {
        finger = p
        guard var lifted = lift, !lifted.snapshot.returning else { return }
        let now = p + offset
        let centre = profile.snapshot.follow(centre: lifted.snapshot.to.centre, grab: lifted.snapshot.grab,
                                             previous: lifted.previousFinger, finger: now)
        lifted.snapshot.to.centre = centre
        if !lifted.snapshot.isAnimating { lifted.snapshot.from = lifted.snapshot.to }
        lifted.previousFinger = now
        lift = lifted
        retarget()
        autoScroll.fingerMoved(autoScrollContext())
    }

    /// Runs the target rule and moves the lifted item if it names a new place.
    mutating func retarget() {
        guard let lifted = lift, !lifted.snapshot.returning else { return }
        let context = TargetContext(
            layout: layout, finger: (finger ?? .zero) + offset, snapshotCentre: lifted.snapshot.to.centre,
            snapshotSize: lifted.snapshot.size, current: lifted.current,
            visible: Rect(origin: offset, size: config.viewport))
        let current = lifted.current
        guard let target = profile.targetRule.target(in: context), target != current,
              order.contains(target) else { return }
        // The data first, then the screen (live profiles apply their edit before
        // moving the cells, as the seeds do).
        for edit in profile.commitRule.onScreenMove(from: current, to: target) {
            commit(edit, item: lifted.label)
        }
        let seconds: Double
        switch profile.moveStyle {
        case .single:
            events.append(.exchange(item: lifted.label, from: current, to: target))
            seconds = profile.animations.displacement
        case .adjacentChain(let base, let perRatio):
            var step = current
            while step != target {
                var next = step
                if step.section != target.section {
                    next = target
                } else {
                    next.item += target.item > step.item ? 1 : -1
                }
                events.append(.exchange(item: lifted.label, from: step, to: next))
                step = next
            }
            seconds = max(0, base - perRatio * abs(autoScroll.ratio))
        }
        moveOnScreen(from: current, to: target, seconds: seconds, settling: false)
        lift?.current = target
    }
}
