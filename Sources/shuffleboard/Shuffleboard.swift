import ArgumentParser
import BoardRender

@main
struct Shuffleboard: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shuffleboard",
        abstract: "Turns Markdown boards into pictures of drag-to-reorder sessions.",
        version: shuffleboardVersion,
        subcommands: [Build.self, Render.self, List.self, Trace.self, Check.self, TemplatesCommand.self,
                      Serve.self, Export.self]
    )
}
