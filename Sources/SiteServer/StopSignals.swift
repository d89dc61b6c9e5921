import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT (Ctrl-C) and SIGTERM for the whole of `serve`: caught from the start of its run to its
/// end by the same two signal sources, so none is lost on the way from the first build to the
/// server. (The first build once had sources of its own, cancelled when it ended, and the server
/// put up its own only when it ran, so a SIGTERM in between was dropped and serve ran on.)
///
/// The first signal is all that counts: ``stopping(_:_:)`` stops a wait on it, and ``wait()``
/// returns on it, however early it came, which stops the watcher and then the server.
public final class StopSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    /// Whether a signal came, and what to do when one does (``stopping(_:_:)``'s action).
    private let state = Mutex<(received: Bool, action: (@Sendable () -> Void)?)>((false, nil))
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    /// Returns once both sources are registered: a signal before that ends the process (the default
    /// action), which has made nothing yet; none after it is lost. (Ignoring the signals first, as
    /// the first build did, dropped one that came before the registration, and serve ran on.)
    public init() {
        (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let numbers = [SIGINT, SIGTERM]
        sources = numbers.map { DispatchSource.makeSignalSource(signal: $0, queue: .global()) }
        let registered = DispatchSemaphore(value: 0)
        for source in sources {
            source.setEventHandler { [weak self] in self?.receive() }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
        }
        for _ in sources { _ = registered.wait(timeout: .now() + 2) }
        #if canImport(Darwin)
        // kqueue sees the signal beside the default action, which would end the process: ignore it. On
        // Linux, Dispatch's registration put up a handler of its own, which SIG_IGN would replace.
        for number in numbers { signal(number, SIG_IGN) }
        #endif
    }

    deinit {
        for source in sources { source.cancel() }
    }

    /// Whether SIGINT or SIGTERM came.
    public var received: Bool { state.withLock { $0.received } }

    private func receive() {
        let action = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.received else { return nil }
            state.received = true
            return state.action
        }
        continuation.yield()
        action?()
    }

    /// `body`, with `action` run when a signal comes while it runs (at once if one came before).
    public func stopping<T>(_ action: @escaping @Sendable () -> Void, _ body: () async -> T) async -> T {
        let already = state.withLock { state in
            if !state.received { state.action = action }
            return state.received
        }
        if already { action() }
        defer { state.withLock { $0.action = nil } }
        return await body()
    }

    /// Returns at the first signal (at once if one came before).
    public func wait() async {
        if received { return }
        for await _ in stream { break }
    }
}
