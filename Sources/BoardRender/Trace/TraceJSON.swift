import Scenario
import CollectionLayout
import ReorderEngine

/// Trace JSON (DESIGN.md, docs/trace.md): stable key order, fixed number formatting,
/// `order`/`data` only in frame 0 and where they changed. Version 1 writes a changed
/// order whole; version 2 (``TraceVersion``) writes it as its edit when it is one move or
/// exchange, so a trace grows with the changes, not with items × changes.
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
        var out = "{\"version\": \(version.rawValue),\n\"boards\": ["
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
        out.removeLast()   // the entry's closing brace
        let profiles = ([run] + variants).map { Escape.json($0.timeline.provenance.profile) }
        out += ",\n \"profiles\": [" + profiles.joined(separator: ", ") + "],\n \"variants\": ["
        for (i, variant) in variants.enumerated() {
            out += i == 0 ? "\n " : ",\n "
            out += "{\"profile\": \(Escape.json(variant.timeline.provenance.profile)),\n"
            out += timeline(variant.timeline, version: version) + "}"
        }
        out += "]}"
        return out
    }

    /// One run's entry, without `profiles` and `variants`.
    static func entry(_ run: ScenarioRun, version: TraceVersion) -> String {
        let b = run.scenario
        let t = run.timeline
        var out = "{\"id\": \(Escape.json(b.id)), \"title\": \(Escape.json(b.title)), "
        out += "\"file\": \(Escape.json(b.file)), \"line\": \(b.line),\n"
        out += " \"profile\": \(Escape.json(t.provenance.profile)), \"fps\": \(b.script.fps),\n"
        out += " \"viewport\": \(size(b.stage.viewport)),\n"
        let initial = t.layouts[t.frames[0].layoutIndex]
        out += " \"contentSize\": \(size(initial.contentSize)),\n"
        var items: [(String, Rect)] = []
        for (s, section) in t.frames[0].order.enumerated() {
            for (i, label) in section.enumerated() {
                items.append((label, initial.frame(at: IndexPath(section: s, item: i))))
            }
        }
        items.sort { $0.0 < $1.0 }
        out += " \"items\": {" + items.map { "\(Escape.json($0.0)): \(rect($0.1))" }.joined(separator: ", ") + "},\n"
        out += timeline(t, version: version) + "}"
        return out
    }

    /// A timeline's `frames`, `final` and `violations`, without braces.
    static func timeline(_ t: Timeline, version: TraceVersion = .current) -> String {
        var out = " \"frames\": ["
        let orders = TraceOrderText()
        var previous: Frame?
        for (i, f) in t.frames.enumerated() {
            out += i == 0 ? "\n  " : ",\n  "
            out += frame(f, previous: previous, orders: orders, version: version)
            previous = f
        }
        out += "],\n"
        let last = t.frames[t.frames.count - 1]
        out += " \"final\": {\"order\": \(orders.text(last.order)), \"data\": \(orders.text(last.data)), "
        out += "\"offset\": \(point(last.offset))},\n"
        out += " \"violations\": [" + t.violations.map {
            "{\"frame\": \($0.frame), \"rule\": \(Escape.json($0.rule.rawValue)), \"message\": \(Escape.json($0.message))}"
        }.joined(separator: ", ") + "]"
        return out
    }

    /// One frame's entry; `orders` writes its order and data where they changed
    /// (pass the same writer for a timeline's frames: they share leaves).
    static func frame(_ f: Frame, previous: Frame?, orders: TraceOrderText = TraceOrderText(),
                      version: TraceVersion = .current) -> String {
        var out = "{\"index\": \(f.index), \"time\": \(format(f.time, places: 4)), \"offset\": \(point(f.offset)), "
        out += "\"finger\": \(f.finger.map(point) ?? "null"), "
        out += "\"lifted\": \(f.lifted.map(Escape.json) ?? "null"), "
        out += "\"liftedFrame\": \(f.liftedFrame.map(rect) ?? "null")"
        out += change("order", from: previous?.order, to: f.order, orders: orders, version: version)
        out += change("data", from: previous?.data, to: f.data, orders: orders, version: version)
        if let headers = f.headers, previous == nil || previous?.headers != headers {
            // Pinned boards only: the drawn frame of each on-screen section's header.
            out += ", \"headers\": [" + headers.sorted { $0.key < $1.key }.map {
                "{\"section\": \($0.key), \"frame\": \(rect($0.value))}"
            }.joined(separator: ", ") + "]"
        }
        // Carousels only: the page the indicator shows.
        if let page = f.page, previous == nil || previous?.page != page { out += ", \"page\": \(page)" }
        out += ", \"events\": [" + f.events.map(event).joined(separator: ", ") + "]}"
        return out
    }

    /// A frame's `order` or `data` (`key`) when it differs from the previous frame's: the
    /// whole order (frame 0, version 1, or a change that is not one edit), or in version 2
    /// `orderEdit`/`dataEdit` with the move or exchange; nothing when it did not change.
    static func change(_ key: String, from previous: Order?, to now: Order, orders: TraceOrderText,
                       version: TraceVersion) -> String {
        switch TraceChange(from: previous, to: now, version: version) {
        case .none: return ""
        case .whole: return ", \"\(key)\": \(orders.text(now))"
        case .edit(let e): return ", \"\(key)Edit\": \(edit(e))"
        }
    }

    /// `{"kind": "move", "from": [0,1], "to": [0,3]}`, as a commit event writes them.
    static func edit(_ e: DataEdit) -> String {
        "{\"kind\": \"\(e.kind.rawValue)\", \"from\": \(path(e.from)), \"to\": \(path(e.to))}"
    }

    static func event(_ e: TimelineEvent) -> String {
        switch e {
        case .lift(let item):
            return "{\"type\": \"lift\", \"item\": \(Escape.json(item))}"
        case .exchange(let item, let from, let to):
            return "{\"type\": \"exchange\", \"item\": \(Escape.json(item)), \"from\": \(path(from)), \"to\": \(path(to))}"
        case .scroll(let dx, let dy):
            return "{\"type\": \"scroll\", \"dx\": \(format(dx, places: 4)), \"dy\": \(format(dy, places: 4))}"
        case .commit(let item, let from, let to, let kind):
            return "{\"type\": \"commit\", \"kind\": \"\(kind.rawValue)\", \"item\": \(Escape.json(item)), "
                + "\"from\": \(path(from)), \"to\": \(path(to))}"
        case .cancel(let item):
            return "{\"type\": \"cancel\", \"item\": \(item.map(Escape.json) ?? "null")}"
        case .release(let item):
            return "{\"type\": \"release\", \"item\": \(item.map(Escape.json) ?? "null")}"
        }
    }

    static func number(_ v: Double) -> String { format(v, places: 4) }
    static func point(_ p: Point) -> String { "{\"x\": \(number(p.x)), \"y\": \(number(p.y))}" }
    static func size(_ s: Size) -> String { "{\"width\": \(number(s.width)), \"height\": \(number(s.height))}" }
    static func rect(_ r: Rect) -> String {
        "{\"x\": \(number(r.minX)), \"y\": \(number(r.minY)), \"width\": \(number(r.width)), \"height\": \(number(r.height))}"
    }
    static func path(_ p: IndexPath) -> String { "[\(p.section),\(p.item)]" }
    static func order(_ o: Order) -> String {
        "[" + o.map { "[" + $0.map(Escape.json).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
    }
}
