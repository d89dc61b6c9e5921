import ArgumentParser
import BoardRender
import Pipeline
import SiteIO

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the trace JSON of every board in the files (version 3; --format-version 1 or 2 for those).")

    @Argument(help: "Markdown files with boards.")
    var files: [String]

    @Option(name: .long, help: ArgumentHelp(
        "3 writes a frame's fields only where they changed and an order change as its edit, without "
            + "spaces; 2 writes every frame's fields, with an order change as its edit; 1 the whole order "
            + "at every change, byte for byte as before version 2 (docs/trace.md).",
        valueName: "1|2|3"))
    var formatVersion: TraceVersion = .current

    func run() throws {
        do {
            let documents = try Inputs.documents(try Inputs.markdownFiles(files))
            try StandardStreams.writeOutput(try TraceDocument.make(documents, version: formatVersion))
        } catch let failure as Failure {
            failure.report()
            throw ExitCode.failure
        }
    }
}
