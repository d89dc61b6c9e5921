import BoardFormat
import CollectionLayout
import Foundation
import Scenario
import Testing
import TestSupport
@testable import BoardRender

/// Where the variants of a board part (``Parting``), worked out by hand.
@Suite struct PartingTests {
    @Test func theyPartInDataAtTheFirstExchange() throws {
        // Rows 50 tall, no spacing: A is 0…50, B 50…100 (half-open, so y = 50 is in B).
        // Both profiles press for 0.5 s: 30 ticks, A lifts in frame 30. The move to B's
        // centre (y = 75) takes ticks 31…37: y = 25 + 50 j / 7 in frame 30 + j, so
        // j = 3 → 46.4 (still A), j = 4 → 53.6 (in B): frame 34. Both target the item
        // under the finger and move A below B on screen in that frame, so the screens
        // never part; table-exchange exchanges A and B in the data then, system's data
        // holds [A, B, C, D, E] until the release commits the move. Content is 250 tall
        // in a 300-tall viewport: no scrolling. A neighbour exchange breaks nothing.
        let runs = try #require(try TraceVariantsTests.runs(TraceVariantsTests.board("profiles: [system, table-exchange]")).first)
        let partings = Parting.find(runs)
        #expect(partings.map(\.aspect) == [.screen, .data, .offset, .violations])
        #expect(partings[0].frame == nil)
        #expect(partings[1].frame == 34)
        #expect(partings[1].shown == ["[[A, B, C, D, E]]", "[[B, A, C, D, E]]"])
        #expect(partings[2].frame == nil)
        #expect(partings[3].frame == nil)
    }
}

/// The "where they part" table's times.
@Suite struct PartingTimeTests {
    @Test func aPartingAfterTheFirstProfilesRunEndsIsTimedByItsOwnFrame() throws {
        // six-libraries: system's run (the first) ends at 1.95 s, snapshot-edge-scroll's
        // later (its drop from beyond the content). Whatever frame N a row names, the
        // runs are at 60 fps, so its time is N / 60 s, written to the hundredth:
        // frame 184 is 3.0667 s, "3.07 s" — not the first run's last time, "1.95 s".
        let markdown = try String(contentsOf: Fixtures.examples.appendingPathComponent("six-libraries.md"), encoding: .utf8)
        let runs = try #require(try TraceVariantsTests.runs(markdown, file: "six-libraries.md").first)
        let builder = SiteBuilder(templates: try FragmentBuilderTests.templates())
        let figure = builder.boardFiles(runs[0], others: Array(runs.dropFirst()), dir: "", pageFile: "six-libraries.md").figure
        let timed = figure.partings.filter { $0.when.hasPrefix("frame ") }
        #expect(timed.contains { Int($0.when.split(separator: " ")[1])! > runs[0].timeline.frames.count })
        for row in timed {
            let words = row.when.split(separator: " ")
            let frame = try #require(Int(words[1]))
            let seconds = (Double(frame) / 60 * 100).rounded() / 100
            // After the time, at most which profiles have not lifted yet (LiftAlignmentTests).
            let time = "frame \(frame) (\(format(seconds)) s)"
            #expect(row.when == time || row.when.hasPrefix(time + ", ") && row.when.hasSuffix(" not lifted yet"))
        }
    }
}

/// The walkthroughs of a board of several profiles play on one clock.
@Suite struct SharedClockTests {
    @Test func everyProfilesWalkthroughShowsEachFrameAtTheSameTimeAndLoopsTogether() throws {
        // compare-profiles' gesture: system and table-exchange run 66 frames (table-exchange's
        // cancel animates back to the cell until frame 65), snapshot-hit-test 52 (its snapshot
        // vanishes at the cancel, frame 51). Each walkthrough slows down where any of them has
        // an event, so frames 0…51 show at the same times in all three, and the shorter run
        // holds its last frame so that all three loops last as long.
        let (runs, figure) = try Self.flick(profiles: "system, table-exchange, snapshot-hit-test")
        #expect(runs.map(\.timeline.frames.count) == [66, 66, 52])
        #expect(figure.variants.count == 2)
        #expect(figure.variants.allSatisfy { $0.duration == figure.duration })
        let times = figure.frameTimes.split(separator: " ")
        for variant in figure.variants {
            let own = variant.frameTimes.split(separator: " ")
            // The compact form writes runs of equal steps as one token: the shorter run's tokens
            // are the first ones of the longer's, but for its last one, which it cuts short.
            #expect(Array(own.dropLast()) == Array(times.prefix(own.count - 1)))
        }
        #expect(figure.variants[0].frameTimes == figure.frameTimes)
        #expect(figure.variants[1].stepTimes.text.split(separator: " ").dropLast() == figure.stepTimes.text.split(separator: " ").dropLast())
    }
    /// compare-profiles' gesture under `profiles`, run, and its figure as the site draws it.
    static func flick(profiles: String) throws -> (runs: [ScenarioRun], figure: FigureContext) {
        let markdown = """
            ```board
            id: c
            layout: list
            profiles: [\(profiles)]
            viewport: 320x300
            item-size: 320x44
            items: [Airplane, Bluetooth, Cellular, Display, Energy, Focus]
            steps: [press Bluetooth, move to Energy over 2 frames, hold 0.3s, cancel]
            ```
            """
        let runs = try #require(try TraceVariantsTests.runs(markdown).first)
        let builder = SiteBuilder(templates: try FragmentBuilderTests.templates())
        return (runs, builder.boardFiles(runs[0], others: Array(runs.dropFirst()), dir: "", pageFile: "c.md").figure)
    }

    @Test func thePlayerOfSeveralProfilesHasEveryProfilesFramesEndAndViolations() throws {
        // The same gesture with the shorter run first: snapshot-hit-test runs 52 frames,
        // system and table-exchange 66 (see above). The page's player drives the side-by-side
        // picture, so it must know all 66 frames, stop at the longest run's end, and mark
        // every profile's violations on its bar, not only the first profile's.
        let (runs, figure) = try Self.flick(profiles: "snapshot-hit-test, system, table-exchange")
        #expect(runs.map(\.timeline.frames.count) == [52, 66, 66])
        #expect(figure.frameTimes == figure.variants[0].frameTimes)
        #expect(figure.end == figure.variants[0].end && figure.end.seconds > 0)
        // The first profile breaks no rule; table-exchange does, after the first run has ended.
        #expect(runs[0].timeline.violations.isEmpty)
        let marks = Set(figure.violationTimes.text.split(separator: " "))
        let everyone = Set(figure.variants.flatMap { $0.violationTimes.text.split(separator: " ") })
        #expect(!everyone.isEmpty && everyone.isSubset(of: marks))
    }

    @Test func profilesWhoseStepsEndAtOtherFramesStillShareOneClock() throws {
        // system presses for 0.5 s (its first step ends at frame 30), sortablejs lifts at the
        // press (its first step ends at frame 1): the steps end at other frames, yet frame k
        // must play at the same second in both walkthroughs (the rule runs once over the
        // longer run, with both runs' moments and step ends), and both loops last as long.
        let markdown = """
            ```board
            id: s
            layout: list
            profiles: [system, sortablejs]
            viewport: 320x300
            item-size: 320x44
            items: [A, B, C, D, E, F]
            steps: [press B, move to E over 0.5s, release]
            ```
            """
        let runs = try #require(try TraceVariantsTests.runs(markdown).first)
        let ends = runs.map { $0.timeline.stepEnds }
        try #require(ends[0][0] == 30 && ends[1][0] != 30)
        let scenes = runs.map(Scene.init)
        let shared = StoryTime.shared(runs.map(\.timeline), moments: scenes.flatMap(\.moments), hold: Scene.hold)
        let common = min(shared[0].seconds.count, shared[1].seconds.count)
        #expect(Array(shared[0].seconds.prefix(common)) == Array(shared[1].seconds.prefix(common)))
        #expect(shared[0].duration == shared[1].duration)
        // Each run's moments are held (0.3 s at least) in both: they are one clock's moments.
        for scene in scenes {
            for m in scene.moments where m < common {
                #expect(shared[0].holds[m] >= 0.3 && shared[1].holds[m] >= 0.3 || m == common - 1)
            }
        }
        // Each run's last frame is held to the loop's end (less the loop's own hold, the loop
        // rounded up to a tenth of a second): the same end for both runs.
        for story in shared {
            let last = story.seconds.count - 1
            let end = story.seconds[last] + story.holds[last] + Scene.hold
            #expect(story.duration >= end - 0.0005 && story.duration < end + 0.1)
            #expect(abs(story.duration * 10 - (story.duration * 10).rounded()) < 1e-9)
        }
        #expect(shared[0].duration == shared[1].duration)
    }
}

/// The variants of a board aligned at their lifts (``LiftAlignment``), worked out by hand.
@Suite struct LiftAlignmentTests {
    @Test func profilesThatLiftTogetherNeedNoAlignment() throws {
        // system and table-exchange both press for 0.5 s: A lifts in frame 30 in both, so the
        // partings on one clock are already measured from the lifts.
        let runs = try #require(try TraceVariantsTests.runs(TraceVariantsTests.board("profiles: [system, table-exchange]")).first)
        #expect(LiftAlignment.find(runs) == nil)
        #expect(PartingLine.lines(runs).allSatisfy { !$0.text.hasPrefix("Lift") })
    }

    @Test func aLongPressIsToldApartFromTheRule() throws {
        // Rows 50 tall from y = 0: A is 0…50, B 50…100. dnd-kit lifts at the press (no delay):
        // the press is frame 1's tick, A lifts in frame 1 and step 1 ends there; the move to B's
        // centre (y = 75) from A's (25) then takes frames 2…8, y = 25 + 50 j / 7 in frame 1 + j.
        // system holds 0.5 s, 30 ticks: A lifts in frame 30, the move takes frames 31…37.
        // So system lifts 29 frames later, 29 / 60 = 0.483 s: "0.48 s later: long press" (its
        // finger is down and still from frame 1 to 30).
        //
        // On one clock the screens part where dnd-kit first moves A and system has not lifted:
        // dnd-kit's closest centre compares the dragged rect's centre (25 + the finger's travel)
        // with A's slot centre, 25, and B's, 75: at j = 3 it is at 46.4 (A's, 21.4 away, against
        // 28.6), at j = 4 at 53.6 (B's, 21.4 against 28.6): frame 5, when system is on step 1
        // (press A, frames 1…30) and dnd-kit on step 2 (frames 2…8).
        //
        // From each lift, system targets the row under the finger, which enters B at j = 4 too
        // (53.6 ≥ 50), its frame 34; so both move A below B 4 frames after their lift: the
        // screens do not part there, and the earlier parting was the long press alone.
        let runs = try #require(try TraceVariantsTests.runs(TraceVariantsTests.board("profiles: [system, dnd-kit]")).first)
        let aligned = try #require(LiftAlignment.find(runs))
        #expect(aligned.lifts == [30, 1])
        #expect(aligned.later == ["0.48 s later: long press", nil])
        let screen = try #require(Parting.find(runs).first)
        #expect(screen.aspect == .screen && screen.frame == 5)
        #expect(screen.steps == [1, 2])
        let line = try #require(PartingLine.lines(runs).first)
        #expect(line.text.hasPrefix("Screen order: frame 5, 0.08 s · system on step 1, dnd-kit on step 2"))
        #expect(line.text.hasSuffix(" · system has not lifted yet"))
        #expect(PartingLine.lines(runs).contains { $0.text == "Lift: system lifts 0.48 s later: long press" && $0.frame == 30 })
        #expect(runs[0].timeline.frames[34].order == runs[1].timeline.frames[5].order)
        #expect(runs[0].timeline.frames[34].order != runs[0].timeline.frames[33].order)
        let fromLift = try #require(aligned.partings.first)
        #expect(fromLift.aspect == .screen)
        #expect(fromLift.frame != 4 && (fromLift.frame ?? 5) >= 5)
        if let j = fromLift.frame { #expect(fromLift.frames == [30 + j, 1 + j]) }
    }

    @Test func theStepOfAFrameCountsFromTheFrameAfterTheLastStepEnded() throws {
        // dnd-kit's steps above end at frames 1 (press), 8 (the move's 7 frames) and 16 (the
        // release, whose step lasts until its drop has settled): frame 0 is before the first
        // step, 1 is step 1, 2…8 step 2, 9…16 step 3, and a frame past the run's end its last.
        let runs = try #require(try TraceVariantsTests.runs(TraceVariantsTests.board("profiles: [system, dnd-kit]")).first)
        let run = runs[1]
        try #require(run.timeline.stepEnds == [1, 8, 16] && run.timeline.frames.count == 17)
        #expect([0, 1, 2, 8, 9, 16, 100_000].map { Parting.step(run, atFrame: $0) } == [0, 1, 2, 2, 3, 3, 3])
    }
}
