import Scenario
import CollectionLayout
import ReorderEngine

/// Trace JSON (DESIGN.md, docs/trace.md): stable key order, fixed number formatting,
/// `order`/`data` only in frame 0 and where they changed. Version 1 writes a changed
/// order whole; version 2 (``TraceVersion``) writes it as its edit when it is one move or
/// exchange, so a trace grows with the changes, not with items × changes; version 3 writes
/// a frame's other fields, too, only where they changed, without spaces.
public enum TraceJSON {
    /// The whole document for several boards, each run under its first (or only) variant.
    public static func document(_ runs: [ScenarioRun], version: TraceVersion = .current) -> String {
        document(boards: runs.map { [$0] }, version: version)
    }

    /// The whole document for several boards, each given as its runs, one per variant in
    /// the order the board names its profiles (``ScenarioRun/all(_:)``).
    ///
    /// A board of one variant is written exactly as version 1 always wrote it. A board of
    /// several is its first variant's entry, as if it named that profile only, and two more
    /// keys at its end: `profiles`, every variant's profile in order, and `variants`, an
    /// entry for each variant after the first with its `profile`, `frames`, `final` and
    /// `violations` (docs/trace.md).
    public static func document(boards: [[ScenarioRun]], version: TraceVersion = .current) -> String {
        let j = JSONStyle(version)
        var out = "{\(j.key("version"))\(version.rawValue),\n\(j.key("boards"))["
        var written = 0
        for runs in boards {
            guard let first = runs.first else { continue }
            out += written == 0 ? "\n" : ",\n"
            out += board(first, variants: Array(runs.dropFirst()), version: version)
            written += 1
        }
        out += written == 0 ? "]}\n" : "\n]}\n"
        return out
    }

    /// One board's entry: `run`'s, and when the board has more variants, `profiles` and `variants`.
    static func board(_ run: ScenarioRun, variants: [ScenarioRun] = [], version: TraceVersion = .current) -> String {
        var out = entry(run, version: version)
        guard !variants.isEmpty else { return out }
        let j = JSONStyle(version)
        out.removeLast()   // the entry's closing brace
        let profiles = ([run] + variants).map { Escape.json($0.timeline.provenance.profile) }
        out += ",\n\(j.indent)\(j.key("profiles"))[" + profiles.joined(separator: j.comma)
            + "],\n\(j.indent)\(j.key("variants"))["
        for (i, variant) in variants.enumerated() {
            out += i == 0 ? "\n\(j.indent)" : ",\n\(j.indent)"
            out += "{\(j.key("profile"))\(Escape.json(variant.timeline.provenance.profile))"
                + source(variant.timeline.provenance, j) + ",\n"
            out += timeline(variant.timeline, version: version) + "}"
        }
        out += "]}"
        return out
    }

    /// One run's entry, without `profiles` and `variants`.
    static func entry(_ run: ScenarioRun, version: TraceVersion) -> String {
        let b = run.scenario
        let t = run.timeline
        let j = JSONStyle(version)
        let c = j.comma, n = ",\n" + j.indent
        var out = "{\(j.key("id"))\(Escape.json(b.id))\(c)\(j.key("title"))\(Escape.json(b.title))\(c)"
        out += "\(j.key("file"))\(Escape.json(b.file))\(c)\(j.key("line"))\(b.line)\(n)"
        out += "\(j.key("profile"))\(Escape.json(t.provenance.profile))\(source(t.provenance, j))"
            + "\(c)\(j.key("fps"))\(b.script.fps)\(n)"
        out += "\(j.key("viewport"))\(size(b.stage.viewport, j))\(n)"
        let initial = t.layouts[t.frames[0].layoutIndex]
        out += "\(j.key("contentSize"))\(size(initial.contentSize, j))\(n)"
        var items: [(String, Rect)] = []
        for (s, section) in t.frames[0].order.enumerated() {
            for (i, label) in section.enumerated() {
                items.append((label, initial.frame(at: IndexPath(section: s, item: i))))
            }
        }
        items.sort { $0.0 < $1.0 }
        out += "\(j.key("items")){" + items.map { "\(Escape.json($0.0))\(j.colon)\(rect($0.1, j))" }.joined(separator: c) + "},\n"
        out += timeline(t, version: version) + "}"
        return out
    }

    /// After `profile`, a recorded run's `source` (with the comma before it):
    /// `,"source":{"kind":"recorded","from":…,"browser":…,"items":…,"library":…}`, what the
    /// recorder could not tell `null`; nothing for the engine's runs, whose traces are as before.
    static func source(_ provenance: Provenance, _ j: JSONStyle) -> String {
        options(provenance, j) + recording(provenance, j)
    }

    /// `,"options":{…}`: every option of the profile in force, defaults included, in its declaration's
    /// order, by its board name; numbers and booleans as JSON's, a choice as a string. Nothing for a
    /// profile without options.
    static func options(_ provenance: Provenance, _ j: JSONStyle) -> String {
        guard !provenance.settings.isEmpty else { return "" }
        let values = provenance.settings.map { setting in
            let isLiteral = setting.value == "true" || setting.value == "false" || Double(setting.value) != nil
            return "\(Escape.json(setting.name))\(j.colon)" + (isLiteral ? setting.value : Escape.json(setting.value))
        }
        return "\(j.comma)\(j.key("options")){" + values.joined(separator: j.comma) + "}"
    }

    /// `,"source":{…}` for a recorded run; nothing for the engine's. A recording that keeps
    /// `record`'s options (``Recording/replay``) adds `"container":…,"touch":…` after `library`,
    /// and `"browserPath":…` when it was recorded in another Chromium than the default one.
    static func recording(_ provenance: Provenance, _ j: JSONStyle) -> String {
        guard let r = provenance.recording else { return "" }
        let c = j.comma
        let optional = { (s: String?) in s.map(Escape.json) ?? "null" }
        var out = "\(c)\(j.key("source")){\(j.key("kind"))\"recorded\"\(c)\(j.key("from"))\(Escape.json(r.from))\(c)"
            + "\(j.key("browser"))\(optional(r.browser))\(c)\(j.key("items"))\(optional(r.items))\(c)"
            + "\(j.key("library"))\(optional(r.library))"
        if let replay = r.replay {
            out += "\(c)\(j.key("container"))\(optional(replay.container))\(c)\(j.key("touch"))\(replay.touch)"
                + (replay.browserPath.map { "\(c)\(j.key("browserPath"))\(Escape.json($0))" } ?? "")
        }
        return out + "}"
    }

    /// A timeline's `frames`, `final` and `violations`, without braces.
    static func timeline(_ t: Timeline, version: TraceVersion = .current) -> String {
        let j = JSONStyle(version)
        let c = j.comma
        var out = "\(j.indent)\(j.key("frames"))["
        let orders = TraceOrderText()
        var previous: Frame?
        for (i, f) in t.frames.enumerated() {
            out += i == 0 ? "\n\(j.indent)\(j.indent)" : ",\n\(j.indent)\(j.indent)"
            out += frame(f, previous: previous, orders: orders, version: version)
            previous = f
        }
        out += "],\n"
        let last = t.frames[t.frames.count - 1]
        out += "\(j.indent)\(j.key("final")){\(j.key("order"))\(orders.text(last.order))\(c)\(j.key("data"))\(orders.text(last.data))\(c)"
        out += "\(j.key("offset"))\(point(last.offset, j))},\n"
        out += "\(j.indent)\(j.key("violations"))[" + t.violations.map {
            "{\(j.key("frame"))\($0.frame)\(c)\(j.key("rule"))\(Escape.json($0.rule.rawValue))\(c)\(j.key("message"))\(Escape.json($0.message))}"
        }.joined(separator: c) + "]"
        return out
    }

    /// One frame's entry; `orders` writes its order and data where they changed
    /// (pass the same writer for a timeline's frames: they share leaves). From version 3, a
    /// frame after the first writes `offset`, `finger`, `lifted` and `liftedFrame` only where
    /// they differ from `previous`'s, and `events` only when there are some.
    static func frame(_ f: Frame, previous: Frame?, orders: TraceOrderText = TraceOrderText(),
                      version: TraceVersion = .current) -> String {
        let j = JSONStyle(version)
        let c = j.comma
        // Whether a field is written: always up to version 2 and in frame 0; from version 3,
        // where it differs from the previous frame's.
        let all = !version.sparseFrames || previous == nil
        var out = "{\(j.key("index"))\(f.index)\(c)\(j.key("time"))\(format(f.time, places: 4))"
        if all || previous?.offset != f.offset { out += "\(c)\(j.key("offset"))\(point(f.offset, j))" }
        if all || previous?.finger != f.finger { out += "\(c)\(j.key("finger"))\(f.finger.map { point($0, j) } ?? "null")" }
        if all || previous?.lifted != f.lifted { out += "\(c)\(j.key("lifted"))\(f.lifted.map(Escape.json) ?? "null")" }
        if all || previous?.liftedFrame != f.liftedFrame {
            out += "\(c)\(j.key("liftedFrame"))\(f.liftedFrame.map { rect($0, j) } ?? "null")"
        }
        out += change("order", from: previous?.order, to: f.order, orders: orders, version: version)
        out += change("data", from: previous?.data, to: f.data, orders: orders, version: version)
        if let headers = f.headers, previous == nil || previous?.headers != headers {
            // Pinned boards only: the drawn frame of each on-screen section's header.
            out += "\(c)\(j.key("headers"))[" + headers.sorted { $0.key < $1.key }.map {
                "{\(j.key("section"))\($0.key)\(c)\(j.key("frame"))\(rect($0.value, j))}"
            }.joined(separator: c) + "]"
        }
        // Carousels only: the page the indicator shows.
        if let page = f.page, previous == nil || previous?.page != page { out += "\(c)\(j.key("page"))\(page)" }
        if !version.sparseFrames || !f.events.isEmpty {
            out += "\(c)\(j.key("events"))[" + f.events.map { event($0, j) }.joined(separator: c) + "]"
        }
        return out + "}"
    }

    /// A frame's `order` or `data` (`key`) when it differs from the previous frame's: the
    /// whole order (frame 0, version 1, or a change that is not one edit), or from version 2
    /// `orderEdit`/`dataEdit` with the move or exchange; nothing when it did not change.
    static func change(_ key: String, from previous: Order?, to now: Order, orders: TraceOrderText,
                       version: TraceVersion) -> String {
        let j = JSONStyle(version)
        switch TraceChange(from: previous, to: now, version: version) {
        case .none: return ""
        case .whole: return "\(j.comma)\(j.key(key))\(orders.text(now))"
        case .edit(let e): return "\(j.comma)\(j.key(key + "Edit"))\(edit(e, j))"
        }
    }

    /// `{"kind": "move", "from": [0,1], "to": [0,3]}`, as a commit event writes them.
    static func edit(_ e: DataEdit, _ j: JSONStyle = JSONStyle(.v2)) -> String {
        "{\(j.key("kind"))\"\(e.kind.rawValue)\"\(j.comma)\(j.key("from"))\(path(e.from))\(j.comma)\(j.key("to"))\(path(e.to))}"
    }

    static func event(_ e: TimelineEvent, _ j: JSONStyle = JSONStyle(.v2)) -> String {
        let c = j.comma
        let type = j.key("type")
        switch e {
        case .lift(let item):
            return "{\(type)\"lift\"\(c)\(j.key("item"))\(Escape.json(item))}"
        case .exchange(let item, let from, let to):
            return "{\(type)\"exchange\"\(c)\(j.key("item"))\(Escape.json(item))\(c)\(j.key("from"))\(path(from))\(c)\(j.key("to"))\(path(to))}"
        case .scroll(let dx, let dy):
            return "{\(type)\"scroll\"\(c)\(j.key("dx"))\(format(dx, places: 4))\(c)\(j.key("dy"))\(format(dy, places: 4))}"
        case .commit(let item, let from, let to, let kind):
            return "{\(type)\"commit\"\(c)\(j.key("kind"))\"\(kind.rawValue)\"\(c)\(j.key("item"))\(Escape.json(item))\(c)"
                + "\(j.key("from"))\(path(from))\(c)\(j.key("to"))\(path(to))}"
        case .cancel(let item):
            return "{\(type)\"cancel\"\(c)\(j.key("item"))\(item.map(Escape.json) ?? "null")}"
        case .release(let item):
            return "{\(type)\"release\"\(c)\(j.key("item"))\(item.map(Escape.json) ?? "null")}"
        }
    }

    static func number(_ v: Double) -> String { format(v, places: 4) }
    /// `{"x": 1, "y": 2}`; from version 3 `[1,2]`.
    static func point(_ p: Point, _ j: JSONStyle = JSONStyle(.v2)) -> String {
        if j.arrays { return "[\(number(p.x)),\(number(p.y))]" }
        return "{\(j.x)\(number(p.x))\(j.comma)\(j.y)\(number(p.y))}"
    }
    /// `{"width": 1, "height": 2}`; from version 3 `[1,2]`.
    static func size(_ s: Size, _ j: JSONStyle = JSONStyle(.v2)) -> String {
        if j.arrays { return "[\(number(s.width)),\(number(s.height))]" }
        return "{\(j.width)\(number(s.width))\(j.comma)\(j.height)\(number(s.height))}"
    }
    /// `{"x": 1, "y": 2, "width": 3, "height": 4}`; from version 3 `[1,2,3,4]`.
    static func rect(_ r: Rect, _ j: JSONStyle = JSONStyle(.v2)) -> String {
        if j.arrays { return "[\(number(r.minX)),\(number(r.minY)),\(number(r.width)),\(number(r.height))]" }
        let c = j.comma
        return "{\(j.x)\(number(r.minX))\(c)\(j.y)\(number(r.minY))\(c)"
            + "\(j.width)\(number(r.width))\(c)\(j.height)\(number(r.height))}"
    }
    static func path(_ p: IndexPath) -> String { "[\(p.section),\(p.item)]" }
    static func order(_ o: Order) -> String {
        "[" + o.map { "[" + $0.map(Escape.json).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
    }
}

/// How a trace version writes: up to version 2, a space after `:` and `,`, lines indented
/// by nesting, and points, sizes and rects as objects; from version 3, no spaces and points,
/// sizes and rects as arrays (docs/trace.md). Keys, their order and the line breaks (one per
/// frame) are the same in every version.
struct JSONStyle {
    let colon: String
    let comma: String
    /// Before each line of an entry: one space per level up to version 2, nothing from version 3.
    let indent: String
    /// Points as `[x,y]`, sizes as `[width,height]`, rects as `[x,y,width,height]` (from version 3).
    let arrays: Bool
    /// The keys of points, sizes and rects as objects (up to version 2), made once: a trace
    /// writes one rect per item and a few points per frame.
    let x, y, width, height: String

    init(_ version: TraceVersion) {
        colon = version.colon
        comma = version.comma
        indent = version.sparseFrames ? "" : " "
        arrays = version.sparseFrames
        x = "\"x\"" + colon
        y = "\"y\"" + colon
        width = "\"width\"" + colon
        height = "\"height\"" + colon
    }

    /// `"key": ` (`"key":` from version 3).
    func key(_ name: String) -> String { "\"\(name)\"" + colon }
}
