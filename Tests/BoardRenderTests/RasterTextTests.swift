import Foundation
import Scenario
import TestSupport
import Testing
@testable import BoardRender

/// The export's pictures write a text per glyph where the site's write one text with a list of
/// `x` (``Scene/forRaster``): what the pass over the finished SVG (`RasterSVG.prepared`, kept
/// here as the oracle until it is deleted) made of the site's pictures, byte for byte.
@Suite struct RasterTextTests {
    @Test func everyExamplesExportPicturesAreThePassesOutput() throws {
        var compared = 0, split = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path).sorted()
        where file.hasSuffix(".md") {
            let markdown = try String(contentsOf: Fixtures.examples.appendingPathComponent(file), encoding: .utf8)
            for runs in try TraceVariantsTests.runs(markdown, file: "examples/" + file) {
                let scenes = Scene.onOneClock(runs)
                var pictures: [(site: String, raster: String)] = []
                for scene in scenes {
                    for i in 0...scene.run.scenario.script.steps.count {
                        pictures.append((FrameSVG.step(scene, index: i), FrameSVG.step(scene.forRaster, index: i)))
                    }
                    for f in scene.run.timeline.frames.indices {
                        pictures.append((WalkthroughFrames.svg(scene, frame: f), WalkthroughFrames.svg(scene.forRaster, frame: f)))
                    }
                }
                if scenes.count > 1 {
                    let site = SideBySideStill(scenes), raster = SideBySideStill(scenes.map(\.forRaster))
                    for f in scenes[0].run.timeline.frames.indices {
                        pictures.append((site.svg(frame: f), raster.svg(frame: f)))
                    }
                }
                for (site, raster) in pictures {
                    #expect(RasterSVG.prepared(site) == raster, "\(file)")
                    if site != raster { split += 1 }
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
        #expect(split > 100)  // pictures that hold a list of x: the comparison is not of equal texts
    }
}
