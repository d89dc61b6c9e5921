import Foundation

/// One tab of a ``ChromiumProcess``, driven through ``DevTools`` on a flat session
/// (`Target.attachToTarget` with `flatten`): its commands carry the session's id.
public final class BrowserPage: @unchecked Sendable {
    public let devTools: DevTools
    public let session: String

    /// Opens a blank tab and attaches to it.
    public init(_ devTools: DevTools) throws(DevTools.Failure) {
        self.devTools = devTools
        let target = try devTools.call("Target.createTarget", ["url": "about:blank"])
        guard let id = target["targetId"] as? String else { throw .garbled("Target.createTarget gave no targetId") }
        let attached = try devTools.call("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let session = attached["sessionId"] as? String else {
            throw .garbled("Target.attachToTarget gave no sessionId")
        }
        self.session = session
    }

    /// A command to the tab, answered within `limit` seconds.
    @discardableResult
    public func call(_ method: String, _ params: [String: Any] = [:], within limit: Double = 10) throws(DevTools.Failure)
        -> [String: Any] {
        try devTools.call(method, params, session: session, within: limit)
    }

    /// A command to the tab whose answer is not awaited.
    public func send(_ method: String, _ params: [String: Any] = [:]) throws(DevTools.Failure) {
        try devTools.send(method, params, session: session)
    }

    /// Why a navigation failed.
    public enum LoadFailure: Error, Sendable, CustomStringConvertible {
        /// The browser could not load it (`net::ERR_FILE_NOT_FOUND`).
        case notLoaded(String)
        /// Its `load` event did not come within the limit.
        case tooSlow(Double)
        case devTools(DevTools.Failure)

        public var description: String {
            switch self {
            case .notLoaded(let why): "the page did not load: \(why)"
            case .tooSlow(let s): "the page did not finish loading within \(DevTools.Failure.seconds(s))"
            case .devTools(let failure): failure.description
            }
        }
    }

    /// Loads `url` and waits for its `load` event, at most `limit` seconds. `Page.enable` must
    /// have been called. Other events keep going to ``DevTools/onEvent`` meanwhile.
    public func load(_ url: String, within limit: Double = 10) throws(LoadFailure) {
        var loaded = false
        let handler = devTools.onEvent
        let session = self.session
        devTools.onEvent = { event in
            if event.method == "Page.loadEventFired" && event.session == session { loaded = true }
            handler(event)
        }
        defer { devTools.onEvent = handler }
        let deadline = Date().addingTimeInterval(limit)
        do {
            let answer = try call("Page.navigate", ["url": url], within: limit)
            if let error = answer["errorText"] as? String, !error.isEmpty { throw LoadFailure.notLoaded(error) }
            while !loaded {
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { throw LoadFailure.tooSlow(limit) }
                try devTools.read(waiting: left)
            }
        } catch let failure as LoadFailure {
            throw failure
        } catch let failure as DevTools.Failure {
            if case .timedOut = failure { throw .tooSlow(limit) }
            throw .devTools(failure)
        } catch {
            throw .devTools(.garbled("\(error)"))
        }
    }

    /// Evaluates `expression` in the page and returns its value as JSON gives it (a promise is
    /// awaited), within `limit` seconds. An exception thrown is a ``DevTools/Failure/refused(method:message:)``.
    public func evaluate(_ expression: String, within limit: Double = 10) throws(DevTools.Failure) -> Any? {
        let answer = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
                              within: limit)
        if let details = answer["exceptionDetails"] as? [String: Any] {
            let exception = details["exception"] as? [String: Any]
            throw .refused(method: "Runtime.evaluate",
                           message: exception?["description"] as? String ?? details["text"] as? String ?? "an exception")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }
}
