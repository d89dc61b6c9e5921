import CollectionLayout
import ReorderEngine

/// When the walkthrough shows each frame: its playback time (docs/pacing.md).
///
/// Under ``Pace/real`` a frame plays at its own time, `index / fps`. Under
/// ``Pace/story`` the time is rebuilt from the session's *moments* (frames with
/// an entry in the event log, and the ends of steps):
///
/// - **Slow motion.** The ``lead`` seconds before a moment and the ``trail``
///   seconds after it play ``slowFactor`` times slower.
/// - **Held frames.** A moment's frame is held for ``dwell``, longer when the
///   next moment would follow it within ``spacing`` of playback (so the event
///   log never changes faster than that); a step's frames last at least
///   ``stepMinimum``, the last one held for the rest.
/// - **The start.** Frame 0 is held for ``opening``.
/// - **Skips.** A stretch at real speed longer than ``quiet`` keeps its first
///   ``keepBefore`` and its last ``keepAfter`` seconds and skips the middle: the
///   frames in between are not drawn, and the frame after the cut is held for
///   ``cutDwell`` under a "skipped N s of …" mark.
///
/// Every story time is a whole number of milliseconds, computed with integers
/// per stretch of one speed (no drift), and never decreases: frames of a skip
/// share the time of the frame that ends it, which ``SMILClock`` draws instead.
struct StoryTime {
    /// Each frame's playback time, seconds.
    let seconds: [Double]
    /// How long each frame is held before the motion to the next frame starts, seconds.
    let holds: [Double]
    /// The loop: the last frame's time, its hold, and ``Scene/hold``, rounded up to a tenth.
    let duration: Double
    /// What the picture says about how each frame plays ("slow motion ×4",
    /// "skipped 1.15 s of pressing"); `nil` where it plays in real time.
    let marks: [String?]

    static let slowFactor = 4
    static let lead = 0.1, trail = 0.25
    static let dwell = 0.3, spacing = 0.4, stepMinimum = 1.5
    static let quiet = 1.0, keepBefore = 0.25, keepAfter = 0.5, cutDwell = 0.6
    /// How long the first frame is held, so the start can be read.
    static let opening = 1.0
    /// How long the skip mark stays after its held frame, seconds of playback.
    static let cutNote = 1.0

    /// Real time: each frame at its own time; the loop as long as the session
    /// and the hold, rounded up to a tenth of a second.
    init(real timeline: Timeline, hold: Double) {
        seconds = timeline.frames.map(\.time)
        let end = timeline.frames[timeline.frames.count - 1].time
        duration = Self.loop(ms: Int(((end + hold) * 1000).rounded(.up)))
        marks = Array(repeating: nil, count: timeline.frames.count)
        holds = Array(repeating: 0, count: timeline.frames.count)
    }

    /// Story time for `timeline` whose event-log entries are at frames
    /// `moments` (ascending).
    init(story timeline: Timeline, moments: [Int], hold hold0: Double) {
        // One run's story time is the shared clock of that run alone.
        self = Self.shared([timeline], moments: moments, hold: hold0)[0]
    }
}

/// One story time for several runs of one script (a board's profiles).
extension StoryTime {
    /// Story times for `timelines` (runs of one script under several profiles)
    /// that are one clock: frame k plays at the same second in each, and every
    /// loop lasts as long. The rule runs once, over the longest run's frames,
    /// with every run's moments (`moments`) and step ends: a stretch is slowed
    /// or held where any run has an event, and skipped only where none has one.
    /// Each run takes the times of its own frames; a shorter run holds its last
    /// frame to the loop's end. The marks name what each run did in a skip.
    static func shared(_ timelines: [Timeline], moments: [Int], hold hold0: Double) -> [StoryTime] {
        let n = timelines.map(\.frames.count).max() ?? 0
        guard n > 0, let longest = timelines.first(where: { $0.frames.count == n }) else { return [] }
        let rate = FrameRate(fps: longest.fps)
        let marked = Array(Set(moments + timelines.flatMap(\.stepEnds)).filter { $0 > 0 && $0 < n }).sorted()
        var factor = Self.factors(frames: n, moments: marked, rate: rate)
        let skips = Self.skips(&factor, rate: rate)
        let base = Self.baseTimes(factor, fps: longest.fps)
        var hold = [Int](repeating: 0, count: n)
        for (k, m) in marked.enumerated() {
            let gap = k + 1 < marked.count ? base[marked[k + 1]] - base[m] : Int.max
            hold[m] = max(Self.ms(Self.dwell), gap == Int.max ? 0 : Self.ms(Self.spacing) - gap)
        }
        hold[0] += Self.ms(Self.opening)
        for skip in skips { hold[skip.landing] += Self.ms(Self.cutDwell) }
        for timeline in timelines { Self.lengthenSteps(&hold, base: base, stepEnds: timeline.stepEnds) }
        var ms = [Int](repeating: 0, count: n)
        var shift = 0
        for f in 0..<n {
            ms[f] = base[f] + shift
            shift += hold[f]
        }
        let loopEnd = ms[n - 1] + hold[n - 1]   // the last frame's time and hold, before the loop's own hold
        return timelines.map { timeline in
            let m = timeline.frames.count
            var own = Array(hold[0..<m])
            own[m - 1] = loopEnd - ms[m - 1]
            let mine = skips.filter { $0.landing < m }.map { Self.named($0, in: timeline) }
            return StoryTime(seconds: ms[0..<m].map { Double($0) / 1000 }, holds: own.map { Double($0) / 1000 },
                             duration: Self.loop(ms: loopEnd + Self.ms(hold0)),
                             marks: Self.marks(factor: Array(factor[0..<m]), hold: own, ms: Array(ms[0..<m]),
                                               skips: mine, timeline: timeline))
        }
    }

    /// A loop of at least `ms` milliseconds, in seconds: rounded up to a tenth,
    /// so that the `dur` every animation of the walkthrough writes is short
    /// ("14.6", not "14.583"); the loop's closing hold (after the last frame's
    /// own) takes the difference.
    static func loop(ms: Int) -> Double {
        Double((ms + 99) / 100) / 10
    }

    private init(seconds: [Double], holds: [Double], duration: Double, marks: [String?]) {
        self.seconds = seconds
        self.holds = holds
        self.duration = duration
        self.marks = marks
    }
}

/// The parts of the story-time rule.
extension StoryTime {
    /// A skipped stretch: playback jumps from frame `from` to frame `landing`.
    struct Skip {
        var from: Int
        var landing: Int
        var what: String
    }

    /// Seconds as whole milliseconds.
    static func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

    /// Each interval's speed (interval k runs from frame k − 1 to frame k; entry 0
    /// is unused): ``slowFactor`` within ``lead`` before and ``trail`` after a
    /// moment, else 1.
    static func factors(frames n: Int, moments: [Int], rate: FrameRate) -> [Int] {
        var factor = [Int](repeating: 1, count: n)
        let before = rate.ticks(lead), after = rate.ticks(trail)
        for m in moments {
            for k in max(1, m - before + 1)...min(n - 1, m + after) { factor[k] = slowFactor }
        }
        return factor
    }

    /// Marks the middle of every real-speed stretch longer than ``quiet`` as
    /// skipped (factor 0), keeping ``keepBefore`` and ``keepAfter`` of it.
    static func skips(_ factor: inout [Int], rate: FrameRate) -> [Skip] {
        var skips: [Skip] = []
        var k = 1
        while k < factor.count {
            guard factor[k] == 1 else { k += 1; continue }
            var end = k
            while end + 1 < factor.count && factor[end + 1] == 1 { end += 1 }
            // Intervals k...end run at real speed: frames k − 1 ... end.
            if end - k + 1 > rate.ticks(quiet) {
                let from = k - 1 + rate.ticks(keepBefore), landing = end - rate.ticks(keepAfter)
                if landing > from + 1 {
                    for i in (from + 1)...landing { factor[i] = 0 }
                    skips.append(Skip(from: from, landing: landing, what: ""))
                }
            }
            k = end + 1
        }
        return skips
    }

    /// Playback milliseconds of each frame before any frame is held: per stretch
    /// of one speed, the frames' real time times the speed, rounded from the
    /// stretch's start (so rounding never accumulates).
    static func baseTimes(_ factor: [Int], fps: Int) -> [Int] {
        var ms = [Int](repeating: 0, count: factor.count)
        var start = 0, startMs = 0
        for k in 1..<max(1, factor.count) {
            if k > 1 && factor[k] != factor[k - 1] { (start, startMs) = (k - 1, ms[k - 1]) }
            let num = (k - start) * 1000 * factor[k]
            ms[k] = startMs + (2 * num + fps) / (2 * fps)   // num / fps, rounded half up
        }
        return ms
    }

    /// Lengthens the hold of each step's last frame until the step's frames last
    /// ``stepMinimum`` (a step's caption shows from its first frame to the next
    /// step's; the last step's runs into the loop's hold and needs none).
    static func lengthenSteps(_ hold: inout [Int], base: [Int], stepEnds: [Int]) {
        var held = [Int](repeating: 0, count: hold.count + 1)   // held[f]: hold of frames before f
        for f in hold.indices { held[f + 1] = held[f] + hold[f] }
        var added = 0
        var first = 1
        for last in stepEnds where last + 1 < hold.count {
            defer { first = last + 1 }
            guard last >= first else { continue }
            let start = base[first] + held[first] + added
            let end = base[last + 1] + held[last + 1] + added
            let missing = ms(stepMinimum) - (end - start)
            if missing > 0 {
                hold[last] += missing
                added += missing
            }
        }
    }
}

/// What the picture says about the pace.
extension StoryTime {
    /// A skip named by what happened in it: scrolling, holding an item still,
    /// pressing before the lift, or waiting with no finger down.
    static func named(_ skip: Skip, in timeline: Timeline) -> Skip {
        let skipped = timeline.frames[(skip.from + 1)..<skip.landing]
        let what: String
        if skipped.contains(where: { $0.events.contains { if case .scroll = $0 { true } else { false } } }) {
            what = "scrolling"
        } else if skipped.contains(where: { $0.lifted != nil }) {
            what = "holding"
        } else if skipped.contains(where: { $0.finger != nil }) {
            what = "pressing"
        } else {
            what = "waiting"
        }
        return Skip(from: skip.from, landing: skip.landing, what: what)
    }

    /// The mark of slowed frames, held ones included: one text for the whole
    /// slowed stretch, so it does not flicker.
    static let slowMark = "slow motion ×\(slowFactor), held at events"

    /// Each frame's mark: "skipped N s of …" on the frame after a cut and for
    /// ``cutNote`` after its hold; ``slowMark`` on frames that play slowed or are
    /// held in a slowed stretch; "held at the start" on frame 0, held for a second to be read
    /// even when a moment follows at once and the stretch after it is slowed (a lift at the press).
    static func marks(factor: [Int], hold: [Int], ms: [Int], skips: [Skip], timeline: Timeline) -> [String?] {
        let n = factor.count
        var marks = [String?](repeating: nil, count: n)
        for f in 0..<n {
            let slow = f + 1 < n && factor[f + 1] == slowFactor || f > 0 && factor[f] == slowFactor && hold[f] > 0
            switch (slow, hold[f] > 0) {
            case (_, true) where f == 0: marks[f] = "held at the start"
            case (true, _): marks[f] = slowMark
            case (false, true): marks[f] = "frame held"
            case (false, false): break
            }
        }
        for skip in skips {
            let seconds = FrameRate(fps: timeline.fps).seconds(skip.landing - skip.from)
            let text = "skipped \(format(seconds)) s of \(skip.what)"
            marks[skip.landing] = text
            var f = skip.landing + 1
            while f < n && marks[f] == nil && ms[f] - ms[skip.landing] < Self.ms(cutDwell + cutNote) {
                marks[f] = text
                f += 1
            }
        }
        return marks
    }
}
