import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file a command writes whole (`record --out`): written beside its place under a temporary
/// name and renamed over it, so that a reader sees the old file or the new one, never part of
/// one, and a failure leaves the old file as it was.
public enum WholeFile {
    /// A ``Failure`` at `path` when its folder is missing, is not a folder or cannot be written in,
    /// or `path` is a folder: checked before long work whose result goes there.
    public static func checkPlace(_ path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw Failure.at(path, "is a folder; --out names the file to write")
        }
        let place = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: place, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure.at(path, "cannot write: the folder '\(place)' does not exist")
        }
        guard access(place, W_OK) == 0 else { throw Failure.at(path, "cannot write in the folder '\(place)'") }
    }

    /// Writes `bytes` to `path`; a ``Failure`` at `path` when it cannot.
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let scratch = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).partial"
        let fd = open(scratch, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure.at(path, "cannot write: \(String(cString: strerror(errno)))") }
        let data = Array(bytes)
        var done = 0
        while done < data.count {
            let n = data.withUnsafeBytes { SystemCalls.write(fd, $0.baseAddress! + done, data.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let why = String(cString: strerror(errno))
                close(fd)
                unlink(scratch)
                throw Failure.at(path, "cannot write: \(why)")
            }
            done += n
        }
        guard close(fd) == 0, rename(scratch, path) == 0 else {
            let why = String(cString: strerror(errno))
            unlink(scratch)
            throw Failure.at(path, "cannot write: \(why)")
        }
    }
}
