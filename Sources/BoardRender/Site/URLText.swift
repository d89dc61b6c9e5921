/// URL text a user typed, made valid for an `src`/`href`.
enum URLText {
    /// Percent-encodes (UTF-8) every character that may not appear in a URL —
    /// spaces, quotes, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`, controls and
    /// non-ASCII — and keeps the rest, `%` included, so that an already encoded
    /// URL is unchanged.
    static func encode(_ s: String) -> String {
        var out = ""
        for byte in s.utf8 {
            if isAllowed(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    private static func isAllowed(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            // RFC 3986 unreserved and reserved characters, and "%".
            return "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(b)
        }
    }
}
