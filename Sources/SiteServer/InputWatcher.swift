import Foundation
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
/// `source`, a `file://` page: ``RecordedPages``), and records one again (``RecordingAgain``) when
/// its page changed and then stayed as it is for a poll (the saves of one burst make one
/// recording), or when the board that names it changed its gesture; then it builds. Its own write
/// of the recording is not a change to act on: the snapshot the next poll compares with is taken
/// after it, and the page, not the recording, is what a recording is made again for.
public struct InputWatcher: Sendable {
    let session: SiteSession
    let live: LiveReload
    /// The snapshot the initial build was made from, and what watches its inputs (nil: poll).
    let initial: InputSnapshot
    let watch: InputWatch?
    var interval: Duration = .milliseconds(250)
    var settle: Duration = .milliseconds(150)
    let again = RecordingAgain()

    public init(session: SiteSession, live: LiveReload, initial: InputSnapshot, watch: InputWatch?) {
        self.session = session
        self.live = live
        self.initial = initial
        self.watch = watch
    }

    /// Watches and rebuilds until its task is cancelled: then a rebuild or a recording under way is
    /// no longer waited for, and every page's event stream ends, so that the server can stop.
    public func run() async {
        await withTaskCancellationHandler {
            var seen = initial
            var pages = recordedPages()
            // Recordings whose page changed at the last poll, waiting for it to stay as it is.
            var settling: [RecordedPages.Entry] = []
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                let changed = pages.changed()
                var due: [RecordedPages.Entry] = []
                for entry in settling where !changed.contains(where: { $0.recording == entry.recording })
                    && !due.contains(where: { $0.recording == entry.recording }) {   // two boards naming one: once
                    due.append(entry)
                }
                settling = changed
                var now: InputSnapshot?
                if watch?.changed() ?? true {
                    var taken = take()
                    if taken != seen {
                        while !Task.isCancelled {   // debounce: wait for the writes to stop
                            try? await Task.sleep(for: settle)
                            let later = take()
                            if later == taken { break }
                            taken = later
                        }
                        now = taken
                    }
                }
                if Task.isCancelled { break }
                // The recordings whose page changed, and when a board may have been saved, those whose
                // board now moves otherwise: made again before the build, so that it draws the new ones
                // (never the old beside the new steps). The boards are read again after a recording,
                // which takes seconds, for a save made meanwhile.
                var work = due.map { ($0, RecordingAgain.Reason.pageChanged) }
                var done: Set<String> = []
                var read: RecordedPages?   // the boards as last read: the gestures acted on
                var recorded = false
                while true {
                    if now != nil {
                        let current = recordedPages()
                        read = current
                        for entry in current.gestureChanged(since: pages) where !done.contains(entry.recording)
                            && !work.contains(where: { $0.0.recording == entry.recording }) {
                            work.append((entry, .gestureChanged))
                        }
                    }
                    if work.isEmpty { break }
                    for (entry, reason) in work {
                        // Nil when serve stops during the recording: it is abandoned, not waited for.
                        guard let wrote = await again.record(entry, because: reason) else { return }
                        recorded = recorded || wrote
                        done.insert(entry.recording)
                    }
                    work = []
                    if recorded { now = take() }   // its own writes are not a change for the next poll
                }
                guard let now else { continue }   // nothing written: the site stands as it was
                seen = now
                // Nil when serve stops during the rebuild: it is abandoned, not waited for.
                guard let outcome = await session.rebuildInBackground() else { break }
                ServeReport.report(outcome, live: live, out: session.out, initial: false)
                // The recordings as written now; the gestures as acted on (a board saved during the
                // build is a change for the next poll, compared with these).
                pages = recordedPages().keepingSeen(of: pages).keepingGestures(of: read ?? pages)
            }
        } onCancel: {
            session.stopWaiting()   // a rebuild under way is not waited for (one reading a FIFO never ends)
            again.stopWaiting()   // nor a recording under way
            live.finishAll()   // the pages' event streams end, so the server can stop
        }
    }

    /// The pages the boards' recordings were made from, as they are now.
    func recordedPages() -> RecordedPages {
        RecordedPages.of((try? Inputs.markdownFiles(session.paths)) ?? [])
    }

    /// A snapshot of the inputs, the watches brought up to date first (so a change made while the
    /// snapshot is taken is an event for the next poll).
    func take() -> InputSnapshot {
        let recordings = session.recordingFiles
        watch?.cover(session.paths, templates: session.templatesFolder, recordings: recordings)
        return InputSnapshot.take(session.paths, templates: session.templatesFolder, recordings: recordings)
    }
}
