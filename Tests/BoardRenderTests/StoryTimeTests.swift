import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// Story time (docs/pacing.md), worked by hand from the rule.
@Suite struct StoryTimeTests {
    /// Press A (the system profile's 0.5 s: A lifts on frame 30), move onto B over
    /// 15 frames (B moves on frame 40), release (frame 46: the drop and the data's
    /// one move), the drop animating until frame 60.
    static let drag: [GestureStep] = [.press(.item("A")), .move(to: .item("B"), ticks: 15), .release]

    @Test func aSmallDragPlaysInTheStoryTimeTheRuleGives() throws {
        let scene = Scene(threeItemRun(Self.drag))
        let t = scene.run.timeline
        try #require(t.frames.count == 61 && t.stepEnds == [30, 45, 60])
        #expect(scene.panel.log.map(\.frame) == [30, 40, 46])
        // Moments: the log's frames and the step ends, 30, 40, 45, 46, 60. Slowed ×4:
        // intervals within 6 frames before and 15 after one, 25…60; intervals 1…24
        // play in real time (24 frames, under a second: nothing skipped).
        // Before holds: frame k ≤ 24 at round(1000k / 60) ms (frame 24 at 400);
        // then 400 + round(4000 (k − 24) / 60): frame 30 at 800, 31 at 867, 40 at 1467,
        // 45 at 1800, 46 at 1867, 60 at 2800.
        // Holds: frame 0, 1000 (the start); each moment 300, or more to keep the next
        // moment 400 away: 45 → 46 is 67 apart, so 45 holds 333.
        // Steps last 1500 at least: step 1 (frames 1…30) runs from 17 + 1000 to
        // 867 + 1300 = 2167, 1150: frame 30 holds 350 more, 650. Step 2 (31…45)
        // runs from 2517 to 1867 + 1933 + 350 = 4150, 1633: enough.
        // So frame 30 at 800 + 1000 = 1800, 40 at 1467 + 1650 = 3117, 45 at
        // 1800 + 1950 = 3750, 46 at 1867 + 2283 = 4150, 60 at 2800 + 2583 = 5383,
        // and the loop ends 300 (its hold) + 1500 later: 7.183 s, rounded up to a tenth: 7.2 s.
        let story = scene.story
        #expect(story.seconds[0] == 0)
        #expect(story.seconds[24] == 1.4)
        #expect(story.seconds[30] == 1.8)
        #expect(story.seconds[40] == 3.117)
        #expect(story.seconds[45] == 3.75)
        #expect(story.seconds[46] == 4.15)
        #expect(story.seconds[60] == 5.383)
        #expect(story.duration == 7.2)
        #expect(story.holds[30] == 0.65 && story.holds[45] == 0.333 && story.holds[40] == 0.3)
        #expect(story.marks[0] == "held at the start")
        #expect(story.marks[23] == nil)
        #expect(story.marks[24] == StoryTime.slowMark)
        let svg = WalkthroughSVG.render(scene)
        #expect(svg.contains("dur=\"7.2\" repeatDur=\"indefinite\""))
        #expect(svg.contains(">slow motion ×4, held at events<"))
        // The clock reads "t = 0." and "5" and "s", texts that meet: the tenth is one text of the
        // digits shown, a glyph a column.
        #expect(svg.contains(">t = 0.<") && svg.contains(">s<"))
        let digits = try #require(svg.components(separatedBy: "<g data-clock=").dropFirst().first?
            .components(separatedBy: "</g>")[1].components(separatedBy: "\">").last?.prefix { $0 != "<" })
        #expect(digits.contains("5") && digits.allSatisfy(\.isNumber))
        // A still says when the walkthrough shows it: step 1's at 1.8 s.
        #expect(FrameSVG.step(scene, index: 1).contains("data-frame=\"30\" data-time=\"0.5\" data-walkthrough-time=\"1.8\""))
    }

    @Test func realPaceKeepsTheSessionsOwnTimes() {
        // The session ends at 60 / 60 = 1 s; the loop holds 1.5 s more: 2.5 s. Frame 30
        // is at 0.5 s, 0.2 of the loop, with no hold and no mark.
        let scene = Scene(threeItemRun(Self.drag, pace: .real))
        #expect(scene.story.seconds == scene.run.timeline.frames.map(\.time))
        #expect(scene.story.duration == 2.5)
        #expect(scene.story.marks.allSatisfy { $0 == nil })
        #expect(scene.story.holds.allSatisfy { $0 == 0 })
        let svg = WalkthroughSVG.render(scene)
        #expect(svg.contains("dur=\"2.5\""))
        #expect(!svg.contains("slow motion") && !svg.contains("skipped"))
        #expect(svg.contains("keyTimes=\"0;.2\""))   // the lift's log entry appears at frame 30
    }

    @Test func aLongPressIsSkippedAndSaysSo() throws {
        // edge-scroll: B lifts after a 2 s press, on frame 120; the slowed stretch
        // starts 6 frames before it. Intervals 1…114 run at real speed, 1.9 s, over a
        // second: the first 15 frames (0.25 s) and the last 30 (0.5 s) play, and
        // frames 15…84 share the time of frame 84, round(15000 / 60) = 250 ms after
        // the start's 1000 ms hold: 1.25 s. 69 frames skipped: 1.15 s.
        let run = try #require(Self.example("edge-scroll"))
        let scene = Scene(run)
        let story = scene.story
        #expect(story.seconds[14] == 1.233)
        #expect(story.seconds[15] == 1.25 && story.seconds[50] == 1.25 && story.seconds[84] == 1.25)
        #expect(story.seconds[85] == 1.25 + 0.6 + 0.017)   // frame 84 held 0.6 s under the mark
        #expect(story.marks[84] == "skipped 1.15 s of pressing")
        let clock = SMILClock(story)
        #expect(clock.shown.contains(14) && clock.shown.contains(84))
        #expect(!clock.shown.contains(15) && !clock.shown.contains(83))
        #expect(WalkthroughSVG.render(scene).contains(">skipped 1.15 s of pressing<"))
    }

    @Test func everyEventAndStepStaysReadableForOneAndAHalfSeconds() {
        for run in OutputSizeTests.runs {
            let scene = Scene(run)
            let story = scene.story, log = scene.panel.log
            let n = CaptionPanel.logEntries
            for (e, entry) in log.enumerated() {
                // Shown from its frame until n newer entries push it out, or the loop ends.
                let gone = e + n < log.count ? story.seconds[log[e + n].frame] : story.duration
                #expect(gone - story.seconds[entry.frame] >= 1.5 - 1e-9, "\(run.scenario.id): \(entry.lines)")
            }
            let t = scene.run.timeline
            for (i, last) in t.stepEnds.enumerated() {
                let first = i == 0 ? 1 : t.stepEnds[i - 1] + 1
                guard last >= first else { continue }
                let end = last + 1 < t.frames.count ? story.seconds[last + 1] : story.duration
                #expect(end - story.seconds[first] >= 1.5 - 1e-9, "\(run.scenario.id) step \(i + 1)")
            }
        }
    }

    @Test func timesNeverDecreaseAndAreWholeMilliseconds() {
        for run in OutputSizeTests.runs {
            let story = Scene(run).story
            #expect(zip(story.seconds, story.seconds.dropFirst()).allSatisfy { $0 <= $1 }, "\(run.scenario.id)")
            #expect(story.seconds.allSatisfy { ($0 * 1000).rounded() / 1000 == $0 }, "\(run.scenario.id)")
        }
    }

    @Test func aLongSteadyScrollIsOneEntryAndIsSkipped() throws {
        // 200 rows of 50 in a 300-point window: held at the bottom edge for 10 s the
        // content scrolls 12 points a frame (600 frames, 7,200 points, short of the
        // 9,700 it could), and a row passes B's slot every 50 / 12 ≈ 4.2 frames:
        // over a hundred moves. The first three at the steady speed stay entries;
        // the rest, spanning nearly 10 s, are one entry, and the quiet stretch
        // before it (all but its first 0.25 s and last 0.5 s) is skipped.
        let markdown = """
            ```board
            id: long
            profile: snapshot-edge-scroll
            layout: list
            viewport: 240x300
            item-size: 240x50
            items: 200
            steps:
              - press 2
              - move to bottom edge over 0.5s
              - hold 10s
              - release
            ```
            """
        let page = try PageParser.parse(markdown: markdown, file: "long.md")
        let scene = Scene(ScenarioRun(try #require(page.boards.first).scenario()))
        let log = scene.panel.log
        #expect(log.count < 20)
        let summary = try #require(log.first { $0.lines.joined(separator: " ").contains("more moves") })
        let skips = Set(scene.story.marks.compactMap { $0 }.filter { $0.hasSuffix("s of scrolling") })
        #expect(skips.count == 1)
        #expect(scene.story.duration < 20)
        // The summary's stretch is not drawn: its time is the frame's before it, in the loop.
        #expect(scene.story.seconds[summary.frame] < scene.story.duration - 1.5)
    }

    @Test func theStartSaysItIsHeldWhenALiftFollowsAtOnce() throws {
        // SortableJS lifts at the press: the lift is a moment at frame 2, so the intervals
        // from 0.1 s (6 frames) before it play slowed (rule 1), the first one, into frame 1,
        // included. Frame 0 is still held 1 s
        // (rule 2) and says so, "held at the start", as docs/pacing.md has it; the slowed
        // frames after it say slow motion.
        let markdown = """
            ```board
            id: lift
            profile: sortablejs
            layout: list
            viewport: 240x300
            item-size: 240x50
            items: [A, B, C, D]
            steps: [press B, move to D over 0.3s, release]
            ```
            """
        let page = try PageParser.parse(markdown: markdown, file: "lift.md")
        let scene = Scene(ScenarioRun(try #require(page.boards.first).scenario()))
        #expect(scene.moments.first == 2)
        #expect(scene.story.holds[0] >= 1)
        #expect(scene.story.marks[0] == "held at the start")
        #expect(scene.story.marks[1] == StoryTime.slowMark)
    }

    static func example(_ id: String) -> ScenarioRun? {
        OutputSizeTests.runs.first { $0.scenario.id == id }
    }
}

/// Nothing is cut: captions, notes and log lines wrap, and the canvas grows.
@Suite struct CaptionTests {
    @Test func aLongNoteIsWrittenInFullInTheStillAndTheWalkthrough() {
        let note = "the first event lands on Display, two rows down, and the data source exchanges rows 1 and 3 "
            + "while the table moves Bluetooth from 1 to 3: Cellular and Display both shift up; "
            + "supercalifragilisticexpialidociousandthensomemoretomakeitlongerthanaline"
        let board = Board(id: "n", title: "N", file: "n.md", line: 1, source: "", viewport: Size(width: 200, height: 100),
                          sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                          steps: [ScriptStep(gesture: .press(.item("A")), text: "press A", note: note)])
        let scene = Scene(ScenarioRun(board.scenario()))
        for svg in [FrameSVG.step(scene, index: 1), WalkthroughSVG.render(scene)] {
            #expect(!svg.contains("…"))
            let words = Self.textNodes(svg).joined(separator: " ").split(separator: " ").joined(separator: " ")
            // Every word is there; the one too long for a line is broken, not cut.
            #expect(words.contains(note.split(separator: " ").dropLast().joined(separator: " ")))
            #expect(Self.textNodes(svg).joined().contains("supercalifragilisticexpialidociousandthensomemore"))
        }
        // The note needs several lines, and the canvas grows to hold them.
        #expect(scene.panel.noteLines > 3)
        #expect(scene.canvas.height > 100 + 48 + 20 + 17 + 15 * Double(scene.panel.noteLines))
    }

    /// The text of every `<text>` element.
    static func textNodes(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text ").dropFirst().compactMap { part in
            guard let open = part.firstIndex(of: ">"), let close = part.range(of: "</text>") else { return nil }
            return String(part[part.index(after: open)..<close.lowerBound])
        }
    }
}

@Test func theFingerLeavesTheLabelUnderItVisible() {
    // Nothing at the contact point (a ring there sat on the label, issue 34). The fingertip
    // (radius 9) is 20 below it, past a 16-point label's half height (8): 20 − 9 = 11 > 8.
    // Its leader runs along (16, 20), 25.61 long (√656), unit (0.6247, 0.7809): from 25.61 − 9
    // = 16.61 out, (10.38, 12.97), to 11 out, (6.87, 8.59), whose y is past the label's 8.
    let finger = SVGParts.finger()
    #expect(!finger.contains("<circle r=\"3\""))
    #expect(finger.contains("<circle cx=\"16\" cy=\"20\" r=\"9\""))
    #expect(finger.contains("<path d=\"M10.38 12.97L6.87 8.59\""))
    #expect(SVGParts.fingertip.y - 9 > 8)
}

@Test func theTextUnderThePictureStartsBelowTheSnapshotAndTheFinger() {
    // edge-scroll drags B's snapshot 12 points past the content's end; the text
    // starts below it (and below its fingertip) in every example.
    for run in OutputSizeTests.runs {
        let scene = Scene(run)
        let top = scene.canvas.height - scene.captionHeight
        for f in scene.run.timeline.frames {
            // Where the picture shows them: moved by the camera's shift, if any (Scene+Camera.swift).
            let y = scene.origin.y + scene.shift(at: f.index).y
            if let r = f.liftedFrame { #expect(r.maxY + y < top, "\(run.scenario.id) frame \(f.index)") }
            if let p = f.finger {
                #expect(p.y + f.offset.y + y + SVGParts.fingertip.y + 9 < top, "\(run.scenario.id)")
            }
        }
    }
}
