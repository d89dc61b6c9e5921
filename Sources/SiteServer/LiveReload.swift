import Foundation
import SiteIO
import Synchronization

/// What the open pages of `serve` are told: the site's generation (a number that grows with
/// every build that changed a file), the diagnostics of the last build, when it failed, and its
/// warnings (boards whose `expect:` does not hold), when it succeeded with some.
///
/// Each page subscribes with Server-Sent Events (``subscribe()``, `GET /_shuffleboard/events`)
/// and gets the status at once, then on every build. The page's script (``script``) reloads
/// when the generation differs from the one its page was served at (``inject(into:)`` writes
/// it into the page) and shows or hides the overlay: red for an error, amber for warnings.
/// Nothing of this is in the built files: only pages served by `serve` carry the script.
public final class LiveReload: Sendable {
    public struct Status: Codable, Equatable, Sendable {
        public var generation: Int
        public var error: String?
        /// The `file:line:col: warning: …` lines of a build that succeeded; nil when it had none.
        public var warning: String? = nil
    }

    private struct State {
        var status = Status(generation: 0, error: nil)
        var clients: [ObjectIdentifier: EventQueue] = [:]
        var finished = false
    }

    private let state = Mutex(State())

    public init() {}

    /// The path the script is served at.
    public static let scriptPath = "/_shuffleboard/live.js"
    /// The path of the event stream.
    public static let eventsPath = "/_shuffleboard/events"

    public var status: Status { state.withLock { $0.status } }

    /// The events for one page: the status now, then after every build. It finishes when the
    /// server stops (``finishAll()``); ``unsubscribe(_:)`` when the page goes away.
    public func subscribe() -> EventQueue {
        let queue = EventQueue()
        state.withLock { state in
            guard !state.finished else {
                queue.finish()
                return
            }
            state.clients[ObjectIdentifier(queue)] = queue
            queue.push(Array("retry: 1000\n\n".utf8))
            queue.push(Self.event(state.status))
        }
        return queue
    }

    /// Forgets a page's queue (its connection ended).
    public func unsubscribe(_ queue: EventQueue) {
        _ = state.withLock { $0.clients.removeValue(forKey: ObjectIdentifier(queue)) }
    }

    /// Records a build's outcome and tells every page: `changed` when it wrote a file (the pages
    /// reload), `error` when it failed (the pages show it; the last good site stays), `warning` when
    /// it succeeded with warnings (the pages show them over the new site). Generation 0 means that
    /// no build has succeeded yet.
    public func publish(changed: Bool, error: String?, warning: String? = nil) {
        state.withLock { state in
            // The first good build also counts: a waiting page (no site yet) reloads into the site.
            if changed || (error == nil && state.status.generation == 0) { state.status.generation += 1 }
            state.status.error = error
            state.status.warning = error == nil ? warning : nil
            let event = Self.event(state.status)
            for client in state.clients.values { client.push(event) }
        }
    }

    /// Ends every page's stream, so that the server can stop; later subscribers get an empty one.
    public func finishAll() {
        let clients = state.withLock { state in
            state.finished = true
            defer { state.clients = [:] }
            return Array(state.clients.values)
        }
        for client in clients { client.finish() }
    }

    public static func event(_ status: Status) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(status)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Array("event: status\ndata: \(json)\n\n".utf8)
    }

    /// `page` (a page's bytes, as on disk) with the live script added before its last `</body>`
    /// (at the end if it has none); every other byte as it was. The script is a file of `serve`'s,
    /// not inline, so that a page under `Content-Security-Policy: default-src 'self'` runs it as it
    /// runs the player.
    public func inject(into page: [UInt8]) -> [UInt8] {
        let tag = "<script src=\"\(Self.scriptPath)\" data-generation=\"\(status.generation)\" defer></script>\n"
        return ServedFiles.inserting(Array(tag.utf8), beforeBodyEndOf: page)
    }

    /// The page served in place of a site that no build has written yet (the first one failed).
    public func waitingPage() -> [UInt8] {
        inject(into: Array("""
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>shuffleboard serve: waiting for a good build</title></head>
            <body>
            <h1>Waiting for a good build</h1>
            <p>The build failed (below, and in the terminal). Fix the board and save: this page updates.</p>
            </body>
            </html>

            """.utf8))
    }

    /// The page script: listens to ``eventsPath``, reloads on a new generation, shows a failed
    /// build's diagnostics in an overlay (built with the DOM and CSSOM: no markup, no inline
    /// style, so a strict policy allows it) and hides it when a build succeeds; a build's warnings
    /// show in the same place, amber, with a button that hides them until a build warns of something else.
    public static let script = #"""
        // shuffleboard serve: reloads the page when the site is rebuilt, and shows a failed build's
        // diagnostics over it, or a good build's warnings. Served only by `shuffleboard serve`; never
        // part of a built site.
        (function () {
          "use strict";
          var me = document.currentScript;
          var loaded = me ? me.getAttribute("data-generation") : null;
          var overlay = null;
          var dismissed = null;   // the warnings the reader hid: hidden until others come
          function show(message, warning) {
            var id = warning ? "shuffleboard-serve-warning" : "shuffleboard-serve-error";
            if (overlay && overlay.id !== id) { hide(); }
            if (!overlay) {
              overlay = document.createElement("section");
              overlay.id = id;
              overlay.setAttribute("role", warning ? "status" : "alert");
              var s = overlay.style;
              s.position = "fixed"; s.left = "0"; s.right = "0"; s.bottom = "0"; s.zIndex = "2147483647";
              s.maxHeight = "50vh"; s.overflow = "auto"; s.margin = "0"; s.padding = "12px 16px";
              s.background = warning ? "#2b1f05" : "#2b0b0b"; s.color = warning ? "#fff3d6" : "#ffe4e4";
              s.borderTop = "4px solid " + (warning ? "#f59e0b" : "#ef4444");
              s.font = "13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
              var heading = document.createElement("strong");
              heading.textContent = warning
                ? "Expectations not met: the page shows these boards as they run. 'build' fails on them (without --keep-going)."
                : "The build failed; the page shows the last good build. Fix the error and save.";
              if (warning) {
                var close = document.createElement("button");
                close.type = "button";
                close.textContent = "Hide";
                close.style.float = "right";
                close.style.font = "inherit";
                close.addEventListener("click", function () { dismissed = overlay.querySelector("pre").textContent; hide(); });
                overlay.appendChild(close);
              }
              var pre = document.createElement("pre");
              pre.style.whiteSpace = "pre-wrap";
              pre.style.margin = "8px 0 0";
              // The site's own rules for <pre> (a pale box) would put pale text on it: the overlay's colours.
              pre.style.background = "transparent"; pre.style.color = "inherit";
              pre.style.padding = "0"; pre.style.border = "0"; pre.style.font = "inherit";
              overlay.appendChild(heading);
              overlay.appendChild(pre);
              document.body.appendChild(overlay);
            }
            overlay.querySelector("pre").textContent = message;
          }
          function hide() {
            if (overlay) { overlay.remove(); overlay = null; }
          }
          var source = new EventSource("/_shuffleboard/events");
          source.addEventListener("status", function (event) {
            var status = JSON.parse(event.data);
            if (loaded !== null && String(status.generation) !== loaded) {
              source.close();
              location.reload();
              return;
            }
            if (status.error) { show(status.error, false); }
            else if (status.warning && status.warning !== dismissed) { show(status.warning, true); }
            else { hide(); }
          });
        })();

        """#
}

/// One page's events, waiting to be sent: a thread of the server takes them (``next(within:)``)
/// and writes them to the page's connection. Holds the newest 8 when the page reads slowly.
public final class EventQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [[UInt8]] = []
    private var finished = false

    /// What ``next(within:)`` found.
    public enum Next: Equatable {
        case event([UInt8])
        /// Nothing came in the time given.
        case idle
        /// The stream ended.
        case finished
    }

    func push(_ event: [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        guard !finished else { return }
        events.append(event)
        if events.count > 8 { events.removeFirst(events.count - 8) }
        condition.signal()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next event, waiting for one at most `seconds`.
    public func next(within seconds: Double) -> Next {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while events.isEmpty && !finished {
            if !condition.wait(until: deadline) { break }
        }
        if !events.isEmpty { return .event(events.removeFirst()) }
        return finished ? .finished : .idle
    }
}
