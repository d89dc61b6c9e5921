import CollectionLayout

/// jQuery UI 1.13.2's mouse plugin (`ui/widgets/mouse.js`, ``JQueryUIMouse``): when the
/// press's `_mouseCapture` has taken the item, `_mouseStart` makes the item the helper at the
/// first mouse event for which both `_mouseDistanceMet` and `_mouseDelayMet` hold. Before that
/// the page has no helper, so nothing is lifted. Any item may be captured.
///
/// - `distance` (default 1): the whole-pixel pointer at least this far from the press's on
///   either axis (216-222). At 0 the press itself meets it.
/// - `delay` (default 0): `_mouseDown` sets `mouseDelayMet = !delay` and arms
///   `setTimeout(…, delay)` to set it (103-108). The timer only sets the flag: nothing starts
///   when it fires, so a still pointer starts nothing; the first move after it may.
///
/// `_mouseDown` tries both at once (110): with `distance: 0` and no delay the drag starts at
/// the press (``liftsAtPress``). Otherwise `_mouseMove` tries them on every move (178).
public struct JQueryUIDistanceLift: LiftRule {
    /// `distance` (``JQueryUIMouse/distance``), whole pixels.
    public var distance: Double
    /// `delay`, milliseconds.
    public var delay: Double

    public init(distance: Double = 1, delay: Double = 0) {
        self.distance = distance
        self.delay = delay
    }

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { true }

    /// `_mouseDown`'s own test: the press is 0 px from itself, so only `distance: 0` with no
    /// delay starts the drag there.
    public var liftsAtPress: Bool { distance == 0 && delay == 0 }

    /// `_mouseDistanceMet`, as ``JQueryUIMouse/move(to:press:)`` decides it:
    /// the same test the profile's other parts run on the same move.
    public func startsDrag(press: Point, finger: Point) -> Bool {
        var mouse = JQueryUIMouse(distance: distance)
        return !mouse.move(to: finger, press: press).isEmpty
    }

    /// `_mouseDelayMet` and then `_mouseDistanceMet`. The delay's timer is due at the press +
    /// `delay` and runs before the input of the frame at that time (within a nanosecond, as the
    /// page's clock counts a timer due), so a move in that frame starts the drag.
    public func move(press: Point, finger: Point, elapsed: Duration) -> ChosenItemMove {
        if delay > 0 && elapsed + .nanoseconds(1) < .milliseconds(delay) { return .waits }
        return startsDrag(press: press, finger: finger) ? .lifts : .waits
    }
}
