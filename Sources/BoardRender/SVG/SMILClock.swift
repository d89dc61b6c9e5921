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
    /// most 2 ms of playback (an eighth of a 60 fps frame), and that the closest two key times stay
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
        while places < 7 && (unit * duration > 0.002 || unit * 2 > gap) {
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

    /// How far (in points) an animated position may stray from a frame's: under
    /// half a pixel, never visible, so an eased slide needs a few key frames
    /// rather than one per frame, and the first or last half pixel of a slide
    /// (a frame that story time holds as the slide starts: "0,-.45") needs no
    /// key of its own. (The browser tests allow half a point.)
    static let positionTolerance = 0.45

    /// An `animateMotion` for the positions, or nothing if the element never moves.
    /// Frames where the element is absent keep its last known position.
    ///
    /// The motion is relative to the element's first position, which ``base(_:)``
    /// gives as its `transform` (a motion adds to the transform, in the
    /// parent's space): "0,-52", not "24,180".
    ///
    /// With `jumps`, the motion is discrete whatever the track does (an empty
    /// slot, which is at one slot or another, never between: a change on two
    /// frames running would otherwise slide it across the picture in a frame).
    func translate(_ track: [Point?], jumps: Bool = false) -> String {
        guard let start = track.compactMap({ $0 }).first else { return "" }
        var filled: [Point] = []
        var last = start
        for p in track {
            if let p { last = p }
            filled.append(last - start)
        }
        if filled.allSatisfy({ $0 == .zero }) { return "" }
        // A track that only jumps (never changes on two shown frames running)
        // is a discrete animation: it matches every frame, as the linear one does.
        if jumps || jumpsOnly(filled) {
            return discrete(filled, translate: true, text: Self.motion)
        }
        // Linear key frames, or eased segments where they take fewer bytes.
        let linear = animateTranslate(filled, keys: keyFrames(filled, tolerance: Self.positionTolerance), splines: nil)
        let (keys, splines) = segments(filled)
        guard splines.contains(where: { $0 != nil }) else { return linear }
        let eased = animateTranslate(filled, keys: keys, splines: splines)
        return eased.utf8.count < linear.utf8.count ? eased : linear
    }

    /// The `animateMotion` through the samples `keys` of `filled`, timed by
    /// `splines` (one per segment, nil for linear) or linearly.
    func animateTranslate(_ filled: [Point], keys: [Int], splines: [(y1: Double, y2: Double)?]?) -> String {
        let values = keys.map { Self.motion(filled[samples[$0].frame]) } + [Self.motion(filled[filled.count - 1])]
        let keyTimes = keys.map { keyTime(samples[$0].time) } + ["1"]
        let curves = splines.map {
            $0.map { $0.map { ".333 \(Self.short(format($0.y1, places: 3))) .667 \(Self.short(format($0.y2, places: 3)))" } ?? "0 0 1 1" }
                + ["0 0 1 1"]
        }
        let p = Self.pruned(values: values, keyTimes: keyTimes, splines: curves)
        let eased = p.splines.flatMap { curves in
            curves.contains { $0 != "0 0 1 1" } ? " calcMode=\"spline\" keySplines=\"\(curves.joined(separator: ";"))\"" : nil
        } ?? " calcMode=\"linear\""  // a motion's own default is "paced", which ignores keyTimes
        return "<animateMotion \(loop) "
            + "values=\"\(p.values.joined(separator: ";"))\" keyTimes=\"\(p.keyTimes.joined(separator: ";"))\"\(eased)/>"
    }

    /// A discrete animation of `attribute` from its changes: from each
    /// change's frame on, its value (the first change at frame 0), or nothing
    /// if nothing changes (with `translate`, a motion: values "dx,dy" from the
    /// element's transform). A change on a frame that is never shown takes effect
    /// on the next shown frame; of several there, the last.
    ///
    /// - Complexity: O(changes × log frames).
    func discrete(changes: [(frame: Int, value: String)], attribute: String = "opacity", translate: Bool = false) -> String {
        var kept: [(frame: Int, value: String)] = []
        for change in changes {
            // The first shown frame at or after the change.
            var low = 0, high = shown.count - 1
            while low < high {
                let mid = (low + high) / 2
                if shown[mid] < change.frame { low = mid + 1 } else { high = mid }
            }
            let frame = shown[low]
            if kept.last?.frame == frame { kept.removeLast() }
            if kept.last?.value == change.value { continue }
            kept.append((frame, change.value))
        }
        guard kept.count > 1 else { return "" }
        let target = Self.target(attribute, translate: translate)
        return "<\(target) calcMode=\"discrete\" \(loop) "
            + "values=\"\(kept.map(\.value).joined(separator: ";"))\" "
            + "keyTimes=\"\(kept.map { $0.frame == 0 ? "0" : keyTime(times[$0.frame]) }.joined(separator: ";"))\"/>"
    }

    /// Whether the value at each shown frame that changes holds on the next
    /// shown frame: a slot that jumps, not an item that slides.
    func jumpsOnly(_ values: [Point]) -> Bool {
        for k in shown.indices.dropFirst().dropLast() {
            let before = values[shown[k - 1]], now = values[shown[k]], after = values[shown[k + 1]]
            if now != before && after != now { return false }
        }
        return true
    }

    /// The longest stretch of samples one key segment may cover (bounds the fitting work).
    static let longestSegment = 256

    /// Key samples for a position track, and for each segment between two keys
    /// its timing: `nil` for linear, or the cubic `y1`, `y2` of a key spline
    /// with `x1 = 1/3`, `x2 = 2/3` (so the progress is a cubic polynomial of
    /// time) when the motion eases. Each segment runs in a straight line and
    /// passes within ``positionTolerance`` of every sample it spans; segments
    /// are extended greedily, so an eased slide takes one or two segments
    /// rather than a key per frame.
    ///
    /// - Complexity: O(n × k) for n samples and segments of at most k =
    ///   ``longestSegment`` samples; O(n) where the element lies still.
    func segments(_ points: [Point]) -> (keys: [Int], splines: [(y1: Double, y2: Double)?]) {
        let last = samples.count - 1
        var keys = [0]
        var splines: [(y1: Double, y2: Double)?] = []
        var k = 0
        while k < last {
            let a = points[samples[k].frame]
            var end = k + 1
            var spline: (y1: Double, y2: Double)?
            var still = points[samples[end].frame] == a
            while end < last && end - k < Self.longestSegment {
                let next = points[samples[end + 1].frame]
                if still && next == a {
                    end += 1
                    continue
                }
                guard let fit = fit(points, from: k, to: end + 1) else { break }
                spline = fit.spline
                still = false
                end += 1
            }
            keys.append(end)
            splines.append(still ? nil : spline)
            k = end
        }
        return (keys, splines)  // ends at the last sample; the caller adds the loop's end
    }

    /// How a segment's samples are timed: linearly (`spline` nil) or along a key spline.
    struct Fit {
        var spline: (y1: Double, y2: Double)?
    }

    /// Whether samples `k` through `m` move in a straight line from sample k to
    /// sample m, linearly in time (`spline` nil) or along a cubic progress (its
    /// y1, y2 rounded as written: to two decimals where they fit so, else three),
    /// within ``positionTolerance``; nil if neither.
    func fit(_ points: [Point], from k: Int, to m: Int) -> Fit? {
        let a = points[samples[k].frame], c = points[samples[m].frame]
        let tol = Self.positionTolerance
        let ta = samples[k].time, span = samples[m].time - ta
        let dx = c.x - a.x, dy = c.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        // Each sample between: its time as a fraction of the segment's (x), and its progress
        // along the line (u, in points), computed where needed rather than kept in arrays (the
        // segments' greedy search calls this for every sample it tries to add: a tenth of
        // drawing a walkthrough went to allocating them).
        func x(_ i: Int) -> Double { span > 0 ? (samples[i].time - ta) / span : 1 }
        func u(_ i: Int) -> Double {
            let p = points[samples[i].frame]
            let ux = (p.x - a.x) / length, uy = (p.y - a.y) / length
            return ux * dx + uy * dy
        }
        var linear = true
        for i in (k + 1)..<m {
            let p = points[samples[i].frame]
            if length == 0 {
                if abs(p.x - a.x) > tol || abs(p.y - a.y) > tol { return nil }
                continue
            }
            let ux = (p.x - a.x) / length, uy = (p.y - a.y) / length
            // Distance from the line, and progress along it (in points).
            if abs(ux * dy - uy * dx) > tol { return nil }
            if linear && !(abs(x(i) * length - (ux * dx + uy * dy)) <= tol) { linear = false }
        }
        if length == 0 || linear { return Fit(spline: nil) }
        // Least squares for u / length - x³ = y1·3(1-x)²x + y2·3(1-x)x², pulled
        // slightly towards linear timing (y1 = 1/3, y2 = 2/3) so that one or two
        // samples still give an answer.
        let ridge = 1e-4
        var s11 = ridge, s12 = 0.0, s22 = ridge, r1 = ridge / 3, r2 = ridge * 2 / 3
        for i in (k + 1)..<m {
            let x = x(i), u = u(i)
            let b1 = 3 * (1 - x) * (1 - x) * x, b2 = 3 * (1 - x) * x * x, r = u / length - x * x * x
            s11 += b1 * b1; s12 += b1 * b2; s22 += b2 * b2; r1 += b1 * r; r2 += b2 * r
        }
        let det = s11 * s22 - s12 * s12
        guard abs(det) > 1e-12 else { return nil }
        let y1 = (s22 * r1 - s12 * r2) / det, y2 = (s11 * r2 - s12 * r1) / det
        // Written to two decimals where that still fits (a byte less each), else to three.
        for scale in [100.0, 1000.0] {
            let a = (y1 * scale).rounded() / scale, b = (y2 * scale).rounded() / scale
            guard (0...1).contains(a) && (0...1).contains(b) else { return nil }
            let fits = ((k + 1)..<m).allSatisfy { i in
                let x = x(i)
                let y = 3 * (1 - x) * (1 - x) * x * a + 3 * (1 - x) * x * x * b + x * x * x
                return abs(y * length - u(i)) <= tol
            }
            if fits { return Fit(spline: (a, b)) }
        }
        return nil
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
        let values = keys.map { Self.short(format(filled[samples[$0].frame], places: 4)) }
            + [Self.short(format(filled[filled.count - 1], places: 4))]
        let p = Self.pruned(values: values, keyTimes: keys.map { keyTime(samples[$0].time) } + ["1"], splines: nil)
        return "<animateTransform attributeName=\"transform\" type=\"scale\" additive=\"sum\" \(loop) "
            + "values=\"\(p.values.joined(separator: ";"))\" keyTimes=\"\(p.keyTimes.joined(separator: ";"))\"/>"
    }

    /// An opacity animation: discrete when the element only appears and
    /// disappears, linear through the key frames when it fades.
    func opacity(_ track: [Double]) -> String {
        if track.allSatisfy({ $0 == 0 || $0 == 1 }) { return visibility(track.map { $0 == 1 }) }
        let keys = keyFrames(track.map { Point(x: $0, y: 0) })
        let values = keys.map { Self.short(format(track[samples[$0].frame], places: 3)) }
            + [Self.short(format(track[track.count - 1], places: 3))]
        let p = Self.pruned(values: values, keyTimes: keys.map { keyTime(samples[$0].time) } + ["1"], splines: nil)
        return "<animate attributeName=\"opacity\" \(loop) "
            + "values=\"\(p.values.joined(separator: ";"))\" keyTimes=\"\(p.keyTimes.joined(separator: ";"))\"/>"
    }

    /// A discrete opacity animation (1 visible, 0 hidden), or nothing if it never changes.
    func visibility(_ shown: [Bool]) -> String {
        discrete(shown) { $0 ? "1" : "0" }
    }

    /// A key time: the frame's time as a fraction of the loop, rounded *down*
    /// to ``places`` decimals, so a discrete change never happens after its
    /// frame's time (and a browser paused at that time shows that frame).
    func keyTime(_ t: Double) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return Self.short(format((t * scale).rounded(.down) / scale, places: places))
    }

    /// A number without its leading zero ("0.25" as ".25", "-0.5" as "-.5"): SMIL
    /// values and key times read either.
    static func short(_ number: String) -> String {
        if number.hasPrefix("0.") { return String(number.dropFirst()) }
        if number.hasPrefix("-0.") { return "-" + number.dropFirst(2) }
        return number
    }

    /// A motion's value: "dx,dy", numbers without leading zeros.
    static func motion(_ offset: Point) -> String {
        short(format(offset.x)) + "," + short(format(offset.y))
    }

    /// The element and attribute a discrete animation names: `animateMotion`
    /// for a translation (values "dx,dy" from the element's own transform;
    /// it needs no attribute name or type, and adds to the transform rather
    /// than replacing it), or `animate` of `attribute`.
    static func target(_ attribute: String, translate: Bool) -> String {
        translate ? "animateMotion" : "animate attributeName=\"\(attribute)\""
    }

    /// The attributes every animation of the walkthrough shares: its loop,
    /// repeated for ever. (A clock value without a unit is in seconds;
    /// `repeatDur="indefinite"` repeats as `repeatCount="indefinite"` does, in
    /// two characters fewer.)
    var loop: String { "dur=\"\(format(duration, places: 3))\" repeatDur=\"indefinite\"" }

    /// A discrete animation through `values` (one per frame), or nothing if
    /// they never change: of `attribute`, or with `translate`, a motion
    /// (values "dx,dy" from the element's transform).
    ///
    /// - Complexity: O(frames).
    func discrete(_ values: [String], attribute: String = "opacity", translate: Bool = false) -> String {
        discrete(values, attribute: attribute, translate: translate) { $0 }
    }

    /// ``discrete(_:attribute:translate:)`` of values written by `text`, which
    /// writes only the values kept (one per change), not one per frame.
    func discrete<Value: Equatable>(_ values: [Value], attribute: String = "opacity", translate: Bool = false,
                                    text: (Value) -> String) -> String {
        guard let first = values.first, values.contains(where: { $0 != first }) else { return "" }
        var kept: [String] = []
        var keyTimes: [String] = []
        var previous: Value?
        for i in shown where values[i] != previous {
            kept.append(text(values[i]))
            keyTimes.append(i == 0 ? "0" : keyTime(times[i]))
            previous = values[i]
        }
        let target = Self.target(attribute, translate: translate)
        return "<\(target) calcMode=\"discrete\" \(loop) values=\"\(kept.joined(separator: ";"))\" "
            + "keyTimes=\"\(keyTimes.joined(separator: ";"))\"/>"
    }

    /// Key frames whose value repeats on both sides say nothing: the first and
    /// last stay, and each key between two keys of its own value goes (with
    /// its segment's timing: a still stretch needs none).
    static func pruned(values: [String], keyTimes: [String], splines: [String]?) -> (values: [String], keyTimes: [String], splines: [String]?) {
        guard values.count > 2 else { return (values, keyTimes, splines) }
        var v = [values[0]], k = [keyTimes[0]]
        var s: [String]? = splines == nil ? nil : []
        for i in 1..<values.count {
            let last = i == values.count - 1
            if !last && values[i] == v[v.count - 1] && values[i] == values[i + 1] { continue }
            v.append(values[i])
            k.append(keyTimes[i])
            if let splines { s?.append(values[i] == v[v.count - 2] ? "0 0 1 1" : splines[i - 1]) }
        }
        return (v, k, s)
    }

    /// Indices into ``samples`` to keep: the first, the last, and enough between
    /// them that a linear interpolation through them passes within `tolerance`
    /// of every sample (`points`, by frame). Each key is extended as far as every
    /// sample since the previous key lies within `tolerance` of the straight
    /// motion from that key to the next sample.
    ///
    /// - Complexity: O(n) for samples that lie still or move in a straight line,
    ///   O(n × k) for n samples and segments of k samples otherwise.
    func keyFrames(_ points: [Point], tolerance: Double = 0.01) -> [Int] {
        guard samples.count > 2 else { return Array(samples.indices) }
        var keys = [0]
        // Whether every sample since the last key equals it (then any line from it fits them).
        var still = true
        for j in 1..<(samples.count - 1) {
            let k = keys[keys.count - 1]
            let a = points[samples[k].frame], b = points[samples[j].frame], c = points[samples[j + 1].frame]
            still = still && b == a
            if still && c == a { continue }
            let ta = samples[k].time, tc = samples[j + 1].time
            // Every sample from the key to b where it would be if the motion from a to c were linear in time.
            let fits = (k + 1...j).allSatisfy { i in
                let p = points[samples[i].frame]
                let r = (samples[i].time - ta) / (tc - ta)
                return abs(a.x + (c.x - a.x) * r - p.x) <= tolerance && abs(a.y + (c.y - a.y) * r - p.y) <= tolerance
            }
            if !fits {
                keys.append(j)
                still = true
            }
        }
        keys.append(samples.count - 1)
        return keys
    }
}
