import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A headless Chromium this process started, speaking the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`): the browser reads commands on its descriptor 3 and writes
/// answers and events on its descriptor 4. No port is opened, so nothing else on the machine
/// can drive it, and no driver program stands between.
///
/// Why `posix_spawn` and not `Process`: Foundation's `Process` (like swift-subprocess on
/// Linux) passes only the three standard descriptors. Why the pipe's ends are moved above
/// descriptor 10 first: `pipe()` may return 3 or 4 themselves, and `dup2(a, 3)` followed by
/// `dup2(b, 4)` would then overwrite an end before it is copied.
///
/// Its standard error goes to a file in its profile folder, read back (the last 4 KiB) for the
/// message when it dies; its profile folder is a fresh temporary one, removed by ``close()``.
public final class ChromiumProcess: @unchecked Sendable {
    /// The browser could not be started, or died: `why` says how, with the end of what it wrote.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var why: String
        public var description: String { why }
    }

    public let pid: pid_t
    /// This process's ends: it writes commands to `commands` and reads from `answers`.
    let commands: Int32
    let answers: Int32
    let profile: String
    private var exited: Int32?
    private var closed = false

    /// The Chromium started when no `--browser` is given: Debian's.
    public static let debian = "/usr/bin/chromium"

    /// The flags: headless, the pipe, a fresh profile, and what makes a page's frames depend on
    /// nothing but the page (no background throttling; a real rendering as soon as one is asked
    /// for, without waiting for a 60 Hz vsync; one device pixel per CSS pixel), as the
    /// conformance suite starts it (docs/conformance.md).
    static func arguments(profile: String) -> [String] {
        var flags = ["--headless", "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--no-first-run",
                     "--no-default-browser-check", "--disable-gpu", "--disable-dev-shm-usage", "--disable-extensions",
                     "--disable-sync", "--mute-audio", "--hide-scrollbars", "--window-size=800,600",
                     "--force-device-scale-factor=1", "--disable-background-timer-throttling",
                     "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows",
                     "--disable-frame-rate-limit", "--disable-gpu-vsync", "--allow-file-access-from-files"]
        // Chromium refuses to run as root with its sandbox (containers, CI).
        if geteuid() == 0 { flags.append("--no-sandbox") }
        return flags + ["about:blank"]
    }

    /// Starts `program` (a path).
    public init(_ program: String) throws(Failure) {
        signal(SIGPIPE, SIG_IGN)
        guard access(program, X_OK) == 0 else { throw Failure(why: "cannot run '\(program)': \(Self.reason(errno))") }
        var template = Array((NSTemporaryDirectory() + "/shuffleboard-record-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(why: "cannot make a profile folder: \(Self.reason(errno))") }
        profile = String(cString: made)
        var toBrowser: [Int32] = [-1, -1], fromBrowser: [Int32] = [-1, -1]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(why: "cannot make the pipe: \(Self.reason(errno))")
        }
        // This process's ends stay out of the browser (and of any other program started meanwhile).
        _ = fcntl(toBrowser[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromBrowser[0], F_SETFD, FD_CLOEXEC)
        // Writes that would block wait in poll, with a limit (DevTools.send): a stopped browser
        // is an error, not a hang.
        _ = fcntl(toBrowser[1], F_SETFL, fcntl(toBrowser[1], F_GETFL) | O_NONBLOCK)
        // The browser's ends, above 10 (still close-on-exec: only the dup2 copies reach it).
        let browserReads = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10)
        let browserWrites = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        commands = toBrowser[1]
        answers = fromBrowser[0]
        defer {
            Glibc.close(browserReads)
            Glibc.close(browserWrites)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "\(profile)/stderr.txt", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        // Its own process group, so that its helpers (renderer, zygote, GPU) end with it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = [program] + Self.arguments(profile: profile)
        var cArguments = argv.map { strdup($0) }
        cArguments.append(nil)
        defer { cArguments.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, &attributes, cArguments, environ)
        guard status == 0 else {
            Glibc.close(commands)
            Glibc.close(answers)
            try? FileManager.default.removeItem(atPath: profile)
            throw Failure(why: "cannot start '\(program)': \(Self.reason(status))")
        }
        pid = child
    }

    /// Whether it has exited (reaped), without waiting.
    public var hasExited: Bool {
        if exited != nil { return true }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exited = status
            return true
        }
        return false
    }

    /// How it ended, for a message: `exited with status N` or `was killed by signal N`, and the
    /// last lines it wrote to its standard error.
    public func deathNotice() -> String {
        var how = "stopped"
        if let status = exited {
            let signal = status & 0x7F
            how = signal == 0 ? "exited with status \((status >> 8) & 0xFF)" : "was killed by signal \(signal)"
        }
        let tail = errorTail()
        return tail.isEmpty ? how : "\(how); it said: \(tail)"
    }

    /// The last 4 KiB of its standard error, trimmed.
    func errorTail() -> String {
        guard let data = FileManager.default.contents(atPath: "\(profile)/stderr.txt") else { return "" }
        return String(decoding: data.suffix(4096), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ends it at once: SIGKILL to its process group (it and its helpers: renderer, zygote, GPU),
    /// the pipe closed, its profile folder removed. Nothing in a fresh, throwaway profile needs
    /// a graceful exit, and one (`Browser.close`, or the pipe closed) took 0.15 to 0.5 s of every
    /// `record` on 2 cores.
    public func close() {
        guard !closed else { return }
        closed = true
        if !hasExited {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            exited = status
        }
        // Its helpers, if any outlived it.
        kill(-pid, SIGKILL)
        Glibc.close(commands)
        Glibc.close(answers)
        try? FileManager.default.removeItem(atPath: profile)
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
