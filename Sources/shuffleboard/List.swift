import ArgumentParser
import Foundation
import Scenario
import SiteIO

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every board: its id, file:line, profiles, and where a build puts it.",
        discussion: """
            One line per board, five tab-separated fields: id, file:line (the board's fence), \
            profiles (comma-separated), its folder under --out, and its page and anchor \
            (with --fragment: its figure.html). With --json, an array of objects with those \
            fields and the title.
            """)

    @Argument(help: "Markdown files or folders (searched recursively).")
    var paths: [String] = ["examples"]

    @Option(name: .long, help: "The output folder the paths are shown under, as for build.")
    var out: String = "public"

    @Flag(name: .long, help: "Show where build --fragment puts each board's figure.")
    var fragment = false

    @Flag(name: .long, help: "Print JSON: an array with an object per board.")
    var json = false

    func run() throws {
        do {
            let files = try Inputs.markdownFiles(paths)
            let pages = try Inputs.pages(files)
            let typed = files.map(\.file)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                let entries = BoardListing.entries(pages: pages, typed: typed, out: out, fragment: fragment)
                try StandardStreams.writeOutput(BoardListing.escapingTerminalControls(json: try encoder.encode(entries)) + "\n")
            } else {
                let lines = BoardListing.lines(pages: pages, typed: typed, out: out, fragment: fragment)
                try StandardStreams.writeOutput(lines.map { $0 + "\n" }.joined())
            }
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
    }
}
