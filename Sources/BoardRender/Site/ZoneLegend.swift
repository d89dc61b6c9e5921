import Scenario
import CollectionLayout
import ReorderEngine

/// The sentence under a walkthrough that says once what its zone marks mean
/// (``SVGParts/zoneMark(_:item:rects:snapshot:labels:bounds:)``): the mark in general, then each test the runs drew,
/// in the order first drawn, by the name the mark gives it.
enum ZoneLegend {
    /// The legend of `runs` (a board's, one per profile), or "" when none drew a zone.
    static func text(_ runs: [ScenarioRun]) -> String {
        var tests: [DecidingZone.Test] = []
        var seen = Set<DecidingZone.Test>()
        var waits = false
        for run in runs {
            var last: DecidingZone.Test?
            for frame in run.timeline.frames {
                if let zone = frame.zone, zone.pending && zone.passed { waits = true }
                guard let test = frame.zone?.test, test != last else { continue }
                last = test
                if seen.insert(test).inserted { tests.append(test) }
            }
        }
        guard !tests.isEmpty else { return "" }
        var clauses: [String] = []
        var kinds = Set<String>()
        for test in tests where kinds.insert(kind(test)).inserted {
            let names = tests.filter { kind($0) == kind(test) }.map { "“\($0.name)”" }
            clauses.append(names.joined(separator: ", ") + ": " + meaning(test))
        }
        let wait = waits ? "; marked (wait) while the pointer is in it but the rule has not tested it yet (it tests "
            + "on a timer, SortableJS every 50 ms): the next test passes" : ""
        return "The dashed band on an item is the part of it that the profile’s rule tests, drawn where the "
            + "item is drawn, from the pointer coming over it until the next test: tinted and marked ✓ when the "
            + "test passes, and the dragged item then takes that item’s place (the band goes once the item has "
            + "moved); hollow and marked ✗ while it does not pass" + wait + ". " + clauses.joined(separator: "; ") + "."
    }

    /// Tests told in one clause: a swap zone of every threshold, both halves.
    private static func kind(_ test: DecidingZone.Test) -> String {
        switch test {
        case .swap: "swap"
        case .inverted: "inverted"
        case .intersect, .intersectAcross: "intersect"
        default: test.name
        }
    }

    private static func meaning(_ test: DecidingZone.Test) -> String {
        switch test {
        case .swap:
            "SortableJS’s swap zone, the middle of the item along the list that swapThreshold gives "
                + "(1: the whole item), which the pointer must be inside at a 50 ms check"
        case .inverted:
            "its inverted zones, invertedSwapThreshold of the item split between its two ends (only the end "
                + "that would move the item is drawn), in force with invertSwap, or once a swap leaves the "
                + "pointer over the same item"
        case .swapBack:
            "the dragged item’s shadow on the item it has just passed, where the pointer sends it back"
        case .intersect, .intersectAcross:
            "jQuery UI’s intersect tolerance, the half of the item in the direction the pointer last moved"
        case .pointer:
            "jQuery UI’s pointer tolerance, the pointer anywhere inside the item"
        case .closestCentre:
            "the place dnd-kit’s closestCenter picks, the slot whose centre is nearest the dragged rect’s "
                + "(the line joins the two centres)"
        case .closestCorners:
            "the place dnd-kit’s closestCorners picks, the slot whose corners are nearest the dragged rect’s"
        case .rectIntersection:
            "the place dnd-kit’s rectIntersection picks, the slot the dragged rect overlaps most (the overlap "
                + "is the band)"
        case .pointerWithin:
            "the place dnd-kit’s pointerWithin picks, a slot that holds the pointer"
        case .centreHit:
            "the item whose frame holds the snapshot’s centre (the line joins the two centres)"
        case .farEdge:
            "ItemTouchHelper’s test, a row the dragged view touches once it has moved the move threshold of "
                + "its size, whose far edge the view’s leading edge (the dot) must pass; the row passed by the most "
                + "wins"
        }
    }
}
