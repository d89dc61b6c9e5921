import Foundation
import ServiceLifecycle
import SiteIO

/// Watches the inputs of `serve` (the Markdown files, the templates folder and the recordings the
/// boards name) and rebuilds the site when they change.
///
/// ``InputWatch`` (inotify) says when something the build reads may have changed; only then is an
/// ``InputSnapshot`` taken (a walk of the input folders and a `stat` per Markdown file) and compared
/// with the last, so an idle `serve` lists no folder: the snapshot, not the events, decides what a
/// change is, and the watches are brought up to date with each one (new folders, files replaced by
/// an editor's rename). Where there is no inotify or a watch cannot be added, every poll takes a
/// snapshot, as `serve` did before. Debounced: after a change it waits until two snapshots
/// ``settle`` apart agree, so the several writes of one save make one build. A change made during
/// a build is seen by the next poll (the snapshot it compares with was taken before the build).
///
/// It also looks, at every poll, at the pages the boards' recordings were made from (a trace's
/// `source`, a `file://` page: ``RecordedPages``). It does not record one again when it changes:
/// that takes `record`'s `--container`, which the trace does not keep, and a browser on every
/// save. It says so, with the `record` command that would, and builds again once that writes the
/// recording.
public struct InputWatcher: Service {
    let session: SiteSession
    let live: LiveReload
    /// The snapshot the initial build was made from, and what watches its inputs (nil: poll).
    let initial: InputSnapshot
    let watch: InputWatch?
    var interval: Duration = .milliseconds(250)
    var settle: Duration = .milliseconds(150)

    public init(session: SiteSession, live: LiveReload, initial: InputSnapshot, watch: InputWatch?) {
        self.session = session
        self.live = live
        self.initial = initial
        self.watch = watch
    }

    public func run() async throws {
        await withGracefulShutdownHandler {
            var seen = initial
            var pages = recordedPages()
            while !Task.isShuttingDownGracefully && !Task.isCancelled {
                try? await Task.sleep(for: interval)
                for entry in pages.changed() { Self.sayChanged(entry) }
                if let watch, !watch.changed() { continue }
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
                // Nil when serve stops during the rebuild: it is abandoned, not waited for.
                guard let outcome = await session.rebuildInBackground() else { break }
                ServeReport.report(outcome, live: live, out: session.out, initial: false)
                pages = recordedPages()
            }
        } onGracefulShutdown: {
            session.stopWaiting()   // a rebuild under way is not waited for (one reading a FIFO never ends)
            live.finishAll()   // the pages' event streams end, so the server can stop
        }
    }

    /// The pages the boards' recordings were made from, as they are now.
    func recordedPages() -> RecordedPages {
        RecordedPages.of((try? Inputs.markdownFiles(session.paths)) ?? [])
    }

    /// A recording's page changed: what serve does not do, and the command that does.
    static func sayChanged(_ entry: RecordedPages.Entry) {
        Failure.notice("serve: \(entry.page) changed, and \(entry.recording) was recorded from it; serve does not "
            + "record it again (that needs record's --container, which the recording does not keep, and a browser "
            + "at every save). To record it again (with --container if it was recorded with one), and build: "
            + entry.command).report()
    }

    /// A snapshot of the inputs, the watches brought up to date first (so a change made while the
    /// snapshot is taken is an event for the next poll).
    func take() -> InputSnapshot {
        let recordings = session.recordingFiles
        watch?.cover(session.paths, templates: session.templatesFolder, recordings: recordings)
        return InputSnapshot.take(session.paths, templates: session.templatesFolder, recordings: recordings)
    }
}
