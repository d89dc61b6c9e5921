import BoardFormat
import CollectionLayout
import Foundation
import Scenario
import ReorderEngine
import Testing
import TestSupport
@testable import BoardRender

/// `export`'s films and step sheets fit a tracker's 880 px column at 100 % (issue 34): panels of
/// several profiles stand one under another where two do not fit, a carousel is filmed through a
/// camera, and only a picture still wider is scaled.
@Suite struct TrackerColumnTests {
    /// Every board of every example, with its runs (a run per profile).
    static func examples() throws -> [(id: String, runs: [ScenarioRun])] {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        var boards: [(String, [ScenarioRun])] = []
        for file in files {
            let text = try String(contentsOf: Fixtures.examples.appendingPathComponent(file), encoding: .utf8)
            for board in try PageParser.parse(markdown: text, file: "examples/\(file)").boards {
                boards.append((board.id, ScenarioRun.all(board.scenario())))
            }
        }
        return boards
    }

    /// The font sizes a picture's text is drawn at (its `font-size` attributes), times `scale`.
    static func textSizes(_ svg: String, scale: Double = 1) -> [Double] {
        svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
            .map { $0 * scale }
    }

    @Test func everyExamplesFilmAndStepSheetFitTheColumn() throws {
        let boards = try Self.examples()
        #expect(boards.count >= 29)   // 22 files, some of two boards
        var stacked: [String] = []
        for (id, runs) in boards {
            let film = WalkthroughFrames.canvas(runs)
            #expect(film.width <= 880, "\(id): film \(film.width) wide")
            let sheet = StepSheet.size(runs)
            #expect(sheet.width <= 880, "\(id): steps.png \(sheet.width) wide")
            // Those are the sizes as drawn: none is scaled, every picture keeps its text's size (the
            // smallest is 11).
            let scenes = WalkthroughFrames.scenes(runs)
            let picture = WalkthroughFrames.picture(scenes)
            #expect(picture.scale == 1, "\(id): the film is scaled by \(picture.scale)")
            if let side = picture.sideBySide, side.columns == 1 { stacked.append(id) }
        }
        // Two panels of 432 points or less stand abreast (2 × 432 + 16 = 880); these boards' panels
        // are 560 (compare-profiles, six-libraries), 540 (dnd-kit-collisions) and 440 (swap-threshold:
        // 2 × 440 + 16 = 896), so each stands one under another.
        #expect(stacked == ["compare-profiles", "dnd-kit-collisions", "six-libraries", "swap-threshold"])
    }

    @Test func stackedPanelsKeepTheirTextAtElevenPixelsOrMore() throws {
        let boards = try Self.examples()
        let six = try #require(boards.first { $0.id == "six-libraries" }).runs
        let scenes = WalkthroughFrames.scenes(six)
        let side = try #require(WalkthroughFrames.picture(scenes).sideBySide)
        // Eight panels of 560, one under another: the film is one panel wide, the eight panels and
        // their headers (28) and gaps (16) under "Where they part".
        #expect(side.columns == 1 && side.cell.width == 560)
        #expect(side.size.width == 560)
        #expect(side.size.height == side.top + 8 * (28 + side.cell.height) + 7 * 16)
        let picture = side.svg(frame: 0)
        let sizes = Self.textSizes(picture)
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 11 }, "\(sizes.min() ?? 0)")
        // The sheet: a still's width and its gaps, 16 + 560 + 16; text as drawn.
        #expect(StepSheet.size(six).width == 592)
        let sheet = StepSheet.svg(six)
        #expect(Self.textSizes(sheet).allSatisfy { $0 >= 11 })
        #expect(sheet.contains(">8 profiles, each step's pictures together, one under another</text>"))
        // Each step's pictures together, in profile order: step 2's eight labels before step 3's first.
        let step2 = sheet.components(separatedBy: ">Step 2 of 4: ").count - 1
        #expect(step2 == 8)
        let lastOf2 = try #require(sheet.range(of: ">Step 2 of 4: ", options: .backwards))
        let firstOf3 = try #require(sheet.range(of: ">Step 3 of 4: "))
        #expect(lastOf2.lowerBound < firstOf3.lowerBound)
    }

    @Test func aCarouselIsFilmedThroughACameraThatFitsTheColumn() throws {
        let boards = try Self.examples()
        let carousel = try #require(boards.first { $0.id == "carousel-drag" }).runs
        // The site's picture: the folded strip of pages, 1968 wide (six pages of 320 and the padding
        // of 24 on each side: 6 × 320 + 48).
        #expect(Scene(carousel[0]).canvas.width == 1968)
        // The film's: the viewport (320) in the middle and (880 − 320) / 2 = 280 of the pages on each
        // side; no scroll indicator (the page indicator says where it is).
        let scene = Scene(carousel[0], fitting: 880)
        let camera = try #require(scene.camera)
        #expect(camera.margin == 280 && camera.length == 880 && !camera.vertical && !camera.indicates)
        #expect(scene.canvas.width == 880)
        let film = WalkthroughFrames(carousel, fps: 15)
        #expect(film.width == 880)
        for shot in film.shots {
            #expect(!shot.svg.contains("data-scroll="))
            #expect(Self.textSizes(shot.svg).allSatisfy { $0 >= 11 })
        }
        // The viewport stays in place, 280 from the left edge (and the padding of 24 from the top),
        // and its page indicator with it, while the strip moves under it.
        for shot in film.shots {
            #expect(shot.svg.contains("<g transform=\"translate(280,24)\"><path d=\"M-"))   // the veil
            #expect(shot.svg.contains("\" transform=\"translate(280,24)\"><title>page "))   // the indicator
        }
        var shifts: Set<String> = []
        for shot in film.shots {
            guard let r = shot.svg.range(of: "<g data-camera=\"\" transform=\"") else { continue }
            shifts.insert(String(shot.svg[r.upperBound...].prefix { $0 != "\"" }))
        }
        #expect(shifts.count > 3, "\(shifts)")   // the timer's two pages, the drag, the settle, the next page
        // The sheet's stills fit with its gaps: 880 − 2 × 16 = 848, a margin of (848 − 320) / 2 = 264.
        #expect(StepSheet.size(carousel).width == 880)
        #expect(StepSheet.scene(carousel[0]).camera?.margin == 264)
        // Other boards keep the site's picture.
        let list = try #require(boards.first { $0.id == "list-reorder" }).runs
        #expect(Scene(list[0], fitting: 880).canvas == Scene(list[0]).canvas)
    }

    @Test func aStackTallerThanCairosPictureKeepsItsColumnsScaledDown() throws {
        // Three items in a 200-wide view (stills of 440) under two profiles, pressed and released 30
        // times: 61 cells a profile. Stacked, 122 cells of 30 + 26 + a still over 240 high and a gap
        // of 16 are over 38,000 > 32,767: the sheet keeps a column per profile, 16 + 2 × (440 + 16)
        // = 928 wide as drawn, and is scaled down to 880.
        let steps = (0..<60).map { k in
            k % 2 == 0 ? ScriptStep(gesture: .press(.item("A")), text: "press A") : ScriptStep(gesture: .release, text: "release")
        }
        let board = Board(id: "many", title: "Many", file: "m.md", line: 1, source: "", viewport: Size(width: 200, height: 100),
                          sections: [BoardSection(items: ["A", "B", "C"].map { BoardItem(label: $0) })], steps: steps)
        let scenario = board.scenario()
        let runs = [Profile.system, .tableExchange].map { ScenarioRun(scenario, variant: Variant(profile: $0)) }
        let scenes = runs.map(Scene.init)
        #expect(scenes[0].canvas.width == 440 && scenes[0].canvas.height > 240)
        let all = scenes.map { StepSheet.cells($0, drawing: false) }
        #expect(all.allSatisfy { $0.count == 61 })
        #expect(!StepSheet.fits(scenes) && !StepSheet.stacks(scenes, all))
        #expect(StepSheet.size(runs).width == 928)
        let sheet = StepSheet.svg(runs)
        #expect(sheet.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"880\" "))
        #expect(sheet.contains(" viewBox=\"0 0 928 "))
    }

    @Test func aPictureWiderThanTheColumnIsScaledToIt() {
        // 1100 × 500 into 880: × 0.8, 880 × 400; the viewBox kept, so librsvg scales the drawing.
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1100\" height=\"500\" viewBox=\"0 0 1100 500\">\n</svg>\n"
        #expect(TrackerColumn.fitted(svg)
                == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"880\" height=\"400\" viewBox=\"0 0 1100 500\">\n</svg>\n")
        // One that fits is left as it is.
        let narrow = svg.replacingOccurrences(of: "1100", with: "880")
        #expect(TrackerColumn.fitted(narrow) == narrow)
        // 1968 × 407 would be × 0.447: 880 × 182 (407 × 880 / 1968 = 181.99, up).
        let size = TrackerColumn.size(width: 1968, height: 407, scale: TrackerColumn.scale(1968))
        #expect(size.width == 880 && size.height == 182)
    }
}
