extension String {
    /// The text with every character that could change what a terminal shows written
    /// out visibly, as Swift writes it: ESC becomes `\u{1B}`, CR `\u{D}`.
    ///
    /// A label or a file name is the user's text, and a terminal obeys control
    /// sequences wherever they come from: `\e[2K\r\e[32mBuilt 1 page` inside an error
    /// message would erase the error line and print a fake success. So every message
    /// that quotes user text is printed through this. Escaped are
    /// - C0 controls (U+0000–U+001F, tab and line feed included), DEL (U+007F) and
    ///   C1 controls (U+0080–U+009F, which some terminals obey as ESC sequences);
    /// - the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
    ///   U+2066–U+2069) and marks (U+200E, U+200F, U+061C), which reorder what is
    ///   shown after them ("Trojan Source");
    /// - the line and paragraph separators U+2028 and U+2029, which some viewers
    ///   break lines at.
    ///
    /// A backslash is left as it is: the result is for reading, not for parsing back.
    ///
    /// - Parameter keepingNewlines: keeps line feeds, for text of several lines
    ///   this program joined (a diagnostic per line); every other character above is
    ///   escaped all the same.
    public func escapingTerminalControls(keepingNewlines: Bool = false) -> String {
        guard unicodeScalars.contains(where: { $0.needsTerminalEscape && !(keepingNewlines && $0 == "\n") }) else {
            return self
        }
        var out = ""
        for scalar in unicodeScalars {
            if scalar.needsTerminalEscape && !(keepingNewlines && scalar == "\n") {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// Whether a terminal or a text viewer might act on this character rather than show it
    /// (``Swift/String/escapingTerminalControls(keepingNewlines:)``).
    public var needsTerminalEscape: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true                 // C0, DEL, C1
        case 0x202A...0x202E, 0x2066...0x2069: true          // bidi embeddings, overrides, isolates
        case 0x200E, 0x200F, 0x061C: true                    // bidi marks
        case 0x2028, 0x2029: true                            // line and paragraph separators
        default: false
        }
    }
}
