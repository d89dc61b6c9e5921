import CollectionLayout
import ReorderEngine
import Scenario

/// Why a file a board names as a recording cannot be read as one; each says what the file is
/// and what was expected (`SiteIO` puts it after the file's name, at the board's entry).
public enum RecordedTraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not JSON: what was expected and at which byte.
    case notJSON(String, offset: Int)
    /// JSON, but not a trace document.
    case notATrace(String)
    case version(String)
    case boards(Int)
    /// The board of the trace was run under several profiles (`profiles`, `variants`).
    case severalRuns(Int)
    /// Frame k (or the board, without one) does not read as docs/trace.md writes it.
    case malformed(String, frame: Int?)

    public var description: String {
        switch self {
        case .notJSON(let what, let offset): "is not a trace: not JSON (\(what) at byte \(offset))"
        case .notATrace(let what): "is not a trace: \(what)"
        case .version(let found): "is a trace of format version \(found); a recording is read in versions 1, 2 and 3"
        case .boards(let count): "holds \(count) boards; a recording is one board's run (record one with --board ID)"
        case .severalRuns(let count): "holds \(count) runs of its board (under 'profiles'); a recording is one run"
        case .malformed(let what, let frame): (frame.map { "frame \($0): " } ?? "") + what
        }
    }
}

extension RecordedTrace {
    /// The run a trace file holds (docs/trace.md, any version), read as `scripts/tracejson.py`
    /// reads one: every frame's fields carried from the frame before where it does not write them,
    /// an `orderEdit` or `dataEdit` applied to the order before. `from` names the file: a trace
    /// without `source` (a `shuffleboard trace` output) is said to be recorded from it.
    ///
    /// Each frame's time is its index over the frame rate, exactly, as the engine's are (the file
    /// keeps four decimals); a time written more than half a ten-thousandth of a second from it is refused.
    ///
    /// - Complexity: O(bytes + frames × edits).
    public static func read(_ bytes: [UInt8], from: String) throws(RecordedTraceError) -> RecordedTrace {
        let document: JSONValue
        do throws(JSONValue.SyntaxError) {
            document = try JSONValue.parse(bytes)
        } catch {
            throw .notJSON(error.message, offset: error.offset)
        }
        guard case .object = document, let version = document["version"], let boards = document["boards"] else {
            throw .notATrace("expected an object with 'version' and 'boards', as `shuffleboard trace` writes")
        }
        guard case .number(let v) = version, [1.0, 2.0, 3.0].contains(v) else {
            if case .number(let v) = version { throw .version(format(v, places: nil)) }
            throw .notATrace("'version' is \(version.kind), not a number")
        }
        guard case .array(let entries) = boards else { throw .notATrace("'boards' is \(boards.kind), not a list") }
        guard entries.count == 1 else { throw .boards(entries.count) }
        let board = entries[0]
        guard case .object = board else { throw .notATrace("its board is \(board.kind), not an object") }
        if case .array(let profiles) = board["profiles"] ?? .null { throw .severalRuns(profiles.count) }
        if board["variants"] != nil { throw .severalRuns(2) }
        var reader = FieldReader()
        guard case .number(let f) = board["fps"] ?? .null, f >= 1, f <= 1000, f.rounded() == f else {
            throw .malformed("'fps' must be a whole number of frames per second", frame: nil)
        }
        let fps = Int(f)
        let viewport = try reader.size(board["viewport"], "viewport")
        let contentSize = try reader.size(board["contentSize"], "contentSize")
        guard case .object(let itemMembers) = board["items"] ?? .null else {
            throw .malformed("'items' must be an object of each item's rect", frame: nil)
        }
        var items: [String: Rect] = [:]
        for (label, value) in itemMembers { items[label] = try reader.rect(value, "items' \(label.quoted)") }
        let recording = try Self.recording(board["source"], from: from)
        guard case .array(let frameValues) = board["frames"] ?? .null, !frameValues.isEmpty else {
            throw .malformed("'frames' must be a list of at least one frame", frame: nil)
        }
        let rate = FrameRate(fps: fps)
        var frames: [Frame] = []
        frames.reserveCapacity(frameValues.count)
        let screenFollowsData = frameValues[0]["order"] == nil && frameValues[0]["data"] != nil
        for (k, value) in frameValues.enumerated() {
            reader.frameIndex = k
            frames.append(try reader.frame(value, index: k, time: rate.seconds(k), previous: frames.last,
                                           screenFollowsData: screenFollowsData))
        }
        return RecordedTrace(recording: recording, version: Int(v), fps: fps, viewport: viewport,
                             contentSize: contentSize, items: items, frames: frames)
    }

    /// The trace's `source`, or a recording of the file itself when it has none.
    static func recording(_ source: JSONValue?, from: String) throws(RecordedTraceError) -> Recording {
        guard let source, !source.isNull else { return Recording(from: from) }
        guard case .object = source, case .string(let url) = source["from"] ?? .null else {
            throw .malformed("'source' must be an object with 'from', as docs/trace.md's \"Recorded runs\" writes it", frame: nil)
        }
        func text(_ key: String) throws(RecordedTraceError) -> String? {
            switch source[key] ?? .null {
            case .null: return nil
            case .string(let s): return s
            case let other: throw .malformed("'source' has '\(key)' as \(other.kind), not a string or null", frame: nil)
            }
        }
        // `record`'s options, in a recording that keeps them (it writes `touch` always); older
        // recordings have none and are read as before.
        var replay: Recording.Replay?
        switch source["touch"] ?? .null {
        case .null: replay = nil
        case .bool(let touch): replay = Recording.Replay(container: try text("container"), touch: touch,
                                                         browserPath: try text("browserPath"))
        case let other: throw .malformed("'source' has 'touch' as \(other.kind), not true or false", frame: nil)
        }
        return Recording(from: url, browser: try text("browser"), items: try text("items"), library: try text("library"),
                         replay: replay)
    }
}

/// Reads a trace's points, sizes, rects, orders and frames, in either shape (objects up to version 2,
/// arrays from version 3), naming the frame it is in when one is wrong.
private struct FieldReader {
    var frameIndex: Int?

    func problem(_ what: String) -> RecordedTraceError { .malformed(what, frame: frameIndex) }

    func numbers(_ value: JSONValue?, _ keys: [String], _ what: String) throws(RecordedTraceError) -> [Double] {
        var out: [Double] = []
        switch value ?? .null {
        case .array(let items) where items.count == keys.count:
            for item in items {
                guard case .number(let n) = item else { throw problem("'\(what)' must hold numbers") }
                out.append(n)
            }
        case .object:
            for key in keys {
                guard case .number(let n) = value?[key] ?? .null else { throw problem("'\(what)' must have a number '\(key)'") }
                out.append(n)
            }
        default:
            throw problem("'\(what)' must be [\(keys.joined(separator: ","))] or an object of them")
        }
        return out
    }

    func point(_ value: JSONValue?, _ what: String) throws(RecordedTraceError) -> Point {
        let n = try numbers(value, ["x", "y"], what)
        return Point(x: n[0], y: n[1])
    }

    func size(_ value: JSONValue?, _ what: String) throws(RecordedTraceError) -> Size {
        let n = try numbers(value, ["width", "height"], what)
        guard n[0] >= 0, n[1] >= 0 else { throw problem("'\(what)' must not be negative") }
        return Size(width: n[0], height: n[1])
    }

    func rect(_ value: JSONValue?, _ what: String) throws(RecordedTraceError) -> Rect {
        let n = try numbers(value, ["x", "y", "width", "height"], what)
        guard n[2] >= 0, n[3] >= 0 else { throw problem("'\(what)' must not have a negative size") }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    func order(_ value: JSONValue, _ what: String) throws(RecordedTraceError) -> Order {
        guard case .array(let sections) = value else { throw problem("'\(what)' must be a list of sections") }
        var out: [[String]] = []
        for section in sections {
            guard case .array(let labels) = section else { throw problem("'\(what)' must be a list of sections") }
            var items: [String] = []
            for label in labels {
                guard case .string(let s) = label else { throw problem("'\(what)' must list labels") }
                items.append(s)
            }
            out.append(items)
        }
        return Order(out)
    }

    func path(_ value: JSONValue?, _ what: String) throws(RecordedTraceError) -> IndexPath {
        guard case .array(let parts) = value ?? .null, parts.count == 2,
              case .number(let s) = parts[0], case .number(let i) = parts[1],
              s >= 0, i >= 0, s.rounded() == s, i.rounded() == i, s < 1e9, i < 1e9 else {
            throw problem("'\(what)' must be an index path [section,item]")
        }
        return IndexPath(section: Int(s), item: Int(i))
    }

    /// An order edit applied to `order`, its paths checked first (a move may insert one past a
    /// section's end).
    func applying(_ value: JSONValue, to order: Order, _ what: String) throws(RecordedTraceError) -> Order {
        guard case .string(let kind) = value["kind"] ?? .null, let k = CommitKind(rawValue: kind) else {
            throw problem("'\(what)' must have 'kind' move or exchange")
        }
        let from = try path(value["from"], "\(what)'s from"), to = try path(value["to"], "\(what)'s to")
        var edited = order
        switch k {
        case .move:
            guard edited.contains(from), to.section < edited.count,
                  to.item <= edited[to.section].count - (from.section == to.section ? 1 : 0) else {
                throw problem("'\(what)' moves from or to a place the order does not have")
            }
        case .exchange:
            guard edited.contains(from), edited.contains(to) else {
                throw problem("'\(what)' exchanges a place the order does not have")
            }
        }
        edited.apply(DataEdit(from: from, to: to, kind: k))
        return edited
    }

    func label(_ value: JSONValue?, _ what: String) throws(RecordedTraceError) -> String? {
        switch value ?? .null {
        case .null: return nil
        case .string(let s): return s
        default: throw problem("'\(what)' must be a label or null")
        }
    }

    func event(_ value: JSONValue) throws(RecordedTraceError) -> TimelineEvent {
        guard case .string(let type) = value["type"] ?? .null else { throw problem("an event must have a 'type'") }
        func item() throws(RecordedTraceError) -> String {
            guard case .string(let s) = value["item"] ?? .null else { throw problem("a '\(type)' event must name its item") }
            return s
        }
        func number(_ key: String) throws(RecordedTraceError) -> Double {
            guard case .number(let n) = value[key] ?? .null else { throw problem("a '\(type)' event must have a number '\(key)'") }
            return n
        }
        switch type {
        case "lift": return .lift(item: try item())
        case "exchange": return .exchange(item: try item(), from: try path(value["from"], "from"), to: try path(value["to"], "to"))
        case "commit":
            guard case .string(let kind) = value["kind"] ?? .null, let k = CommitKind(rawValue: kind) else {
                throw problem("a 'commit' event must have 'kind' move or exchange")
            }
            return .commit(item: try item(), from: try path(value["from"], "from"), to: try path(value["to"], "to"), kind: k)
        case "scroll": return .scroll(dx: try number("dx"), dy: try number("dy"))
        case "release": return .release(item: try label(value["item"], "item"))
        case "cancel": return .cancel(item: try label(value["item"], "item"))
        default: throw problem("an event of unknown type \(type.quoted)")
        }
    }

    /// Frame `index`, its fields carried from `previous` where it does not write them.
    func frame(_ value: JSONValue, index: Int, time: Double, previous: Frame?,
               screenFollowsData: Bool) throws(RecordedTraceError) -> Frame {
        guard case .object = value else { throw problem("a frame must be an object") }
        guard case .number(let i) = value["index"] ?? .null, i == Double(index) else {
            throw problem("its 'index' must be \(index), its place in 'frames'")
        }
        guard case .number(let t) = value["time"] ?? .null, abs(t - time) <= 0.00005 + 1e-9 else {
            throw problem("its 'time' must be its index over the frame rate, \(format(time, places: 4)) s")
        }
        // A field the frame does not write keeps the previous frame's value; one frame 0 does not
        // write is at rest (offset 0,0, no finger, nothing lifted): a recorder may not tell them all.
        var offset = previous?.offset ?? .zero
        if let v = value["offset"] { offset = try point(v, "offset") }
        var finger = previous?.finger
        if let v = value["finger"] { finger = v.isNull ? nil : try point(v, "finger") }
        var lifted = previous?.lifted
        if let v = value["lifted"] { lifted = try label(v, "lifted") }
        var liftedFrame = previous?.liftedFrame
        if let v = value["liftedFrame"] { liftedFrame = v.isNull ? nil : try rect(v, "liftedFrame") }
        func orders(_ key: String, _ kept: Order?) throws(RecordedTraceError) -> Order {
            if let whole = value[key] { return try order(whole, key) }
            if let edit = value[key + "Edit"] {
                guard let kept else { throw problem("frame 0 must write '\(key)' whole") }
                return try applying(edit, to: kept, key + "Edit")
            }
            guard let kept else { throw problem("frame 0 must write '\(key)'") }
            return kept
        }
        let data = try orders("data", previous?.data)
        // A recorder that writes only the data (the items in document order) shows them so on screen.
        let screen = screenFollowsData ? data : try orders("order", previous?.order)
        var events: [TimelineEvent] = []
        if let written = value["events"] {
            guard case .array(let list) = written else { throw problem("'events' must be a list") }
            for e in list { events.append(try event(e)) }
        }
        if let previous {
            // The edits the frame wrote, as they were written (a neighbours' exchange is not read as a move).
            func written(_ key: String) throws(RecordedTraceError) -> DataEdit? {
                guard let v = value[key], value[String(key.dropLast(4))] == nil else { return nil }
                guard case .string(let kind) = v["kind"] ?? .null, let k = CommitKind(rawValue: kind) else { return nil }
                return DataEdit(from: try path(v["from"], key + "'s from"), to: try path(v["to"], key + "'s to"), kind: k)
            }
            events = Self.withEditsTold(events, before: previous, screen: screen, data: data,
                                        orderEdit: screenFollowsData ? try written("dataEdit") : try written("orderEdit"),
                                        dataEdit: try written("dataEdit"))
        }
        return Frame(index: index, time: time, offset: offset, finger: finger, lifted: lifted, liftedFrame: liftedFrame,
                     layoutIndex: 0, order: screen, data: data, events: events)
    }

    /// `events`, with the frame's changes of order that no event of its own tells added as the
    /// engine's runs tell them: a page's recorder writes `dataEdit` and `orderEdit` (or whole
    /// orders) but often no `commit` or `exchange` event, and a walkthrough's log, the export's and
    /// the report's are made of events, so the page's moves would be missing from its panel's log
    /// while its data strip shows them. A change that is not one move or exchange (several in one
    /// frame) is told by no event, as before. The added ones go before a `release` or `cancel`, as a
    /// drop's commit does in the engine's runs.
    static func withEditsTold(_ events: [TimelineEvent], before previous: Frame, screen: Order, data: Order,
                              orderEdit: DataEdit? = nil, dataEdit: DataEdit? = nil) -> [TimelineEvent] {
        var told: [TimelineEvent] = []
        let tellsExchange = events.contains { if case .exchange = $0 { true } else { false } }
        let tellsCommit = events.contains { if case .commit = $0 { true } else { false } }
        func label(_ order: Order, _ path: IndexPath) -> String? {
            guard path.section < order.count, path.item < order[path.section].count else { return nil }
            return order[path.section][path.item]
        }
        if !tellsExchange, screen != previous.order, let e = orderEdit ?? previous.order.singleEdit(to: screen), e.kind == .move,
           let item = label(previous.order, e.from) {
            told.append(.exchange(item: item, from: e.from, to: e.to))
        }
        if !tellsCommit, data != previous.data, let e = dataEdit ?? previous.data.singleEdit(to: data), let item = label(previous.data, e.from) {
            told.append(.commit(item: item, from: e.from, to: e.to, kind: e.kind))
        }
        guard !told.isEmpty else { return events }
        let end = events.firstIndex { switch $0 { case .release, .cancel: true; default: false } } ?? events.endIndex
        return Array(events[..<end]) + told + Array(events[end...])
    }
}
