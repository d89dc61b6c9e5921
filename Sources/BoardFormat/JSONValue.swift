/// A JSON value, as a recorded trace file holds it (``RecordedTrace/read(_:from:)``).
///
/// Its own small reader, not Yams (which would also take YAML's aliases and tags from a file
/// anyone may hand a board) nor Foundation (which the library modules do without): RFC 8259's
/// grammar over UTF-8 bytes, objects in the order written, nesting bounded.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; a key written twice keeps both (``subscript(_:)`` reads the first).
    case object([(key: String, value: JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: false
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var isNull: Bool { self == .null }

    /// How the value reads in a message: `a number`, `a string`, `null`.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// Why bytes are not JSON: what was expected and the byte offset where.
    struct SyntaxError: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// The deepest nesting read: a trace nests five deep (the document, `boards`, a board, `frames`,
    /// a frame's orders), far below it.
    static let maximumDepth = 32

    /// The value `bytes` hold, with nothing but white space after it.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = Reader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == bytes.count else { throw reader.error("expected the end of the file") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: at) }

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth < JSONValue.maximumDepth else { throw error("nested more than \(JSONValue.maximumDepth) deep") }
            skipSpace()
            guard at < bytes.count else { throw error("expected a value, found the end of the file") }
            switch bytes[at] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("expected a value")
            }
        }

        mutating func word(_ w: String) throws(SyntaxError) {
            let expected = Array(w.utf8)
            guard at + expected.count <= bytes.count, Array(bytes[at..<(at + expected.count)]) == expected else {
                throw error("expected a value")
            }
            at += expected.count
        }

        mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
            at += 1
            var members: [(key: String, value: JSONValue)] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw error("expected ':'") }
                at += 1
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard at < bytes.count else { throw error("expected ',' or '}', found the end of the file") }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
                throw error("expected ',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
            at += 1
            var items: [JSONValue] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard at < bytes.count else { throw error("expected ',' or ']', found the end of the file") }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                throw error("expected ',' or ']'")
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            at += 1
            var scalars = String.UnicodeScalarView()
            var run = at   // the start of the bytes copied as they are
            var text = ""
            func flush(_ reader: Reader, upTo end: Int) -> String? {
                String(validating: reader.bytes[run..<end], as: UTF8.self)
            }
            while true {
                guard at < bytes.count else { throw error("expected '\"', found the end of the file") }
                let b = bytes[at]
                if b == UInt8(ascii: "\"") {
                    guard let part = flush(self, upTo: at) else { throw error("the string is not UTF-8") }
                    text += String(scalars) + part
                    at += 1
                    return text
                }
                if b < 0x20 { throw error("a control character in a string") }
                if b != UInt8(ascii: "\\") { at += 1; continue }
                guard let part = flush(self, upTo: at) else { throw error("the string is not UTF-8") }
                text += String(scalars) + part
                scalars = String.UnicodeScalarView()
                at += 1
                guard at < bytes.count else { throw error("expected an escape, found the end of the file") }
                let e = bytes[at]
                at += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        // A surrogate pair: the low half must follow as another \u escape.
                        guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
                            throw error("a lone surrogate in a string")
                        }
                        at += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in a string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a lone surrogate in a string") }
                    scalars.append(scalar)
                default:
                    throw error("an unknown escape in a string")
                }
                run = at
            }
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard at + 4 <= bytes.count else { throw error("expected four hex digits") }
            var code: UInt32 = 0
            for b in bytes[at..<(at + 4)] {
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
                default: throw error("expected four hex digits")
                }
                code = code * 16 + UInt32(digit)
            }
            at += 4
            return code
        }

        mutating func number() throws(SyntaxError) -> Double {
            let start = at
            func digits(_ r: inout Reader) -> Int {
                let from = r.at
                while r.at < r.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(r.bytes[r.at]) { r.at += 1 }
                return r.at - from
            }
            if bytes[at] == UInt8(ascii: "-") { at += 1 }
            let whole = digits(&self)
            guard whole > 0, !(whole > 1 && bytes[at - whole] == UInt8(ascii: "0")) else { throw error("a malformed number") }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard digits(&self) > 0 else { throw error("a malformed number") }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits(&self) > 0 else { throw error("a malformed number") }
            }
            guard let text = String(validating: bytes[start..<at], as: UTF8.self), let value = Double(text), value.isFinite
            else { throw error("a malformed number") }
            return value
        }
    }
}
