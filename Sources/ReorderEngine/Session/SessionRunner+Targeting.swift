import CollectionLayout

/// The finger update and the target rule: where the lifted item goes while it is dragged.
extension SessionRunner {
    /// The finger update: an item the press only chose may lift now; the
    /// snapshot follows, the target rule runs, the auto-scroll looks at the edges.
    mutating func moveFinger(to p: Point) {
        finger = p
        liftChosen(movingTo: p)
        guard var lifted = lift, !lifted.snapshot.returning else { return }
        let now = p + offset
        let centre = parts.snapshot.follow(centre: lifted.snapshot.to.centre, grab: lifted.snapshot.grab,
                                           previous: lifted.previousFinger, finger: now)
        lifted.snapshot.to.centre = centre
        if !lifted.snapshot.isAnimating {
            lifted.snapshot.from = lifted.snapshot.to
        } else if !parts.snapshot.animatesCentre {
            lifted.snapshot.from.centre = centre
        }
        lifted.previousFinger = now
        lift = lifted
        retarget(.fingerMoved)
        var context = autoScrollContext()
        if let lifted = lift, !lifted.snapshot.returning {
            let path = parts.targetRule.itemDrawn(at: p + offset, in: targetContext(.fingerMoved, lifted))
            context.itemDrawnUnderFinger = path.map { order[$0.section][$0.item] }
        }
        autoScroll.fingerMoved(context)
    }

    /// What the target rule sees of `lifted` on `occasion`, at `time` (the tick's time by default),
    /// the items drawn as of `drawnAt` (``TargetContext/drawnAt``; `time` by default).
    func targetContext(_ occasion: TargetOccasion, _ lifted: LiftState, at time: Duration? = nil,
                       drawnAt: Duration? = nil) -> TargetContext {
        TargetContext(
            occasion: occasion, time: time ?? now, tick: tick, previousTarget: lifted.previousTarget,
            layout: layout, finger: (finger ?? .zero) + offset, snapshotCentre: lifted.snapshot.to.centre,
            snapshotSize: lifted.snapshot.size, current: lifted.current,
            visible: Rect(origin: offset, size: config.viewport), moving: motions(at: drawnAt ?? time ?? now),
            pressFinger: lifted.pressFinger, drawnAt: drawnAt, stacksRows: stacksRows)
    }

    /// Whether the board's layout stacks its rows as blocks (``TargetContext/stacksRows``).
    var stacksRows: Bool { (config.layout as? ListLayout)?.direction == .vertical }

    /// Asks the target rule, if it answers `occasion` (a wake-up it asked for
    /// always), and moves the lifted item if it names a new place.
    ///
    /// - Parameters:
    ///   - time: the time of a wake-up; the tick's time otherwise.
    ///   - drawnAt: when a wake-up's screen was last drawn (``TargetContext/drawnAt``).
    mutating func retarget(_ occasion: TargetOccasion, at time: Duration? = nil, drawnAt: Duration? = nil) {
        guard var lifted = lift, !lifted.snapshot.returning,
              occasion == .wake || parts.targetRule.answers(occasion) else { return }
        let context = targetContext(occasion, lifted, at: time, drawnAt: drawnAt)
        let decision = parts.targetRule.decide(in: context)
        if var zone = decision.zone {
            zone.label = label(of: zone)
            lifted.zone = zone
            lifted.zoneTick = tick
        }
        if let centre = decision.snapshotCentre {
            lifted.snapshot.to.centre = centre
            if !lifted.snapshot.isAnimating || !parts.snapshot.animatesCentre { lifted.snapshot.from.centre = centre }
        }
        let named = decision.target
        lifted.previousTarget = named ?? lifted.previousTarget
        lift = lifted
        let current = lifted.current
        guard let target = named, target != current, order.contains(target) else { return }
        // The data first, then the screen (live profiles apply their edit before
        // moving the cells, as the seeds do).
        for edit in parts.commitRule.onScreenMove(from: current, to: target) {
            commit(edit, item: lifted.label)
        }
        let move = parts.moves.move(from: current, to: target,
                                    context: MoveContext(time: time ?? now, tick: tick, autoScroll: autoScroll))
        for step in move.steps {
            events.append(.exchange(item: lifted.label, from: step.from, to: step.to))
        }
        let steps = parts.moves.performsSteps ? move.steps : [LayoutMove(from: current, to: target)]
        if drawScreen(lifted, to: target, steps: steps, seconds: move.seconds, curve: move.curve) {
            // The move style drew the screen (dnd-kit's strategies with items of different sizes).
        } else if parts.moves.performsSteps {
            for step in move.steps {
                moveOnScreen(from: step.from, to: step.to, seconds: move.seconds, curve: move.curve, settling: false)
            }
        } else {
            moveOnScreen(from: current, to: target, seconds: move.seconds, curve: move.curve, settling: false)
        }
        lift?.current = target
    }
}
