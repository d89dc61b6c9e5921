import Foundation
import PackagePlugin

/// Builds the scripts `record` injects into a page into the target that uses this plugin, as
/// Swift source (`BuiltInScripts.swift`, an enum holding each file's text by name): the
/// conformance suite's virtual clock, `Tests/Conformance/clock.js`, which the suite loads from
/// that file and `record` from the binary, so that the two run one clock and the repository
/// holds one copy; and the recorder's own page side, `Sources/PageRecorder/Scripts/*.js`.
/// The tool is the templates' (`EmbedTemplatesTool`), told another enum name.
@main
struct EmbedPageScripts: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let scripts = target.directoryURL.appendingPathComponent("Scripts")
        let own = try FileManager.default.contentsOfDirectory(atPath: scripts.path)
            .filter { $0.hasSuffix(".js") }
            .sorted()
            .map { scripts.appendingPathComponent($0) }
        let inputs = [root.appendingPathComponent("Tests/Conformance/clock.js")] + own
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuiltInScripts.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) page scripts",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: [output.path, "--enum", "BuiltInScripts"] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
