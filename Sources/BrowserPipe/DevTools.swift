import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The DevTools protocol over a ``ChromiumProcess``'s pipe, one command at a time: ``call(_:_:session:within:)``
/// writes a command and reads until its answer comes, handing every event that arrives meanwhile
/// to ``onEvent`` (which may ``send(_:_:session:)`` commands of its own: a paused request's
/// answer). Every wait has a limit: a browser that dies or stops answering is an error, never a
/// hang.
public final class DevTools: @unchecked Sendable {
    /// Why a command got no answer, or an error one.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// The browser closed the pipe or died: how, and what it said.
        case browserGone(String)
        /// No answer within the limit.
        case timedOut(method: String, seconds: Double)
        /// The browser answered with an error.
        case refused(method: String, message: String)
        /// The pipe carried something that is not a DevTools message.
        case garbled(String)

        public var description: String {
            switch self {
            case .browserGone(let how): "the browser \(how)"
            case .timedOut(let method, let seconds): "the browser did not answer \(method) within \(Self.seconds(seconds))"
            case .refused(let method, let message): "\(method) failed: \(message)"
            case .garbled(let what): "the browser sent something that is not a DevTools message: \(what)"
            }
        }

        static func seconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s)) s" : "\(s) s" }
    }

    /// An event: its method (`Fetch.requestPaused`), its parameters and the session it came from.
    public struct Event {
        public var method: String
        public var params: [String: Any]
        public var session: String?
    }

    public let browser: ChromiumProcess
    /// Called with every event, in the order they arrive.
    public var onEvent: (Event) -> Void = { _ in }
    private var frames = PipeFrames()
    private var nextID = 1
    private var answers: [Int: [String: Any]] = [:]
    /// The commands ``call`` waits on; the answers to the others (``send``'s) are dropped.
    private var awaited: Set<Int> = []

    public init(_ browser: ChromiumProcess) {
        self.browser = browser
    }

    /// Writes a command and returns its id, without waiting for the answer.
    @discardableResult
    public func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws(Failure) -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        let bytes: [UInt8]
        do {
            bytes = PipeFrames.frame(try JSONSerialization.data(withJSONObject: message))
        } catch {
            throw .garbled("a command that is not JSON (\(method))")
        }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(browser.commands, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && errno == EAGAIN {
                // The pipe is full: the browser has stopped reading. Wait for room, not forever.
                var poller = pollfd(fd: browser.commands, events: Int16(POLLOUT), revents: 0)
                guard poll(&poller, 1, 10_000) > 0 else {
                    if browser.hasExited { throw gone() }
                    throw .timedOut(method: method, seconds: 10)
                }
                continue
            }
            guard n > 0 else { throw gone() }
            done += n
        }
        return id
    }

    /// Sends a command and waits, at most `limit` seconds, for its result.
    @discardableResult
    public func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil,
                     within limit: Double = 10) throws(Failure) -> [String: Any] {
        let id = try send(method, params, session: session)
        awaited.insert(id)
        defer { awaited.remove(id) }
        let deadline = Date().addingTimeInterval(limit)
        while true {
            if let answer = answers.removeValue(forKey: id) {
                if let error = answer["error"] as? [String: Any] {
                    throw .refused(method: method, message: error["message"] as? String ?? "\(error)")
                }
                return answer["result"] as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw .timedOut(method: method, seconds: limit) }
            try read(waiting: left)
        }
    }

    /// Reads what has arrived, waiting at most `seconds` for something: answers are kept for
    /// ``call``, events handed to ``onEvent``.
    public func read(waiting seconds: Double) throws(Failure) {
        var poller = pollfd(fd: browser.answers, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(max(1, min(seconds * 1000, 60_000))))
        if ready < 0 && errno == EINTR { return }
        guard ready > 0 else {
            if browser.hasExited { throw gone() }
            return
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(browser.answers, $0.baseAddress!, $0.count) }
        if n < 0 && (errno == EINTR || errno == EAGAIN) { return }
        guard n > 0 else { throw gone() }
        for message in frames.append(buffer[..<n]) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else {
                throw .garbled(String(decoding: message.prefix(80), as: UTF8.self))
            }
            if let id = object["id"] as? Int {
                if awaited.contains(id) { answers[id] = object }
            } else if let method = object["method"] as? String {
                onEvent(Event(method: method, params: object["params"] as? [String: Any] ?? [:],
                              session: object["sessionId"] as? String))
            }
        }
    }

    private func gone() -> Failure {
        // The pipe closes a moment before the process is reaped.
        for _ in 0..<50 where !browser.hasExited { usleep(10_000) }
        return .browserGone(browser.deathNotice())
    }
}
