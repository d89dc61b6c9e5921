import ArgumentParser
import Pipeline
import SiteIO

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every board and compare its final state with its 'expect:'; exit 1 when one does not hold.")

    @Argument(help: "Markdown files or folders with boards.")
    var paths: [String]

    func run() throws {
        do {
            let checked = try ExpectationCheck.check(try Inputs.documents(try Inputs.markdownFiles(paths)))
            print("\(checked) board\(checked == 1 ? "" : "s") checked: all expectations hold")
        } catch let failure as Failure {
            failure.report()
            throw ExitCode.failure
        }
    }
}
