import BoardFormat
import SitePlan
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    fileprivate struct Root {
        /// As typed.
        var typed: String
        /// Absolute, links resolved; compared as bytes, as the file system does.
        var real: [UInt8]
        var isFolder: Bool

        func contains(_ real: [UInt8]) -> Bool {
            guard isFolder else { return real == self.real }
            let slash = UInt8(ascii: "/")
            return real == self.real || self.real == [slash]
                || (real.count > self.real.count && real.starts(with: self.real) && real[self.real.count] == slash)
        }
    }

    /// Markdown files under `paths` (files as given, folders searched recursively, in
    /// byte order), with their published names and page paths. Throws every link problem at once.
    public static func markdownFiles(_ paths: [String]) throws -> [InputFile] {
        var roots: [Root] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0, let real = realPath(path) else {
                // `examples` is what build, list and serve read when given no paths: outside this
                // repository, say so rather than leave the user wondering where the name came from.
                let hint = paths == ["examples"]
                    ? " (with no paths, build, list and serve read ./examples, this repository's boards: name your "
                        + "Markdown files or folders, like 'shuffleboard build docs --out site')" : ""
                throw Failure.at("\(path.escapingTerminalControls())", "no such file or folder" + hint)
            }
            roots.append(Root(typed: path, real: real, isFolder: (info.st_mode & S_IFMT) == S_IFDIR))
        }
        var result: [InputFile] = []
        var problems: [String] = []
        for root in roots {
            guard root.isFolder else {
                let name = isLocal(root.typed) ? root.typed : lastComponent(root.typed)
                let stem = lastComponent(root.typed)
                result.append(InputFile(file: root.typed, cPath: root.typed.utf8CString.map { $0 },
                                        name: name,
                                        pagePath: SitePath.pagePath(stem.hasSuffix(".md") ? String(stem.dropLast(3)) : stem)))
                continue
            }
            let base = root.typed.hasSuffix("/") ? String(root.typed.dropLast()) : root.typed
            let prefix = isLocal(root.typed) ? base : lastComponent(RawPath.display(root.real))
            var found: [RawPath] = []
            try walk(.root, root: root, roots: roots, found: &found, problems: &problems)
            for path in found.sorted() {   // whole paths in byte order: `a-b.md` before `a/x.md`
                let relative = RawPath.display(path.bytes)
                result.append(InputFile(
                    file: "\(base)/\(relative)", cPath: path.cPath(under: root),
                    name: prefix.isEmpty ? relative : "\(prefix)/\(relative)",
                    pagePath: SitePath.pagePath(String(decoding: path.bytes.dropLast(3), as: UTF8.self))))
            }
        }
        if !problems.isEmpty { throw Failure.diagnostics(problems.joined(separator: "\n")) }
        return result
    }

    /// Collects the `.md` files under `folder` of `root` into `found`.
    private static func walk(_ folder: RawPath, root: Root, roots: [Root],
                             found: inout [RawPath], problems: inout [String]) throws {
        let base = root.typed.hasSuffix("/") ? String(root.typed.dropLast()) : root.typed
        func shown(_ path: RawPath) -> String {
            (path.isRoot ? root.typed : "\(base)/\(path)").escapingTerminalControls()
        }
        guard let names = FileTree.names(in: folder.cPath(under: root)) else {
            throw Failure.at("\(shown(folder))", "cannot read the folder: \(String(cString: strerror(errno)))")
        }
        for name in names {
            let path = folder.appending(name)
            let full = path.cPath(under: root)
            let isMarkdown = name.count > 3 && name.suffix(3).elementsEqual(".md".utf8)
            guard let info = FileTree.status(full) else { continue }   // gone since the folder was listed
            switch FileTree.kind(of: info) {
            case .folder:
                try walk(path, root: root, roots: roots, found: &found, problems: &problems)
            case .file:
                if isMarkdown { found.append(path) }
            case .link:
                let target = linkTarget(full).escapingTerminalControls()
                var targetInfo = stat()
                guard let real = realPath(full), stat(full, &targetInfo) == 0 else {
                    if isMarkdown {
                        problems.append("\(shown(path)): error: is a symbolic link to \(target), which leads to no "
                            + "file (it is missing, or the links loop)")
                    }
                    continue
                }
                let isFolder = (targetInfo.st_mode & S_IFMT) == S_IFDIR
                guard isFolder || isMarkdown else { continue }   // not read: a picture, a script…
                let rootName = root.typed.escapingTerminalControls()
                guard roots.contains(where: { $0.contains(real) }) else {
                    problems.append("\(shown(path)): error: is a symbolic link to \(target), outside the input "
                        + "folder \(rootName), and a build reads nothing outside the files and folders named on the "
                        + (isFolder ? "command line; copy the folder into \(rootName), or name it on the command line too"
                                    : "command line; copy the file into \(rootName) instead of linking to it"))
                    continue
                }
                if isFolder { continue }   // inside the inputs: its files are read where they are
                guard (targetInfo.st_mode & S_IFMT) == S_IFREG else {
                    problems.append("\(shown(path)): error: is a symbolic link to \(target), which is not a regular file")
                    continue
                }
                found.append(path)
            case .other:
                if isMarkdown {
                    problems.append("\(shown(path)): error: is not a regular file (a FIFO, socket or device), "
                        + "so it is not read")
                }
            }
        }
    }

    /// What the link at `path` holds, for messages (``RawPath/display(_:)``).
    private static func linkTarget(_ path: [CChar]) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { readlink(path, $0.baseAddress!, $0.count - 1) }
        return count < 0 ? "?" : RawPath.display(Array(buffer[..<count]))
    }

    /// The contents of the file at `path`; nil when it cannot be read.
    static func contents(_ path: [CChar]) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        return try? FileHandle(fileDescriptor: fd, closeOnDealloc: true).readToEnd() ?? Data()
    }

    /// The contents of the regular file at `path`; nil when it cannot be read or is not one. What
    /// serve's watcher reads on its own task, between builds: an input replaced by a FIFO (or a
    /// device) would block it there for good, and with it the graceful stop
    /// (ServeTests.stopsAtOnceDuringABuildThatNeverEnds). Opened without waiting for a writer, then
    /// looked at, so no swap between a `stat` and the `open` can block it either. A build reads such
    /// an input itself (``contents(_:)``), on a thread of its own.
    static func regularFileContents(_ path: [CChar]) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return try? handle.readToEnd() ?? Data()
    }

    /// The absolute path with every link resolved, as bytes, or `nil` when it leads nowhere.
    private static func realPath(_ path: [CChar]) -> [UInt8]? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return Array(UnsafeBufferPointer(start: real, count: strlen(real))).map { UInt8(bitPattern: $0) }
    }

    private static func realPath(_ path: String) -> [UInt8]? { realPath(path.utf8CString.map { $0 }) }

    /// Whether a typed path names a place below the current folder: relative, and no `..`.
    private static func isLocal(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// The last component of a path (`/a/b/` → `b`); empty for `/`.
    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? ""
    }
}

extension RawPath {
    /// `root/self` as a NUL-terminated C string, from the root's real path.
    fileprivate func cPath(under root: Inputs.Root) -> [CChar] {
        var result = root.real
        if !isRoot { result.append(Self.slash); result += bytes }
        return (result + [0]).map { CChar(bitPattern: $0) }
    }
}

extension Inputs {
    /// The text of one file named on the command line (`render FILE`), or of standard
    /// input for `-`. A folder, a missing file or one that cannot be read is an error.
    public static func text(of path: String) throws -> String {
        if path == "-" {
            return String(decoding: try StandardStreams.readInput(), as: UTF8.self)
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Failure.at("\(path.escapingTerminalControls())", "no such file")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure.at("\(path.escapingTerminalControls())", "is a folder; render reads one file "
                + "(list its boards with 'shuffleboard list', or build it with 'shuffleboard build')")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, let data = contents(path.utf8CString.map { $0 }) else {
            throw Failure.at("\(path.escapingTerminalControls())", "cannot read the file")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The name a file typed as `path` is published under (``InputFile/name``): as typed
    /// when relative and below the current folder, else its last component.
    public static func publishedName(_ path: String) -> String {
        isLocal(path) ? path : lastComponent(path)
    }
}
