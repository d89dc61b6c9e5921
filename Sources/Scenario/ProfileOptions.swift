import ReorderEngine

/// A profile's options (``ProfileEntry/options``), declared once: each option's name, kind,
/// range, default and source, bound to the field of the profile's settings it sets.
///
/// To add an option, add one ``OptionBinding`` to the profile's declaration (its field in the
/// settings type, which the engine reads); the parser, `shuffleboard list --options` and
/// docs/profiles.md's table follow from it.
public struct ProfileOptions: Sendable {
    /// The options, in the order the docs list them.
    public let options: [ProfileOption]
    /// The options a board may also give as top-level keys, for every entry of the profile at
    /// once (`swap-threshold: 0.5`): the six of `sortablejs`'s that it took so before entries had
    /// options. Its later ones (`direction` is also the layout's board key) and every other
    /// profile's are given only in the entry (`{jquery-ui-sortable: {…}}`).
    public let boardKeyOptions: [ProfileOption]
    private let make: @Sendable ([String: OptionValue]) -> Profile

    /// Whether a board may give some of these options as top-level keys (``boardKeyOptions``).
    public var asBoardKeys: Bool { !boardKeyOptions.isEmpty }

    /// The options of a profile made from `Settings`: `defaults` holds the library's
    /// defaults, each binding sets one field, and `profile` makes the profile. `boardKeys`
    /// names the options a board may also give as top-level keys.
    public init<Settings: Sendable>(_ defaults: Settings, _ bindings: [OptionBinding<Settings>], boardKeys: [String] = [],
                                    profile: @escaping @Sendable (Settings) -> Profile) {
        options = bindings.map { $0.option(defaults) }
        boardKeyOptions = options.filter { boardKeys.contains($0.name) }
        make = { values in
            var settings = defaults
            for binding in bindings {
                if let value = values[binding.name] { binding.apply(&settings, value) }
            }
            var made = profile(settings)
            // An option is at its default when the board leaves it out, or gives the value it would
            // have had left out (`inverted-swap-threshold` follows `swap-threshold` when not given).
            made.settings = bindings.map { binding in
                let value = binding.current(settings)
                var without = defaults
                for other in bindings where other.name != binding.name {
                    if let given = values[other.name] { other.apply(&without, given) }
                }
                return OptionSetting(name: binding.name, value: value, isDefault: value == binding.current(without))
            }
            return made
        }
    }

    /// The profile with `values` (by option name; each of its option's kind, as the parser
    /// checked), the others at their defaults; its ``Profile/settings`` list every option's value.
    public func profile(_ values: [String: OptionValue]) -> Profile { make(values) }

    public func option(named name: String) -> ProfileOption? { options.first { $0.name == name } }

    /// `sortablejs`'s options: SortableJS 1.14.0's, in `Sortable.js` as Debian's
    /// `libjs-sortable` ships it (the conformance suite's library).
    public static let sortable = ProfileOptions(SortableOptions(), [
        .number("swap-threshold", library: "swapThreshold", range: 0...1, \.swapThreshold,
                summary: "the part of a target, centred on it, that the pointer must reach to swap with it",
                source: "Sortable.js:1064, _getSwapDirection 2251"),
        .boolean("invert-swap", library: "invertSwap", \.invertSwap,
                 summary: "always use the inverted zones: swap when the pointer is within the inverted threshold of the target's near edge",
                 source: "Sortable.js:1066, 1793"),
        .number("inverted-swap-threshold", library: "invertedSwapThreshold", range: 0...1, \.invertedSwapThreshold,
                otherwise: \.swapThreshold, defaultText: "swap-threshold's", summary: "the part of a target at either edge that the inverted zones take",
                source: "Sortable.js:1068, 1795"),
        .number("animation", library: "animation", range: 0...60_000, unit: "ms", divisor: 1000, \.animation,
                summary: "how long other items take to move to their new places (0: they jump); the library's default is 0, "
                    + "the profile's 150, as its README's example",
                source: "Sortable.js:1080"),
        .number("scroll-sensitivity", library: "scrollSensitivity", range: 0...100_000, unit: "pt", \.scrollSensitivity,
                summary: "how near an edge the pointer starts auto-scrolling (the AutoScroll plugin)",
                source: "Sortable.js:2393"),
        .number("scroll-speed", library: "scrollSpeed", range: 0...100_000, unit: "pt", \.scrollSpeed,
                summary: "how far each 24 ms auto-scroll step goes (the AutoScroll plugin)",
                source: "Sortable.js:2394"),
        .choice("direction", library: "direction", \.direction,
                summary: "the axis the swap zones and the end-of-list tests lie along; detected is the library's default, "
                    + "a function (`_detectDirection`): vertical for a list of block rows, horizontal for a flex row",
                source: "Sortable.js:1071, _getDirection 1151, _onDragOver 1723, _detectDirection 912"),
        .boolean("scroll", library: "scroll", \.scroll,
                 summary: "whether the AutoScroll plugin scrolls at all (false: nothing scrolls)",
                 source: "Sortable.js:2391, autoScroll 2502"),
        .number("fallback-tolerance", library: "fallbackTolerance", range: 0...10_000, unit: "px", \.fallbackTolerance,
                summary: "how far the pointer must be from the press, on either axis, before a move starts the drag (0: any move)",
                source: "Sortable.js:1094, _onTouchMove 1460"),
        .number("delay", library: "delay", range: 0...60_000, unit: "ms", \.delay,
                summary: "how long after the press a move first may start the drag; for the mouse too (delayOnTouchOnly is false)",
                source: "Sortable.js:1088, _prepareDragStart 1319"),
        .number("touch-start-threshold", library: "touchStartThreshold", range: 0...10_000, unit: "px", \.touchStartThreshold,
                summary: "during the delay, a move this far from the press on either axis (floored to whole pixels) cancels "
                    + "the drag, mouse moves too; without a delay it does nothing; the default is the device pixel ratio, 1",
                source: "Sortable.js:1090, _delayedDragTouchMoveHandler 1341"),
        .number("empty-insert-threshold", library: "emptyInsertThreshold", range: 0...10_000, unit: "px",
                \.emptyInsertThreshold,
                summary: "how near an empty list the pointer inserts into it; a board's one list always holds the dragged item, "
                    + "so it changes nothing",
                source: "Sortable.js:1100, _detectNearestEmptySortable 951"),
        .boolean("swap", library: "swap", \.swap,
                 summary: "the Swap plugin: nothing moves while dragging; at the drop the item exchanges places with the last item "
                    + "the pointer was over (swap-class only styles it)",
                 source: "Sortable.js:2674, drop 2700, swapNodes 2723"),
    ], boardKeys: ["swap-threshold", "invert-swap", "inverted-swap-threshold", "animation", "scroll-sensitivity",
                   "scroll-speed"]) { Profile.sortable($0) }
}

extension ProfileOptions {
    /// `jquery-ui-sortable`'s options: jQuery UI 1.13.2's, in `ui/widgets/sortable.js` and
    /// `ui/widgets/mouse.js` as Debian's `libjs-jquery-ui` ships them (the conformance suite's library).
    public static let jqueryUI = ProfileOptions(JQueryUIOptions(), [
        .choice("tolerance", library: "tolerance", \.tolerance,
                summary: "intersect: the pointer over an item, in its half in the direction of the move, moves the placeholder "
                    + "past it; pointer: the pointer over it is enough",
                source: "sortable.js:65, _mouseDrag 479"),
        .number("distance", library: "distance", range: 0...10_000, unit: "px", \.distance,
                summary: "how far the pointer moves from the press (whole pixels, either axis) before the drag starts; "
                    + "0: at the press itself",
                source: "mouse.js:44, _mouseDown 110, _mouseDistanceMet 216"),
        .number("delay", library: "delay", range: 0...60_000, unit: "ms", \.delay,
                summary: "how long after the press a move may start the drag; moves before then start nothing, "
                    + "and a still pointer starts nothing after it",
                source: "mouse.js:45, _mouseDown 103-108, _mouseDelayMet 224"),
        .choice("axis", library: "axis", \.axis,
                summary: "y: the helper moves only up and down, and the pointer's x is not asked whether it is over an "
                    + "item; x: only left and right, only the pointer's x is asked, and the items are floating (the "
                    + "horizontal direction and half decide; in a list the helper's top stays below the items and "
                    + "the placeholder before it in the DOM); none is the library's false",
                source: "sortable.js:46, _mouseDrag 417-422 and 466-470, _intersectsWithPointer 682-703, _intersectsWithSides 705, "
                    + "refreshPositions 884, _createPlaceholder 987, _rearrange 1442-1449"),
        .boolean("scroll", library: "scroll", \.scroll,
                 summary: "whether the list scrolls when the pointer is near its edge",
                 source: "sortable.js:61, _mouseDrag 425"),
        .number("scroll-sensitivity", library: "scrollSensitivity", range: 0...100_000, unit: "px", \.scrollSensitivity,
                summary: "how near an edge a drag step scrolls (less than this from it, or past it)",
                source: "sortable.js:62, _scroll 366"),
        .number("scroll-speed", library: "scrollSpeed", range: 0...100_000, unit: "px", \.scrollSpeed,
                summary: "how far each drag step near an edge scrolls; a still pointer scrolls nothing",
                source: "sortable.js:63, _scroll 368"),
    ]) { Profile.jqueryUI($0) }
}

/// One option (``ProfileOption``) bound to the field of `Settings` it sets.
public struct OptionBinding<Settings>: Sendable {
    /// The option's board key.
    public let name: String
    let option: @Sendable (Settings) -> ProfileOption
    let apply: @Sendable (inout Settings, OptionValue) -> Void
    /// The value in force in `settings`, as a board writes it.
    let current: @Sendable (Settings) -> String

    /// A number in `range` (as the board writes it, in `unit`), stored divided by `divisor` (`animation`:
    /// milliseconds on the board, seconds in the settings: 175 / 1000 is 0.175, where 175 × (1 / 1000)
    /// is 0.17500000000000002, a tick longer at 40 fps).
    public static func number(_ name: String, library: String, range: ClosedRange<Double>, unit: String? = nil,
                              divisor: Double = 1, _ field: WritableKeyPath<Settings, Double> & Sendable,
                              summary: String, source: String) -> Self {
        Self(name: name, option: { defaults in
            ProfileOption(name: name, libraryName: library, kind: .number(range: range, unit: unit),
                          defaultText: OptionValue.number(defaults[keyPath: field] * divisor).description,
                          summary: summary, source: source)
        }, apply: { settings, value in
            if case .number(let number) = value { settings[keyPath: field] = number / divisor }
        }, current: { OptionValue.number($0[keyPath: field] * divisor).description })
    }

    /// A number whose default is another option's value (`nil` in the settings; `otherwise` holds the
    /// value then in force), said by `defaultText`.
    public static func number(_ name: String, library: String, range: ClosedRange<Double>, unit: String? = nil,
                              _ field: WritableKeyPath<Settings, Double?> & Sendable,
                              otherwise: KeyPath<Settings, Double> & Sendable, defaultText: String,
                              summary: String, source: String) -> Self {
        Self(name: name, option: { defaults in
            ProfileOption(name: name, libraryName: library, kind: .number(range: range, unit: unit),
                          defaultText: defaults[keyPath: field].map { OptionValue.number($0).description } ?? defaultText,
                          summary: summary, source: source)
        }, apply: { settings, value in
            if case .number(let number) = value { settings[keyPath: field] = number }
        }, current: { OptionValue.number($0[keyPath: field] ?? $0[keyPath: otherwise]).description })
    }

    /// One of a `String`-backed enumeration's cases, by its raw value (`intersect`, `pointer`).
    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, library: String, _ field: WritableKeyPath<Settings, Choice> & Sendable,
        summary: String, source: String
    ) -> Self where Choice.RawValue == String {
        Self(name: name, option: { defaults in
            ProfileOption(name: name, libraryName: library, kind: .choice(Choice.allCases.map(\.rawValue)),
                          defaultText: defaults[keyPath: field].rawValue, summary: summary, source: source)
        }, apply: { settings, value in
            if case .choice(let word) = value, let choice = Choice(rawValue: word) { settings[keyPath: field] = choice }
        }, current: { $0[keyPath: field].rawValue })
    }

    public static func boolean(_ name: String, library: String, _ field: WritableKeyPath<Settings, Bool> & Sendable,
                               summary: String, source: String) -> Self {
        Self(name: name, option: { defaults in
            ProfileOption(name: name, libraryName: library, kind: .boolean,
                          defaultText: OptionValue.boolean(defaults[keyPath: field]).description,
                          summary: summary, source: source)
        }, apply: { settings, value in
            if case .boolean(let flag) = value { settings[keyPath: field] = flag }
        }, current: { OptionValue.boolean($0[keyPath: field]).description })
    }
}

extension ProfileOptions {
    /// The options as a Markdown table, one row each: the board key, what it takes, its default,
    /// the library's name and where the library reads it, and what it does. docs/profiles.md holds
    /// each profile's table as this prints it (`shuffleboard list --options`).
    public var markdownTable: String {
        var lines = ["| option | values | default | library's name | read at | what it does |",
                     "| --- | --- | --- | --- | --- | --- |"]
        for option in options {
            lines.append("| `\(option.name)` | \(option.valuesText) | \(option.defaultText) | `\(option.libraryName)` "
                + "| \(option.source) | \(option.summary) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
