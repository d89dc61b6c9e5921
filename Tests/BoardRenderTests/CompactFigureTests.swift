import BoardFormat
import Scenario
import SitePlan
import Testing
@testable import BoardRender

/// `figure: compact` (`render --figure compact`, `build --figure compact`): the walkthrough, its
/// player and one line of caption, none of the rest; the board's key wins over the command's
/// default, and the report stays the whole board.
@Suite struct CompactFigureTests {
    /// A drag that is cancelled: the screen slides back, so after it the order is the first one,
    /// [A, B, C], and `expect:` below holds when it says so (`holds`) and fails when it asks for
    /// [C, B, A].
    static func markdown(figure: String? = nil, holds: Bool = true) -> String {
        """
        ```board
        title: Drag A to C, then cancel
        id: cancel
        viewport: 240x100
        items: [A, B, C]
        \(figure.map { "figure: \($0)\n" } ?? "")steps:
          - press A
          - move to C
          - cancel
        expect:
          order: [[\(holds ? "A, B, C" : "C, B, A")]]
        ```
        """
    }

    static func runs(_ markdown: String) throws -> [ScenarioRun] {
        try #require(try TraceVariantsTests.runs(markdown).first)
    }

    static func builder(_ figure: FigureStyle) throws -> SiteBuilder {
        var builder = SiteBuilder(templates: try FragmentBuilderTests.templates())
        builder.figure = figure
        return builder
    }

    static func rendered(_ markdown: String, default figure: FigureStyle) throws -> String {
        let runs = try Self.runs(markdown)
        return try builder(figure).render(runs[0], others: Array(runs.dropFirst()), pageFile: "t.md").figureHTML
    }

    @Test func aCompactFigureIsTheWalkthroughItsPlayerAndOneLineOfCaption() throws {
        let html = try Self.rendered(Self.markdown(), default: .compact)
        #expect(html.hasPrefix("<figure class=\"board compact\" id=\"cancel\">"))
        // The walkthrough, its no-script pause control and still, and the player.
        #expect(html.contains("<div class=\"walkthrough\""))
        #expect(html.contains("<label for=\"cancel.pause\" class=\"control pause\" hidden>"))
        #expect(html.contains("<div class=\"still\" role=\"img\""))
        #expect(html.contains("<div class=\"player\""))
        // One caption, one line: no heading (it would join the docs page's outline), and the
        // badge left out while nothing is wrong; render makes no report, so no link to one.
        let caption = try #require(html.components(separatedBy: "<figcaption>").dropFirst().first)
        #expect(caption.prefix { $0 != "\n" } == "<span class=\"title\">Drag A to C, then cancel</span> · "
            + "<span class=\"profile\">profile: system</span></figcaption>")
        #expect(html.components(separatedBy: "<figcaption>").count == 2)
        // None of the rest.
        for part in ["<h2", "<ol class=\"steps\"", "<table", "<details", "Board source", "class=\"links\"",
                     "class=\"thumb\"", "data-step=", "report.html"] {
            #expect(!html.contains(part), "\(part)")
        }
        // Its one still is whole: no drawings shared with stills it does not show.
        #expect(!html.contains("class=\"shared-drawings\""))
        // Every id once.
        let ids = SiteNameTests.values(of: "id", in: html)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test func theFullFigureStaysTheDefault() throws {
        let html = try Self.rendered(Self.markdown(), default: .full)
        #expect(html.hasPrefix("<figure class=\"board\" id=\"cancel\">"))
        #expect(html.contains("<h2>Drag A to C, then cancel</h2>"))
        #expect(html.contains("<ol class=\"steps\"") && html.contains("<table") && html.contains("<details>"))
        // Its stills share their parts (the compact figure, with one still, does not).
        #expect(html.contains("class=\"shared-drawings\""))
    }

    @Test func theBoardsKeyWinsOverTheDefault() throws {
        let full = try Self.rendered(Self.markdown(figure: "full"), default: .compact)
        #expect(full.hasPrefix("<figure class=\"board\" id=\"cancel\">") && full.contains("<ol class=\"steps\""))
        let compact = try Self.rendered(Self.markdown(figure: "compact"), default: .full)
        #expect(compact.hasPrefix("<figure class=\"board compact\" id=\"cancel\">") && !compact.contains("<ol class=\"steps\""))
    }

    @Test func theCaptionShowsTheBadgeWhenSomethingIsWrong() throws {
        // [C, B, A] is not what the cancelled drag leaves.
        let html = try Self.rendered(Self.markdown(holds: false), default: .compact)
        let caption = try #require(html.components(separatedBy: "<figcaption>").dropFirst().first?.prefix { $0 != "\n" })
        #expect(caption.hasSuffix(" · <span class=\"badge fail\">expectations not met</span></figcaption>"))
    }

    @Test func aCompactFragmentLinksTheReportWhichStaysWhole() throws {
        let page = SitePage(document: try PageParser.parse(markdown: Self.markdown(), file: "t.md").document(), path: "t")
        let files = Dictionary(try Self.builder(.compact).buildFragments([page], assetBase: "/sb/").texts,
                               uniquingKeysWith: { a, _ in a })
        let figure = try #require(files["boards/cancel/figure.html"])
        #expect(figure.hasPrefix("<figure class=\"board compact\" id=\"cancel\">"))
        #expect(figure.contains(" · <a href=\"/sb/boards/cancel/report.html\">Steps, table and source</a></figcaption>"))
        #expect(!figure.contains("<ol class=\"steps\"") && !figure.contains("<table"))
        // The still the pause control shows is linked, as in a full fragment.
        #expect(figure.contains("<img class=\"still\" src=\"/sb/boards/cancel/step-00.svg\""))
        let report = try #require(files["boards/cancel/report.html"])
        #expect(report.contains("<ol class=\"steps\"") && report.contains("<table"))
    }
}
