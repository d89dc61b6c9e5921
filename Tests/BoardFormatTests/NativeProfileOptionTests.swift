import BoardFormat
import Foundation
import ReorderEngine
import Scenario
import Testing

/// The native profiles' options (issue 31) as a board gives them, and docs/profiles.md's
/// tables of them and of jquery-ui-sortable's.
@Suite struct NativeProfileOptionTests {
    @Test func theDocsTablesAreTheDeclarations() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/profiles.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for (name, options) in [("item-touch-helper", ProfileOptions.itemTouchHelper),
                                ("lx-reorderable", ProfileOptions.lxReorderable),
                                ("hello-pangea-dnd", ProfileOptions.helloPangeaDnd),
                                ("jquery-ui-sortable", ProfileOptions.jqueryUI)] {
            #expect(text.contains("\n" + options.markdownTable + "\n"),
                    "docs/profiles.md's \(name) table differs from its declaration: paste `shuffleboard list --options`")
        }
    }

    @Test func theCatalogOffersThem() {
        for name in ["item-touch-helper", "lx-reorderable", "hello-pangea-dnd", "jquery-ui-sortable"] {
            #expect(Catalog.standard.profile(named: name)?.options != nil, "\(name) has no options in the catalog")
        }
        // UIKit's reorderingCadence has no published numbers: `system` takes none.
        #expect(Catalog.standard.profile(named: "system")?.options == nil)
    }

    @Test func anEntrysOptionsReachTheProfileAndItsLabel() throws {
        let profiles = try ProfileEntryOptionsTests.profiles(ProfileEntryOptionsTests.markdown(
            profile: "profiles: [{item-touch-helper: {move-threshold: 0.25, bounding-box-margin: 4}}, "
                + "{lx-reorderable: {scrolling-speed: 600}}, {hello-pangea-dnd: {max-pixel-scroll: 40}}, "
                + "{jquery-ui-sortable: {delay: 150, axis: y, distance: 0}}]"))
        #expect(profiles.map(\.label) == [
            "item-touch-helper {move-threshold: 0.25, bounding-box-margin: 4}",
            "lx-reorderable {scrolling-speed: 600}",
            "hello-pangea-dnd {max-pixel-scroll: 40}",
            "jquery-ui-sortable {distance: 0, delay: 150, axis: y}",
        ])
        let lx = try #require(profiles[1].autoScroll as? ConstantEdgeScroll)
        #expect(lx.speed == 600 && lx.inset == 50)
        let pangea = try #require(profiles[2].autoScroll as? FluidAutoScroll)
        #expect(pangea.options.maxPixelScroll == 40 && pangea.options.startFromPercentage == 0.25)
    }

    @Test func badValuesSayWhatTheyTake() {
        let messages = ProfileEntryOptionsTests.messages(ProfileEntryOptionsTests.markdown(
            profile: "profile: {jquery-ui-sortable: {axis: horizontal}}"))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("unknown axis 'horizontal'") == true, "\(messages)")
        // axis x runs on a list as on a flow (the helper's static top below the items before it
        // in the DOM is modelled): the board, a list, is not refused.
        let list = ProfileEntryOptionsTests.messages(ProfileEntryOptionsTests.markdown(
            profile: "profile: {jquery-ui-sortable: {axis: x}}"))
        #expect(list.isEmpty, "\(list)")
        let unknown = ProfileEntryOptionsTests.messages(ProfileEntryOptionsTests.markdown(
            profile: "profile: {lx-reorderable: {scrolling-sped: 600}}"))
        #expect(unknown.first?.contains("did you mean 'scrolling-speed'") == true, "\(unknown)")
        let range = ProfileEntryOptionsTests.messages(ProfileEntryOptionsTests.markdown(
            profile: "profile: {hello-pangea-dnd: {start-from-percentage: 2}}"))
        #expect(range.first?.contains("0 to 1") == true, "\(range)")
    }
}
