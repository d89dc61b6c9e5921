import Scenario
import BoardFormat
import CollectionLayout
import ReorderEngine
import Testing
@testable import BoardRender

/// What moves with the viewport (the veil, its window, the edge zones) is drawn at
/// (0, 0) and translated to the viewport's place on the canvas, worked out in double
/// precision. Found by scripts/fuzz-engine.py (seed 35): with `offset: 0,1e12` the
/// veil was a group translated by 10¹² around children drawn at −999999999776,
/// which browsers, applying transforms in single precision, put thousands of points
/// off; and with any offset a few thousand points past a short content, the veil's
/// outer rectangle (translated by the offset) no longer covered the canvas.
@Suite struct ViewportDrawingTests {
    /// Three 50 × 50 items (content 50 high) in a 200 × 200 viewport scrolled to `y`, the whole
    /// region drawn (`camera: content`; under the default camera the viewport stands 50 points
    /// from the top whatever the offset, and the content moves).
    static func run(offsetY: Double, camera: Camera = .content) -> ScenarioRun {
        var board = Board(id: "far", title: "Far", file: "f.md", line: 1, source: "",
                          viewport: Size(width: 200, height: 200), offset: Point(x: 0, y: offsetY),
                          sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                          steps: [ScriptStep(gesture: .press(.point(Point(x: 10, y: 10))), text: "press 10,10"),
                                  ScriptStep(gesture: .release, text: "release")])
        board.camera = camera
        return ScenarioRun(board.scenario())
    }

    /// Every number in the text, as written.
    static func numbers(_ svg: String) -> [Double] {
        var found: [Double] = []
        var current = ""
        for c in svg + " " {
            if c.isASCII && (c.isNumber || c == "." || (c == "-" && current.isEmpty)) {
                current.append(c)
            } else {
                if let v = Double(current) { found.append(v) }
                current = ""
            }
        }
        return found
    }

    @Test(arguments: [5000.0, 1e12])
    func theVeilIsTranslatedToTheViewportsPlaceOnTheCanvas(offsetY: Double) {
        // The region is the viewport's positions widened by a viewport above and below:
        // y from offset − 200 to offset + 200 (the content, 50 high, lies far above), so
        // the canvas origin is 24 − (offset − 200) and the viewport's corner is at
        // offset + 24 − offset + 200 = 224, x = 24. The data strip stands right of the
        // region (a vertical board), 16 + 176 wide, so the canvas is 200 + 192 + 48 = 440
        // wide and 400 + 48 high, and 79 more for the text under it (a clock row of 20,
        // the caption on one line of 17 at this width, and 6 + 2 × 15 + 6 for the log's
        // two entries): 527. The veil reaches 4 × max(440, 527) + 1000 = 3108 around
        // it, covering the canvas.
        let run = Self.run(offsetY: offsetY)
        let veil = "<g transform=\"translate(24,224)\"><path d=\"M-3108 -3108H3108V3108H-3108ZM0 0h200v200h-200Z\""
        let stills = (0...run.scenario.script.steps.count).map { FrameSVG.step(run, index: $0) }
        for svg in stills { #expect(svg.contains(veil)) }
        #expect(WalkthroughSVG.render(run).contains(veil))
    }

    /// The veil dims what lies outside the viewport; over the canvas alone (its own colour) it
    /// shows nothing, and is left out: the viewport's outline stays.
    @Test func theVeilIsLeftOutWhereNothingLiesOutsideTheViewport() {
        func board(height: Double) -> ScenarioRun {
            ScenarioRun(Board(id: "fit", title: "Fit", file: "f.md", line: 1, source: "",
                              viewport: Size(width: 200, height: height),
                              sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })],
                              steps: [ScriptStep(gesture: .press(.point(Point(x: 100, y: 150))), text: "press 100,150"),
                                      ScriptStep(gesture: .release, text: "release")]).scenario())
        }
        let veil = "fill-rule=\"evenodd\""
        let outline = "stroke=\"\(Palette.viewport)\" stroke-width=\"2\""
        // Three 50 × 50 items in one row of the 200-wide viewport (content 50 high, as above;
        // 150 wide and the spacing between, within 200 since they share the row), the viewport
        // 200 high at offset 0, a press on no item (y 150 lies below the row, 50 high), so
        // nothing lifts or grows: nothing outside the viewport, in the walkthrough and in every
        // still. (A lifted snapshot is drawn above the veil anyway.)
        let fits = board(height: 200)
        let pictures = { (run: ScenarioRun) in
            [WalkthroughSVG.render(run)] + (0...run.scenario.script.steps.count).map { FrameSVG.step(run, index: $0) }
        }
        for svg in pictures(fits) {
            #expect(!svg.contains(veil))
            #expect(svg.contains(outline))
        }
        // A viewport 40 high: the content, 50 high, reaches 10 below it in every picture.
        for svg in pictures(board(height: 40)) {
            #expect(svg.contains(veil))
            #expect(svg.contains(outline))
        }
    }

    @Test func noNumberInThePicturesNeedsMoreThanSinglePrecision() {
        // 2²⁴ = 16,777,216: beyond it single precision cannot hold every whole point.
        for run in [Self.run(offsetY: 1e12), Self.run(offsetY: 1e12, camera: .viewport)] {
            for svg in [WalkthroughSVG.render(run)] + (0...run.scenario.script.steps.count).map({ FrameSVG.step(run, index: $0) }) {
                #expect(Self.numbers(svg).allSatisfy { abs($0) < 16_777_216 })
            }
        }
    }
}
