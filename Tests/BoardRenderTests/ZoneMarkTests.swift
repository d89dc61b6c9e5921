import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// The target rule's deciding zone in the pictures (``SVGParts/zoneMark(_:item:rects:)``,
/// ``WalkthroughSVG/zones(_:clock:)``, ``ZoneLegend``).
///
/// The board is DecidingZoneTests' first: ten 300 × 44 rows (C at 88…132) in a 300 × 220
/// list under `sortablejs`, B dragged to (150, 120) over 30 ticks; the 50 ms call in tick 17
/// finds the pointer inside C, whose zone (swapThreshold 1) is all of it, and B goes after C
/// then. The region starts at the content's origin, so the canvas is the content moved by the
/// padding, 24: C is drawn at (24, 112).
@Suite struct ZoneMarkTests {
    static func run(profile: String = "sortablejs") -> ScenarioRun {
        let steps: [GestureStep] = [.press(.item("B")), .move(to: .point(Point(x: 150, y: 120)), ticks: 30), .release]
        let board = Board(id: "z", title: "Z", file: "z.md", line: 1, source: "", layout: .list,
                          viewport: Size(width: 300, height: 220), itemSize: Size(width: 300, height: 44),
                          lineSpacing: 0, itemSpacing: 0, profile: profile,
                          sections: [BoardSection(items: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]
                              .map { BoardItem(label: $0) })],
                          steps: steps.map { ScriptStep(gesture: $0, text: "\($0)") })
        return ScenarioRun(board.scenario())
    }

    static func still(_ scene: Scene, _ frame: Int) -> String {
        FrameSVG.render(scene, frame: frame, caption: "c", note: nil, violations: [])
    }

    @Test func theMarkOutlinesEachPartAndLabelsTheTestOffTheItemsLabels() {
        // A failing swap zone 0.5 on a row drawn at (24, 112), 300 × 44, its label not given (a
        // long one is left out: the name alone): the band 24, 123, 300 × 22, hollow in a dashed
        // outline. The label "swap 0.5 ✗", 10 characters: 10 × 11 × 0.62 + 8 = 76.2 wide, 15 high,
        // at the row's top right inset 3: x 324 − 3 − 76.2 = 244.8, y 115; its text centred,
        // x 244.8 + 38.1 = 282.9, baseline 115 + 7.5 + 11 × 0.35 = 126.35, printed whole.
        let zone = DecidingZone(test: .swap(threshold: 0.5), target: IndexPath(section: 0, item: 2),
                                item: Rect(x: 0, y: 88, width: 300, height: 44),
                                rects: [Rect(x: 0, y: 99, width: 300, height: 22)], passed: false)
        let item = Rect(x: 24, y: 112, width: 300, height: 44)
        let mark = SVGParts.zoneMark(zone, item: item, rects: [Rect(x: 24, y: 123, width: 300, height: 22)])
        #expect(mark.hasPrefix("<rect x=\"24\" y=\"123\" width=\"300\" height=\"22\" fill=\"none\" "
                               + "stroke=\"\(Palette.zone)\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>"))
        #expect(mark.contains("<rect x=\"244.8\" y=\"115\" width=\"76.2\" height=\"15\" rx=\"3\" fill=\"\(Palette.content)\""))
        #expect(mark.contains("<text x=\"282.9\" y=\"126\" font-size=\"11\" fill=\"\(Palette.zone)\" text-anchor=\"middle\""))
        #expect(mark.hasSuffix(">swap 0.5 ✗</text>"))
        // Passing: tinted .22, and "✓"; not tested yet with the pointer in it: hollow, and "(wait)".
        var passing = zone
        passing.passed = true
        let passed = SVGParts.zoneMark(passing, item: item, rects: [Rect(x: 24, y: 123, width: 300, height: 22)])
        #expect(passed.contains("fill-opacity=\".22\""))
        #expect(passed.hasSuffix(">swap 0.5 ✓</text>"))
        var waiting = passing
        waiting.pending = true
        let waits = SVGParts.zoneMark(waiting, item: item, rects: [Rect(x: 24, y: 123, width: 300, height: 22)])
        #expect(!waits.contains("fill-opacity") && waits.hasSuffix(">swap 0.5 (wait)</text>"))
        // Labelled: the target's label first.
        passing.label = "C"
        #expect(SVGParts.zoneMark(passing, item: item, rects: []).hasSuffix(">C: swap 0.5 ✓</text>"))
        // Off what covers its first place: with the snapshot over the row's right half
        // (174…324), the label goes to the top left, x 24 + 3 = 27; with card labels under both
        // top places (y 116…126), to the first clear of them, the bottom right: y 112 + 44 − 3 − 15
        // = 138 (a row under 2 × 15 + 6 = 36 high would have no bottom places: above it, y 95).
        let snapshot = Rect(x: 174, y: 100, width: 150, height: 60)
        #expect(SVGParts.zoneLabelBox("swap 0.5 ✗", item: item, snapshot: snapshot, labels: [], bounds: nil).minX == 27)
        let labels = [Rect(x: 30, y: 116, width: 20, height: 10), Rect(x: 300, y: 116, width: 20, height: 10)]
        #expect(SVGParts.zoneLabelBox("swap 0.5 ✗", item: item, snapshot: nil, labels: labels, bounds: nil)
            == Rect(x: 244.8, y: 138, width: 76.2, height: 15))
        let thin = Rect(x: 24, y: 112, width: 300, height: 30)
        #expect(SVGParts.zoneLabelBox("swap 0.5 ✗", item: thin, snapshot: nil, labels: labels, bounds: nil).minY == 95)
    }

    @Test func aStillShowsTheZoneNotYetTestedThenPassingThenOnItsItemUntilItHasMoved() {
        // The board of DecidingZoneTests' first test: the 50 ms calls in ticks 5, 8, …, 17; the
        // finger after tick n at 66 + 1.8(n − 1). Frame 12 (85.8, over B itself): no mark.
        // Frame 13 (87.6, C's by the hit test's pixel, not strictly inside C): C's zone not yet
        // tested, failing, "✗", hollow. Frame 15 (91.2, inside, the next call in tick 17):
        // "(wait)", hollow. Frame 17: the call passes, "✓", tinted, on all of C at (24, 112).
        // Then C slides up to B's old row over 150 ms (9 ticks) and the mark follows it, drawn
        // where the frame draws C; once C is in its slot the move is done: no mark.
        let scene = Scene(Self.run())
        #expect(scene.origin == Point(x: 24, y: 24))
        for f in [0, 1, 12] {
            #expect(!Self.still(scene, f).contains("data-zone"), "frame \(f)")
        }
        let f13 = Self.still(scene, 13)
        #expect(f13.contains(">C: swap 1 ✗</text>") && f13.contains("fill=\"none\" stroke=\"\(Palette.zone)\""))
        #expect(Self.still(scene, 15).contains(">C: swap 1 (wait)</text>"))
        let svg = Self.still(scene, 17)
        #expect(svg.contains("<g data-zone=\"\"><rect x=\"24\" y=\"112\" width=\"300\" height=\"44\" fill=\"\(Palette.zone)\""))
        #expect(svg.contains(">C: swap 1 ✓</text>"))
        let t = scene.run.timeline
        let sliding = (18..<t.frames.count).filter { t.frames[$0].displaced["C"] != nil }
        #expect(!sliding.isEmpty)
        for f in sliding {
            let c = t.frames[f].displaced["C"]!
            #expect(t.frames[f].zone?.item == c, "frame \(f)")
            #expect(Self.still(scene, f).contains("<g data-zone=\"\"><rect x=\"24\" y=\"\(format(c.minY + 24))\""), "frame \(f)")
        }
        let done = (sliding.max() ?? 0) + 1
        #expect(t.frames[done].displaced["C"] == nil && t.frames[done].zone == nil)
        #expect(!Self.still(scene, done).contains("data-zone"))
        // The step stills: before the first step and after the press, none; after the move, none:
        // the move is done.
        #expect(!FrameSVG.step(scene, index: 0).contains("data-zone"))
        #expect(!FrameSVG.step(scene, index: 1).contains("data-zone"))
        #expect(!FrameSVG.step(scene, index: 2).contains("data-zone"))
    }

    @Test func theWalkthroughStartsOnTheEmptyColumn() {
        // The film strip holds each distinct mark once (each a column ending in its name) and an
        // empty column after them; frame 0 has no zone, so the strip starts moved left by
        // (marks) × the stride, onto the empty one.
        let scene = Scene(Self.run())
        let strip = WalkthroughSVG.zones(scene, clock: SMILClock(scene.story))
        let marks = strip.components(separatedBy: "</text></g>").count - 1
        #expect(strip.contains(">C: swap 1 ✓</text></g>"))
        #expect(marks >= 1)
        let stride = WalkthroughSVG.filmStride(scene)
        #expect(strip.hasPrefix("<g data-zone=\"\"><g transform=\"translate(-\(format(Double(marks) * stride)))\">"))
        #expect(strip.contains("calcMode=\"discrete\""))
        #expect(WalkthroughSVG.render(scene).contains(strip))
    }

    @Test func aProfileWithoutZonesDrawsNoMarkAndNoLegend() {
        let run = Self.run(profile: "system")
        let scene = Scene(run)
        #expect(!WalkthroughSVG.render(scene).contains("data-zone"))
        #expect(ZoneLegend.text([run]).isEmpty)
    }

    @Test func theLegendSaysWhatEachDrawnTestMeansOnce() {
        let legend = ZoneLegend.text([Self.run(), Self.run(profile: "system")])
        #expect(legend.hasPrefix("The dashed band on an item"))
        #expect(legend.contains("marked (wait) while the pointer is in it"))
        #expect(legend.contains("“swap 1”: SortableJS’s swap zone"))
        #expect(legend.components(separatedBy: "“swap 1”").count == 2)
        #expect(!legend.contains("jQuery"))
    }
}
