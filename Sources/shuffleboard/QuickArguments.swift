import ArgumentParser
import BoardRender
import Scenario

/// The arguments of `build` and `render` read without ArgumentParser, when they take the plain
/// forms a build script or a docs tool gives: ArgumentParser reflects over every option of the
/// command, and parses two more commands to look for a completion-script request, before it reads
/// one argument: about 2 of a one-board build's 11 ms (issue 17), and `render` runs once per
/// board fence of a docs site.
///
/// Plain: each positional argument non-empty and not starting with `-` (`render`'s input may be
/// `-`, standard input); each option spelled `--name VALUE` (or `-j N`) with a value that does not
/// start with `-`, each flag spelled out; none given twice; every value one the option takes; and
/// the command's `validate()` passing. Anything else (help, the version, completions, `--name=VALUE`,
/// joined short flags, `--`, an unknown option, a bad value) returns nil, and ArgumentParser parses
/// the arguments and says what it says. On the plain forms both give the same command, field for
/// field (`QuickArgumentsTests`).
enum QuickArguments {
    /// The command `arguments` (without the program's name) asks for, or nil.
    static func command(_ arguments: [String]) -> ParsableCommand? {
        guard let name = arguments.first else { return nil }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "build": return Build.quick(rest)
        case "render": return Render.quick(rest)
        default: return nil
        }
    }
}

/// Arguments of the plain forms, sorted out by what the command declares.
struct PlainArguments {
    private(set) var positionals: [String] = []
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []

    /// - Parameters:
    ///   - options: each spelling of an option that takes a value (`--out`, `-j`), to its name.
    ///   - flags: each spelling of a flag (`--quiet`, `-q`), to its name.
    ///   - loneDash: whether `-` is a positional argument.
    init?(_ arguments: [String], options: [String: String], flags flagNames: [String: String], loneDash: Bool = false) {
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if let name = options[argument] {
                guard i < arguments.count, values[name] == nil else { return nil }
                let value = arguments[i]
                i += 1
                guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
                values[name] = value
            } else if let name = flagNames[argument] {
                guard flags.insert(name).inserted else { return nil }
            } else if !argument.isEmpty && (!argument.hasPrefix("-") || (loneDash && argument == "-")) {
                positionals.append(argument)
            } else {
                return nil
            }
        }
    }

    /// The value of option `name` read as `Value` reads an argument, `fallback` when not given;
    /// nil (not plain) when the option refuses the value.
    func value<Value: ExpressibleByArgument>(_ name: String, or fallback: Value) -> Value? {
        guard let text = values[name] else { return fallback }
        return Value(argument: text)
    }

    /// The value of optional option `name`: .some(nil) when not given, nil when refused.
    func optional<Value: ExpressibleByArgument>(_ name: String, _ type: Value.Type) -> Value?? {
        guard let text = values[name] else { return .some(nil) }
        return Value(argument: text).map { .some($0) }
    }
}

extension Build {
    /// `build` from plain arguments (``QuickArguments``), or nil.
    static func quick(_ arguments: [String]) -> Build? {
        let options = ["--out": "out", "--templates": "templates", "--asset-base": "asset-base", "--pace": "pace",
                       "--figure": "figure", "--export": "export", "--trace-version": "trace-version", "--jobs": "jobs", "-j": "jobs"]
        let flags = ["--fragment": "fragment", "--quiet": "quiet", "-q": "quiet", "--verbose": "verbose",
                     "-v": "verbose", "--merge": "merge", "--hooks": "hooks", "--keep-going": "keep-going"]
        guard let plain = PlainArguments(arguments, options: options, flags: flags),
              let pace = plain.value("pace", or: Pace.story),
              let figure = plain.value("figure", or: FigureStyle.full),
              let traceVersion = plain.value("trace-version", or: TraceVersion.current),
              let jobs = plain.optional("jobs", Int.self) else { return nil }
        var build = Build()
        build.sources = InputPaths.given(plain.positionals.isEmpty ? ["examples"] : plain.positionals)
        build.out = plain.values["out"] ?? "public"
        build.templating = TemplatesOption.given(plain.values["templates"])
        build.fragment = plain.flags.contains("fragment")
        build.assetBase = plain.values["asset-base"]
        build.pacing = PaceOption.given(pace)
        build.figuring = FigureOption.given(figure)
        build.export = plain.values["export"]
        build.quiet = plain.flags.contains("quiet")
        build.verbose = plain.flags.contains("verbose")
        build.merge = plain.flags.contains("merge")
        build.hooks = plain.flags.contains("hooks")
        build.keepGoing = plain.flags.contains("keep-going")
        build.traceVersion = traceVersion
        build.jobs = jobs
        guard (try? build.validate()) != nil else { return nil }
        return build
    }
}

extension Render {
    /// `render` from plain arguments (``QuickArguments``), or nil.
    static func quick(_ arguments: [String]) -> Render? {
        let options = ["--board": "board", "--step": "step", "--source-name": "source-name",
                       "--templates": "templates", "--pace": "pace", "--figure": "figure",
                       "--scheme": "scheme"]
        guard let plain = PlainArguments(arguments, options: options, flags: ["--svg": "svg", "--hooks": "hooks", "--keep-going": "keep-going"],
                                      loneDash: true),
              plain.positionals.count == 1,
              let step = plain.optional("step", Int.self),
              let sourceName = plain.optional("source-name", SourceName.self),
              let pace = plain.value("pace", or: Pace.story),
              let figure = plain.value("figure", or: FigureStyle.full),
              let scheme = plain.optional("scheme", PictureScheme.self) else { return nil }
        var render = Render()
        render.input = plain.positionals[0]
        render.board = plain.values["board"]
        render.svg = plain.flags.contains("svg")
        render.step = step
        render.sourceName = sourceName
        render.templating = TemplatesOption.given(plain.values["templates"])
        render.pacing = PaceOption.given(pace)
        render.figuring = FigureOption.given(figure)
        render.hooks = plain.flags.contains("hooks")
        render.keepGoing = plain.flags.contains("keep-going")
        render.figureID = nil
        render.asset = nil
        render.scheme = scheme
        guard (try? render.validate()) != nil else { return nil }
        return render
    }
}
