import Scenario
import CollectionLayout
import ReorderEngine

/// The strip as SVG: in the walkthrough, on the same clock as the screen; in
/// a still, the state of its frame.
///
/// What it draws:
/// - a panel with the heading "Data source", slot numbers, and "…(n)…" for
///   the slots left out;
/// - a cell per item, in its colours (`data-holds="label"`): in a still, in
///   the slot the frame's data holds it in (`data-slot="s,i"`); in the
///   walkthrough, moving from slot to slot as commits rewrite the data (one
///   discrete animation per item a commit moves, hidden while it holds no
///   drawn slot);
/// - "data = screen" or "data ≠ screen", as the frame's screen order and data
///   compare (`data-status`);
/// - around each run of adjoining slots where the data holds another item than
///   the screen shows, a dashed outline, and a "≠" on its first slot (shape and
///   text, not colour alone; ``markRuns(_:)``, `data-marks`). In the
///   walkthrough the status is a film strip of two columns
///   (``WalkthroughSVG/film(_:column:stride:clock:attributes:)``), and the
///   marks of each *view* (a run of frames with the same screen order and
///   data) are drawn the shorter of two ways (``marks(_:strip:views:viewOfFrame:clock:)``);
/// - each commit, from its frame to the end of its step (at least
///   ``DataStrip/linger`` s): the slot(s) it wrote outlined, and an arc from
///   the old slot to the new, with one head for a move and two for an exchange.
extension DataStrip {
    /// The strip of `scene` in the walkthrough (nothing for a carousel).
    ///
    /// - Complexity: O(runs × drawn slots + frames × (items a commit moves + 1) + views × marks).
    static func walkthrough(_ scene: Scene, clock: SMILClock) -> String {
        guard let strip = scene.strip else { return "" }
        let frames = scene.run.timeline.frames
        // One group around the strip, without a transform of its own: a page at a phone's width
        // moves it under the screen (NarrowArrangement), in the group's CSS transform.
        var out = "<g data-strip-group=\"\">\n" + strip.panel(scene) + "\n"
        // Where each run holds each item, among the drawn slots.
        let held: [[String: IndexPath]] = strip.runs.map { run in
            var at: [String: IndexPath] = [:]
            for path in strip.cells.keys {
                guard path.section < run.data.count, path.item < run.data[path.section].count else { continue }
                at[run.data[path.section][path.item]] = path
            }
            return at
        }
        let shape = strip.cells.values.first.map { Rect(origin: .zero, size: $0.size) } ?? .zero
        out += "<defs><rect id=\"\(WalkthroughSVG.elementID(scene, "d"))\" width=\"\(format(shape.width))\" "
            + "height=\"\(format(shape.height))\" rx=\"3\"/></defs>\n"
        out += "<g\(cellText)>\n"
        var labels: [String] = []
        var seen = Set<String>()
        let paths = strip.cells.keys.sorted()
        for run in strip.runs {  // in slot order, each item once
            for path in paths where path.section < run.data.count && path.item < run.data[path.section].count {
                let label = run.data[path.section][path.item]
                if seen.insert(label).inserted { labels.append(label) }
            }
        }
        // Cells that move alike (the same offsets from where they start, run by
        // run, and hidden in the same runs) share one group and its animation:
        // a commit that shifts a block of slots moves the block, once.
        let scope = WalkthroughSVG.elementID(scene, "d")
        var groups: [(key: [Point?], cells: String)] = []
        var groupOf: [[Point?]: Int] = [:]
        for label in labels {
            let track = held.map { $0[label].flatMap { strip.cells[$0]?.origin } }
            let start = track.compactMap { $0 }.first ?? .zero
            let key = track.map { $0.map { $0 - start } }
            let cell = "<g data-holds=\"\(Escape.xml(label))\" transform=\"\(SVGParts.translate(start))\">"
                + strip.cell(label, in: shape, scene: scene, scope: scope) + "</g>\n"
            if key.allSatisfy({ $0 == .zero }) {
                out += cell
            } else if let g = groupOf[key] {
                groups[g].cells += cell
            } else {
                groupOf[key] = groups.count
                groups.append((key, cell))
            }
        }
        // Made from the runs' changes: a group costs its runs, not every frame.
        let starts = strip.runs.map(\.frames.lowerBound)
        for (key, cells) in groups {
            let first = key[0] ?? key.compactMap { $0 }.first ?? .zero
            out += "<g" + (first == .zero ? "" : " transform=\"\(SVGParts.translate(first))\"")
                + (key[0] == nil ? " opacity=\"0\"" : "") + ">\n" + cells
            var last = first
            out += clock.discrete(changes: zip(starts, key).map { start, p in
                if let p { last = p }
                return (start, SMILClock.motion(last - first))
            }, translate: true)
            out += clock.discrete(changes: zip(starts, key).map { ($0, $1 == nil ? "0" : "1") })
            out += "</g>\n"
        }
        out += "</g>\n"
        // The status: two texts, one shown.
        let (views, viewOfFrame) = strip.views(scene.run.timeline)
        let stride = scene.canvas.width
        let differs = viewOfFrame.map { views[$0].differs }
        let settling = frames.map(DataStrip.settling)
        out += WalkthroughSVG.film(strip.status(differs: false) + strip.status(differs: true, dx: stride)
                                   + strip.status(differs: false, settling: true, dx: 2 * stride),
                                   column: zip(differs, settling).map { $0 ? 1 : $1 ? 2 : 0 }, stride: stride, clock: clock)
        out += marks(scene, strip: strip, views: views, viewOfFrame: viewOfFrame, clock: clock)
        for edit in strip.edits {
            var changes = [(frame: 0, value: "0"), (edit.frame, "1")]
            if edit.until < frames.count { changes.append((edit.until, "0")) }
            out += "<g \(attributes(edit))" + (edit.frame == 0 ? "" : " opacity=\"0\"") + ">" + strip.edit(edit)
                + clock.discrete(changes: changes) + "</g>\n"
        }
        return out + "</g>\n"
    }

    /// The marks (a dashed outline around each run of slots where data and screen
    /// differ, and a "≠" on each such slot) as the views show them, written the
    /// shorter of two ways: a mark per slot ever marked (an outline and a "≠",
    /// defined once as "m"), each with its own discrete animation (cheap when few
    /// slots toggle often), or a film strip with a column per distinct set of
    /// marks, one animation for all (cheap when marks come and go together, as a
    /// drag down a list marks one more slot per row it passes and a commit clears
    /// them all). A column draws its runs (``markRuns(_:)``) and its "≠"s in one text.
    ///
    /// - Complexity: O(views × marks).
    static func marks(_ scene: Scene, strip: DataStrip, views: [View], viewOfFrame: [Int], clock: SMILClock) -> String {
        let mark = WalkthroughSVG.elementID(scene, "m")
        // One mark per slot, toggled from the views' changes.
        var toggles: [IndexPath: [(frame: Int, value: String)]] = [:]
        var marked = Set<IndexPath>()
        for view in views {
            let now = Set(view.marks)
            for path in now.subtracting(marked) { toggles[path, default: view.first == 0 ? [] : [(0, "0")]].append((view.first, "1")) }
            for path in marked.subtracting(now) { toggles[path, default: []].append((view.first, "0")) }
            marked = now
        }
        guard !toggles.isEmpty else { return "" }
        let shape = strip.cells.values.first.map { Rect(origin: .zero, size: $0.size) } ?? .zero
        var each = "<defs><g id=\"\(mark)\">" + strip.mark(in: shape) + "</g></defs>\n"
        for (path, changes) in toggles.sorted(by: { $0.key < $1.key }) {
            guard let r = strip.cells[path] else { continue }
            let shownFirst = changes[0].frame == 0 && changes[0].value == "1"
            each += "<use href=\"#\(mark)\" x=\"\(format(r.minX))\" y=\"\(format(r.minY))\""
                + (shownFirst ? "" : " opacity=\"0\"") + ">" + clock.discrete(changes: changes) + "</use>\n"
        }
        // A film strip: a column per distinct set of marks, in the order the views first show them.
        var columns: [[IndexPath]: Int] = [:]
        var outlines = ""
        var signs: [Point] = []
        let stride = WalkthroughSVG.filmStride(scene)
        let columnOfView = views.map { view -> Int in
            let set = view.marks.sorted()
            if let k = columns[set] { return k }
            let k = columns.count
            columns[set] = k
            let dx = Double(k) * stride
            let runs = strip.markRuns(set)
            outlines += runs.map { strip.runOutline($0.offsetBy(dx: dx, dy: 0)) }.joined()
            signs += strip.signPoints(runs, dx: dx)
            return k
        }
        let body = "<g data-marks=\"\"" + markStroke + ">" + outlines + "</g><g" + signText + ">" + Self.signs(at: signs) + "</g>"
        let film = WalkthroughSVG.film(body, column: viewOfFrame.map { columnOfView[$0] }, stride: stride, clock: clock)
        return film.utf8.count < each.utf8.count ? film : each
    }

    /// The attributes of a mark's dashed outline (``runOutline(_:)``), and of its "≠".
    static let markStroke = " fill=\"none\" stroke=\"\(Palette.violation)\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\""
    static let signText = " font-size=\"13\" fill=\"\(Palette.violation)\" text-anchor=\"middle\" font-weight=\"700\""

    /// The outlines of the marked slots `paths` (in slot order): one rectangle around
    /// each run of slots whose cells adjoin (consecutive items of a section, drawn
    /// side by side with no gap between), 1.5 points outside them.
    func markRuns(_ paths: [IndexPath]) -> [Rect] {
        var runs: [Rect] = []
        var last: IndexPath?
        for path in paths {
            guard let r = cells[path] else { continue }
            if let l = last, l.section == path.section, l.item + 1 == path.item, let previous = cells[l],
               let run = runs.last,
               (placement == .right ? r.minY - previous.maxY : r.minX - previous.maxX) <= 4 {
                runs[runs.count - 1] = Rect(x: run.minX, y: run.minY,
                                            width: max(run.maxX, r.maxX + 1.5) - run.minX,
                                            height: max(run.maxY, r.maxY + 1.5) - run.minY)
            } else {
                runs.append(r.outset(1.5))
            }
            last = path
        }
        return runs
    }

    /// A run's outline, `r`, in a group with ``markStroke``.
    func runOutline(_ r: Rect) -> String {
        "<rect x=\"\(format(r.minX))\" y=\"\(format(r.minY))\" width=\"\(format(r.width))\" height=\"\(format(r.height))\" rx=\"4\"/>"
    }

    /// A "≠" at the end of the first cell of each run (`runs`, outlines from ``markRuns(_:)``),
    /// `dx` to the right: one text, a position per glyph. The outline marks every slot of its
    /// run; the sign says in text what the dashes say in shape.
    func signs(_ runs: [Rect], dx: Double = 0, apart: Bool = false) -> String {
        Self.signs(at: signPoints(runs, dx: dx), apart: apart)
    }

    /// Where ``signs(_:dx:)`` puts each run's "≠": the first cell's middle, 1.5 points inside
    /// the outline, half a cell down (right) or across (below).
    func signPoints(_ runs: [Rect], dx: Double = 0) -> [Point] {
        runs.map { r in
            placement == .right ? Point(x: r.maxX - 1.5 - 8 + dx, y: r.minY + 1.5 + DataStrip.cellHeight / 2)
                : Point(x: r.minX + 1.5 + DataStrip.columnWidth - 8 + dx, y: r.midY)
        }
    }

    /// A "≠" at each of `at` (middles): one text, a position per glyph (each glyph with its own
    /// `x` starts a chunk of its own, centred there). A baseline shared by every glyph is written
    /// once: a glyph without its own `y` stays on the line of the one before. `apart`: a text
    /// per glyph (``Scene/forRaster``).
    static func signs(at: [Point], apart: Bool = false) -> String {
        guard !at.isEmpty else { return "" }
        let ys = at.map { SVGParts.baseline($0.y, size: 13) }
        if apart {
            return zip(at, ys).map { "<text x=\"\(format($0.x))\" y=\"\($1)\">≠</text>" }.joined()
        }
        return "<text x=\"" + at.map { format($0.x) }.joined(separator: " ") + "\" y=\""
            + (Set(ys).count == 1 ? ys[0] : ys.joined(separator: " ")) + "\">"
            + String(repeating: "≠", count: at.count) + "</text>"
    }

    /// The strip of `scene` as frame `index` shows it (nothing for a carousel).
    static func still(_ scene: Scene, frame index: Int) -> String {
        guard let strip = scene.strip else { return "" }
        let frame = scene.run.timeline.frames[index]
        let run = strip.runs[strip.runOfFrame[index]]
        let marks = strip.marks(order: frame.order, data: run.data)
        var out = strip.panel(scene) + "\n"
        out += "<g data-run=\"\(strip.runOfFrame[index])\"\(cellText)>" + strip.cells(run.data, scene: scene) + "</g>\n"
        let differs = frame.order != frame.data
        out += strip.status(differs: differs, settling: DataStrip.settling(frame)) + "\n"
        if !marks.isEmpty {
            let runs = strip.markRuns(marks)
            out += "<g data-marks=\"" + marks.map { "\($0.section),\($0.item)" }.joined(separator: " ") + "\""
                + markStroke + ">" + runs.map(strip.runOutline).joined()
                + "</g><g\(signText)>" + strip.signs(runs, apart: scene.textPerGlyph) + "</g>\n"
        }
        for edit in strip.edits where index >= edit.frame && index < edit.until {
            out += "<g \(attributes(edit))>" + strip.edit(edit) + "</g>\n"
        }
        return out
    }

    /// A run of frames showing the same screen order and holding the same
    /// data: whether they differ, and the drawn slots where they do.
    struct View {
        var first: Int
        var differs: Bool
        var marks: [IndexPath]
    }

    /// The views of `t`'s frames, and each frame's view. (A layout index does
    /// not name a screen order: orders of equal geometry share a layout.)
    ///
    /// - Complexity: O(f) comparisons of consecutive orders, each about the
    ///   edits between them, and O(k log n) per view for k drawn slots.
    func views(_ t: Timeline) -> (views: [View], ofFrame: [Int]) {
        var views: [View] = []
        var ofFrame: [Int] = []
        ofFrame.reserveCapacity(t.frames.count)
        for (f, frame) in t.frames.enumerated() {
            if f > 0, runOfFrame[f] == runOfFrame[f - 1], frame.order == t.frames[f - 1].order {
                ofFrame.append(views.count - 1)
                continue
            }
            let data = runs[runOfFrame[f]].data
            views.append(View(first: f, differs: frame.order != data, marks: marks(order: frame.order, data: data)))
            ofFrame.append(views.count - 1)
        }
        return (views, ofFrame)
    }

    /// The drawn slots where `data` holds another item than `order` shows (or
    /// one holds an item and the other none), in slot order.
    ///
    /// - Complexity: O(k log n) for k drawn slots.
    func marks(order: Order, data: Order) -> [IndexPath] {
        if order == data { return [] }
        func label(_ o: Order, _ p: IndexPath) -> String? {
            p.section < o.count && p.item < o[p.section].count ? o[p.section][p.item] : nil
        }
        return cells.keys.sorted().filter { label(order, $0) != label(data, $0) }
    }

    // MARK: SVG

    /// The text attributes a group of cells gives its labels.
    static let cellText = " font-size=\"11\""  // colour and weight: the picture's

    /// The attributes of an edit's group: its hooks, and the stroke its outlines and arc share (``edit(_:)``).
    static func attributes(_ edit: Edit) -> String {
        "data-edit=\"\(edit.kind.rawValue)\" data-from=\"\(edit.from.section),\(edit.from.item)\" "
            + "data-to=\"\(edit.to.section),\(edit.to.item)\" fill=\"none\" stroke=\"\(Palette.arrow)\" stroke-width=\"2\""
    }

    /// The parts that never change: the panel, its heading, section titles,
    /// slot numbers and elided runs.
    func panel(_ scene: Scene) -> String {
        var out = SVGParts.rect(frame, fill: Palette.content, stroke: Palette.contentStroke, rx: 6,
                                extra: " data-strip=\"data source\"")  // its background says what it is
        out += SVGParts.text("Data source", x: frame.minX + 8, y: frame.minY + 13, size: 13, fill: nil, anchor: "start")
        for title in titles {
            out += SVGParts.text(title.text, x: title.at.x, y: title.at.y, size: 11, fill: Palette.mutedText,
                                 anchor: "start", weight: "600")
        }
        for run in skipped {
            out += SVGParts.text("…(\(run.count) sections)…", x: run.at.x, y: run.at.y, size: 11, fill: Palette.mutedText,
                                 anchor: "start", weight: "400")
        }
        // Slot numbers, drawn once: a slot a run leaves empty shows its number alone.
        // Single digits share one text, a position per glyph (each glyph a
        // text chunk of its own, anchored alone); longer numbers have a text each. For librsvg
        // (``Scene/forRaster``) each digit has a text too.
        out += "<g font-size=\"11\" fill=\"\(Palette.mutedText)\" text-anchor=\"\(placement == .right ? "end" : "middle")\" font-weight=\"400\">"
        var xs: [String] = [], ys: [String] = [], digits = ""
        for (path, r) in cells.sorted(by: { $0.key < $1.key }) {
            let at = placement == .right ? Point(x: r.minX - 7, y: r.midY) : Point(x: r.midX, y: r.minY - 7)
            if path.item < 10 {
                xs.append(format(at.x))
                ys.append(SVGParts.baseline(at.y, size: 11))
                digits += "\(path.item)"
            } else {
                out += "<text x=\"\(format(at.x))\" y=\"\(SVGParts.baseline(at.y, size: 11))\">\(path.item)</text>"
            }
        }
        if scene.textPerGlyph {
            out += zip(zip(xs, ys), digits).map { "<text x=\"\($0.0)\" y=\"\($0.1)\">\($1)</text>" }.joined()
        } else if !digits.isEmpty {
            out += "<text x=\"\(xs.joined(separator: " "))\" y=\"\(ys.joined(separator: " "))\">\(digits)</text>"
        }
        out += "</g>"
        for gap in gaps {
            out += SVGParts.text("…(\(gap.slots.count))…", x: gap.rect.midX, y: gap.rect.midY, size: 11,
                                 fill: Palette.mutedText, weight: "400")
        }
        return out
    }

    static func cellAttributes(_ path: IndexPath, _ label: String) -> String {
        "data-slot=\"\(path.section),\(path.item)\" data-holds=\"\(Escape.xml(label))\""
    }

    /// One cell per drawn slot that `data` fills (inside a group with
    /// ``cellText``'s attributes).
    func cells(_ data: Order, scene: Scene) -> String {
        var out = ""
        for path in cells.keys.sorted() {
            guard path.section < data.count, path.item < data[path.section].count else { continue }
            let label = data[path.section][path.item]
            out += "<g \(DataStrip.cellAttributes(path, label))>" + cell(path, holding: label, scene: scene) + "</g>"
        }
        return out
    }

    /// The card of slot `path` holding `label`: the item's colours, its label cut to fit.
    func cell(_ path: IndexPath, holding label: String, scene: Scene) -> String {
        guard let r = cells[path] else { return "" }
        let shown = FrameSVG.wrap(scene.text(of: label), width: r.width - 22, fontSize: 11, lines: 1)[0]
        let colour = scene.colour(label)
        return "<rect x=\"\(format(r.minX))\" y=\"\(format(r.minY))\" width=\"\(format(r.width))\" "
            + "height=\"\(format(r.height))\" rx=\"3\" fill=\"\(Palette.fill(colour))\"/>"
            + "<text x=\"\(format(r.minX + 5))\" y=\"\(SVGParts.baseline(r.midY, size: 11))\">"
            + Escape.text(shown) + "</text>"
    }

    /// Whether `frame` draws rows still sliding after the gesture ended (a cancel's rows going
    /// back, a drop's snapshot landing): the screen order already equals the data, but the rows
    /// are not yet where it puts them, so "data = screen" alone read as if they were (issue 34).
    static func settling(_ frame: Frame) -> Bool {
        frame.finger == nil && frame.order == frame.data && (!frame.displaced.isEmpty || frame.liftedFrame != nil)
    }

    /// "data = screen" or "data ≠ screen", beside or under the heading; "data = screen, settling"
    /// while the rows still slide (``settling(_:)``).
    /// The status line, its text carrying `data-status="agrees|differs"` (settling agrees).
    func status(differs: Bool, settling: Bool = false, dx: Double = 0) -> String {
        let at = placement == .right ? Point(x: frame.minX + 8 + dx, y: frame.minY + 31)
            : Point(x: frame.minX + 110 + dx, y: frame.minY + 13)
        if settling && !differs {
            return SVGParts.text("data = screen, settling", x: at.x, y: at.y, size: 12, fill: Palette.mutedText,
                                 anchor: "start", weight: "700", extra: " data-status=\"agrees\" data-settling=\"\"")
        }
        return differs
            ? SVGParts.text("data ≠ screen", x: at.x, y: at.y, size: 12, fill: Palette.violation, anchor: "start",
                            weight: "700", extra: " data-status=\"differs\"")
            : SVGParts.text("data = screen", x: at.x, y: at.y, size: 12, fill: Palette.mutedText, anchor: "start",
                            weight: "400", extra: " data-status=\"agrees\"")
    }

    /// A dashed outline and "≠" on a cell `shape` (at the origin).
    func mark(in shape: Rect) -> String {
        let o = shape.outset(1.5)
        return "<rect x=\"\(format(o.minX))\" y=\"\(format(o.minY))\" width=\"\(format(o.width))\" "
            + "height=\"\(format(o.height))\" rx=\"4\" fill=\"none\" stroke=\"\(Palette.violation)\" "
            + "stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>"
            + SVGParts.text("≠", x: shape.maxX - 8, y: shape.midY, size: 13, fill: Palette.violation, weight: "700")
    }

    /// A cell holding `label` at the origin: `scope`'s cell shape in the item's
    /// colours, its label cut to fit (inside a group with ``cellText``'s attributes).
    func cell(_ label: String, in shape: Rect, scene: Scene, scope: String) -> String {
        let shown = FrameSVG.wrap(scene.text(of: label), width: shape.width - 22, fontSize: 11, lines: 1)[0]
        let colour = scene.colour(label)
        return "<use href=\"#\(scope)\" fill=\"\(Palette.fill(colour))\"/>"
            + "<text x=\"5\" y=\"\(SVGParts.baseline(shape.midY, size: 11))\">" + Escape.text(shown) + "</text>"
    }

    /// The slots a commit wrote, outlined, and an arc from the old slot to the
    /// new: one head for a move, two for an exchange. Their stroke and fill are the group's
    /// (``attributes(_:)``).
    func edit(_ edit: Edit) -> String {
        let written = edit.kind == .exchange ? [edit.from, edit.to] : [edit.to]
        var out = ""
        for path in written {
            guard let r = cells[path] else { continue }
            let o = r.outset(3.5)
            out += "<rect x=\"\(format(o.minX))\" y=\"\(format(o.minY))\" width=\"\(format(o.width))\" height=\"\(format(o.height))\" rx=\"5\"/>"
        }
        guard edit.from != edit.to, let a = cells[edit.from], let b = cells[edit.to] else { return out }
        // Out from the side of the cells (right) or under them (below), and back.
        let start: Point, end: Point, out1: Point, out2: Point, outward: Point
        switch placement {
        case .right:
            start = Point(x: a.maxX + 5, y: a.midY)
            end = Point(x: b.maxX + 5, y: b.midY)
            let bulge = 8 + 4 * Double(edit.lane) + min(8, abs(end.y - start.y) / 20)
            outward = Point(x: 1, y: 0)
            out1 = Point(x: start.x + bulge, y: start.y)
            out2 = Point(x: end.x + bulge, y: end.y)
        case .below:
            start = Point(x: a.midX, y: a.maxY + 5)
            end = Point(x: b.midX, y: b.maxY + 5)
            outward = Point(x: 0, y: 1)
            let bulge = 8 + 3 * Double(edit.lane)
            out1 = Point(x: start.x, y: start.y + bulge)
            out2 = Point(x: end.x, y: end.y + bulge)
        }
        // The arc and its heads, one path: a head is an open chevron, as the screen's exchange arrows draw it.
        out += "<path d=\"M\(format(start.x)) \(format(start.y))C\(format(out1.x)) \(format(out1.y)) "
            + "\(format(out2.x)) \(format(out2.y)) \(format(end.x)) \(format(end.y))" + head(at: end, outward: outward)
            + (edit.kind == .exchange ? head(at: start, outward: outward) : "")
            + "\"/>"
        return out
    }

    /// An arrowhead pointing back against `outward`, its tip at `tip`: a subpath, the
    /// chevron's two barbs through the tip.
    func head(at tip: Point, outward: Point) -> String {
        let back = Point(x: tip.x + outward.x * 7, y: tip.y + outward.y * 7)
        let side = Point(x: outward.y * 4, y: outward.x * 4)
        return "M\(format(back.x + side.x)) \(format(back.y + side.y))L\(format(tip.x)) \(format(tip.y))"
            + "L\(format(back.x - side.x)) \(format(back.y - side.y))"
    }
}

extension Rect {
    /// The rectangle grown by `d` on every side.
    func outset(_ d: Double) -> Rect { Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d) }

    /// Whether `inner` lies within the rectangle (edges may meet).
    func encloses(_ inner: Rect) -> Bool {
        inner.minX >= minX && inner.minY >= minY && inner.maxX <= maxX && inner.maxY <= maxY
    }
}
