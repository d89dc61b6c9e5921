import Foundation
import Scenario
import SitePlan

/// Where each board of a site comes from and where a build puts it: `list`, and `build -v`.
public enum BoardListing {
    public struct Entry: Encodable, Sendable {
        public var id: String
        public var title: String
        /// The Markdown file as typed on the command line, and the line of the board's fence.
        public var file: String
        public var line: Int
        /// The profiles it runs, in order (`carousel` for a carousel).
        public var profiles: [String]
        /// The folder of its files, under the output folder: `public/boards/grid/`.
        public var folder: String
        /// Where it shows: its page and anchor (`public/grid.html#grid`), or with
        /// `--fragment` its figure (`public/boards/grid/figure.html`).
        public var output: String
    }

    /// The boards of `pages`, in order; `typed[i]` is the file of `pages[i]` as typed.
    public static func entries(pages: [SitePage], typed: [String], out: String, fragment: Bool) -> [Entry] {
        let out = out.hasSuffix("/") ? String(out.dropLast()) : out
        var entries: [Entry] = []
        for (page, file) in zip(pages, typed) {
            for scenario in page.document.scenarios {
                let folder = "\(out)/\(SitePath.boardFolder(scenario.id))"
                entries.append(Entry(
                    id: scenario.id, title: scenario.title, file: file, line: scenario.line,
                    profiles: scenario.isCarousel ? ["carousel"] : scenario.variants.map(\.name),
                    folder: folder,
                    output: fragment ? folder + "figure.html" : "\(out)/\(page.path).html#\(scenario.id)"))
            }
        }
        return entries
    }

    /// One line per board, tab-separated: id, file:line, profiles (comma-separated),
    /// folder, page or figure. Control characters (tabs too) are escaped (`\u{9}`),
    /// so each board is one line of five fields.
    public static func lines(pages: [SitePage], typed: [String], out: String, fragment: Bool) -> [String] {
        entries(pages: pages, typed: typed, out: out, fragment: fragment).map { e in
            [e.id, "\(e.file):\(e.line)", e.profiles.joined(separator: ","), e.folder, e.output]
                .map { $0.escapingTerminalControls() }.joined(separator: "\t")
        }
    }
}

extension BoardListing {
    /// `list --json`: the entries (``entries(pages:typed:out:fragment:)``) as a JSON array, pretty
    /// printed with sorted keys, terminal controls escaped (``escapingTerminalControls(json:)``).
    public static func json(pages: [SitePage], typed: [String], out: String, fragment: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let entries = entries(pages: pages, typed: typed, out: out, fragment: fragment)
        return escapingTerminalControls(json: try encoder.encode(entries)) + "\n"
    }

    /// `json` (`JSONEncoder`'s output) with every character a terminal might act on in its
    /// strings written as a `\uXXXX` escape, as `trace` writes them (`Escape.json`): the
    /// encoder escapes C0 controls but leaves DEL, C1 controls, bidi overrides (U+202E
    /// would reorder the rest of the line) and line separators as they are. Outside
    /// strings the encoder writes only ASCII punctuation, spaces and line feeds, which
    /// are kept.
    public static func escapingTerminalControls(json: Data) -> String {
        var out = ""
        for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
            if scalar.needsTerminalEscape && scalar != "\n" {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
