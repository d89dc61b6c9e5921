import BoardFormat
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenario

/// The pages on this machine that the recordings of `serve`'s boards were made from (a trace's
/// `source.from`, a `file://` URL), so that `serve` can say when one changes. `serve` does not
/// record again: that takes `record`'s `--container` (a trace's `source` keeps the URL and
/// `--items` only) and a browser started on every change. It says which command would
/// (docs/record.md, "Not done yet").
public struct RecordedPages: Equatable, Sendable {
    /// One recording made from a local file.
    public struct Entry: Equatable, Sendable {
        /// The page's file, as the URL names it.
        public var page: String
        /// The recording's file: the board's file's folder as typed, then the path as the board writes it.
        public var recording: String
        /// The URL it was recorded from, and its `--items`.
        public var url: String
        public var items: String?
        /// The board's Markdown file (as typed) and id.
        public var board: String
        public var id: String
        /// What `stat` said of the page when last looked at: modification time and size.
        var seen: [Int]

        /// The `record` command that would make the recording again.
        public var command: String {
            "shuffleboard record \(Self.quoted(board)) --board \(Self.quoted(id)) --url \(Self.quoted(url))"
                + (items.map { " --items \(Self.quoted($0))" } ?? "") + " --out \(Self.quoted(recording))"
        }

        /// `text` for a POSIX shell: as it is when it is plain, else in single quotes.
        static func quoted(_ text: String) -> String {
            let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) || "/._-:,=".unicodeScalars.contains($0)
            }
            return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }

    public private(set) var entries: [Entry]

    /// The recordings the boards of `files` name, those whose trace says it was recorded from a
    /// `file://` page, each with that page's state now. A recording that cannot be read, or whose
    /// `source` names no local file, names none.
    public static func of(_ files: [InputFile], catalog: Catalog = .standard) -> RecordedPages {
        var entries: [Entry] = []
        for input in files {
            guard let data = Inputs.contents(input.cPath),
                  let page = try? PageParser.parse(markdown: String(decoding: data, as: UTF8.self), file: input.file,
                                                   catalog: catalog) else { continue }
            let folder = Inputs.folder(of: input.cPath.map { UInt8(bitPattern: $0) })
            for board in page.boards {
                for (_, named) in board.recordings.sorted(by: { $0.key < $1.key }) {
                    guard let bytes = try? Inputs.recordingBytes(named.path, in: folder),
                          let trace = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                          let first = (trace["boards"] as? [[String: Any]])?.first,
                          let source = first["source"] as? [String: Any],
                          let url = source["from"] as? String,
                          let path = URL(string: url).flatMap({ $0.isFileURL ? $0.path : nil }) else { continue }
                    // As typed, as the board's file is: `bug/recorded/list.json`.
                    let typed = (input.file as NSString).deletingLastPathComponent
                    let shown = typed.isEmpty ? named.path : typed + "/" + named.path
                    entries.append(Entry(page: path, recording: shown, url: url, items: source["items"] as? String,
                                         board: input.file, id: board.id, seen: stated(path)))
                }
            }
        }
        return RecordedPages(entries: entries)
    }

    /// The entries whose page changed (or appeared, or went) since they were last looked at; each
    /// is then taken as seen. A `stat` per page: cheap enough for every poll of `serve`.
    public mutating func changed() -> [Entry] {
        var out: [Entry] = []
        for i in entries.indices {
            let now = Self.stated(entries[i].page)
            if now != entries[i].seen {
                entries[i].seen = now
                out.append(entries[i])
            }
        }
        return out
    }

    static func stated(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
    }
}
