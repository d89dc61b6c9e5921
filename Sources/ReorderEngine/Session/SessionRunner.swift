import CollectionLayout

/// The mutable state of one run. Kept internal: callers see ``SessionPlayer`` and ``Timeline``.
///
/// This file holds the state and the tick; each job is an extension in a file of
/// its own: `+Targeting` (finger and target rule), `+Lift` (lift, release, cancel),
/// `+DataSource` (commits), `+AutoScroll` (display link), `+Wake` (parts woken
/// between ticks), `+ScreenMove` (moves and layouts), `+Animations` (animations
/// and drawn frames), `+Recording` (frames and checks).
///
/// The runner switches on nothing of the profile: it calls the parts the
/// profile's recipe made for this run, and the auto-scroll model.
struct SessionRunner: StepPlayer, Sendable {
    let config: SessionConfiguration
    /// The profile, for its name and press duration; what it does is in ``parts``.
    let profile: Profile
    /// This run's parts, made by the profile's recipe; stateful parts change as it runs.
    var parts: ProfileParts
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
    /// The lift's screen as its move style draws it (``ScreenDrawing``; `+DrawnScreen`).
    var drawnScreen: DrawnScreen?
    /// An item a press chose without lifting it (``LiftRule/liftsAtPress``
    /// false), the press (viewport coordinates) and its time, until a move
    /// lifts it or the lift rule lets it go.
    var chosen: (label: String, press: Point, time: Duration)?
    var animations: [String: ItemAnimation] = [:]
    /// Whether an item animation arrived at the end of the last tick: on a
    /// page, its end is a timer due at this tick's time (``wakeParts()``).
    var animationsArrived = false
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
        self.parts = config.profile.makeParts()
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

    var fps: Int { config.fps }

    /// A pending step, a running animation or fade, or a snapshot on its way back.
    var isBusy: Bool {
        !pending.isEmpty || !animations.isEmpty || !fades.isEmpty || lift?.snapshot.returning == true
    }

    mutating func finish() -> Timeline {
        settle()
        // The full no-lost-items comparison, which per-frame checks leave to the hashes.
        violations += checker.finish(frame: frames[frames.count - 1])
        var provenance = Provenance(profile: profile.name, autoScroll: autoScroll.name, edgeZone: autoScroll.edgeZone,
                                    direction: layouts[0].direction)
        provenance.settings = profile.settings
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

    var viewportSize: Size { config.viewport }

    /// Where item `label` is drawn, on screen, when a step starts.
    func screenCentre(of label: String) -> Point? {
        drawnFrame(of: label).map { $0.center - offset }
    }

    // MARK: - One tick

    mutating func endTouch(_ action: PendingAction) {
        switch action {
        case .release: release()
        case .cancel: cancel()
        }
    }

    mutating func advance(finger newFinger: Point? = nil, recognise: Bool = false) {
        tick += 1
        events = []
        wakeParts()
        liftChosenAfterDelay()
        applyPending()
        if let p = newFinger { moveFinger(to: p) }
        if recognise { recogniseLongPress() }
        displayLink()
        advanceAnimations()
        record()
    }
}
