import Foundation
import Scenario

/// Writes the templates `shuffleboard templates --out DIR` gives out, all or none on a write
/// failure: each file is written and flushed into a staging folder inside DIR, and only once every
/// one is there are they renamed into place, one by one (a rename takes no space). A failure to
/// write (a full disk: it left 3 of the 7 files, so that a rerun was refused for the files it had
/// written, issue 29) removes the staging folder, and DIR too if this run made it, so nothing is
/// left and a rerun starts afresh. A rename that fails after the first (a folder where `--force`
/// would put a template) leaves the ones before it in place, and its message says how many.
///
/// A kill is not all or none. Killed while the files are staged, it leaves DIR's templates as they
/// were, with the staging folder beside them (and DIR, if this run made it); killed during the
/// renames (microseconds), the first templates in name order are the new ones and the others as
/// they were (the old ones with `--force`, else missing), the rest of the new ones in the staging
/// folder. DIR is not swapped whole, as build's output folder is, because it holds the user's files
/// too, which are never moved. The next run removes a killed run's staging folder (only the
/// template files in it, then the folder if empty); with `--force` it writes all seven, without it
/// it is refused for the templates the killed run put in place.
public enum TemplateFolder {
    /// The prefix of the staging folder's name, inside DIR (`.templates.staging-PID`); only a name
    /// that is this and a pid is taken for one (``isStaging(_:)``).
    static let stagingPrefix = ".templates.staging-"

    /// Writes `files` (file name, text) into `folder`, made if missing; returns the names written.
    /// Without `force`, refuses before writing anything when one of them exists.
    public static func write(_ files: [(name: String, text: String)], into folder: String, force: Bool) throws -> [String] {
        let display = folder.escapingTerminalControls()
        var isFolder: ObjCBool = false
        let fm = FileManager.default
        if fm.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw Failure.at("\(display)", "--out names a file, not a folder; nothing was written")
        }
        let names = files.map(\.name)
        let existing = names.filter { (try? fm.attributesOfItem(atPath: "\(folder)/\($0)")) != nil }
        if !force, let first = existing.first {
            let more = existing.count > 1 ? " (and \(existing.count - 1) more of the \(names.count) templates)" : ""
            throw Failure.at("\(display)/\(first.escapingTerminalControls())", "the file exists\(more); nothing was "
                + "written (pass --force to overwrite, or choose another --out)")
        }
        let made = try makeFolders(folder, display: display)
        removeStaleStaging(in: folder, names: Set(names))
        let staging = "\(folder)/\(stagingPrefix)\(getpid())"
        func fail(_ what: String) -> Failure {
            let reason = String(cString: strerror(errno))
            remove(staging, names: names)
            for created in made.reversed() { _ = rmdir(created) }
            return Failure.at("\(display)", "\(what): \(reason); nothing was written")
        }
        guard mkdir(staging, 0o777) == 0 else { throw fail("cannot write the templates") }
        for (name, text) in files {
            guard writeFile("\(staging)/\(name)", Array(text.utf8)) else { throw fail("cannot write the templates") }
        }
        for (index, name) in names.enumerated() {
            guard rename("\(staging)/\(name)", "\(folder)/\(name)") == 0 else {
                guard index > 0 else { throw fail("cannot move the templates in place") }
                let reason = String(cString: strerror(errno))
                remove(staging, names: names)
                throw Failure.at("\(display)/\(name.escapingTerminalControls())", "cannot move the template in place: "
                    + "\(reason); the \(index) before it were written")
            }
        }
        _ = rmdir(staging)
        return names
    }

    /// Makes `folder` and its missing parents; returns those it made, outermost first.
    private static func makeFolders(_ folder: String, display: String) throws -> [String] {
        var missing: [String] = []
        var path = folder
        while !path.isEmpty, path != "/", path != ".", access(path, F_OK) != 0 {
            missing.insert(path, at: 0)
            path = parent(path)
        }
        var made: [String] = []
        for path in missing {
            guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
                let reason = String(cString: strerror(errno))
                for created in made.reversed() { _ = rmdir(created) }
                throw Failure.at("\(display)", "cannot make the folder: \(reason); nothing was written")
            }
            made.append(path)
        }
        return made
    }

    /// The folder that holds `path` ("" for a name without a slash, "/" for one at the root).
    private static func parent(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Writes, flushes and closes a new file; false (errno set) on failure, the file then removed.
    private static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return false }
        var offset = 0
        var ok = true
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                if n <= 0 {
                    if n == 0 { errno = EIO }
                    ok = false
                    return
                }
                offset += n
            }
        }
        if ok {
            while fsync(fd) != 0 {
                if errno == EINTR { continue }
                ok = false
                break
            }
        }
        let saved = errno
        if close(fd) != 0, ok { ok = false } else { errno = saved }
        if !ok {
            let saved = errno
            _ = unlink(path)
            errno = saved
        }
        return ok
    }

    /// Removes `staging`'s files of `names`, then the folder if that leaves it empty.
    private static func remove(_ staging: String, names: [String]) {
        for name in names { _ = unlink("\(staging)/\(name)") }
        _ = rmdir(staging)
    }

    /// Removes the staging folders killed runs left in `folder`: only the template files in them,
    /// and each folder once empty, so nothing else of the user's goes. Only a name that is the prefix
    /// and a pid (``isStaging(_:)``): a user's `.templates.staging-notes/` is not touched.
    private static func removeStaleStaging(in folder: String, names: Set<String>) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries where isStaging(entry) {
            remove("\(folder)/\(entry)", names: Array(names))
        }
    }

    /// Whether `name` is a staging folder's: the prefix, then one or more ASCII digits and nothing else.
    /// (The rule of a build's and an export's leftovers, ``FileTree/leftovers(_:prefix:)``.)
    static func isStaging(_ name: String) -> Bool {
        !FileTree.leftovers([Array(name.utf8)], prefix: stagingPrefix).isEmpty
    }
}
