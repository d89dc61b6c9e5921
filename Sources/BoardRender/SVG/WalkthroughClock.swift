import ReorderEngine

/// The walkthrough's own clock: how long one loop of `walkthrough.svg` lasts and
/// when, on that clock, each frame of the session is shown (``StoryTime``: in
/// story pacing later than the session's own time, slowed around events, with
/// quiet stretches skipped; in real pacing the session's time).
///
/// The player (`templates/player.mustache`) seeks the walkthrough with
/// `setCurrentTime`, which takes this clock's seconds, so every time the page
/// hands it (a step's end, a violation, a permalink's `t=`) comes from here,
/// never from the session's own frame times. `FigureContextTests` checks that the
/// `dur` the SVG prints is this ``duration``.
struct WalkthroughClock {
    /// Each frame's playback time, seconds (``StoryTime/seconds``).
    let seconds: [Double]
    /// Seconds of one loop (``StoryTime/duration``).
    let duration: Double

    init(_ scene: Scene) {
        seconds = scene.story.seconds
        duration = scene.story.duration
    }

    /// When frame `index` starts showing, in seconds of the walkthrough's clock.
    func time(ofFrame index: Int) -> Double {
        seconds[index]
    }

    /// When the session's last frame shows: the player stops here when it does not loop.
    var end: Double { time(ofFrame: seconds.count - 1) }
}
