import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program this process starts and feeds: its standard input a pipe written with ``write(_:)``, its
/// standard output `/dev/null`, its standard error read into memory (the last ``keptError`` bytes) for
/// the message when it fails. `export` runs `ffmpeg` so; the program's own output files are its own
/// (it writes them where it is told, in the folder it runs in).
///
/// Why standard error in memory rather than a log file in the work folder: that file was empty exactly
/// when the disk was full, the failure it had to explain.
public final class ChildProcess: @unchecked Sendable {
    /// The program could not be started: `why` is the system's reason.
    public struct CannotStart: Error, Sendable {
        public var why: String
    }

    /// The program stopped reading its input (it exited, or closed it): `code` is the `errno` of the
    /// failed write (`EPIPE`).
    public struct StoppedReading: Error, Sendable {
        public var code: Int32
    }

    /// How the program ended: its exit status (or the number of the signal that ended it, as
    /// Foundation's `terminationStatus` has it) and the last bytes it wrote to its standard error.
    public struct Exit: Sendable {
        public var status: Int32
        public var errorOutput: [UInt8]
    }

    /// The bytes of standard error kept: the last 64 KiB.
    public static let keptError = 1 << 16

    /// The program's file name, for messages (`ffmpeg`).
    public let name: String
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let said = NSLock()
    private var text: [UInt8] = []
    private let reading = DispatchGroup()

    /// Starts `program` (a path) with `arguments`, in the folder `folder`.
    public init(_ program: String, _ arguments: [String], in folder: String) throws(CannotStart) {
        // A program that exits early must not kill this one as it writes: EPIPE instead of SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        name = (program as NSString).lastPathComponent
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CannotStart(why: error.localizedDescription)
        }
        try? errors.fileHandleForWriting.close()
        let handle = errors.fileHandleForReading
        DispatchQueue.global().async(group: reading) { [self] in
            while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                said.lock()
                text += chunk
                if text.count > Self.keptError { text.removeFirst(text.count - Self.keptError) }
                said.unlock()
            }
        }
    }

    /// Writes all of `bytes` to the program's standard input; throws if it stopped reading.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(StoppedReading) {
        let fd = input.fileHandleForWriting.fileDescriptor
        var done = 0
        while done < bytes.count {
            let n = SystemCalls.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw StoppedReading(code: n < 0 ? errno : EPIPE) }
            done += n
        }
    }

    /// Ends the program's input, waits for it to exit and for its standard error to be read.
    public func finish() -> Exit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        reading.wait()
        said.lock()
        defer { said.unlock() }
        return Exit(status: process.terminationStatus, errorOutput: text)
    }

    /// The first executable file named `name` in the folders of `path` (a `PATH` value), or nil.
    public static func find(_ name: String, path: String?) -> String? {
        for dir in (path ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
