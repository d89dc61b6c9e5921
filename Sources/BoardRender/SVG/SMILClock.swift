import CollectionLayout

/// Turns per-frame values into SMIL animations with key times from the timeline,
/// keeping only the key frames a linear (or discrete) interpolation needs.
///
/// Times never decrease. Frames that share their time with the next frame (a
/// stretch ``StoryTime`` skips) are never shown: the animations leave them out.
/// A held frame stays still for its hold: interpolated animations get a second
/// key at the hold's end with the same value.
struct SMILClock {
    /// Each frame's time as a fraction of the loop.
    let times: [Double]
    let duration: Double
    /// The frames shown: every frame whose time is before the next frame's, and the last.
    let shown: [Int]
    /// The key times interpolated animations may use: each shown frame's time,
    /// and for a held frame the end of its hold, in order.
    let samples: [(frame: Int, time: Double)]
    /// Decimals of a key time: enough that rounding down moves a change by at
    /// most a millisecond of playback, and that the closest two key times stay
    /// at least two units apart (so they stay in order once rounded).
    let places: Int

    /// - Parameter holds: how long each frame is held, as a fraction of the loop (none by default).
    init(times: [Double], duration: Double, holds: [Double] = []) {
        self.times = times
        self.duration = duration
        let shown = times.indices.filter { $0 + 1 == times.count || times[$0] < times[$0 + 1] }
        self.shown = shown
        var samples: [(frame: Int, time: Double)] = []
        for f in shown {
            samples.append((f, times[f]))
            if f < holds.count && holds[f] > 0 && f + 1 < times.count { samples.append((f, times[f] + holds[f])) }
        }
        self.samples = samples
        var gap = 1.0
        for (a, b) in zip(samples, samples.dropFirst()) where b.time > a.time { gap = min(gap, b.time - a.time) }
        var places = 3
        var unit = 1e-3
        while places < 7 && (unit * duration > 0.001 || unit * 2 > gap) {
            places += 1
            unit /= 10
        }
        self.places = places
    }

    /// The clock of a walkthrough paced by `story`.
    init(_ story: StoryTime) {
        self.init(times: story.seconds.map { $0 / story.duration }, duration: story.duration,
                  holds: story.holds.map { $0 / story.duration })
    }

    /// The base attributes of an element: its first position and visibility, so a
    /// viewer without SMIL shows the first frame.
    func base(_ track: [Point?]) -> String {
        let first = track.first ?? nil
        var s = ""
        if let p = first ?? track.compactMap({ $0 }).first { s += " transform=\"\(SVGParts.translate(p))\"" }
        if first == nil { s += " opacity=\"0\"" }
        return s
    }

    /// An `animateTransform` for the positions, or nothing if the element never moves.
    /// Frames where the element is absent keep its last known position.
    func translate(_ track: [Point?]) -> String {
        guard let start = track.compactMap({ $0 }).first else { return "" }
        var filled: [Point] = []
        var last = start
        for p in track {
            if let p { last = p }
            filled.append(last)
        }
        if filled.allSatisfy({ $0 == start }) { return "" }
        let keys = keyFrames(filled)
        let values = keys.map { "\(format(filled[samples[$0].frame].x)),\(format(filled[samples[$0].frame].y))" } + [
            "\(format(filled[filled.count - 1].x)),\(format(filled[filled.count - 1].y))",
        ]
        let keyTimes = keys.map { keyTime(samples[$0].time) } + ["1"]
        return "<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"\(format(duration, places: 3))s\" "
            + "repeatCount=\"indefinite\" values=\"\(values.joined(separator: ";"))\" "
            + "keyTimes=\"\(keyTimes.joined(separator: ";"))\"/>"
    }

    /// A scale animation added to the element's translation, or nothing if the scale stays 1.
    func scale(_ track: [Double?]) -> String {
        var last = 1.0
        let filled = track.map { v -> Double in
            if let v { last = v }
            return last
        }
        if filled.allSatisfy({ abs($0 - 1) < 0.0005 }) { return "" }
        let keys = keyFrames(filled.map { Point(x: $0, y: 0) })
        let values = keys.map { format(filled[samples[$0].frame], places: 4) } + [format(filled[filled.count - 1], places: 4)]
        let keyTimes = keys.map { keyTime(samples[$0].time) } + ["1"]
        return "<animateTransform attributeName=\"transform\" type=\"scale\" additive=\"sum\" "
            + "dur=\"\(format(duration, places: 3))s\" repeatCount=\"indefinite\" "
            + "values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes.joined(separator: ";"))\"/>"
    }

    /// An opacity animation: discrete when the element only appears and
    /// disappears, linear through the key frames when it fades.
    func opacity(_ track: [Double]) -> String {
        if track.allSatisfy({ $0 == 0 || $0 == 1 }) { return visibility(track.map { $0 == 1 }) }
        let keys = keyFrames(track.map { Point(x: $0, y: 0) })
        let values = keys.map { format(track[samples[$0].frame], places: 3) } + [format(track[track.count - 1], places: 3)]
        let keyTimes = keys.map { keyTime(samples[$0].time) } + ["1"]
        return "<animate attributeName=\"opacity\" dur=\"\(format(duration, places: 3))s\" "
            + "repeatCount=\"indefinite\" values=\"\(values.joined(separator: ";"))\" "
            + "keyTimes=\"\(keyTimes.joined(separator: ";"))\"/>"
    }

    /// A discrete opacity animation (1 visible, 0 hidden), or nothing if it never changes.
    func visibility(_ shown: [Bool]) -> String {
        guard let first = shown.first, shown.contains(!first) else { return "" }
        var values: [String] = []
        var keyTimes: [String] = []
        var previous: Bool?
        for i in self.shown where shown[i] != previous {
            let v = shown[i]
            values.append(v ? "1" : "0")
            keyTimes.append(i == 0 ? "0" : keyTime(times[i]))
            previous = v
        }
        return "<animate attributeName=\"opacity\" calcMode=\"discrete\" dur=\"\(format(duration, places: 3))s\" "
            + "repeatCount=\"indefinite\" values=\"\(values.joined(separator: ";"))\" "
            + "keyTimes=\"\(keyTimes.joined(separator: ";"))\"/>"
    }

    /// A key time: the frame's time as a fraction of the loop, rounded *down*
    /// to ``places`` decimals, so a discrete change never happens after its
    /// frame's time (and a browser paused at that time shows that frame).
    func keyTime(_ t: Double) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return format((t * scale).rounded(.down) / scale, places: places)
    }

    /// Indices into ``samples`` to keep: the first, the last, and every one
    /// where the motion (`points`, by frame) is not a straight continuation of
    /// its neighbours.
    func keyFrames(_ points: [Point]) -> [Int] {
        guard samples.count > 2 else { return Array(samples.indices) }
        var keys = [0]
        for j in 1..<(samples.count - 1) {
            let k = keys[keys.count - 1]
            let a = points[samples[k].frame], b = points[samples[j].frame], c = points[samples[j + 1].frame]
            let ta = samples[k].time, tb = samples[j].time, tc = samples[j + 1].time
            // Where b would be if the motion from a to c were linear in time.
            let r = (tb - ta) / (tc - ta)
            let ex = a.x + (c.x - a.x) * r, ey = a.y + (c.y - a.y) * r
            if abs(ex - b.x) > 0.01 || abs(ey - b.y) > 0.01 { keys.append(j) }
        }
        keys.append(samples.count - 1)
        return keys
    }
}
