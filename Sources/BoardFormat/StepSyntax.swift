import CollectionLayout
import ReorderEngine

/// A step target as written, and where it starts in the step's text (UTF-8 bytes).
struct WrittenTarget: Hashable, Sendable {
    var target: Target
    var offset: Int
}

/// A step as written, before item labels are checked and durations become ticks.
enum WrittenStep: Hashable, Sendable {
    case press(WrittenTarget)
    case move(to: WrittenTarget, over: WrittenDuration)
    case moveBy(dx: Double, dy: Double, over: WrittenDuration)
    case hold(WrittenDuration)
    /// Time passing with no finger down (a carousel's timer runs).
    case wait(WrittenDuration)
    case release
    case cancel
}

/// A problem in a step's text, and where it is in that text (UTF-8 bytes).
struct StepSyntaxError: Error, Hashable, Sendable {
    var message: String
    var offset: Int
}

/// The grammar of one step:
/// `press T`, `move to T [over D]`, `move by DX,DY [over D]`, `hold D`, `wait D`, `release`, `cancel`.
/// T is an item label, a point `X,Y`, or `top edge` / `bottom edge` / `left edge` / `right edge`.
enum StepSyntax {
    static let verbs = ["press", "move", "hold", "wait", "release", "cancel"]
    /// `over` when a move does not say.
    static let defaultMoveDuration = WrittenDuration.seconds(0.25)
    static let targetExample = "an item label, a point like 120,300, or top edge, bottom edge, left edge or right edge"

    static func parse(_ text: String) throws(StepSyntaxError) -> WrittenStep {
        let words = text.words()
        let step = text.trimmingSpaces().quoted
        guard let verb = words.first else {
            throw StepSyntaxError(message: "expected a step like 'press B', found nothing", offset: 0)
        }
        let rest = Array(words.dropFirst())
        switch verb.text {
        case "press":
            guard !rest.isEmpty else {
                throw StepSyntaxError(message: "'press' needs a target: \(targetExample)", offset: verb.offset)
            }
            return .press(try target(rest, in: step))
        case "move":
            return try move(verb: verb, rest, in: step)
        case "hold", "wait":
            guard !rest.isEmpty else {
                throw StepSyntaxError(message: "'\(verb.text)' needs \(BoardParser.durationExample)",
                                      offset: verb.offset)
            }
            let d = try duration(rest, in: step)
            return verb.text == "hold" ? .hold(d) : .wait(d)
        case "release", "cancel":
            if let extra = rest.first {
                throw StepSyntaxError(message: "'\(verb.text)' takes nothing after it, found "
                                      + "\(span(rest).quoted) in \(step)", offset: extra.offset)
            }
            return verb.text == "release" ? .release : .cancel
        default:
            let name = String(verb.text)
            let hint = name.closest(among: verbs).map { "did you mean '\($0)'?" }
                ?? "expected press, move to, move by, hold, wait, release or cancel"
            throw StepSyntaxError(message: "unknown step \(name.quoted) in \(step); \(hint)", offset: verb.offset)
        }
    }

    /// `move to T [over D]` or `move by DX,DY [over D]`.
    private static func move(verb: Word, _ words: [Word], in step: String) throws(StepSyntaxError) -> WrittenStep {
        guard let how = words.first, how.text == "to" || how.text == "by" else {
            throw StepSyntaxError(message: "expected 'move to TARGET' or 'move by DX,DY', found \(step)",
                                  offset: words.first?.offset ?? verb.offset)
        }
        var arguments = Array(words.dropFirst())
        var over = defaultMoveDuration
        if let overIndex = arguments.lastIndex(where: { $0.text == "over" }), overIndex > 0 {
            let durationWords = Array(arguments[(overIndex + 1)...])
            guard !durationWords.isEmpty else {
                throw StepSyntaxError(message: "expected \(BoardParser.durationExample) after 'over' in \(step)",
                                      offset: arguments[overIndex].offset)
            }
            over = try duration(durationWords, in: step)
            arguments = Array(arguments[..<overIndex])
        }
        guard let first = arguments.first else {
            let needs = how.text == "to" ? "a target: \(targetExample)" : "a distance like 0,120"
            throw StepSyntaxError(message: "'move \(how.text)' needs \(needs)", offset: how.offset)
        }
        if how.text == "to" {
            return .move(to: try target(arguments, in: step), over: over)
        }
        guard let delta = ValueSyntax.point(span(arguments)) else {
            throw StepSyntaxError(message: "expected a distance like 0,120 after 'move by', found "
                                  + "\(span(arguments).quoted) in \(step)", offset: first.offset)
        }
        try checkLength(delta, written: span(arguments), in: step, offset: first.offset)
        return .moveBy(dx: delta.x, dy: delta.y, over: over)
    }

    private static func target(_ words: [Word], in step: String) throws(StepSyntaxError) -> WrittenTarget {
        let written = span(words)
        let offset = words.first?.offset ?? 0
        if words.count == 2, words[1].text.lowercased() == "edge" {
            guard let edge = Edge(rawValue: words[0].text.lowercased()) else {
                throw StepSyntaxError(message: "unknown edge \(written.quoted) in \(step); expected top edge, "
                                      + "bottom edge, left edge or right edge", offset: offset)
            }
            return WrittenTarget(target: .edge(edge), offset: offset)
        }
        if written.contains(",") {
            guard let point = ValueSyntax.point(written) else {
                throw StepSyntaxError(message: "expected a point like 120,300, found \(written.quoted) in \(step)",
                                      offset: offset)
            }
            try checkLength(point, written: written, in: step, offset: offset)
            return WrittenTarget(target: .point(point), offset: offset)
        }
        return WrittenTarget(target: .item(written), offset: offset)
    }

    private static func duration(_ words: [Word], in step: String) throws(StepSyntaxError) -> WrittenDuration {
        let written = span(words)
        let offset = words.first?.offset ?? 0
        guard let duration = ValueSyntax.duration(written) else {
            throw StepSyntaxError(
                message: "expected \(BoardParser.durationExample), found \(written.quoted) in \(step)", offset: offset)
        }
        guard duration.isPositive else {
            throw StepSyntaxError(message: "a duration must be greater than 0, found \(written.quoted) in \(step)",
                                  offset: offset)
        }
        let limit: String? = switch duration {
        case .frames(let n): n > BoardLimits.frames ? "\(BoardLimits.frames) frames" : nil
        case .seconds(let s):
            s > BoardLimits.simulatedSeconds ? "\(format(BoardLimits.simulatedSeconds, places: nil))s of simulated time" : nil
        }
        if let limit {
            throw StepSyntaxError(message: "\(written.quoted) in \(step) exceeds the limit of \(limit) per board"
                                  + BoardLimits.seeDocs, offset: offset)
        }
        return duration
    }

    /// Points and distances in steps are lengths too (``BoardLimits/length``).
    private static func checkLength(_ point: Point, written: String, in step: String,
                                    offset: Int) throws(StepSyntaxError) {
        guard abs(point.x) <= BoardLimits.length, abs(point.y) <= BoardLimits.length else {
            throw StepSyntaxError(message: "\(written.quoted) in \(step) exceeds the limit of "
                                  + "\(format(BoardLimits.length, places: nil)) points per length" + BoardLimits.seeDocs,
                                  offset: offset)
        }
    }

    /// The text from the first word's start to the last word's end.
    private static func span(_ words: [Word]) -> String {
        guard let first = words.first, let last = words.last else { return "" }
        return String(first.text.base[first.text.startIndex..<last.text.endIndex])
    }
}
