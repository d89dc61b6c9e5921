import CollectionLayout

/// The lift and its end: the long press that lifts an item, release, cancel, and the way home.
extension SessionRunner {
    mutating func recogniseLongPress() {
        guard let f = finger, lift == nil else { return }
        let point = f + offset
        guard let path = layout.item(at: point) else { return }
        let label = order[path.section][path.item]
        if profile.respectsLocked && config.locked.contains(label) { return }
        let cell = animations[label]?.current ?? layout.frame(at: path)
        animations[label] = nil
        let appear = profile.snapshot.lift(cell: cell, finger: point)
        let snapshot = SnapshotState(
            size: cell.size, from: appear.from, to: appear.to, elapsed: 0,
            duration: appear.seconds > 0 ? config.ticks(appear.seconds) : 0, curve: profile.animations.curve,
            grab: point - cell.center)
        if appear.cellFade > 0 {
            fades[label] = Fade(from: 1, to: 0, elapsed: 0, duration: config.ticks(appear.cellFade),
                                curve: profile.animations.curve)
        }
        lift = LiftState(label: label, original: path, current: path, originalLayoutIndex: layoutIndex,
                         snapshot: snapshot, previousFinger: point)
        events.append(.lift(item: label))
    }

    mutating func release() {
        finger = nil
        autoScroll.stop()
        guard let lifted = lift, !lifted.snapshot.returning else {
            events.append(.release(item: nil))
            return
        }
        events.append(.release(item: lifted.label))
        if let edit = profile.commitRule.onEnd(original: lifted.original, final: lifted.current) {
            commit(edit, item: lifted.label)
        }
        finishGesture(lifted, style: profile.release, seconds: profile.animations.drop)
    }

    mutating func cancel() {
        finger = nil
        autoScroll.stop()
        guard var lifted = lift, !lifted.snapshot.returning else {
            events.append(.cancel(item: nil))
            return
        }
        events.append(.cancel(item: lifted.label))
        if profile.cancelRevertsScreen && lifted.current != lifted.original {
            // The screen order is the original with this one item moved, so one move undoes it.
            moveOnScreen(from: lifted.current, to: lifted.original, seconds: profile.animations.cancel,
                         settling: true, layout: lifted.originalLayoutIndex)
            lifted.current = lifted.original
        }
        finishGesture(lifted, style: profile.cancel, seconds: profile.animations.cancel)
    }

    /// The lifted item goes home: into its slot, at once, or as a snapshot
    /// animating back to its cell.
    mutating func finishGesture(_ lifted: LiftState, style: DropStyle, seconds: Double) {
        let slot = layout.frame(at: lifted.current)
        switch style {
        case .intoSlot:
            lift = nil
            animations[lifted.label] = ItemAnimation(
                from: drawnSnapshot(lifted.snapshot), to: slot, path: lifted.current, elapsed: 0,
                duration: config.ticks(seconds), curve: profile.animations.curve, settling: true)
        case .vanish:
            lift = nil
            fades[lifted.label] = nil
        case .back(let scale, let alpha, let cellFadesIn):
            var back = lifted
            back.snapshot.animate(to: Pose(centre: slot.center, scale: scale, alpha: alpha),
                                  ticks: config.ticks(seconds), curve: profile.animations.curve)
            back.snapshot.returning = true
            lift = back
            fades[lifted.label] = cellFadesIn
                ? Fade(from: 0, to: 1, elapsed: 0, duration: config.ticks(seconds), curve: profile.animations.curve)
                : nil
        }
    }
}
