import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Scenario
import ServiceLifecycle
import SiteIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `shuffleboard serve`: builds the site, serves it on loopback, rebuilds it when an input
/// changes and reloads the open pages (docs/serve.md).
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1, and rebuild and reload the open pages when an input changes.",
        discussion: """
            The Markdown files, the folders (searched recursively) and the --templates folder are watched. \
            A build that fails prints its diagnostics and shows them over the open pages; the last good site \
            stays. Only the pages served carry the live-reload script, never the files written. Ctrl-C stops.
            """)

    @Argument(help: "Markdown files or folders (searched recursively).")
    var paths: [String] = ["examples"]

    @Option(name: .long, help: "The port on 127.0.0.1; 0 picks a free one (printed).")
    var port: Int = 8123

    @Option(name: .long, help: ArgumentHelp(
        "Also answer requests for this host name at the port (one that leads to 127.0.0.1, e.g. in /etc/hosts); "
            + "serve listens on 127.0.0.1 only, and refuses any other Host.",
        valueName: "NAME"))
    var host: String?

    @Option(name: .long, help: ArgumentHelp(
        "Build into this folder and keep it; by default a new temporary folder, removed when serve stops.",
        valueName: "DIR"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp(
        "A folder of Mustache templates that replace the built-in ones, file by file (watched too).",
        valueName: "DIR"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("How walkthroughs play, as for build.", valueName: "story|real"))
    var pace: Pace = .story

    func validate() throws {
        if !(0...65535).contains(port) {
            throw ValidationError("--port \(port): a port is 0 to 65535 (0 picks a free one)")
        }
        if let host, !AllowedHosts.isName(host) {
            throw ValidationError("--host \(host.escapingTerminalControls()): a host name (letters, digits, '-' and '.'), "
                + "an IPv4 address or an IPv6 address in brackets, without a port")
        }
        if out == "-" {
            throw ValidationError("--out - : serve writes a folder; leave --out out for a temporary one")
        }
    }

    func run() async throws {
        // Ctrl-C and SIGTERM are caught from here to the end, before anything is made: during the first
        // build they stop it at once (the build is abandoned, the temporary folder removed all the same),
        // after it they shut the service group down (StopSignals: no moment between the two drops one).
        let signals = StopSignals()
        let folder: String
        do {
            folder = try out ?? ServedFiles.makeTemporaryFolder()
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
        let temporary = out == nil
        defer { if temporary { ServedFiles.removeTemporaryFolder(folder) } }

        // What no edit of a board can fix ends serve at once: an input that is not there (or links out of
        // the inputs), an output folder that holds an input. A board or template with an error does not.
        do {
            let markdownFiles = try Inputs.markdownFiles(paths)
            try SiteFiles.checkOutput(folder, inputs: paths + markdownFiles.map(\.file) + (templates.map { [$0] } ?? []))
        } catch let failure as Failure {
            _ = failure.report()
            throw ExitCode.failure
        }
        let session = try SiteSession(paths: paths, out: folder, templates: templates, pace: pace)
        let live = LiveReload()
        // The watches first, then the snapshot: a change made while it is taken is an event.
        let watch = InputWatch()
        watch?.cover(paths, templates: templates)
        let snapshot = InputSnapshot.take(paths, templates: templates)
        if let watch, !watch.isComplete {
            _ = Failure("serve: warning: cannot watch every input folder with inotify (fs.inotify.max_user_watches?); "
                + "polling them every 250 ms instead").report()
        }
        let first = await signals.stopping({ session.stopWaiting() }) { await session.rebuildInBackground() }
        guard let first, !signals.received else {   // also a signal just after the build ended
            session.abandon()
            Self.say("Stopped" + (temporary ? "; removed \(folder.escapingTerminalControls())/" : ""))
            return
        }
        Self.report(first, live: live, out: folder, initial: true)

        var logger = Logger(label: "shuffleboard.serve")
        logger.logLevel = .error
        let hosts = AllowedHosts(port: port, extra: host)
        let router = Router()
        // First: no answer of any kind for a request that names another host (DNS rebinding).
        router.add(middleware: HostCheck(hosts: hosts))
        router.add(middleware: SameSiteRedirects())
        router.add(middleware: LivePages(out: folder, live: live))
        router.add(middleware: FileMiddleware(folder, cacheControl: .init([(MediaType(type: .any), [.noCache])]),
                                              searchForIndexHtml: true, logger: logger))
        router.get(RouterPath(LiveReload.scriptPath)) { _, _ in
            Response(status: .ok,
                     headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: LiveReload.script)))
        }
        router.get(RouterPath(LiveReload.eventsPath)) { _, _ in
            Response(status: .ok,
                     headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                     body: ResponseBody(asyncSequence: live.subscribe()))
        }

        let shown = folder.escapingTerminalControls()
        let watched = snapshot.fileCount
        let requested = port
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? requested
                hosts.listening(on: port)
                Self.say("Serving \(shown)/ at http://127.0.0.1:\(port)/ (watching \(watched) file\(watched == 1 ? "" : "s"); "
                    + "Ctrl-C stops)")
            },
            logger: logger)
        let watcher = InputWatcher(session: session, live: live, initial: snapshot, watch: watch)
        // Stopped in reverse order: the watcher first (it ends the pages' event streams), then the server.
        // The signals are not the group's own (it would catch them only once it runs): the first one
        // ends signals.service, which shuts the group down, at once if it came before the group ran.
        var configuration = ServiceGroupConfiguration(
            services: [signals.service, .init(service: app), .init(service: watcher)], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(5)
        do {
            try await ServiceGroup(configuration: configuration).run()
            session.abandon()   // a rebuild still under way writes nothing now; the folder is removed below
        } catch {
            session.abandon()
            // NIO's bind error says "Address already in use" (EADDRINUSE); say it in our words.
            let inUse = "\(error)".contains("Address already in use")
            _ = Failure("127.0.0.1:\(port): error: "
                + (inUse ? "the port is in use (another serve?); pick another --port, or --port 0 for a free one"
                         : "cannot serve: \(error)")).report()
            throw ExitCode.failure
        }
        Self.say("Stopped" + (temporary ? "; removed \(shown)/" : ""))
    }

    /// A line on standard output, written at once (print would hold it in a buffer when the output is a pipe);
    /// one that cannot be written (a full or closed output) is dropped, where FileHandle's write stopped serve.
    static func say(_ line: String) {
        StandardStreams.writeOutputIfPossible(line + "\n")
    }

    /// Says what a build did, on the terminal and to the open pages.
    static func report(_ outcome: SiteSession.Outcome, live: LiveReload, out: String, initial: Bool) {
        let time = String(format: "%.2f", outcome.seconds) + " s"
        guard let summary = outcome.summary else {
            _ = Failure(outcome.failure ?? "error: the build failed").report()
            _ = Failure(initial ? "serve: nothing built yet; fix the error and save, the pages update"
                : "serve: the pages keep the last good build; fix the error and save").report()
            live.publish(changed: false, error: outcome.failure ?? "error: the build failed")
            return
        }
        live.publish(changed: !summary.untouched, error: nil)
        let what = "\(outcome.pages) page\(outcome.pages == 1 ? "" : "s") and \(outcome.boards) board\(outcome.boards == 1 ? "" : "s")"
        if initial {
            say("Built \(what) in \(time)")
        } else {
            say("Rebuilt \(what) in \(time) (ran \(outcome.boardsRun) and drew \(outcome.boardsDrawn) again): "
                + summary.describe(out.escapingTerminalControls()))
        }
    }
}
