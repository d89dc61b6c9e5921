import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `shuffleboard serve` compares to tell that its inputs changed (taken when ``InputWatch``
/// reports an event, or on every poll where it cannot watch): every Markdown file a
/// build of the same paths would read (``Inputs/markdownFiles(_:)``), and every file of the
/// templates folder, each with its size, modification time (to the nanosecond) and inode.
///
/// Two snapshots differ when a file was edited, added, removed or replaced (an editor's
/// save-by-rename gives a new inode even within the same time stamp). Taking one reads no
/// file: it lists the input folders and calls `stat`. A problem finding the files (a link out of
/// the inputs) is part of the snapshot, so that fixing it is a change too.
public struct InputSnapshot: Equatable, Sendable {
    struct Stamp: Equatable, Sendable {
        var path: String
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    var stamps: [Stamp]
    var problem: String?

    /// How many files the snapshot covers.
    public var fileCount: Int { stamps.count }

    /// The Markdown files under `paths`, the files of `templates` (a folder) and the `recordings`
    /// the boards name (``Inputs/recordingFiles(_:catalog:)``), as they are now.
    public static func take(_ paths: [String], templates: String?, recordings: [String] = []) -> InputSnapshot {
        var stamps: [Stamp] = []
        var problem: String?
        do {
            for file in try Inputs.markdownFiles(paths) {
                stamps.append(stamp(file.file, cPath: file.cPath))
            }
        } catch let failure as Failure {
            problem = failure.message
        } catch {
            problem = "\(error)"
        }
        if let templates {
            // Listed through a link too (`--templates theme` where theme links to a shared folder).
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? []).sorted() {
                let path = templates + "/" + name
                stamps.append(stamp(path, cPath: Array(path.utf8CString)))
            }
        }
        for path in recordings {
            stamps.append(stamp(path, cPath: Array(path.utf8CString)))
        }
        return InputSnapshot(stamps: stamps, problem: problem)
    }

    /// `stat` (links followed, as a build reads through them); a file gone is all zeros.
    static func stamp(_ path: String, cPath: [CChar]) -> Stamp {
        var info = stat()
        guard stat(cPath, &info) == 0 else {
            return Stamp(path: path, size: -1, seconds: 0, nanoseconds: 0, inode: 0)
        }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(path: path, size: Int64(info.st_size), seconds: Int(time.tv_sec),
                     nanoseconds: Int(time.tv_nsec), inode: UInt64(info.st_ino))
    }
}
