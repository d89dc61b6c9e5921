import Foundation
import ServiceLifecycle
import SiteIO

/// Polls the inputs of `serve` (``InputSnapshot``: the Markdown files and the templates folder)
/// and rebuilds the site when they change.
///
/// Polling, not inotify: a snapshot is a folder walk and a `stat` per file, cheap for a docs
/// tree at four times a second, and it sees what a watch needs care for: files and folders
/// added anywhere under an input folder, editors that save by writing a new file and renaming
/// it over the old one, links, and a templates folder; and it is the same code on Linux and
/// macOS. Debounced: after a change it waits until two snapshots ``settle`` apart agree, so the
/// several writes of one save make one build. A change made during a build is seen by the next
/// poll (the snapshot it compares with was taken before the build).
struct InputWatcher: Service {
    let session: SiteSession
    let live: LiveReload
    /// The snapshot the initial build was made from.
    let initial: InputSnapshot
    var interval: Duration = .milliseconds(250)
    var settle: Duration = .milliseconds(150)

    func run() async throws {
        await withGracefulShutdownHandler {
            var seen = initial
            while !Task.isShuttingDownGracefully && !Task.isCancelled {
                try? await Task.sleep(for: interval)
                var now = take()
                guard now != seen else { continue }
                while !Task.isShuttingDownGracefully {   // debounce: wait for the writes to stop
                    try? await Task.sleep(for: settle)
                    let again = take()
                    if again == now { break }
                    now = again
                }
                if Task.isShuttingDownGracefully { break }
                seen = now
                let outcome = await session.rebuildInBackground()
                Serve.report(outcome, live: live, out: session.out, initial: false)
            }
        } onGracefulShutdown: {
            live.finishAll()   // the pages' event streams end, so the server can stop
        }
    }

    func take() -> InputSnapshot {
        InputSnapshot.take(session.paths, templates: session.templatesFolder)
    }
}
