import Hummingbird

/// Refuses, with 403, every request whose `Host` is not one of ``AllowedHosts``; the first
/// middleware, so that no page, file, script or event stream answers another host.
public struct HostCheck<Context: RequestContext>: RouterMiddleware {
    let hosts: AllowedHosts

    public init(hosts: AllowedHosts) {
        self.hosts = hosts
    }

    public func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        // HTTPTypes moves the first Host header into the authority; a second stays in the fields.
        let second = request.headers.contains { $0.name.canonicalName == "host" }
        guard !second, hosts.allows(request.head.authority) else {
            return Response(
                status: .forbidden,
                headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string:
                    "shuffleboard serve answers only requests for 127.0.0.1, localhost or [::1] at its port "
                    + "(or the --host name): this request's Host header names another (DNS rebinding?)\n")))
        }
        return try await next(request, context)
    }
}
