import CollectionLayout

/// The display link: auto-scroll and what it needs to know.
extension SessionRunner {
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
}
