/// One request's head as `serve` reads it: the request line and the header fields, parsed strictly.
/// Anything a browser does not send is refused with a status (``HTTPRequest/Refusal``), never
/// guessed at: a request line that is not `METHOD /target HTTP/1.x`, a target that is not a path
/// of visible ASCII, a field without a name or with a control byte, a folded line, a bare CR or LF.
/// Bodies are never read: `serve` answers GET and HEAD, and closes every connection after its answer.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The request target as sent (origin form: it starts with `/`), query included.
    public var target: String
    public var version: String
    /// The fields in order, names lowercased, values without the white space around them.
    public var fields: [(name: String, value: String)]

    /// The path: the target without its query.
    public var path: String {
        String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// The `Host` header's value when there is exactly one; nil for none or several.
    public var host: String? {
        let hosts = fields.filter { $0.name == "host" }
        return hosts.count == 1 ? hosts[0].value : nil
    }

    /// Why a head is refused: the status and a line of text saying why.
    public struct Refusal: Error, Equatable, Sendable {
        public var status: Int
        public var reason: String
    }

    /// The most a head may hold: its bytes, a target's and the number of fields.
    public static let maximumHead = 32 * 1024
    public static let maximumTarget = 8 * 1024
    public static let maximumFields = 100

    /// Where the head ends in `bytes` (the index after its blank line), if it has ended.
    public static func headEnd(in bytes: [UInt8], from start: Int = 0) -> Int? {
        var i = max(0, start - 3)
        while i + 3 < bytes.count {
            if bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 { return i + 4 }
            i += 1
        }
        return nil
    }

    /// Parses a head: the bytes up to and including its blank line (`CRLF CRLF`).
    public static func parse(_ head: ArraySlice<UInt8>) throws(Refusal) -> HTTPRequest {
        guard head.count <= maximumHead else { throw Refusal(status: 431, reason: "the request's head is too large") }
        var lines: [ArraySlice<UInt8>] = []
        var start = head.startIndex, i = head.startIndex
        while i < head.endIndex {
            let byte = head[i]
            if byte == 13 {
                guard i + 1 < head.endIndex, head[i + 1] == 10 else { throw Refusal(status: 400, reason: "a CR without LF") }
                lines.append(head[start..<i])
                i += 2
                start = i
                continue
            }
            if byte == 10 { throw Refusal(status: 400, reason: "an LF without CR") }
            if byte == 0 { throw Refusal(status: 400, reason: "a NUL byte in the request") }
            i += 1
        }
        guard start == head.endIndex, lines.count >= 2, lines.last?.isEmpty == true else {
            throw Refusal(status: 400, reason: "the request's head does not end in a blank line")
        }
        lines.removeLast()
        let request = try requestLine(lines[0])
        let fieldLines = lines.dropFirst()
        guard fieldLines.count <= maximumFields else { throw Refusal(status: 431, reason: "too many header fields") }
        var fields: [(name: String, value: String)] = []
        for line in fieldLines {
            fields.append(try field(line))
        }
        return HTTPRequest(method: request.method, target: request.target, version: request.version, fields: fields)
    }

    private static func requestLine(_ line: ArraySlice<UInt8>) throws(Refusal) -> (method: String, target: String, version: String) {
        let parts = line.split(separator: 32, maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw Refusal(status: 400, reason: "the request line is not METHOD TARGET VERSION") }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.count <= 16, method.allSatisfy({ (65...90).contains($0) }) else {
            throw Refusal(status: 400, reason: "the method is not a word in capitals")
        }
        guard target.count <= maximumTarget else { throw Refusal(status: 414, reason: "the request target is too long") }
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ (33...126).contains($0) }) else {
            throw Refusal(status: 400, reason: "the request target is not a path")
        }
        let text = String(decoding: version, as: UTF8.self)
        guard text == "HTTP/1.1" || text == "HTTP/1.0" else {
            throw Refusal(status: text.hasPrefix("HTTP/") ? 505 : 400, reason: "the version is not HTTP/1.1 or HTTP/1.0")
        }
        return (String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self), text)
    }

    /// A token's bytes (RFC 9110 tchar).
    private static let tokenBytes = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    private static func field(_ line: ArraySlice<UInt8>) throws(Refusal) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw Refusal(status: 400, reason: line.first == 32 || line.first == 9
                          ? "a folded header line" : "a header line without a colon")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy({ tokenBytes.contains($0) }) else {
            throw Refusal(status: 400, reason: "a header name that is not a token")
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
        while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 9 || $0 >= 32 && $0 != 127 }) else {
            throw Refusal(status: 400, reason: "a control byte in a header value")
        }
        guard let text = String(validating: value, as: UTF8.self) else {
            throw Refusal(status: 400, reason: "a header value that is not UTF-8")
        }
        return (String(decoding: name, as: UTF8.self).lowercased(), text)
    }
}
