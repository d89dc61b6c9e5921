import CShims
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system operations the site writer needs, on ``RawPath``s: they never follow a symbolic link and
/// never enter a folder where another file system (or a bind mount of the same one) is mounted.
enum FileTree {
    enum Kind { case folder, file, link, other }

    /// One entry of a tree, as `lstat` saw it.
    struct Entry {
        let path: RawPath
        let kind: Kind
        let info: stat
    }

    /// A folder inside a tree that is a mount point (found by ``walk(_:device:skip:_:)``).
    struct MountPoint: Error {
        let path: RawPath
    }

    static func kind(of info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .file
        case S_IFLNK: .link
        default: .other
        }
    }

    /// `lstat` of a C path; nil when there is nothing there.
    static func status(_ path: [CChar]) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// Whether the folder at `path` (its `lstat` in `info`) is a mount point, seen from a tree on `device`:
    /// another device, or the root of a mount (a bind mount of the same file system keeps the device id).
    static func isMountPoint(_ path: [CChar], _ info: stat, device: dev_t) -> Bool {
        info.st_dev != device || shuffleboard_is_mount_root(AT_FDCWD, path) == 1
    }

    /// The names in the open folder `fd`, byte-sorted, without `.` and `..`; nil when it cannot be read.
    /// `fd` stays open.
    static func names(inOpenFolder fd: Int32) -> [[UInt8]]? {
        let copy = dup(fd)
        guard copy >= 0, let folder = fdopendir(copy) else { return nil }
        defer { closedir(folder) }
        rewinddir(folder)
        var names: [[UInt8]] = []
        // The name is read in place, up to its NUL: `entry.pointee` would copy a whole `dirent`, and
        // readdir's last entry in its buffer can be shorter than that (d_reclen), ending at the end of
        // a mapped page (a crash, seen in serve's rebuilds, listing the large /tmp).
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(folder) {
            let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let name = Array(UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))))
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The names in the folder at `path`; nil (errno set) when it cannot be read.
    static func names(in path: [CChar]) -> [[UInt8]]? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return names(inOpenFolder: fd)
    }

    /// Visits every entry under the folder `root` (on `device`), folders before what they hold, in byte
    /// order; symbolic links are not followed, and neither are folders `skip` names.
    ///
    /// - Throws: ``MountPoint`` for the first folder inside that is a mount point, before visiting it;
    ///   `unreadable(path)` for a folder it cannot list.
    static func walk(_ root: String, device: dev_t, skip: (RawPath) -> Bool = { _ in false },
                     _ visit: (Entry) throws -> Void) throws {
        try walk(root, .root, device: device, skip: skip, visit)
    }

    struct Unreadable: Error {
        let path: RawPath
        let code: Int32
    }

    private static func walk(_ root: String, _ folder: RawPath, device: dev_t, skip: (RawPath) -> Bool,
                             _ visit: (Entry) throws -> Void) throws {
        guard let names = names(in: folder.cPath(under: root)) else { throw Unreadable(path: folder, code: errno) }
        for name in names {
            let path = folder.appending(name)
            if skip(path) { continue }
            let cPath = path.cPath(under: root)
            guard let info = status(cPath) else { continue }   // gone since it was listed
            let kind = kind(of: info)
            if kind == .folder && isMountPoint(cPath, info, device: device) { throw MountPoint(path: path) }
            try visit(Entry(path: path, kind: kind, info: info))
            if kind == .folder { try walk(root, path, device: device, skip: skip, visit) }
        }
    }

    /// The names among `names` that are `prefix` and a pid (one or more ASCII digits, nothing else): the
    /// work, staging and previous folders a build or an export names so beside its folder. A name with
    /// anything else after the prefix (a user's `.notes.staging-mine`) is not one of them.
    static func leftovers(_ names: [[UInt8]]?, prefix: String) -> [[UInt8]] {
        let start = Array(prefix.utf8)
        return (names ?? []).filter { name in
            name.count > start.count && name.starts(with: start)
                && name[start.count...].allSatisfy { (0x30...0x39).contains($0) }
        }
    }

    /// The process's umask, read without changing it where the system says it (Linux 4.7 and later:
    /// `/proc/self/status`'s `Umask:` line); elsewhere set and put back at once, which other threads
    /// creating files at that moment would see.
    static func currentUmask() -> mode_t {
        #if os(Linux)
        // Read by hand: /proc's files say they are empty (size 0).
        var bytes: [UInt8] = []
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                bytes += buffer[..<n]
            }
            close(fd)
        }
        let status = String(decoding: bytes, as: UTF8.self)
        if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let mask = mode_t(String(line.dropFirst("Umask:".count).filter { !$0.isWhitespace }), radix: 8) {
            return mask
        }
        #endif
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// Removes `path` and everything under it, without following symbolic links and without entering or
    /// removing a folder on another mount than `path`'s own (what is left there stays, with the folders
    /// above it). Best effort: what cannot be removed stays.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard kind(of: info) == .folder else { _ = unlink(path); return }
        let slash = path.utf8.lastIndex(of: RawPath.slash)
        let parent = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        let parentFD = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parentFD >= 0 else { return }
        defer { close(parentFD) }
        if shuffleboard_is_mount_root(parentFD, name) == 1 { return }
        removeFolder(named: Array(name.utf8CString), in: parentFD, device: info.st_dev)
    }

    private static func removeFolder(named name: [CChar], in parentFD: Int32, device: dev_t) {
        let fd = openat(parentFD, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_dev == device, shuffleboard_is_mount_root(fd, "") != 1 else {
            close(fd)
            return
        }
        for child in names(inOpenFolder: fd) ?? [] {
            let cName = child.map { CChar(bitPattern: $0) } + [0]
            var childInfo = stat()
            guard fstatat(fd, cName, &childInfo, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if kind(of: childInfo) == .folder {
                removeFolder(named: cName, in: fd, device: device)
            } else {
                _ = unlinkat(fd, cName, 0)
            }
        }
        close(fd)
        _ = unlinkat(parentFD, name, AT_REMOVEDIR)
    }
}
