import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `shuffleboard serve` run as a user runs it, over HTTP on 127.0.0.1 (what a page does with it,
/// live reload and the error overlay, is Tests/Browser/serve_test.py's).
@Suite struct ServeTests {
    /// A running `serve`, stopped with SIGTERM by ``stop()``.
    final class Server {
        let process = Process()
        let out = Pipe(), err = Pipe()
        /// What it printed up to its "Serving" line.
        private(set) var printed = ""
        private(set) var url = ""
        var port: Int { Int(url.split(separator: ":").last ?? "") ?? 0 }

        /// How many bytes ``init(_:environment:waiting:fillingOutput:)`` put into its output pipe.
        private(set) var filler = 0

        /// Started with `environment` added to this process's; waits for its "Serving" line unless
        /// `waiting` is false (a first build that never ends). With `fillingOutput`, its output pipe
        /// is full before it starts, so that its first line blocks it until ``filler`` bytes are read.
        init(_ arguments: [String], environment: [String: String] = [:], waiting: Bool = true,
             fillingOutput: Bool = false) throws {
            if fillingOutput {
                let fd = out.fileHandleForWriting.fileDescriptor, flags = fcntl(fd, F_GETFL)
                _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)   // shared with the child: put back below
                let byte: [UInt8] = [0x2E]
                while write(fd, byte, 1) == 1 { filler += 1 }
                _ = fcntl(fd, F_SETFL, flags)
            }
            process.executableURL = CLI.binary
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = CLI.root
            if !environment.isEmpty {
                process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            process.standardOutput = out
            process.standardError = err
            try process.run()
            // A test that waits for a line that never comes ends anyway: killed, its output closes.
            let pid = process.processIdentifier, process = process
            DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { kill(pid, SIGKILL) } }
            if waiting { _ = read(until: "Ctrl-C stops)\n") }
            if let range = printed.range(of: #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                url = String(printed[range])
            }
        }

        /// What it printed, read until `text` is in it (or it closed its output).
        func read(until text: String) -> String {
            while !printed.contains(text) {
                let data = out.fileHandleForReading.availableData
                if data.isEmpty { break }   // it exited
                printed += String(decoding: data, as: UTF8.self)
            }
            return printed
        }

        /// `signal` (SIGTERM unless told), and whether it ended within `seconds` (else SIGKILL);
        /// then as ``stop()``.
        func stop(within seconds: Double, signal: Int32 = SIGTERM) -> (status: Int32, stderr: String, inTime: Bool) {
            kill(process.processIdentifier, signal)
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            let inTime = !process.isRunning
            if !inTime { kill(process.processIdentifier, SIGKILL) }
            let (status, stderr) = stop()
            return (status, stderr, inTime)
        }

        /// `request` sent as it is on a connection of its own to the server's port, and every byte
        /// of the answer, until the server closes the connection (so ask with `Connection: close`).
        func exchange(_ request: [UInt8]) throws -> (head: String, body: [UInt8]) {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            try #require(fd >= 0)
            defer { close(fd) }
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0)
            _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            var answer: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                answer += buffer[..<count]
            }
            let end = Array("\r\n\r\n".utf8)
            guard let split = answer.indices.first(where: { answer[$0...].starts(with: end) }) else {
                return (String(decoding: answer, as: UTF8.self), [])
            }
            return (String(decoding: answer[..<split], as: UTF8.self), Array(answer[(split + 4)...]))
        }

        /// A GET (or `method`) of `path` with these header lines (`Host` among them, or not), as ``exchange(_:)``.
        func get(_ path: String, headers: [String], version: String = "HTTP/1.1",
                 method: String = "GET") throws -> (head: String, body: [UInt8]) {
            try exchange(Array(("\(method) \(path) \(version)\r\n" + (headers + ["Connection: close"]).map { $0 + "\r\n" }.joined()
                + "\r\n").utf8))
        }

        /// SIGTERM, then its exit status and standard error.
        func stop() -> (status: Int32, stderr: String) {
            if process.isRunning { process.terminate() }
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
        }

        /// A GET of `path` for this server's own host: its status and body. On a socket of its own, with
        /// no suspension: an `await` of URLSession waited for a thread of the cooperative pool, which the
        /// suite's synchronous tests (exports, builds) could hold for minutes on 2 cores, past the server's
        /// 120 s watchdog (seen once in a full `make test`).
        func get(_ path: String) throws -> (status: Int, body: String) {
            let (head, body) = try get(path, headers: ["Host: 127.0.0.1:\(port)"])
            let status = head.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
            return (status, String(decoding: body, as: UTF8.self))
        }
    }

    @Test func servesTheSiteItBuiltAndWritesWhatBuildWrites() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let served = dir.appendingPathComponent("served"), built = dir.appendingPathComponent("built")
        let server = try Server(["examples/list.md", "--out", served.path, "--port", "0"])
        #expect(server.printed.hasPrefix("Built 1 page and 1 board in "), "\(server.printed)")
        #expect(server.url.hasPrefix("http://127.0.0.1:"), "\(server.printed)")

        let index = try server.get("/")
        #expect(index.status == 200)
        #expect(index.body.contains("<script src=\"/_shuffleboard/live.js\" data-generation=\"1\" defer></script>\n</body>"))
        let page = try server.get("/list.html")
        #expect(page.status == 200 && page.body.contains("/_shuffleboard/live.js"))
        let script = try server.get("/_shuffleboard/live.js")
        #expect(script.status == 200 && script.body.contains("new EventSource(\"/_shuffleboard/events\")"))
        let svg = try server.get("/boards/list-reorder/walkthrough.svg")
        #expect(svg.status == 200 && svg.body.hasPrefix("<svg"))
        // Nothing outside the site: a climbing path is no page, and the file middleware refuses it.
        let climbing = try server.get("/%2e%2e/%2e%2e/etc/passwd")
        #expect([400, 404].contains(climbing.status) && !climbing.body.contains("root:"))
        let missing = try server.get("/nothing-here.html")
        #expect(missing.status == 404)
        // A link in the site folder that leads out of it is no file; one that stays in it is.
        let secret = dir.appendingPathComponent("secret.txt")
        try "not for the browser\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: served.appendingPathComponent("out.txt"), withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(atPath: served.appendingPathComponent("in.svg").path,
                                                   withDestinationPath: "boards/list-reorder/walkthrough.svg")
        let out = try server.get("/out.txt")
        #expect(out.status == 404 && !out.body.contains("not for the browser"))
        #expect(try server.get("/in.svg").status == 200)
        try FileManager.default.removeItem(at: served.appendingPathComponent("out.txt"))
        try FileManager.default.removeItem(at: served.appendingPathComponent("in.svg"))
        // GET and HEAD only; HEAD has the head of GET's answer and no body.
        let post = try server.get("/", headers: ["Host: 127.0.0.1:\(server.port)"], method: "POST")
        #expect(post.head.hasPrefix("HTTP/1.1 405") && post.head.contains("Allow: GET, HEAD"), "\(post.head)")
        let head = try server.get("/list.html", headers: ["Host: 127.0.0.1:\(server.port)"], method: "HEAD")
        #expect(head.head.hasPrefix("HTTP/1.1 200") && head.body.isEmpty, "\(head.head)")
        // A file other than a page: typed, a validator that a reload sends back (304), one range of bytes (206).
        let host = "Host: 127.0.0.1:\(server.port)", path = "/boards/list-reorder/walkthrough.svg"
        let whole = try server.get(path, headers: [host])
        #expect(whole.head.contains("Content-Type: image/svg+xml") && whole.head.contains("Cache-Control: no-cache"), "\(whole.head)")
        let tag = try #require(whole.head.split(separator: "\r\n").first { $0.hasPrefix("ETag: ") }).dropFirst("ETag: ".count)
        let again = try server.get(path, headers: [host, "If-None-Match: \(tag)"])
        #expect(again.head.hasPrefix("HTTP/1.1 304") && again.body.isEmpty, "\(again.head)")
        let part = try server.get(path, headers: [host, "Range: bytes=0-3"])
        #expect(part.head.hasPrefix("HTTP/1.1 206") && part.body == Array("<svg".utf8), "\(part.head)")
        #expect(part.head.contains("Content-Range: bytes 0-3/\(whole.body.count)"), "\(part.head)")
        let beyond = try server.get(path, headers: [host, "Range: bytes=\(whole.body.count)-"])
        #expect(beyond.head.hasPrefix("HTTP/1.1 416"), "\(beyond.head)")

        let (status, stderr) = server.stop()
        #expect(status == 0, "\(stderr)")
        // The files on disk are build's, byte for byte: the script is only in what is served.
        let build = try CLI.run(["build", "examples/list.md", "--out", built.path])
        #expect(build.status == 0)
        CLI.expectSameTree(served, built)
    }

    @Test func aRebuildWritesWhatAFreshBuildOfTheEditedInputsWrites() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        let docs = dir.appendingPathComponent("docs"), theme = dir.appendingPathComponent("theme")
        try fm.createDirectory(at: docs, withIntermediateDirectories: true)
        try fm.createDirectory(at: theme, withIntermediateDirectories: true)
        for name in ["list.md", "across-sections.md", "compare-profiles.md"] {
            try fm.copyItem(at: CLI.root.appendingPathComponent("examples/\(name)"), to: docs.appendingPathComponent(name))
        }
        let pageTemplate = try String(contentsOf: CLI.root.appendingPathComponent("templates/page.mustache"), encoding: .utf8)
        try pageTemplate.write(to: theme.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
        let served = dir.appendingPathComponent("served"), built = dir.appendingPathComponent("built")
        let server = try Server([docs.path, "--templates", theme.path, "--out", served.path, "--port", "0"])
        var seen = server.printed

        /// Edits `file`, waits for the rebuild it makes, and returns its line.
        func change(_ file: URL, _ old: String, _ new: String) throws -> String {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
            while !seen.contains("Rebuilt ") {
                let data = server.out.fileHandleForReading.availableData
                if data.isEmpty { break }
                seen += String(decoding: data, as: UTF8.self)
            }
            defer { seen = "" }
            return seen.split(separator: "\n").first { $0.hasPrefix("Rebuilt ") }.map(String.init) ?? seen
        }

        // One board edited: only it is run and drawn again, and the site is what build writes.
        let edited = try change(docs.appendingPathComponent("across-sections.md"),
                                "C lands on G's index path in Done", "C lands in Done")
        #expect(edited.contains("(ran 1 and drew 1 again)"), "\(edited)")
        #expect(try CLI.run(["build", docs.path, "--templates", theme.path, "--out", built.path]).status == 0)
        CLI.expectSameTree(served, built)
        // A template edited: every board is drawn again with it.
        let themed = try change(theme.appendingPathComponent("page.mustache"), "<main>", "<main class=\"themed\">")
        #expect(themed.contains("(ran 0 and drew 3 again)"), "\(themed)")
        #expect(try CLI.run(["build", docs.path, "--templates", theme.path, "--out", built.path]).status == 0)
        CLI.expectSameTree(served, built)
        #expect(try String(contentsOf: served.appendingPathComponent("list.html"), encoding: .utf8)
            .contains("<main class=\"themed\">"))
        #expect(server.stop().status == 0)
    }

    @Test func refusesAPortInUseAMissingInputAndABadPort() async throws {
        let first = try Server(["examples/list.md", "--port", "0"])
        let port = try #require(first.url.split(separator: ":").last.map(String.init))
        let second = try Server(["examples/list.md", "--port", port])
        let (secondStatus, secondError) = second.stop()
        #expect(secondStatus == 1)
        #expect(secondError == "127.0.0.1:\(port): error: the port is in use (another serve?); pick another --port, "
            + "or --port 0 for a free one\n")
        let (status, _) = first.stop()
        #expect(status == 0)

        let missing = try CLI.run(["serve", "no-such-folder", "--port", "0"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "no-such-folder: error: no such file or folder\n")
        #expect(missing.stdout.isEmpty)
        let badPort = try CLI.run(["serve", "examples/list.md", "--port", "70000"])
        #expect(badPort.status == 64)
        #expect(badPort.stderr.contains("--port 70000: a port is 0 to 65535"))
    }

    /// A page that DNS rebinding sent here names its own host: no page, file, script or event
    /// stream answers it; only 127.0.0.1, localhost and [::1] at the port (any case), and --host.
    @Test func answersOnlyRequestsForItsOwnHost() async throws {
        let server = try Server(["examples/list.md", "--port", "0"])
        defer { _ = server.stop() }
        let port = server.port
        func status(_ path: String, _ headers: [String], version: String = "HTTP/1.1", of server: Server? = nil) throws -> String {
            let head = try (server ?? server0).get(path, headers: headers, version: version).head
            return String(head.split(separator: " ").dropFirst().first ?? "")
        }
        let server0 = server
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LocalHost:\(port)"] {
            #expect(try status("/", ["Host: \(host)"]) == "200", "\(host)")
        }
        for path in ["/", "/list.html", "/_shuffleboard/events", "/_shuffleboard/live.js",
                     "/boards/list-reorder/walkthrough.svg", "/boards", "/no-such-file"] {
            #expect(try status(path, ["Host: attacker.example:\(port)"]) == "403", "\(path)")
        }
        let refused = ["attacker.example", "127.0.0.1", "localhost:\(port + 1)", "localhost:0\(port)",
                       "127.0.0.1:\(port).attacker.example", "127.0.0.1.attacker.example:\(port)", "[::1]",
                       "localhost:\(port)@attacker.example", "docs.test.attacker.example:\(port)", ""]
        for host in refused {   // 400 where the parser refuses it first
            #expect(["400", "403"].contains(try status("/", ["Host: \(host)"])), "'\(host)'")
        }
        // No Host (HTTP/1.0 allows it; no browser omits it), and two: refused too.
        #expect(try status("/", [], version: "HTTP/1.0") == "403")
        #expect(try status("/", ["Host: 127.0.0.1:\(port)", "Host: attacker.example:\(port)"]) == "403")
        let answer = try server.get("/", headers: ["Host: attacker.example:\(port)"])
        #expect(!String(decoding: answer.body, as: UTF8.self).contains("<html"))
        #expect(try status("/", ["Host: docs.test:\(port)"]) == "403")

        // --host: that name too, any case, at the port.
        let named = try Server(["examples/list.md", "--port", "0", "--host", "Docs.Test"])
        defer { _ = named.stop() }
        for host in ["docs.test:\(named.port)", "DOCS.test:\(named.port)", "127.0.0.1:\(named.port)"] {
            #expect(try status("/", ["Host: \(host)"], of: named) == "200", "\(host)")
        }
        for host in ["docs.test", "docs.test:\(named.port + 1)", "attacker.example:\(named.port)"] {
            #expect(try status("/", ["Host: \(host)"], of: named) == "403", "\(host)")
        }
        let badHost = try CLI.run(["serve", "examples/list.md", "--port", "0", "--host", "evil.example:80"])
        #expect(badHost.status == 64 && badHost.stderr.contains("--host evil.example:80: a host name"), "\(badHost.stderr)")
    }

    /// A page of the user's in the output folder, in Latin-1: served byte for byte, with only the
    /// script added, and not labelled UTF-8 (its own meta says what it is).
    @Test func servesAPageInAnotherEncodingAsItIsOnDisk() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let served = dir.appendingPathComponent("served")
        let server = try Server(["examples/list.md", "--out", served.path, "--port", "0"])
        defer { _ = server.stop() }
        let latin1: [UInt8] = Array("<!doctype html><html><head><meta charset=\"iso-8859-1\"></head><body>caf".utf8)
            + [0xE9, 0x20, 0x6E, 0x61, 0xEF, 0x76, 0x65, 0xFF] + Array("</BODY></html>\n".utf8)
        try Data(latin1).write(to: served.appendingPathComponent("mine.html"))
        let answer = try server.get("/mine.html", headers: ["Host: 127.0.0.1:\(server.port)"])
        #expect(answer.head.hasPrefix("HTTP/1.1 200"))
        let tag = Array("<script src=\"/_shuffleboard/live.js\" data-generation=\"1\" defer></script>\n".utf8)
        let split = latin1.count - Array("</BODY></html>\n".utf8).count
        #expect(answer.body == Array(latin1[..<split]) + tag + latin1[split...])
        #expect(answer.head.lowercased().contains("content-type: text/html"))
        #expect(!answer.head.lowercased().contains("utf-8"), "\(answer.head)")
        // A page of the site still reads as the UTF-8 it is.
        let index = try server.get("/", headers: ["Host: 127.0.0.1:\(server.port)"])
        #expect(String(validatingUTF8: index.body.map { CChar(bitPattern: $0) } + [0]) != nil)
        #expect(String(decoding: index.body, as: UTF8.self).contains("<meta charset=\"utf-8\">"))
    }

    /// A folder asked without its last slash is redirected within the site: never to `//name/`,
    /// which a browser reads as another host.
    @Test func redirectsStayOnTheSite() async throws {
        let server = try Server(["examples/list.md", "--port", "0"])
        defer { _ = server.stop() }
        for path in ["/boards", "//boards", "///boards", "/%2Fboards", "/%2F%2Fboards"] {
            let head = try server.get(path, headers: ["Host: 127.0.0.1:\(server.port)"]).head
            #expect(head.hasPrefix("HTTP/1.1 301"), "\(path): \(head)")
            let location = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("location:") }
            #expect(location == "Location: /boards/", "\(path): \(head)")
        }
        for path in ["/\\boards", "/%5Cboards"] {
            let head = try server.get(path, headers: ["Host: 127.0.0.1:\(server.port)"]).head
            #expect(!head.lowercased().contains("location: //") && !head.lowercased().contains("location: /\\"), "\(path): \(head)")
        }
    }

    /// SIGTERM while a rebuild reads a FIFO that no one writes (it never ends): serve stops within
    /// the 5 s docs/serve.md promises, exit 0, its temporary folder removed; and SIGINT (Ctrl-C)
    /// the same during the first build.
    @Test func stopsAtOnceDuringABuildThatNeverEnds() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        let tmp = dir.appendingPathComponent("tmp"), docs = dir.appendingPathComponent("docs")
        try fm.createDirectory(at: tmp, withIntermediateDirectories: true)
        try fm.createDirectory(at: docs, withIntermediateDirectories: true)
        try fm.copyItem(at: CLI.root.appendingPathComponent("examples/list.md"), to: docs.appendingPathComponent("list.md"))
        let blocked = docs.appendingPathComponent("blocked.md")
        try "# Blocked\n".write(to: blocked, atomically: true, encoding: .utf8)

        /// Waits until serve opens the FIFO for reading (a writer's non-blocking open succeeds only
        /// then) and returns the writer, kept open and silent so that the read never ends.
        func waitForTheReader() throws -> Int32 {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let fd = open(blocked.path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { return fd }
                usleep(20_000)
            }
            Issue.record("serve never opened the FIFO")
            return -1
        }

        for during in ["a rebuild", "the first build"] {
            if during == "the first build" {
                try fm.removeItem(at: blocked)
                #expect(mkfifo(blocked.path, 0o644) == 0)
            }
            let server = try Server([docs.appendingPathComponent("list.md").path, blocked.path, "--port", "0"],
                                    environment: ["TMPDIR": tmp.path], waiting: during == "a rebuild")
            if during == "a rebuild" {
                #expect(server.printed.contains("Serving "), "\(server.printed)")
                try fm.removeItem(at: blocked)   // a file replaced by a FIFO: the rebuild blocks reading it
                #expect(mkfifo(blocked.path, 0o644) == 0)
            }
            let writer = try waitForTheReader()
            defer { if writer >= 0 { close(writer) } }
            let (status, stderr, inTime) = server.stop(within: 5, signal: during == "a rebuild" ? SIGTERM : SIGINT)
            #expect(inTime, "\(during): serve did not stop within 5 s")
            #expect(status == 0 && stderr.isEmpty, "\(during): \(status) \(stderr)")
            #expect(server.read(until: "Stopped").contains("Stopped; removed "), "\(server.printed)")
            #expect(try fm.contentsOfDirectory(atPath: tmp.path) == [], "\(during): the temporary folder stays")
        }
    }

    /// SIGTERM at any moment of serve's start stops it within 5 s, exit 0, its temporary folder
    /// removed: one signal per run, 20 runs, each at another delay after the process is spawned
    /// (0 to 190 ms: before its run begins, during the first build, around the handoff to the
    /// service group, once it serves). A signal before serve's run begins ends the process (the
    /// default action) before it has made anything. main's binary left its temporary folder behind
    /// for a signal between the folder's making and the first build's signal sources, and ran on
    /// after one that came while those sources were put up.
    @Test func stopsOnASignalAtAnyMomentOfItsStart() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmp = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        for run in 0..<20 {
            let server = try Server(["examples/list.md", "--port", "0"], environment: ["TMPDIR": tmp.path], waiting: false)
            usleep(UInt32(run * 10_000))
            let (status, stderr, inTime) = server.stop(within: 5)
            let printed = server.read(until: "Stopped")
            #expect(inTime, "\(run * 10) ms: serve did not stop within 5 s: \(printed)")
            if server.process.terminationReason == .uncaughtSignal {
                #expect(status == SIGTERM && printed.isEmpty && stderr.isEmpty, "\(run * 10) ms: \(status) \(printed) \(stderr)")
            } else {
                #expect(status == 0 && stderr.isEmpty, "\(run * 10) ms: \(status) \(stderr)")
                #expect(printed.contains("Stopped; removed "), "\(run * 10) ms: \(printed)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == [],
                    "\(run * 10) ms: the temporary folder stays (\(printed))")
        }
    }

    /// SIGTERM between the first build and the service group (serve held there, blocked writing
    /// its "Built" line into a full pipe) stops it too, once the line is written.
    @Test func stopsOnASignalBetweenTheFirstBuildAndServing() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmp = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let server = try Server(["examples/list.md", "--port", "0"], environment: ["TMPDIR": tmp.path], waiting: false,
                                fillingOutput: true)
        #expect(server.filler > 0)
        // Blocked in write(1, …): /proc/PID/task/TID/syscall starts with the call's number (1) and fd.
        let deadline = Date().addingTimeInterval(30)
        var blocked = false
        while !blocked && Date() < deadline && server.process.isRunning {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(server.process.processIdentifier)/task")) ?? []
            blocked = tasks.contains { task in
                let call = (try? String(contentsOfFile: "/proc/\(server.process.processIdentifier)/task/\(task)/syscall",
                                        encoding: .utf8)) ?? ""
                return call.hasPrefix("1 0x1 ")
            }
            if !blocked { usleep(5_000) }
        }
        #expect(blocked, "serve never wrote its first line")
        kill(server.process.processIdentifier, SIGTERM)
        usleep(100_000)
        _ = server.out.fileHandleForReading.readData(ofLength: server.filler)
        let (status, stderr, inTime) = server.stop(within: 5, signal: 0)
        let printed = server.read(until: "Stopped")
        #expect(inTime, "serve did not stop within 5 s: \(printed)")
        #expect(status == 0 && stderr.isEmpty, "\(status) \(stderr)")
        #expect(printed.hasPrefix("Built ") && printed.contains("Stopped; removed "), "\(printed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == [], "the temporary folder stays")
    }

    /// The watch covers the inputs and nothing beside them: with inotify (Linux), the folders a
    /// build walks and the folder of a file named on the command line are watched, a
    /// `node_modules` beside that file is not; and a page added in a new folder, or a file named on
    /// the command line replaced by an editor's rename, is built.
    @Test func watchesTheInputsAndNothingBeside() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        let site = dir.appendingPathComponent("site")
        let docs = site.appendingPathComponent("docs"), modules = site.appendingPathComponent("node_modules/pkg/lib")
        for folder in [docs.appendingPathComponent("sub"), modules] {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try "// not an input\n".write(to: modules.appendingPathComponent("index.js"), atomically: true, encoding: .utf8)
        let page = site.appendingPathComponent("page.md")
        try fm.copyItem(at: CLI.root.appendingPathComponent("examples/list.md"), to: page)
        try "# Guide\n".write(to: docs.appendingPathComponent("sub/guide.md"), atomically: true, encoding: .utf8)
        let server = try Server([docs.path, page.path, "--port", "0"])
        defer { _ = server.stop() }
        #expect(server.printed.hasPrefix("Built 2 pages and 1 board"), "\(server.printed)")

        #if os(Linux)
        /// The inodes of the watches of serve's inotify descriptor (/proc/PID/fdinfo).
        func watched() throws -> Set<UInt64> {
            let fds = "/proc/\(server.process.processIdentifier)/fd"
            for name in try fm.contentsOfDirectory(atPath: fds) {
                guard (try? fm.destinationOfSymbolicLink(atPath: "\(fds)/\(name)")) == "anon_inode:inotify" else { continue }
                let info = try String(contentsOfFile: "/proc/\(server.process.processIdentifier)/fdinfo/\(name)", encoding: .utf8)
                return Set(info.split(separator: "\n").compactMap { line in
                    line.split(separator: " ").first { $0.hasPrefix("ino:") }.flatMap { UInt64($0.dropFirst(4), radix: 16) }
                })
            }
            return []
        }
        func inode(_ url: URL) throws -> UInt64 {
            try #require(fm.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
        }
        let inodes = try watched()
        for url in [site, docs, docs.appendingPathComponent("sub"), page] {
            #expect(inodes.contains(try inode(url)), "\(url.path) is not watched")
        }
        for url in [site.appendingPathComponent("node_modules"), site.appendingPathComponent("node_modules/pkg"), modules,
                    modules.appendingPathComponent("index.js")] {
            #expect(!inodes.contains(try inode(url)), "\(url.path), not an input, is watched")
        }
        #endif

        // A page in a new folder of an input folder, then the named file saved by rename.
        try fm.createDirectory(at: docs.appendingPathComponent("new"), withIntermediateDirectories: true)
        try "# New\n".write(to: docs.appendingPathComponent("new/added.md"), atomically: false, encoding: .utf8)
        #expect(server.read(until: "Rebuilt 3 pages").contains("Rebuilt 3 pages and 1 board"), "\(server.printed)")
        let text = try String(contentsOf: page, encoding: .utf8)
        try text.replacingOccurrences(of: "title:", with: "title: Renamed").write(to: page, atomically: true, encoding: .utf8)
        #expect(server.read(until: "ran 1 and drew 1 again").contains("(ran 1 and drew 1 again)"), "\(server.printed)")
        #expect(server.stop().status == 0)
    }
}
