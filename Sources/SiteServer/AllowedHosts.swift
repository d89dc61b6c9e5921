import Synchronization

/// The names a request to `serve` may give in its `Host` header: `127.0.0.1`, `localhost` and
/// `[::1]` with the port it listens on, and the `--host` name. Anything else is refused
/// (``HostCheck``): a page of another site that the browser was made to send here by DNS
/// rebinding (`attacker.example` resolving to 127.0.0.1) names its own host, so it cannot read
/// the drafts nor the event stream.
///
/// Names compare without case (a host name is case-insensitive; `LOCALHOST:8123` is allowed), the
/// port as digits, exactly. A `Host` without a port is allowed only when the port is 80, where a
/// browser leaves it out. A request with no `Host` (HTTP/1.0) or with two is refused: every browser
/// sends one, and any other client can send one too.
public final class AllowedHosts: Sendable {
    private let names: Set<String>
    private let port = Mutex(0)

    /// `extra`: the `--host` name, as typed (checked by ``isName(_:)``).
    public init(port: Int, extra: String?) {
        names = Set(["127.0.0.1", "localhost", "[::1]"] + (extra.map { [$0.lowercased()] } ?? []))
        self.port.withLock { $0 = port }
    }

    /// The port the server listens on, once bound (`--port 0` takes a free one).
    public func listening(on port: Int) { self.port.withLock { $0 = port } }

    /// Whether a request whose `Host` header says `authority` (nil: none) is for this server.
    public func allows(_ authority: String?) -> Bool {
        guard let authority = authority?.lowercased(), !authority.isEmpty else { return false }
        let port = self.port.withLock { $0 }
        var host = Substring(authority), given: Substring?
        // The port follows the last colon that is not inside an IPv6 address's brackets.
        if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") {
            host = authority[..<colon]
            given = authority[authority.index(after: colon)...]
        }
        guard names.contains(String(host)) else { return false }
        guard let given else { return port == 80 }
        return !given.isEmpty && given.allSatisfy(\.isASCII) && given.allSatisfy(\.isNumber) && given == String(port)
    }

    /// Whether `name` can be given as `--host`: a host name (letters, digits, `-` and `.`), an IPv4
    /// address, or an IPv6 address in brackets; no port, no path.
    public static func isName(_ name: String) -> Bool {
        if name.hasPrefix("[") {
            return name.count > 2 && name.hasSuffix("]")
                && name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        return !name.isEmpty && name.count <= 253 && name.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".")
        }
    }
}
