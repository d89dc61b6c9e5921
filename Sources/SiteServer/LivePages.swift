import Hummingbird
import SiteIO

/// Serves the site's HTML pages, their bytes as on disk, with ``LiveReload``'s script added (the
/// files on disk stay as `build` writes them); every other request goes on to the routes and the
/// file middleware.
/// When no build has written the page and the last build failed, answers with the waiting page,
/// so the error overlay shows even before the first good build.
public struct LivePages<Context: RequestContext>: RouterMiddleware {
    let out: String
    let live: LiveReload

    public init(out: String, live: LiveReload) {
        self.out = out
        self.live = live
    }

    public func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head,
              let relative = ServedFiles.pagePath(forURLPath: request.uri.path) else {
            return try await next(request, context)
        }
        if let page = ServedFiles.page(relative, in: out) {
            // The bytes on disk, in whatever encoding they are, labelled as the file middleware labels
            // an .html file (no charset): the page's own <meta charset> says how to read it.
            return Self.html(live.inject(into: page), type: "text/html", status: .ok)
        }
        if live.status.error != nil && relative == "index.html" {
            return Self.html(live.waitingPage(), type: "text/html; charset=utf-8", status: .serviceUnavailable)
        }
        return try await next(request, context)
    }

    static func html(_ bytes: [UInt8], type: String, status: HTTPResponse.Status) -> Response {
        Response(status: status,
                 headers: [.contentType: type, .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
