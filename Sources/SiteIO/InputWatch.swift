#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells `shuffleboard serve` that an input may have changed, so that it takes an
/// ``InputSnapshot`` only then, not on every poll: Linux's inotify, watching the folders a build
/// walks and the files it reads, and nothing else.
///
/// Watched (``cover(_:templates:)``): every folder under an input folder (added before it is
/// listed, so a file made in a new folder while it is being walked is seen too), the folder that
/// holds each file named on the command line and the file itself (through a link, as a build reads
/// it), the templates folder and each of its files. A folder's watch sees a file in it written,
/// added, removed or renamed, which is what an editor's save does. Watches of what is no longer
/// an input are removed. Nothing outside the inputs is watched nor listed: a `node_modules`
/// beside a page named on the command line is not read, and an idle `serve` makes a
/// non-blocking `read` four times a second, nothing more.
///
/// Where there is no inotify (macOS), or a watch cannot be added (the limit of
/// `fs.inotify.max_user_watches`), ``isComplete`` is false and ``changed()`` always says yes: the
/// caller polls, as before.
public final class InputWatch: @unchecked Sendable {   // used by one task at a time: the watcher's
    private let fd: Int32
    /// The watches, by descriptor, with the path each was added for.
    private var watches: [Int32: [CChar]] = [:]
    /// Whether every path of the last ``cover(_:templates:)`` is watched.
    public private(set) var isComplete = true

    /// Nil where the system has no inotify.
    public init?() {
        #if os(Linux)
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        #else
        return nil
        #endif
    }

    deinit { close(fd) }

    /// How many files and folders are watched.
    public var count: Int { watches.count }

    /// The paths watched, for tests and messages.
    public var paths: [String] { watches.values.map { String(cString: $0) }.sorted() }

    /// Watches what a build of `paths` with `templates` reads (and the `recordings` its boards name),
    /// and stops watching anything else.
    public func cover(_ paths: [String], templates: String?, recordings: [String] = []) {
        #if os(Linux)
        var kept: Set<Int32> = []
        var complete = true
        func add(_ path: [CChar], folder: Bool) {
            let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
                | (folder ? UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO) : 0)
            let wd = inotify_add_watch(fd, path, mask)
            if wd < 0 {
                // A path gone between listing and watching is seen by its folder's watch; anything else
                // (the watch limit, ENOSPC) leaves a hole: poll.
                if errno != ENOENT && errno != ENOTDIR { complete = false }
                return
            }
            kept.insert(wd)
            watches[wd] = path
        }
        /// Watches `folder`, then lists it and watches its folders (links are not followed, as the build
        /// reads a link to a folder inside the inputs where its files are).
        func walk(_ folder: [CChar]) {
            add(folder, folder: true)
            let handle = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard handle >= 0 else { return }
            let names = FileTree.names(inOpenFolder: handle) ?? []
            close(handle)
            let base = Array(folder.dropLast())   // without its NUL
            for name in names {
                let child = base + [CChar(bitPattern: UInt8(ascii: "/"))] + name.map { CChar(bitPattern: $0) } + [0]
                if let info = FileTree.status(child), FileTree.kind(of: info) == .folder { walk(child) }
            }
        }
        for path in paths {
            let cPath = Array(path.utf8CString)
            var info = stat()
            if stat(cPath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                walk(cPath)
            } else {
                add(cPath, folder: false)
                add(Array(Self.parent(of: path).utf8CString), folder: true)   // replaced, removed, back again
            }
        }
        for path in recordings {   // a file, and its folder: written anew, removed, back again
            add(Array(path.utf8CString), folder: false)
            add(Array(Self.parent(of: path).utf8CString), folder: true)
        }
        if let templates {
            let cPath = Array(templates.utf8CString)
            add(cPath, folder: true)
            add(Array(Self.parent(of: templates).utf8CString), folder: true)
            let handle = open(cPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if handle >= 0 {
                let base = Array(cPath.dropLast())
                for name in FileTree.names(inOpenFolder: handle) ?? [] {
                    add(base + [CChar(bitPattern: UInt8(ascii: "/"))] + name.map { CChar(bitPattern: $0) } + [0],
                        folder: false)
                }
                close(handle)
            }
        }
        for wd in watches.keys where !kept.contains(wd) {
            inotify_rm_watch(fd, wd)
            watches[wd] = nil
        }
        isComplete = complete
        #endif
    }

    /// Whether anything watched happened since the last call (the events are read and dropped);
    /// always true when the watch is not complete. Never blocks.
    public func changed() -> Bool {
        var any = !isComplete
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { any = true; continue }
            if count < 0 && errno == EINTR { continue }
            return any   // EAGAIN: nothing more to read
        }
    }

    /// The folder that holds `path` (`.` for a name alone).
    static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
