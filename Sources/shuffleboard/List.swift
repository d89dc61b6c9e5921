import ArgumentParser
import Pipeline
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
            fields and the title. With --options, each profile's options instead (what a board \
            may set for that profile), as Markdown tables.
            """)

    @OptionGroup var sources: InputPaths

    @Option(name: .long, help: "The output folder the paths are shown under, as for build.")
    var out: String = "public"

    @Flag(name: .long, help: "Show where build --fragment puts each board's figure.")
    var fragment = false

    @Flag(name: .long, help: "Print JSON: an array with an object per board.")
    var json = false

    @Flag(name: .long, help: "Print each profile's options instead (a Markdown table per profile: the key a board writes, its values, default, the library's name and where the library reads it).")
    var options = false

    func run() throws {
        do {
            if options {
                try StandardStreams.writeOutput(Self.optionTables(Catalog.standard))
                return
            }
            let files = try Inputs.markdownFiles(sources.paths)
            let pages = try Inputs.pages(files)
            let typed = files.map(\.file)
            if json {
                try StandardStreams.writeOutput(try BoardListing.json(pages: pages, typed: typed, out: out, fragment: fragment))
            } else {
                let lines = BoardListing.lines(pages: pages, typed: typed, out: out, fragment: fragment)
                try StandardStreams.writeOutput(lines.map { $0 + "\n" }.joined())
            }
        } catch let failure as Failure {
            failure.report()
            throw ExitCode.failure
        }
    }
}

extension List {
    /// `list --options`: a section per profile that has options, with its table
    /// (``ProfileOptions/markdownTable``), then the profiles that have none.
    static func optionTables(_ catalog: Catalog) -> String {
        var out = ""
        for entry in catalog.profiles {
            guard let options = entry.options else { continue }
            out += "## \(entry.name)\n\n" + options.markdownTable + "\n"
        }
        let without = catalog.profiles.filter { $0.options == nil }.map(\.name)
        if !without.isEmpty { out += "Without options: " + without.joined(separator: ", ") + "\n" }
        return out
    }
}
