import Scenario
import TestSupport
import Testing
@testable import BoardRender

/// `shuffleboard render` prints a figure or one picture: it makes no report and no trace, and
/// what it prints is what a build would make of the same board.
@Suite struct RenderedBoardTests {
    @Test func renderMakesThePicturesAloneAndTheFigureABuildMakes() throws {
        let builder = SiteBuilder(templates: try Templates())
        // A board of one profile (table-exchange's) and one of several (compare-profiles').
        for file in ["table-exchange.md", "compare-profiles.md"] {
            let markdown = try String(contentsOf: Fixtures.examples.appendingPathComponent(file), encoding: .utf8)
            for runs in try TraceVariantsTests.runs(markdown, file: "examples/" + file) {
                let rendered = builder.render(runs[0], others: Array(runs.dropFirst()), pageFile: file)
                let (files, figure) = builder.boardFiles(runs[0], others: Array(runs.dropFirst()), dir: "", pageFile: file)
                // Every file of the build's but the report and the trace, byte for byte.
                let pictures = Dictionary(files.texts.filter { $0.0 != "report.html" && $0.0 != "trace.json" },
                                          uniquingKeysWith: { a, _ in a })
                #expect(files.count == pictures.count + 2, "\(file): the build writes a report and a trace")
                #expect(rendered.files == pictures, "\(file)")
                // And the figure: the build's, made self-contained as render makes it.
                var selfContained = figure
                selfContained.selfContained = true
                selfContained.styleCSS = SiteBuilder.figureCSS(builder.templates, narrow: SiteBuilder.inlinePictures(figure))
                #expect(rendered.figureHTML == builder.templates.render(selfContained, "figure"), "\(file)")
            }
        }
    }
}
