import SitePlan
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SiteWriter {
    /// What a build changes in the output folder, worked out before anything is written: each of the site's
    /// files is compared, byte for byte, with the file at its path when the manifest lists that path (a file
    /// of the size expected is read; one of another size differs without being read).
    struct Plan {
        /// The site's files whose bytes the folder already holds, with the `lstat` taken when they were
        /// compared: hard-linked into the new site, so they keep their inode and times.
        var same: [RawPath: stat] = [:]
        /// The site's files that are new or whose bytes changed: written.
        var moving: Set<RawPath> = []
        /// Under `--merge`: the files earlier builds of other inputs wrote, kept (hard-linked) as they are.
        var others: [RawPath: stat] = [:]
        /// Files the manifest lists that the new site does not hold: removed.
        var removed: Set<RawPath> = []
        /// The new manifest.
        var manifest = SiteManifest()
        var summary = WriteSummary()

        /// - Parameters:
        ///   - owner: `""` for a plain build, which owns every file the manifest lists; a `--merge` key for a
        ///     build that owns only the files earlier builds under that key wrote, and keeps the others.
        init(_ files: [OutputFile], owner: String, previous: SiteManifest, in out: String) {
            let ours = previous.all
            let fresh = Set(files.map { RawPath($0.path) })
            if !owner.isEmpty {
                manifest = previous
                // Another input's file stays while it is there; one the user removed drops out of the manifest.
                let othersPaths = previous.groups.filter { $0.key != owner }.values.reduce(into: Set()) { $0.formUnion($1) }
                // One in the way of this build's files (a file where it needs a folder, or the reverse) goes.
                let freshFolders = Set(fresh.flatMap(\.ancestors))
                for path in othersPaths.subtracting(fresh)
                where !freshFolders.contains(path) && !path.ancestors.contains(where: fresh.contains) {
                    if let info = FileTree.status(path.cPath(under: out)), FileTree.kind(of: info) == .file {
                        others[path] = info
                    }
                }
            }
            removed = ours.subtracting(fresh).subtracting(others.keys)
            manifest.remove(removed)
            manifest.assign(fresh, to: owner)
            for file in files {
                let path = RawPath(file.path)
                let target = path.cPath(under: out)
                if ours.contains(path), let info = FileTree.holding(target, file.bytes) {
                    same[path] = info
                } else {
                    moving.insert(path)
                    if ours.contains(path) && FileTree.status(target) != nil {
                        summary.changed += 1
                    } else {
                        summary.added += 1
                    }
                }
            }
            summary.unchanged = same.count
            summary.removed = removed.count
            summary.keptFromOthers = others.count
        }
    }
}

extension FileTree {
    /// The `lstat` of the regular file at `path` when it holds exactly `expected`; nil otherwise (another
    /// kind of entry, another size, other bytes, or nothing there). Reads the file only when its size is
    /// `expected`'s.
    static func holding(_ path: [CChar], _ expected: some Collection<UInt8>) -> stat? {
        guard let info = status(path), kind(of: info) == .file, Int(info.st_size) == expected.count else { return nil }
        if expected.isEmpty { return info }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, sameFile(opened, info) else { return nil }
        // One byte more than expected, to see a file that grew since.
        var buffer = [UInt8](repeating: 0, count: expected.count + 1)
        var filled = 0
        while filled < buffer.count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break }
            filled += n
        }
        guard filled == expected.count else { return nil }
        let equal = expected.withContiguousStorageIfAvailable { bytes in
            buffer.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
        } ?? buffer.prefix(filled).elementsEqual(expected)
        return equal ? info : nil
    }

    /// Whether two `stat`s are of the same file with the same contents as far as metadata tell: device,
    /// inode, size and modification time. (Not the change time: linking a file changes it.)
    static func sameFile(_ a: stat, _ b: stat) -> Bool {
        #if canImport(Darwin)
        let (ma, mb) = (a.st_mtimespec, b.st_mtimespec)
        #else
        let (ma, mb) = (a.st_mtim, b.st_mtim)
        #endif
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino && a.st_size == b.st_size
            && ma.tv_sec == mb.tv_sec && ma.tv_nsec == mb.tv_nsec
    }
}
