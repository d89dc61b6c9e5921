import CollectionLayout

/// The display link: auto-scroll and what it needs to know.
extension SessionRunner {
    /// The display link: while the auto-scroll runs, ask the target rule (if
    /// it answers the link's ticks), scroll the content and the snapshot
    /// together, and, when that moved the content, ask the rule again (if it
    /// answers ``TargetOccasion/scrolled``).
    mutating func displayLink() {
        guard lift != nil, autoScroll.isRunning else { return }
        retarget(.displayLink)
        let d = autoScroll.tick(autoScrollContext())
        scroll(by: d)
        if d != .zero { retarget(.scrolled) }
    }

    /// Scrolls the content and the snapshot together by `d`.
    mutating func scroll(by d: Point) {
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

    /// - Parameter time: the time of a wake-up; the tick's time otherwise.
    func autoScrollContext(at time: Duration? = nil) -> AutoScrollContext {
        AutoScrollContext(offset: offset, viewport: config.viewport, contentSize: nearContentSize(),
                          snapshot: lift.map { modelFrame($0.snapshot) }, finger: finger,
                          direction: layout.direction, time: time ?? now, tick: tick,
                          itemUnderFinger: finger.flatMap { layout.item(at: $0 + offset) },
                          pressFinger: lift?.pressFinger)
    }

    /// The time at the end of this tick, for parts (``FrameRate/instant(_:)``).
    var now: Duration { FrameRate(fps: config.fps).instant(tick) }
}
