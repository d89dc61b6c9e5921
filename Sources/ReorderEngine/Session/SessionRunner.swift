import CollectionLayout

/// The mutable state of one run. Kept internal: callers see ``SessionPlayer`` and ``Timeline``.
///
/// This file holds the state and the tick; each job is an extension in a file of
/// its own: `+Targeting` (finger and target rule), `+Lift` (lift, release, cancel),
/// `+DataSource` (commits), `+AutoScroll` (display link), `+ScreenMove` (moves and
/// layouts), `+Animations` (animations and drawn frames), `+Recording` (frames and checks).
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
        let provenance = Provenance(profile: profile.name, autoScroll: autoScroll.name, edgeZone: autoScroll.edgeZone,
                                    direction: layouts[0].direction)
        return Timeline(fps: config.fps, layouts: layouts, frames: frames, stepEnds: stepEnds,
                        violations: violations, provenance: provenance)
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
}
