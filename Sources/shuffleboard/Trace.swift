import ArgumentParser
import BoardRender
import Foundation

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the trace JSON (version 1) of every board in the files.")

    @Argument(help: "Markdown files with boards.")
    var files: [String]

    func run() throws {
        do {
            let pages = try Inputs.pages(try Inputs.markdownFiles(files))
            let runs = pages.flatMap(\.page.boards).map { BoardRun(board: $0) }
            FileHandle.standardOutput.write(Data(TraceJSON.document(runs).utf8))
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
    }
}
