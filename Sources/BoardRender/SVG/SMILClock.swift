import CollectionLayout

/// Turns per-frame values into SMIL animations with key times from the timeline,
/// keeping only the key frames a linear (or discrete) interpolation needs.
struct SMILClock {
    /// Each frame's time as a fraction of the loop.
    let times: [Double]
    let duration: Double

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
        let values = keys.map { "\(format(filled[$0].x)),\(format(filled[$0].y))" } + [
            "\(format(filled[filled.count - 1].x)),\(format(filled[filled.count - 1].y))",
        ]
        let keyTimes = keys.map { keyTime(times[$0]) } + ["1"]
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
        let values = keys.map { format(filled[$0], places: 4) } + [format(filled[filled.count - 1], places: 4)]
        let keyTimes = keys.map { keyTime(times[$0]) } + ["1"]
        return "<animateTransform attributeName=\"transform\" type=\"scale\" additive=\"sum\" "
            + "dur=\"\(format(duration, places: 3))s\" repeatCount=\"indefinite\" "
            + "values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes.joined(separator: ";"))\"/>"
    }

    /// An opacity animation: discrete when the element only appears and
    /// disappears, linear through the key frames when it fades.
    func opacity(_ track: [Double]) -> String {
        if track.allSatisfy({ $0 == 0 || $0 == 1 }) { return visibility(track.map { $0 == 1 }) }
        let keys = keyFrames(track.map { Point(x: $0, y: 0) })
        let values = keys.map { format(track[$0], places: 3) } + [format(track[track.count - 1], places: 3)]
        let keyTimes = keys.map { keyTime(times[$0]) } + ["1"]
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
        for (i, v) in shown.enumerated() where v != previous {
            values.append(v ? "1" : "0")
            keyTimes.append(i == 0 ? "0" : keyTime(times[i]))
            previous = v
        }
        return "<animate attributeName=\"opacity\" calcMode=\"discrete\" dur=\"\(format(duration, places: 3))s\" "
            + "repeatCount=\"indefinite\" values=\"\(values.joined(separator: ";"))\" "
            + "keyTimes=\"\(keyTimes.joined(separator: ";"))\"/>"
    }

    /// A key time: the frame's time as a fraction of the loop, rounded *down*
    /// to 7 decimals, so a discrete change never happens after its frame's time
    /// (and a browser paused at that time shows that frame).
    func keyTime(_ t: Double) -> String {
        format((t * 1e7).rounded(.down) / 1e7, places: 7)
    }

    /// Indices of the frames to keep: the first, the last, and every frame where
    /// the motion is not a straight continuation of its neighbours.
    func keyFrames(_ points: [Point]) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        var keys = [0]
        for i in 1..<(points.count - 1) {
            let a = points[keys[keys.count - 1]], b = points[i], c = points[i + 1]
            let ta = times[keys[keys.count - 1]], tb = times[i], tc = times[i + 1]
            // Where b would be if the motion from a to c were linear in time.
            let k = (tb - ta) / (tc - ta)
            let ex = a.x + (c.x - a.x) * k, ey = a.y + (c.y - a.y) * k
            if abs(ex - b.x) > 0.01 || abs(ey - b.y) > 0.01 { keys.append(i) }
        }
        keys.append(points.count - 1)
        return keys
    }
}
