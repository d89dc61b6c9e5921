import CollectionLayout
import ReorderEngine
import Scenario

/// Every step's still on one sheet (`steps.png`, rasterised from this SVG): a
/// grid of the stills at their natural size, so the sheet reads at 100 %, each
/// under a label with the step, its time and what broke in it. A step in which
/// a rule broke is framed in red. The first frame where the screen and the
/// data source hold different orders gets a cell of its own, after the step it
/// falls in (or that step's label says so when the step ends on it).
public enum StepSheet {
    /// One cell: a still and its label.
    struct Cell {
        var svg: String
        var label: String
        var alert: String?
        /// A rule broke in it: framed in red.
        var broken = false
        /// Its row in a sheet of several profiles: step k's cell is row k, a parting cell
        /// k − ½, before the cell of the step it falls in.
        var row = 0.0
    }

    static let gap = 16.0, labelHeight = 26.0, alertHeight = 20.0, headerHeight = 44.0
    /// The sheet is at most this wide: as many columns as fit. A tracker's column (GitHub's
    /// issue is about 880 px: ``TrackerColumn``) shows it at 100 %; at 1800, three stills abreast
    /// showed at about half.
    static let maxWidth = TrackerColumn.width

    public static func svg(_ run: ScenarioRun) -> String {
        svg([run])
    }

    /// The scene of one run's sheet: a carousel's stills through a camera that fits the sheet to
    /// the column with its gaps (``Scene/init(_:fitting:)``).
    static func scene(_ run: ScenarioRun) -> Scene {
        Scene(run, fitting: maxWidth - 2 * gap)
    }

    /// The sheet of a board's runs (its profiles, in order): one run's as above; several, a
    /// column per profile, headed by its name and what it broke, its cells one under another
    /// in rows that line up (the steps are the board's: step k is at one height in every column;
    /// a column's cell for the frame where its screen and data part has a row of its own), or,
    /// where the columns would not fit ``maxWidth``, the same rows one after another, each
    /// row's cells one under another (``stacked(_:_:)``). A sheet still wider (a still wider
    /// than the column) is scaled down to it (``TrackerColumn``).
    /// Light unless the board pins dark (``PictureScheme``).
    public static func svg(_ runs: [ScenarioRun]) -> String {
        let natural: String
        if runs.count == 1 {
            natural = svg(scene(runs[0]))
        } else {
            let scenes = runs.map(Scene.init)
            let all = scenes.map { cells($0) }
            natural = stacks(scenes, all) ? stacked(scenes, all) : columns(scenes, all)
        }
        let sheet = TrackerColumn.fitted(natural)
        return runs[0].scenario.scheme == .dark ? PictureStyle.applying(.dark, to: sheet) : sheet
    }

    /// Whether a column per profile fits ``maxWidth``: 16 + n × (still + 16) ≤ 880.
    static func fits(_ scenes: [Scene]) -> Bool {
        gap + Double(scenes.count) * ((scenes.map(\.canvas.width).max() ?? 0) + gap) <= maxWidth
    }

    /// Whether the sheet of several profiles stands their stills one under another: where their
    /// columns do not fit ``maxWidth`` and the stack is no taller than ``tallest`` (six-libraries'
    /// is 29,723). A taller one keeps its columns and is scaled down to the column: a small sheet
    /// rather than none.
    static func stacks(_ scenes: [Scene], _ all: [[Cell]]) -> Bool {
        !fits(scenes) && stack(scenes, all).size.height <= tallest
    }

    /// The tallest picture cairo draws (and `export`'s limit on a side of `steps.png`).
    static let tallest = 32_767.0

    /// The first frame whose screen order and data order differ, if any.
    public static func partingFrame(_ run: ScenarioRun) -> Int? {
        run.timeline.frames.firstIndex { $0.order != $0.data }
    }

    /// The sheet's size in points (at 100 %, one point a pixel), worked out without drawing a
    /// still: what `export` checks against its limit before it rasterises the sheet. The sheet as
    /// drawn, before one wider than ``maxWidth`` is scaled down to it.
    public static func size(_ runs: [ScenarioRun]) -> (width: Double, height: Double) {
        if runs.count == 1 {
            let one = scene(runs[0])
            return single(one, cells(one, drawing: false)).size
        }
        let scenes = runs.map(Scene.init)
        let all = scenes.map { cells($0, drawing: false) }
        return stacks(scenes, all) ? stack(scenes, all).size : grid(scenes, all).size
    }

    /// The cells of `scene`'s sheet; with `drawing` false, their stills are left empty (their
    /// number, rows and labels are the same). The stills are drawn for librsvg (``Scene/forRaster``).
    static func cells(_ scene: Scene, drawing: Bool = true) -> [Cell] {
        let scene = scene.forRaster
        let run = scene.run
        let t = run.timeline
        let steps = run.scenario.script.steps
        let parting = run.scenario.isCarousel ? nil : partingFrame(run)
        var cells: [Cell] = []
        for i in 0...steps.count {
            let end = i == 0 ? 0 : t.stepEnds[i - 1]
            let first = i == 0 ? 0 : (i == 1 ? 1 : t.stepEnds[i - 2] + 1)
            let broken = t.violations.filter { $0.frame >= first && $0.frame <= end }
            var label = i == 0 ? "Before the first step" : "Step \(i) of \(steps.count): \(steps[i - 1].text)"
            label += " · t = \(format(t.frames[end].time)) s"
            var alerts = broken.map { "⚠ \($0.rule.rawValue) at \(format(t.frames[$0.frame].time)) s (frame \($0.frame))" }
            if let p = parting, p == end { alerts.append("≠ screen and data part here (frame \(p))") }
            cells.append(Cell(svg: drawing ? FrameSVG.step(scene, index: i) : "", label: label,
                              alert: alerts.isEmpty ? nil : alerts.joined(separator: " · "), broken: !broken.isEmpty,
                              row: Double(i)))
            if let p = parting, i > 0, p >= first, p < end {
                let f = t.frames[p]
                let caption = "Screen and data part at \(format(f.time)) s"
                let svg = drawing ? FrameSVG.render(scene, frame: p, caption: caption, note: nil,
                                                    violations: t.violations.filter { $0.frame == p }) : ""
                cells.insert(Cell(svg: svg, label: caption + " (frame \(p))",
                                  alert: "≠ the data source no longer holds what the screen shows",
                                  row: Double(i) - 0.5),
                             at: cells.count - 1)
            }
        }
        return cells
    }

    /// The geometry of a sheet of several columns: rows line up across the columns (step k is at
    /// one height in each, a column's parting cell has a row of its own, left empty in the columns
    /// that part elsewhere), and every row is as tall as the tallest still.
    static func grid(_ scenes: [Scene], _ all: [[Cell]])
        -> (size: (width: Double, height: Double), cellWidth: Double, rowHeight: Double, rows: [Double], hasAlerts: Bool) {
        let cellWidth = scenes.map(\.canvas.width).max() ?? 0
        let stillHeights = scenes.map(\.canvas.height)
        let hasAlerts = all.contains { $0.contains { $0.alert != nil } }
        let rowHeight = labelHeight + (hasAlerts ? alertHeight : 0) + (stillHeights.max() ?? 0)
        let rows = Set(all.flatMap { $0.map(\.row) }).sorted()
        let width = gap + Double(scenes.count) * (cellWidth + gap)
        let height = headerHeight + columnHeader + Double(rows.count) * (rowHeight + gap)
        return ((width, height), cellWidth, rowHeight, rows, hasAlerts)
    }

    static let columnHeader = 30.0
    /// A stacked sheet's line under its title (``stacked(_:_:)``).
    static let subtitleHeight = 24.0

    static func columns(_ scenes: [Scene], _ all: [[Cell]]) -> String {
        let (size, cellWidth, rowHeight, rows, hasAlerts) = grid(scenes, all)
        let (width, height) = size
        let stillHeights = scenes.map(\.canvas.height)
        let first = scenes[0].run
        let profiles = scenes.map(\.run.timeline.provenance.label)
        var out = SVGParts.open(width: width, height: height, title: "\(first.scenario.title): steps",
                                desc: "Every step's still of board \(first.scenario.id), a column per profile: "
                                    + profiles.joined(separator: ", ") + ".")
        out += SVGParts.rect(Rect(x: 0, y: 0, width: width, height: height), fill: "#fff") + "\n"
        let what = scenes.contains(where: \.run.isRecorded) ? "runs, observed and modelled," : "profiles"
        out += SVGParts.text("\(first.scenario.title) — \(profiles.count) \(what) side by side, a row per step",
                             x: gap, y: headerHeight / 2, size: 18, anchor: "start", weight: "700") + "\n"
        for (c, cells) in all.enumerated() {
            let x = gap + Double(c) * (cellWidth + gap)
            out += header(scenes[c], x: x, y: headerHeight, width: cellWidth)
            for cell in cells {
                let k = rows.firstIndex(of: cell.row) ?? 0
                let y = headerHeight + columnHeader + Double(k) * (rowHeight + gap)
                // The label on the row's top, the still under it.
                let cellHeight = labelHeight + (hasAlerts ? alertHeight : 0) + stillHeights[c]
                out += draw(cell, x: x, y: y, cellHeight: cellHeight, cellWidth: scenes[c].canvas.width,
                            stillHeight: stillHeights[c])
            }
        }
        return out + "</svg>\n"
    }

    /// The geometry of a stacked sheet of several profiles: the rows of ``grid(_:_:)`` in order,
    /// each row's cells one under another in profile order, each under a band naming its profile,
    /// one still wide: the cells in the order drawn, with their profiles.
    static func stack(_ scenes: [Scene], _ all: [[Cell]])
        -> (size: (width: Double, height: Double), cellWidth: Double, hasAlerts: Bool, cells: [(column: Int, cell: Cell)]) {
        let cellWidth = scenes.map(\.canvas.width).max() ?? 0
        let hasAlerts = all.contains { $0.contains { $0.alert != nil } }
        var order: [(column: Int, cell: Cell)] = []
        for row in Set(all.flatMap { $0.map(\.row) }).sorted() {
            for (c, cells) in all.enumerated() {
                for cell in cells where cell.row == row { order.append((c, cell)) }
            }
        }
        let height = headerHeight + subtitleHeight + order.reduce(0) {
            $0 + columnHeader + labelHeight + (hasAlerts ? alertHeight : 0) + scenes[$1.column].canvas.height + gap
        }
        return ((gap + cellWidth + gap, height), cellWidth, hasAlerts, order)
    }

    /// A profile's band at (`x`, `y`), `width` wide: its name and what it broke (a column's header,
    /// or a stacked cell's).
    static func header(_ scene: Scene, x: Double, y: Double, width: Double) -> String {
        let profile = scene.run.timeline.provenance.label
        let broke = WalkthroughSVG.orderedUnique(scene.run.timeline.violations.map(\.rule.rawValue))
        var out = SVGParts.rect(Rect(x: x, y: y, width: width, height: columnHeader - 6), fill: Palette.header) + "\n"
        let status = broke.isEmpty ? "no violations" : "⚠ " + broke.joined(separator: ", ")
        // A long name (a recording's, where it came from) is cut to leave the status its room.
        let room = (width - 16 - Double(status.count) * 7 - 12) * 14 / 15
        out += SVGParts.text(WalkthroughSVG.fitted(profile, width: room), x: x + 8,
                             y: y + (columnHeader - 6) / 2, size: 15, anchor: "start", weight: "700") + "\n"
        out += SVGParts.text(status, x: x + width - 8, y: y + (columnHeader - 6) / 2, size: 12,
                             fill: broke.isEmpty ? Palette.mutedText : Palette.violation, anchor: "end",
                             weight: "600") + "\n"
        return out
    }

    /// Several profiles whose columns would not fit ``maxWidth`` (two stills of 416 points do:
    /// 16 + 2 × (416 + 16) = 880; two of 440 do not: 928): one still wide, so the stills keep
    /// their size (scaled to the column, eight columns of 560, 16 + 8 × 576 = 4624 wide, would draw
    /// 12-point text at 12 × 880 / 4624 = 2.3); row after row, step k's pictures together, each
    /// under a band with its profile's name and what it broke.
    static func stacked(_ scenes: [Scene], _ all: [[Cell]]) -> String {
        let (size, cellWidth, hasAlerts, cells) = stack(scenes, all)
        let (width, height) = size
        let first = scenes[0].run
        let profiles = scenes.map(\.run.timeline.provenance.label)
        var out = SVGParts.open(width: width, height: height, title: "\(first.scenario.title): steps",
                                desc: "Every step's still of board \(first.scenario.id), a step's under one another, "
                                    + "for the profiles " + profiles.joined(separator: ", ") + ".")
        out += SVGParts.rect(Rect(x: 0, y: 0, width: width, height: height), fill: "#fff") + "\n"
        let what = scenes.contains(where: \.run.isRecorded) ? "runs, observed and modelled," : "profiles"
        // One still wide: the title on a line of its own (cut where it would pass the sheet's edge;
        // 18-point bold taken as 10.5 points a character, `fitted`'s 8 for 14), what it shows under it.
        out += SVGParts.text(WalkthroughSVG.fitted(first.scenario.title, width: (width - 2 * gap) * 8 / 10.5),
                             x: gap, y: headerHeight / 2, size: 18, anchor: "start", weight: "700") + "\n"
        out += SVGParts.text("\(profiles.count) \(what), each step's pictures together, one under another",
                             x: gap, y: headerHeight + subtitleHeight / 2 - 6, size: 13, fill: Palette.mutedText,
                             anchor: "start", weight: "600") + "\n"
        var y = headerHeight + subtitleHeight
        for (c, cell) in cells {
            let still = scenes[c].canvas.height
            out += header(scenes[c], x: gap, y: y, width: cellWidth)
            let cellHeight = labelHeight + (hasAlerts ? alertHeight : 0) + still
            out += draw(cell, x: gap, y: y + columnHeader, cellHeight: cellHeight, cellWidth: scenes[c].canvas.width,
                        stillHeight: still)
            y += columnHeader + cellHeight + gap
        }
        return out + "</svg>\n"
    }

    /// One cell at (`x`, `y`): its label, its alert, its still, a red frame if a rule broke in it.
    static func draw(_ cell: Cell, x: Double, y: Double, cellHeight: Double, cellWidth: Double,
                     stillHeight: Double) -> String {
        var out = SVGParts.text(cell.label, x: x, y: y + labelHeight / 2, size: 14, anchor: "start", weight: "700") + "\n"
        if let alert = cell.alert {
            out += SVGParts.text(alert, x: x, y: y + labelHeight + alertHeight / 2 - 4, size: 13,
                                 fill: Palette.violation, anchor: "start", weight: "700") + "\n"
        }
        let top = y + cellHeight - stillHeight
        // The still, nested at its natural size (stills carry no ids, so several share the sheet).
        out += cell.svg.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" ",
                                             with: "<svg x=\"\(format(x))\" y=\"\(format(top))\" ")
        if cell.broken {
            out += SVGParts.rect(Rect(x: x - 2, y: top - 2, width: cellWidth + 4, height: stillHeight + 4),
                                 fill: "none", stroke: Palette.violation, strokeWidth: 3) + "\n"
        }
        return out
    }

    /// The geometry of one run's sheet: as many columns as fit in ``maxWidth``.
    static func single(_ scene: Scene, _ cells: [Cell])
        -> (size: (width: Double, height: Double), columns: Int, cellHeight: Double) {
        let cellWidth = scene.canvas.width, stillHeight = scene.canvas.height
        let hasAlerts = cells.contains { $0.alert != nil }
        let cellHeight = labelHeight + (hasAlerts ? alertHeight : 0) + stillHeight
        // gap + columns × (still + gap) ≤ maxWidth.
        let columns = max(1, min(cells.count, Int((maxWidth - gap) / (cellWidth + gap))))
        let rows = (cells.count + columns - 1) / columns
        let width = gap + Double(columns) * (cellWidth + gap)
        let height = headerHeight + Double(rows) * (cellHeight + gap)
        return ((width, height), columns, cellHeight)
    }

    static func svg(_ scene: Scene) -> String {
        let cells = cells(scene)
        let cellWidth = scene.canvas.width, stillHeight = scene.canvas.height
        let (size, columns, cellHeight) = single(scene, cells)
        let (width, height) = size
        let run = scene.run
        let title = run.scenario.title
        let profile = run.isRecorded ? run.timeline.provenance.label
            : run.scenario.isCarousel ? "carousel" : "profile \(run.timeline.provenance.label)"
        var out = SVGParts.open(width: width, height: height, title: "\(title): steps",
                                desc: "Every step's still of board \(run.scenario.id), \(profile).")
        out += SVGParts.rect(Rect(x: 0, y: 0, width: width, height: height), fill: "#fff") + "\n"
        out += SVGParts.text("\(title) — \(profile), \(cells.count) pictures", x: gap, y: headerHeight / 2,
                             size: 18, anchor: "start", weight: "700") + "\n"
        for (k, cell) in cells.enumerated() {
            let x = gap + Double(k % columns) * (cellWidth + gap)
            let y = headerHeight + Double(k / columns) * (cellHeight + gap)
            out += draw(cell, x: x, y: y, cellHeight: cellHeight, cellWidth: cellWidth, stillHeight: stillHeight)
        }
        return out + "</svg>\n"
    }
}
