import CollectionLayout

/// Runs a scripted drag-to-reorder gesture under a profile, on a fixed time step
/// of 1/fps seconds, and records every frame.
///
/// Within one tick: pending instantaneous steps (release, cancel) apply first,
/// then the finger update (snapshot follows, target rule, commit rule), then the
/// display-link work (auto-scroll), then every running animation advances one
/// tick, and the frame is recorded and checked against the invariants.
public struct ReorderSession: Sendable {
    public var configuration: SessionConfiguration

    public init(_ configuration: SessionConfiguration) {
        self.configuration = configuration
    }

    /// Computes the whole session.
    public func run() -> Timeline {
        var runner = SessionRunner(configuration)
        return runner.run()
    }
}

/// The lifted item's state.
struct LiftState {
    var label: String
    /// Where it was lifted from.
    var original: IndexPath
    /// The screen order when it lifted (what cancel returns to).
    var originalOrder: Order
    /// The snapshot as drawn, content coordinates.
    var snapshot: Rect
}

/// An instantaneous step waiting for the next tick.
enum PendingAction {
    case release, cancel
}

/// The mutable state of one run. Kept internal: callers see only ``Timeline``.
struct SessionRunner {
    let config: SessionConfiguration
    let profile: Profile
    let autoScroll: any AutoScrollModel

    var layouts: [PreparedLayout] = []
    var layoutIndexByOrder: [Order: Int] = [:]

    var tick = 0
    var offset: Point
    var finger: Point?
    var order: Order
    var data: Order
    var layoutIndex = 0
    var lift: LiftState?
    var animations: [String: ItemAnimation] = [:]
    var pending: [(action: PendingAction, step: Int)] = []
    var events: [TimelineEvent] = []

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
        self.layoutIndex = layoutIndex(for: config.sections)
    }

    var layout: PreparedLayout { layouts[layoutIndex] }

    mutating func run() -> Timeline {
        record()
        for (index, step) in config.steps.enumerated() {
            perform(step.gesture, step: index)
            stepEnds.append(frames.count - 1)
        }
        // Let pending steps apply and animations finish (bounded: ten seconds).
        let limit = tick + 10 * config.fps
        while (!pending.isEmpty || !animations.isEmpty) && tick < limit {
            advance()
        }
        if !stepEnds.isEmpty { stepEnds[stepEnds.count - 1] = frames.count - 1 }
        return Timeline(fps: config.fps, layouts: layouts, frames: frames, stepEnds: stepEnds,
                        violations: violations)
    }

    // MARK: - Steps

    mutating func perform(_ gesture: GestureStep, step: Int) {
        switch gesture {
        case .press(let target):
            let p = resolve(target)
            let n = config.pressTicks ?? config.ticks(profile.pressDuration)
            for j in 1...n {
                advance(finger: j == 1 ? p : nil, recognise: j == n)
            }
        case .move(let target, let n):
            let start = finger ?? resolve(target)
            let end = resolve(target)
            glide(from: start, to: end, ticks: n)
        case .moveBy(let dx, let dy, let n):
            let start = finger ?? Point(x: config.viewport.width / 2, y: config.viewport.height / 2)
            glide(from: start, to: start + Point(x: dx, y: dy), ticks: n)
        case .hold(let n):
            for _ in 0..<n { advance() }
        case .release:
            pending.append((.release, step))
        case .cancel:
            pending.append((.cancel, step))
        }
    }

    /// Emits `S + (E − S) × j / n` at ticks j = 1…n.
    mutating func glide(from start: Point, to end: Point, ticks n: Int) {
        for j in 1...n {
            advance(finger: start + (end - start) * (Double(j) / Double(n)))
        }
    }

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
            var p = finger ?? centre
            switch edge {
            case .top: p.y = 1
            case .bottom: p.y = config.viewport.height - 1
            case .left: p.x = 1
            case .right: p.x = config.viewport.width - 1
            }
            return p
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
        scrollAtEdge()
        for (label, var animation) in animations {
            animation.elapsed += 1
            // A finished animation has arrived: its item is drawn in its slot.
            animations[label] = animation.isFinished ? nil : animation
        }
        record()
    }

    mutating func moveFinger(to p: Point) {
        let previous = finger
        finger = p
        guard var lifted = lift else { return }
        let now = p + offset
        lifted.snapshot = profile.snapshot.follow(snapshot: lifted.snapshot, previous: (previous ?? p) + offset,
                                                  finger: now)
        lift = lifted
        guard let current = order.indexPath(of: lifted.label) else { return }
        let context = TargetContext(layout: layout, finger: now, snapshot: lifted.snapshot, current: current)
        guard let target = profile.targetRule.target(in: context), target != current,
              order.contains(target) else { return }
        var moved = order
        moved.move(from: current, to: target)
        events.append(.exchange(item: lifted.label, from: current, to: target))
        if let edit = profile.commitRule.onScreenMove(from: current, to: target) {
            commit(edit, item: lifted.label)
        }
        setScreenOrder(moved, seconds: profile.animations.displacement, settling: false)
    }

    mutating func recogniseLongPress() {
        guard let f = finger, lift == nil else { return }
        let point = f + offset
        guard let path = layout.item(at: point) else { return }
        let label = order[path.section][path.item]
        if profile.respectsLocked && config.locked.contains(label) { return }
        let cell = drawnFrame(of: label) ?? layout.frame(at: path)
        animations[label] = nil
        lift = LiftState(label: label, original: path, originalOrder: order,
                         snapshot: profile.snapshot.lift(cell: cell, finger: point))
        events.append(.lift(item: label))
    }

    mutating func release() {
        finger = nil
        guard let lifted = lift else {
            events.append(.release(item: nil))
            return
        }
        events.append(.release(item: lifted.label))
        let final = order.indexPath(of: lifted.label) ?? lifted.original
        if let edit = profile.commitRule.onEnd(original: lifted.original, final: final) {
            commit(edit, item: lifted.label)
        }
        lift = nil
        animations[lifted.label] = ItemAnimation(
            from: lifted.snapshot, to: layout.frame(at: final), elapsed: 0,
            duration: config.ticks(profile.animations.drop), curve: profile.animations.curve, settling: true)
    }

    mutating func cancel() {
        finger = nil
        guard let lifted = lift else {
            events.append(.cancel(item: nil))
            return
        }
        events.append(.cancel(item: lifted.label))
        if profile.commitRule.screenRevertsOnCancel && order != lifted.originalOrder {
            setScreenOrder(lifted.originalOrder, seconds: profile.animations.cancel, settling: true)
        }
        lift = nil
        let slot = layout.frame(at: order.indexPath(of: lifted.label) ?? lifted.original)
        animations[lifted.label] = ItemAnimation(
            from: lifted.snapshot, to: slot, elapsed: 0,
            duration: config.ticks(profile.animations.cancel), curve: profile.animations.curve, settling: true)
    }

    mutating func commit(_ edit: DataEdit, item: String) {
        guard data.contains(edit.from), data.contains(edit.to) || edit.kind == .move else { return }
        data.apply(edit)
        events.append(.commit(item: item, from: edit.from, to: edit.to, kind: edit.kind))
    }

    mutating func scrollAtEdge() {
        let context = AutoScrollContext(offset: offset, viewport: config.viewport, contentSize: layout.contentSize,
                                        snapshot: lift?.snapshot, finger: finger,
                                        direction: layout.direction)
        let d = autoScroll.delta(in: context)
        guard d != .zero else { return }
        offset = offset + d
        if var lifted = lift {
            lifted.snapshot = lifted.snapshot.offsetBy(dx: d.x, dy: d.y)
            lift = lifted
        }
        events.append(.scroll(dx: d.x, dy: d.y))
    }

    // MARK: - Screen

    /// Shows `newOrder`: every item (except the lifted one) whose slot changes
    /// animates from where it is drawn now to its new slot.
    mutating func setScreenOrder(_ newOrder: Order, seconds: Double, settling: Bool) {
        // Where every item is drawn before the change: O(n), not a search per item.
        var drawnBefore: [String: Rect] = [:]
        for (s, section) in order.enumerated() {
            for (i, label) in section.enumerated() {
                drawnBefore[label] = animations[label]?.current ?? layout.frame(at: IndexPath(section: s, item: i))
            }
        }
        order = newOrder
        layoutIndex = layoutIndex(for: newOrder)
        let duration = config.ticks(seconds)
        for (s, section) in newOrder.enumerated() {
            for (i, label) in section.enumerated() where label != lift?.label {
                let slot = layout.frame(at: IndexPath(section: s, item: i))
                guard let drawn = drawnBefore[label] else { continue }
                if let running = animations[label], running.to == slot { continue }
                if drawn == slot {
                    animations[label] = nil
                    continue
                }
                animations[label] = ItemAnimation(from: drawn, to: slot, elapsed: 0, duration: duration,
                                                  curve: profile.animations.curve, settling: settling)
            }
        }
    }

    /// Where `label` is drawn now, content coordinates.
    func drawnFrame(of label: String) -> Rect? {
        if let lifted = lift, lifted.label == label { return lifted.snapshot }
        if let animation = animations[label] { return animation.current }
        guard let path = order.indexPath(of: label) else { return nil }
        return layout.frame(at: path)
    }

    mutating func layoutIndex(for order: Order) -> Int {
        if let i = layoutIndexByOrder[order] { return i }
        let sizes = order.map { $0.map { config.sizes[$0] ?? .zero } }
        layouts.append(config.layout.prepare(sections: sizes))
        layoutIndexByOrder[order] = layouts.count - 1
        return layouts.count - 1
    }

    // MARK: - Recording

    mutating func record() {
        let frame = Frame(
            index: tick, time: Double(tick) / Double(config.fps), offset: offset, finger: finger,
            lifted: lift?.label, liftedFrame: lift?.snapshot, layoutIndex: layoutIndex,
            order: order, data: data, displaced: animations.mapValues(\.current), events: events)
        let settled = finger == nil && lift == nil && animations.isEmpty
        violations += checker.check(frame: frame, settled: settled, contentSize: layout.contentSize,
                                    viewport: config.viewport)
        frames.append(frame)
    }
}
