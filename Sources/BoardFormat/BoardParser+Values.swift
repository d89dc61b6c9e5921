import Scenario
import CollectionLayout
import Yams

/// Single values: text, numbers, sizes, points, insets, durations and names.
/// Each reports what it found and what it expected, and returns `nil` on a problem.
extension BoardParser {
    static let durationExample = "a duration like 0.4s, 400ms or 24 frames"

    /// A non-empty text scalar.
    mutating func text(_ node: Node, key: String, expected: String) -> String? {
        guard let text = node.text?.trimmingSpaces(), !text.isEmpty else {
            report("\(key): expected \(expected), found \(node.found)", at: node)
            return nil
        }
        return text
    }

    /// A scalar whose text must be one of `choices`.
    mutating func choice(_ node: Node, key: String, among choices: [String]) -> String? {
        guard let name = text(node, key: key, expected: "one of \(choices.orList)") else { return nil }
        guard choices.contains(name) else {
            let hint = name.closest(among: choices).map { "did you mean '\($0)'?" } ?? "expected \(choices.orList)"
            report("unknown \(key) '\(name)'; \(hint)", at: node)
            return nil
        }
        return name
    }

    /// `layout:`: a layout of the catalog (flow, list, waterfall or carousel).
    mutating func layoutEntry(_ node: Node) -> LayoutEntry? {
        guard let name = choice(node, key: "layout", among: catalog.layoutNames) else { return nil }
        return catalog.layout(named: name)
    }

    /// `pace:`: `story` or `real` (docs/pacing.md).
    mutating func pace(_ node: Node) -> Pace? {
        let names = Pace.allCases.map(\.rawValue)
        guard let name = text(node, key: "pace", expected: "story or real") else { return nil }
        guard let pace = Pace(rawValue: name) else {
            let hint = name.closest(among: names).map { "did you mean '\($0)'?" }
                ?? "expected story (events slowed, quiet stretches shortened) or real (the session's own time)"
            report("unknown pace \(name.quoted); \(hint)", at: node)
            return nil
        }
        return pace
    }

    /// `figure:`: `compact` or `full` (``FigureStyle``).
    mutating func figure(_ node: Node) -> FigureStyle? {
        let names = FigureStyle.allCases.map(\.rawValue)
        guard let name = text(node, key: "figure", expected: "compact or full") else { return nil }
        guard let figure = FigureStyle(rawValue: name) else {
            let hint = name.closest(among: names).map { "did you mean '\($0)'?" }
                ?? "expected compact (the walkthrough, its player and a line of caption) or full "
                + "(with every step's still, the table of orders and the board's source)"
            report("unknown figure \(name.quoted); \(hint)", at: node)
            return nil
        }
        return figure
    }

    /// `scheme:`: `auto`, `light` or `dark` (``PictureScheme``, docs/theming.md).
    mutating func scheme(_ node: Node) -> PictureScheme? {
        let names = PictureScheme.allCases.map(\.rawValue)
        guard let name = text(node, key: "scheme", expected: "auto, light or dark") else { return nil }
        guard let scheme = PictureScheme(rawValue: name) else {
            let hint = name.closest(among: names).map { "did you mean '\($0)'?" }
                ?? "expected auto (the reader's), light or dark"
            report("unknown scheme \(name.quoted); \(hint)", at: node)
            return nil
        }
        return scheme
    }

    /// `camera:`: `viewport` or `content` (``Camera``).
    mutating func camera(_ node: Node) -> Camera? {
        let names = Camera.allCases.map(\.rawValue)
        guard let name = text(node, key: "camera", expected: "viewport or content") else { return nil }
        guard let camera = Camera(rawValue: name) else {
            let hint = name.closest(among: names).map { "did you mean '\($0)'?" }
                ?? "expected viewport (the viewport and a margin) or content (the whole content)"
            report("unknown camera \(name.quoted); \(hint)", at: node)
            return nil
        }
        return camera
    }

    /// `true` or `false`.
    mutating func boolean(_ node: Node, key: String) -> Bool? {
        guard let value = text(node, key: key, expected: "true or false") else { return nil }
        guard value == "true" || value == "false" else {
            report("\(key): expected true or false, found \(value.quoted)", at: node)
            return nil
        }
        return value == "true"
    }

    /// `id:`: lower-case letters of any script, numbers, combining marks, `-` and `_`,
    /// starting with a letter or number (``String/boardIDProblem``), as it names files and
    /// is an HTML id; in NFC; at most ``BoardLimits/fileNameBytes`` UTF-8 bytes, as it names
    /// a folder.
    mutating func boardID(_ node: Node) -> String? {
        guard let written = text(node, key: "id", expected: "a slug like drag-b") else { return nil }
        let id = written.nfc
        if let problem = id.boardIDProblem {
            report("id: \(Self.describe(problem, in: id))", at: node)
            return nil
        }
        guard id.utf8.count <= BoardLimits.fileNameBytes else {
            let unit = id.utf8.count == id.unicodeScalars.count ? "characters" : "bytes"   // ASCII: as before
            report("id: \(id.quoted) is \(id.utf8.count) \(unit) long, over the limit of "
                   + "\(BoardLimits.fileNameBytes) for a board id, which names a folder" + BoardLimits.seeDocs, at: node)
            return nil
        }
        return id
    }

    /// The message for an id that cannot be one, with the id its text would give as a
    /// title when that one is valid: "did you mean 'drag-b'?".
    static func describe(_ problem: BoardIDProblem, in id: String) -> String {
        let what: String
        switch problem {
        case .empty:
            return "expected a slug of lower-case letters, digits, '-' and '_' like drag-b, found nothing"
        case .start(let scalar):
            what = "\(id.quoted) starts with \(scalar.described); an id starts with a letter or digit"
        case .upperCase(let scalar):
            what = "\(id.quoted) has the upper-case letter \(scalar.described); an id is in lower case"
        case .character(let scalar):
            what = "\(id.quoted) has \(scalar.described), which an id cannot hold: it holds letters, digits, "
                + "combining marks, '-' and '_'"
        }
        let suggestion = id.slug
        guard !suggestion.isEmpty, suggestion != id, suggestion.utf8.count <= BoardLimits.fileNameBytes else { return what }
        return what + "; did you mean \(suggestion.quoted)?"
    }

    /// A number ≥ 0 (spacings, header, footer).
    mutating func nonNegative(_ node: Node, key: String) -> Double? {
        guard let text = node.text, let value = ValueSyntax.number(text) else {
            report("\(key): expected a number like 10, found \(node.found)", at: node)
            return nil
        }
        guard value >= 0 else {
            report("\(key): must not be negative, found \(text.quoted)", at: node)
            return nil
        }
        guard checkLength([value], key: key, written: text, at: source.position(of: node)) else { return nil }
        return value
    }

    /// A whole number > 0 (fps, columns), at most `limit` (named `unit` in the message).
    mutating func positiveInteger(_ node: Node, key: String, example: String, limit: Int, unit: String) -> Int? {
        guard let text = node.text, let value = ValueSyntax.integer(text), value > 0 else {
            if let text = node.text, ValueSyntax.isDigits(text), ValueSyntax.integer(text) == nil {
                report("\(key): \(text.trimmingSpaces()) exceeds the limit of \(limit) \(unit)" + BoardLimits.seeDocs,
                       at: node)
                return nil
            }
            report("\(key): expected a whole number greater than 0 like \(example), found \(node.found)", at: node)
            return nil
        }
        guard value <= limit else {
            report("\(key): \(value) exceeds the limit of \(limit) \(unit)" + BoardLimits.seeDocs, at: node)
            return nil
        }
        return value
    }

    /// `WxH` with both sides > 0.
    mutating func size(_ node: Node, key: String, example: String) -> Size? {
        guard let text = node.text, let size = ValueSyntax.size(text) else {
            report("\(key): expected a size like \(example), found \(node.found)", at: node)
            return nil
        }
        guard size.width > 0, size.height > 0 else {
            report("\(key): width and height must be greater than 0, found \(text.quoted)", at: node)
            return nil
        }
        guard checkLength([size.width, size.height], key: key, written: text, at: source.position(of: node)) else {
            return nil
        }
        return size
    }

    /// `X,Y` with both ≥ 0 (the initial content offset).
    mutating func point(_ node: Node, key: String) -> Point? {
        guard let text = node.text, let point = ValueSyntax.point(text) else {
            report("\(key): expected a point like 0,120, found \(node.found)", at: node)
            return nil
        }
        guard point.x >= 0, point.y >= 0 else {
            report("\(key): must not be negative, found \(text.quoted)", at: node)
            return nil
        }
        guard checkLength([point.x, point.y], key: key, written: text, at: source.position(of: node)) else {
            return nil
        }
        return point
    }

    /// `section-inset:` as one value for all sides, or `top,left,bottom,right`; each ≥ 0.
    mutating func insets(_ node: Node) -> Insets? {
        let key = "section-inset"
        let parts = node.text?.split(separator: ",", omittingEmptySubsequences: false) ?? []
        let values = parts.compactMap { ValueSyntax.number($0) }
        guard values.count == parts.count, values.count == 1 || values.count == 4 else {
            report("\(key): expected one number like 20, or top,left,bottom,right like 10,0,10,0, "
                   + "found \(node.found)", at: node)
            return nil
        }
        guard values.allSatisfy({ $0 >= 0 }) else {
            report("\(key): must not be negative, found \(node.found)", at: node)
            return nil
        }
        guard checkLength(values, key: key, written: node.text ?? "", at: source.position(of: node)) else { return nil }
        return values.count == 1
            ? Insets(all: values[0])
            : Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// A duration > 0 that fits in a script at `fps`, resolved to seconds later (it may be in frames).
    mutating func duration(_ node: Node, key: String, fps: Int) -> WrittenDuration? {
        guard let text = node.text, let duration = ValueSyntax.duration(text) else {
            report("\(key): expected \(Self.durationExample), found \(node.found)", at: node)
            return nil
        }
        guard duration.isPositive else {
            report("\(key): must be greater than 0, found \(text.quoted)", at: node)
            return nil
        }
        guard checkDuration(duration, key: key, written: text, fps: fps, at: node) else { return nil }
        return duration
    }
}
