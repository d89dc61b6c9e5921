import CollectionLayout

/// The mutable state of one run. Kept internal: callers see ``SessionPlayer`` and ``Timeline``.
struct SessionRunner: StepPlayer, Sendable {
    let config: SessionConfiguration
    let profile: Profile
    var autoScroll: any AutoScrollModel

    var layouts: [PreparedLayout] = []
    /// The sizes each of `layouts` was prepared for, so that an arrangement
    /// seen before (the finger going back over a boundary, a cancel) reuses
    /// its layout instead of preparing and keeping another copy.
    var layoutSizes: [[PersistentList<Size>]] = []

    var tick = 0
    var offset: Point
    var finger: Point?
    var order: Order
    /// The sizes of `order`'s items, moved along with them (no per-label
    /// lookups on a reorder), in persistent lists so a move is O(log n).
    var sizeOrder: [PersistentList<Size>]
    var data: Order
    var layoutIndex = 0
    var lift: LiftState?
    var animations: [String: ItemAnimation] = [:]
    var fades: [String: Fade] = [:]
    var pending: [(action: PendingAction, step: Int)] = []
    var events: [TimelineEvent] = []
    /// Whether the screen order or the data changed since the last frame (the
    /// invariant checker re-reads the orders only then).
    var orderChanged = true
    var dataChanged = true

    var frames: [Frame] = []
    var stepEnds: [Int] = []
    var violations: [Violation] = []
    var checker: InvariantChecker

    init(_ config: SessionConfiguration) {
        self.config = config
        self.profile = config.profile
        self.autoScroll = config.autoScroll ?? config.profile.autoScroll
        self.offset = config.offset
        self.order = config.sections
        self.data = config.sections
        self.checker = InvariantChecker(items: config.sections)
        let sizes = config.sections.map { $0.map { config.sizes[$0] ?? .zero } }
        self.sizeOrder = sizes.map { PersistentList($0) }
        self.layouts = [config.layout.prepare(sections: sizes)]
        self.layoutSizes = [sizeOrder]
    }

    var layout: PreparedLayout { layouts[layoutIndex] }

    mutating func finish() -> Timeline {
        // Let pending steps apply and animations finish (bounded: ten seconds).
        let limit = tick + 10 * config.fps
        while (!pending.isEmpty || !animations.isEmpty || !fades.isEmpty || lift?.snapshot.returning == true)
            && tick < limit {
            advance()
        }
        if !stepEnds.isEmpty { stepEnds[stepEnds.count - 1] = frames.count - 1 }
        // The full no-lost-items comparison, which per-frame checks leave to the hashes.
        violations += checker.finish(frame: frames[frames.count - 1])
        return Timeline(fps: config.fps, layouts: layouts, frames: frames, stepEnds: stepEnds,
                        violations: violations)
    }

    // MARK: - Steps

    mutating func press(at p: Point) {
        let n = config.pressTicks ?? config.ticks(profile.pressDuration)
        for j in 1...n {
            advance(finger: j == 1 ? p : nil, recognise: j == n)
        }
    }

    mutating func runTick(finger p: Point?) { advance(finger: p) }

    mutating func enqueue(_ action: PendingAction, step: Int) { pending.append((action, step)) }

    var viewportSize: Size { config.viewport }

    /// Where a step's target is on screen when the step starts.
    func resolve(_ target: Target) -> Point {
        let centre = Point(x: config.viewport.width / 2, y: config.viewport.height / 2)
        switch target {
        case .item(let label):
            guard let r = drawnFrame(of: label) else { return centre }
            return r.center - offset
        case .point(let p):
            return p
        case .edge(let edge):
            return edge.point(keeping: finger, in: config.viewport)
        }
    }

    // MARK: - One tick

    mutating func advance(finger newFinger: Point? = nil, recognise: Bool = false) {
        tick += 1
        events = []
        let due = pending
        pending = []
        for (action, step) in due {
            switch action {
            case .release: release()
            case .cancel: cancel()
            }
            if step < stepEnds.count { stepEnds[step] = tick }
        }
        if let p = newFinger { moveFinger(to: p) }
        if recognise { recogniseLongPress() }
        displayLink()
        advanceAnimations()
        record()
    }

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

    /// Applies a data-source edit, or records `out-of-range` when its index
    /// paths do not exist in the data (the app would raise).
    mutating func commit(_ edit: DataEdit, item: String) {
        let valid: Bool
        switch edit.kind {
        case .exchange:
            valid = data.contains(edit.from) && data.contains(edit.to)
        case .move:
            let room = edit.to.section >= 0 && edit.to.section < data.count
                ? data[edit.to.section].count - (edit.to.section == edit.from.section ? 1 : 0) : -1
            valid = data.contains(edit.from) && edit.to.item >= 0 && edit.to.item <= room
        }
        guard valid else {
            violations.append(Violation(
                frame: tick, rule: .outOfRange,
                message: "the data source was asked to \(edit.kind.rawValue) \(edit.from) → \(edit.to), "
                    + "which does not exist in \(describe(data)); left as it was"))
            return
        }
        data.apply(edit)
        dataChanged = true
        events.append(.commit(item: item, from: edit.from, to: edit.to, kind: edit.kind))
    }

    /// The display link: while the auto-scroll runs, re-target (if the profile
    /// does so on the link) and scroll the content and the snapshot together.
    mutating func displayLink() {
        guard lift != nil, autoScroll.isRunning else { return }
        if profile.retargetsOnDisplayLink { retarget() }
        let d = autoScroll.tick(autoScrollContext())
        guard d != .zero else { return }
        offset = offset + d
        lift?.snapshot.translate(by: d)
        events.append(.scroll(dx: d.x, dy: d.y))
    }

    /// The content size as far as this tick needs it: exact when the content
    /// ends within two viewports of the offset, else a length at least that far
    /// (auto-scroll and the offset check only compare it with the offset plus
    /// a viewport), so that a layout laid out lazily after a move (a waterfall
    /// of mixed heights) is not laid out to its end on every tick.
    func nearContentSize() -> Size {
        let vertical = layout.direction == .vertical
        let reach = vertical ? offset.y + 2 * config.viewport.height + 1 : offset.x + 2 * config.viewport.width + 1
        return layout.contentSize(reaching: reach)
    }

    func autoScrollContext() -> AutoScrollContext {
        AutoScrollContext(offset: offset, viewport: config.viewport, contentSize: nearContentSize(),
                          snapshot: lift.map { modelFrame($0.snapshot) }, finger: finger,
                          direction: layout.direction)
    }

    /// Every running animation advances one tick; finished ones end.
    mutating func advanceAnimations() {
        for (label, var animation) in animations {
            animation.elapsed += 1
            // A finished animation has arrived: its item is drawn in its slot.
            animations[label] = animation.isFinished ? nil : animation
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

    /// The snapshot's frame in its own coordinates (scale included).
    func modelFrame(_ s: SnapshotState) -> Rect {
        let pose = s.current
        return Rect(center: pose.centre, size: Size(width: s.size.width * pose.scale,
                                                     height: s.size.height * pose.scale))
    }

    /// The snapshot's frame as drawn, content coordinates.
    func drawnSnapshot(_ s: SnapshotState) -> Rect {
        let r = modelFrame(s)
        return Rect(center: profile.snapshot.drawn(r.center, offset: offset), size: r.size)
    }

    /// Moves the item at `from` to `to` on screen (remove, then insert, as
    /// `moveItemAt`). Items near the viewport whose slot changes animate from
    /// where they are drawn to their new slot; items far from it (off screen
    /// before and after) simply take their new slot. Cost: O(k log n) for the k
    /// items near the viewport whose slot may change (when the move keeps the
    /// layout, those from `from` to `to`; otherwise all of them), O(1) for the
    /// other items near it, O(log n) for the move itself (the order and the sizes
    /// are persistent lists: the move copies one path of each and leaves earlier
    /// frames' orders shared) plus, only when the move changes the geometry (sizes differ
    /// along the way, or sections change length), a new layout from
    /// `prepare(sections:after:previous:)`, which lays out again only what the
    /// move disturbs (a waterfall, lazily).
    ///
    /// - Parameter layout: the layout to show afterwards, when the caller knows it.
    mutating func moveOnScreen(from: IndexPath, to: IndexPath, seconds: Double, settling: Bool,
                               layout known: Int? = nil) {
        let oldLayout = layout
        let oldOrder = order
        order.move(from: from, to: to)
        let keeps = keepsGeometry(from: from, to: to)
        sizeOrder.move(from: from, to: to)
        orderChanged = true
        if let known {
            layoutIndex = known
        } else if !keeps {
            layoutIndex = reusableLayout() ?? {
                layouts.append(config.layout.prepare(sections: sizeOrder, after: LayoutMove(from: from, to: to),
                                                     previous: oldLayout))
                layoutSizes.append(sizeOrder)
                return layouts.count - 1
            }()
        }
        // Which items may need to animate: those near the viewport before or after, and those animating.
        let region = Rect(x: offset.x - config.viewport.width, y: offset.y - config.viewport.height,
                          width: 3 * config.viewport.width, height: 3 * config.viewport.height)
        // When the move keeps the layout, only the items from `from` to `to` change slots; the
        // others are drawn where they were (or animate on, below), so only those are looked up.
        let (low, high) = (min(from.item, to.item), max(from.item, to.item))
        let keepsLayout = known == nil && keeps
        func mayShift(_ path: IndexPath) -> Bool {
            !keepsLayout || (path.section == from.section && path.item >= low && path.item <= high)
        }
        var moves: [String: (old: IndexPath, new: IndexPath)] = [:]
        for path in oldLayout.items(in: region) where mayShift(path) {
            moves[oldOrder[path.section][path.item]] = (path, path.afterMove(from: from, to: to))
        }
        for path in layout.items(in: region) where mayShift(path) {
            moves[order[path.section][path.item]] = (path.afterMove(from: to, to: from), path)
        }
        for (animated, animation) in animations {
            moves[animated] = (animation.path, animation.path.afterMove(from: from, to: to))
        }
        let duration = config.ticks(seconds)
        for (item, paths) in moves where item != lift?.label {
            let slot = layout.frame(at: paths.new)
            let drawn = animations[item]?.current ?? oldLayout.frame(at: paths.old)
            if var running = animations[item], running.to == slot {
                running.path = paths.new
                animations[item] = running
            } else if drawn == slot {
                animations[item] = nil
            } else {
                animations[item] = ItemAnimation(from: drawn, to: slot, path: paths.new, elapsed: 0,
                                                 duration: duration, curve: profile.animations.curve,
                                                 settling: settling)
            }
        }
    }

    /// An earlier layout prepared for the sizes `sizeOrder` holds now: the
    /// first one or one of the last eight. Comparing persistent lists skips
    /// what they share, so each comparison costs about the edits between them.
    func reusableLayout() -> Int? {
        let candidates = [0] + Array(max(1, layouts.count - 8)..<layouts.count)
        return candidates.reversed().first { layoutSizes[$0] == sizeOrder }
    }

    /// True when moving the item at `from` to `to` leaves every slot's size as
    /// it was, so the layout can be reused: same section, and every item it
    /// passes has its size. O(distance).
    func keepsGeometry(from: IndexPath, to: IndexPath) -> Bool {
        guard from.section == to.section else { return false }
        let section = sizeOrder[from.section]
        let size = section[from.item]
        for i in min(from.item, to.item)...max(from.item, to.item) where section[i] != size {
            return false
        }
        return true
    }

    /// Where `label` is drawn now, content coordinates. O(n): for resolving a
    /// step's target when the step starts, not for every tick.
    func drawnFrame(of label: String) -> Rect? {
        if let lifted = lift, lifted.label == label { return drawnSnapshot(lifted.snapshot) }
        if let animation = animations[label] { return animation.current }
        guard let path = order.indexPath(of: label) else { return nil }
        return layout.frame(at: path)
    }

    // MARK: - Recording

    /// The drawn frames of the headers of the sections on screen. O(log s + k).
    func pinnedHeaders() -> [Int: Rect] {
        let visible = Rect(origin: offset, size: config.viewport)
        var headers: [Int: Rect] = [:]
        for s in layout.sections(in: visible) {
            if let r = layout.pinnedHeaderFrame(section: s, visible: visible) { headers[s] = r }
        }
        return headers
    }

    mutating func record() {
        let frame = Frame(
            index: tick, time: FrameRate(fps: config.fps).seconds(tick), offset: offset, finger: finger,
            lifted: lift?.label, liftedFrame: lift.map { drawnSnapshot($0.snapshot) },
            liftedAlpha: lift?.snapshot.current.alpha ?? 1, liftedPath: lift?.current,
            headers: config.pinHeaders ? pinnedHeaders() : nil, layoutIndex: layoutIndex,
            order: order, data: data, displaced: animations.mapValues(\.current),
            itemAlpha: fades.mapValues(\.current), events: events)
        let settled = finger == nil && lift == nil && animations.isEmpty && fades.isEmpty
        violations += checker.check(frame: frame, settled: settled, orderChanged: orderChanged,
                                    dataChanged: dataChanged, contentSize: nearContentSize(),
                                    viewport: config.viewport)
        orderChanged = false
        dataChanged = false
        frames.append(frame)
    }
}
