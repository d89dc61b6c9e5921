import Synchronization

/// What a part saw, written down from inside a session so a test can read it
/// afterwards (parts are values the runner owns; this reference is the test's window).
final class Recorder<Entry: Sendable>: Sendable {
    private let store = Mutex<[Entry]>([])

    func append(_ entry: Entry) {
        store.withLock { $0.append(entry) }
    }

    var entries: [Entry] { store.withLock { $0 } }
}
