import Foundation
import Testing

/// `build --jobs N`: boards run and drawn on N threads, the output the same byte for byte; the site's
/// files flushed one by one (`fsync`), never the whole file system (`syncfs`).
@Suite struct JobsTests {
    @Test func theExamplesBuiltOnOneThreadAndOnSeveralAreTheSameByteForByte() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var outs: [URL] = []
        for jobs in ["1", "4"] {
            let out = dir.appendingPathComponent("site-\(jobs)")
            let result = try CLI.run(["build", "examples", "--out", out.path, "--jobs", jobs, "-q"])
            #expect(result.status == 0, "\(result.stderr)")
            outs.append(out)
        }
        let standard = dir.appendingPathComponent("site-default")
        #expect(try CLI.run(["build", "examples", "--out", standard.path, "-q"]).status == 0)
        CLI.expectSameTree(outs[0], outs[1])
        CLI.expectSameTree(outs[0], standard)
        for jobs in ["1", "3"] {
            let out = dir.appendingPathComponent("fragments-\(jobs)")
            #expect(try CLI.run(["build", "examples", "--fragment", "--out", out.path, "-j\(jobs)", "-q"]).status == 0)
        }
        CLI.expectSameTree(dir.appendingPathComponent("fragments-1"), dir.appendingPathComponent("fragments-3"))
    }

    @Test func jobsBelowOneIsMisuse() throws {
        let result = try CLI.run(["build", "examples", "--out", "/nonexistent/never", "--jobs", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--jobs 0: give at least 1"))
    }

    /// Under strace: no `syncfs` (or `sync`), and an `fsync` for each file the build wrote and each folder
    /// it made (the first build into a folder writes every file).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func aBuildFlushesWhatItWroteNotTheFileSystem() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("site"), log = dir.appendingPathComponent("strace.log")
        let result = try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/strace"),
                                 ["-f", "-qq", "-e", "trace=fsync,fdatasync,syncfs,sync", "-e", "signal=none", "-o", log.path,
                                  CLI.binary.path, "build", "examples", "--out", out.path, "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(!calls.contains { $0.contains("syncfs(") || $0.contains(" sync(") })
        // A call another thread interrupts is two lines, `fsync(5 <unfinished ...>` and `<... fsync resumed>) = 0`.
        let fsyncs = calls.filter { $0.contains("fsync(") }.count
        #expect(!calls.contains { $0.contains("= -1 ") })
        let fm = FileManager.default
        let entries = fm.enumerator(atPath: out.path)?.allObjects.count ?? 0
        #expect(entries > 100)
        // Every file and folder (the manifest among them), the output folder, and its parent after the swap.
        #expect(fsyncs >= entries + 2, "\(fsyncs) fsync calls for \(entries) entries")
        // A build that changes nothing writes, and so flushes, nothing.
        try fm.removeItem(at: log)
        #expect(try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/strace"),
                            ["-f", "-qq", "-e", "trace=fsync,syncfs", "-e", "signal=none", "-o", log.path,
                             CLI.binary.path, "build", "examples", "--out", out.path, "-q"]).status == 0)
        // (Only calls count: strace also logs signals, such as a SIGCONT the test's process sends.)
        let again = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("fsync(") || $0.contains("sync(") }
        #expect(again.isEmpty, "\(again.prefix(5))")
    }
}
