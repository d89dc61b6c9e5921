import BoardFormat
import CShims
import Foundation
import SitePlan
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `export`'s output folder: a folder per board (`OUT/<id>/`) holding its four files, each board's
/// folder replaced whole, as `build` replaces its output folder (``SiteWriter``; docs/limits.md,
/// "The export folder"):
///
/// - **All or nothing.** A board's files are made in a work folder beside its folder
///   (`OUT/.<id>.export-<pid>`), then put with the manifest and the user's entries (hard links) into
///   a staging folder (`OUT/.<id>.staging-<pid>`, the name a build into `OUT/<id>` would stage in),
///   flushed, and swapped with `OUT/<id>` in one `renameat2(RENAME_EXCHANGE)`. A kill before the swap
///   leaves the old files, after it the new ones; the next export into `OUT`, or build into `OUT/<id>`,
///   removes what was left (``SiteWriter/recoverAndCleanUp()``: the three names ending in a pid, nothing
///   else), and the next export of the board the work folder `.export-scratch` that exports before this
///   one left inside a folder they wrote (``isLegacyExport(_:id:)``), with the old folder.
/// - **The user's files stay.** `OUT/<id>/.shuffleboard-manifest` lists the files an export wrote.
///   Every other entry is the user's and is carried over as a build carries the user's entries (files
///   hard-linked or copied, folders and links recreated with their owner, mode, extended attributes and
///   times); one at the path of a file the export writes (a `issue.md` of the user's, a folder named
///   `steps.png`) stops the export before anything is written. What the user adds, replaces or removes
///   while the export puts its files in place is as they left it after the swap.
/// - **Exports take turns.** An exclusive `flock` on `OUT`, held for the whole export, as builds hold
///   one on their output folder's parent: two exports into one `OUT` run one after the other, and a
///   build into a folder inside `OUT` waits too.
///
/// Failures read like a build's: `OUT/<id>: error: cannot write issue.md: No space left on device;
/// OUT/<id> was left as it was`.
public final class ExportFolder: @unchecked Sendable {
    /// `OUT`, resolved; as the user wrote it, for messages.
    let out: String
    public let display: String
    private let lock: Int32
    private let createdOut: Bool
    /// The umask, read once here: the boards install at once, and setting it to read it would change it
    /// for the others' files.
    private let mask: mode_t

    /// The file listing what an export wrote in a board's folder (the build's manifest format).
    static let manifest = RawPath(SiteFiles.manifestName)
    /// The work folder exports before this one made inside a board's folder.
    static let legacyScratch = RawPath(".export-scratch")

    /// Creates `out` if needed and waits for its lock (another export into it finishes first).
    public init(_ out: String) throws(Failure) {
        display = SiteFiles.displayName(out)
        self.out = SiteFiles.resolved(out)
        mask = FileTree.currentUmask()
        var info = stat()
        createdOut = lstat(self.out, &info) != 0
        if createdOut {
            if let code = Self.makeFolders(self.out) {
                throw Failure.at("\(display)", "cannot create the export folder: " + String(cString: strerror(code)))
            }
        } else if FileTree.kind(of: info) != .folder {
            throw Failure.at("\(display)", "the export folder is not a folder")
        }
        lock = open(self.out, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw Failure.at("\(display)", "cannot open: \(String(cString: strerror(errno)))") }
        while flock(lock, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            close(lock)
            throw Failure.at("\(display)", "cannot lock: \(reason)")
        }
    }

    deinit { close(lock) }

    /// `mkdir -p`: nil, or the errno of the first folder that could not be made.
    private static func makeFolders(_ path: String) -> Int32? {
        if mkdir(path, 0o777) == 0 { return nil }
        if errno == EEXIST { return FileTree.status(RawPath.root.cPath(under: path)).map { FileTree.kind(of: $0) == .folder } == true ? nil : EEXIST }
        guard errno == ENOENT else { return errno }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, !parent.isEmpty else { return ENOENT }
        if let code = makeFolders(parent) { return code }
        return mkdir(path, 0o777) == 0 || errno == EEXIST ? nil : errno
    }

    /// After a refusal: `OUT` removed again if this export created it (and it is still empty).
    public func abandon() {
        if createdOut { _ = rmdir(out) }
    }

    // MARK: Before the work

    /// Cleans up what a killed export (or build) left for each board of `ids`, and refuses, before anything
    /// is written, a board whose folder holds a user's entry where the export writes one of `names`.
    public func prepare(_ ids: [String], names: [String]) throws(Failure) {
        for id in ids {
            recoverAndCleanUp(id)
            _ = try kept(id, names: names)
        }
    }

    /// The entries of `OUT/<id>` the export did not write (the user's), after checking that none is in the way
    /// of `names`; empty when there is no such folder. `skip` holds `.export-scratch` when the folder is one
    /// an export wrote (``isLegacyExport(_:id:)``): then it is an export's work folder, not carried over.
    func kept(_ id: String, names: [String]) throws(Failure) -> (entries: [FileTree.Entry], skip: Set<RawPath>) {
        let board = path(id)
        let shown = "\(display)/\(id.escapingTerminalControls())"
        guard let info = FileTree.status(RawPath.root.cPath(under: board)) else { return ([], []) }
        guard FileTree.kind(of: info) == .folder else {
            throw Failure.at("\(shown)", "the export would replace this, which is not a folder it wrote; move it "
                + "away or delete it; nothing was written")
        }
        if FileTree.isMountPoint(RawPath.root.cPath(under: board), info, device: device) {
            throw Failure.at("\(shown)", "a mount point; the export replaces a board's folder whole and will not "
                + "move what another file system holds; choose another --out; nothing was written")
        }
        let exported = Self.isLegacyExport(board, id: id)
        let listed = FileManager.default.contents(atPath: "\(board)/\(SiteFiles.manifestName)")
            .map { SiteManifest(bytes: Array($0)).all } ?? (exported ? Set(names.map(RawPath.init)) : [])
        let ours = Set(names.map(RawPath.init)).intersection(listed)
        let skip: Set<RawPath> = exported ? [Self.legacyScratch] : []
        var kept: [FileTree.Entry] = []
        do {
            try FileTree.walk(board, device: info.st_dev, skip: { skip.contains($0) }) { entry in
                if entry.path == Self.manifest || ours.contains(entry.path) { return }
                kept.append(entry)
            }
        } catch let mount as FileTree.MountPoint {
            throw Failure.at("\(shown)/\(mount.path)", "a mount point inside the board's folder; the export "
                + "replaces the folder whole and will not move what another file system holds; nothing was written")
        } catch let unreadable as FileTree.Unreadable {
            throw Failure.at("\(unreadable.path.isRoot ? shown : "\(shown)/\(unreadable.path)")", "cannot read: "
                + "\(String(cString: strerror(unreadable.code))); nothing was written")
        } catch {
            throw Failure.at("\(shown)", "cannot read: \(error); nothing was written")
        }
        let written = Set(names.map(RawPath.init))
        let conflicts = kept.filter { written.contains($0.path) || $0.path.ancestors.contains(where: written.contains) }
        if let first = conflicts.first {
            let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
            throw Failure.at("\(shown)/\(first.path)", "the export would replace this, which shuffleboard did not "
                + "write (\(shown)/\(SiteFiles.manifestName) does not list it)\(more); move it away or delete it; "
                + "nothing was written")
        }
        if let odd = kept.first(where: { $0.kind == .other }) {
            throw Failure.at("\(shown)/\(odd.path)", "not a file, folder or symbolic link, so the export cannot "
                + "keep it; move it out of the folder; nothing was written")
        }
        return (kept, skip)
    }

    /// Whether `board` is a folder an export of board `id` wrote: its `issue.md` ends as the export ends it
    /// for this board (its source's line, ``IssueMarkdown``). Without a manifest (an export before exports
    /// kept one) its four files are then taken for the export's (once: the export writes the manifest); with
    /// one or without, a `.export-scratch` inside is the work folder such an export left (not carried over).
    static func isLegacyExport(_ board: String, id: String) -> Bool {
        guard let info = FileTree.status(RawPath("issue.md").cPath(under: board)), FileTree.kind(of: info) == .file,
              info.st_size < 64 << 20, let text = FileManager.default.contents(atPath: "\(board)/issue.md") else {
            return false
        }
        let footer = Array(", board `\(id)`.\n\n</details>\n".utf8)
        return text.count > footer.count && text.suffix(footer.count).elementsEqual(footer)
    }

    /// Removes what a killed export or build left beside `OUT/<id>` (its work, staging and previous folders,
    /// each named with a pid), moving the previous folder back first when one was killed between the two
    /// renames of the fallback swap: as a build into `OUT/<id>` does (``SiteWriter/recoverAndCleanUp()``).
    private func recoverAndCleanUp(_ id: String) {
        writer(id).recoverAndCleanUp()
    }

    // MARK: The work folder

    /// A new, empty work folder for board `id`'s files, beside its folder (so on its file system).
    public func scratch(_ id: String) throws(Failure) -> String {
        let path = "\(out)/.\(writer(id).stem).export-\(getpid())"
        FileTree.remove(path)
        guard mkdir(path, 0o700) == 0 else { throw failure(id, "cannot create a work folder beside it") }
        return path
    }

    /// Removes a work folder (``scratch(_:)``), unless `SHUFFLEBOARD_KEEP_SCRATCH` is set (tests).
    public func discard(_ scratch: String) {
        if ProcessInfo.processInfo.environment["SHUFFLEBOARD_KEEP_SCRATCH"] == nil { FileTree.remove(scratch) }
    }

    /// Writes `bytes` as the file `name` in `scratch` (created or replaced).
    public func write(_ bytes: [UInt8], to name: String, in scratch: String, id: String) throws(Failure) {
        let fd = open("\(scratch)/\(name)", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure(id, "cannot write \(name)") }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { SystemCalls.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                if n == 0 { errno = EIO }
                let error = failure(id, "cannot write \(name)")
                close(fd)
                throw error
            }
            done += n
        }
        guard close(fd) == 0 else { throw failure(id, "cannot write \(name)") }
    }

    /// The bytes of the file `name` in `scratch`.
    public func read(_ name: String, in scratch: String, id: String) throws(Failure) -> [UInt8] {
        let fd = open("\(scratch)/\(name)", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(id, "cannot read \(name)") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { SystemCalls.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw failure(id, "cannot read \(name)") }
            if n == 0 { return bytes }
            bytes += buffer[..<n]
        }
    }

    /// Throws `OUT/<id>: error: cannot write NAME: <errno text>` when 64 KiB cannot be written in `scratch`
    /// (a full file system, a quota): for a program that does not report its failed writes.
    public func checkRoom(in scratch: String, id: String, for name: String) throws(Failure) {
        let probe = "\(scratch)/.room"
        defer { _ = unlink(probe) }
        let fd = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure(id, "cannot write \(name)") }
        defer { close(fd) }
        let zeros = [UInt8](repeating: 0, count: 1 << 16)
        var done = 0
        while done < zeros.count {
            let n = zeros.withUnsafeBytes { SystemCalls.write(fd, $0.baseAddress! + done, zeros.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { if n == 0 { errno = ENOSPC }; throw failure(id, "cannot write \(name)") }
            done += n
        }
        if fsync(fd) != 0 { throw failure(id, "cannot write \(name)") }
    }

    // MARK: Putting the files in place

    /// Makes `files` board `id`'s, all at once: each (its path a name in the board's folder, as an
    /// export's outputs return them) written into `scratch`, over what a program left there under that
    /// name, then put in place with the user's entries as ``install(_:names:from:exchange:)`` does.
    public func install(_ id: String, files: [OutputFile], from scratch: String,
                        exchange: (String, String) -> Int32 = { shuffleboard_exchange($0, $1) }) throws(Failure) {
        for file in files { try write(file.bytes, to: file.path, in: scratch, id: id) }
        try install(id, names: files.map(\.path), from: scratch, exchange: exchange)
    }

    /// Makes the files `names` of `scratch` board `id`'s, all at once: a staging folder beside `OUT/<id>`
    /// gets them, the manifest and the user's entries (carried as a build carries them: files hard-linked,
    /// or copied where links are refused; folders and links recreated with their owner, mode, extended
    /// attributes and times), is flushed, and trades places with `OUT/<id>` in one rename (``swapIn``).
    /// `exchange` is the atomic exchange (`renameat2(RENAME_EXCHANGE)`; a test's stand-in fails it with
    /// `EINVAL` to take the fallback).
    public func install(_ id: String, names: [String], from scratch: String,
                        exchange: (String, String) -> Int32 = { shuffleboard_exchange($0, $1) }) throws(Failure) {
        let (kept, skip) = try kept(id, names: names)   // again: the user may have added one since
        let board = path(id)
        let writer = writer(id)
        let staging = writer.stagingPrefix + String(getpid())
        FileTree.remove(staging)
        let existing = FileTree.status(RawPath.root.cPath(under: board))
        guard mkdir(staging, 0o700) == 0 else { throw failure(id, "cannot create a staging folder beside it") }
        var swapped = false
        defer { if !swapped { FileTree.remove(staging) } }
        let boardPath = RawPath.root.cPath(under: board), stagingPath = RawPath.root.cPath(under: staging)
        // The board folder's default ACL at once, for what is created in the new one; the rest at the end.
        if existing != nil {
            guard FileTree.copyAttributes(from: boardPath, to: stagingPath, only: { $0 == FileTree.defaultACL }) else {
                throw failure(id, "cannot carry over its ACL and extended attributes")
            }
        }

        // The user's entries, each remembered as staged (to tell afterwards whether the user changed it).
        var folders: Set<RawPath> = [.root]
        var staged: [RawPath: stat] = [:]
        do {
            for entry in kept { staged[entry.path] = try writer.carry(entry, into: staging, folders: &folders) }
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure.at("\(display)/\(id.escapingTerminalControls())", "cannot carry over: \(error)")
        }
        var flushed = writer.copiedFiles
        for name in names {
            guard rename("\(scratch)/\(name)", "\(staging)/\(name)") == 0 else { throw failure(id, "cannot stage \(name)") }
            flushed.append((RawPath(name), RawPath(name).cPath(under: staging)))
        }
        var manifest = SiteManifest()
        manifest.assign(Set(names.map(RawPath.init)), to: "")
        try write(manifest.bytes, to: SiteFiles.manifestName, in: staging, id: id)
        flushed.append((Self.manifest, Self.manifest.cPath(under: staging)))
        // The user's folders get their owner, permissions, extended attributes and times back once filled,
        // deepest first; the staging folder the board folder's owner, attributes and permissions.
        for entry in kept.reversed() where entry.kind == .folder {
            guard writer.restore(entry.info, at: entry.path.cPath(under: staging), kind: .folder,
                                 from: entry.path.cPath(under: board)) else {
                throw failure(id, "cannot carry over \(entry.path)")
            }
        }
        if let existing {
            _ = lchown(staging, existing.st_uid, existing.st_gid)
            guard FileTree.copyAttributes(from: boardPath, to: stagingPath) else {
                throw failure(id, "cannot carry over its ACL and extended attributes")
            }
        }
        guard chmod(staging, existing.map { $0.st_mode & 0o7777 } ?? (0o777 & ~mask)) == 0 else {
            throw failure(id, "cannot set the permissions of the staging folder")
        }
        // On disk before the swap, one after the other (the board's thread; the boards flush at once): what
        // was written or copied, then the folders, deepest first, the staging folder last. As C paths: a
        // user's name need not be UTF-8.
        flushed += folders.sorted { ($0.depth, $0) > ($1.depth, $1) }.map { ($0, $0.cPath(under: staging)) }
        for (shown, path) in flushed {
            try SiteWriter.flushEntry(path, shown: shown, display: writer.display)
        }

        try swapIn(id, staging: staging, replacing: existing != nil, kept: kept, staged: staged, names: names,
                   skip: skip, writer: writer, exchange: exchange)
        swapped = true
    }

    /// Trades `staging` (complete and flushed) for `OUT/<id>`: one exchange, or where the file system has
    /// none, two renames (a kill between them leaves the old folder at `.<id>.previous-<pid>`, which the
    /// next export moves back). Then, from the old folder, as after a build's swap: a kept entry the user
    /// replaced or removed meanwhile is as they left it, and what they added moves over; the old folder
    /// goes last. Throws only when nothing was swapped (`staging` is then still there).
    private func swapIn(_ id: String, staging: String, replacing: Bool, kept: [FileTree.Entry],
                        staged: [RawPath: stat], names: [String], skip: Set<RawPath>, writer: SiteWriter,
                        exchange: (String, String) -> Int32) throws(Failure) {
        let board = path(id)
        let old: String
        if !replacing {
            guard rename(staging, board) == 0 else { throw failure(id, "cannot move the new folder in place") }
            _ = fsync(lock)
            return
        } else if exchange(staging, board) == 0 {
            old = staging
        } else if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) {
            let previous = writer.previousPrefix + String(getpid())
            guard rename(board, previous) == 0 else { throw failure(id, "cannot move the old folder aside") }
            guard rename(staging, board) == 0 else {
                let error = failure(id, "cannot move the new folder in place")
                _ = rename(previous, board)
                throw error
            }
            old = previous
        } else {
            throw failure(id, "cannot swap the new folder in")
        }
        _ = fsync(lock)
        // The user's folders as the user left them (bringing entries over touches them).
        let folderTimes = kept.filter { $0.kind == .folder }.reversed().compactMap { entry in
            FileTree.status(entry.path.cPath(under: old)).map { (entry.path, $0) }
        }
        writer.bringOverChanges(to: kept, staged: staged, from: old)
        writer.bringOverArrivals(from: old, kept: kept, ours: Set(names.map(RawPath.init)), oursFolders: [],
                                 skip: skip)
        for (path, info) in folderTimes { writer.setTimes(of: info, at: path.cPath(under: board)) }
        FileTree.remove(old)
    }

    // MARK: Paths and messages

    private var device: dev_t { FileTree.status(RawPath.root.cPath(under: out))?.st_dev ?? 0 }

    private func path(_ id: String) -> String { "\(out)/\(id)" }

    /// The site writer of `OUT/<id>`, for the names of its staging folders (the same a build would use).
    private func writer(_ id: String) -> SiteWriter {
        SiteWriter(out: path(id), display: "\(display)/\(id.escapingTerminalControls())")
    }

    /// `OUT/<id>: error: WHAT: <errno text>; OUT/<id> was left as it was`.
    public func failure(_ id: String, _ what: String) -> Failure {
        let reason = String(cString: strerror(errno))
        let shown = "\(display)/\(id.escapingTerminalControls())"
        return Failure.at("\(shown)", "\(what): \(reason); \(shown) was left as it was")
    }
}

extension SiteFiles {
    /// Refuses an export folder (`export --out`, `build --export`) inside one of the input folders `inputs`
    /// (paths as given): its `issue.md` files hold the boards' sources in ```` ```board ```` blocks, which
    /// the next build of those inputs would read as pages (each board then twice: "duplicate board id").
    public static func checkExportFolder(_ folder: String, option: String, inputs: [String]) throws {
        let display = displayName(folder)
        let target = resolved(folder)
        for input in inputs {
            var info = stat()
            let path = resolved(input)
            guard stat(path, &info) == 0, isDirectory(info), isInside(target, path) else { continue }
            throw Failure.at("\(display)", "\(option) is inside the input folder \(input.escapingTerminalControls()), "
                + "where the next build would read the exported issue.md files as pages; choose a folder outside the "
                + "inputs; nothing was written")
        }
    }
}
