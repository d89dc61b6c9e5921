import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error, read and written with system calls whose
/// failures are errors rather than traps.
///
/// `FileHandle.readDataToEndOfFile()` and `FileHandle.write(_:)` stop the program
/// (`try!` inside Foundation) when standard input is a folder or closed, or when
/// standard output is full (`> /dev/full`) or closed. Here each such case is one
/// ``Failure`` naming the stream and the system's reason, so the command exits 1 with
/// one line, as for any other bad input.
public enum StandardStreams {
    /// The standard descriptors (0, 1, 2) that were closed when the program started,
    /// each now open on `/dev/null`.
    ///
    /// A program started with `<&-` or `>&-` would otherwise hand the first file it
    /// opens that number: reading "standard input" would then read a template, and a
    /// figure printed to "standard output" would land in a file of the site. The
    /// program touches this first thing (`Main`), so no file can take those numbers;
    /// ``readInput()`` and ``writeOutput(_:)`` refuse a stream that was closed.
    public static let closedAtStart: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open() returns the lowest free number: this one, as the lower ones are open.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
            closed.insert(descriptor)
        }
        return closed
    }()

    /// Every byte of standard input, to its end.
    ///
    /// - Throws: ``Failure`` when standard input cannot be read: closed (`<&-`), a
    ///   folder (`< docs`), or any other read error. A read interrupted by a signal is
    ///   retried.
    public static func readInput() throws -> Data {
        if closedAtStart.contains(STDIN_FILENO) {
            throw Failure.at("<stdin>", "standard input is closed; give a board on standard input, or a file")
        }
        var info = stat()
        if fstat(STDIN_FILENO, &info) != 0 {
            throw Failure.at("<stdin>", "cannot read standard input: \(String(cString: strerror(errno)))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure.at("<stdin>", "standard input is a folder; render reads one file or a board on "
                + "standard input (build a folder with 'shuffleboard build')")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.at("<stdin>", "cannot read standard input: \(String(cString: strerror(errno)))")
            }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Writes all of `bytes` to standard output.
    ///
    /// - Throws: ``Failure`` ("error: cannot write to standard output: No space left on
    ///   device") when a write fails; what was written before it stays written, as with
    ///   any stream. A write interrupted by a signal, or a partial one, is continued.
    public static func writeOutput(_ bytes: some Sequence<UInt8>) throws {
        if closedAtStart.contains(STDOUT_FILENO) {
            throw Failure.plain("cannot write to standard output: it is closed")
        }
        if let errorNumber = write(Array(bytes), to: STDOUT_FILENO) {
            throw Failure.plain("cannot write to standard output: \(String(cString: strerror(errorNumber)))")
        }
    }

    /// Writes `text` to standard output (``writeOutput(_:)``).
    public static func writeOutput(_ text: String) throws {
        try writeOutput(text.utf8)
    }

    /// Writes `text` to standard output, if it can: a running program's log (`serve`'s lines), whose
    /// loss is no reason to stop serving.
    public static func writeOutputIfPossible(_ text: String) {
        _ = write(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error, if it can: a message about a failure has
    /// nowhere else to go, so a failure to write it is not reported.
    public static func writeError(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes every byte to `descriptor`; the `errno` of the write that failed, or nil.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { return EIO }   // no progress: never loop on it
            offset += count
        }
        return nil
    }
}
