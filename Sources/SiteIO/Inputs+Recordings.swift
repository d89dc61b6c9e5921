import BoardFormat
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenario

/// The recordings boards name (`profiles: [sortablejs, {observed: recorded/list.json}]`), read
/// from beside the board's file and checked against the board before anything runs.
extension Inputs {
    /// `page` with every recording its boards name read into them (``RecordedVariant/trace``),
    /// from the folder of the Markdown file `markdownPath` (as the file system has it; `nil` for
    /// standard input, whose boards name files in the current folder). A recording that cannot
    /// be read, is not one run of a trace, leads outside that folder (a link included) or does
    /// not fit its board is one diagnostic at its entry; the page is returned with the others.
    public static func readingRecordings(_ page: Page, markdownPath: [UInt8]?,
                                         catalog: Catalog = .standard) -> (page: Page, problems: [Diagnostic]) {
        guard page.boards.contains(where: { !$0.recordings.isEmpty }) else { return (page, []) }
        let folder = markdownPath.map(Self.folder(of:)) ?? Array(".".utf8)
        var problems: [Diagnostic] = []
        var page = page
        page.blocks = page.blocks.map { block in
            guard case .board(var board) = block, !board.recordings.isEmpty else { return block }
            var complete = true
            for (i, entry) in board.recordings.sorted(by: { $0.key < $1.key }) {
                do {
                    let bytes = try recordingBytes(entry.path, in: folder)
                    board.recordings[i]?.trace = try RecordedTrace.read(bytes, from: entry.path)
                } catch {
                    complete = false
                    problems.append(Diagnostic("observed: \(entry.path.quotedForMessage) \(error)", at: entry.position))
                }
            }
            guard complete else { return .board(board) }
            // Whether each recording can be drawn as a run of the board: the same run the build makes.
            let scenario = board.scenario(catalog: catalog)
            for variant in scenario.variants {
                guard let recorded = variant.recorded else { continue }
                do {
                    _ = try ScenarioRun(scenario, recordedVariant: recorded)
                } catch {
                    problems.append(Diagnostic("observed: \(recorded.path.quotedForMessage) does not fit board "
                                               + "'\(board.id)': \(error)", at: recorded.position))
                }
            }
            return .board(board)
        }
        return (page, problems)
    }

    /// The folder part of a path (`docs/a.md` → `docs`, `a.md` → `.`, `/a.md` → `/`).
    static func folder(of path: [UInt8]) -> [UInt8] {
        var bytes = path
        while bytes.last == 0 { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return Array(".".utf8) }
        return slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash])
    }

    /// The bytes of the recording `path` names in `folder`: where it leads, links resolved, must be
    /// a regular file inside the folder, of at most ``BoardLimits/recordingBytes``.
    static func recordingBytes(_ path: String, in folder: [UInt8]) throws(UnreadableRecording) -> [UInt8] {
        let joined = folder + [UInt8(ascii: "/")] + Array(path.utf8)
        func cString(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }
        guard let base = realPathBytes(cString(folder)) else { throw UnreadableRecording("cannot be read: its board's folder cannot be found") }
        guard let real = realPathBytes(cString(joined)) else {
            throw UnreadableRecording(errno == ENOENT || errno == ENOTDIR ? "cannot be read: no such file" : "cannot be read: \(String(cString: strerror(errno)))")
        }
        let inside = base == [UInt8(ascii: "/")] ? real.first == UInt8(ascii: "/")
            : real.count > base.count + 1 && Array(real[..<base.count]) == base && real[base.count] == UInt8(ascii: "/")
        guard inside else { throw UnreadableRecording("leads outside the board's folder (through a link); a recording must be inside it") }
        var info = stat()
        guard stat(cString(real), &info) == 0 else { throw UnreadableRecording("cannot be read: no such file") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw UnreadableRecording((info.st_mode & S_IFMT) == S_IFDIR ? "is a folder, not a trace file" : "cannot be read: not a regular file")
        }
        if Int(info.st_size) > BoardLimits.recordingBytes {
            throw UnreadableRecording("is \(info.st_size) bytes, over the limit of \(BoardLimits.recordingBytes) bytes per recording (see docs/limits.md)")
        }
        let fd = open(cString(real), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw UnreadableRecording("cannot be read: \(String(cString: strerror(errno)))") }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        guard let data = try? handle.read(upToCount: BoardLimits.recordingBytes + 1) ?? Data() else {
            throw UnreadableRecording("cannot be read")
        }
        if data.count > BoardLimits.recordingBytes {
            throw UnreadableRecording("is over the limit of \(BoardLimits.recordingBytes) bytes per recording (see docs/limits.md)")
        }
        return [UInt8](data)
    }

    /// The absolute path with every link resolved, or `nil` (and `errno`) when it leads nowhere.
    private static func realPathBytes(_ path: [CChar]) -> [UInt8]? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return Array(UnsafeBufferPointer(start: real, count: strlen(real))).map { UInt8(bitPattern: $0) }
    }
}

/// Why a recording's file cannot be read, in the words that follow its name.
struct UnreadableRecording: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

extension String {
    /// The path in single quotes for a message.
    fileprivate var quotedForMessage: String { "'\(self)'" }
}

extension Inputs {
    /// The files the boards of `files` name as recordings, as paths to `stat` (the Markdown file's
    /// folder and the path as written), whether or not they can be read: `serve` watches them, so that
    /// a recording written or rewritten is a change. The Markdown is parsed, no recording read; a
    /// file that does not parse names none (its own change is seen), nor one that is not a regular
    /// file (a FIFO would block here, where `serve` cannot stop; the build reads it, and can).
    public static func recordingFiles(_ files: [InputFile], catalog: Catalog = .standard) -> [String] {
        var paths: [String] = []
        for input in files {
            guard let data = regularFileContents(input.cPath),
                  let page = try? PageParser.parse(markdown: String(decoding: data, as: UTF8.self), file: input.file,
                                                   catalog: catalog) else { continue }
            let folder = String(decoding: Self.folder(of: input.cPath.map { UInt8(bitPattern: $0) }), as: UTF8.self)
            for board in page.boards {
                for (_, recording) in board.recordings.sorted(by: { $0.key < $1.key }) {
                    paths.append(folder + "/" + recording.path)
                }
            }
        }
        return paths
    }
}
