import BoardFormat
import SitePlan
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenario

/// Reading the user's files: the only place (with ``SiteFiles``) that touches the file system.
public enum Inputs {
    /// Parses every file and resolves its boards against `catalog`; throws every
    /// diagnostic of every file at once.
    ///
    /// Diagnostics name each file as typed (``InputFile/file``: the user's own
    /// terminal); the documents returned carry its published name (``InputFile/name``),
    /// which is all the site and the trace show.
    ///
    /// `recordings`: whether the recordings boards name are read (``readingRecordings(_:markdownPath:catalog:)``);
    /// `record` plays a board's steps and needs none of them, and the one it is about to write need
    /// not exist yet.
    public static func pages(_ files: [InputFile], catalog: Catalog = .standard, recordings: Bool = true) throws -> [SitePage] {
        var pages: [(page: Page, path: String)] = []
        var names: [String] = []
        var problems: [Diagnostic] = []
        for input in files {
            guard let data = contents(input.cPath) else {
                throw Failure.at("\(input.file.escapingTerminalControls())", "cannot read the file")
            }
            let text = String(decoding: data, as: UTF8.self)
            do {
                let parsed = try PageParser.parse(markdown: text, file: input.file, catalog: catalog)
                // The recordings its boards name, read from beside it.
                let (page, unread) = recordings
                    ? readingRecordings(parsed, markdownPath: input.cPath.map { UInt8(bitPattern: $0) }, catalog: catalog)
                    : (parsed, [])
                pages.append((page, input.pagePath))
                names.append(input.name)
                problems += unread
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
        if !problems.isEmpty { throw Failure.diagnostics(Diagnostics(problems).description) }
        return zip(pages, names).map { SitePage(document: $0.page.named($1).document(catalog: catalog), path: $0.path) }
    }

    /// The documents of ``pages(_:catalog:)``, without the site's page paths
    /// (`check` and `trace` write no site).
    public static func documents(_ files: [InputFile], catalog: Catalog = .standard, recordings: Bool = true) throws -> [Document] {
        try pages(files, catalog: catalog, recordings: recordings).map(\.document)
    }

    /// The templates a `--templates` folder replaces: each `<name>.mustache` in `folder` whose
    /// name is one of `names`, by name: (file path, text). The others stay the built-in ones.
    ///
    /// Refuses a folder that is missing or not a folder, that holds a `.mustache` file of another
    /// name (a misspelt template would otherwise be ignored without a word), or that holds none.
    public static func templateOverrides(in folder: String, names: [String]) throws -> [String: (path: String, text: String)] {
        let display = folder.escapingTerminalControls()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw Failure.at("\(display)", "no such templates folder (--templates)")
        }
        guard isFolder.boolValue, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw Failure.at("\(display)", "--templates names a file, not a folder")
        }
        let known = names.sorted().map { "\($0).mustache" }.joined(separator: ", ")
        for entry in entries.sorted() where entry.hasSuffix(".mustache") && !names.contains(String(entry.dropLast(9))) {
            throw Failure.at("\(display)/\(entry.escapingTerminalControls())", "no template is named "
                + "'\(entry.escapingTerminalControls())'; a --templates folder replaces some of \(known)")
        }
        var sources: [String: (path: String, text: String)] = [:]
        for name in names where entries.contains("\(name).mustache") {
            let path = "\(folder)/\(name).mustache"
            func tooLarge(_ bytes: Int) -> Failure {
                Failure.at("\(path.escapingTerminalControls()):1:1", "the template is \(bytes) bytes, over the limit "
                    + "of \(BoardLimits.templateBytes) bytes per template (see docs/limits.md)")
            }
            // What the name leads to (a link followed) must be a regular file: a FIFO would block the
            // build, and a device (a link to /dev/zero) never end. At most one byte past the limit is read.
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                throw Failure.at("\(path.escapingTerminalControls())", "cannot read the template: not a regular file")
            }
            if Int(info.st_size) > BoardLimits.templateBytes { throw tooLarge(Int(info.st_size)) }
            guard let handle = FileHandle(forReadingAtPath: path),
                  let data = try? handle.read(upToCount: BoardLimits.templateBytes + 1) ?? Data() else {
                throw Failure.at("\(path.escapingTerminalControls())", "cannot read the template")
            }
            try? handle.close()
            if data.count > BoardLimits.templateBytes { throw tooLarge(data.count) }
            sources[name] = (path, String(decoding: data, as: UTF8.self))
        }
        if sources.isEmpty {
            throw Failure.at("\(display)", "the templates folder holds none of \(known) "
                + "(`shuffleboard templates --out \(display)` writes them all)")
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
