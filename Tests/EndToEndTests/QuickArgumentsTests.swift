import ArgumentParser
import Testing
@testable import shuffleboard

/// `build` and `render` read their plain arguments themselves (``QuickArguments``): the command
/// they make is ArgumentParser's, field for field, and what is not plain is left to ArgumentParser.
@Suite struct QuickArgumentsTests {
    /// ArgumentParser's command for `arguments`, as the program's entry parses them, or nil when it refuses them.
    static func parsed(_ arguments: [String]) -> ParsableCommand? {
        try? Shuffleboard.parseAsRoot(arguments)
    }

    static let plainBuilds: [[String]] = [
        [], ["x.md"], ["a.md", "docs"], ["--out", "o"], ["x.md", "--out", "o", "-q"], ["-v", "x.md"], ["--verbose"],
        ["--quiet", "x.md", "--out", "site"], ["--jobs", "3"], ["-j", "2", "x.md"], ["--jobs", "+4"], ["--pace", "real"],
        ["--pace", "story"], ["--trace-version", "1"], ["--trace-version", "2"], ["--templates", "t", "x.md"],
        ["--fragment", "--asset-base", "/a/"], ["--fragment"], ["--export", "e", "x.md"], ["--merge", "x.md"], ["--hooks"],
        ["x.md", "--out", "o", "--merge", "--fragment", "--pace", "real", "--trace-version", "3", "--jobs", "1",
         "--templates", "t", "--asset-base", "../a", "--export", "bugs", "--quiet", "--hooks"],
        ["été.md", "--out", "sortie"], ["x.md", "--out", "a b"], ["x.md", "--keep-going"], ["--keep-going", "-q"],
        ["--figure", "compact"], ["--fragment", "--figure", "full", "x.md"],
    ]

    static let otherBuilds: [[String]] = [
        ["--out=o"], ["-j2"], ["-qv"], ["--out", "-x"], ["--", "x.md"], ["--jobs", "0"], ["--jobs", "two"],
        ["--pace", "fast"], ["--trace-version", "4"], ["-q", "-q"], ["--hooks", "--hooks"], ["--out", "a", "--out", "b"], ["--help"], ["-h"],
        ["--version"], [""], ["-"], ["--unknown"], ["--quiet", "--verbose"], ["--asset-base", "u"], ["--out"],
        ["--out", ""], ["--generate-completion-script", "bash"], ["-x.md"], ["--keep-going", "--keep-going"],
        ["--keep-going=true"], ["--figure", "small"], ["--figure=compact"], ["--figure", "compact", "--figure", "full"],
    ]

    static let plainRenders: [[String]] = [
        ["x.md"], ["-"], ["-", "--source-name", "docs/a.md:12"], ["x.md", "--svg"], ["x.md", "--step", "3"],
        ["x.md", "--board", "b", "--step", "0"], ["--pace", "real", "x.md"], ["x.md", "--templates", "t"],
        ["--source-name", "a:b.md:7", "-", "--board", "id", "--svg", "--pace", "story"], ["x.md", "--svg", "--hooks"],
        ["x.md", "--hooks"], ["x.md", "--keep-going"], ["-", "--source-name", "a.md:3", "--keep-going", "--svg"],
        ["-", "--figure", "compact"], ["x.md", "--figure", "full", "--board", "b"],
    ]

    static let otherRenders: [[String]] = [
        [], ["a.md", "b.md"], ["x.md", "--svg", "--step", "1"], ["x.md", "--step", "-1"], ["x.md", "--step", "x"],
        ["-", "--source-name", "nocolon"], ["-", "--source-name", "a.md:0"], ["x.md", "--svg", "--svg"], ["x.md", "--hooks", "--hooks"],
        ["x.md", "--help"], ["--source-name=a.md:1", "-"], ["--", "-"],
        ["x.md", "--figure", "Compact"], ["x.md", "--figure"],
    ]

    @Test func plainArgumentsMakeArgumentParsersCommand() throws {
        for (command, cases) in [("build", Self.plainBuilds), ("render", Self.plainRenders)] {
            for arguments in cases {
                let quick = try #require(QuickArguments.command([command] + arguments), "\(command) \(arguments)")
                let full = try #require(Self.parsed([command] + arguments), "\(command) \(arguments)")
                // Every field: a field the quick reading left unset describes itself as a definition.
                #expect(String(describing: quick) == String(describing: full), "\(command) \(arguments)")
                #expect(type(of: quick) == type(of: full))
            }
        }
    }

    @Test func otherArgumentsAreLeftToArgumentParser() {
        for (command, cases) in [("build", Self.otherBuilds), ("render", Self.otherRenders)] {
            for arguments in cases {
                #expect(QuickArguments.command([command] + arguments) == nil, "\(command) \(arguments)")
            }
        }
        for arguments in [["list", "x.md"], ["trace", "x.md"], ["--version"], ["help", "build"], []] {
            #expect(QuickArguments.command(arguments) == nil, "\(arguments)")
        }
    }
}
