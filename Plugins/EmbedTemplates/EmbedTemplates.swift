import Foundation
import PackagePlugin

/// Builds the package's `templates/*.mustache` into the target that uses this plugin, as
/// Swift source (`BuiltInTemplates.swift`, an enum holding each template's text), so that
/// the program needs no templates folder at run time and `templates/` stays the only copy
/// in the repository. The build reruns the tool whenever a template changes.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
        let inputs = names.map { folder.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuiltInTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) templates from templates/",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
