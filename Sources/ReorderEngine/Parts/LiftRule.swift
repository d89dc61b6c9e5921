import CollectionLayout

/// Decides whether the item under the finger may lift when the long-press is
/// recognised, and whether it lifts then or only at a later finger move.
public protocol LiftRule: Sendable {
    /// Whether the item `label` may lift; `locked` are the items whose
    /// `canMoveItemAt` is false.
    func mayLift(_ label: String, locked: Set<String>) -> Bool
    /// Whether the recognised press lifts the item at once (true for every
    /// UIKit-style rule). When false, the press only *chooses* the item:
    /// nothing is lifted, drawn or asked until a finger move that
    /// ``startsDrag(press:finger:)`` accepts, which lifts it as it would have
    /// lifted at the press (the cell and the grab offset of the press), and
    /// is then that lift's first move. A release or cancel before it lifts
    /// nothing.
    var liftsAtPress: Bool { get }
    /// For a rule that does not lift at the press: whether a finger move to
    /// `finger` starts the drag, with the press at `press` (both viewport
    /// coordinates).
    func startsDrag(press: Point, finger: Point) -> Bool
}

extension LiftRule {
    public var liftsAtPress: Bool { true }

    public func startsDrag(press: Point, finger: Point) -> Bool { true }
}

/// UIKit interactive movement: asks `canMoveItemAt`, so locked items refuse.
public struct UnlockedItemsLift: LiftRule {
    public init() {}

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { !locked.contains(label) }
}

/// The seeds' own gestures never ask `canMoveItemAt`: any item lifts.
public struct AnyItemLifts: LiftRule {
    public init() {}

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { true }
}

/// SortableJS 1.14.0 on its pointer path (`forceFallback: true`,
/// `fallbackTolerance: 0`, no `delay`): the press (`_prepareDragStart`)
/// chooses the item (class `sortable-chosen`, unstyled by default) and
/// nothing more; the first `pointermove` (`_onTouchMove`, with no tolerance
/// to wait for) calls `_onDragStart`, and the floating clone is appended in a
/// zero-delay timer after it (`_dragStarted` → `_appendGhost`), on the
/// item's slot, before that frame is drawn. So the press frame shows no
/// clone, and the first move's frame shows it on the slot (``SortableClone``).
/// Any item may be chosen.
public struct SortableFirstMoveLift: LiftRule {
    public init() {}

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { true }

    public var liftsAtPress: Bool { false }

    /// Any pointer move starts it (`fallbackTolerance` 0).
    public func startsDrag(press: Point, finger: Point) -> Bool { true }
}

/// jQuery UI 1.13.2's mouse plugin with `distance: 1`, `delay: 0`
/// (``JQueryUIMouse``): the press only captures the item; the first move
/// whose whole-pixel position is at least 1 px from the press's on either
/// axis calls `_mouseStart`, which makes the item the helper. Before that
/// the page has no helper, so nothing is lifted. Any item may be captured.
public struct JQueryUIDistanceLift: LiftRule {
    /// `distance` (``JQueryUIMouse/distance``).
    public var distance: Double

    public init(distance: Double = 1) {
        self.distance = distance
    }

    public func mayLift(_ label: String, locked: Set<String>) -> Bool { true }

    public var liftsAtPress: Bool { false }

    /// `_mouseDistanceMet`, as ``JQueryUIMouse/move(to:press:)`` decides it:
    /// the same test the profile's other parts run on the same move.
    public func startsDrag(press: Point, finger: Point) -> Bool {
        var mouse = JQueryUIMouse(distance: distance)
        return !mouse.move(to: finger, press: press).isEmpty
    }
}
