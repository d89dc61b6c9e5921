import Foundation
import Synchronization

/// Work on a thread of its own, waited for by a task that serve's stop releases at once: a build
/// that reads a FIFO never ends, and a recording waits on Chromium. ``SiteSession``'s builds and
/// ``RecordingAgain``'s recordings share it. One wait at a time (the callers run one build, one
/// recording, at a time); the thread goes on after a stop and ends with the process.
final class StoppableWait<Value: Sendable>: Sendable {
    private let waiting = Mutex<(continuation: CheckedContinuation<Value?, Never>?, stopped: Bool)>((nil, false))

    /// `work`'s value, run on a new thread; nil at once when ``stop()`` came first or comes before
    /// `work` ends.
    func run(_ work: @escaping @Sendable () -> Value) async -> Value? {
        await withCheckedContinuation { continuation in
            let stopped = waiting.withLock { waiting in
                if !waiting.stopped { waiting.continuation = continuation }
                return waiting.stopped
            }
            if stopped { return continuation.resume(returning: nil) }
            Thread.detachNewThread {
                let value = work()
                self.waiting.withLock { waiting in
                    defer { waiting.continuation = nil }
                    return waiting.continuation
                }?.resume(returning: value)
            }
        }
    }

    /// Ends the wait of ``run(_:)`` now, and of every later call.
    func stop() {
        waiting.withLock { waiting in
            waiting.stopped = true
            defer { waiting.continuation = nil }
            return waiting.continuation
        }?.resume(returning: nil)
    }
}
