import CollectionLayout
import ReorderEngine

/// The text under the walkthrough's picture: the clock and the pace mark, the
/// step's caption and note, the event log.
///
/// Each kind of text is a *film strip*: everything it ever shows is drawn
/// once, side by side, one column per thing shown (column k ``filmStride`` × k
/// points to the right), and one discrete animation moves the strip so that
/// the frame's column lies on the canvas. Film strips are drawn clipped to the
/// canvas (``clipped(_:_:)``), so the other columns are never seen. One
/// animation per kind of text, however many steps, seconds or events: not
/// one per line.
extension WalkthroughSVG {
    /// The panel's text, from the top of the panel.
    ///
    /// With `narrow`, the narrow arrangement's copy of it (``NarrowArrangement``, `scene` being
    /// ``Scene/narrowed(width:top:)``): `display="none"` (a presentation attribute, which the
    /// style sheet's rule overrides at a phone's width, so that without the style sheet only the
    /// picture's own panel shows), its log's clip named apart from the picture's panel's.
    static func panel(_ scene: Scene, clock: SMILClock, narrow: Bool = false) -> String {
        let top = scene.canvas.height - scene.captionHeight
        let mark = narrow ? "narrow\" display=\"none" : ""
        // The clock, the pace mark and the log are in 12 points, said once here.
        return "<g data-text-panel=\"\(mark)\" transform=\"translate(0,\(format(top)))\" font-size=\"12\">\n"
            + pace(scene, clock: clock) + captions(scene, clock: clock)
            + log(scene, clock: clock, clip: narrow ? "ln" : "l")
            + "</g>\n"
    }

    /// The clip path of the whole canvas, to define once: film strips are drawn in it.
    static func canvasClip(_ scene: Scene) -> String {
        "<clipPath id=\"\(elementID(scene, "v"))\"><rect data-canvas=\"\" width=\"\(format(scene.canvas.width))\" "
            + "height=\"\(format(scene.canvas.height))\"/></clipPath>\n"
    }

    /// `body`, the whole walkthrough's, clipped to the canvas: one group around everything, in
    /// the canvas's own space, hides the columns a film strip does not show and a slot parked
    /// off the canvas, wherever they lie (right of the canvas, left of it, under the panel's
    /// group, which is moved down). The root `<svg>` clips to its viewport too, but its viewport
    /// is wider than the canvas when CSS gives an `<img>` another aspect ratio. A board of
    /// several profiles clips each panel's body to its canvas instead.
    static func clipped(_ scene: Scene, _ body: String) -> String {
        canvasClip(scene) + "<g clip-path=\"url(#\(elementID(scene, "v")))\">\n" + body + "</g>\n"
    }

    /// `body`, drawn from the top-left corner of `rect` and clipped to it (an
    /// SVG `clipPath`: a nested `<svg>` would clip too, but browsers give it a
    /// clock of its own, which a player pausing the picture does not hold).
    static func window(_ rect: Rect, id: String, attributes: String = "", body: String) -> String {
        "<clipPath id=\"\(id)\"><rect width=\"\(format(rect.width))\" height=\"\(format(rect.height))\"/></clipPath>\n"
            + "<g transform=\"\(SVGParts.translate(rect.origin))\" clip-path=\"url(#\(id))\"\(attributes)>\n"
            + body + "</g>\n"
    }

    /// The id of one of the walkthrough's own elements: a short name, unique
    /// in the file ("v" the canvas's clip, "l" the log's ("ln" the narrow panel's), "d" a strip cell,
    /// "m" a mark, "c0"… card outlines). A page that inlines walkthroughs
    /// scopes them (``scoped(_:prefix:)``) so that several share it.
    static func elementID(_ scene: Scene, _ name: String) -> String { name }

    /// `svg`, a walkthrough, with its ids scoped by `prefix` (a board's id,
    /// which holds no dot: "board.v"), and the references to them. Only the
    /// markup can hold `id="`, `href="#` or `clip-path="url(#`: text escapes
    /// its quotes.
    static func scoped(_ svg: String, prefix: String) -> String {
        ScopedIDs.scope(svg, prefix: prefix)  // one UTF-8 pass (three Foundation replacements cost 9.5% of a build)
    }

    /// How far apart a film strip's columns lie: the canvas's width, so a
    /// column moved out of the panel is wholly out of it.
    static func filmStride(_ scene: Scene) -> Double { scene.canvas.width }

    /// A film strip: `body` holds the columns, column k drawn `k × stride` to
    /// the right; the group shows column `column[f]` at frame f.
    static func film(_ body: String, column: [Int], stride: Double, clock: SMILClock,
                     attributes: String = "") -> String {
        let first = -Double(column.first ?? 0) * stride
        return "<g" + attributes + (first == 0 ? "" : " transform=\"translate(\(format(first)))\"") + ">" + body
            + clock.discrete(column, translate: true) { SMILClock.motion(Point(x: -Double($0) * stride - first, y: 0)) }
            + "</g>\n"
    }

    /// A line of text styled by its group, its middle at `y`.
    static func line(_ text: String, x: Double, y: Double, size: Double, attributes: String = "") -> String {
        "<text" + (x == 0 ? "" : " x=\"\(format(x))\"") + " y=\"\(SVGParts.baseline(y, size: size))\"\(attributes)>\(Escape.text(text))</text>"
    }

    /// The row above the caption: the real time of the frame shown ("t = 1.2 s",
    /// to the tenth, or "t = 0.03 s" to the hundredth where steps end within one
    /// tenth: ``clockPlaces(_:)``), and where story time departs from real time, its
    /// mark ("slow motion ×4", "skipped 1.15 s of pressing").
    ///
    /// The time is three texts that meet at ``clockJoin(places:)`` (``clockParts(tick:places:)``):
    /// "t = 1." (right aligned, a film strip with a column per value), the last digit, one
    /// text whose glyphs stand a column apart (a position per glyph: "0123456789" costs one
    /// element, not ten), moved by a film strip's animation; and "s", which never changes.
    ///
    /// - Complexity: O(frames + seconds + marks).
    static func pace(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        let stride = filmStride(scene)
        let y = scene.panel.clockY
        let places = clockPlaces(t)
        let ticks = t.frames.map { clockTick($0.time, places: places) }
        let x = clockJoin(places: places)
        var heads: [String] = []
        var headColumn: [Int] = []
        for tick in ticks {  // time never decreases: each head once
            let head = clockParts(tick: tick, places: places).head
            if heads.last != head { heads.append(head) }
            headColumn.append(heads.count - 1)
        }
        var body = ""
        for (k, head) in heads.enumerated() {
            body += line(head, x: x + Double(k) * stride, y: y, size: 12)
        }
        var out = "<g data-clock=\"\">\n"  // size: the panel's; colour and weight: the picture's
        out += film(body, column: headColumn, stride: stride, clock: clock, attributes: " text-anchor=\"end\"")
        // The last digits shown, each in its column (digit d in column d).
        let digits = (0..<10).filter { d in clock.shown.contains { ticks[$0] % 10 == d } }
        let xs: [String] = digits.map { format(x + Double($0) * stride) }
        body = "<text x=\"\(xs.joined(separator: " "))\" y=\"\(SVGParts.baseline(y, size: 12))\">"
            + digits.map(String.init).joined() + "</text>"
        out += film(body, column: ticks.map { $0 % 10 }, stride: stride, clock: clock)
        out += line(clockParts(tick: 0, places: places).unit, x: x + clockUnit, y: y, size: 12) + "</g>\n"
        // Each frame's mark, numbered in the order first shown; a mark holds for a stretch of
        // frames, so it is looked up once a stretch.
        var unique: [String] = []
        var index: [String: Int] = [:]
        var columns: [Int?] = []
        columns.reserveCapacity(t.frames.count)
        var last: (mark: String, column: Int)?
        for mark in scene.story.marks {
            guard let mark else { columns.append(nil); continue }
            if let last, last.mark == mark { columns.append(last.column); continue }
            let k = index[mark] ?? unique.count
            if k == unique.count { index[mark] = k; unique.append(mark) }
            last = (mark, k)
            columns.append(k)
        }
        guard !unique.isEmpty else { return out }
        body = ""
        for (k, mark) in unique.enumerated() {
            body += line(mark, x: Scene.padding + 72 + Double(k) * stride, y: y, size: 12)
        }
        return out + film(body, column: columns.map { $0 ?? unique.count }, stride: stride,
                          clock: clock,
                          attributes: " data-pace=\"\" fill=\"\(Palette.edgeZoneText)\" font-weight=\"700\"")
    }

    /// Where the clock's head ends and its last digit begins: 30 points from the padding,
    /// and a digit further when it shows hundredths (its head, "t = 0.0", is a digit longer).
    static func clockJoin(places: Int) -> Double { Scene.padding + 30 + (places == 2 ? 7 : 0) }
    /// Where the clock's unit begins, from the join: after a digit (about 0.56 em in the
    /// fonts the picture names) and a space.
    static let clockUnit = 11.0

    /// The clock's decimals: 1 (tenths), or 2 (hundredths) for a session shorter than a
    /// second whose steps end within one tenth (the start counts as one), so that the clock
    /// tells them apart as the captions do ("Step 2 (0.02–0.03 s)"): a session of 0.07 s
    /// would read "t = 0.0 s" throughout. (A longer session keeps tenths: a clock in
    /// hundredths changes on nearly every frame, and its captions give each step's times.)
    static func clockPlaces(_ t: Timeline) -> Int {
        guard let last = t.frames.last, last.time < 1 else { return 1 }
        let ends = Set([0] + t.stepEnds)
        let tenths = Set(ends.map { clockTick(t.frames[min($0, t.frames.count - 1)].time, places: 1) })
        return tenths.count < ends.count ? 2 : 1
    }

    /// The time in the clock's units, tenths or hundredths, rounded to the nearest (a half up),
    /// as the event log, the captions and the stills print their times: 3.87 s reads
    /// "t = 3.9 s" beside a log line "3.87 s …" (rounded down it read 3.8), and "0.52 s" at
    /// 31/60 s. (A frame's time k / fps may land a hair under a half: 1e-9 keeps it a half.)
    static func clockTick(_ time: Double, places: Int) -> Int {
        let scale = places == 2 ? 100.0 : 10.0
        return Int((time * scale + 0.5 + 1e-9).rounded(.down))
    }

    /// The clock's three texts at `tick` (tenths, or hundredths with `places` 2): "t = 1."
    /// or "t = 0.0" (right aligned at ``clockJoin(places:)``), the last digit ("2", from
    /// it) and "s" (``clockUnit`` after it).
    static func clockParts(tick: Int, places: Int) -> (head: String, digit: String, unit: String) {
        let head = places == 2 ? "t = \(tick / 100).\((tick / 10) % 10)" : "t = \(tick / 10)."
        return (head, "\(tick % 10)", "s")
    }

    /// One caption per step (its text, its time span and its note), wrapped,
    /// shown while the step runs: a film strip of the steps.
    ///
    /// - Complexity: O(frames + caption lines).
    static func captions(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        let panel = scene.panel
        let stride = filmStride(scene)
        var body = ""
        for i in panel.captions.indices {
            let x = Scene.padding + Double(i) * stride
            for (k, text) in panel.captions[i].enumerated() {
                body += line(text, x: x, y: panel.captionY(k), size: CaptionPanel.captionSize)
            }
            for (k, text) in panel.notes[i].enumerated() {
                body += line(text, x: x, y: panel.noteY(k), size: CaptionPanel.noteSize,
                             attributes: " font-size=\"12\" fill=\"\(Palette.mutedText)\" font-weight=\"400\"")
            }
        }
        // Frame 0 shows the caption before the first step; the frames of step i its caption.
        var column: [Int] = []
        column.reserveCapacity(t.frames.count)
        var step = 0
        for f in t.frames.indices {
            while f > 0 && (step == 0 || (step <= t.stepEnds.count && f > t.stepEnds[step - 1])) { step += 1 }
            column.append(min(step, panel.captions.count - 1))
        }
        return film(body, column: column, stride: stride, clock: clock,
                    attributes: " data-caption=\"\" font-size=\"13\"")
    }

    /// A red badge for each broken rule, from the frame it breaks on.
    static func badges(_ scene: Scene, clock: SMILClock) -> String {
        let t = scene.run.timeline
        var out = ""
        var rules: [String] = []
        for v in t.violations where !rules.contains(v.rule.rawValue) {
            rules.append(v.rule.rawValue)
            let badge = SVGParts.violationBadge(v.rule.rawValue, right: scene.canvas.width - 8,
                                                top: 4 + 24 * Double(rules.count - 1))
            out += "<g data-violation=\"\(v.rule.rawValue)\"" + clock.base([nil]) + ">" + badge
                + clock.visibility(t.frames.indices.map { $0 >= v.frame }) + "</g>\n"
        }
        return out
    }

    /// The event log, newest entry on top (``CaptionPanel/visibleLog(at:)``):
    /// every entry drawn once in a column, oldest at the foot, in a window
    /// that clips it; the column moves down a row per new entry's line, so an
    /// entry stays from its frame until it leaves the window's foot. The top
    /// row is marked "▶" on a band; "+k earlier" under the window counts the
    /// entries below it (a film strip of its counts).
    ///
    /// - Complexity: O(frames × log of the entries + log lines).
    static func log(_ scene: Scene, clock: SMILClock, clip: String = "l") -> String {
        let t = scene.run.timeline
        let panel = scene.panel
        guard !panel.log.isEmpty else { return "" }
        let lineHeight = CaptionPanel.logLine
        let top = panel.logY(0) - lineHeight / 2
        let width = scene.canvas.width
        let visible = t.frames.indices.map(panel.visibleLog(at:))
        let area = Rect(x: 0, y: top, width: width, height: lineHeight * Double(panel.logWindow))
        var out = ""
        // The newest entry's row.
        let marked = visible.map { $0.count > 0 }
        let band = Rect(x: Scene.padding - 16, y: 0, width: width - 2 * Scene.padding + 16, height: lineHeight)
        out += "<g" + (marked.first == true ? "" : " opacity=\"0\"") + ">"
        out += SVGParts.rect(band, fill: Palette.logBand)
        out += line("▶", x: Scene.padding - 12, y: lineHeight / 2, size: 12, attributes: " fill=\"\(Palette.arrow)\"")
        out += clock.visibility(marked) + "</g>\n"
        // The column: entry e's first line at row -logStart[e + 1]; moved down by logStart[count] rows.
        var body = ""
        for (e, entry) in panel.log.enumerated() {
            let row = -panel.logStart[e + 1]
            // The column stands at the padding: its lines need no x. An entry of one line is its text.
            let tag = " data-event=\"\(entry.frame)\""
            let lines = entry.lines.enumerated().map { i, text in
                line(text, x: 0, y: lineHeight * (Double(row + i) + 0.5), size: 12, attributes: entry.lines.count == 1 ? tag : "")
            }.joined()
            body += entry.lines.count == 1 ? lines : "<g" + tag + ">" + lines + "</g>"
        }
        let counts = visible.map(\.count)
        let shift = { (count: Int) in lineHeight * Double(panel.logStart[count]) }
        let first = shift(counts[0])
        out += "<g fill=\"\(Palette.mutedText)\" transform=\"translate(\(format(Scene.padding)),\(format(first)))\">"
            + body + clock.discrete(counts, translate: true) { SMILClock.motion(Point(x: 0, y: shift($0) - first)) } + "</g>\n"
        out = window(area, id: elementID(scene, clip), body: out)
        // "+k earlier", under the window.
        let earlier = visible.map(\.earlier)
        guard let most = earlier.max(), most > 0 else { return out }
        let stride = filmStride(scene)
        body = ""
        for k in Set(earlier).subtracting([0]).sorted() {
            body += line("+\(k) earlier", x: Scene.padding + Double(k) * stride,
                         y: panel.logY(panel.logWindow), size: 12)
        }
        return out + film(body, column: earlier, stride: stride, clock: clock,
                          attributes: " fill=\"\(Palette.mutedText)\"")
    }
}
