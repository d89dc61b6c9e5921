import ReorderEngine

/// The walkthrough's own clock: how long one loop of `walkthrough.svg` lasts and
/// when, on that clock, each frame of the session is shown.
///
/// The player (`templates/player.mustache`) seeks the walkthrough with
/// `setCurrentTime`, which takes this clock's seconds, so every time the page
/// hands it (a step's end, a violation, a permalink's `t=`) must come from here,
/// never from the session's own frame times. Today the walkthrough plays in real
/// time and the two agree (``WalkthroughSVG`` computes the same `dur`); a
/// walkthrough that plays at another pace (story pacing: slow motion around
/// events, skipped stretches) must answer here with its own times, e.g. a
/// story's per-frame seconds and loop duration. `FigureContextTests` checks that
/// the `dur` the SVG prints is this ``duration``.
struct WalkthroughClock {
    /// The session as drawn (``Scene/run``).
    let timeline: Timeline
    /// Seconds of one loop: the last frame's time and ``Scene/hold``, rounded up to
    /// a whole millisecond so that `dur` prints exactly.
    let duration: Double

    init(_ scene: Scene) {
        timeline = scene.run.timeline
        let end = timeline.frames[timeline.frames.count - 1].time
        duration = ((end + Scene.hold) * 1000).rounded(.up) / 1000
    }

    /// When frame `index` starts showing, in seconds of the walkthrough's clock.
    func time(ofFrame index: Int) -> Double {
        timeline.frames[index].time
    }

    /// When the session's last frame shows: the player stops here when it does not loop.
    var end: Double { time(ofFrame: timeline.frames.count - 1) }
}
