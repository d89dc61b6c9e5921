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
        #expect(last.frame == Self.run.timeline.frames.count - 1 && last.samples >= 30)
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
        // The clock to the tenth, in two texts: "t = 0" and ".N s".
        let tenths = Int((t.frames[end].time * 10 + 1e-9).rounded(.down))
        #expect(svg.contains(">t = \(tenths / 10)</text>") && svg.contains(">.\(tenths % 10) s</text>"))
        // Frame 0: the caption before the first step and "held at the start".
        let start = WalkthroughFrames.svg(scene, frame: 0)
        #expect(start.contains(">Before the first step</text>") && start.contains(">held at the start</text>"))
        // A film frame carries no frame number or description: equal pictures are equal text.
        #expect(!svg.contains("data-frame=") && !svg.contains("<desc>"))
    }

    @Test func rasterSVGPlacesEachCharacterOfAPositionedText() {
        let svg = "<g><text x=\"383 383\" y=\"82.9 102.9\" font-size=\"11\">0&amp;</text><text x=\"5\" y=\"6\">ab</text></g>"
        #expect(RasterSVG.prepared(svg) == "<g><text x=\"383\" y=\"82.9\" font-size=\"11\">0</text>"
            + "<text x=\"383\" y=\"102.9\" font-size=\"11\">&amp;</text><text x=\"5\" y=\"6\">ab</text></g>")
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
