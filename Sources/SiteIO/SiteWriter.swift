import BoardFormat
import CShims
import Foundation
import Parallel
import SitePlan
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One build's write: compare with what is there (nothing changed: stop), stage (unchanged files as hard links),
/// carry the user's files over, swap, bring over what the user changed meanwhile,
/// clean up. Paths inside the output folder are ``RawPath``s (bytes), so every name survives whatever its
/// bytes.
struct SiteWriter: Sendable {
    /// The output folder, resolved.
    let out: String
    /// The output folder as the user wrote it, for messages.
    let display: String
    let parent: String
    let name: String
    /// The files this build wrote, to flush before the swap.
    private let written = WrittenFiles()

    /// The manifest's path inside the output folder.
    static let manifest = RawPath(SiteFiles.manifestName)
    /// The staging folder of a build that updates the output folder in place, inside it (ends with the pid).
    static let innerStagingPrefix = ".shuffleboard-staging-"

    init(out: String, display: String) {
        self.out = out
        self.display = display
        let url = URL(fileURLWithPath: out)
        parent = url.deletingLastPathComponent().path
        name = url.lastPathComponent
    }

    var stagingPrefix: String { "\(parent)/.\(stem).staging-" }
    var previousPrefix: String { "\(parent)/.\(stem).previous-" }

    /// The output folder's name in the names of its staging folders: the name itself, or, for a name too long
    /// to take `.` and `.staging-<pid>` within 255 bytes, its first 180 bytes and a hash of the whole name.
    var stem: String {
        guard name.utf8.count > 200 else { return name }
        var start = Substring(name)
        while start.utf8.count > 180 { start.removeLast() }
        let hash = name.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        return "\(start)~\(String(hash, radix: 16))"
    }

    func write(_ files: [OutputFile], owner: String) throws -> WriteSummary {
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure.at("\(display)", "cannot create the folder it goes in (\(parent)): \(error.localizedDescription)")
        }
        let lock = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lock >= 0 else { throw failure(parent, "cannot open") }
        defer { close(lock) }
        // Builds into this parent take turns; the lock goes with the process, even on kill -9.
        guard flock(lock, LOCK_EX) == 0 else { throw failure(parent, "cannot lock") }
        recoverAndCleanUp()

        let existing = FileTree.status(RawPath.root.cPath(under: out))
        if let existing, FileTree.kind(of: existing) != .folder {
            throw Failure.at("\(display)", "the output folder is not a folder")
        }
        // An output folder that is itself a mount point (a container's volume, a tmpfs) cannot trade places
        // with a folder beside it: it is updated in place.
        var inPlace = false
        if let existing, let parentInfo = FileTree.status(RawPath.root.cPath(under: parent)) {
            inPlace = FileTree.isMountPoint(RawPath.root.cPath(under: out), existing, device: parentInfo.st_dev)
        }

        // What the previous builds wrote, and what else the folder holds (the user's, kept).
        let previousBytes = existing == nil ? nil : manifestBytes()
        let previous = previousBytes.map { SiteManifest(bytes: $0) } ?? SiteManifest()
        let ours = previous.all
        let oursFolders = Set(ours.flatMap(\.ancestors))
        var kept: [FileTree.Entry] = []
        if let existing {
            try walk(out, device: existing.st_dev) { entry in
                if entry.path == Self.manifest || ours.contains(entry.path) { return }
                if entry.kind == .folder && oursFolders.contains(entry.path) { return }   // created by the last build
                kept.append(entry)
            }
        }
        let paths = files.map { RawPath($0.path) }
        try checkConflicts(kept, newFiles: paths)

        // What changes: each file compared, byte for byte, with what the folder holds at its path. Nothing
        // to change: nothing is written, and the folder keeps its inodes and times.
        let plan = Plan(files, owner: owner, previous: previous, in: out)
        let manifest = plan.manifest.bytes
        if existing != nil && plan.moving.isEmpty && plan.removed.isEmpty && previousBytes == manifest {
            var summary = plan.summary
            summary.untouched = true
            return summary
        }

        if inPlace {
            let staging = "\(out)/\(Self.innerStagingPrefix)\(getpid())"
            guard mkdir(staging, 0o700) == 0 else { throw failure(staging, "cannot create the staging folder") }
            defer { FileTree.remove(staging) }
            try stage(files.filter { plan.moving.contains(RawPath($0.path)) }, manifest: manifest, in: staging)
            try updateInPlace(from: staging, plan: plan, ours: ours, oursFolders: oursFolders)
            return plan.summary
        }

        let staging = stagingPrefix + String(getpid())
        let mode: mode_t = existing.map { $0.st_mode & 0o7777 } ?? (0o777 & ~currentUmask())
        guard mkdir(staging, 0o700) == 0 else { throw failure(staging, "cannot create the staging folder") }
        var swapped = false
        defer { if !swapped { FileTree.remove(staging) } }
        // The output folder's default ACL at once, so that what is created in the new one inherits it as it
        // would in the old one; its other attributes (its own ACL among them) at the end, with its mode.
        if existing != nil {
            guard FileTree.copyAttributes(from: RawPath.root.cPath(under: out), to: RawPath.root.cPath(under: staging),
                                          only: { $0 == FileTree.defaultACL }) else {
                throw failure(out, "cannot carry over the ACL and extended attributes of")
            }
        }

        // The user's entries first, each hard-linked (so untouched) or recreated; what was staged for each
        // is remembered, to tell afterwards whether the user changed it while the build ran.
        var folders: Set<RawPath> = [.root]
        var staged: [RawPath: stat] = [:]
        for entry in kept {
            staged[entry.path] = try carry(entry, into: staging, folders: &folders)
        }
        // The build's files: those whose bytes are already there hard-linked (the same inode, so the same
        // times, after the swap), the others written.
        try stage(files, plan: plan, manifest: manifest, in: staging, folders: &folders)
        // The user's folders get their permissions, owner, extended attributes (the ACL) and times back last
        // (a read-only one was filled first), deepest first.
        for entry in kept.reversed() where entry.kind == .folder {
            guard restore(entry.info, at: entry.path.cPath(under: staging), kind: .folder,
                          from: entry.path.cPath(under: out)) else {
                throw failure(entry.path, in: out, "cannot carry over")
            }
        }
        // The output folder itself, the same way (its times are the new site's).
        if let existing {
            _ = lchown(staging, existing.st_uid, existing.st_gid)
            guard FileTree.copyAttributes(from: RawPath.root.cPath(under: out), to: RawPath.root.cPath(under: staging)) else {
                throw failure(out, "cannot carry over the ACL and extended attributes of")
            }
        }
        guard chmod(staging, mode) == 0 else { throw failure(staging, "cannot set the permissions of") }
        try flush(staging, folders: folders)

        // Swap. A file system that cannot (overlayfs, for a folder of a lower layer) has it updated in place.
        let old: String?
        if existing == nil {
            guard rename(staging, out) == 0 else { throw failure(out, "cannot move the new site in place at") }
            old = nil
        } else if shuffleboard_exchange(staging, out) == 0 {
            old = staging
        } else if errno == EXDEV {
            try updateInPlace(from: staging, plan: plan, ours: ours, oursFolders: oursFolders)
            return plan.summary
        } else if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) {
            // No atomic exchange on this file system: two renames. A build killed between them leaves the
            // previous site at `.DIR.previous-<pid>`, which the next build moves back (recoverAndCleanUp).
            let previous = previousPrefix + String(getpid())
            guard rename(out, previous) == 0 else {
                if errno == EXDEV {
                    try updateInPlace(from: staging, plan: plan, ours: ours, oursFolders: oursFolders)
                    return plan.summary
                }
                throw failure(out, "cannot move the previous site aside")
            }
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
            // The user's folders as the user left them (bringing entries over touches them).
            let folderTimes = kept.filter { $0.kind == .folder }.reversed().compactMap { entry in
                FileTree.status(entry.path.cPath(under: old)).map { (entry.path, $0) }
            }
            bringOverChanges(to: kept, staged: staged, from: old)
            bringOverArrivals(from: old, kept: kept, ours: ours, oursFolders: oursFolders)
            for (path, info) in folderTimes { setTimes(of: info, at: path.cPath(under: out)) }
            FileTree.remove(old)
        }
        return plan.summary
    }

    // MARK: Staging

    /// Writes the site's files and its manifest into `staging`: the files `plan` finds already in the output
    /// folder (the same bytes, or another input's under `--merge`) as hard links to them, the others anew.
    private func stage(_ files: [OutputFile], plan: Plan, manifest: [UInt8],
                       in staging: String, folders: inout Set<RawPath>) throws {
        for file in files {
            try ensureFolder(RawPath(file.path).parent, in: staging, folders: &folders)
        }
        // Then the files, each written by one of 16 threads, its writeback started at once; they are
        // flushed with the manifest and the folders, in one batch (``flush(_:folders:)``): the build
        // waits for the disk once before the swap, not once for the files and again for the rest. A
        // failure is the first in the site's order, as on one thread.
        let same = plan.same
        try Parallel.forEach(files, jobs: Self.flushThreads) { file throws(Failure) in
            let path = RawPath(file.path)
            let target = path.cPath(under: staging)
            if let info = same[path], linkSame(path, info, to: target) { return }
            try create(target, contents: file.bytes, shown: path)
        }
        for (path, info) in plan.others.sorted(by: { $0.key < $1.key }) {
            try ensureFolder(path.parent, in: staging, folders: &folders)
            let target = path.cPath(under: staging)
            if linkSame(path, info, to: target) { continue }
            guard copyFile(path.cPath(under: out), to: target),
                  restore(info, at: target, kind: .file, from: path.cPath(under: out)) else {
                throw failure(path, in: out, "cannot carry over")
            }
            written.add(path, target)
        }
        let target = Self.manifest.cPath(under: staging)
        if let info = FileTree.holding(Self.manifest.cPath(under: out), manifest), linkSame(Self.manifest, info, to: target) {
            return
        }
        try create(target, contents: manifest, shown: Self.manifest)
    }

    /// Hard-links `out/path` to `target` when it is still the file `info` describes (same inode, size and
    /// modification time as when it was compared). Returns false, leaving nothing at `target`, otherwise or
    /// when the file system refuses the link.
    private func linkSame(_ path: RawPath, _ info: stat, to target: [CChar]) -> Bool {
        guard link(path.cPath(under: out), target) == 0 else { return false }
        if let now = FileTree.status(target), FileTree.sameFile(now, info) { return true }
        _ = unlink(target)
        return false
    }

    /// Writes `files` (each written anew) and the manifest into `staging`, for an update in place.
    private func stage(_ files: [OutputFile], manifest: [UInt8], in staging: String) throws {
        var folders: Set<RawPath> = [.root]
        for file in files {
            let path = RawPath(file.path)
            try ensureFolder(path.parent, in: staging, folders: &folders)
            try create(path.cPath(under: staging), contents: file.bytes, shown: path)
        }
        try create(Self.manifest.cPath(under: staging), contents: manifest, shown: Self.manifest)
        try flush(staging, folders: folders)
    }

    /// What the build wrote, on disk before the swap, so that the swap never exposes a half-written file:
    /// each file it wrote or copied (``WrittenFiles``: the site's files, the manifest, a copied file of
    /// the user's or another input's), and each of `folders` under `staging` (every folder
    /// of the staging folder is new, and `.root` is the staging folder itself). The files it hard-linked
    /// are on disk already (a previous build flushed them), and their new names are the folders'. The
    /// parent's new entry is flushed after the swap. Other processes' unwritten data is not waited for,
    /// as the file system's whole flush (`syncfs`) did.
    private func flush(_ staging: String, folders: Set<RawPath>) throws {
        let display = display
        // The files and the folders at once, on several threads: a flush waits for the disk, and
        // flushes that wait together are served together (one after the other, 1,100 files took 1–5 s
        // here; 16 at a time, 0.1 s). Every entry exists by now, so a folder's flush holds them all,
        // and nothing needs another flush first: flushing the files, then the folders, waited for
        // the disk two or three times in a row (a one-board build on a busy disk: 15 ms each). With the
        // swap's flush of the parent after it, a build waits for the disk twice.
        // Folders deepest first (a folder's entry in its parent is flushed with the parent).
        // The files in the site's order of paths (the threads that wrote them added them in any
        // order), so that a failure is the same on every run.
        let paths = written.files.sorted { $0.shown < $1.shown }.map { ($0.shown, $0.path) }
            + folders.sorted { ($0.depth, $0) > ($1.depth, $1) }
            .map { ($0, $0.cPath(under: staging)) }
        try Parallel.forEach(paths, jobs: Self.flushThreads) { (shown, path) throws(Failure) in
            try Self.flushEntry(path, shown: shown, display: display)
        }
    }

    /// Files written and flushed at once. A thread mostly waits for the kernel and the disk, not the
    /// processor, so this is not `build --jobs`.
    static let flushThreads = 16

    /// `fsync` of the file or folder at `path` (``ExportFolder`` flushes its staging folder with it too).
    static func flushEntry(_ path: [CChar], shown: RawPath, display: String) throws(Failure) {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        var ok = fd >= 0
        if ok {
            while fsync(fd) != 0 {
                if errno == EINTR { continue }
                ok = false
                break
            }
        }
        let reason = String(cString: strerror(errno))
        if fd >= 0 { close(fd) }
        guard ok else {
            throw Failure.at("\(shown.isRoot ? display : "\(display)/\(shown)")", "cannot flush to disk: \(reason); "
                + "\(display) was left as it was")
        }
    }

    /// Puts the user's entry into the staging folder: folders recreated (with their default ACL at once, for
    /// what is created inside; the rest in ``restore(_:at:kind:from:)`` once they are filled), files
    /// hard-linked (copied when the file system refuses the link), symbolic links recreated. Returns what it
    /// staged, as `lstat` sees it. A file it copies is added to ``copiedFiles``, for the flush. (``ExportFolder``
    /// carries a board folder's entries with it too.)
    func carry(_ entry: FileTree.Entry, into staging: String, folders: inout Set<RawPath>) throws -> stat {
        let source = entry.path.cPath(under: out), target = entry.path.cPath(under: staging)
        try ensureFolder(entry.path.parent, in: staging, folders: &folders)
        switch entry.kind {
        case .folder:
            guard mkdir(target, 0o700) == 0,
                  FileTree.copyAttributes(from: source, to: target, only: { $0 == FileTree.defaultACL }) else {
                throw failure(entry.path, in: out, "cannot carry over")
            }
            folders.insert(entry.path)
        case .file:
            if link(source, target) != 0 {
                guard copyFile(source, to: target), restore(entry.info, at: target, kind: .file, from: source) else {
                    throw failure(entry.path, in: out, "cannot carry over")
                }
                written.add(entry.path, target)
            }
        case .link:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(source, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(entry.path, in: out, "cannot carry over") }
            buffer[count] = 0
            guard symlink(buffer, target) == 0 else { throw failure(entry.path, in: out, "cannot carry over") }
            _ = restore(entry.info, at: target, kind: .link, from: source)
        case .other:
            throw Failure.at("\(display)/\(entry.path)", "not a file, folder or symbolic link, so a build cannot "
                + "keep it; move it out of the output folder; nothing changed")
        }
        guard let info = FileTree.status(target) else { throw failure(entry.path, in: out, "cannot carry over") }
        return info
    }

    /// Copies a file's bytes (for a file system that refuses hard links).
    private func copyFile(_ source: [CChar], to target: [CChar]) -> Bool {
        let input = open(source, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard input >= 0 else { return false }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(input, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { close(output); return false }
            if count == 0 { break }
            guard buffer.withUnsafeBytes({ writeAll(output, UnsafeRawBufferPointer(rebasing: $0[..<count])) }) else {
                close(output)
                return false
            }
        }
        return close(output) == 0
    }

    /// Gives `path` the owner, group, permissions (not for a link) and times in `info`, and the extended
    /// attributes of `source` (the entry it stands for), the ACL among them. The owner and group only where
    /// the builder may set them (as root, or its own group); see ``FileTree/copyAttributes(from:to:only:)``
    /// for the attributes skipped. Returns whether the permissions, attributes and times were set.
    ///
    /// In this order: the owner first (`chown` clears the set-user-ID bits), the mode after the ACL, so that
    /// it is exact (setting an ACL sets the permission bits from it, and may clear the set-group-ID bit);
    /// `chmod` of a file with an ACL sets its mask from the group bits, which are the source's mask, so the
    /// ACL stays the source's. The times last, after every change.
    func restore(_ info: stat, at path: [CChar], kind: FileTree.Kind, from source: [CChar]) -> Bool {
        _ = lchown(path, info.st_uid, info.st_gid)
        guard FileTree.copyAttributes(from: source, to: path) else { return false }
        if kind != .link && chmod(path, info.st_mode & 0o7777) != 0 { return false }
        return setTimes(of: info, at: path)
    }

    @discardableResult
    func setTimes(of info: stat, at path: [CChar]) -> Bool {
        #if canImport(Darwin)
        var times = [info.st_atimespec, info.st_mtimespec]
        #else
        var times = [info.st_atim, info.st_mtim]
        #endif
        return utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// Creates `root/folder` and its parents as needed (`folders`: those known to exist).
    private func ensureFolder(_ folder: RawPath, in root: String, folders: inout Set<RawPath>) throws {
        guard !folders.contains(folder) else { return }
        try ensureFolder(folder.parent, in: root, folders: &folders)
        let path = folder.cPath(under: root)
        if mkdir(path, 0o777) != 0 {
            guard errno == EEXIST, let info = FileTree.status(path), FileTree.kind(of: info) == .folder else {
                throw failure(folder, in: out, "cannot create the folder")
            }
        }
        folders.insert(folder)
    }

    /// Writes a new file at `target` and starts its writeback; ``flush(_:folders:)`` waits for it.
    private func create(_ target: [CChar], contents: some Collection<UInt8>, shown: RawPath) throws(Failure) {
        let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure(shown, in: out, "cannot write") }
        let written = contents.withContiguousStorageIfAvailable { writeAll(fd, UnsafeRawBufferPointer($0)) }
            ?? Array(contents).withUnsafeBytes { writeAll(fd, $0) }
        guard written else {
            let error = failure(shown, in: out, "cannot write")
            close(fd)
            throw error
        }
        // The disk can start on it now; ``flush(_:folders:)`` waits for it before the swap.
        _ = shuffleboard_start_writeback(fd)
        guard close(fd) == 0 else { throw failure(shown, in: out, "cannot write") }
        self.written.add(shown, target)
    }

    // MARK: After the swap

    /// A kept entry the user replaced (an editor's save: a new file renamed over it), changed (when it was
    /// copied, not linked) or removed while the build ran is, in the new site, as the user left it: the
    /// entry in the old tree is the user's latest, and moves over what was staged for it. An entry the user
    /// changed in the new site since the swap is theirs already, and stays.
    func bringOverChanges(to kept: [FileTree.Entry], staged: [RawPath: stat], from old: String) {
        for entry in kept where entry.kind != .folder {
            guard let stagedInfo = staged[entry.path] else { continue }
            let target = entry.path.cPath(under: out), source = entry.path.cPath(under: old)
            guard let now = FileTree.status(target), now.st_ino == stagedInfo.st_ino,
                  now.st_dev == stagedInfo.st_dev else { continue }
            guard let latest = FileTree.status(source) else {
                _ = unlink(target)   // removed while the build ran
                continue
            }
            if latest.st_ino != now.st_ino && !(entry.kind == .link && sameLink(source, target)) {
                _ = rename(source, target)
            }
        }
    }

    /// Whether two symbolic links point at the same text (a link is recreated, not linked, when carried over).
    private func sameLink(_ a: [CChar], _ b: [CChar]) -> Bool {
        func target(_ path: [CChar]) -> [CChar]? {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count)
            return count < 0 ? nil : Array(buffer[..<count])
        }
        guard let first = target(a) else { return false }
        return first == target(b)
    }

    /// Entries the user added while the build ran (in the old tree, after it was walked) move to the new site;
    /// folders `skip` names are not looked into (an export's legacy work folder, which goes with the old tree).
    func bringOverArrivals(from old: String, kept: [FileTree.Entry], ours: Set<RawPath>,
                           oursFolders: Set<RawPath>, skip: Set<RawPath> = []) {
        guard let info = FileTree.status(RawPath.root.cPath(under: old)) else { return }
        let known = Set(kept.map(\.path))
        var arrivals: [RawPath] = []
        try? FileTree.walk(old, device: info.st_dev, skip: { skip.contains($0) }) { entry in
            if entry.path == Self.manifest || ours.contains(entry.path) || known.contains(entry.path) { return }
            if entry.kind == .folder && oursFolders.contains(entry.path) { return }
            arrivals.append(entry.path)
        }
        var folders: Set<RawPath> = [.root]
        for path in arrivals {
            if FileTree.status(path.cPath(under: out)) != nil { continue }   // moved with its folder
            try? ensureFolder(path.parent, in: out, folders: &folders)
            _ = rename(path.cPath(under: old), path.cPath(under: out))
        }
    }

    // MARK: In place

    /// Updates the output folder in place from `staging` (on its file system), for an output folder that
    /// cannot trade places with another: a mount point, or a folder of an overlayfs lower layer. Only the
    /// files `plan` moves (added or changed) are replaced, each in one rename, and the files it drops are
    /// removed; the site as a whole is not updated at once (a build killed midway leaves some new files and
    /// some old, and the next build replaces them all). The user's files are not touched.
    private func updateInPlace(from staging: String, plan: Plan, ours: Set<RawPath>,
                               oursFolders: Set<RawPath>) throws {
        let site = plan.manifest.all
        let siteFolders = Set(site.flatMap(\.ancestors))
        let partly = "; \(display) is partly updated: build again"
        // First the manifest lists the files of both builds, so that whatever a kill leaves is the next
        // build's to replace.
        var union = Array(SiteFiles.manifestHeader.utf8)
        for path in ours.union(site).sorted() { union += [0x0A] + path.bytes }
        union.append(0x0A)
        let unionPath = RawPath(".shuffleboard-manifest-both")
        try create(unionPath.cPath(under: staging), contents: union, shown: unionPath)
        guard rename(unionPath.cPath(under: staging), Self.manifest.cPath(under: out)) == 0 else {
            throw failure(Self.manifest, in: out, "cannot write")
        }
        for path in plan.removed.sorted(by: >) {
            let target = path.cPath(under: out)
            if let info = FileTree.status(target), FileTree.kind(of: info) != .folder { _ = unlink(target) }
        }
        // The previous build's folders the new site does not use, once empty, deepest first.
        for folder in oursFolders.subtracting(siteFolders).sorted(by: { ($0.depth, $0) > ($1.depth, $1) }) {
            _ = rmdir(folder.cPath(under: out))
        }
        var folders: Set<RawPath> = [.root]
        for path in plan.moving.sorted() + [Self.manifest] {
            guard (try? ensureFolder(path.parent, in: out, folders: &folders)) != nil,
                  rename(path.cPath(under: staging), path.cPath(under: out)) == 0 else {
                throw Failure.at("\(display)/\(path)", "cannot move the new file in place: "
                    + String(cString: strerror(errno)) + partly)
            }
        }
        // The folders whose entries changed, on disk (the files were flushed before they moved in).
        let changed = Set(plan.moving.union(plan.removed).flatMap { [$0.parent] + $0.parent.ancestors } + [RawPath.root])
        for folder in changed.sorted(by: { ($0.depth, $0) > ($1.depth, $1) }) {
            let path = folder.cPath(under: out)
            guard FileTree.status(path) != nil else { continue }   // removed: its parent holds the change
            do throws(Failure) {
                try Self.flushEntry(path, shown: folder, display: display)
            } catch {
                throw error.replacing("; \(display) was left as it was", with: partly)
            }
        }
    }

    // MARK: Reading the output folder

    /// Walks the output folder (see ``FileTree/walk(_:device:skip:_:)``), refusing one that holds a mount
    /// point: the previous site is moved aside whole and deleted, and what is mounted inside would go with it.
    private func walk(_ root: String, device: dev_t, _ visit: (FileTree.Entry) throws -> Void) throws {
        let inner = Array(Self.innerStagingPrefix.utf8)
        do {
            try FileTree.walk(root, device: device, skip: { $0.depth == 1 && $0.bytes.starts(with: inner) }, visit)
        } catch let mount as FileTree.MountPoint {
            throw Failure.at("\(display)/\(mount.path)", "a mount point inside the output folder; a build replaces "
                + "the whole folder and will not move or delete what another file system holds; unmount it or "
                + "choose another --out; nothing was written")
        } catch let unreadable as FileTree.Unreadable {
            throw Failure.at("\(unreadable.path.isRoot ? display : "\(display)/\(unreadable.path)")", "cannot read "
                + "the output folder: \(String(cString: strerror(unreadable.code))); \(display) was left as it was")
        }
    }

    /// Removes what a killed build or export left next to the output folder (and, for an in-place build,
    /// inside it): its staging folder, the previous site, an export's work folder (`.DIR.export-<pid>`, for a
    /// board's folder `DIR` of an export folder: builds and exports into one parent take turns, so none is in
    /// use); first moves the previous site back when a build was killed between the two renames of the
    /// fallback swap. Only names that end in a pid are taken (``FileTree/leftovers(_:prefix:)``): a user's
    /// `.DIR.staging-notes` is theirs. ``ExportFolder`` cleans up beside a board's folder with it.
    func recoverAndCleanUp() {
        func ours(_ names: [[UInt8]]?, in folder: String, prefix: String) -> [String] {
            FileTree.leftovers(names, prefix: prefix).compactMap {
                String(validating: $0, as: UTF8.self).map { "\(folder)/\($0)" }
            }
        }
        let besideNames = FileTree.names(in: RawPath.root.cPath(under: parent))
        let staging = ours(besideNames, in: parent, prefix: ".\(stem).staging-")
        let previous = ours(besideNames, in: parent, prefix: ".\(stem).previous-")
        let export = ours(besideNames, in: parent, prefix: ".\(stem).export-")
        if FileTree.status(RawPath.root.cPath(under: out)) == nil, let last = previous.last {
            _ = rename(last, out)
        }
        for entry in staging + previous + export { FileTree.remove(entry) }
        let inside = ours(FileTree.names(in: RawPath.root.cPath(under: out)), in: out, prefix: Self.innerStagingPrefix)
        for entry in inside { FileTree.remove(entry) }
    }

    /// The manifest's bytes; nil when there is none.
    private func manifestBytes() -> [UInt8]? {
        FileManager.default.contents(atPath: "\(out)/\(SiteFiles.manifestName)").map { Array($0) }
    }

    /// Stops when a file of the new site would replace a file or folder the user put in the output folder.
    private func checkConflicts(_ kept: [FileTree.Entry], newFiles: [RawPath]) throws {
        let files = Set(newFiles)
        let folders = Set(newFiles.flatMap(\.ancestors))
        let conflicts = kept.filter { entry in
            files.contains(entry.path) || (entry.kind != .folder && folders.contains(entry.path))
                || entry.path.ancestors.contains(where: files.contains)
        }
        guard let first = conflicts.first else { return }
        let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
        throw Failure.at("\(display)/\(first.path)", "the build would replace this, which shuffleboard did not "
            + "write (\(display)/\(SiteFiles.manifestName) does not list it)\(more); move it away or delete it; "
            + "nothing was written")
    }

    // MARK: Messages

    /// `DIR/PATH: error: WHAT: <errno text>; DIR was left as it was` for the last system call's failure at a
    /// path inside the output folder (or the staging folder standing for it).
    private func failure(_ path: RawPath, in root: String, _ what: String) -> Failure {
        let reason = String(cString: strerror(errno))
        return Failure.at("\(path.isRoot ? display : "\(display)/\(path)")", "\(what): \(reason); "
            + "\(display) was left as it was")
    }

    /// The same for a path outside the output folder (its parent, the staging folder).
    private func failure(_ path: String, _ what: String) -> Failure {
        let reason = String(cString: strerror(errno))
        let shown = path == out ? display : path.hasPrefix(out + "/") ? display + path.dropFirst(out.count) : path
        return Failure.at("\(shown)", "\(what): \(reason); \(display) was left as it was")
    }

    private func currentUmask() -> mode_t { FileTree.currentUmask() }

    /// The files ``carry(_:into:folders:)`` copied (where hard links are refused), each with its path
    /// inside the output folder and on disk: to flush.
    var copiedFiles: [(shown: RawPath, path: [CChar])] { written.files }
}

/// Writes all of `bytes` to `fd`, retrying short writes and interruptions.
private func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { return false }
        if n == 0 { errno = EIO; return false }
        offset += n
    }
    return true
}

/// The files one build wrote or copied (not those it hard-linked), each with its path inside the output
/// folder (for messages) and its path on disk: what ``SiteWriter`` flushes. Written from several threads.
private final class WrittenFiles: Sendable {
    private let list = Mutex<[(shown: RawPath, path: [CChar])]>([])

    var files: [(shown: RawPath, path: [CChar])] { list.withLock { $0 } }

    func add(_ shown: RawPath, _ path: [CChar]) { list.withLock { $0.append((shown, path)) } }
}
