/// Which pages `record` may open, and which requests a page it opened may make: only this
/// machine's. A `file:` URL (no host, or `localhost`), or `http:`/`https:` whose host is a
/// loopback address: `localhost`, `127.0.0.0/8` written as four decimal numbers, `[::1]`.
///
/// The check reads the URL the way a browser does where it matters (the host ends at `/`,
/// `\`, `?` or `#`; anything before the last `@` is a user name), and refuses what it cannot
/// read plainly: a URL with spaces or control characters, a percent-encoded or hexadecimal
/// host, `http:` without `//`. Refusing a loopback URL written oddly costs the user a retyped
/// URL; accepting a remote one written oddly would send the page's requests off the machine.
public enum LocalURL {
    /// Why a URL is refused, in words for the message.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public var why: String
        public var description: String { why }
    }

    /// `url` when it names a page on this machine; a ``Refusal`` that says why not otherwise.
    public static func check(_ url: String) throws(Refusal) {
        let only = "only file:// URLs and http(s) on loopback (127.0.0.0/8, localhost, [::1]) are recorded"
        guard !url.isEmpty else { throw Refusal(why: "the URL is empty; \(only)") }
        guard url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }) else {
            throw Refusal(why: "the URL holds a space or a control character; \(only)")
        }
        guard let colon = url.firstIndex(of: ":") else { throw Refusal(why: "'\(url)' has no scheme; \(only)") }
        let scheme = url[..<colon].lowercased()
        let rest = url[url.index(after: colon)...]
        switch scheme {
        case "file":
            guard rest.hasPrefix("//") else { throw Refusal(why: "'\(url)' is not file:///path; \(only)") }
            let host = authority(rest.dropFirst(2))
            guard host.isEmpty || host.lowercased() == "localhost" else {
                throw Refusal(why: "'\(url)' names the host '\(host)'; \(only)")
            }
        case "http", "https":
            guard rest.hasPrefix("//") else { throw Refusal(why: "'\(url)' is not \(scheme)://host/; \(only)") }
            var host = authority(rest.dropFirst(2))
            if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
            guard isLoopback(hostAndPort: host) else {
                throw Refusal(why: "'\(url)' is not on this machine (its host is '\(host)'); \(only)")
            }
        default:
            throw Refusal(why: "'\(url)' is a \(scheme): URL; \(only)")
        }
    }

    /// Whether a page may load `url` (Fetch's paused requests): a local URL as ``check(_:)``
    /// has it, or one that names no place at all (`data:`, `blob:`, `about:`).
    public static func mayLoad(_ url: String) -> Bool {
        if (try? check(url)) != nil { return true }
        let scheme = url.prefix { $0 != ":" }.lowercased()
        return ["data", "blob", "about"].contains(scheme)
    }

    /// What follows `//` up to the path, query or fragment: `user@host:port`.
    static func authority(_ text: Substring) -> Substring {
        text.prefix { !"/\\?#".contains($0) }
    }

    /// `localhost`, `127.a.b.c` (decimal, each at most 255, no leading zero) or `[::1]`,
    /// with an optional `:port` of digits.
    static func isLoopback(hostAndPort: Substring) -> Bool {
        var host = hostAndPort
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let port = host[host.index(after: close)...]
            guard port.isEmpty || isPort(port) else { return false }
            return host[...close] == "[::1]"
        }
        if let colon = host.firstIndex(of: ":") {
            guard isPort(host[colon...]) else { return false }
            host = host[..<colon]
        }
        let name = host.lowercased()
        if name == "localhost" || name == "localhost." { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            guard !part.isEmpty, part.count <= 3, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  part == "0" || !part.hasPrefix("0"), let value = Int(part) else { return false }
            return value <= 255
        }
    }

    /// `:` and one to five digits.
    static func isPort(_ text: Substring) -> Bool {
        let digits = text.dropFirst()
        return text.first == ":" && !digits.isEmpty && digits.count <= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
