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
            _ = failure.report()
            throw ExitCode.failure
        }
    }

    /// Writes every built-in template into `folder`; returns the file names written.
    /// Without `force`, refuses before writing anything when one of them exists.
    static func write(into folder: String, force: Bool) throws -> [String] {
        let fm = FileManager.default
        let display = folder.escapingTerminalControls()
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw Failure("\(display): error: --out names a file, not a folder; nothing was written")
        }
        let names = Templates.builtIn.keys.sorted().map { "\($0).mustache" }
        let existing = names.filter { (try? fm.attributesOfItem(atPath: "\(folder)/\($0)")) != nil }
        if !force, let first = existing.first {
            let more = existing.count > 1 ? " (and \(existing.count - 1) more of the \(names.count) templates)" : ""
            throw Failure("\(display)/\(first): error: the file exists\(more); nothing was written "
                + "(pass --force to overwrite, or choose another --out)")
        }
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in names {
                let text = Templates.builtIn[String(name.dropLast(9))] ?? ""
                try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"), options: .atomic)
            }
        } catch {
            throw Failure("\(display): error: cannot write the templates: \(error.localizedDescription)")
        }
        return names
    }
}
