import BoardFormat
import BoardRender
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Markdown file to build.
struct InputFile {
    /// The path to read, and to name in diagnostics on the terminal: the file or
    /// folder as typed on the command line, then the path inside the folder.
    var file: String
    /// The name written into the site (index, pages, reports, trace JSON): never
    /// absolute, so a published page does not tell where its builder keeps files.
    /// A path typed relative to the current folder (and not climbing out of it with
    /// `..`) is kept: `docs/guide/grid.md`. Otherwise a folder's files are named from
    /// the folder's own name, `/home/me/work/docs` → `docs/guide/grid.md`, and a file
    /// is named by its name alone, `/home/me/work/grid.md` → `grid.md`.
    var name: String
    /// Where its page goes (``SitePath/pagePath(_:)``).
    var pagePath: String
}

/// Finding the Markdown files under the paths given on the command line.
///
/// Files and folders named on the command line are the input roots; every file
/// and folder inside them is read, and nothing outside. A symbolic link found in a
/// folder is followed only where it stays inside the roots (resolved):
/// - a link to a Markdown file outside the roots (`docs/env.md -> /proc/self/environ`)
///   is an error naming the link and its target; the file is not read;
/// - a link to a folder outside the roots is an error too, as its pages would be
///   published from elsewhere, or else silently left out;
/// - a link to a folder inside the roots is not followed: its files are read where
///   they are, once, and a link to a folder that contains it cannot loop;
/// - a link to a Markdown file inside the roots is read (the page is named after the link);
/// - a link that leads nowhere (missing, or a loop of links) is an error when its
///   name ends in `.md`.
/// A file or folder named on the command line may itself be a link: the user chose it.
/// A `.md` that is not a regular file (a FIFO, a device) is an error, as reading it
/// could block or never end.
extension Inputs {
    /// A file or folder named on the command line.
    private struct Root {
        /// As typed.
        var typed: String
        /// Absolute, links resolved.
        var real: String
        var isFolder: Bool

        func contains(_ real: String) -> Bool {
            guard isFolder else { return real == self.real }
            return real == self.real || real.hasPrefix(self.real == "/" ? "/" : self.real + "/")
        }
    }

    /// Markdown files under `paths` (files as given, folders searched recursively),
    /// with their published names and page paths. Throws every link problem at once.
    static func markdownFiles(_ paths: [String]) throws -> [InputFile] {
        var roots: [Root] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0, let real = realPath(path) else {
                throw Failure("\(path.escapingTerminalControls()): error: no such file or folder")
            }
            roots.append(Root(typed: path, real: real, isFolder: (info.st_mode & S_IFMT) == S_IFDIR))
        }
        var result: [InputFile] = []
        var problems: [String] = []
        for root in roots {
            guard root.isFolder else {
                let name = isLocal(root.typed) ? root.typed : lastComponent(root.typed)
                let stem = lastComponent(root.typed)
                result.append(InputFile(file: root.typed, name: name,
                                        pagePath: SitePath.pagePath(stem.hasSuffix(".md") ? String(stem.dropLast(3)) : stem)))
                continue
            }
            let base = root.typed.hasSuffix("/") ? String(root.typed.dropLast()) : root.typed
            let prefix = isLocal(root.typed) ? base : lastComponent(root.real)
            var found: [String] = []
            try walk(base, "", root: root, roots: roots, found: &found, problems: &problems)
            for relative in found.sorted() {
                result.append(InputFile(file: "\(base)/\(relative)", name: prefix.isEmpty ? relative : "\(prefix)/\(relative)",
                                        pagePath: SitePath.pagePath(String(relative.dropLast(3)))))
            }
        }
        if !problems.isEmpty { throw Failure(problems.joined(separator: "\n")) }
        return result
    }

    /// Collects the `.md` files under `base/relative` into `found` (relative to `base`).
    private static func walk(_ base: String, _ relative: String, root: Root, roots: [Root],
                             found: inout [String], problems: inout [String]) throws {
        let folder = relative.isEmpty ? base : "\(base)/\(relative)"
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder)
        } catch {
            throw Failure("\(folder.escapingTerminalControls()): error: cannot read the folder")
        }
        for entry in entries.sorted() {
            let path = relative.isEmpty ? entry : "\(relative)/\(entry)"
            let full = "\(base)/\(path)"
            let shown = full.escapingTerminalControls()
            let isMarkdown = entry.hasSuffix(".md")
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }   // gone since the folder was listed
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(base, path, root: root, roots: roots, found: &found, problems: &problems)
            case S_IFREG:
                if isMarkdown { found.append(path) }
            case S_IFLNK:
                let target = ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
                    .escapingTerminalControls()
                var targetInfo = stat()
                guard let real = realPath(full), stat(real, &targetInfo) == 0 else {
                    if isMarkdown {
                        problems.append("\(shown): error: is a symbolic link to \(target), which leads to no file "
                            + "(it is missing, or the links loop)")
                    }
                    continue
                }
                let isFolder = (targetInfo.st_mode & S_IFMT) == S_IFDIR
                guard isFolder || isMarkdown else { continue }   // not read: a picture, a script…
                let rootName = root.typed.escapingTerminalControls()
                guard roots.contains(where: { $0.contains(real) }) else {
                    problems.append("\(shown): error: is a symbolic link to \(target), outside the input folder "
                        + "\(rootName), and a build reads nothing outside the files and folders named on the command "
                        + (isFolder ? "line; copy the folder into \(rootName), or name it on the command line too"
                                    : "line; copy the file into \(rootName) instead of linking to it"))
                    continue
                }
                if isFolder { continue }   // inside the inputs: its files are read where they are
                guard (targetInfo.st_mode & S_IFMT) == S_IFREG else {
                    problems.append("\(shown): error: is a symbolic link to \(target), which is not a regular file")
                    continue
                }
                found.append(path)
            default:
                if isMarkdown {
                    problems.append("\(shown): error: is not a regular file (a FIFO, socket or device), "
                        + "so it is not read")
                }
            }
        }
    }

    /// The absolute path with every link resolved, or `nil` when it leads nowhere.
    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether a typed path names a place below the current folder: relative, and no `..`.
    private static func isLocal(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// The last component of a path (`/a/b/` → `b`); empty for `/`.
    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? ""
    }
}
