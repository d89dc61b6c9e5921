import ArgumentParser
import SiteIO
import SiteServer
import Synchronization

/// `shuffleboard serve`: builds the site, serves it on loopback, rebuilds it when an input
/// changes and reloads the open pages (docs/serve.md).
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1, and rebuild and reload the open pages when an input changes.",
        discussion: """
            The Markdown files, the folders (searched recursively) and the --templates folder are watched. \
            A build that fails prints its diagnostics and shows them over the open pages; the last good site \
            stays. A board whose 'expect:' does not hold is a warning, on the terminal and over the pages, never \
            a failure (build and render fail on it). Only the pages served carry the live-reload script, never the \
            files written. A board that names a recording ('{observed: PATH}') has it recorded again, as \
            'record' made it, when the file:// page it was recorded from changes or the board's gesture \
            does; when it cannot be, serve says why and keeps the old one. Ctrl-C stops.
            """)

    @OptionGroup var sources: InputPaths

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

    @OptionGroup var templating: TemplatesOption

    @OptionGroup var pacing: PaceOption

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
        let (paths, templates) = (sources.paths, templating.templates)
        // Ctrl-C and SIGTERM are caught from here to the end, before anything is made: during the first
        // build they stop it at once (the build is abandoned, the temporary folder removed all the same),
        // after it they shut the service group down (StopSignals: no moment between the two drops one).
        let signals = StopSignals()
        let folder: String
        do {
            folder = try out ?? ServedFiles.makeTemporaryFolder()
        } catch let failure as Failure {
            failure.report()
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
            failure.report()
            throw ExitCode.failure
        }
        let session = SiteSession(paths: paths, out: folder, templates: templates, pace: pacing.pace)
        let live = LiveReload()
        // The watches first, then the snapshot: a change made while it is taken is an event.
        let watch = InputWatch()
        watch?.cover(paths, templates: templates, recordings: session.recordingFiles)
        let snapshot = InputSnapshot.take(paths, templates: templates, recordings: session.recordingFiles)
        if let watch, !watch.isComplete {
            Failure.warning("serve", "cannot watch every input folder with inotify (fs.inotify.max_user_watches?); "
                + "polling them every 250 ms instead").report()
        }
        let first = await signals.stopping({ session.stopWaiting() }) { await session.rebuildInBackground() }
        guard let first, !signals.received else {   // also a signal just after the build ended
            session.abandon()
            ServeReport.say("Stopped" + (temporary ? "; removed \(folder.escapingTerminalControls())/" : ""))
            return
        }
        ServeReport.report(first, live: live, out: folder, initial: true)

        let shown = folder.escapingTerminalControls()
        let watched = snapshot.fileCount
        let hosts = AllowedHosts(port: port, extra: host)
        let responder = SiteResponder(folder: folder, hosts: hosts, live: live)
        let server: HTTPServer
        do {
            server = try HTTPServer(port: port, bound: { hosts.listening(on: $0) }) { request, connection in
                responder.respond(to: request, on: connection)
            }
        } catch {
            session.abandon()
            Failure.at("127.0.0.1:\(port)", ""
                + (error.isPortInUse ? "the port is in use (another serve?); pick another --port, or --port 0 for a free one"
                                        : "cannot serve: \(error)")).report()
            throw ExitCode.failure
        }
        ServeReport.say("Serving \(shown)/ at http://127.0.0.1:\(server.port)/ (watching \(watched) file\(watched == 1 ? "" : "s"); "
            + "Ctrl-C stops)")
        let watcher = InputWatcher(session: session, live: live, initial: snapshot, watch: watch)
        let watching = Task { await watcher.run() }
        // The first signal (at once if one came before) stops, in order: the watcher (a rebuild or a
        // recording under way is abandoned, not waited for; every page's event stream ends), then the
        // server (every connection closed).
        await signals.wait()
        watching.cancel()
        await Self.ended(watching, within: .seconds(4))
        server.stop()
        session.abandon()   // a rebuild still under way writes nothing now; the folder is removed below
        ServeReport.say("Stopped" + (temporary ? "; removed \(shown)/" : ""))
    }

    /// Returns when `task` ends, or after `limit` if it has not (serve stops within 5 s all the same).
    static func ended(_ task: Task<Void, Never>, within limit: Duration) async {
        let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)
        let resume: @Sendable () -> Void = { waiting.withLock { w in defer { w = nil }; return w }?.resume() }
        await withCheckedContinuation { continuation in
            waiting.withLock { $0 = continuation }
            Task { await task.value; resume() }
            Task { try? await Task.sleep(for: limit); resume() }
        }
    }
}
