import Foundation
import SiteIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `serve` answers, in order:
/// 1. A request whose `Host` is not one of ``AllowedHosts`` gets 403 and a line of text, whatever
///    it asks for: no page, file, script or event stream answers another host (DNS rebinding).
/// 2. A method other than GET and HEAD gets 405.
/// 3. ``LiveReload``'s script and its event stream, at their paths.
/// 4. A file of the site folder: an HTML page as its bytes on disk with ``LiveReload``'s script
///    added (the files on disk stay as `build` writes them), any other file as it is, each with
///    `Cache-Control: no-cache` (a reload revalidates). A folder asked with its last slash is its
///    `index.html`; without it, a redirect to the folder with one, always a path of this site
///    (``sameSite(_:)``). No folder is listed. A path with `.`, `..`, a NUL or a backslash, or one
///    that leads out of the folder (through a link), is no file.
/// 5. When no build has written `index.html` and the last build failed, `/` is the waiting page,
///    so the error overlay shows even before the first good build. Anything else is 404.
public struct SiteResponder: Sendable {
    let folder: String
    let hosts: AllowedHosts
    let live: LiveReload

    public init(folder: String, hosts: AllowedHosts, live: LiveReload) {
        self.folder = folder
        self.hosts = hosts
        self.live = live
    }

    /// Seconds an event stream waits for an event before it sends a comment (which finds a page
    /// that has gone away).
    static let keepAlive = 15.0

    public func respond(to request: HTTPRequest, on connection: HTTPConnection) {
        // HTTP/1.0 may leave Host out; every browser sends it: none, or two, is refused.
        guard hosts.allows(request.host) else {
            return connection.respond(status: 403, type: "text/plain; charset=utf-8", Array((
                "shuffleboard serve answers only requests for 127.0.0.1, localhost or [::1] at its port "
                + "(or the --host name): this request's Host header names another (DNS rebinding?)\n").utf8))
        }
        let head = request.method == "HEAD"
        guard request.method == "GET" || head else {
            return connection.respond(status: 405, type: "text/plain; charset=utf-8",
                                      Array("shuffleboard serve answers GET and HEAD only\n".utf8), extra: [("Allow", "GET, HEAD")])
        }
        let path = request.path
        if path == LiveReload.scriptPath {
            return connection.respond(status: 200, type: "text/javascript; charset=utf-8", Array(LiveReload.script.utf8), head: head)
        }
        if path == LiveReload.eventsPath {
            return stream(on: connection, head: head)
        }
        guard let decoded = path.removingPercentEncoding, !decoded.contains("\0") else {
            return connection.respond(status: 400, type: "text/plain; charset=utf-8", Array("the path is not percent-encoded UTF-8\n".utf8))
        }
        let segments = decoded.split(separator: "/")
        guard !segments.contains(where: { $0 == "." || $0 == ".." }) else {
            return connection.respond(status: 400, type: "text/plain; charset=utf-8", Array("the path climbs out of the site\n".utf8))
        }
        if !decoded.contains("\\") {
            switch Self.find(segments.joined(separator: "/"), in: folder) {
            case .file(let full):
                return send(file: full, on: connection, head: head)
            case .folder where decoded.hasSuffix("/"):
                if case .file(let full) = Self.find((segments + ["index.html"]).joined(separator: "/"), in: folder) {
                    return send(file: full, on: connection, head: head)
                }
            case .folder:
                return connection.respond(status: 301, type: "text/plain; charset=utf-8", [], head: head,
                                          extra: [("Location", Self.sameSite(decoded + "/"))])
            case .none:
                break
            }
        }
        if live.status.error != nil && (segments.isEmpty || segments == ["index.html"]) {
            return connection.respond(status: 503, type: "text/html; charset=utf-8", live.waitingPage(), head: head)
        }
        connection.respond(status: 404, type: "text/plain; charset=utf-8", Array("no such file in the site\n".utf8), head: head)
    }

    /// What a site-relative path names in `folder`: a regular file or a folder inside it (after
    /// every link is followed), or nothing.
    enum Found: Equatable {
        case file(String)
        case folder
        case none
    }

    static func find(_ relative: String, in folder: String) -> Found {
        guard let root = realpath(folder, nil) else { return .none }
        defer { free(root) }
        let full = relative.isEmpty ? folder : folder + "/" + relative
        guard let resolved = realpath(full, nil) else { return .none }
        defer { free(resolved) }
        let base = String(cString: root), target = String(cString: resolved)
        guard target == base || target.hasPrefix(base == "/" ? "/" : base + "/") else { return .none }
        var info = stat()
        guard stat(target, &info) == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(target)
        case S_IFDIR: return .folder
        default: return .none
        }
    }

    /// A file's bytes with its type; an HTML page with the live script added.
    func send(file: String, on connection: HTTPConnection, head: Bool) {
        guard let data = FileManager.default.contents(atPath: file) else {
            return connection.respond(status: 404, type: "text/plain; charset=utf-8", Array("no such file in the site\n".utf8), head: head)
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let suffix = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!).lowercased() : ""
        if suffix == "html" || suffix == "htm" {
            // The bytes on disk, in whatever encoding they are, and no charset: the page's own
            // <meta charset> says how to read it.
            return connection.respond(status: 200, type: "text/html", cache: "no-store", live.inject(into: [UInt8](data)), head: head)
        }
        connection.respond(status: 200, type: Self.types[suffix] ?? "application/octet-stream", cache: "no-cache",
                           [UInt8](data), head: head, extra: [("X-Content-Type-Options", "nosniff")])
    }

    /// The types of the files a site holds (and a few a user may put beside them).
    static let types = [
        "svg": "image/svg+xml", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "png": "image/png", "gif": "image/gif", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "webp": "image/webp", "ico": "image/x-icon", "mp4": "video/mp4", "webm": "video/webm", "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8", "woff2": "font/woff2", "woff": "font/woff", "xml": "application/xml",
    ]

    /// Server-Sent Events: the status now, then on every build, until the page goes or serve stops.
    func stream(on connection: HTTPConnection, head: Bool) {
        guard connection.sendHead(status: 200, [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")]),
              !head else { return }
        let queue = live.subscribe()
        defer { live.unsubscribe(queue) }
        while true {
            switch queue.next(within: Self.keepAlive) {
            case .event(let bytes):
                guard connection.send(bytes) else { return }
            case .idle:
                guard connection.send(Array(": still here\n\n".utf8)) else { return }
            case .finished:
                return
            }
        }
    }

    /// `/` and then `path` (a decoded path) without its leading `/` and `\`, percent-encoded
    /// but for the characters a path segment may hold as they are, and `/`: a redirect that stays
    /// on this site. (`//boards/`, or `/\boards/`, is read by a browser as the host `boards`: an
    /// open redirect.)
    public static func sameSite(_ path: String) -> String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
        var encoded = "/"
        var previousSlash = true
        for byte in path.utf8.drop(while: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }) {
            // Empty segments collapse too, so that no `//` is left anywhere in the path.
            if byte == UInt8(ascii: "/") && previousSlash { continue }
            previousSlash = byte == UInt8(ascii: "/")
            if kept.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
