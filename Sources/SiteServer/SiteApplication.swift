import Hummingbird
import Logging

/// `serve`'s HTTP server: the built site in `folder`, on 127.0.0.1 at `port`, its pages carrying
/// ``LiveReload``'s script, with the script and the event stream at their paths.
public enum SiteApplication {
    /// The server; `onRunning` is called with the port it listens on (`port` 0 picks a free one),
    /// once bound, after `hosts` is told it.
    public static func make(folder: String, port: Int, hosts: AllowedHosts, live: LiveReload, logger: Logger,
                            onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let router = Router()
        // First: no answer of any kind for a request that names another host (DNS rebinding).
        router.add(middleware: HostCheck(hosts: hosts))
        router.add(middleware: SameSiteRedirects())
        router.add(middleware: LivePages(out: folder, live: live))
        router.add(middleware: FileMiddleware(folder, cacheControl: .init([(MediaType(type: .any), [.noCache])]),
                                              searchForIndexHtml: true, logger: logger))
        router.get(RouterPath(LiveReload.scriptPath)) { _, _ in
            Response(status: .ok,
                     headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: LiveReload.script)))
        }
        router.get(RouterPath(LiveReload.eventsPath)) { _, _ in
            Response(status: .ok,
                     headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                     body: ResponseBody(asyncSequence: live.subscribe()))
        }
        return Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                hosts.listening(on: bound)
                await onRunning(bound)
            },
            logger: logger)
    }
}
