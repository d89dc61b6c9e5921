import ArgumentParser
import BoardRender
import Scenario

// The options several commands take, declared once (`@OptionGroup`): the same name, default,
// values and help wherever they appear. Each group is one option, so that a command's help lists
// its options in the order it declares them. `QuickArguments` fills them in as ArgumentParser does.

/// The Markdown inputs of `build`, `list` and `serve`.
struct InputPaths: ParsableArguments {
    @Argument(help: "Markdown files or folders (searched recursively).")
    var paths: [String] = ["examples"]
}

/// `--templates DIR` of `build`, `render` and `serve`.
struct TemplatesOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A folder of Mustache templates that replace the built-in ones, file by file "
            + "(`shuffleboard templates --out DIR` writes the built-in ones out to start from).",
        valueName: "DIR"))
    var templates: String?
}

/// `--pace story|real` of `build`, `render`, `serve` and `export`.
struct PaceOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "How walkthroughs play: story (moments with events slowed, quiet stretches shortened, "
            + "each marked in the picture) or real (the session's own time). A board's 'pace:' key wins.",
        valueName: "story|real"))
    var pace: Pace = .story
}

/// `--figure compact|full` of `build` and `render`.
struct FigureOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "What a board's figure shows: full (the walkthrough and its player, every step's still, the table "
            + "of orders and the board's source) or compact (the walkthrough, its player and one line of "
            + "caption, for a docs page). A board's 'figure:' key wins. The report is always full.",
        valueName: "compact|full"))
    var figure: FigureStyle = .full
}

// As ArgumentParser sets a parsed value (`QuickArguments`): an initialiser that assigned the
// property would make a definition with that default instead (its assignment initialises the wrapper).
extension InputPaths {
    static func given(_ paths: [String]) -> Self {
        var group = Self()
        group.paths = paths
        return group
    }
}

extension TemplatesOption {
    static func given(_ templates: String?) -> Self {
        var group = Self()
        group.templates = templates
        return group
    }
}

extension PaceOption {
    static func given(_ pace: Pace) -> Self {
        var group = Self()
        group.pace = pace
        return group
    }
}

extension FigureOption {
    static func given(_ figure: FigureStyle) -> Self {
        var group = Self()
        group.figure = figure
        return group
    }
}

// Each case described by its raw value, as ArgumentParser's defaults describe it, but without
// their `String(describing:)`: its reflection was a tenth of reading a build's arguments, which
// describes every option's values before it reads one (issue 17). Help, errors and completion
// scripts read the same, byte for byte (optionValuesAreTheirRawValuesInHelpErrorsAndCompletions).
extension Pace: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension FigureStyle: ExpressibleByArgument {
    public var defaultValueDescription: String { rawValue }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var allValueDescriptions: [String: String] { [:] }
}

extension TraceVersion: ExpressibleByArgument {
    public var defaultValueDescription: String { String(rawValue) }
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
    public static var allValueDescriptions: [String: String] { [:] }
}
