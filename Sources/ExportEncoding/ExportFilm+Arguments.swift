import BoardRender
import Foundation

/// The `ffmpeg` command lines of a film's encodings, and the MP4's filters. Every encoder option is
/// pinned and no timestamp or metadata is written, so the same board gives the same bytes.
extension ExportFilm {
    /// The palette alone (palettegen, as the GIF's would make it) into `palette.png`.
    static func paletteArguments(_ film: WalkthroughFrames, size: (width: Int, height: Int)) -> [String] {
        input(size: size, fps: film.fps) + ["-vf", "palettegen=stats_mode=full"] + exact + ["palette.png"]
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
            + ["-loop", "0"] + exact + [WalkthroughGIF.name]
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
                  "-movflags", "+faststart", "-an"] + exact + [WalkthroughMP4.name]
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
