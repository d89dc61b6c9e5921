import ArgumentParser
import BoardRender
import Foundation
import SiteIO

/// `shuffleboard templates --out DIR`: writes the built-in templates out for customising,
/// as `mdbook init --theme` does; `build --templates DIR` then uses them.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Write the built-in Mustache templates into a folder, to customise them.",
        discussion: """
            Build with `shuffleboard build --templates DIR`: each file of DIR replaces the built-in \
            template of its name, so a folder may keep only the ones you change. A file already there is \
            refused, and nothing is written, unless --force is given.
            """)

    @Option(name: .long, help: ArgumentHelp("The folder to write into (made if missing).", valueName: "DIR"))
    var out: String = "templates"

    @Flag(name: .long, help: "Overwrite templates already in the folder.")
    var force = false

    func run() throws {
        do {
            let written = try Self.write(into: out, force: force)
            let out = out.escapingTerminalControls()
            print("Wrote \(written.count) templates into \(out)/ (\(written.joined(separator: ", ")))")
            print("Build with: shuffleboard build --templates \(out)")
        } catch let failure as Failure {
            failure.report()
            throw ExitCode.failure
        }
    }

    /// Writes every built-in template into `folder`, all or none on a write failure (a kill or a
    /// failure during the final renames leaves some new and some old: ``TemplateFolder``); returns
    /// the file names written. Without `force`, refuses before writing anything when one of them exists.
    static func write(into folder: String, force: Bool) throws -> [String] {
        let files = Templates.builtIn.keys.sorted().map { (name: "\($0).mustache", text: Templates.builtIn[$0] ?? "") }
        return try TemplateFolder.write(files, into: folder, force: force)
    }
}
