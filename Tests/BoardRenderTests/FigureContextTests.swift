import SitePlan
import Scenario
import BoardFormat
import ReorderEngine
import CollectionLayout
import Testing
@testable import BoardRender

/// What the figure's table and player are given (issue 13): row headers, a
/// comparison in words that names the items, and times on the walkthrough's clock.
@Suite struct FigureContextTests {
    @Test func equalOrdersAreTheSame() {
        #expect(SiteBuilder.comparison(screen: [["A", "B", "C"]], data: [["A", "B", "C"]]) == "Same")
    }

    @Test func twoExchangedItemsAreNamedWithBothPositions() {
        // Slots 1 and 2 (counted from 0, as the data strip and the log count) hold C and B on
        // screen, B and C in the data: C is at [0,1] on screen and [0,2] in the data, B the
        // other way round; A and D agree.
        #expect(SiteBuilder.comparison(screen: [["A", "C", "B", "D"]], data: [["A", "B", "C", "D"]])
            == "Differs: C (screen [0,1], data [0,2]), B (screen [0,2], data [0,1])")
    }

    @Test func severalSectionsNameSectionAndItem() {
        // Screen [[A], [B, C]], data [[A, B], [C]]: A agrees ([0,0]); slot [1,0] shows B
        // where the data has C, and B is the data's [0,1]; slot [1,1] shows C, which the
        // data has at [1,0] (its section 1 has one item). The data's [0,1] is B, which the
        // screen shows (at [1,0]), so it is not named again.
        #expect(SiteBuilder.comparison(screen: [["A"], ["B", "C"]], data: [["A", "B"], ["C"]])
            == "Differs: B (screen [1,0], data [0,1]), C (screen [1,1], data [1,0])")
    }

    @Test func itemsOnOneSideOnlySayNone() {
        // C is only in the data ([0,2]); X only on screen, in the slot where the data has B.
        #expect(SiteBuilder.comparison(screen: [["A", "B"]], data: [["A", "B", "C"]])
            == "Differs: C (screen none, data [0,2])")
        #expect(SiteBuilder.comparison(screen: [["A", "X"]], data: [["A", "B"]])
            == "Differs: X (screen [0,1], data none), B (screen none, data [0,1])")
    }

    @Test func moreThanSixAreCounted() {
        // A moved from first to last on screen: all nine slots differ. The first six in
        // screen order are B..G, each one place earlier on screen than in the data.
        let screen: Order = [["B", "C", "D", "E", "F", "G", "H", "I", "A"]]
        let data: Order = [["A", "B", "C", "D", "E", "F", "G", "H", "I"]]
        #expect(SiteBuilder.comparison(screen: screen, data: data)
            == "Differs: B (screen [0,0], data [0,1]), C (screen [0,1], data [0,2]), D (screen [0,2], data [0,3]), "
            + "E (screen [0,3], data [0,4]), F (screen [0,4], data [0,5]), G (screen [0,5], data [0,6]), and 3 more")
    }

    @Test func theDraggedItemIsNeverOneOfTheRest() {
        // The same nine slots, A dragged: A's slot is the last on screen ([0,8]; the data has
        // it at [0,0]), the ninth named, so it takes the sixth place, after B…F; G, H and I
        // are the 3 more.
        let screen: Order = [["B", "C", "D", "E", "F", "G", "H", "I", "A"]]
        let data: Order = [["A", "B", "C", "D", "E", "F", "G", "H", "I"]]
        #expect(SiteBuilder.comparison(screen: screen, data: data, dragged: "A")
            == "Differs: B (screen [0,0], data [0,1]), C (screen [0,1], data [0,2]), D (screen [0,2], data [0,3]), "
            + "E (screen [0,3], data [0,4]), F (screen [0,4], data [0,5]), A (screen [0,8], data [0,0]), and 3 more")
        // Among the first six it stays where it is: B dragged changes nothing.
        #expect(SiteBuilder.comparison(screen: screen, data: data, dragged: "B")
            == SiteBuilder.comparison(screen: screen, data: data))
    }

    static let flick = """
        ```board
        title: Flick Bluetooth down in two frames
        id: table-flick
        layout: list
        profile: table-exchange
        viewport: 320x300
        item-size: 320x44
        items: [Airplane, Bluetooth, Cellular, Display, Energy, Focus]
        steps:
          - press Bluetooth
          - {do: move to Energy over 2 frames, note: "the first event lands on Display, two rows down"}
          - release
        ```
        """

    @Test func theTableHasRowHeadersAndSaysWhereScreenAndDataDiffer() throws {
        let page = try #require(try SiteNameTests.site(Self.flick).first { $0.path == "p.html" }).contents
        let rows = page.components(separatedBy: "<tr").dropFirst(2).map { $0.prefix { $0 != "\n" } }
        #expect(rows.count == 4)
        // Before the drag and after the press, screen and data agree.
        #expect(rows[0] == "><th scope=\"row\">Before the first step</th><td>[[Airplane, Bluetooth, Cellular, Display, "
            + "Energy, Focus]]</td><td>[[Airplane, Bluetooth, Cellular, Display, Energy, Focus]]</td><td>Same</td></tr>")
        #expect(rows[1].hasSuffix("<td>Same</td></tr>") && rows[1].contains("<th scope=\"row\">1. press Bluetooth</th>"))
        // Bluetooth moves two rows on screen (to slot 4 of the six when the step ends, then
        // to 5 at Energy) while the data exchanged it with Display only (the first event
        // landed there): after the release the screen shows Cellular at [0,1] and Display at
        // [0,2] (counted from 0), the data Display at [0,1] and Cellular at [0,2].
        #expect(rows[3] == " class=\"differs\"><th scope=\"row\">3. release</th><td>[[Airplane, Cellular, Display, "
            + "Energy, Bluetooth, Focus]]</td><td>[[Airplane, Display, Cellular, Energy, Bluetooth, Focus]]</td>"
            + "<td>Differs: Cellular (screen [0,1], data [0,2]), Display (screen [0,2], data [0,1])</td></tr>")
    }

    @Test func thePlayerIsGivenTheStepAndViolationTimesOfTheWalkthroughsClock() throws {
        let document = try PageParser.parse(markdown: Self.flick, file: "p.md").document()
        let scenario = try #require(document.blocks.compactMap { block -> Scenario? in
            if case .scenario(let scenario) = block { return scenario }
            return nil
        }.first)
        let run = ScenarioRun(scenario)
        let builder = SiteBuilder(templates: try FragmentBuilderTests.templates())
        let scene = Scene(run)
        let figure = builder.figureContext(run, scene: scene, dir: "", inline: false)
        let clock = WalkthroughClock(scene)
        // The player seeks on the walkthrough's clock (story pacing: StoryTime, whose times
        // StoryTimeTests work out by hand), never on the session's: each step's time is the
        // one its still says it shows in the walkthrough, and the loop is the SVG's `dur`.
        let t = run.timeline
        let stills = (0...scenario.script.steps.count).map { FrameSVG.step(run, index: $0) }
        let stillTimes = stills.map { svg -> String in
            let attribute = svg.components(separatedBy: "data-walkthrough-time=\"")[1]
            return format(Double(attribute.prefix { $0 != "\"" })!, places: 4)
        }
        #expect(figure.stepTimes.text == stillTimes.joined(separator: " "))
        #expect(figure.stepTimes.text != ([0] + t.stepEnds).map { format(t.frames[$0].time, places: 4) }.joined(separator: " "))
        #expect(figure.violationTimes.text == t.violations.map { format(scene.story.seconds[$0.frame], places: 4) }
            .joined(separator: " "))
        #expect(!figure.violationTimes.times.isEmpty)
        #expect(clock.duration == scene.story.duration)
        #expect(figure.duration.text == format(clock.duration, places: 4))
        #expect(figure.walkthroughSVG.contains("dur=\"\(format(clock.duration, places: 3))\""))
    }
}
