import BoardFormat
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderEngine
import Scenario

/// The recordings of `serve`'s boards made from pages on this machine (a trace's `source.from`, a
/// `file://` URL), each with what it takes to record it again: `serve` records one again when its
/// page changes (a `stat` at every poll, ``changed()``) or when the board that names it changes its
/// gesture (``Entry/gesture``), with the options its `source` keeps (docs/record.md, "serve").
public struct RecordedPages: Equatable, Sendable {
    /// One recording made from a local file.
    public struct Entry: Equatable, Sendable {
        /// The page's file, as the URL names it.
        public var page: String
        /// The recording's file: the board's file's folder as typed, then the path as the board writes it.
        public var recording: String
        /// Where it was recorded and how, as its trace's `source` says (``Recording/replay`` is
        /// `nil` for a recording made before `record` kept its options).
        public var source: Recording
        /// The trace's format version (1 to 3): a recording made again is written in it.
        public var version: Int
        /// The board's Markdown file (as typed) and id.
        public var board: String
        public var id: String
        /// What of the board its recording depends on (``Gesture``).
        public var gesture: Gesture
        /// What `stat` said of the page when last looked at: modification time and size.
        var seen: [Int]

        /// The URL it was recorded from.
        public var url: String { source.from }

        /// The `record` command that makes the recording again: `--container`, `--touch` and
        /// `--browser` as the recording keeps them (none when it does not).
        public var command: String {
            let replay = source.replay
            return "shuffleboard record \(Self.quoted(board)) --board \(Self.quoted(id)) --url \(Self.quoted(url))"
                + (source.items.map { " --items \(Self.quoted($0))" } ?? "")
                + (replay?.container.map { " --container \(Self.quoted($0))" } ?? "")
                + (replay?.touch == true ? " --touch" : "")
                + (replay?.browserPath.map { " --browser \(Self.quoted($0))" } ?? "")
                + " --out \(Self.quoted(recording))"
        }

        /// `text` for a POSIX shell: as it is when it is plain, else in single quotes.
        static func quoted(_ text: String) -> String {
            let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) || "/._-:,=".unicodeScalars.contains($0)
            }
            return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }

    /// What of a board a recording of it depends on: where `record` presses and moves, and in which
    /// frames. Its geometry (layout, viewport, offset, items, sizes, spacings), its steps, its frame
    /// rate and how long a press lasts. Not its title, its profiles (but the first model's press),
    /// its `expect:` or how it is drawn: a change there leaves the recording as it is.
    public struct Gesture: Hashable, Sendable {
        var board: Board
        var pressTicks: Int

        public init(_ board: Board, catalog: Catalog = .standard) {
            var kept = board
            // What does not move the pointer, or moves only where a step is written.
            kept.title = ""
            kept.file = ""
            kept.line = 0
            kept.source = ""
            kept.stepPositions = []
            kept.expect = nil
            kept.profileExpect = [:]
            kept.profiles = ["-"]
            kept.profileOptions = [:]
            kept.entryOptions = []
            kept.entryNames = []
            kept.recordings = [:]
            kept.autoscroll = nil
            kept.pace = nil
            kept.scheme = .auto
            kept.camera = .viewport
            kept.figure = nil
            kept.steps = board.steps.map { ScriptStep(gesture: $0.gesture, text: "") }   // its words are not its moves
            self.board = kept
            pressTicks = board.scenario(catalog: catalog).recordedPressTicks
        }
    }

    public private(set) var entries: [Entry]

    /// The recordings the boards of `files` name, those whose trace says it was recorded from a
    /// `file://` page, each with that page's state now. A recording that cannot be read as one,
    /// or whose `source` names no local file, names none.
    public static func of(_ files: [InputFile], catalog: Catalog = .standard) -> RecordedPages {
        var entries: [Entry] = []
        for input in files {
            guard let data = Inputs.regularFileContents(input.cPath),
                  let page = try? PageParser.parse(markdown: String(decoding: data, as: UTF8.self), file: input.file,
                                                   catalog: catalog) else { continue }
            let folder = Inputs.folder(of: input.cPath.map { UInt8(bitPattern: $0) })
            for board in page.boards {
                for (_, named) in board.recordings.sorted(by: { $0.key < $1.key }) {
                    guard let bytes = try? Inputs.recordingBytes(named.path, in: folder),
                          let trace = try? RecordedTrace.read(bytes, from: named.path),
                          let path = URL(string: trace.recording.from).flatMap({ $0.isFileURL ? $0.path : nil })
                    else { continue }
                    // As typed, as the board's file is: `bug/recorded/list.json`.
                    let typed = (input.file as NSString).deletingLastPathComponent
                    let shown = typed.isEmpty ? named.path : typed + "/" + named.path
                    entries.append(Entry(page: path, recording: shown, source: trace.recording, version: trace.version,
                                         board: input.file, id: board.id, gesture: Gesture(board, catalog: catalog),
                                         seen: stated(path)))
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

    /// The entries of `self` whose board changed its gesture since `before` (the same recording,
    /// of the same board, named then): what `serve` records again after the board's file is saved.
    public func gestureChanged(since before: RecordedPages) -> [Entry] {
        entries.filter { entry in
            before.entries.contains {
                $0.recording == entry.recording && $0.board == entry.board && $0.id == entry.id && $0.gesture != entry.gesture
            }
        }
    }

    /// `self` with each page's state as `before` last saw it, where `before` looked at the same
    /// page: a page changed while the boards were read again (a build, a recording) is still a change.
    public func keepingSeen(of before: RecordedPages) -> RecordedPages {
        var kept = self
        for i in kept.entries.indices {
            if let old = before.entries.first(where: { $0.recording == kept.entries[i].recording && $0.page == kept.entries[i].page }) {
                kept.entries[i].seen = old.seen
            }
        }
        return kept
    }

    /// `self` with each board's gesture as `base` read it, where `base` has the same recording of
    /// the same board: a board saved after `base` was read is still a change of its gesture.
    public func keepingGestures(of base: RecordedPages) -> RecordedPages {
        var kept = self
        for i in kept.entries.indices {
            let entry = kept.entries[i]
            if let old = base.entries.first(where: { $0.recording == entry.recording && $0.board == entry.board && $0.id == entry.id }) {
                kept.entries[i].gesture = old.gesture
            }
        }
        return kept
    }

    static func stated(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino)]
    }
}
