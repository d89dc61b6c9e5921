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
                + "(or the --host name): this request's Host header names another (DNS rebinding?)\n").utf8),
                head: request.method == "HEAD")
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
                return send(file: full, request: request, on: connection, head: head)
            case .folder where decoded.hasSuffix("/"):
                if case .file(let full) = Self.find((segments + ["index.html"]).joined(separator: "/"), in: folder) {
                    return send(file: full, request: request, on: connection, head: head)
                }
            case .folder:
                return connection.respond(status: 301, type: "text/plain; charset=utf-8", [], head: head,
                                          extra: [("Location", Self.sameSite(decoded + "/") + Self.query(of: request.target))])
            case .none:
                break
            }
        }
        if live.status.error != nil && (segments.isEmpty || segments == ["index.html"]) {
            return connection.respond(status: 503, type: "text/html; charset=utf-8", live.waitingPage(), head: head)
        }
        notFound(on: connection, head: head)
    }

    /// The target's query with its `?` (visible ASCII, as every target is), or "".
    static func query(of target: String) -> String {
        target.firstIndex(of: "?").map { String(target[$0...].prefix { $0 != "#" }) } ?? ""
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

    /// A file's bytes with its type; an HTML page with the live script added (`no-store`: its
    /// script names the site's generation). Any other file is read from disk as it is sent, with
    /// a validator (`ETag` from its inode, size and time: a reload asks `If-None-Match` and gets 304
    /// when nothing changed) and one byte range when asked (`Range: bytes=…`, 206), which a video
    /// needs to seek (and Safari to play at all).
    func send(file: String, request: HTTPRequest, on connection: HTTPConnection, head: Bool) {
        let fd = open(file, O_RDONLY | O_CLOEXEC)
        var info = stat()
        guard fd >= 0 else { return notFound(on: connection, head: head) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return notFound(on: connection, head: head) }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let suffix = parts.count > 1 ? parts.last!.lowercased() : ""
        let size = Int(info.st_size)
        if suffix == "html" || suffix == "htm" {
            guard let page = Self.read(fd, size: size) else { return notFound(on: connection, head: head) }
            // The bytes on disk, in whatever encoding they are, and no charset: the page's own
            // <meta charset> says how to read it.
            return connection.respond(status: 200, type: "text/html", cache: "no-store", live.inject(into: page), head: head)
        }
        let tag = Self.entityTag(info)
        var headers = [("Content-Type", Self.types[suffix] ?? "application/octet-stream"), ("Cache-Control", "no-cache"),
                       ("ETag", tag), ("Last-Modified", Self.httpDate(Self.modified(info).seconds)), ("Accept-Ranges", "bytes"),
                       ("X-Content-Type-Options", "nosniff")]
        if let asked = request.fields.first(where: { $0.name == "if-none-match" })?.value,
           asked == "*" || asked.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == tag }) {
            _ = connection.sendHead(status: 304, headers.filter { $0.0 != "Content-Type" && $0.0 != "Accept-Ranges" })
            return
        }
        var range = 0..<size, status = 200
        let ifRange = request.fields.first { $0.name == "if-range" }?.value
        if let asked = request.fields.first(where: { $0.name == "range" })?.value, ifRange == nil || ifRange == tag {
            switch Self.byteRange(asked, size: size) {
            case .some(.some(let r)):
                range = r
                status = 206
                headers.append(("Content-Range", "bytes \(r.lowerBound)-\(r.upperBound - 1)/\(size)"))
            case .some(.none):
                return connection.respond(status: 416, type: "text/plain; charset=utf-8",
                                          Array("the range asked for is not in the file\n".utf8), head: head,
                                          extra: [("Content-Range", "bytes */\(size)")])
            case .none:
                break   // not one range of bytes: the whole file, as a server may answer
            }
        }
        headers.append(("Content-Length", String(range.count)))
        guard connection.sendHead(status: status, headers), !head else { return }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let want = min(chunk.count, range.upperBound - offset)
            let count = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, want, off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0, connection.send(Array(chunk[..<count])) else { return }   // shorter now: the client sees it
            offset += count
        }
    }

    func notFound(on connection: HTTPConnection, head: Bool) {
        connection.respond(status: 404, type: "text/plain; charset=utf-8", Array("no such file in the site\n".utf8), head: head)
    }

    /// The whole of an open file of `size` bytes (nil when it cannot be read).
    static func read(_ fd: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + offset, size - offset, off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? Array(bytes[..<offset]) : nil }
            offset += count
        }
        return bytes
    }

    /// `"inode-size-seconds.nanoseconds"`: it changes when `build` writes the file anew.
    static func entityTag(_ info: stat) -> String {
        let time = modified(info)
        return "\"\(info.st_ino)-\(info.st_size)-\(time.seconds).\(time.nanoseconds)\""
    }

    static func modified(_ info: stat) -> (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
    }

    /// `Range: bytes=A-B`, `bytes=A-` or `bytes=-N` of a file of `size` bytes: nil when it is not one
    /// range of bytes (several, another unit, not numbers: the whole file is sent); .some(nil) when it
    /// is one that lies outside the file (416).
    static func byteRange(_ value: String, size: Int) -> Range<Int>?? {
        guard value.hasPrefix("bytes="), !value.contains(",") else { return nil }
        let spec = value.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        let ends = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard ends.count == 2, ends.allSatisfy({ $0.count <= 18 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              !(ends[0].isEmpty && ends[1].isEmpty) else { return nil }
        if ends[0].isEmpty {   // the last N bytes
            let n = Int(ends[1])!
            return n == 0 || size == 0 ? .some(nil) : .some(max(0, size - n)..<size)
        }
        let start = Int(ends[0])!
        let last = ends[1].isEmpty ? size - 1 : min(Int(ends[1])!, size - 1)
        guard start < size, start <= last else { return .some(nil) }
        return .some(start..<(last + 1))
    }

    /// An HTTP date (RFC 9110 IMF-fixdate) of seconds since 1970, in UTC.
    static func httpDate(_ seconds: Int) -> String {
        var time = time_t(seconds), parts = tm()
        gmtime_r(&time, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(1900 + parts.tm_year) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// The types of the files a site holds, and of those a user may keep beside them in `--out`.
    static let types = [
        "svg": "image/svg+xml", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8", "json": "application/json", "map": "application/json",
        "webmanifest": "application/manifest+json", "wasm": "application/wasm", "xml": "application/xml",
        "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8", "csv": "text/csv; charset=utf-8",
        "vtt": "text/vtt; charset=utf-8", "pdf": "application/pdf",
        "png": "image/png", "gif": "image/gif", "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp",
        "avif": "image/avif", "ico": "image/x-icon",
        "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg", "ogg": "audio/ogg", "wav": "audio/wav",
        "woff2": "font/woff2", "woff": "font/woff", "ttf": "font/ttf", "otf": "font/otf",
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
