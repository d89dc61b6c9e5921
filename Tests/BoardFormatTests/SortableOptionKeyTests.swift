import BoardFormat
import CollectionLayout
import ReorderEngine
@testable import Scenario
import Foundation
import Testing

/// `sortablejs`'s own board keys: read for that profile, refused for others.
@Suite struct SortableOptionKeyTests {
    static func markdown(_ lines: String, profile: String = "sortablejs") -> String {
        """
        ```board
        layout: list
        profile: \(profile)
        viewport: 300x220
        item-size: 300x44
        \(lines)
        items: [A, B, C, D, E, F, G, H, I, J]
        steps: [press A, "move to 150,210 over 1 frame", "move to 150,211 over 1 frame", hold 10 frames, release]
        ```
        """
    }

    @Test func scrollSpeedReachesTheAutoScroll() throws {
        // The engine test's gesture (SortableJSTests, auto-scroll): seven steps
        // by the end, at ticks 5, 7, 8, 10, 11, 12, 14. With scroll-speed 20
        // each is 20 pt: 140 pt in all (10 pt each with the default, 70).
        let page = try PageParser.parse(markdown: Self.markdown("scroll-speed: 20"), file: "t.md")
        let scenario = try #require(page.document().scenarios.first)
        let run = ScenarioRun(scenario)
        #expect(run.timeline.frames.last?.offset == Point(x: 0, y: 140))
    }

    @Test func theKeysAreCheckedAndBelongToTheProfile() throws {
        do {
            _ = try PageParser.parse(markdown: Self.markdown("swap-threshold: 1.5\ninvert-swap: yes"), file: "t.md")
            Issue.record("out-of-range values parse")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "swap-threshold: expected a number from 0 to 1, found '1.5'",
                "invert-swap: expected true or false, found 'yes'"])
        }
        do {
            _ = try PageParser.parse(markdown: Self.markdown("animation: 0", profile: "system"), file: "t.md")
            Issue.record("a sortablejs key parses for system")
        } catch {
            #expect(error.diagnostics.map(\.message) == [
                "animation: only profile 'sortablejs' reads it; this board's profile is 'system'"])
        }
    }

    /// Each kind's refusals name what the option takes: its range, with its unit.
    @Test func aValueOfTheWrongKindOrOutOfRangeNamesTheRange() throws {
        do {
            _ = try PageParser.parse(markdown: Self.markdown(
                "animation: 70000\nscroll-speed: -1\nswap-threshold: half\nscroll-sensitivity: 200000"), file: "t.md")
            Issue.record("out-of-range values parse")
        } catch {
            // In the order they are written (the page's diagnostics are in source order).
            #expect(error.diagnostics.map(\.message) == [
                "animation: expected a number from 0 to 60000 ms, found '70000'",
                "scroll-speed: must not be negative, found '-1'",
                "swap-threshold: expected a number from 0 to 1, found 'half'",
                "scroll-sensitivity: expected a number from 0 to 100000 pt, found '200000'"])
        }
    }

    /// An option misspelled is an unknown key with the option suggested: the parser takes its keys
    /// from the declaration.
    @Test func aMisspelledOptionIsSuggested() throws {
        do {
            _ = try PageParser.parse(markdown: Self.markdown("swap-treshold: 0.5"), file: "t.md")
            Issue.record("a misspelled option parses")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["unknown key 'swap-treshold'; did you mean 'swap-threshold'?"])
            #expect(error.diagnostics.first?.position.line == 6)   // the fence is line 1: layout 2, profile 3, viewport 4, item-size 5
            #expect(error.diagnostics.first?.position.column == 1)
        }
    }

    /// The declaration's defaults are SortableJS 1.14.0's, as Sortable.js sets them (lines 1064,
    /// 1066, 1068: 1, false, null meaning swapThreshold's; 2393-2394: 30, 10; 1071: direction, a
    /// function; 2391: scroll true; 1094: fallbackTolerance 0; 1088: delay 0; 1090:
    /// touchStartThreshold parseInt(devicePixelRatio), 1 at DPR 1; 1100: emptyInsertThreshold 5; the
    /// Swap plugin off unless `swap` is given, 2674), but for `animation`, the profile's 150 ms (the
    /// library's is 0, line 1080).
    @Test func theDeclaredDefaultsAreTheLibrarys() {
        let options = ProfileOptions.sortable.options
        #expect(options.map(\.name) == ["swap-threshold", "invert-swap", "inverted-swap-threshold", "animation",
                                        "scroll-sensitivity", "scroll-speed", "direction", "scroll", "fallback-tolerance",
                                        "delay", "touch-start-threshold", "empty-insert-threshold", "swap"])
        #expect(options.map(\.defaultText) == ["1", "false", "swap-threshold's", "150", "30", "10", "detected", "true",
                                               "0", "0", "1", "5", "false"])
        #expect(options.map(\.libraryName) == ["swapThreshold", "invertSwap", "invertedSwapThreshold", "animation",
                                               "scrollSensitivity", "scrollSpeed", "direction", "scroll", "fallbackTolerance",
                                               "delay", "touchStartThreshold", "emptyInsertThreshold", "swap"])
    }

    /// Only the first six are board keys (they were before entries had options); the later ones are
    /// given in the entry, where they reach the engine. `direction` at the top stays the layout's.
    @Test func theLaterOptionsAreGivenInTheEntryOnly() throws {
        #expect(ProfileOptions.sortable.boardKeyOptions.map(\.name) == ["swap-threshold", "invert-swap",
            "inverted-swap-threshold", "animation", "scroll-sensitivity", "scroll-speed"])
        do {
            _ = try PageParser.parse(markdown: Self.markdown("fallback-tolerance: 10"), file: "t.md")
            Issue.record("fallback-tolerance parses as a board key")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["unknown key 'fallback-tolerance'; it is an option of "
                + "'sortablejs', given in its entry: profile: {sortablejs: {fallback-tolerance: 10}}"])
        }
        let markdown = Self.markdown("", profile: "{sortablejs: {delay: 100, direction: horizontal, swap: true}}")
        let page = try PageParser.parse(markdown: markdown, file: "t.md")
        let scenario = try #require(page.document().scenarios.first)
        guard case .reorder(let variants) = scenario.subject else { Issue.record("not a reorder board"); return }
        let settings = Dictionary(uniqueKeysWithValues: variants[0].profile.settings.map { ($0.name, $0) })
        #expect(settings["delay"]?.value == "100" && settings["delay"]?.isDefault == false)
        #expect(settings["direction"]?.value == "horizontal" && settings["swap"]?.value == "true")
        #expect(settings["scroll"]?.value == "true" && settings["scroll"]?.isDefault == true)
        #expect(variants[0].profile.label == "sortablejs {direction: horizontal, delay: 100, swap: true}")
    }

    /// A binding sets its field, in the settings' unit: `animation: 250` (ms) is 0.25 s.
    @Test func aBindingSetsItsFieldInTheSettingsUnit() {
        var settings = SortableOptions()
        let animation = OptionBinding<SortableOptions>.number(
            "animation", library: "animation", range: 0...60_000, unit: "ms", divisor: 1000, \.animation,
            summary: "", source: "")
        animation.apply(&settings, .number(250))
        #expect(settings.animation == 0.25)
        // Divided, as the board key was before the declaration: 175 / 1000 is the double nearest 0.175,
        // which 175 × (1 / 1000) is not (0.17500000000000002).
        animation.apply(&settings, .number(175))
        #expect(settings.animation == 175.0 / 1000)
        #expect(settings.animation != 175.0 * (1.0 / 1000))
        // Every whole millisecond up to the range's end, the same.
        for ms in stride(from: 0.0, through: 60_000, by: 1) {
            animation.apply(&settings, .number(ms))
            if settings.animation != ms / 1000 { Issue.record("animation: \(ms) ms stored as \(settings.animation)"); break }
        }
        let inverted = OptionBinding<SortableOptions>.number(
            "inverted-swap-threshold", library: "", range: 0...1, \.invertedSwapThreshold, otherwise: \.swapThreshold,
            defaultText: "",
            summary: "", source: "")
        inverted.apply(&settings, .number(0.3))
        #expect(settings.invertedSwapThreshold == 0.3)
        let invert = OptionBinding<SortableOptions>.boolean("invert-swap", library: "", \.invertSwap, summary: "", source: "")
        invert.apply(&settings, .boolean(true))
        #expect(settings.invertSwap)
    }

    /// docs/profiles.md's table of sortablejs's options is the declaration's, as `list --options` prints it.
    @Test func theDocsTableIsTheDeclarations() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/profiles.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        #expect(text.contains("\n" + ProfileOptions.sortable.markdownTable + "\n"),
                "docs/profiles.md's sortablejs table differs from ProfileOptions.sortable: paste `shuffleboard list --options`")
        #expect(text.contains("\n" + ProfileOptions.jqueryUI.markdownTable + "\n"),
                "docs/profiles.md's jquery-ui-sortable table differs from ProfileOptions.jqueryUI: paste `shuffleboard list --options`")
    }
}
