import Scenario
import CollectionLayout
import ReorderEngine

/// The sentence under a walkthrough that says what its marks mean, each mark only if the picture
/// draws it (issue 34: the dashed orange edge-zone lines, the ≠ signs and the arrows were explained
/// nowhere on the page). The rule's zone has a legend of its own (``ZoneLegend``).
enum MarksLegend {
    /// The legend of `scenes` (a board's, one per profile), or "" when they draw none of the marks.
    static func text(_ scenes: [Scene]) -> String {
        var clauses: [String] = []
        if scenes.contains(where: { $0.edgeZone > 0 }) {
            clauses.append("the dashed orange lines inside the screen's ends are the auto-scroll's edge zones: "
                + "with the finger past one, the list scrolls")
        }
        if scenes.contains(where: { !$0.exchangeArrows(in: 0...max(0, $0.run.timeline.frames.count - 1)).isEmpty }) {
            clauses.append("a purple arrow on the screen runs from the slot an item left to the slot it took")
        }
        if scenes.contains(where: { !($0.strip?.edits.isEmpty ?? true) }) {
            clauses.append("in the data strip, an outline and a purple arc mark what the data source was told "
                + "to change, from the old slot to the new (one head for a move, two for an exchange)")
        }
        if scenes.contains(where: { scene in scene.strip != nil && scene.run.timeline.frames.contains { $0.order != $0.data } }) {
            clauses.append("a dashed red outline and ≠ mark the strip's slots whose item is not the one the "
                + "screen shows there")
        }
        return clauses.isEmpty ? "" : "In the picture, " + clauses.joined(separator: "; ") + "."
    }
}
