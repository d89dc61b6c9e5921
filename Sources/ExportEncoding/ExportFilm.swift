import BoardRender
import Foundation
import Parallel
import Scenario
import SiteIO

/// A board's walkthrough as a film, encoded once for the two outputs that show it
/// (``WalkthroughGIF``, ``WalkthroughMP4``): whichever asks first encodes both, the other
/// waits for it and takes its file.
///
/// The film (``WalkthroughFrames``) is drawn as SVG, one per distinct picture; librsvg
/// rasterises each once, in memory, a few at a time on every core, and the raw pixels
/// (`bgra`) go straight to two `ffmpeg` processes on their standard input, no file
/// between:
///
/// - the GIF's reads each picture once and its palette (palettegen) is made from them; each
///   picture's delay (how long it is held: its samples at the export's fps) is then written into
///   its frame's graphic control extension (``GIFDelays``), so a held picture is one frame;
/// - the MP4's reads each picture once too and codes it as one frame at a variable frame
///   rate, stamped by `setpts` with its first sample, so a held picture is one frame there too.
///
/// The two programs run in the board's work folder (``ExportFolder/scratch(_:)``), where they
/// write their files; the MP4's filter file is written there first, through the folder. Their
/// files are read back as bytes: the outputs return them, and the folder puts them in place.
public final class ExportFilm: @unchecked Sendable {
    /// The two files' bytes, as the board's folder gets them.
    struct Encoded {
        var gif: [UInt8]
        var mp4: [UInt8]
    }

    let fps: Int
    let tools: ExportTools
    let folder: ExportFolder
    let scratch: String
    let id: String
    /// The board's folder as messages name it (`OUT/<id>`).
    let shown: String

    private let lock = NSLock()
    private var board: ObjectIdentifier?
    private var outcome: Result<Encoded, Failure>?

    /// The film of one board, encoded at `fps` with `tools`' ffmpeg, in `scratch`, the work folder
    /// `folder` made for board `id`.
    public init(fps: Int, tools: ExportTools, folder: ExportFolder, scratch: String, id: String) {
        self.fps = fps
        self.tools = tools
        self.folder = folder
        self.scratch = scratch
        self.id = id
        shown = "\(folder.display)/\(id.escapingTerminalControls())"
    }

    /// Both files of `board`'s film, encoded on the first call (later calls, from any thread, wait
    /// for it and get its files or its failure). One film is one board's.
    func encoded(_ board: BoardDrawing) throws(Failure) -> Encoded {
        lock.lock()
        defer { lock.unlock() }
        precondition(self.board == nil || self.board == ObjectIdentifier(board), "an ExportFilm is one board's")
        self.board = ObjectIdentifier(board)
        if outcome == nil {
            do throws(Failure) {
                outcome = .success(try encode(board.runs))
            } catch {
                outcome = .failure(error)
            }
        }
        return try outcome!.get()
    }

    private func encode(_ runs: [ScenarioRun]) throws(Failure) -> Encoded {
        let film = WalkthroughFrames(runs, fps: fps)
        let size = Self.pictureSize(film)
        let bytes = size.width * size.height * 4
        // palettegen holds every picture until the last (paletteuse waits for its palette): past
        // `paletteBudget` bytes of pictures (a board of several profiles is a large picture), the
        // palette is made first, by its own ffmpeg, from pictures spread over the film, so the
        // GIF's ffmpeg holds none.
        let sample = Self.paletteSample(count: film.shots.count, bytes: bytes)
        if let sample {
            let palette = try Encoder(tools.ffmpeg, Self.paletteArguments(film, size: size), in: scratch,
                                      shown: shown, making: "the GIF's palette")
            try Self.feed(sample.map { film.shots[$0] }, size: size, to: [(palette, false)])
        }
        // The MP4's filters (a term per picture) in a file, not an argument: a long film's passed the
        // kernel's 128 KiB for one argument ("Argument list too long").
        try folder.write(Array(Self.mp4Filters(film).utf8), to: Self.mp4FilterFile, in: scratch, id: id)
        let gif = try Encoder(tools.ffmpeg, Self.gifArguments(film, size: size, palette: sample != nil), in: scratch,
                              shown: shown, making: WalkthroughGIF.name)
        let mp4 = try Encoder(tools.ffmpeg, Self.mp4Arguments(film, size: size), in: scratch, shown: shown,
                              making: WalkthroughMP4.name)
        // Each picture once; the MP4's last once more, at the loop's last sample (closingRepeat).
        try Self.feed(film.shots, size: size, to: [(gif, false), (mp4, Self.closingRepeat(film))])
        let delayed: [UInt8]
        do {
            delayed = try GIFDelays.set(film.delays(), in: folder.read(WalkthroughGIF.name, in: scratch, id: id))
        } catch let e as GIFDelays.Unreadable {
            // ffmpeg's GIF writer says nothing of a failed write (it exits 0 with the file cut short):
            // a file system with no room left is found by writing there.
            try folder.checkRoom(in: scratch, id: id, for: WalkthroughGIF.name)
            throw Failure.at("\(shown)", "the GIF ffmpeg wrote: \(e.why); \(shown) was left as it was")
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure.at("\(shown)", "\(error)")   // none: read throws Failure, set Unreadable
        }
        return Encoded(gif: delayed, mp4: try folder.read(WalkthroughMP4.name, in: scratch, id: id))
    }

    /// Rasterises `shots` a few at once (every core) into one of two sets of buffers while the
    /// other set's pictures are written to every encoder (at most 2 × `batch` pictures in
    /// memory); an encoder marked `closing` gets the last picture twice. The encoders finish
    /// (or, after a failure, are told their input ended) before anything is reported.
    static func feed(_ film: [WalkthroughFrames.Shot], size: (width: Int, height: Int),
                     to encoders: [(encoder: Encoder, closing: Bool)]) throws(Failure) {
        let bytes = size.width * size.height * 4
        // Two pictures a core, but at most ``bufferBudget`` bytes a set (large pictures: fewer at once).
        let batch = max(2, min(2 * ProcessInfo.processInfo.activeProcessorCount, bufferBudget / max(1, bytes)))
        let sets = [PictureBuffers(count: batch, bytes: bytes), PictureBuffers(count: batch, bytes: bytes)]
        let writing = DispatchGroup()
        let written = FirstFailure()
        var failure: Failure?
        for (n, start) in stride(from: 0, to: film.count, by: batch).enumerated() {
            let shots = Array(film[start..<min(film.count, start + batch)])
            let pictures = sets[n % 2]
            do throws(Failure) {
                try Parallel.forEach(Array(shots.indices), jobs: Parallel.processorCount) { i throws(Failure) in
                    try pictures.withPicture(i) { picture throws(Failure) in
                        try ExportTools.rasterise(shots[i].svg, width: size.width,
                                                  height: size.height, into: picture)
                    }
                }
            } catch {
                failure = error
                break
            }
            writing.wait()   // the other set is free again
            if written.error != nil { break }
            DispatchQueue.global().async(group: writing) {
                do throws(Failure) {
                    // Every encoder at once (each reads its own pipe), whatever the cores.
                    try Parallel.forEach(Array(encoders.indices), jobs: encoders.count) { e throws(Failure) in
                        for i in shots.indices {
                            try pictures.withPicture(i) { picture throws(Failure) in
                                let last = encoders[e].closing && start + i == film.count - 1
                                for _ in 0..<(last ? 2 : 1) {
                                    try encoders[e].encoder.write(UnsafeRawBufferPointer(picture))
                                }
                            }
                        }
                    }
                } catch {
                    written.note(error)
                }
            }
        }
        writing.wait()
        failure = failure ?? (written.error as? Failure)
        let ends = encoders.map { $0.encoder.finish() }
        if let failure { throw ends.compactMap { $0 }.first ?? failure }
        if let error = ends.compactMap({ $0 }).first { throw error }
    }

    /// The bytes of pictures one of ``feed(_:size:to:)``'s two sets holds, at most (but two pictures):
    /// 256 MiB, so that the tool's pictures take 512 MiB at most, whatever the cores.
    static let bufferBudget = 256 << 20

    /// How many bytes of pictures the GIF's ffmpeg may hold for its palette (board-10x5: 105
    /// pictures of 560 × 802, 189 MB; a board of eight profiles side by side: about 2.3 GB,
    /// 368 MB of memory at most with the palette made first). `SHUFFLEBOARD_PALETTE_BUDGET`
    /// (bytes) sets another, for tests.
    static var paletteBudget: Int {
        ProcessInfo.processInfo.environment["SHUFFLEBOARD_PALETTE_BUDGET"].flatMap { Int($0) } ?? 256 << 20
    }

    static func paletteSample(count: Int, bytes: Int) -> [Int]? {
        WalkthroughFrames.paletteSample(count: count, bytes: bytes, budget: paletteBudget)
    }

    /// The pictures' size in pixels: the canvas at one pixel a point, rounded up to even
    /// numbers (4:2:0 video needs both even; the extra row or column is white).
    static func pictureSize(_ film: WalkthroughFrames) -> (width: Int, height: Int) {
        ((film.width + 1) / 2 * 2, (film.height + 1) / 2 * 2)
    }
}
