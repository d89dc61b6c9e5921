import ArgumentParser
import BoardRender
import Dispatch
import Foundation
import SiteIO

struct Shuffleboard: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shuffleboard",
        abstract: "Turns Markdown boards into pictures of drag-to-reorder sessions.",
        version: shuffleboardVersion,
        subcommands: [Build.self, Render.self, List.self, Trace.self, Check.self, TemplatesCommand.self,
                      Serve.self, Export.self, Record.self]
    )
}

/// The program's entry: ArgumentParser's `AsyncParsableCommand.main()`, except that a command that
/// is not asynchronous (all but `serve`) runs on the main thread. With `@main` on the root command,
/// every command ran as an async task, on a thread the runtime starts for it (issue 17: a one-board
/// build is mostly one-time costs). `serve` runs as a task as before; the main thread then serves
/// the main queue, as the async entry point does, and the process exits when the command returns.
/// Errors are reported as `main()` reports them (`exit(withError:)`).
@main
enum Main {
    static func main() {
        // Before anything opens a file: a standard descriptor closed by the caller is taken by
        // /dev/null, so that no file of ours gets its number (StandardStreams.closedAtStart).
        _ = StandardStreams.closedAtStart
        // The built-in templates are parsed beside the arguments and the input files (BoardRender's
        // Templates+BuiltIn.swift); the commands that use them take them from there.
        if let first = CommandLine.arguments.dropFirst().first, first == "build" || first == "render" {
            Templates.parseBuiltInAhead()
        }
        do {
            let command = try QuickArguments.command(Array(CommandLine.arguments.dropFirst())) ?? Shuffleboard.parseAsRoot()
            if command is AsyncParsableCommand {
                // ArgumentParser's own async entry (it parses the arguments again: only `serve`).
                Task {
                    await Shuffleboard.main()
                    Foundation.exit(0)
                }
                dispatchMain()
            }
            var syncCommand = command
            try syncCommand.run()
        } catch {
            Shuffleboard.exit(withError: error)
        }
    }
}
