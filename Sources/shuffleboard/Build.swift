import ArgumentParser
import BoardRender
import Foundation

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site: a page per Markdown file, and per board its step SVGs, animated walkthrough, report and trace.")

    @Argument(help: "Markdown files or folders (searched recursively).")
    var paths: [String] = ["examples"]

    @Option(name: .long, help: "The output folder.")
    var out: String = "public"

    @Option(name: .long, help: "The Mustache templates folder (default: ./templates).")
    var templates: String?

    func run() throws {
        do {
            let templates = try Inputs.templates(templates)
            let pages = try Inputs.pages(try Inputs.markdownFiles(paths))
            let files = SiteBuilder(templates: templates).build(pages)
            try SiteFiles.write(files, to: out)
            let boards = pages.reduce(0) { $0 + $1.page.boards.count }
            print("Built \(pages.count) page\(pages.count == 1 ? "" : "s") and \(boards) board\(boards == 1 ? "" : "s") "
                + "(\(files.count) files) into \(out)/")
            print("Open \(out)/index.html")
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
    }
}

/// Writes the site's files.
enum SiteFiles {
    static func write(_ files: [(path: String, contents: String)], to root: String) throws {
        let fm = FileManager.default
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            do {
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            } catch {
                throw Failure("\(url.path): error: cannot write: \(error.localizedDescription)")
            }
        }
    }
}
