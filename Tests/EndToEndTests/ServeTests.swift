import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
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

        init(_ arguments: [String]) throws {
            process.executableURL = CLI.binary
            process.arguments = ["serve"] + arguments
            process.currentDirectoryURL = CLI.root
            process.standardOutput = out
            process.standardError = err
            try process.run()
            while !printed.contains("Ctrl-C stops)\n") {
                let data = out.fileHandleForReading.availableData
                if data.isEmpty { break }   // it exited
                printed += String(decoding: data, as: UTF8.self)
            }
            if let range = printed.range(of: #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                url = String(printed[range])
            }
        }

        /// SIGTERM, then its exit status and standard error.
        func stop() -> (status: Int32, stderr: String) {
            if process.isRunning { process.terminate() }
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
        }

        func get(_ path: String) async throws -> (status: Int, body: String) {
            let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: url + path)))
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
    }

    @Test func servesTheSiteItBuiltAndWritesWhatBuildWrites() async throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let served = dir.appendingPathComponent("served"), built = dir.appendingPathComponent("built")
        let server = try Server(["examples/list.md", "--out", served.path, "--port", "0"])
        #expect(server.printed.hasPrefix("Built 1 page and 1 board in "), "\(server.printed)")
        #expect(server.url.hasPrefix("http://127.0.0.1:"), "\(server.printed)")

        let index = try await server.get("/")
        #expect(index.status == 200)
        #expect(index.body.contains("<script src=\"/_shuffleboard/live.js\" data-generation=\"1\" defer></script>\n</body>"))
        let page = try await server.get("/list.html")
        #expect(page.status == 200 && page.body.contains("/_shuffleboard/live.js"))
        let script = try await server.get("/_shuffleboard/live.js")
        #expect(script.status == 200 && script.body.contains("new EventSource(\"/_shuffleboard/events\")"))
        let svg = try await server.get("/boards/list-reorder/walkthrough.svg")
        #expect(svg.status == 200 && svg.body.hasPrefix("<svg"))
        // Nothing outside the site: a climbing path is no page, and the file middleware refuses it.
        let climbing = try await server.get("/%2e%2e/%2e%2e/etc/passwd")
        #expect([400, 404].contains(climbing.status) && !climbing.body.contains("root:"))
        let missing = try await server.get("/nothing-here.html")
        #expect(missing.status == 404)

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
}
