import BoardRender
import Foundation
import Scenario
import SiteIO

/// One board's files for a bug tracker, written into a folder: `walkthrough.gif`,
/// `walkthrough.mp4`, `steps.png` and `issue.md` (issue 16).
///
/// The film (``WalkthroughFrames``) is drawn as SVG, one per distinct picture,
/// each rasterised once by librsvg into a PNG file; an ffconcat list gives each
/// picture its duration (its samples at ``fps``), the last one's running to the
/// loop's end, so `ffmpeg` reads each picture once however long it is held.
/// Every encoder option is pinned and no timestamp or metadata is written, so
/// the same board gives the same bytes.
struct BoardExport {
    /// Samples per second of the GIF and the MP4, unless `--fps` says.
    static let defaultFPS = 20

    var fps = BoardExport.defaultFPS

    var run: ScenarioRun
    var tools: ExportTools

    /// The four file names, in the order they are written.
    static let fileNames = ["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"]

    /// Writes the four files into `folder` (created; files of the same names replaced).
    /// Work happens in a scratch folder beside it, removed afterwards.
    func write(to folder: URL) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let scratch = folder.appendingPathComponent(".export-scratch")
        try? fm.removeItem(at: scratch)
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { if ProcessInfo.processInfo.environment["SHUFFLEBOARD_KEEP_SCRATCH"] == nil { try? fm.removeItem(at: scratch) } }

        let film = WalkthroughFrames(run, fps: fps)
        let names = film.shots.indices.map { String(format: "s%05d", $0) }
        try Data(Self.concatList(film, names: names).utf8).write(to: scratch.appendingPathComponent("film.ffconcat"))
        try Data(Self.concatList(film, names: names, closing: true).utf8)
            .write(to: scratch.appendingPathComponent("film-mp4.ffconcat"))
        // Rasterise every picture, and the step sheet, in this process: both cores at once.
        let pictures = zip(names, film.shots.map(\.svg)).map { ($0, $1) } + [("steps", StepSheet.svg(run))]
        try parallelEach(pictures) { name, svg in
            try ExportTools.rasterise(RasterSVG.prepared(svg), to: scratch.appendingPathComponent(name + ".png"))
        }
        // Encode: the GIF and the MP4 at once, each single-threaded (bit-exact output).
        let ffmpeg = tools.ffmpeg
        let final = Self.finalDelay(film)
        try parallelEach([0, 1]) { which in
            try ExportTools.run(ffmpeg, which == 0 ? Self.gifArguments(finalDelay: final) : Self.mp4Arguments(film),
                                in: scratch)
        }
        try Data(IssueMarkdown.render(run, fps: fps).utf8).write(to: scratch.appendingPathComponent("issue.md"))
        for (made, name) in zip(["walkthrough.gif", "walkthrough.mp4", "steps.png", "issue.md"], Self.fileNames) {
            let target = folder.appendingPathComponent(name)
            _ = try? fm.removeItem(at: target)
            try fm.moveItem(at: scratch.appendingPathComponent(made), to: target)
        }
    }

    /// The ffconcat list: each picture and how long it shows, in whole milliseconds
    /// (its samples × 1000 / fps). Each picture is read at a rate of 1000 frames a second,
    /// so its time base is a millisecond (at the image reader's default, 25, every time
    /// would be rounded to 40 ms). The concat demuxer drops the last entry's duration:
    /// the GIF's final delay gives it back; for the MP4 (`closing`) the last picture is
    /// listed once more, after the loop's end, so that the frame-rate filter, which never
    /// emits the last picture it reads, emits the real last one to the loop's end.
    static func concatList(_ film: WalkthroughFrames, names: [String], closing: Bool = false) -> String {
        var out = "ffconcat version 1.0\n"
        for (name, shot) in zip(names, film.shots) {
            out += "file '\(name).png'\noption framerate 1000\nduration \(milliseconds(shot.samples * 1000 / film.fps))\n"
        }
        if closing, let last = names.last {
            out += "file '\(last).png'\noption framerate 1000\nduration \(milliseconds(1000 / film.fps))\n"
        }
        return out
    }

    /// The GIF's delay after its last frame, centiseconds: the last picture's hold (the loop's pause).
    static func finalDelay(_ film: WalkthroughFrames) -> Int {
        (film.shots.last?.samples ?? 1) * 100 / film.fps
    }

    static func milliseconds(_ ms: Int) -> String {
        "\(ms / 1000)." + String(repeating: "0", count: 3 - String(ms % 1000).count) + "\(ms % 1000)"
    }

    /// Options both encodings share: no banner, no stdin, no metadata or timestamps, one thread.
    static let common = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-threads", "1",
                         "-f", "concat", "-safe", "0", "-i", "film.ffconcat"]
    static let exact = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]

    /// GIF: delays in centiseconds (`-r 100`: each picture's own duration, exactly, at
    /// 10, 20, 25 or 50 fps), a palette of 32 colours for the whole film (palettegen: the pictures are flat
    /// fills and text; 32 keep the text's edges smooth, and cost 20 % less than 256),
    /// each frame mapped to it without dithering, only the rectangle that changed stored.
    static func gifArguments(finalDelay: Int) -> [String] {
        common + ["-filter_complex",
                  "[0:v]split[a][b];[a]palettegen=stats_mode=full:max_colors=32[p];"
                    + "[b][p]paletteuse=dither=none:diff_mode=rectangle",
                  "-fps_mode", "vfr", "-r", "100", "-loop", "0", "-final_delay", "\(finalDelay)"] + exact + ["walkthrough.gif"]
    }

    /// MP4: H.264 (libx264), constant frame rate (a held picture repeats as skipped
    /// blocks), 4:2:0 on even dimensions, the index at the front so it plays at once.
    /// `veryfast` with `-tune animation` gave both the smallest file and the least
    /// time on board-10x5 (63.7 KB in 1.4 s of CPU, against 69.5 KB in 2.2 s for `slow`);
    /// CRF 34 keeps the event log's 12-point text legible (38 smears it).
    static func mp4Arguments(_ film: WalkthroughFrames) -> [String] {
        Array(common.dropLast()) + ["film-mp4.ffconcat", "-vf", "fps=\(film.fps),pad=ceil(iw/2)*2:ceil(ih/2)*2:color=white,format=yuv420p",
                  "-c:v", "libx264", "-preset", "veryfast", "-tune", "animation", "-crf", "34",
                  "-x264-params", "threads=1:lookahead-threads=1:sliced-threads=0:keyint=\(film.fps * 15)",
                  "-frames:v", "\(film.sampleCount)", "-movflags", "+faststart", "-an"] + exact + ["walkthrough.mp4"]
    }
}
