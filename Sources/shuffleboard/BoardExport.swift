import BoardFormat
import BoardRender
import Foundation
import Parallel
import Scenario
import SiteIO

/// One board's files for a bug tracker, written into a folder: `walkthrough.gif`,
/// `walkthrough.mp4`, `steps.png` and `issue.md` (issue 16). A board of several profiles
/// exports what the site shows: the side-by-side walkthrough (a panel per profile, one
/// clock), a step sheet with a column per profile, and issue.md covering every profile.
///
/// The film (``WalkthroughFrames``) is drawn as SVG, one per distinct picture; librsvg
/// rasterises each once, in memory, a few at a time on every core, and the raw pixels
/// (`bgra`) go straight to two `ffmpeg` processes on their standard input, no file
/// between:
///
/// - the GIF's reads each picture once and its palette (palettegen) is made from them; each
///   picture's delay (how long it is held: its samples at ``fps``) is then written into its
///   frame's graphic control extension (``GIFDelays``), so a held picture is one frame;
/// - the MP4's reads each picture once too and codes it as one frame at a variable frame
///   rate, stamped by `setpts` with its first sample, so a held picture is one frame there too.
///
/// Every encoder option is pinned and no timestamp or metadata is written, so the same
/// board gives the same bytes.
struct BoardExport {
    /// Samples per second of the GIF and the MP4, unless `--fps` says: story pacing's slow
    /// motion (×4 of a 60 Hz session) changes the picture 15 times a second, so 15 shows
    /// every frame of it; more adds no picture, only smaller steps of the clock.
    static let defaultFPS = 15

    var fps = BoardExport.defaultFPS

    /// The board's runs: one per profile, in the board's order (one for a carousel).
    var runs: [ScenarioRun]
    var tools: ExportTools

    /// The four file names, in the order they are written.
    static let fileNames = ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"]

    /// Writes the four files into `folder`'s folder for board `id`, all at once (``ExportFolder``): they
    /// are made in a work folder beside it, removed afterwards, and swapped in with the user's entries.
    func write(into folder: ExportFolder, id: String) throws {
        let scratchPath = try folder.scratch(id)
        let scratch = URL(fileURLWithPath: scratchPath)
        defer { folder.discard(scratchPath) }
        let shown = "\(folder.display)/\(id.escapingTerminalControls())"

        // The step sheet and issue.md need nothing of the film: drawn beside it, they fill the
        // end of the film's encoding, when the GIF's ffmpeg maps and writes every picture at once
        // (paletteuse waits for the palette) and the rasteriser's threads have nothing left.
        let sheet = DispatchGroup()
        let sheetFailure = FirstFailure()
        defer { sheet.wait() }   // before the scratch folder is removed, whatever happened
        DispatchQueue.global().async(group: sheet) { [runs, fps] in
            do {
                try ExportTools.rasterise(RasterSVG.prepared(StepSheet.svg(runs)),
                                          to: scratch.appendingPathComponent("steps.png"), shown: shown)
                try folder.write(Array(IssueMarkdown.render(runs, fps: fps).utf8), to: "issue.md", in: scratchPath, id: id)
            } catch {
                sheetFailure.note(error)
            }
        }

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
        try folder.write(Array(Self.mp4Filters(film).utf8), to: Self.mp4FilterFile, in: scratchPath, id: id)
        let gif = try Encoder(tools.ffmpeg, Self.gifArguments(film, size: size, palette: sample != nil), in: scratch,
                              shown: shown, making: "walkthrough.gif")
        let mp4 = try Encoder(tools.ffmpeg, Self.mp4Arguments(film, size: size), in: scratch, shown: shown,
                              making: "walkthrough.mp4")
        // Each picture once; the MP4's last once more, at the loop's last sample (closingRepeat).
        try Self.feed(film.shots, size: size, to: [(gif, false), (mp4, Self.closingRepeat(film))])
        do {
            let written = try folder.read("walkthrough.gif", in: scratchPath, id: id)
            try folder.write(GIFDelays.set(film.delays(), in: written), to: "walkthrough.gif", in: scratchPath, id: id)
        } catch let e as GIFDelays.Unreadable {
            // ffmpeg's GIF writer says nothing of a failed write (it exits 0 with the file cut short):
            // a file system with no room left is found by writing there.
            try folder.checkRoom(in: scratchPath, id: id, for: "walkthrough.gif")
            throw Failure("\(shown): error: the GIF ffmpeg wrote: \(e.why); \(shown) was left as it was")
        }
        sheet.wait()
        if let error = sheetFailure.error { throw error }
        try folder.install(id, names: Self.fileNames, from: scratchPath)
    }

    /// Refuses, before anything is drawn or written, a board whose film or step sheet would be larger
    /// than ``BoardLimits/exportPicturePixels`` / ``BoardLimits/exportSheetPixels`` (or longer on a
    /// side than their side limits): the pictures are held in memory whole, a few at once.
    static func checkSize(_ runs: [ScenarioRun]) throws(Failure) {
        let scenario = runs[0].scenario
        let canvas = WalkthroughFrames.canvas(runs)
        let picture = ((canvas.width + 1) / 2 * 2, (canvas.height + 1) / 2 * 2)
        let sheet = StepSheet.size(runs)
        let sheetSize = (Int(sheet.width.rounded(.up)), Int(sheet.height.rounded(.up)))
        for (what, size, pixels, side) in [
            ("the pictures of walkthrough.gif and walkthrough.mp4 would each be", picture,
             BoardLimits.exportPicturePixels, BoardLimits.exportPictureSide),
            ("steps.png would be", sheetSize, BoardLimits.exportSheetPixels, BoardLimits.exportSheetSide),
        ] where size.0 * size.1 > pixels || max(size.0, size.1) > side {
            throw Failure("\(scenario.file):\(scenario.line):1: error: board '\(scenario.id)': \(what) "
                + "\(size.0) × \(size.1) pixels (\(size.0 * size.1)), over the export's limit of \(pixels) pixels "
                + "a picture and \(side) a side (see docs/limits.md); nothing was written")
        }
    }

    /// Rasterises `shots` a few at once (every core) into one of two sets of buffers while the
    /// other set's pictures are written to every encoder (at most 2 × `batch` pictures in
    /// memory); an encoder marked `closing` gets the last picture twice. The encoders finish
    /// (or, after a failure, are told their input ended) before anything is reported.
    static func feed(_ film: [WalkthroughFrames.Shot], size: (width: Int, height: Int),
                     to encoders: [(encoder: Encoder, closing: Bool)]) throws {
        let bytes = size.width * size.height * 4
        // Two pictures a core, but at most ``bufferBudget`` bytes a set (large pictures: fewer at once).
        let batch = max(2, min(2 * ProcessInfo.processInfo.activeProcessorCount, bufferBudget / max(1, bytes)))
        let sets = [PictureBuffers(count: batch, bytes: bytes), PictureBuffers(count: batch, bytes: bytes)]
        let writing = DispatchGroup()
        let written = FirstFailure()
        var failure: Error?
        for (n, start) in stride(from: 0, to: film.count, by: batch).enumerated() {
            let shots = Array(film[start..<min(film.count, start + batch)])
            let pictures = sets[n % 2]
            do {
                try Parallel.forEach(Array(shots.indices), jobs: Parallel.processorCount) { i in
                    try pictures.withPicture(i) {
                        try ExportTools.rasterise(RasterSVG.prepared(shots[i].svg), width: size.width,
                                                  height: size.height, into: $0)
                    }
                }
            } catch {
                failure = error
                break
            }
            writing.wait()   // the other set is free again
            if written.error != nil { break }
            DispatchQueue.global().async(group: writing) {
                do {
                    // Every encoder at once (each reads its own pipe), whatever the cores.
                    try Parallel.forEach(Array(encoders.indices), jobs: encoders.count) { e in
                        for i in shots.indices {
                            try pictures.withPicture(i) { picture in
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
        failure = failure ?? written.error
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

    /// The palette alone (palettegen, as the GIF's would make it) into `palette.png`.
    static func paletteArguments(_ film: WalkthroughFrames, size: (width: Int, height: Int)) -> [String] {
        input(size: size, fps: film.fps) + ["-vf", "palettegen=stats_mode=full"] + exact + ["palette.png"]
    }

    /// The pictures' size in pixels: the canvas at one pixel a point, rounded up to even
    /// numbers (4:2:0 video needs both even; the extra row or column is white).
    static func pictureSize(_ film: WalkthroughFrames) -> (width: Int, height: Int) {
        ((film.width + 1) / 2 * 2, (film.height + 1) / 2 * 2)
    }

    /// Options every encoding shares: no banner, no stdin prompts, raw pictures on standard input, one thread.
    static func input(size: (width: Int, height: Int), fps: Int) -> [String] {
        ["-hide_banner", "-loglevel", "error", "-y", "-threads", "1",
         "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(size.width)x\(size.height)",
         "-framerate", "\(fps)", "-i", "pipe:0"]
    }
    static let exact = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]

    /// GIF: one frame per picture (their delays set afterwards), one palette for the whole film
    /// (palettegen: 255 colours and the transparent one), each frame mapped to it without
    /// dithering, only the rectangle that changed stored (ffmpeg's GIF encoder also makes what
    /// did not change transparent). Looping. Fewer colours cost the colours their meaning:
    /// palettegen keeps the colours that cover the most pixels, and a violation's red, an
    /// arrow's purple and an item's border cover few. With 16 (board-10x5's GIF 151,943 B)
    /// the red of "data ≠ screen" and of a rule's badge came out the finger's orange (158 apart
    /// in RGB), the arrows' purple the viewport's blue, and two items one colour; with 64
    /// (200 KB) an item's border was still 58 off; with 256 (228 KB) the drawing's colours are
    /// at most 18 off, and `export_frames.py` checks the flat areas against Chromium.
    /// With `palette`, the palette is read from `palette.png` (``paletteSample(count:bytes:)``).
    static func gifArguments(_ film: WalkthroughFrames, size: (width: Int, height: Int), palette: Bool = false) -> [String] {
        input(size: size, fps: film.fps) + (palette
            ? ["-i", "palette.png", "-filter_complex", "[0:v][1:v]paletteuse=dither=none:diff_mode=rectangle"]
            : ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];"
                    + "[b][p]paletteuse=dither=none:diff_mode=rectangle"])
            + ["-loop", "0"] + exact + ["walkthrough.gif"]
    }

    /// MP4: H.264 (libx264), 4:2:0, the index at the front so it plays at once, at a variable
    /// frame rate: each picture is one frame, stamped with its first sample (``timing(_:)``), so a
    /// held picture costs one frame, not a run of skipped ones (board-10x5: 106 frames where a
    /// constant 15 fps coded 219). CRF 28, with x264's slower searches (`subme=7`, `me=umh`,
    /// `trellis=2`): the text must read as it is written. At CRF 34.5 with the chroma's quantiser
    /// raised by 12 and `psy-rd=0` (34,903 B on board-10x5, under issue 16's 36 KB) edge-scroll's
    /// last frame read "2.57 s" for "2.67 s", "+5 earlier" for "+6", "lands fast" for "lands
    /// last", and coloured text bled (luma PSNR of its event log 27.9 dB). CRF 30 still rang
    /// around the orange pace mark; CRF 28 without those two options reads as the still does
    /// (32.9 dB; edge-scroll 54,636 B). `export_frames.py` checks the text's PSNR against the GIF.
    /// `-tune stillimage` and `qcomp=1` (the same quality for every frame) stay: `-tune
    /// animation` gave 68,641 B, the `medium`/`slow` presets 49,542/50,563 B (at CRF 34).
    /// B-frames must stay off at a variable rate: a frame's decoding time is then an earlier
    /// frame's time stamp, seconds before it when pictures are held, and the track's length
    /// (what Chromium reports as the video's duration) is counted in decoding times: it came out
    /// 1.1 s short of board-10x5's 14.6 s loop.
    static func mp4Arguments(_ film: WalkthroughFrames, size: (width: Int, height: Int)) -> [String] {
        input(size: size, fps: film.fps) + ["-filter_script:v", mp4FilterFile,
                  "-fps_mode", "vfr",
                  "-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-crf", "28",
                  "-x264-params", "threads=1:lookahead-threads=1:sliced-threads=0:qcomp=1.0:keyint=\(film.fps * 15)"
                    + ":trellis=2:bframes=0:subme=7:me=umh",
                  "-frames:v", "\(film.shots.count + (closingRepeat(film) ? 1 : 0))",
                  "-movflags", "+faststart", "-an"] + exact + ["walkthrough.mp4"]
    }

    /// The file in the scratch folder holding the MP4's filters (``mp4Filters(_:)``), read by ffmpeg's
    /// `-filter_script:v`: the same filter graph `-vf` took, whatever its length (one `setpts` term per
    /// picture; a 200 s board at 50 fps made it 128 KiB, over the kernel's limit for one argument).
    static let mp4FilterFile = "mp4.filters"

    /// The MP4's filter graph: its time stamps (``timing(_:)``), then 4:2:0.
    static func mp4Filters(_ film: WalkthroughFrames) -> String {
        (timing(film) + ["format=yuv420p"]).joined(separator: ",")
    }

    /// Whether the MP4 reads its last picture twice: an MP4 frame lasts until the next one's time
    /// stamp, and the last until its own stamp plus one sample, so a last picture held `samples`
    /// > 1 is read once more at the loop's last sample (`sampleCount − 1`), and the film lasts
    /// `sampleCount` samples, as the GIF's delays do.
    static func closingRepeat(_ film: WalkthroughFrames) -> Bool {
        (film.shots.last?.samples ?? 0) > 1
    }

    /// `setpts` filters that time the MP4's input: picture k (read as frame k, at k / fps)
    /// shows from its first sample, so its time stamp becomes `firstSample` (in 1/fps); the
    /// last picture's repeat (``closingRepeat(_:)``) at `sampleCount − 1`. Written as sums of
    /// `eq(N,k)*offset` terms, at most 50 a filter (ffmpeg's expressions nest at most about 100 deep).
    static func timing(_ film: WalkthroughFrames) -> [String] {
        let starts = film.shots.map(\.firstSample) + (closingRepeat(film) ? [film.sampleCount - 1] : [])
        let terms = starts.enumerated().compactMap { k, first in first == k ? nil : "eq(N\\,\(k))*\(first - k)" }
        return stride(from: 0, to: terms.count, by: 50).map {
            "setpts=PTS+" + terms[$0..<min(terms.count, $0 + 50)].joined(separator: "+")
        }
    }
}

/// The first error of work done off the caller's thread.
final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Error?
    var error: Error? { lock.lock(); defer { lock.unlock() }; return first }
    func note(_ e: Error) { lock.lock(); if first == nil { first = e }; lock.unlock() }
}

/// A batch of pictures in memory: `count` buffers of `bytes` each, written by one thread
/// apiece while rasterising, then read by the encoders' writers.
final class PictureBuffers: @unchecked Sendable {
    private var storage: [UnsafeMutableRawBufferPointer]

    init(count: Int, bytes: Int) {
        storage = (0..<count).map { _ in UnsafeMutableRawBufferPointer.allocate(byteCount: bytes, alignment: 16) }
    }

    deinit { storage.forEach { $0.deallocate() } }

    func withPicture<R>(_ i: Int, _ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try body(storage[i])
    }
}
