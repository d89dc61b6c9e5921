import BoardFormat
import CollectionLayout
import ReorderEngine
import Scenario
import Testing
@testable import BoardRender

/// The film that `export` encodes (issue 16): which frame each sample shows.
@Suite struct WalkthroughFramesTests {
    @Test func eachSampleShowsTheLastFrameStartedByThen() {
        // Frames at 0, 1.0, 1.02, 1.05, 1.3, 1.3 (frame 4 ends a skip that frame 5 lands on: both
        // at 1.3, the later shows), 1.9 s; a loop of 3.4 s at 20 fps: ⌈3.4 × 20⌉ = 68 samples,
        // sample i at 50 i ms.
        //   frame 0: samples 0…19 (0–950 ms) — 20
        //   frame 1: sample 20 (1000 ms) — 1
        //   frame 2 (1020 ms): never sampled: at 1050 ms frame 3 has started
        //   frame 3: samples 21…25 (1050–1250 ms) — 5
        //   frame 4: never (frame 5 shares its 1300 ms)
        //   frame 5: samples 26…37 (1300–1850 ms) — 12
        //   frame 6: samples 38…67 (1900–3350 ms) — 30, the loop's pause
        let runs = WalkthroughFrames.selection(seconds: [0, 1.0, 1.02, 1.05, 1.3, 1.3, 1.9], duration: 3.4, fps: 20)
        #expect(runs.map(\.frame) == [0, 1, 3, 5, 6])
        #expect(runs.map(\.firstSample) == [0, 20, 21, 26, 38])
        #expect(runs.map(\.samples) == [20, 1, 5, 12, 30])
    }

    @Test func fifteenFramesASecondRoundTheLoopUp() {
        // 1.01 s at 15 fps: 15.15 samples, so 16; sample i at 1000 i / 15 ms: frame 1 (at 0.5 s)
        // from sample 8 (533 ms; sample 7 is at 466 ms).
        let runs = WalkthroughFrames.selection(seconds: [0, 0.5], duration: 1.01, fps: 15)
        #expect(runs.map(\.frame) == [0, 1])
        #expect(runs.map(\.samples) == [8, 8])
    }

    /// Press A, move it onto B over 15 ticks, release (the three-item board of WalkthroughTests).
    static let run = threeItemRun([.press(.item("A")), .move(to: .item("B"), ticks: 15), .release])

    @Test func theFilmCoversTheLoopAndDrawsEachPictureOnce() throws {
        let scene = Scene(Self.run)
        let film = WalkthroughFrames(scene, fps: 20)
        let loop = Int((scene.story.duration * 1000).rounded())
        #expect(film.sampleCount == (loop * 20 + 999) / 1000)
        // Frame 0 is held 1 s (docs/pacing.md): at least 20 samples; the loop's end 1.5 s: 30.
        let first = try #require(film.shots.first), last = try #require(film.shots.last)
        #expect(first.frame == 0 && first.samples >= 20)
        // The last picture stands for the last frame: the film samples it last, and the frames
        // before it that draw the same (the clock reads "t = 1.0 s" from 0.95 s on) share its shot.
        let final = Self.run.timeline.frames.count - 1
        let clock = WalkthroughClock(scene)
        #expect(WalkthroughFrames.selection(seconds: clock.seconds, duration: clock.duration, fps: 20).last?.frame == final)
        #expect(last.frame <= final && last.samples >= 30)
        for (a, b) in zip(film.shots, film.shots.dropFirst()) {
            #expect(a.svg != b.svg)
            #expect(a.firstSample + a.samples == b.firstSample)
            #expect(a.frame < b.frame)
        }
        // Fewer pictures than samples: holds are drawn once.
        #expect(film.shots.count < film.sampleCount)
        #expect(film.width == Int(scene.canvas.width.rounded(.up)))
    }

    @Test func aFrameShowsTheWalkthroughsTextAtThatFrame() throws {
        let scene = Scene(Self.run)
        let t = Self.run.timeline
        let end = t.stepEnds[1]   // the move's last frame: the walkthrough shows step 2's caption
        let svg = WalkthroughFrames.svg(scene, frame: end)
        let caption = scene.panel.captions[2][0]
        #expect(svg.contains(">\(Escape.xml(caption))</text>"))
        // The clock to the nearest tenth, in three texts, as the walkthrough draws it: "t = 0.", "N" and "s".
        let tenths = Int((t.frames[end].time * 10 + 0.5 + 1e-9).rounded(.down))
        #expect(svg.contains(">t = \(tenths / 10).</text>") && svg.contains(">\(tenths % 10)</text>")
                && svg.contains(">s</text>"))
        // Frame 0: the caption before the first step and "held at the start".
        let start = WalkthroughFrames.svg(scene, frame: 0)
        #expect(start.contains(">Before the first step</text>") && start.contains(">held at the start</text>"))
        // A film frame carries no frame number or description: equal pictures are equal text.
        #expect(!svg.contains("data-frame=") && !svg.contains("<desc>"))
    }

    /// The data strip's "≠" signs share one `y` when they share a baseline (``DataStrip/signs(at:apart:)``);
    /// for librsvg (``Scene/forRaster``), which sets a text of several `x` on one line, each has a text.
    @Test func signsForTheRasteriserHaveATextEach() {
        let at = [Point(x: 10, y: 100), Point(x: 70, y: 100)]
        #expect(DataStrip.signs(at: at) == "<text x=\"10 70\" y=\"105\">≠≠</text>")
        // y: the baseline of a 13-point glyph centred at 100, 100 + 13 × 0.35 = 104.55, to whole points: 105.
        #expect(DataStrip.signs(at: at, apart: true) == "<text x=\"10\" y=\"105\">≠</text><text x=\"70\" y=\"105\">≠</text>")
        #expect(DataStrip.signs(at: [at[0]], apart: true) == DataStrip.signs(at: [at[0]]))
    }

    /// An exported picture holds no text with a list of `x`: the slot digits and signs of a
    /// still, a film frame and the sheet have a text each; the site's still keeps the lists.
    @Test func theExportsPicturesHaveNoListOfX() {
        let scene = Scene(Self.run)
        let lists = /<text x="[^"]* [^"]*"/
        #expect(FrameSVG.step(scene, index: 1).contains(lists))
        #expect(!FrameSVG.step(scene.forRaster, index: 1).contains(lists))
        #expect(!WalkthroughFrames(Self.run, fps: 20).shots.contains { $0.svg.contains(lists) })
        #expect(!StepSheet.svg(Self.run).contains(lists))
    }

    @Test func theIssueTextSummarisesAndCarriesTheSource() {
        let md = IssueMarkdown.render(Self.run, fps: 20)
        #expect(md.contains("![Walkthrough of T \\<\\&\\>, 20 frames per second](walkthrough.gif)"))
        #expect(md.contains("(steps.png)") && md.contains("(walkthrough.mp4)"))
        #expect(md.contains("Under the `system` profile, 3 steps"))
        #expect(md.contains("<details>") && md.contains("</details>"))
    }

    @Test func theStepSheetHoldsEveryStepAndMarksWherePartsBegin() {
        let sheet = StepSheet.svg(Self.run)
        // Before the first step, then the three steps: four nested stills at least.
        #expect(sheet.components(separatedBy: "<svg x=").count - 1 >= 4)
        #expect(sheet.contains(">Step 3 of 3: "))
    }
}

/// The GIF's delays and the side-by-side film (issue 16: held pictures one frame, every profile).
@Suite struct ExportFilmTests {
    @Test func gifDelaysRoundEachPicturesEndToTheCentisecond() {
        // 15 fps: sample s starts at s × 100 / 15 cs. Pictures from samples 0, 16, 17, 19, the last
        // lasting to sample 49 (the loop):
        //   ends in cs: 0 → 0, 16 → 106.67 → 107, 17 → 113.33 → 113, 19 → 126.67 → 127, 49 → 326.67 → 327
        //   delays: 107 − 0 = 107, 113 − 107 = 6, 127 − 113 = 14, 327 − 127 = 200; sum 327 = the loop, rounded once.
        let shots = [(0, 16), (16, 1), (17, 2), (19, 30)].enumerated().map {
            WalkthroughFrames.Shot(frame: $0.offset, firstSample: $0.element.0, samples: $0.element.1, svg: "\($0.offset)")
        }
        let film = WalkthroughFrames(fps: 15, shots: shots, width: 2, height: 2)
        #expect(film.delays() == [107, 6, 14, 200])
        // 20 fps: every sample is 5 cs exactly: 16 × 5 = 80, 5, 10, 150.
        #expect(WalkthroughFrames(fps: 20, shots: shots, width: 2, height: 2).delays() == [80, 5, 10, 150])
    }

    @Test func aLargeFilmsPaletteIsMadeFromPicturesSpreadOverIt() {
        // 105 pictures of 1.8 MB fit in 256 MB (189 MB): all of them, no sample.
        #expect(WalkthroughFrames.paletteSample(count: 105, bytes: 1_800_000, budget: 256 << 20) == nil)
        // 10 pictures of 100 B in a budget of 400 B: 4 fit; k × 9 / 3 for k = 0…3: 0, 3, 6, 9.
        #expect(WalkthroughFrames.paletteSample(count: 10, bytes: 100, budget: 400) == [0, 3, 6, 9])
        // 5 in 250 B: 2 fit: 0 and 4 (the first and the last). One picture larger than the budget: still 2.
        #expect(WalkthroughFrames.paletteSample(count: 5, bytes: 100, budget: 250) == [0, 4])
        #expect(WalkthroughFrames.paletteSample(count: 5, bytes: 1000, budget: 250) == [0, 4])
        // 7 in 600 B: 6 fit; k × 6 / 5 for k = 0…5: 0, 1, 2, 3, 4, 6.
        #expect(WalkthroughFrames.paletteSample(count: 7, bytes: 100, budget: 600) == [0, 1, 2, 3, 4, 6])
    }

    /// A GIF89a of two 1×1 frames, each after a graphic control extension, and a looping extension first.
    static let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]   // 0…18
        + [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]                                   // 19…37
        + [0x21, 0xF9, 4, 0, 5, 0, 0, 0]                                                                    // 38…45: delay at 42
        + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]                                            // 46…60
        + [0x21, 0xF9, 4, 0, 5, 0, 0, 0]                                                                    // 61…68: delay at 65
        + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0] + [0x3B]

    @Test func gifDelaysAreWrittenIntoEachGraphicControlExtension() throws {
        #expect(try GIFDelays.offsets(Self.gif) == [42, 65])
        let set = try GIFDelays.set([7, 300], in: Self.gif)
        // 7 = 0x0007; 300 = 0x012C, little-endian: 2C 01. Nothing else changes.
        var expected = Self.gif
        expected[42] = 7; expected[43] = 0; expected[65] = 0x2C; expected[66] = 1
        #expect(set == expected)
        #expect(throws: GIFDelays.Unreadable(why: "2 frames, not 3")) { try GIFDelays.set([1, 2, 3], in: Self.gif) }
        #expect(throws: GIFDelays.Unreadable.self) { try GIFDelays.set([1], in: Array(Self.gif.prefix(50))) }
    }

    @Test func aBoardOfTwoProfilesFilmsTheSideBySideWalkthrough() throws {
        // The three-item board under system and table-exchange.
        let base = WalkthroughFramesTests.run
        let runs = [Profile.system, .tableExchange].map { ScenarioRun(base.scenario, variant: Variant(profile: $0)) }
        let film = WalkthroughFrames(runs, fps: 15)
        let scenes = Scene.onOneClock(runs)
        // Two panels of 440 abreast, 16 apart, would be 896 wide, past a tracker's 880 px column
        // (issue 34): one under another, the film is one panel wide.
        let panel = scenes.map(\.canvas.width).max() ?? 0
        #expect(panel == 440)
        #expect(film.width == 440)
        // Its loop is the shared clock's: every scene's loop is as long.
        let loop = Int((scenes[0].story.duration * 1000).rounded())
        #expect(scenes.allSatisfy { Int(($0.story.duration * 1000).rounded()) == loop })
        #expect(film.sampleCount == (loop * 15 + 999) / 1000)
        for shot in film.shots {
            // Both panels' stills, each under its profile's header, above them "Where they part".
            #expect(shot.svg.components(separatedBy: "<svg x=").count - 1 == 2)
            #expect(shot.svg.contains(">system</text>") && shot.svg.contains(">table-exchange</text>"))
            #expect(shot.svg.contains(">Where they part</text>"))
            // The panels' event-log clips are their own.
            #expect(shot.svg.contains("url(#p1l)") && shot.svg.contains("url(#p2l)") && !shot.svg.contains("url(#l)"))
        }
        for (a, b) in zip(film.shots, film.shots.dropFirst()) { #expect(a.svg != b.svg) }
        // The last picture is held to the loop's end: the pause.
        #expect((film.shots.last?.samples ?? 0) * 1000 >= 1000 * 15)
        // "Where they part" gives session time, as the walkthrough does: frame k of a 60 fps
        // session is at k / 60 s, whatever the film's slow motion and holds make of it.
        let parted = Parting.find(runs).compactMap { p in p.frame.map { (p.aspect.rawValue, $0) } }
        #expect(!parted.isEmpty)
        let md = IssueMarkdown.render(runs, fps: 15)
        for (aspect, frame) in parted {
            let seconds = format(Double(frame) / 60)
            // The line goes on to name the step each profile is on (PartingLine).
            #expect(film.shots.allSatisfy { $0.svg.contains(">\(aspect): frame \(frame), \(seconds) s · ") })
            #expect(md.contains("\(aspect.lowercased()) at \(seconds) s (frame \(frame))"))
        }
    }

    /// The profiles' sheet of `viewport` (the three items of ``threeItemRun(_:pace:)``, under system
    /// and table-exchange), and its labels' heights: each label's `y`, in the order drawn.
    static func sheet(viewport: Size) -> (sheet: String, runs: [ScenarioRun], heights: (String) -> [Double]) {
        let steps: [GestureStep] = [.press(.item("A")), .move(to: .item("B"), ticks: 15), .release]
        let board = Board(id: "t", title: "T <&>", file: "t.md", line: 1, source: "", viewport: viewport,
                          sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                          steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
        let scenario = board.scenario()
        let runs = [Profile.system, .tableExchange].map { ScenarioRun(scenario, variant: Variant(profile: $0)) }
        let sheet = StepSheet.svg(runs)
        func heights(_ label: String) -> [Double] {
            var ys: [Double] = [], from = sheet.startIndex
            while let r = sheet.range(of: ">" + label, range: from..<sheet.endIndex),
                  let open = sheet.range(of: "<text ", options: .backwards, range: sheet.startIndex..<r.lowerBound) {
                let tag = sheet[open.upperBound..<r.lowerBound]
                if let y = tag.range(of: " y=\"") { ys.append(Double(tag[y.upperBound...].prefix { $0 != "\"" }) ?? -1) }
                from = r.upperBound
            }
            return ys
        }
        return (sheet, runs, heights)
    }

    @Test func theStepSheetHasAColumnPerProfileWhereTheyFit() {
        // A 150-wide view: stills of 390, and 16 + 2 × (390 + 16) = 828 ≤ 880: a column per profile.
        let (sheet, runs, heights) = Self.sheet(viewport: Size(width: 150, height: 100))
        #expect(Scene(runs[0]).canvas.width == 390)
        #expect(sheet.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"828\" "))
        // Both columns' headers and, per column, "Before the first step" and the three steps' stills.
        #expect(sheet.contains(">system</text>") && sheet.contains(">table-exchange</text>"))
        #expect(sheet.components(separatedBy: ">Before the first step").count - 1 >= 2)
        #expect(sheet.components(separatedBy: ">Step 3 of 3: ").count - 1 == 2)
        // Rows line up: each step's label stands at one height in both columns, though the
        // columns' screens and data part at other frames (each column's parting cell has a row
        // of its own), and the header counts no pictures it would get wrong.
        for label in ["Step 1 of 3: ", "Step 2 of 3: ", "Step 3 of 3: "] {
            let ys = heights(label)
            #expect(ys.count == 2 && ys[0] == ys[1], "\(label): \(ys)")
        }
        #expect(sheet.contains("2 profiles side by side, a row per step"))
        let md = IssueMarkdown.render(runs, fps: 15)
        #expect(md.contains("2 profiles side by side (`system`, `table-exchange`)"))
        #expect(md.contains("\n- `system`: ") && md.contains("\n- `table-exchange`: "))
        #expect(md.contains(", 2 profiles side by side, 15 frames per second](walkthrough.gif)"))
    }

    @Test func theStepSheetStacksTheProfilesWhereTheirColumnsDoNotFit() {
        // A 200-wide view: stills of 440, and 16 + 2 × (440 + 16) = 928 > 880: the steps one after
        // another, each step's two stills one under another, 16 + 440 + 16 = 472 wide.
        let (sheet, _, heights) = Self.sheet(viewport: Size(width: 200, height: 100))
        #expect(sheet.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"472\" "))
        #expect(sheet.contains(">2 profiles, each step's pictures together, one under another</text>"))
        // Each still under a band naming its profile: four steps' (and system's parting cell: 5).
        #expect(sheet.components(separatedBy: ">system</text>").count - 1 == 5)
        #expect(sheet.components(separatedBy: ">table-exchange</text>").count - 1 == 4)
        // Every step's two labels, one under the other, and all of step k above step k + 1's.
        var last = 0.0
        for label in ["Step 1 of 3: ", "Step 2 of 3: ", "Step 3 of 3: "] {
            let ys = heights(label)
            #expect(ys.count == 2 && ys[0] < ys[1] && ys[0] > last, "\(label): \(ys)")
            last = ys.last ?? last
        }
        #expect(TrackerColumnTests.textSizes(sheet).allSatisfy { $0 >= 11 })
    }
}
