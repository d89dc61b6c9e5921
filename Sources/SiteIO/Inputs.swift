import BoardFormat
import SitePlan
import Foundation
import Scenario

/// Reading the user's files: the only place (with ``SiteFiles``) that touches the file system.
public enum Inputs {
    /// Parses every file and resolves its boards against `catalog`; throws every
    /// diagnostic of every file at once.
    ///
    /// Diagnostics name each file as typed (``InputFile/file``: the user's own
    /// terminal); the documents returned carry its published name (``InputFile/name``),
    /// which is all the site and the trace show.
    public static func pages(_ files: [InputFile], catalog: Catalog = .standard) throws -> [SitePage] {
        var pages: [(page: Page, path: String)] = []
        var names: [String] = []
        var problems: [Diagnostic] = []
        for input in files {
            guard let data = contents(input.cPath) else {
                throw Failure("\(input.file.escapingTerminalControls()): error: cannot read the file")
            }
            let text = String(decoding: data, as: UTF8.self)
            do {
                pages.append((try PageParser.parse(markdown: text, file: input.file, catalog: catalog), input.pagePath))
                names.append(input.name)
            } catch {
                problems += error.diagnostics
            }
        }
        // Board ids name folders: they must be unique across the site.
        var seen: [String: Board] = [:]
        for board in pages.flatMap(\.page.boards) {
            if let first = seen[board.id] {
                problems.append(Diagnostic(
                    "duplicate board id '\(board.id)'; the first is at \(first.file):\(first.line) "
                        + "(set a different 'id:' on one of them)",
                    at: SourcePosition(file: board.file, line: board.line, column: 1)))
            } else {
                seen[board.id] = board
            }
        }
        // Page paths name files and folders: each name must fit the file system's limit.
        for input in files {
            if let (name, isFile) = SitePath.overlongName(ofPage: input.pagePath, limit: BoardLimits.fileNameBytes) {
                problems.append(Diagnostic(
                    "the page's \(isFile ? "file" : "folder") name \(name.shortQuoted) would be \(name.utf8.count) "
                        + "bytes long, over the limit of \(BoardLimits.fileNameBytes) bytes for a file name "
                        + "(see docs/limits.md); shorten the name of the Markdown \(isFile ? "file" : "file's folder")",
                    at: SourcePosition(file: input.file, line: 1, column: 1)))
            }
        }
        var pagePaths: [String: String] = [:]
        for page in pages {
            if let other = pagePaths[page.path] {
                problems.append(Diagnostic("page '\(page.path).html' would be written twice (also from \(other))",
                                           at: SourcePosition(file: page.page.file, line: 1, column: 1)))
            }
            pagePaths[page.path] = page.page.file
        }
        if !problems.isEmpty { throw Failure(Diagnostics(problems).description) }
        return zip(pages, names).map { SitePage(document: $0.page.named($1).document(catalog: catalog), path: $0.path) }
    }

    /// The documents of ``pages(_:catalog:)``, without the site's page paths
    /// (`check` and `trace` write no site).
    public static func documents(_ files: [InputFile], catalog: Catalog = .standard) throws -> [Document] {
        try pages(files, catalog: catalog).map(\.document)
    }

    /// The templates folder: `--templates`, else `./templates`, else one next to
    /// the executable or above it (a build folder inside the package).
    public static func templatesFolder(_ explicit: String?) throws -> String {
        let fm = FileManager.default
        var candidates: [String] = []
        if let explicit { candidates = [explicit] } else {
            candidates.append("templates")
            var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(dir.appendingPathComponent("templates").path)
                dir.deleteLastPathComponent()
            }
        }
        guard let folder = candidates.first(where: { fm.fileExists(atPath: "\($0)/page.mustache") }) else {
            throw Failure("\(candidates[0]): error: no templates folder found (looked for page.mustache in "
                + candidates.joined(separator: ", ") + "); pass --templates DIR")
        }
        return folder
    }

    /// The texts of the templates `names` in `folder`, by name: (file path, text).
    /// A template missing from the folder is left out (the renderer says which).
    public static func templateSources(in folder: String, names: [String]) -> [String: (path: String, text: String)] {
        var sources: [String: (path: String, text: String)] = [:]
        for name in names {
            let path = "\(folder)/\(name).mustache"
            if let data = FileManager.default.contents(atPath: path) {
                sources[name] = (path, String(decoding: data, as: UTF8.self))
            }
        }
        return sources
    }
}

extension Page {
    /// The page with `name` as its file's name, and its boards'.
    fileprivate func named(_ name: String) -> Page {
        var page = self
        page.file = name
        page.blocks = blocks.map { block in
            guard case .board(var board) = block else { return block }
            board.file = name
            return .board(board)
        }
        return page
    }
}

extension String {
    /// The name in single quotes for a message, its middle left out when long:
    /// `'aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaa.html'`.
    fileprivate var shortQuoted: String {
        count > 40 ? "'\(prefix(24))…\(suffix(15))'" : "'\(self)'"
    }
}
