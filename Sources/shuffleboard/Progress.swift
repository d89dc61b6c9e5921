import Foundation
import SiteIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The progress line of a long build, on standard error: shown only when standard
/// error is a terminal and once the build has taken a second, redrawn in place
/// (`\r`, erase line), and erased when the build ends. Nothing at all otherwise, so
/// a build in a script or a docs tool's hook prints exactly what it did before.
final class Progress {
    private let start: ContinuousClock.Instant
    private let delay: Duration
    private var phase = ""
    private var done = 0
    private var total = 0
    private var shown = false

    /// nil when standard error is not a terminal. The line shows after `delay`:
    /// a second, or the seconds in `SHUFFLEBOARD_PROGRESS_DELAY` (tests set 0; ``delay(from:)``).
    init?(start: ContinuousClock.Instant,
          delay: Duration = Progress.delay(from: ProcessInfo.processInfo.environment["SHUFFLEBOARD_PROGRESS_DELAY"])) {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        self.start = start
        self.delay = delay
    }

    /// The longest delay `SHUFFLEBOARD_PROGRESS_DELAY` may set, a day: any longer is never.
    static let longestDelay: Double = 86_400

    /// The delay `SHUFFLEBOARD_PROGRESS_DELAY` asks for: its seconds when they are a number from 0
    /// to ``longestDelay`` (`0.5`, `1e2`), ``longestDelay`` for a larger number or `inf`, and the
    /// default second for anything else (`nan`, `-1`, `soon`, unset). Only tests set it; a value a
    /// `Duration` cannot hold (`inf`, `1e300`) stopped the program.
    static func delay(from setting: String?) -> Duration {
        guard let setting, let seconds = Double(setting), !seconds.isNaN, seconds >= 0 else { return .seconds(1) }
        return .seconds(min(seconds, longestDelay))
    }

    /// Starts a phase of `total` steps ("Running boards"), or of no count (0).
    func begin(_ phase: String, total: Int) {
        self.phase = phase
        self.total = total
        done = 0
        draw()
    }

    func advance() {
        done += 1
        draw()
    }

    /// Erases the line, if one was drawn.
    func finish() {
        if shown { write("\r\u{1B}[K") }
        shown = false
    }

    private func draw() {
        guard ContinuousClock.now - start >= delay else { return }
        write("\r\u{1B}[K\(phase)" + (total > 0 ? " \(done)/\(total)" : "") + "…")
        shown = true
    }

    private func write(_ text: String) {
        StandardStreams.writeError(text)
    }
}
