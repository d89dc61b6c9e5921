import BoardFormat
import CShims
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the site so that nothing is lost:
///
/// - Every file goes into a staging folder next to the output folder (`.DIR.staging-<pid>`, same parent,
///   so the same file system). Once everything is written and flushed to disk, the staging folder and the
///   output folder swap places in one atomic rename (`renameat2(RENAME_EXCHANGE)`). A build that fails
///   or is killed (even with `kill -9`) before the swap leaves the previous site as it was; one killed
///   after it leaves the new site. The old tree, now at the staging path, is then removed.
/// - `DIR/.shuffleboard-manifest` lists the files the build wrote. The next build carries every other
///   file of the output folder (the user's) over into the staging folder as hard links, so they survive,
///   and drops only the files the old manifest lists. A build that would replace a file the manifest does
///   not list stops instead, before writing anything.
/// - It refuses an output folder that holds one of its inputs (``checkOutput(_:inputs:)``) and a site
///   larger than ``limit``.
///
/// Builds into folders with the same parent take turns (an exclusive `flock` on the parent), so staging
/// folders left by a killed build can be removed at the start of the next one.
enum SiteFiles {
    /// The most a build writes: 1 GiB in total. `SHUFFLEBOARD_OUTPUT_LIMIT` (bytes) overrides it.
    static let defaultLimit = BoardLimits.siteBytes
    static let manifestName = ".shuffleboard-manifest"
    static let manifestHeader = "# Written by shuffleboard: the files of the last build, which the next build "
        + "replaces or removes. It keeps every other file in this folder."

    static var limit: Int {
        if let text = ProcessInfo.processInfo.environment["SHUFFLEBOARD_OUTPUT_LIMIT"], let value = Int(text),
           value >= 0 {
            return value
        }
        return defaultLimit
    }

    /// Refuses an output folder that is, or contains, one of `inputs` (Markdown files, input folders,
    /// the templates folder) or the current folder, symbolic links and `..` resolved. An input folder
    /// that contains the output folder is fine (`build . --out public`), as long as no Markdown file
    /// it holds lies inside the output folder: pass the files found as well as the paths given.
    static func checkOutput(_ out: String, inputs: [String]) throws {
        let display = displayName(out)
        let output = resolved(out)
        var info = stat()
        if lstat(output, &info) == 0 && !isDirectory(info) {
            throw Failure("\(display): error: the output folder is not a folder")
        }
        for input in inputs where isInside(resolved(input), output) {
            throw Failure("\(display): error: the output folder contains an input (\(input)); choose another --out")
        }
        if isInside(resolved("."), output) {
            throw Failure("\(display): error: the output folder is or contains the current folder, which a build "
                + "would replace; choose another --out")
        }
    }

    static func write(_ files: [(path: String, contents: String)], to out: String) throws {
        let display = displayName(out)
        try validate(files.map(\.path), display: display)
        let manifest = ([manifestHeader] + files.map(\.path).sorted()).joined(separator: "\n") + "\n"
        let total = files.reduce(manifest.utf8.count) { $0 + $1.contents.utf8.count }
        let limit = self.limit
        if total > limit {
            throw Failure("\(display): error: the site would be \(total) bytes, over the limit of "
                + "\(describe(bytes: limit)) that a build writes; nothing was written")
        }
        try Writer(out: resolved(out), display: display).write(files, manifest: manifest)
    }

    /// Paths the builder produced: relative, no `.`/`..`/empty parts, no line breaks, each written once,
    /// none both a file and a folder.
    private static func validate(_ paths: [String], display: String) throws {
        var seen = Set<String>()
        for path in paths {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if path.isEmpty || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
                || path.contains(where: { $0.isNewline || $0 == "\0" }) || path == manifestName {
                throw Failure("\(display)/\(path): error: cannot write a file with this name")
            }
            if !seen.insert(path).inserted {
                throw Failure("\(display)/\(path): error: the site would write this file twice")
            }
        }
        for path in paths {
            for ancestor in ancestors(of: path) where seen.contains(ancestor) {
                throw Failure("\(display)/\(ancestor): error: the site would write this both as a file and as a folder")
            }
        }
    }

    // MARK: Paths

    /// `out` as the user wrote it, for messages: without trailing slashes.
    static func displayName(_ out: String) -> String {
        var name = out
        while name.count > 1 && name.hasSuffix("/") { name.removeLast() }
        return name
    }

    /// The absolute path with symbolic links and `.`/`..` resolved; parts that do not exist (yet) are
    /// appended to their nearest existing ancestor, resolved.
    static func resolved(_ path: String) -> String {
        var absolute = path
        if !absolute.hasPrefix("/") {
            absolute = FileManager.default.currentDirectoryPath + "/" + absolute
        }
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parts = absolute.split(separator: "/")
        guard let last = parts.last else { return "/" }
        let parent = resolved("/" + parts.dropLast().joined(separator: "/"))
        switch last {
        case ".": return parent
        case "..": return parent == "/" ? "/" : (parent as NSString).deletingLastPathComponent
        default: return parent == "/" ? "/\(last)" : "\(parent)/\(last)"
        }
    }

    /// Whether `path` is `folder` or lies inside it (both resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `a/b/c` → `a`, `a/b`.
    static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var current = Substring(path)
        while let slash = current.lastIndex(of: "/") {
            current = current[..<slash]
            result.append(String(current))
        }
        return result.reversed()
    }

    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB (\(bytes) bytes)" }
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB (\(bytes) bytes)" }
        return "\(bytes) bytes"
    }

    static func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
}

/// One build's write: stage, carry the user's files over, swap, clean up.
private struct Writer {
    /// The output folder, resolved.
    let out: String
    /// The output folder as the user wrote it, for messages.
    let display: String
    let parent: String
    let name: String

    init(out: String, display: String) {
        self.out = out
        self.display = display
        let url = URL(fileURLWithPath: out)
        parent = url.deletingLastPathComponent().path
        name = url.lastPathComponent
    }

    var stagingPrefix: String { "\(parent)/.\(name).staging-" }
    var previousPrefix: String { "\(parent)/.\(name).previous-" }

    enum Kind { case folder, file, link, other }

    func write(_ files: [(path: String, contents: String)], manifest: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure("\(display): error: cannot create the folder it goes in (\(parent)): \(message(error))")
        }
        let lock = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw failure(parent, "cannot open") }
        defer { close(lock) }
        // Builds into this parent take turns; the lock goes with the process, even on kill -9.
        guard flock(lock, LOCK_EX) == 0 else { throw failure(parent, "cannot lock") }
        recoverAndCleanUp()

        var info = stat()
        let exists = lstat(out, &info) == 0
        if exists && !SiteFiles.isDirectory(info) {
            throw Failure("\(display): error: the output folder is not a folder")
        }
        var parentInfo = stat()
        if exists && stat(parent, &parentInfo) == 0 && parentInfo.st_dev != info.st_dev {
            throw Failure("\(display): error: the output folder is a mount point; the new site is written next to "
                + "it and swapped in, which needs both on one file system; choose a folder inside it as --out")
        }

        // What the previous build wrote, and what else the folder holds (the user's, kept).
        let ours = exists ? previousManifest() : []
        let oursFolders = Set(ours.flatMap(SiteFiles.ancestors(of:)))
        var kept: [(path: String, kind: Kind)] = []
        if exists {
            try walk("") { path, kind in
                if path == SiteFiles.manifestName || ours.contains(path) { return }
                if kind == .folder && oursFolders.contains(path) { return }   // created by the last build
                kept.append((path, kind))
            }
        }
        try checkConflicts(kept, newFiles: files.map(\.path))

        let staging = stagingPrefix + String(getpid())
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o777 & ~currentUmask()
        guard mkdir(staging, 0o700) == 0 else { throw failure(staging, "cannot create the staging folder") }
        var swapped = false
        defer { if !swapped { try? FileManager.default.removeItem(atPath: staging) } }

        var folders: Set<String> = [""]
        for (path, kind) in kept {
            try carry(path, kind: kind, into: staging, folders: &folders)
        }
        for (path, contents) in files {
            try ensureFolder(SiteFiles.ancestors(of: path).last ?? "", in: staging, folders: &folders)
            try create(path, contents: contents, in: staging)
        }
        try create(SiteFiles.manifestName, contents: manifest, in: staging)
        // The user's folders get their permissions back last (a read-only one was filled first), deepest first.
        for (path, kind) in kept.reversed() where kind == .folder {
            var original = stat()
            guard lstat("\(out)/\(path)", &original) == 0, chmod("\(staging)/\(path)", original.st_mode & 0o7777) == 0
            else { throw failure("\(out)/\(path)", "cannot carry over") }
        }
        guard chmod(staging, mode) == 0 else { throw failure(staging, "cannot set the permissions of") }

        // Everything on disk before the swap, so that the swap never exposes a half-written file.
        let stagingFD = open(staging, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if stagingFD >= 0 {
            defer { close(stagingFD) }
            guard shuffleboard_syncfs(stagingFD) == 0 else { throw failure(staging, "cannot flush to disk") }
        }

        let old: String?
        if !exists {
            guard rename(staging, out) == 0 else { throw failure(out, "cannot move the new site in place at") }
            old = nil
        } else if shuffleboard_exchange(staging, out) == 0 {
            old = staging
        } else if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) {
            // No atomic exchange on this file system: two renames. A build killed between them leaves the
            // previous site at `.DIR.previous-<pid>`, which the next build moves back (recoverAndCleanUp).
            let previous = previousPrefix + String(getpid())
            guard rename(out, previous) == 0 else { throw failure(out, "cannot move the previous site aside") }
            guard rename(staging, out) == 0 else {
                let error = failure(out, "cannot move the new site in place at")
                _ = rename(previous, out)
                throw error
            }
            old = previous
        } else {
            throw failure(out, "cannot swap the new site in at")
        }
        swapped = true
        _ = fsync(lock)

        if let old {
            // Files the user added while this build ran: move them over, then drop the old tree.
            var late: [String] = []
            try? walk("", root: old) { path, kind in
                if path == SiteFiles.manifestName || ours.contains(path) { return }
                if kind == .folder && oursFolders.contains(path) { return }
                late.append(path)
            }
            var folders = Set<String>()
            for path in late {
                var existing = stat()
                if lstat("\(out)/\(path)", &existing) == 0 { continue }   // carried over (or moved with its folder)
                try? ensureFolder(SiteFiles.ancestors(of: path).last ?? "", in: out, folders: &folders)
                _ = rename("\(old)/\(path)", "\(out)/\(path)")
            }
            try? FileManager.default.removeItem(atPath: old)
        }
    }

    /// Removes what a killed build left next to the output folder; first moves the previous site back
    /// when a build was killed between the two renames of the fallback swap.
    private func recoverAndCleanUp() {
        let fm = FileManager.default
        let entries = ((try? fm.contentsOfDirectory(atPath: parent)) ?? []).map { "\(parent)/\($0)" }.sorted()
        var info = stat()
        if lstat(out, &info) != 0, let previous = entries.last(where: { $0.hasPrefix(previousPrefix) }) {
            _ = rename(previous, out)
        }
        for entry in entries where entry.hasPrefix(stagingPrefix) || entry.hasPrefix(previousPrefix) {
            if lstat(entry, &info) == 0 { try? fm.removeItem(atPath: entry) }
        }
    }

    /// The paths the previous build's manifest lists (none when there is no manifest).
    private func previousManifest() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: "\(out)/\(SiteFiles.manifestName)") else { return [] }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        if lines.first == Substring(SiteFiles.manifestHeader) { lines.removeFirst() }
        return Set(lines.map(String.init).filter { path in
            !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false)
                .contains { $0.isEmpty || $0 == "." || $0 == ".." }
        })
    }

    /// Every entry under `root/path`, folders before what they hold, sorted; symbolic links not followed.
    private func walk(_ path: String, root: String? = nil, _ visit: (String, Kind) throws -> Void) throws {
        let root = root ?? out
        let folder = path.isEmpty ? root : "\(root)/\(path)"
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw Failure("\(shown(folder)): error: cannot read the output folder: \(message(error))")
        }
        for name in names {
            let child = path.isEmpty ? name : "\(path)/\(name)"
            var info = stat()
            guard lstat("\(root)/\(child)", &info) == 0 else { continue }
            let kind: Kind
            switch info.st_mode & S_IFMT {
            case S_IFDIR: kind = .folder
            case S_IFREG: kind = .file
            case S_IFLNK: kind = .link
            default: kind = .other
            }
            try visit(child, kind)
            if kind == .folder { try walk(child, root: root, visit) }
        }
    }

    /// Stops when a file of the new site would replace a file or folder the user put in the output folder.
    private func checkConflicts(_ kept: [(path: String, kind: Kind)], newFiles: [String]) throws {
        let files = Set(newFiles)
        let folders = Set(newFiles.flatMap(SiteFiles.ancestors(of:)))
        let conflicts = kept.filter { path, kind in
            files.contains(path) || (kind != .folder && folders.contains(path))
                || SiteFiles.ancestors(of: path).contains(where: files.contains)
        }
        guard let first = conflicts.first else { return }
        let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
        throw Failure("\(display)/\(first.path): error: the build would replace this, which shuffleboard did not "
            + "write (\(display)/\(SiteFiles.manifestName) does not list it)\(more); move it away or delete it; "
            + "nothing was written")
    }

    /// Puts the user's `path` into the staging folder: folders recreated, files hard-linked (copied when
    /// the file system refuses the link), symbolic links recreated.
    private func carry(_ path: String, kind: Kind, into staging: String, folders: inout Set<String>) throws {
        let source = "\(out)/\(path)", target = "\(staging)/\(path)"
        try ensureFolder(SiteFiles.ancestors(of: path).last ?? "", in: staging, folders: &folders)
        switch kind {
        case .folder:
            guard mkdir(target, 0o700) == 0 else { throw failure(source, "cannot carry over") }
            folders.insert(path)
        case .file:
            if link(source, target) != 0 {
                do {
                    try FileManager.default.copyItem(atPath: source, toPath: target)
                } catch {
                    throw Failure("\(shown(source)): error: cannot carry over: \(message(error)); nothing changed")
                }
            }
        case .link:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(source, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(source, "cannot carry over") }
            buffer[count] = 0
            guard symlink(buffer, target) == 0 else { throw failure(source, "cannot carry over") }
        case .other:
            throw Failure("\(shown(source)): error: not a file, folder or symbolic link, so a build cannot keep it; "
                + "move it out of the output folder; nothing changed")
        }
    }

    /// Creates `root/folder` and its parents as needed (`folders`: those known to exist).
    private func ensureFolder(_ folder: String, in root: String, folders: inout Set<String>) throws {
        guard !folder.isEmpty, !folders.contains(folder) else { return }
        try ensureFolder(SiteFiles.ancestors(of: folder).last ?? "", in: root, folders: &folders)
        let path = "\(root)/\(folder)"
        if mkdir(path, 0o777) != 0 && errno != EEXIST { throw failure(path, "cannot create the folder") }
        folders.insert(folder)
    }

    private func create(_ path: String, contents: String, in staging: String) throws {
        let target = "\(staging)/\(path)"
        let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure(target, "cannot write") }
        var contents = contents
        let written: Bool = contents.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return false }
                if n == 0 { errno = EIO; return false }
                offset += n
            }
            return true
        }
        guard written else {
            let error = failure(target, "cannot write")
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure(target, "cannot write") }
    }

    /// A path for messages: inside the staging folder or the output folder, as `DIR/…`.
    private func shown(_ path: String) -> String {
        for root in [out, stagingPrefix + String(getpid()), previousPrefix + String(getpid())] {
            if path == root { return display }
            if path.hasPrefix(root + "/") { return display + path.dropFirst(root.count) }
        }
        return path
    }

    /// `PATH: error: WHAT: <errno text>; …` for the last system call's failure.
    private func failure(_ path: String, _ what: String) -> Failure {
        let reason = String(cString: strerror(errno))
        return Failure("\(shown(path)): error: \(what): \(reason); \(display) was left as it was")
    }

    private func message(_ error: Error) -> String {
        error.localizedDescription
    }

    private func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// `write(2)`, outside ``Writer`` whose own `write` would shadow it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
