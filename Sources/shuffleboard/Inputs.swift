import BoardFormat
import BoardRender
import Foundation

/// Reading the user's files: the only place (with ``SiteFiles``) that touches the file system.
enum Inputs {
    /// Markdown files under `paths` (files as given, folders searched recursively),
    /// each with its page path: relative to its folder argument, or its base name,
    /// made safe to write under the output folder (``SitePath/pagePath(_:)``).
    static func markdownFiles(_ paths: [String]) throws -> [(file: String, pagePath: String)] {
        let fm = FileManager.default
        var result: [(String, String)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure("\(path): error: no such file or folder")
            }
            if isDirectory.boolValue {
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                let found = (fm.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".md") }.sorted()
                for relative in found {
                    result.append(("\(base)/\(relative)", SitePath.pagePath(String(relative.dropLast(3)))))
                }
            } else {
                let name = (path as NSString).lastPathComponent
                result.append((path, SitePath.pagePath(name.hasSuffix(".md") ? String(name.dropLast(3)) : name)))
            }
        }
        return result
    }

    /// Parses every file; throws every diagnostic of every file at once.
    static func pages(_ files: [(file: String, pagePath: String)]) throws -> [SitePage] {
        var pages: [SitePage] = []
        var problems: [Diagnostic] = []
        for (file, pagePath) in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw Failure("\(file): error: cannot read the file")
            }
            let text = String(decoding: data, as: UTF8.self)
            do {
                pages.append(SitePage(page: try PageParser.parse(markdown: text, file: file), path: pagePath))
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
        for (file, pagePath) in files {
            if let (name, isFile) = SitePath.overlongName(ofPage: pagePath) {
                problems.append(Diagnostic(
                    "the page's \(isFile ? "file" : "folder") name \(name.shortQuoted) would be \(name.utf8.count) "
                        + "bytes long, over the limit of \(BoardLimits.fileNameBytes) bytes for a file name "
                        + "(see docs/limits.md); shorten the name of the Markdown \(isFile ? "file" : "file's folder")",
                    at: SourcePosition(file: file, line: 1, column: 1)))
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
        return pages
    }

    /// The templates folder: `--templates`, else `./templates`, else one next to
    /// the executable or above it (a build folder inside the package).
    static func templates(_ explicit: String?) throws -> Templates {
        try templates(in: try templatesFolder(explicit))
    }

    /// The templates folder `templates(_:)` reads.
    static func templatesFolder(_ explicit: String?) throws -> String {
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

    /// The templates in `folder`.
    static func templates(in folder: String) throws -> Templates {
        let fm = FileManager.default
        var sources: [String: (path: String, text: String)] = [:]
        for name in Templates.names {
            let path = "\(folder)/\(name).mustache"
            if let data = fm.contents(atPath: path) {
                sources[name] = (path, String(decoding: data, as: UTF8.self))
            }
        }
        do {
            return try Templates(sources: sources)
        } catch let d as Diagnostics {
            throw Failure(d.description)
        } catch {
            throw Failure("\(folder): error: \(error)")
        }
    }
}

extension String {
    /// The name in single quotes for a message, its middle left out when long:
    /// `'aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaa.html'`.
    fileprivate var shortQuoted: String {
        count > 40 ? "'\(prefix(24))…\(suffix(15))'" : "'\(self)'"
    }
}

/// A failure whose message is already compiler-style text; printed to stderr, exit 1.
struct Failure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension Failure {
    /// Prints the message to standard error and returns the exit code to throw.
    ///
    /// Every control character but the line feeds that separate its diagnostics is
    /// escaped visibly (`\u{1B}`), whatever part of the message it came from: no text
    /// of the user's can move the cursor or erase a line. The parts a message quotes
    /// (file names, labels) are escaped line feeds and all where it is built.
    func report() -> ExitCodeLike {
        FileHandle.standardError.write(Data((message.escapingTerminalControls(keepingNewlines: true) + "\n").utf8))
        return .failure
    }
}

enum ExitCodeLike { case failure }
