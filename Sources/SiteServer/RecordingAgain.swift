import Foundation
import Pipeline
import Scenario
import SiteIO

/// `serve`'s recordings made again (``InputWatcher``): one at a time, on a thread of its own so
/// that the server keeps answering, each said in one line, what it did or why it could not.
///
/// Stopping does not wait for a recording under way: ``stopWaiting()`` makes the wait return nil
/// at once. The recording's thread ends with the process; the old recording stays until the new one
/// is renamed over it, whole.
final class RecordingAgain: Sendable {
    /// Why a recording is made again.
    enum Reason: Sendable {
        /// The page it was recorded from changed.
        case pageChanged
        /// The board that names it changed its steps or its geometry.
        case gestureChanged
    }

    private let waiting = StoppableWait<Bool>()

    /// Records `entry` again and says what it did: true when it wrote the recording, false when it
    /// could not (said, the old one kept), nil when serve stopped first.
    func record(_ entry: RecordedPages.Entry, because reason: Reason) async -> Bool? {
        await waiting.run {
            let started = ContinuousClock.now
            let outcome = PageRecord.again(entry)
            return Self.say(outcome, of: entry, because: reason, seconds: Self.seconds(ContinuousClock.now - started))
        }
    }

    /// Ends the wait of ``record(_:because:)`` now, and of every later call: serve is stopping.
    func stopWaiting() {
        waiting.stop()
    }

    /// The line: on standard output when the recording was written (with the page's warnings on
    /// standard error, as `record` prints them), else on standard error; whether it was written.
    static func say(_ outcome: PageRecord.Again, of entry: RecordedPages.Entry, because reason: Reason,
                    seconds: Double) -> Bool {
        let recording = entry.recording.escapingTerminalControls()
        let why = switch reason {
        case .pageChanged: "\(entry.page.escapingTerminalControls()) changed"
        case .gestureChanged: "board '\(entry.id.escapingTerminalControls())' of \(entry.board.escapingTerminalControls()) "
            + "changed its gesture"
        }
        switch outcome {
        case .recorded(let frames, let warnings):
            for warning in warnings { Failure.warning(entry.url, warning).report() }
            ServeReport.say("serve: recorded \(recording) again, since \(why) (\(frames) frames in "
                + String(format: "%.2f", seconds) + " s)")
            return true
        case .cannot(let because):
            Failure.notice("serve: \(why), and \(recording) cannot be recorded again: \(because); "
                + "kept the old recording").report()
            return false
        }
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
