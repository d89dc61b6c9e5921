import CollectionLayout
import ReorderEngine
import Scenario
import Yams

/// Parses one ```` ```board ```` block (board format v1) into a ``Board``, collecting
/// every problem it finds rather than stopping at the first.
struct BoardParser {
    /// The board's own keys, in the order the format describes them; the profiles' options
    /// follow `autoscroll` (``keys``).
    static let boardKeys = [
        "title", "id", "layout", "direction", "viewport", "offset", "item-size", "line-spacing",
        "item-spacing", "section-inset", "header", "footer", "pin-headers", "columns", "profile", "profiles",
        "autoscroll", "interval", "press-duration", "fps", "pace", "figure", "scheme", "camera", "sections", "items", "locked", "steps", "expect",
    ]

    /// Every key a board may have: its own, and after `autoscroll` every option of the catalog's
    /// profiles that it takes as board keys (``ProfileOptions/boardKeyOptions``), each once.
    var keys: [String] { Self.keys(of: catalog) }

    /// ``keys`` of a board parsed against `catalog`.
    static func keys(of catalog: Catalog) -> [String] {
        var options: [String] = []
        let boardKeys = catalog.profiles.compactMap(\.options)
        for option in boardKeys.flatMap(\.boardKeyOptions) where !options.contains(option.name) {
            options.append(option.name)
        }
        let split = Self.boardKeys.firstIndex(of: "autoscroll")! + 1
        return Array(Self.boardKeys[..<split]) + options + Self.boardKeys[split...]
    }

    /// A key as written and its value.
    struct Field {
        var key: Node
        var value: Node
    }

    let source: YAMLSource
    /// What the board may name: layouts, profiles, auto-scroll models.
    let catalog: Catalog
    private(set) var diagnostics: [Diagnostic] = []
    /// Where `id:`'s value is written, when the board has one.
    private(set) var idPosition: SourcePosition?
    /// The frames the script's steps take, once they are parsed (``ScriptClock``).
    var scriptTicks = 0
    /// Where each item label was first written, once the items are parsed.
    var labelPositions: [String: SourcePosition] = [:]

    init(source: YAMLSource, catalog: Catalog = .standard) {
        self.source = source
        self.catalog = catalog
    }

    mutating func report(_ message: String, at node: Node) {
        report(message, at: source.position(of: node))
    }

    mutating func report(_ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(message, at: position))
    }

    /// Parses the block. Returns `nil` when anything is wrong; see ``diagnostics``.
    ///
    /// - Parameters:
    ///   - defaultTitle: the title when the board has no `title:` key.
    ///   - index: the board's 1-based place in its page, for the fallback id `board-N`.
    mutating func parse(defaultTitle: String, index: Int) -> Board? {
        let root: Node?
        do {
            root = try source.compose()
        } catch {
            diagnostics.append(error)
            return nil
        }
        guard let fields = fields(of: root) else { return nil }

        // fps first: durations anywhere in the board depend on it.
        let fps = fields["fps"].flatMap {
            positiveInteger($0.value, key: "fps", example: "60", limit: BoardLimits.fps, unit: "frames per second")
        } ?? 60
        let layoutEntry = fields["layout"].flatMap { self.layoutEntry($0.value) } ?? catalog.layout(.flow) ?? .flow
        let layout = layoutEntry.kind
        let title = fields["title"].flatMap { text($0.value, key: "title", expected: "a title") } ?? defaultTitle
        let id = fields["id"].flatMap { boardID($0.value) } ?? Self.fallbackID(title: title, index: index)
        idPosition = fields["id"].map { source.position(of: $0.value) }
        let direction = fields["direction"]
            .flatMap { choice($0.value, key: "direction", among: ["vertical", "horizontal"]) }
            .flatMap(ScrollDirection.init(rawValue:)) ?? layoutEntry.defaultDirection

        var viewport: Size?
        if let field = fields["viewport"] {
            viewport = size(field.value, key: "viewport", example: "375x667")
        } else {
            report("missing required key 'viewport' (the visible bounds, like 'viewport: 375x667')", at: source.fence)
        }
        let offset = fields["offset"].flatMap { point($0.value, key: "offset") } ?? .zero
        let itemSize = fields["item-size"].flatMap { size($0.value, key: "item-size", example: "80x80") }
        let lineSpacing = fields["line-spacing"].flatMap { nonNegative($0.value, key: "line-spacing") }
        let itemSpacing = fields["item-spacing"].flatMap { nonNegative($0.value, key: "item-spacing") }
        let writtenInset = fields["section-inset"].flatMap { insets($0.value) }
        let inset = writtenInset ?? .zero
        let header = fields["header"].flatMap { nonNegative($0.value, key: "header") } ?? 0
        let footer = fields["footer"].flatMap { nonNegative($0.value, key: "footer") } ?? 0
        let pinHeaders = fields["pin-headers"].flatMap { boolean($0.value, key: "pin-headers") } ?? false
        let writtenColumns = fields["columns"].flatMap {
            positiveInteger($0.value, key: "columns", example: "2", limit: BoardLimits.columns, unit: "columns")
        }
        let columns = writtenColumns ?? 2
        let profileNames = self.profileNames(fields)
        let profiles = profileNames.map { $0.isEmpty ? ["system"] : $0.map(\.name) } ?? ["system"]
        let autoscroll = fields["autoscroll"].flatMap {
            choice($0.value, key: "autoscroll", among: catalog.autoScrollNames)
        }
        let profileOptions = self.profileOptions(fields, profiles: profiles)
        let pace = fields["pace"].flatMap { self.pace($0.value) }
        let scheme = fields["scheme"].flatMap { self.scheme($0.value) }
        let camera = fields["camera"].flatMap { self.camera($0.value) }
        let figure = fields["figure"].flatMap { self.figure($0.value) }
        let interval = fields["interval"].flatMap { duration($0.value, key: "interval", fps: fps) }
        let pressDuration = fields["press-duration"].flatMap { duration($0.value, key: "press-duration", fps: fps) }
        // A press lasts the board's press duration or the profile's; a carousel's press, one tick.
        let pressTicks = layout == .carousel ? 1
            : pressDuration?.ticks(fps: fps)
                ?? profiles.map {
                    FrameRate(fps: fps).ticks((catalog.profile(named: $0)?.profile ?? .system).pressDuration)
                }.max() ?? 0   // several profiles: the longest press bounds the script

        let sections = self.sections(items: fields["items"], sections: fields["sections"])
        let labels = sections.map { Set($0.flatMap { $0.items.map(\.label) }) }
        let locked = fields["locked"].flatMap { lockedLabels($0.value, known: labels) } ?? []
        let (steps, stepPositions) = fields["steps"].map {
            self.steps($0.value, known: labels, fps: fps, pressTicks: pressTicks)
        } ?? ([], [])
        let written = fields["profiles"] == nil ? nil : profileNames?.map(\.name)
        let expect = fields["expect"].flatMap {
            expectation($0, known: labels, sectionCount: sections?.count, profiles: written,
                        entries: profileNames?.compactMap(\.entryName) ?? [])
        }

        if let refusal = layoutEntry.refusesDirection(direction), let field = fields["direction"] ?? fields["layout"] {
            report(refusal, at: field.value)
        }
        if layout == .carousel { checkCarousel(fields: fields, sections: sections) }
        // Whether the items lie on one line: laid out only for a profile that needs it.
        let needsOneLine = profiles.contains { catalog.profile(named: $0)?.profile.requirements.oneLine == true }
        let wrapsAlong: String? = needsOneLine && layout != .carousel
            ? viewport.flatMap { viewport in
                sections.flatMap { sections in
                    let parameters = LayoutParameters(
                        direction: direction, viewport: viewport,
                        lineSpacing: lineSpacing ?? layoutEntry.defaultLineSpacing, itemSpacing: itemSpacing ?? 10,
                        sectionInset: inset, header: header, footer: footer, columns: columns)
                    return Self.wrapsAlong(layoutEntry.make(parameters), sections: sections,
                                           itemSize: itemSize ?? Size(width: 50, height: 50))
                }
            }
            : nil
        for written in profileNames ?? [] {
            checkProfileCanRun(written, shape: BoardShape(layout: layout, sectionCount: sections?.count,
                                                          autoScroll: autoscroll, wrapsAlong: wrapsAlong),
                               fields: fields)
        }
        let parameters = viewport.map {
            LayoutParameters(direction: direction, viewport: $0, lineSpacing: lineSpacing ?? layoutEntry.defaultLineSpacing,
                             itemSpacing: itemSpacing ?? 10, sectionInset: inset, header: header, footer: footer,
                             columns: columns)
        }
        if let parameters {
            // The layout's own words on whether it has room; keys written but unreadable are reported already.
            var unread: Set<String> = []
            if fields["columns"] != nil && writtenColumns == nil { unread.insert("columns") }
            if fields["item-spacing"] != nil && itemSpacing == nil { unread.insert("item-spacing") }
            if fields["section-inset"] != nil && writtenInset == nil { unread.insert("section-inset") }
            if let refusal = layoutEntry.refusesRoom(parameters, Set(fields.keys), unread),
               let field = fields[refusal.key] {
                report(refusal.message, at: field.value)
            }
        }

        if diagnostics.isEmpty, let parameters, let sections, let field = fields["viewport"], let bound = layoutEntry.screen {
            let screen = Screen(bound: bound, parameters: parameters, itemSize: itemSize ?? Size(width: 50, height: 50),
                                sections: sections)
            checkItemsOnScreen(screen, frames: scriptTicks, at: field.value)
        }

        guard diagnostics.isEmpty, let viewport, let sections else { return nil }
        var board = Board(
            id: id, title: title, file: source.file, line: source.fence.line, source: source.text,
            layout: layout, direction: direction, viewport: viewport, offset: offset,
            itemSize: itemSize ?? Size(width: 50, height: 50),
            lineSpacing: lineSpacing ?? layoutEntry.defaultLineSpacing, itemSpacing: itemSpacing ?? 10,
            sectionInset: inset, header: header, footer: footer, pinHeaders: pinHeaders, columns: columns,
            profiles: profiles,
            autoscroll: autoscroll, interval: interval?.seconds(fps: fps) ?? 3,
            pressDuration: pressDuration?.seconds(fps: fps), fps: fps, pace: pace, sections: sections, locked: locked,
            steps: steps, stepPositions: stepPositions, expect: expect?.all, profileExpect: expect?.byProfile ?? [:])
        board.profileOptions = profileOptions
        board.scheme = scheme ?? .auto
        board.camera = camera ?? .viewport
        board.figure = figure
        // `[]` when no entry gives options, as a board made in code has (``Board/options(ofEntry:catalog:)``).
        let entryOptions = profileNames?.map(\.options) ?? []
        board.entryOptions = entryOptions.allSatisfy(\.isEmpty) ? [] : entryOptions
        let entryNames = profileNames?.map(\.entryName) ?? []
        board.entryNames = entryNames.allSatisfy { $0 == nil } ? [] : entryNames
        for (i, entry) in (profileNames ?? []).enumerated() {
            if let path = entry.recording {
                board.recordings[i] = RecordedVariant(name: entry.name, path: path, position: source.position(of: entry.node))
            }
        }
        return board
    }

    /// A profile that cannot run this board says so, and why, in its catalog entry's words:
    /// a refusal of the profile at its name as written (in `profile:` or in `profiles:`).
    private mutating func checkProfileCanRun(_ written: ProfileName, shape: BoardShape, fields: [String: Field]) {
        guard let entry = catalog.profile(named: written.name) else { return }
        for refusal in entry.refusals(shape, values: written.options) {
            if refusal.key == "profile" {
                report(refusal.message, at: written.node)
            } else if let field = fields[refusal.key] {
                report(refusal.message, at: field.value)
            }
        }
    }

    /// The layout's scroll direction when some section's items do not lie on
    /// one row or one column (they wrap), else `nil`. Stops at the first item
    /// off its section's line.
    static func wrapsAlong(_ layout: any Layout, sections: [BoardSection], itemSize: Size) -> String? {
        let prepared = layout.prepare(sections: sections.map { $0.items.map { $0.size ?? itemSize } })
        for (s, section) in sections.enumerated() where section.items.count > 2 {
            let first = prepared.frame(at: IndexPath(section: s, item: 0))
            let second = prepared.frame(at: IndexPath(section: s, item: 1))
            let row = second.minY == first.minY, column = second.minX == first.minX
            for item in 2..<section.items.count {
                let frame = prepared.frame(at: IndexPath(section: s, item: item))
                if !(row && frame.minY == first.minY) && !(column && frame.minX == first.minX) {
                    return prepared.direction.rawValue
                }
            }
        }
        return nil
    }

    /// The id of a board without `id:`: its title's slug (``String/slug``: letters of every
    /// script kept, in lower case), or `board-N` when the title gives no usable slug (no
    /// letter or number in it).
    ///
    /// The id names the board's folder, so a slug longer than a file name may be
    /// (``BoardLimits/fileNameBytes``, in UTF-8 bytes) is shortened rather than refused (the
    /// user wrote a title, not an id): its longest run of whole characters (grapheme
    /// clusters, so no accent is cut from its letter) of at most 246 bytes, without a
    /// trailing `-`, then `-` and the 8 hex digits of the whole slug's 32-bit FNV-1a hash.
    /// The same title always gives the same id, and titles that differ only after the cut
    /// give different ones (but for a hash collision, one in 2³², which is then reported as
    /// a duplicate id).
    static func fallbackID(title: String, index: Int) -> String {
        let slug = title.slug
        if slug.isEmpty { return "board-\(index)" }
        guard slug.utf8.count > BoardLimits.fileNameBytes else { return slug }
        let budget = BoardLimits.fileNameBytes - 9
        var kept = ""
        var bytes = 0
        for character in slug {
            bytes += character.utf8.count
            if bytes > budget { break }
            kept.append(character)
        }
        while kept.last == "-" { kept.removeLast() }
        let hash = String(slug.fnv1a32, radix: 16)
        return kept + "-" + String(repeating: "0", count: 8 - hash.count) + hash
    }

    /// The top-level keys, checked for shape, duplicates and spelling.
    private mutating func fields(of root: Node?) -> [String: Field]? {
        guard let root else { return [:] }
        guard let pairs = root.mappingPairs else {
            report("a board is a mapping of keys like 'viewport: 375x667'; found \(root.found)", at: root)
            return nil
        }
        var fields: [String: Field] = [:]
        let keys = self.keys
        for (key, value) in pairs {
            guard let name = key.text else {
                report("expected a key name like 'viewport', found \(key.found)", at: key)
                continue
            }
            if let first = fields[name] {
                let line = source.position(of: first.key).line
                report("duplicate key '\(name)' (first given on line \(line))", at: key)
            } else if !keys.contains(name) {
                report("unknown key '\(name)'" + (entryOption(name, value) ?? name.suggestion(among: keys)), at: key)
            } else {
                fields[name] = Field(key: key, value: value)
            }
        }
        return fields
    }

    /// For a key that is an option some profiles take only in their entry (`delay`), where it
    /// goes: `; it is an option of 'sortablejs', given in its entry: profile: {sortablejs: {delay: 100}}`.
    func entryOption(_ name: String, _ value: Node) -> String? {
        let takers = catalog.profiles.filter { $0.options?.option(named: name) != nil }.map(\.name)
        guard let first = takers.first else { return nil }
        let names = takers.map { "'\($0)'" }
        let who = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return "; it is an option of \(who), given in \(takers.count == 1 ? "its" : "the profile's") entry: "
            + "profile: {\(first): {\(name): \(value.text ?? "…")}}"
    }
}
