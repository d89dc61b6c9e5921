import CShims
import Foundation
import SiteIO
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `serve`'s HTTP/1.1 server: a listening socket on 127.0.0.1, a thread that accepts, and a thread
/// per connection that reads one request's head (``HTTPRequest``), has ``handle`` answer it, and
/// closes the connection (`Connection: close`: one request per connection, which is all a page
/// of a local site needs, and leaves no state between requests).
///
/// Bounded against a hostile client: a head of at most 32 KB (``HTTPRequest/maximumHead``), read
/// within 10 s of the connection's start (a slow sender is cut off, not waited for); sends that
/// stall for 10 s end the connection; at most 256 connections at once (others are closed at once).
/// Every descriptor is close-on-exec, and a client gone away is never a SIGPIPE.
/// Each connection has its own thread, so a slow one never delays another. ``stop()`` closes the
/// listener (within 100 ms) and every open connection (an event stream among them).
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest, HTTPConnection) -> Void

    /// Why the server could not start.
    public enum StartError: Error, CustomStringConvertible {
        case portInUse
        case failed(String)

        public var isPortInUse: Bool {
            if case .portInUse = self { return true }
            return false
        }

        public var description: String {
            switch self {
            case .portInUse: "the port is in use"
            case .failed(let why): why
            }
        }
    }

    /// The port it listens on (the one the system picked for port 0).
    public let port: Int
    private let listener: Int32
    private let handle: Handler
    private let state = Mutex<(stopped: Bool, open: Set<Int32>)>((false, []))
    private let accepting = DispatchSemaphore(value: 0)

    static let maximumConnections = 256
    static let timeout = 10

    /// Binds 127.0.0.1:`port` (0: a free one), tells `bound` the port, then starts accepting;
    /// `handle` answers each request.
    public init(port: Int, bound: (Int) -> Void = { _ in }, handle: @escaping Handler) throws(StartError) {
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, stream, 0)
        #if canImport(Darwin)
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #endif
        guard fd >= 0 else { throw .failed("cannot make a socket: " + String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bindResult = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bindResult == 0, listen(fd, 128) == 0 else {
            let error = errno
            close(fd)
            if error == EADDRINUSE { throw .portInUse }
            throw .failed("cannot listen on 127.0.0.1:\(port): " + String(cString: strerror(error)))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        listener = fd
        self.handle = handle
        bound(self.port)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "serve: accept"
        thread.start()
    }

    /// Stops accepting and ends every open connection; returns once the listener is closed.
    public func stop() {
        let first = state.withLock { state -> Bool in
            if state.stopped { return false }
            state.stopped = true
            // Under the lock: a connection's thread closes its descriptor only after it has left
            // `open` (under the lock too), so none of these numbers is another file's by now.
            for fd in state.open { shutdown(fd, Int32(SHUT_RDWR)) }
            return true
        }
        guard first else { return }
        _ = accepting.wait(timeout: .now() + 2)   // the accept loop sees `stopped` within 100 ms
    }

    private func acceptLoop() {
        defer {
            close(listener)
            accepting.signal()
        }
        while true {
            // Waits for a client at most 100 ms at a time, so that a stop is seen without anything
            // done to the listener from another thread (whose number would be reused once closed).
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, 100)
            if state.withLock({ $0.stopped }) { return }
            if ready <= 0 { continue }
            let fd = shuffleboard_accept_cloexec(listener)
            let error = errno
            if fd < 0 {
                // The listener itself is broken: nothing will connect again; say so once.
                if error == EBADF || error == EINVAL || error == ENOTSOCK || error == EOPNOTSUPP {
                    Failure.warning("serve", "stopped accepting connections: " + String(cString: strerror(error))).report()
                    return
                }
                // Anything else concerns one connection, or is for a moment (no descriptor left,
                // no memory): the next one may do.
                if error != EINTR && error != ECONNABORTED && error != EAGAIN { usleep(50_000) }
                continue
            }
            #if canImport(Darwin)
            var yes: Int32 = 1   // Linux: MSG_NOSIGNAL on every send
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let admitted = state.withLock { state -> Bool in
                guard !state.stopped, state.open.count < Self.maximumConnections else { return false }
                state.open.insert(fd)
                return true
            }
            guard admitted else {
                close(fd)
                continue
            }
            let thread = Thread { [self] in
                serve(HTTPConnection(fd: fd))
                state.withLock { _ = $0.open.remove(fd) }
                close(fd)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    private func serve(_ connection: HTTPConnection) {
        var time = timeval(tv_sec: Self.timeout, tv_usec: 0)
        setsockopt(connection.fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection.fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        let deadline = ContinuousClock.now + .seconds(Self.timeout)
        func timeLeft() -> timeval {
            let left = max(Duration.milliseconds(1), deadline - ContinuousClock.now).components
            return timeval(tv_sec: Int(left.seconds), tv_usec: Int(left.attoseconds / 1_000_000_000_000))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        var end: Int?
        while end == nil {
            guard bytes.count <= HTTPRequest.maximumHead else {
                connection.refuse(HTTPRequest.Refusal(status: 431, reason: "the request's head is too large"))
                return connection.finish()
            }
            guard ContinuousClock.now < deadline else { return }   // a slow sender: no answer
            var left = timeLeft()   // each read waits only for what is left of the 10 s
            setsockopt(connection.fd, SOL_SOCKET, SO_RCVTIMEO, &left, socklen_t(MemoryLayout<timeval>.size))
            let count = chunk.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {   // closed, or timed out, before the head ended
                if !bytes.isEmpty && count == 0 {
                    connection.refuse(HTTPRequest.Refusal(status: 400, reason: "the request's head does not end in a blank line"))
                }
                return
            }
            let before = bytes.count
            bytes += chunk[..<count]
            end = HTTPRequest.headEnd(in: bytes, from: before)
        }
        let request: HTTPRequest
        do {
            request = try HTTPRequest.parse(bytes[..<end!])
        } catch {
            connection.refuse(error)
            return connection.finish()
        }
        handle(request, connection)
        connection.finish()
    }
}

/// One client's connection, as a handler answers on it.
public final class HTTPConnection: @unchecked Sendable {
    let fd: Int32

    init(fd: Int32) {
        self.fd = fd
    }

    static let reasons = [200: "OK", 206: "Partial Content", 301: "Moved Permanently", 304: "Not Modified", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
                          405: "Method Not Allowed", 414: "URI Too Long", 416: "Range Not Satisfiable", 431: "Request Header Fields Too Large",
                          503: "Service Unavailable", 505: "HTTP Version Not Supported"]

    /// Sends all of `bytes`; false when the client went away (or stalled past the timeout).
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { sendNoSignal(fd, $0.baseAddress! + sent, bytes.count - sent) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// The status line and `headers`, with `Connection: close`; then the blank line.
    @discardableResult
    public func sendHead(status: Int, _ headers: [(String, String)]) -> Bool {
        var head = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Unknown")\r\n"
        for (name, value) in headers + [("Connection", "close")] { head += "\(name): \(value)\r\n" }
        return send(Array((head + "\r\n").utf8))
    }

    /// A whole answer: `body` (none for HEAD), its length and type.
    public func respond(status: Int, type: String, cache: String = "no-store", _ body: [UInt8], head: Bool = false,
                        extra: [(String, String)] = []) {
        let headers = [("Content-Type", type), ("Content-Length", String(body.count)), ("Cache-Control", cache)] + extra
        if sendHead(status: status, headers), !head, !body.isEmpty { send(body) }
    }

    /// A refusal: its status and reason as a line of text.
    func refuse(_ refusal: HTTPRequest.Refusal) {
        respond(status: refusal.status, type: "text/plain; charset=utf-8", Array((refusal.reason + "\n").utf8))
    }

    /// Ends the answer: no more is sent, and what the client still sends is read (up to a second
    /// between reads, two in all, at most 1 MB) before the socket closes, so that the close does
    /// not reset the connection under an answer the client has not read yet.
    func finish() {
        shutdown(fd, Int32(SHUT_WR))
        var time = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var chunk = [UInt8](repeating: 0, count: 8192)
        var drained = 0
        let deadline = ContinuousClock.now + .seconds(2)
        while drained < 1 << 20 && ContinuousClock.now < deadline {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            drained += count
        }
    }
}

/// `send(2)` without SIGPIPE when the client has gone (Linux: MSG_NOSIGNAL; elsewhere SIGPIPE
/// is left as the process has it).
private func sendNoSignal(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(fd, bytes, count, 0)
    #endif
}
