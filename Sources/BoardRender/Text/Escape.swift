import Scenario

/// Escaping for text the user wrote, in one place.
///
/// Every label, title, note, id and file name goes through these before it
/// reaches SVG, HTML or JSON. Characters that XML forbids (C0 controls other
/// than tab, newline and carriage return) are replaced by U+FFFD, so the output
/// stays well-formed whatever the input.
public enum Escape {
    /// For XML/HTML text content and attribute values (double- or single-quoted).
    public static func xml(_ s: String) -> String {
        guard mayNeedEscaping(s, specials: true) else { return s }
        return escaped(s, quotes: true)
    }

    /// For XML text content only (never an attribute value): as ``xml(_:)``
    /// without escaping apostrophes, which text content may hold as they are
    /// ("Item4's slot", five characters fewer each). Double quotes stay escaped: then
    /// no text can read ` id="` or ` href="#`, which ``ScopedIDs`` takes for markup
    /// (a label `a id="b"` in a walkthrough inlined in a page would read `a id="board.b"`).
    public static func text(_ s: String) -> String {
        guard mayNeedEscaping(s, specials: true) else { return s }
        return escaped(s, quotes: false)
    }

    /// `s` with `&`, `<`, `>` (and with `quotes`, `"` and `'`) as references, and the
    /// characters XML forbids as U+FFFD.
    private static func escaped(_ s: String, quotes: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'" where quotes: out += "&#39;"
            default:
                if isForbidden(scalar) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Markup this program trusts (cmark's HTML) with the characters XML forbids replaced
    /// by U+FFFD, as ``xml(_:)`` does; nothing else changes.
    public static func markup(_ s: String) -> String {
        guard mayNeedEscaping(s, specials: false), s.unicodeScalars.contains(where: isForbidden) else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            if isForbidden(scalar) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// False when `s` holds nothing that ``xml(_:)`` (`specials`: `&<>"'` too) or ``markup(_:)`` would
    /// change, found by one pass over its UTF-8 bytes, so that text with nothing to escape (nearly
    /// all of it) is returned as it is instead of being rebuilt scalar by scalar. True is only a
    /// "maybe": a byte 0xEF starts U+FFFE and U+FFFF (EF BF BE, EF BF BF) and many allowed
    /// characters, which the full pass tells apart.
    static func mayNeedEscaping(_ s: String, specials: Bool) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    if specials { return true }
                case 0x09, 0x0A, 0x0D: continue
                case 0..<0x20, 0x7F, 0xEF: return true
                default: continue
                }
            }
            return false
        }
        var s = s
        return s.withUTF8(scan)
    }

    /// Characters XML 1.0 does not allow: C0 controls but tab, newline and
    /// carriage return; DEL; U+FFFE and U+FFFF.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\r": false
        default: scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value)
        }
    }

    /// A JSON string literal, quotes included. Every character a terminal might act on
    /// (``Unicode/Scalar/needsTerminalEscape``: controls, bidi overrides, line separators)
    /// is a `\uXXXX` escape, so `shuffleboard trace` is safe to print on a terminal.
    public static func json(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"   // keeps the JSON inert if pasted into HTML
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.needsTerminalEscape {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension Escape {
    /// The length in UTF-8 bytes of ``json(_:)``'s result, worked out without building it.
    public static func jsonLength(_ s: String) -> Int {
        var length = 2
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"", "\\", "\n", "\r", "\t": length += 2
            case "<", ">", "&": length += 6
            default:
                length += scalar.needsTerminalEscape
                    ? 2 + max(4, String(scalar.value, radix: 16).count) : UTF8.width(scalar)
            }
        }
        return length
    }
}
