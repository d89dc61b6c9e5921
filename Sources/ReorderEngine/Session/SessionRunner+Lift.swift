import CollectionLayout

/// The lift and its end: the long press that lifts an item, release, cancel, and the way home.
extension SessionRunner {
    mutating func recogniseLongPress() {
        guard let f = finger, lift == nil else { return }
        let point = f + offset
        guard let path = layout.item(at: point) else { return }
        let label = order[path.section][path.item]
        guard parts.lift.mayLift(label, locked: config.locked) else { return }
        guard parts.lift.liftsAtPress else {
            // Only chosen: it lifts at the move the lift rule accepts (``liftChosen(movingTo:)``).
            chosen = (label, f, now)
            return
        }
        liftItem(label, at: path, pressedAt: f)
    }

    /// A finger move while an item is chosen but not lifted: lifts it, as of
    /// its press, when the lift rule says this move starts the drag, and
    /// forgets it when the rule lets it go.
    mutating func liftChosen(movingTo p: Point) {
        guard let c = chosen, lift == nil else { return }
        switch parts.lift.move(press: c.press, finger: p, elapsed: now - c.time) {
        case .waits: return
        case .letsGo:
            chosen = nil
            return
        case .lifts: break
        }
        guard let path = order.indexPath(of: c.label) else { return }
        chosen = nil
        liftItem(c.label, at: path, pressedAt: c.press)
    }

    /// At the start of a tick: lifts the chosen item, as of its press, once the
    /// lift rule's delay since the press has passed (``LiftRule/liftDelay``; a
    /// page's timer due within a nanosecond of a frame runs in that frame).
    mutating func liftChosenAfterDelay() {
        guard let c = chosen, lift == nil, let delay = parts.lift.liftDelay,
              now - c.time + .nanoseconds(1) >= delay, let path = order.indexPath(of: c.label) else { return }
        chosen = nil
        liftItem(c.label, at: path, pressedAt: c.press)
    }

    /// Lifts `label` (at `path`) for a press at `f` (viewport coordinates).
    mutating func liftItem(_ label: String, at path: IndexPath, pressedAt f: Point) {
        let point = f + offset
        let cell = animations[label]?.current ?? layout.frame(at: path)
        animations[label] = nil
        let appear = parts.snapshot.lift(cell: cell, finger: point, offset: offset, stacksRows: stacksRows)
        var snapshot = SnapshotState(
            size: cell.size, from: appear.from, to: appear.to, elapsed: 0,
            duration: appear.seconds > 0 ? config.ticks(appear.seconds) : 0, curve: appear.curve,
            grab: point - cell.center)
        snapshot.cellStays = appear.cellStays
        if appear.cellFade > 0 {
            fades[label] = Fade(from: 1, to: 0, elapsed: 0, duration: config.ticks(appear.cellFade),
                                curve: appear.curve)
        }
        lift = LiftState(label: label, original: path, current: path, originalLayoutIndex: layoutIndex,
                         snapshot: snapshot, previousFinger: point, pressFinger: f)
        events.append(.lift(item: label))
    }

    mutating func release() {
        finger = nil
        chosen = nil
        autoScroll.stop()
        guard var lifted = lift, !lifted.snapshot.returning else {
            events.append(.release(item: nil))
            return
        }
        events.append(.release(item: lifted.label))
        dropDrawnScreen()
        let place = parts.targetRule.placeAtDrop(lifted.current, count: order[lifted.current.section].count)
        if place != lifted.current {
            events.append(.exchange(item: lifted.label, from: lifted.current, to: place))
            moveOnScreen(from: lifted.current, to: place, seconds: 0, curve: .linear, settling: true)
            lifted.current = place
            lift = lifted
        }
        if let edit = parts.commitRule.onEnd(original: lifted.original, final: lifted.current) {
            commit(edit, item: lifted.label)
        }
        finishGesture(lifted, parts.drop.release(dropContext(lifted)))
        exchangeAtEnd(lifted)
    }

    mutating func cancel() {
        finger = nil
        chosen = nil
        autoScroll.stop()
        guard var lifted = lift, !lifted.snapshot.returning else {
            events.append(.cancel(item: nil))
            return
        }
        events.append(.cancel(item: lifted.label))
        let drop = parts.drop.cancel(dropContext(lifted))
        if cancelDrawnScreen(&lifted, seconds: drop.seconds, curve: drop.curve) { lift = lifted }
        finishGesture(lifted, drop)
        exchangeAtEnd(lifted)
    }

    /// Where the lifted item is drawn and its slots now and at lift, for the drop rule.
    func dropContext(_ lifted: LiftState) -> DropContext {
        DropContext(drawn: drawnSnapshot(lifted.snapshot), slot: layout.frame(at: lifted.current),
                    home: layouts[lifted.originalLayoutIndex].frame(at: lifted.original))
    }

    /// The drop rule's way home: the screen back to the order at lift when it
    /// says so, then the lifted item into its slot, at once, or as a snapshot
    /// animating back to its cell.
    mutating func finishGesture(_ lifted: LiftState, _ drop: Drop) {
        var lifted = lifted
        if drop.screenGoesBack && lifted.current != lifted.original {
            if parts.moves.performsSteps {
                // The move style's own way back (an exchange undone), step by step.
                let back = parts.moves.move(from: lifted.current, to: lifted.original,
                                            context: MoveContext(time: now, tick: tick, autoScroll: autoScroll))
                for (n, step) in back.steps.enumerated() {
                    moveOnScreen(from: step.from, to: step.to, seconds: drop.seconds, curve: drop.curve, settling: true,
                                 layout: n == back.steps.count - 1 ? lifted.originalLayoutIndex : nil)
                }
            } else {
                // The screen order is the original with this one item moved, so one move undoes it.
                moveOnScreen(from: lifted.current, to: lifted.original, seconds: drop.seconds, curve: drop.curve,
                             settling: true, layout: lifted.originalLayoutIndex)
            }
            lifted.current = lifted.original
        }
        let slot = layout.frame(at: lifted.current)
        let ticks = config.ticks(drop.seconds)
        switch drop.style {
        case .intoSlot:
            lift = nil
            animations[lifted.label] = ItemAnimation(
                from: drawnSnapshot(lifted.snapshot), to: slot, path: lifted.current, elapsed: 0,
                duration: ticks, curve: drop.curve, settling: true)
        case .vanish:
            lift = nil
            fades[lifted.label] = nil
        case .back(let scale, let alpha, let cellFadesIn):
            lifted.snapshot.animate(to: Pose(centre: slot.center, scale: scale, alpha: alpha),
                                    ticks: ticks, curve: drop.curve)
            // A Web Animation shows its first keyframe in the frame it is made: a tick behind.
            if drop.startsAtItsFirstPose && ticks > 0 { lifted.snapshot.elapsed = -1 }
            lifted.snapshot.returning = true
            lift = lifted
            fades[lifted.label] = cellFadesIn
                ? Fade(from: 0, to: 1, elapsed: 0, duration: ticks, curve: drop.curve)
                : nil
        }
    }
}
