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

    @Test func theMarkTintsEachPartAndNamesTheTestAtTheTargetsTopRight() {
        // A failing swap zone 0.5 on a row drawn at (24, 112), 300 × 44, its label not given (a
        // long one is left out: the name alone): the band 24, 123, 300 × 22,
        // tinted .08 in a dashed outline; its name right-aligned 5 in from the row's right edge,
        // 324 − 5 = 319, its middle 8 below the row's top (baseline 112 + 8 + 11 × 0.35 = 123.85,
        // printed whole; 11 pt type).
        let zone = DecidingZone(test: .swap(threshold: 0.5), target: IndexPath(section: 0, item: 2),
                                item: Rect(x: 0, y: 88, width: 300, height: 44),
                                rects: [Rect(x: 0, y: 99, width: 300, height: 22)], passed: false)
        let mark = SVGParts.zoneMark(zone, item: Rect(x: 24, y: 112, width: 300, height: 44),
                                     rects: [Rect(x: 24, y: 123, width: 300, height: 22)])
        #expect(mark.hasPrefix("<rect x=\"24\" y=\"123\" width=\"300\" height=\"22\" fill=\"\(Palette.zone)\" "
                               + "stroke=\"\(Palette.zone)\" stroke-width=\"1.5\" fill-opacity=\".08\" stroke-dasharray=\"4 3\"/>"))
        #expect(mark.contains("<text x=\"319\" y=\"12"))
        #expect(mark.contains("text-anchor=\"end\""))
        #expect(mark.hasSuffix(">swap 0.5</text>"))
        // Passing: tinted .22, and "✓".
        var passing = zone
        passing.passed = true
        let passed = SVGParts.zoneMark(passing, item: Rect(x: 24, y: 112, width: 300, height: 44),
                                       rects: [Rect(x: 24, y: 123, width: 300, height: 22)])
        #expect(passed.contains("fill-opacity=\".22\""))
        #expect(passed.hasSuffix(">swap 0.5 ✓</text>"))
        // Labelled: the target's label first.
        passing.label = "C"
        #expect(SVGParts.zoneMark(passing, item: Rect(x: 24, y: 112, width: 300, height: 44), rects: [])
            .hasSuffix(">C: swap 0.5 ✓</text>"))
    }

    @Test func aStillShowsTheMarkFromTheDecidingFrameAndNoneBeforeTheLift() {
        let scene = Scene(Self.run())
        #expect(scene.origin == Point(x: 24, y: 24))
        // Frame 0 (before the press), frame 1 (the press: SortableJS lifts at the first move) and
        // frame 13 (the calls so far saw the pointer over B itself): no mark.
        for f in [0, 1, 13] {
            #expect(!Self.still(scene, f).contains("data-zone"), "frame \(f)")
        }
        // Frame 17: all of C, (24, 112) 300 × 44, passing.
        let svg = Self.still(scene, 17)
        #expect(svg.contains("<g data-zone=\"\"><rect x=\"24\" y=\"112\" width=\"300\" height=\"44\" fill=\"\(Palette.zone)\""))
        #expect(svg.contains(">C: swap 1 ✓</text>"))
        // The step stills: before the first step and after the press, none; after the move, the
        // last test stands (the later calls saw B itself or C while it slid away: no new test).
        #expect(!FrameSVG.step(scene, index: 0).contains("data-zone"))
        #expect(!FrameSVG.step(scene, index: 1).contains("data-zone"))
        #expect(FrameSVG.step(scene, index: 2).contains(">C: swap 1 ✓</text>"))
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
        #expect(legend.contains("“swap 1”: SortableJS’s swap zone"))
        #expect(legend.components(separatedBy: "“swap 1”").count == 2)
        #expect(!legend.contains("jQuery"))
    }
}
