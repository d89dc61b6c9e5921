import ArgumentParser
import Foundation
import BoardRender
import BrowserPipe
import PageRecorder
import Pipeline
import SiteIO

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Play a board's steps on a local page in headless Chromium and write what the page did as a trace.",
        discussion: "The page runs on a virtual clock at the board's fps; only file:// and loopback http(s) "
            + "pages are opened, and their requests elsewhere are blocked (docs/record.md).")

    @Argument(help: "A Markdown file with the board.")
    var file: String

    @Option(name: .long, help: "The board's id, when the file has several.")
    var board: String?

    @Option(name: .long, help: "The page: file:///… or http(s) on 127.0.0.0/8, localhost or [::1].")
    var url: String

    @Option(name: .long, help: "CSS selector of the items, matched once the page has loaded.")
    var items: String

    @Option(name: .long, help: "CSS selector of the container (default: the first item's parent).")
    var container: String?

    @Option(name: .long, help: ArgumentHelp("The trace's version, as for trace (docs/trace.md).", valueName: "1|2|3"))
    var formatVersion: TraceVersion = .current

    @Flag(name: .long, help: "Touch input instead of the mouse: the page gets touch events (a touch screen emulated), as a phone's would.")
    var touch = false

    @Option(name: .long, help: "The Chromium to start.")
    var browser: String = ChromiumProcess.debian

    @Option(name: .long, help: ArgumentHelp("Seconds the page may take to load, and the browser to answer any one command.",
                                            valueName: "seconds"))
    var timeout: Double = 10

    @Option(name: .long, help: "Where to write the trace.")
    var out: String

    @Flag(name: .long, help: "Hold the recording to the board's 'expect:'; exit 1, after writing the trace, when it does not meet it.")
    var check = false

    @Flag(name: .long, help: "Print to standard error how long the browser's start, the page's load and the frames took.")
    var timings = false

    static func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    func validate() throws {
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be between 0 and 600 seconds") }
    }

    func run() throws {
        let started = ContinuousClock.now
        do {
            let options = PageRecorder.Options(url: url, items: items, container: container, browser: browser,
                                               timeout: timeout, touch: touch)
            let output = try PageRecord.record(file: file, board: board, options, version: formatVersion, check: check,
                                               out: out)
            for warning in output.warnings { Failure.warning(url, warning).report() }
            try WholeFile.write(Array(output.trace.utf8), to: out)
            if timings {
                let t = output.timings
                StandardStreams.writeError("record: Chromium started in \(Self.format(t.browserStart)) s, the page loaded "
                    + "and measured in \(Self.format(t.load)) s, \(t.frameCount) frames in \(Self.format(t.frames)) s; "
                    + "\(Self.format(Self.seconds(ContinuousClock.now - started))) s in all, the browser's close included\n")
            }
            if let failure = output.checkFailure { throw failure }
        } catch let failure as Failure {
            failure.report()
            throw ExitCode.failure
        }
    }
}
