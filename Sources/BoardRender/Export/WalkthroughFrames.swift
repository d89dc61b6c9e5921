import CollectionLayout
import ReorderEngine
import Scenario

/// The walkthrough as a film for formats that play frames, not animations
/// (GIF, MP4): its loop sampled at a fixed rate, each sample the still of the
/// session frame the walkthrough shows at that second (``WalkthroughClock``,
/// story pacing: docs/pacing.md), drawn by ``FrameSVG`` with the walkthrough's
/// text panel (``WalkthroughFrames/panel(_:frame:)``).
///
/// Story time holds frames for a long while (the start for 1 s, every moment
/// for 0.3 s, the loop's end for 1.5 s) and skips quiet stretches: the samples
/// of a hold show one frame. So a sample is drawn only when it differs from the
/// one before: a ``Shot`` is one picture and how many samples it lasts. The
/// work of rasterising and encoding is proportional to the shots, not to the
/// samples. The last shot lasts to the loop's end: the pause before it loops.
public struct WalkthroughFrames: Sendable {
    /// One picture of the film: the session frame it shows, from which sample,
    /// for how many samples, and its SVG, written for librsvg (``Scene/forRaster``).
    public struct Shot: Sendable, Equatable {
        public var frame: Int
        public var firstSample: Int
        public var samples: Int
        public var svg: String
    }

    /// Samples per second.
    public let fps: Int
    /// The pictures in order; their samples add up to ``sampleCount``.
    public let shots: [Shot]
    /// The pictures' size, pixels: the canvas at one pixel a point, or a canvas wider than a
    /// tracker's column scaled down to it (``TrackerColumn``).
    public let width: Int
    public let height: Int
    /// Samples in one loop: the loop's seconds × ``fps``, rounded up.
    public var sampleCount: Int { shots.reduce(0) { $0 + $1.samples } }

    /// The film of `run`'s walkthrough at `fps` samples per second.
    public init(_ run: ScenarioRun, fps: Int) {
        self.init([run], fps: fps)
    }

    /// The film of a board's runs (its profiles, in order) at `fps` samples per second, at most
    /// ``TrackerColumn/width`` wide. One run: its walkthrough (a carousel's through a camera that
    /// fits the column). Several: the side-by-side walkthrough the site shows, a panel per
    /// profile on one clock (``Scene/onOneClock(_:)``), each panel the still of its own frame,
    /// as many abreast as fit the column, above them "Where they part" (``SideBySideStill``).
    public init(_ runs: [ScenarioRun], fps: Int) {
        self.init(Self.scenes(runs), fps: fps)
    }

    /// The scenes of `runs`' film: one run's, its pictures fitted to the column where a camera can
    /// (a carousel: ``Scene/init(_:fitting:)``); several, on one clock.
    static func scenes(_ runs: [ScenarioRun]) -> [Scene] {
        runs.count > 1 ? Scene.onOneClock(runs) : [Scene(runs[0], fitting: TrackerColumn.width)]
    }

    /// The film's canvas for `runs`, in points, worked out without drawing a picture: what
    /// `export` checks against its limit before it draws and rasterises the film (as drawn: a
    /// canvas wider than the column is then scaled down to it, ``picture(_:)``).
    public static func canvas(_ runs: [ScenarioRun]) -> (width: Int, height: Int) {
        let size = picture(scenes(runs)).canvas
        return (Int(size.width.rounded(.up)), Int(size.height.rounded(.up)))
    }

    /// The film's pictures for `scenes`: the side-by-side still of several, the size the film
    /// shows them at (the canvas, scaled down to the column when still wider: ``TrackerColumn``)
    /// and that scale.
    static func picture(_ scenes: [Scene]) -> (sideBySide: SideBySideStill?, canvas: Size, size: Size, scale: Double) {
        let sideBySide = scenes.count > 1 ? SideBySideStill(scenes) : nil
        let canvas = sideBySide?.size ?? scenes[0].canvas
        let scale = TrackerColumn.scale(canvas.width)
        let size = TrackerColumn.size(width: canvas.width, height: canvas.height, scale: scale)
        return (sideBySide, canvas, Size(width: size.width, height: size.height), scale)
    }

    init(_ scene: Scene, fps: Int) {
        self.init([scene], fps: fps)
    }

    /// A film of given shots (tests).
    init(fps: Int, shots: [Shot], width: Int, height: Int) {
        self.fps = fps
        self.shots = shots
        self.width = width
        self.height = height
    }

    init(_ scenes: [Scene], fps: Int) {
        precondition(!scenes.isEmpty)
        let scenes = scenes.map(\.forRaster)  // its pictures are for librsvg
        self.fps = fps
        let (sideBySide, _, size, scale) = Self.picture(scenes)
        width = Int(size.width.rounded(.up))
        height = Int(size.height.rounded(.up))
        // Every scene plays frame k at the same second; the longest has every frame.
        let longest = scenes.max { $0.run.timeline.frames.count < $1.run.timeline.frames.count } ?? scenes[0]
        let clock = WalkthroughClock(longest)
        var shots: [Shot] = []
        // Light unless the board pins dark: no viewer's preference reaches a film (``PictureScheme``).
        let dark = scenes[0].run.scenario.scheme == .dark
        for run in Self.selection(seconds: clock.seconds, duration: clock.duration, fps: fps) {
            let drawn = sideBySide?.svg(frame: run.frame) ?? Self.svg(scenes[0], frame: run.frame)
            let fitted = scale < 1 ? TrackerColumn.fitted(drawn) : drawn
            let svg = dark ? PictureStyle.applying(.dark, to: fitted) : fitted
            if let last = shots.last, last.svg == svg {   // another frame, the same picture (a held clock)
                shots[shots.count - 1].samples += run.samples
            } else {
                shots.append(Shot(frame: run.frame, firstSample: run.firstSample, samples: run.samples, svg: svg))
            }
        }
        self.shots = shots
    }

    /// Each GIF frame's delay, centiseconds: picture k shows from sample `firstSample` for
    /// `samples` samples, so from `firstSample × 100 / fps` cs to its end, each rounded to the
    /// nearest centisecond. The delays add up to the loop, rounded once; the last one (the
    /// last picture's hold to the loop's end) is the pause before the GIF loops.
    public func delays() -> [Int] {
        func cs(_ sample: Int) -> Int { (sample * 200 + fps) / (2 * fps) }
        return shots.map { cs($0.firstSample + $0.samples) - cs($0.firstSample) }
    }

    /// Which pictures make the GIF's palette when `count` pictures of `bytes` each exceed
    /// `budget` (palettegen holds every picture it reads until the last): as many as fit in it
    /// (at least 2), spread evenly from the first to the last (picture `k × (count − 1) / (m − 1)`
    /// for k in 0..<m); `nil` when every picture fits (the palette is made from all of them).
    public static func paletteSample(count: Int, bytes: Int, budget: Int) -> [Int]? {
        guard count * bytes > budget, count > 1 else { return nil }
        let m = max(2, min(count, budget / bytes))
        return (0..<m).map { $0 * (count - 1) / (m - 1) }
    }

    /// Which session frame each sample shows, runs of one frame merged: sample
    /// `i` is at `i / fps` seconds of the loop and shows the last frame whose
    /// playback time (`seconds`, never decreasing) is at or before it, as the
    /// walkthrough does (frames of a skipped stretch share the time of the frame
    /// that ends the skip: that one shows). The loop has `⌈duration × fps⌉` samples.
    ///
    /// - Complexity: O(samples + frames).
    static func selection(seconds: [Double], duration: Double, fps: Int)
        -> [(frame: Int, firstSample: Int, samples: Int)] {
        precondition(fps > 0 && !seconds.isEmpty, "fps \(fps), \(seconds.count) frames")
        // Whole milliseconds (story times are): compare integers, so 0.05 s × 20 is sample 1 exactly.
        let ms = seconds.map { Int(($0 * 1000).rounded()) }
        let count = max(1, (Int((duration * 1000).rounded()) * fps + 999) / 1000)
        var result: [(frame: Int, firstSample: Int, samples: Int)] = []
        var frame = 0
        for i in 0..<count {
            // Sample i is at i × 1000 / fps ms; frame k shows from ms[k] on: ms[k] × fps ≤ i × 1000.
            while frame + 1 < ms.count && ms[frame + 1] * fps <= i * 1000 { frame += 1 }
            if let last = result.last, last.frame == frame {
                result[result.count - 1].samples += 1
            } else {
                result.append((frame, i, 1))
            }
        }
        return result
    }

    /// The still of frame `index` as the walkthrough shows it: its caption, the
    /// log, the clock to the tenth and the pace mark, the badges of the rules
    /// broken so far, and the latest exchange's arrows while they linger.
    ///
    /// Only the picture: the root carries no frame number or time, and there is no
    /// `<title>` or `<desc>` (a film frame is never read alone), so two frames that
    /// draw the same are the same text.
    static func svg(_ scene: Scene, frame index: Int) -> String {
        let t = scene.run.timeline
        let broken = t.violations.filter { $0.frame <= index }
        return picture(FrameSVG.render(scene, frame: index, caption: Self.caption(scene, frame: index), note: nil,
                               violations: broken, arrows: Self.arrows(scene, frame: index),
                               text: panel(scene, frame: index)))
    }

    /// `svg` (a still) without what differs between stills that draw the same: the
    /// root's `data-frame`, `data-time` and `data-walkthrough-time`, the title and the description.
    static func picture(_ svg: String) -> String {
        var lines = svg.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 3, lines[1].hasPrefix("<title>"), lines[2].hasPrefix("<desc>"),
              let cut = lines[0].range(of: " data-frame=\"") else { return svg }
        lines[0] = lines[0][..<cut.lowerBound] + ">"
        lines.removeSubrange(1...2)
        return lines.joined(separator: "\n")
    }

    /// The step whose caption the walkthrough shows at frame `f`: 0 before the
    /// first step, then step i from the frame after step i − 1 ends.
    static func step(_ scene: Scene, frame f: Int) -> Int {
        let ends = scene.run.timeline.stepEnds
        guard f > 0 else { return 0 }
        let done = ends.partitionIndex { $0 >= f }   // steps that ended before f
        return min(done + 1, scene.panel.captions.count - 1)
    }

    static func caption(_ scene: Scene, frame f: Int) -> String {
        let i = step(scene, frame: f)
        return i == 0 ? "Before the first step" : "Step \(i): \(scene.run.scenario.script.steps[i - 1].text)"
    }

    /// The latest exchange's arrows, for 0.6 s of the session after it (as the walkthrough draws them).
    static func arrows(_ scene: Scene, frame f: Int) -> [ExchangeArrow] {
        let t = scene.run.timeline
        let linger = FrameRate(fps: t.fps).ticks(0.6)
        let recent = scene.exchangeArrows(in: max(0, f - linger + 1)...f)
        guard let latest = recent.last?.frame else { return [] }
        return recent.filter { $0.frame == latest }
    }
}
