import Foundation
import Testing
@testable import SiteIO

/// `ChildProcess`, the one way a command starts a program (`export`'s ffmpeg): its input written through
/// a pipe, its standard error kept in memory (the last 64 KiB), its exit status, and the two ways it fails.
@Suite struct ChildProcessTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// What is written reaches the program's standard input whole, in the folder it runs in; its standard
    /// error and its exit status come back from `finish`.
    @Test func itsInputArrivesAndItsErrorsAndStatusComeBack() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let child = try ChildProcess("/bin/sh", ["-c", "cat > got; echo 'no room' >&2; exit 3"], in: dir)
        #expect(child.name == "sh")
        // 1 MiB, past a pipe's 64 KiB buffer: the writes wait for the program to read.
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try bytes.withUnsafeBytes { try child.write($0) }
        let exit = child.finish()
        #expect(exit.status == 3)
        #expect(exit.errorOutput == Array("no room\n".utf8))
        #expect(FileManager.default.contents(atPath: "\(dir)/got").map(Array.init) == bytes)
    }

    /// Of a program that writes 100,000 bytes to its standard error, the last 65,536 are kept.
    @Test func onlyTheLastOfItsStandardErrorIsKept() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 10,000 lines of 9 digits and a line feed (10 bytes each): 100,000 bytes, the last "000009999\n".
        let child = try ChildProcess("/bin/sh", ["-c", "i=0; while [ $i -lt 10000 ]; do printf '%09d\\n' $i >&2; i=$((i+1)); done"],
                                     in: dir)
        let exit = child.finish()
        #expect(exit.status == 0)
        #expect(exit.errorOutput.count == ChildProcess.keptError)
        #expect(exit.errorOutput.suffix(10) == Array("000009999\n".utf8)[...])
    }

    /// A program that exits without reading: the write fails with EPIPE (and this process is not killed
    /// by SIGPIPE); a program that does not exist cannot start.
    @Test func aProgramThatStopsReadingOrCannotStartIsAnError() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let child = try ChildProcess("/bin/sh", ["-c", "exec 0<&-; exit 0"], in: dir)
        let bytes = [UInt8](repeating: 7, count: 1 << 20)
        #expect(throws: ChildProcess.StoppedReading.self) {
            try bytes.withUnsafeBytes { try child.write($0) }
        }
        #expect(child.finish().status == 0)
        #expect(throws: ChildProcess.CannotStart.self) {
            _ = try ChildProcess("\(dir)/no-such-program", [], in: dir)
        }
    }

    /// `find` takes the first executable of that name along PATH, skipping a file that is not executable.
    @Test func findTakesTheFirstExecutableOnThePath() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (sub, mode) in [("a", 0o644), ("b", 0o755), ("c", 0o755)] {
            try FileManager.default.createDirectory(atPath: "\(dir)/\(sub)", withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: "\(dir)/\(sub)/tool", contents: Data("#!/bin/sh\n".utf8),
                                           attributes: [.posixPermissions: mode])
        }
        #expect(ChildProcess.find("tool", path: "\(dir)/a::\(dir)/b:\(dir)/c") == "\(dir)/b/tool")
        #expect(ChildProcess.find("tool", path: "\(dir)/a") == nil)
        #expect(ChildProcess.find("tool", path: nil) == nil)
    }
}
