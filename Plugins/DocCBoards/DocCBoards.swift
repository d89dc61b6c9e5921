import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory docc-boards [--catalog PATH …] [--video]
/// [--binary PATH]`:
/// renders the boards of each DocC catalog into its resources, so that an article shows one with
/// `@Image(source: NAME)` or `![…](NAME)` (docs/docc.md).
///
/// A catalog's boards are in its `Boards/` folder, one or more ```` ```board ```` fences in each
/// `*.board` file (Markdown, as `build` reads: `.md` would be an article to DocC). Each board
/// gives `Resources/NAME.svg` and `Resources/NAME~dark.svg`, NAME being its id: the walkthrough
/// pinned light and pinned dark (`render --svg --scheme`), since DocC picks the variant itself,
/// by its own appearance setting as well as the system's. With `--video`, also `NAME.mp4`
/// (`export`'s, for `@Video`). A file is rewritten only when its bytes change.
///
/// Without `--catalog`, every `*.docc` folder under the package's `Sources/`.
///
/// The tool is found as the docs integrations find it: `--binary PATH`, else `$SHUFFLEBOARD`,
/// else `shuffleboard` on `PATH`. The plugin does not build it (a tool dependency would have
/// SwiftPM build a second copy of the whole tool, minutes, before every run after a change).
@main
struct DocCBoards: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let video = arguments.extractFlag(named: "video") > 0
        let given = arguments.extractOption(named: "catalog")
        let binary = arguments.extractOption(named: "binary").last
        if let unknown = arguments.remainingArguments.first {
            throw PluginError("unknown argument '\(unknown)'; docc-boards takes --catalog PATH (repeatable), --video "
                + "and --binary PATH")
        }
        let root = context.package.directoryURL
        let tool = try Self.tool(given: binary, relativeTo: root)
        let catalogs = given.isEmpty ? Self.catalogs(under: root.appending(path: "Sources"))
            : given.map { URL(filePath: $0, relativeTo: root).standardizedFileURL }
        if catalogs.isEmpty {
            throw PluginError("no .docc catalog under \(root.appending(path: "Sources").path()); name one with --catalog PATH")
        }
        var written = 0, kept = 0
        for catalog in catalogs {
            let boards = catalog.appending(path: "Boards")
            let resources = catalog.appending(path: "Resources")
            let files = Self.boardFiles(in: boards)
            if files.isEmpty {
                Diagnostics.warning("\(catalog.path()): no boards (Boards/*.board)")
                continue
            }
            try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
            for file in files {
                for id in try Self.ids(in: file, tool: tool) {
                    if file.deletingPathExtension().lastPathComponent == id {
                        // DocC finds a resource by its name alone: @Image(source: "ID") could get the board file.
                        Diagnostics.warning("\(file.path()): named as its board '\(id)', so a bare @Image(source: \"\(id)\") "
                            + "may find this file; rename it, or write \"\(id).svg\"")
                    }
                    var outputs: [(name: String, bytes: Data)] = []
                    for (scheme, suffix) in [("light", ""), ("dark", "~dark")] {
                        let svg = try Self.run(tool, ["render", file.path(), "--board", id, "--svg", "--scheme", scheme])
                        outputs.append(("\(id)\(suffix).svg", svg))
                    }
                    if video { outputs.append(("\(id).mp4", try Self.film(of: id, in: file, tool: tool))) }
                    for output in outputs {
                        let target = resources.appending(path: output.name)
                        if (try? Data(contentsOf: target)) == output.bytes {
                            kept += 1
                        } else {
                            try output.bytes.write(to: target, options: .atomic)
                            written += 1
                        }
                    }
                }
            }
        }
        print("docc-boards: \(written) file\(written == 1 ? "" : "s") written, \(kept) unchanged")
    }

    /// The `shuffleboard` binary: `given` (`--binary`), `$SHUFFLEBOARD`, or the first on `PATH`.
    static func tool(given: String?, relativeTo root: URL) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = given ?? environment["SHUFFLEBOARD"].flatMap({ $0.isEmpty ? nil : $0 }) {
            let url = URL(filePath: path, relativeTo: root).standardizedFileURL
            guard FileManager.default.isExecutableFile(atPath: url.path()) else {
                throw PluginError("\(given != nil ? "--binary" : "$SHUFFLEBOARD") \(path): no such program")
            }
            return url
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(filePath: String(folder)).appending(path: "shuffleboard")
            if FileManager.default.isExecutableFile(atPath: url.path()) { return url }
        }
        throw PluginError("no shuffleboard program: put it on PATH (make install), set $SHUFFLEBOARD, "
            + "or pass --binary PATH")
    }

    /// Every `*.docc` folder under `folder`, in name order.
    static func catalogs(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walk where url.pathExtension == "docc" {
            found.append(url)
            walk.skipDescendants()
        }
        return found.sorted { $0.path() < $1.path() }
    }

    /// The `*.board` files of `folder`, in name order.
    static func boardFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
        return names.filter { $0.hasSuffix(".board") }.sorted().map { folder.appending(path: $0) }
    }

    /// The ids of `file`'s boards, in order (`shuffleboard list --json`).
    static func ids(in file: URL, tool: URL) throws -> [String] {
        struct Listed: Decodable { var id: String }
        return try JSONDecoder().decode([Listed].self, from: run(tool, ["list", file.path(), "--json"])).map(\.id)
    }

    /// Board `id`'s walkthrough as `export` films it (its MP4), through a temporary folder.
    static func film(of id: String, in file: URL, tool: URL) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appending(path: "docc-boards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run(tool, ["export", file.path(), "--board", id, "--out", folder.path(), "--quiet"])
        return try Data(contentsOf: folder.appending(path: id).appending(path: "walkthrough.mp4"))
    }

    /// What `tool arguments` prints; its errors (a board's `file:line:col: error: …`) are the plugin's.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError   // a board's diagnostics, as the tool words them
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("shuffleboard \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return stdout
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
